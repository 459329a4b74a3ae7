import { expect, type Page } from '@playwright/test';

/** 同步订单 (/order/orderList) as a seller sees it. */
export class ShopOrdersPage {
  constructor(readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/order/orderList${query}`);
    await expect(this.list()).toBeVisible();
  }

  list() {
    return this.page.getByRole('table', { name: '同步订单' });
  }

  /** The order numbers of the groups drawn (the list is virtualised: the ones in view). */
  async orderNumbers(): Promise<string[]> {
    return this.list()
      .getByRole('button', { name: /^\d|^[A-Z]/ })
      .allInnerTexts();
  }

  tab(label: string) {
    return this.page.getByRole('tab', { name: new RegExp(`^${label}`) });
  }

  /** The count a tab shows, `(123)`, once it shows one (while a page loads the counts are placeholders). */
  async tabCount(label: string): Promise<number> {
    const tab = this.tab(label);
    // One read both checks and takes the number: between two reads a refetch may put placeholders back.
    let count = -1;
    await expect(async () => {
      const found = /\((\d+)\)/.exec(await tab.innerText());
      expect(found, `${label} shows a count`).not.toBeNull();
      count = Number(found![1]);
    }).toPass();
    return count;
  }

  /**
   * Waits until the pager's total equals the active tab's count. Both come from one answer of the
   * server; demo orders keep arriving, so two reads at different moments may differ.
   */
  async expectTotalMatchesTab(label: string) {
    await expect
      .poll(async () => {
        const [total, count] = [await this.total(), await this.tabCount(label)];
        return total === count && total > 0 ? 'match' : `共 ${total} 条 vs ${label}(${count})`;
      })
      .toBe('match');
  }

  /** The pager's 共 N 条. */
  async total(): Promise<number> {
    const text = await this.page.getByText(/^共 [\d,]+ 条$/).innerText();
    return Number(text.replace(/[^\d]/g, ''));
  }

  async search(text: string) {
    const box = this.page.getByRole('textbox', { name: /搜索/ });
    await box.fill(text);
    await box.press('Enter');
  }

  async batchPaste(numbers: string[]) {
    await this.page.getByRole('button', { name: '批量查询' }).click();
    const dialog = this.page.getByRole('dialog', { name: '批量查询订单' });
    // Its label says 每行一个 once (it said it twice).
    await dialog
      .getByRole('textbox', { name: /^平台订单号、系统单号或运单号（每行一个，最多 \d+ 个）$/ })
      .fill(numbers.join('\n'));
    await dialog.getByRole('button', { name: '查询' }).click();
    await expect(dialog).toBeHidden();
  }
}
