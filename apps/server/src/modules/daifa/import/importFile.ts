import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { ErrorCode, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@oms/api-client';
import { ApiError } from '../../../http/apiError.ts';

export type ImportEncoding = 'XLSX' | 'UTF-8' | 'GBK';

export interface ImportSheet {
  encoding: ImportEncoding;
  headers: string[];
  /** Data rows with their number in the file (header = 1); rows with no text are skipped. */
  rows: { rowNo: number; cells: string[] }[];
}

const refuse = (message: string) => new ApiError(ErrorCode.FILE_INVALID, message);

/** The first four bytes of every .xlsx (a zip). */
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const MAX_COLUMNS = 60;
const MAX_CELL = 200;

/**
 * A seller's order file as text rows: .xlsx (first sheet) or .csv — UTF-8 (with or without BOM) or,
 * when that does not decode, GBK as Excel saves CSV on Chinese Windows. Over 5 MB or 5,000 data rows,
 * another format, or no header row: 43006 with what is wrong.
 */
export async function readImportFile(fileName: string, data: Buffer): Promise<ImportSheet> {
  if (data.length > IMPORT_MAX_BYTES) throw refuse('文件格式不正确或超过限制：文件不能超过5MB');
  if (data.length === 0) throw refuse('文件格式不正确或超过限制：文件是空的');
  const lower = fileName.toLowerCase();
  let encoding: ImportEncoding;
  let table: string[][];
  if (data.subarray(0, 4).equals(ZIP)) {
    encoding = 'XLSX';
    table = await readXlsx(data);
  } else if (lower.endsWith('.xls') || lower.endsWith('.xlsx')) {
    throw refuse('文件格式不正确或超过限制：请另存为 .xlsx 或 .csv 后再导入');
  } else if (lower.endsWith('.csv') || lower.endsWith('.txt')) {
    const decoded = decodeText(data);
    encoding = decoded.encoding;
    table = readCsv(decoded.text);
  } else {
    throw refuse('文件格式不正确或超过限制：只支持 .xlsx 和 .csv 文件');
  }
  const clean = table.map((row) => row.slice(0, MAX_COLUMNS).map((c) => tidy(c)));
  const headerAt = clean.findIndex((row) => row.some((c) => c !== ''));
  if (headerAt < 0) throw refuse('文件格式不正确或超过限制：文件里没有内容');
  const headers = trimEnd(clean[headerAt]!);
  const rows = clean
    .map((cells, i) => ({ rowNo: i + 1, cells: headers.map((_, c) => cells[c] ?? '') }))
    .slice(headerAt + 1)
    .filter((r) => r.cells.some((c) => c !== ''));
  if (rows.length === 0) throw refuse('文件格式不正确或超过限制：表头下面没有订单');
  if (rows.length > IMPORT_MAX_ROWS)
    throw refuse(`文件格式不正确或超过限制：一次最多导入${IMPORT_MAX_ROWS}行，这个文件有${rows.length}行`);
  return { encoding, headers, rows };
}

/** UTF-8 when the bytes are valid UTF-8 (BOM dropped), else GBK (GB18030, its superset). */
export function decodeText(data: Buffer): { encoding: 'UTF-8' | 'GBK'; text: string } {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
    return { encoding: 'UTF-8', text };
  } catch {
    return { encoding: 'GBK', text: new TextDecoder('gb18030').decode(data) };
  }
}

function readCsv(text: string): string[][] {
  const delimiter = firstLine(text).split('\t').length > firstLine(text).split(',').length ? '\t' : ',';
  try {
    return parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      bom: true,
    }) as string[][];
  } catch (error) {
    throw refuse(`文件格式不正确或超过限制：CSV 无法读取（${(error as Error).message.slice(0, 60)}）`);
  }
}

const firstLine = (text: string) => text.slice(0, text.indexOf('\n') >>> 0);

async function readXlsx(data: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw refuse('文件格式不正确或超过限制：Excel 文件已损坏或不是 .xlsx');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw refuse('文件格式不正确或超过限制：Excel 文件没有工作表');
  if (sheet.rowCount > IMPORT_MAX_ROWS + 50)
    throw refuse(
      `文件格式不正确或超过限制：一次最多导入${IMPORT_MAX_ROWS}行，这个文件有${sheet.rowCount - 1}行`,
    );
  const table: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let c = 1; c <= Math.min(row.cellCount, MAX_COLUMNS); c++) cells.push(cellText(row.getCell(c)));
    table[rowNumber - 1] = cells;
  });
  return Array.from(table, (r) => r ?? []);
}

/** A cell as the seller sees it: numbers without float noise or 1.38e10, dates as yyyy-MM-dd. */
function cellText(cell: ExcelJS.Cell): string {
  const v = cell.value;
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isInteger(v) ? v.toFixed(0) : String(Number(v.toPrecision(12)));
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('text' in v) return String(v.text);
    if ('result' in v) return v.result === undefined ? '' : String(v.result);
  }
  return String(v);
}

// Control characters (a stray NUL from a broken export) are dropped, never stored.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

function tidy(cell: string): string {
  return String(cell)
    .replace(CONTROL, '')
    .replace(/^\uFEFF/, '')
    .trim()
    .slice(0, MAX_CELL);
}

function trimEnd(cells: string[]): string[] {
  let end = cells.length;
  while (end > 0 && cells[end - 1] === '') end--;
  return cells.slice(0, end);
}
