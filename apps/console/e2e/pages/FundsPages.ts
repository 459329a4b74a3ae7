import { expect, type Page } from '@playwright/test';
import { sql } from '../support/db.ts';

/** 资金管理 pages (我的余额, 充值提现, 支付, 修改支付密码) as a seller uses them. */
export class FundsPages {
  constructor(private readonly page: Page) {}

  /** The amount on a card of 我的余额, in fen. */
  async card(testId: 'available' | 'frozen' | 'payLater'): Promise<number> {
    const text = await this.page.getByTestId(testId).locator('.ant-statistic-content-value').innerText();
    return fenOf(text);
  }

  billRows() {
    return this.page.locator('.ant-table-tbody tr.ant-table-row');
  }

  /** The cell of a bill row under a column title. */
  async cell(row: number, title: string): Promise<string> {
    const headers = await this.page.locator('.ant-table-thead th').allInnerTexts();
    const index = headers.findIndex((h) => h.trim() === title);
    return this.billRows().nth(row).locator('td').nth(index).innerText();
  }

  pin(label = '支付密码') {
    return this.page.getByLabel(label, { exact: true });
  }

  /** The latest code texted to a phone (the SMS stand-in's outbox), and the 60 s gap lifted for the next one. */
  static async latestSmsCode(phone: string): Promise<string> {
    const [row] = await sql<{ content: string }>(`select content from sms_outbox where phone = $1 order by id desc limit 1`, [phone]);
    await sql(`update sms_codes set created_at = created_at - interval '2 minutes' where phone = $1`, [phone]);
    return /验证码(\d{6})/.exec(row!.content)![1]!;
  }
}

export function fenOf(text: string): number {
  const m = /(-?)¥([\d,]+)\.(\d{2})/.exec(text);
  if (!m) throw new Error(`not an amount: ${text}`);
  return (m[1] ? -1 : 1) * (Number(m[2]!.replace(/,/g, '')) * 100 + Number(m[3]));
}

export async function expectUrl(page: Page, path: RegExp) {
  await expect(page).toHaveURL(path, { timeout: 15_000 });
}
