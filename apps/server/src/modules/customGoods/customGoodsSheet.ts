import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import {
  CUSTOM_GOODS_IMPORT_MAX_ROWS,
  CUSTOM_GOODS_SHEET_HEADERS,
  customGoodsInputSchema,
  type SupplierImported,
} from '@oms/api-client';
import type { Db } from '../../db/client.ts';
import { ApiError, invalid } from '../../http/apiError.ts';
import { readImportFile } from '../daifa/import/importFile.ts';
import { customGoodsPage, saveCustomGoods } from './customGoods.ts';

/** Goods one export writes at most. */
const EXPORT_MAX = 5000;

/** 导出: the tenant's 自定义商品 matching the search, last changed first, in the columns 导入 reads. */
export async function customGoodsWorkbook(db: Db, tenantId: number, keyword?: string): Promise<Buffer> {
  const page = await customGoodsPage(db, tenantId, {
    pageNum: 1,
    pageSize: EXPORT_MAX,
    ...(keyword ? { keyword } : {}),
  });
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('自定义商品');
  sheet.columns = CUSTOM_GOODS_SHEET_HEADERS.map((header) => ({
    header,
    width: header === '商品名称' ? 30 : 14,
  }));
  for (const g of page.list)
    sheet.addRow([
      g.stall,
      g.articleNo,
      g.title,
      g.colors.join('、'),
      g.sizes.join('、'),
      g.priceFen / 100,
      g.weightG,
      g.stallPhone,
      g.remark,
    ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const list = (text: string) =>
  text
    .split(/[、,，;；\s]+/)
    .map((t) => t.trim())
    .filter(Boolean);

/**
 * 导入: each row a goods by 档口 + 货号, added when new, else its name, options, price, weight, phone and
 * 备注 updated (its picture kept). Each row on its own: a bad one is reported with its row number and
 * why, the others land.
 */
export async function importCustomGoods(
  db: Db,
  tenantId: number,
  fileName: string,
  data: Buffer,
): Promise<SupplierImported> {
  const sheet = await readImportFile(fileName, data);
  const col = (name: string) => sheet.headers.findIndex((h) => h.trim() === name);
  const missing = ['档口', '货号', '商品名称', '颜色', '尺码', '档口价(元)', '单件重量(克)'].filter(
    (n) => col(n) < 0,
  );
  if (missing.length) throw invalid(`缺少列：${missing.join('、')}（请使用导出的文件）`, 'file');
  if (sheet.rows.length > CUSTOM_GOODS_IMPORT_MAX_ROWS)
    throw invalid(`单次最多导入${CUSTOM_GOODS_IMPORT_MAX_ROWS}个自定义商品`, 'file');
  const cell = (cells: string[], name: string) => (col(name) >= 0 ? (cells[col(name)] ?? '').trim() : '');
  const result: SupplierImported = { added: 0, updated: 0, failed: [] };
  for (const { rowNo, cells } of sheet.rows) {
    const yuan = Number(cell(cells, '档口价(元)'));
    const weight = Number(cell(cells, '单件重量(克)'));
    const parsed = customGoodsInputSchema.safeParse({
      stall: cell(cells, '档口'),
      articleNo: cell(cells, '货号'),
      title: cell(cells, '商品名称'),
      colors: list(cell(cells, '颜色')),
      sizes: list(cell(cells, '尺码')),
      priceFen: Number.isFinite(yuan) ? Math.round(yuan * 100) : Number.NaN,
      weightG: weight,
      stallPhone: cell(cells, '档口电话'),
      remark: cell(cells, '备注'),
    });
    if (!parsed.success) {
      result.failed.push({ rowNo, message: parsed.error.issues[0]!.message });
      continue;
    }
    const existing = await db.execute<{ id: string; image_id: string | null }>(sql`
      select id, image_id from custom_goods
       where tenant_id = ${tenantId} and stall = ${parsed.data.stall} and article_no = ${parsed.data.articleNo}`);
    const before = existing.rows[0];
    try {
      await saveCustomGoods(db, tenantId, {
        ...parsed.data,
        ...(before ? { id: Number(before.id), imageId: before.image_id } : {}),
      });
      if (before) result.updated++;
      else result.added++;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      result.failed.push({ rowNo, message: error.message });
    }
  }
  return result;
}
