import ExcelJS from 'exceljs';
import {
  SUPPLIER_IMPORT_MAX_ROWS,
  SUPPLIER_SHEET_HEADERS,
  supplierSaveRequestSchema,
  supplierSettleMode,
  supplierState,
  stateLabel,
  type SupplierImported,
  type SupplierPageRequest,
} from '@oms/api-client';
import type { Db } from '../../db/client.ts';
import { ApiError, invalid } from '../../http/apiError.ts';
import type { Caller } from '../../http/caller.ts';
import { readImportFile } from '../daifa/import/importFile.ts';
import { sql } from 'drizzle-orm';
import { saveSupplier, supplierPage } from './suppliers.ts';

/** Stalls one export writes at most (a tenant has ~3,000). */
const EXPORT_MAX = 10_000;
const NO_RETURN = '不退';

function sheetOf(rows: unknown[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('供应商');
  sheet.columns = SUPPLIER_SHEET_HEADERS.map((header) => ({ header, width: header.length > 4 ? 14 : 12 }));
  for (const r of rows) sheet.addRow(r);
  return workbook;
}

/** 导出: the list's filter in walking order, in the columns 导入 reads back (and two it ignores). */
export async function supplierWorkbook(db: Db, caller: Caller, q: SupplierPageRequest): Promise<Buffer> {
  const page = await supplierPage(db, caller, { ...q, pageNum: 1, pageSize: EXPORT_MAX });
  const book = sheetOf(
    page.list.map((s) => [
      s.market,
      s.floor,
      s.stallNo,
      s.name,
      s.phone,
      stateLabel(supplierSettleMode, s.settleMode),
      s.returnDays === null ? NO_RETURN : s.returnDays,
      s.marketStallId ?? '',
      stateLabel(supplierState, s.state),
      s.pieces30d,
      `${s.lackRate30d}%`,
    ]),
  );
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** 下载模板: the columns and one example row. */
export async function supplierTemplate(): Promise<Buffer> {
  const book = sheetOf([['国投女装', '3楼', 'A316', '韩版女装', '13812340316', '现结', 7, '', '', '', '']]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const MODES = new Map(Object.entries(supplierSettleMode).map(([code, e]) => [e.label, code]));

/**
 * 导入: each row a stall by 市场 + 档口号 — added when new, else its name, floor, phone, 结算方式 and
 * 可退天数 updated (合作状态 and the 30-day figures are not read). Each row on its own: a bad one is
 * reported with its row number and why, the others land.
 */
export async function importSuppliers(
  db: Db,
  caller: Caller,
  fileName: string,
  data: Buffer,
): Promise<SupplierImported> {
  const sheet = await readImportFile(fileName, data);
  const col = (name: string) => sheet.headers.findIndex((h) => h.trim() === name);
  const need = ['市场', '楼层', '档口号', '档口名称'];
  const missing = need.filter((n) => col(n) < 0);
  if (missing.length) throw invalid(`缺少列：${missing.join('、')}（请使用下载的模板）`, 'file');
  if (sheet.rows.length > SUPPLIER_IMPORT_MAX_ROWS)
    throw invalid(`单次最多导入${SUPPLIER_IMPORT_MAX_ROWS}个档口`, 'file');
  const cell = (cells: string[], name: string) => (col(name) >= 0 ? (cells[col(name)] ?? '').trim() : '');
  const result: SupplierImported = { added: 0, updated: 0, failed: [] };
  for (const { rowNo, cells } of sheet.rows) {
    const days = cell(cells, '可退天数');
    const mode = cell(cells, '结算方式');
    const parsed = supplierSaveRequestSchema.safeParse({
      market: cell(cells, '市场'),
      floor: cell(cells, '楼层'),
      stallNo: cell(cells, '档口号'),
      name: cell(cells, '档口名称'),
      phone: cell(cells, '电话'),
      settleMode: mode ? (MODES.get(mode) ?? mode) : 'CASH',
      returnDays: days === '' || days === NO_RETURN ? 0 : Number(days),
      noReturn: days === NO_RETURN,
      ...(cell(cells, '市场档口编号') ? { marketStallId: cell(cells, '市场档口编号') } : {}),
    });
    if (!parsed.success) {
      result.failed.push({ rowNo, message: parsed.error.issues[0]!.message });
      continue;
    }
    const existing = await db.execute<{ id: number }>(sql`
      select s.id from suppliers s join markets m on m.id = s.market_id
       where s.tenant_id = ${caller.tenantId} and m.name = ${parsed.data.market} and s.stall_no = ${parsed.data.stallNo}`);
    const id = existing.rows[0] ? Number(existing.rows[0].id) : undefined;
    try {
      await saveSupplier(db, caller, { ...parsed.data, ...(id ? { id } : {}) });
      if (id) result.updated++;
      else result.added++;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      result.failed.push({ rowNo, message: error.message });
    }
  }
  return result;
}
