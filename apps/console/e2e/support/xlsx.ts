import ExcelJS from 'exceljs';
import type { Download } from '@playwright/test';

/** A downloaded .xlsx's sheet as rows of cell values (the header row first). */
export async function sheetRows(file: Download, sheet: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const rows: unknown[][] = [];
  workbook.getWorksheet(sheet)!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
