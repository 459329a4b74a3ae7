import { expect, type Page } from '@playwright/test';

/** 异常订单 (/order/abnormalList) as a seller works it. */
export class AbnormalListPage {
  constructor(readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/order/abnormalList${query}`);
    await expect(this.table()).toBeVisible();
  }

  /** The list: a table, or on a phone its cards. */
  table() {
    return this.page
      .getByRole('table', { name: '异常订单' })
      .or(this.page.getByRole('list', { name: '异常订单', exact: true }))
      .first();
  }

  tab(label: string) {
    return this.page.getByRole('tab', { name: new RegExp(`^${label}`) });
  }

  async count(label: string): Promise<number> {
    let n = -1;
    await expect(async () => {
      const found = /\((\d+)\)/.exec(await this.tab(label).innerText());
      expect(found, `${label} shows a count`).not.toBeNull();
      n = Number(found![1]);
    }).toPass();
    return n;
  }

  rows() {
    return this.page
      .getByRole('table', { name: '异常订单' })
      .first()
      .locator('tbody tr.ant-table-row')
      .or(this.page.getByRole('list', { name: '异常订单', exact: true }).getByRole('listitem'));
  }

  /** The DF number of the n-th row. */
  async orderNo(n: number): Promise<string> {
    return (
      await this.rows()
        .nth(n)
        .getByRole('button', { name: /^DF\d{14}$/ })
        .innerText()
    ).trim();
  }

  confirmDialog() {
    return this.page
      .getByRole('dialog')
      .filter({ has: this.page.getByRole('button', { name: /确\s*定|去补款/ }) });
  }
}
