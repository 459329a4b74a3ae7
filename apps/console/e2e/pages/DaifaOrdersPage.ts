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
