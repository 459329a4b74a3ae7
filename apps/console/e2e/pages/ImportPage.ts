import ExcelJS from 'exceljs';
import { expect, type Locator, type Page } from '@playwright/test';

/** 订单导入 (/order/intelligentImport): upload, the row report with its editable cells, 下单. */
export class ImportPage {
  constructor(readonly page: Page) {}

  async upload(name: string, rows: (string | number)[][]) {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('订单');
    for (const row of rows) sheet.addRow(row);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    await this.page.locator('input[type=file]').setInputFiles({
      name,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
  }

  /** The report's rows: a table, or on a phone a list of cards. */
  rows(): Locator {
    return this.page
      .getByRole('table')
      .filter({ has: this.page.getByRole('columnheader', { name: '行号' }) })
      .or(this.page.getByRole('list', { name: '导入的行' }));
  }

  cell(rowNo: number, field: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^第${rowNo}行 ${field}：`) });
  }

  /** By keyboard, as a seller going down the report does: focus the cell, Enter edits, Enter saves. */
  async fix(rowNo: number, field: string, value: string) {
    await this.cell(rowNo, field).focus();
    await this.page.keyboard.press('Enter');
    const box = this.page.getByLabel(`第${rowNo}行 ${field}`, { exact: true });
    await box.fill(value);
    await box.press('Enter');
    await expect(box).toBeHidden();
  }

  summary(): Locator {
    return this.page.getByLabel('导入结果');
  }
}
