import ExcelJS from 'exceljs';

/** A sheet of an .xlsx read back: its rows, each its cells' values from column A. */
export async function sheetRows(payload: Buffer, sheetName: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.getWorksheet(sheetName)!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
