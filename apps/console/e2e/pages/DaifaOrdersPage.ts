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
   * Every order of the list, not only those rendered: the list is virtual, so it is scrolled with the
   * wheel, collecting numbers until three turns bring nothing new.
   */
  async allOrderNumbers(): Promise<string[]> {
    const seen = new Set<string>();
    const box = await this.list().boundingBox();
    if (!box) return [];
    await this.page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 200));
    for (let stale = 0; stale < 3;) {
      const before = seen.size;
      for (const n of await this.orderNumbers()) seen.add(n);
      stale = seen.size === before ? stale + 1 : 0;
      await this.page.mouse.wheel(0, 400);
      await this.page.waitForTimeout(100);
    }
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
