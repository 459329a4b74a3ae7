import ExcelJS from 'exceljs';
import { IMPORT_FIELDS, importFieldLabel } from '@oms/api-client';

/** The columns in our order, required ones starred, with two rows of one order and one of another. */
export async function importTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('订单');
  sheet.addRow(IMPORT_FIELDS.map((f) => (f.required ? `*${f.label}` : f.label)));
  const sample = [
    [
      'TB2411250001',
      '张三',
      '13800138000',
      '广东省',
      '深圳市',
      '南山区',
      '科技园南路 1 号',
      '国投女装 1楼B191',
      'K4551',
      '黑色',
      'M',
      '1',
      '中通',
      '',
    ],
    ['TB2411250001', '', '', '', '', '', '', '国投女装 1楼B191', 'K4551', '米白色', 'L', '2', '', ''],
    [
      '',
      '李四',
      '13900139000',
      '',
      '',
      '',
      '浙江省杭州市西湖区文三路 90 号',
      '大西豪 3楼A08',
      'D2033',
      '蓝色',
      'S',
      '1',
      '',
      '尽快发货',
    ],
  ];
  for (const row of sample) sheet.addRow(row);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column, i) => (column.width = i === 6 || i === 7 ? 28 : 14));
  // Phones and 平台订单号 stay text: Excel would turn them into 1.38E+10.
  for (const at of [1, 3]) sheet.getColumn(at).numFmt = '@';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows with errors as the file had them, plus 错误原因 naming each column at fault. */
export async function importErrorsFile(
  headers: string[],
  rows: { row_no: number; cells: string[]; errors: { field: string | null; reason: string }[] }[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('错误行');
  sheet.addRow(['原行号', ...headers, '错误原因']);
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const reasons = row.errors.map((e) =>
      e.field ? `${importFieldLabel(e.field as never)}：${e.reason}` : e.reason,
    );
    sheet.addRow([row.row_no, ...headers.map((_, i) => row.cells[i] ?? ''), reasons.join('；')]);
  }
  for (let c = 2; c <= headers.length + 1; c++) sheet.getColumn(c).numFmt = '@';
  sheet.getColumn(headers.length + 2).width = 50;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
