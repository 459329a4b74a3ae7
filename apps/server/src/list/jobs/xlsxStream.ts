import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';

export interface SheetColumn {
  header: string;
  width: number;
}

/**
 * Streams one sheet of a list's export: the header row, then each batch's rows committed as written,
 * so the workbook never sits in memory. Without the styles table: exceljs keeps every styled cell's
 * style alive until the end (measured: RSS grew by ~370 MB over 250k rows with it, ~10 MB without);
 * amounts go out as plain numbers in yuan.
 */
export async function streamSheet<T>(
  out: Writable,
  sheetName: string,
  columns: readonly SheetColumn[],
  batches: AsyncIterable<T[]>,
  rowsOf: (item: T) => unknown[][],
  progress: (done: number) => Promise<void>,
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).commit();
  let done = 0;
  for await (const items of batches) {
    for (const item of items) for (const row of rowsOf(item)) sheet.addRow(row).commit();
    done += items.length;
    await progress(done);
  }
  sheet.commit();
  await workbook.commit();
}
