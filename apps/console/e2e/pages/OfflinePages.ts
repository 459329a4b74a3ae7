import { expect, type Locator, type Page } from '@playwright/test';

/** 新建线下拿货单 and the 登记退货 dialog share the customer fields and the goods lines. */
export class OfflineForm {
  constructor(
    private readonly page: Page,
    private readonly scope: Locator | Page = page,
  ) {}

  async customer(c: { name: string; phone: string; address?: string }) {
    await this.scope.getByLabel('客户姓名').fill(c.name);
    await this.scope.getByLabel('联系电话').fill(c.phone);
    if (c.address) await this.scope.getByLabel('地址', { exact: true }).fill(c.address);
  }

  line(n: number): Locator {
    return this.scope.getByRole('group', { name: `第${n}款` });
  }

  async fillLine(
    n: number,
    l: {
      stall: string;
      articleNo: string;
      title?: string;
      color: string;
      size: string;
      qty: string;
      price: string;
    },
  ) {
    const row = this.line(n);
    await row.getByLabel('档口').fill(l.stall);
    await row.getByLabel('货号').fill(l.articleNo);
    if (l.title) await row.getByLabel('商品名称').fill(l.title);
    await row.getByLabel('颜色').fill(l.color);
    await row.getByLabel('尺码').fill(l.size);
    await row.getByLabel('数量').fill(l.qty);
    await row.getByLabel('单价').fill(l.price);
  }
}

/** 线下拿货单 and 线下退货单: rows found by what they show. */
export class OfflineListPage {
  constructor(private readonly page: Page) {}

  table(name: '线下拿货单' | '线下退货单'): Locator {
    return this.page.getByRole('table', { name });
  }

  row(name: '线下拿货单' | '线下退货单', text: string): Locator {
    return this.table(name).getByRole('row').filter({ hasText: text });
  }

  async tab(label: RegExp) {
    await this.page.getByRole('tab', { name: label }).click();
  }

  /** The count a tab shows, e.g. 待拿货 (3) → 3. */
  async tabCount(label: string): Promise<number> {
    const tab = this.page.getByRole('tab', { name: new RegExp(`^${label}`) });
    await expect(tab).toContainText(/\d/);
    return Number(/(\d+)/.exec((await tab.textContent()) ?? '')![1]);
  }

  async act(row: Locator, action: string) {
    await row.getByRole('button', { name: action, exact: true }).click();
  }
}
