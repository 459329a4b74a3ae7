import { expect, type Page } from '@playwright/test';

/** 代发订单 (/order/daifaOrderList) as a seller sees it. */
export class DaifaOrdersPage {
  constructor(readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/order/daifaOrderList${query}`);
    await expect(this.list()).toBeVisible();
  }

  /** A table on wide screens, a list of cards on phones. */
  list() {
    return this.page
      .getByRole('table', { name: '代发订单' })
      .or(this.page.getByRole('list', { name: '代发订单' }));
  }

  /** The DF numbers of the orders drawn (the list is virtualised: the ones in view). */
  async orderNumbers(): Promise<string[]> {
    return this.list()
      .getByRole('button', { name: /^DF\d{14}$/ })
      .allInnerTexts();
  }

  /**
   * Every order of the list, not only those rendered: the list is virtual, so its scroll box is moved
   * from the top down by half a screen at a time, the numbers drawn collected after each move has been
   * drawn. (A step as tall as the box, or reading before the redraw, skips groups.)
   */
  async allOrderNumbers(): Promise<string[]> {
    const seen = new Set<string>();
    const scrollBox = this.list()
      .first()
      .evaluateHandle((el) => {
        for (let node: HTMLElement | null = el as HTMLElement; node; node = node.parentElement)
          if (node.scrollHeight > node.clientHeight && getComputedStyle(node).overflowY !== 'visible')
            return node;
        return el as HTMLElement;
      });
    const box = await scrollBox;
    await box.evaluate((el) => el.scrollTo({ top: 0 }));
    for (;;) {
      await this.page.evaluate(
        () =>
          new Promise((done) =>
            requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50))),
          ),
      );
      for (const n of await this.orderNumbers()) seen.add(n);
      const atEnd = await box.evaluate((el) => {
        if (el.scrollTop + el.clientHeight >= el.scrollHeight - 1) return true;
        el.scrollBy({ top: Math.max(40, el.clientHeight / 2) });
        return false;
      });
      if (atEnd) break;
    }
    await box.dispose();
    return [...seen];
  }

  /** 已发货's first 物流 button and the waybill it is for. */
  async firstTracking() {
    await this.open('?tab=SENT');
    const button = this.list()
      .getByRole('button', { name: /^查看物流 / })
      .first();
    const waybill = (await button.getAttribute('aria-label'))!.replace('查看物流 ', '');
    return { button, waybill };
  }

  tab(label: string) {
    return this.page.getByRole('tab', { name: new RegExp(`^${label}`) });
  }

  async tabCount(label: string): Promise<number> {
    let count = -1;
    await expect(async () => {
      const found = /\((\d+)\)/.exec(await this.tab(label).innerText());
      expect(found, `${label} shows a count`).not.toBeNull();
      count = Number(found![1]);
    }).toPass();
    return count;
  }

  chip(label: string) {
    return this.page.getByRole('group', { name: '异常标记' }).getByText(label, { exact: true });
  }

  drawer() {
    return this.page.getByRole('dialog', { name: /^代发订单 DF/ });
  }
}
