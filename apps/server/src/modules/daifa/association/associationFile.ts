import { sql, type SQL } from 'drizzle-orm';
import type { Writable } from 'node:stream';
import { GOODS_ASSOCIATION_FILE_COLUMNS, type GoodsAssociationImported } from '@oms/api-client';
import type { Db } from '../../../db/client.ts';
import type { ExportListKind, JobOwner } from '../../../list/jobs/listJobKinds.ts';
import { streamSheet } from '../../../list/jobs/xlsxStream.ts';
import { KEYSET_TIME_FORMAT } from '../../../list/keysetCursor.ts';
import { asDate } from '../../../db/rawRows.ts';
import { ApiError } from '../../../http/apiError.ts';
import type { ImportSheet } from '../import/importFile.ts';
import { associationFrom } from './associationPage.ts';
import { associationSelectionWhere, type AssociationSelection } from './associationSelection.ts';
import { checkedGoods, writeLink } from './goodsAssociation.ts';
import { supplyGoodsOf, type SupplyDeps } from './supplyGoods.ts';

const BATCH = 1000;
const yuan = (fen: string | null) => (fen === null ? '' : Number(fen) / 100);
const chinaTime = (at: Date | string | null) =>
  at ? new Date(asDate(at).getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ') : '';
const STATE_TEXT = { ACTIVE: '已关联', INVALID: '已失效' } as const;

type FileRow = {
  id: string;
  seen_key: string;
  article_no: string;
  color: string;
  size: string;
  title: string;
  goods_id: string | null;
  stall: string | null;
  goods_article_no: string | null;
  goods_color: string | null;
  goods_size: string | null;
  linked_price_fen: string | null;
  market_price_fen: string | null;
  state: 'ACTIVE' | 'INVALID' | null;
  updated_at: Date | string | null;
};

const WIDTHS = [14, 10, 8, 36, 8, 16, 28, 12, 10, 8, 10, 10, 20];
const COLUMNS = GOODS_ASSOCIATION_FILE_COLUMNS.map((header, i) => ({ header, width: WIDTHS[i] ?? 12 }));

const cells = (r: FileRow) => [
  r.article_no,
  r.color,
  r.size,
  r.title,
  r.state ? STATE_TEXT[r.state] : '未关联',
  r.goods_id ?? '',
  r.stall ?? '',
  r.goods_article_no ?? '',
  r.goods_color ?? '',
  r.goods_size ?? '',
  yuan(r.linked_price_fen),
  yuan(r.market_price_fen),
  chinaTime(r.updated_at),
];

async function* rowsOf(db: Db, owner: JobOwner, selection: AssociationSelection) {
  const where = associationSelectionWhere(owner.tenantId, selection);
  let after: { time: string; id: number } | null = null;
  for (;;) {
    const keyset: SQL = after
      ? sql`and (s.last_seen_at, s.id) < (${after.time}::timestamptz, ${after.id})`
      : sql``;
    const batch = await db.execute<FileRow>(sql`
      select s.id, to_char(s.last_seen_at at time zone 'UTC', ${sql.raw(KEYSET_TIME_FORMAT)}) as seen_key,
             s.article_no, s.color, s.size, s.title, a.goods_id, a.stall, a.goods_article_no, a.goods_color,
             a.goods_size, a.linked_price_fen, a.market_price_fen, a.state, a.updated_at
        from ${associationFrom} where ${where} ${keyset}
       order by s.last_seen_at desc, s.id desc limit ${BATCH}`);
    if (!batch.rows.length) return;
    yield batch.rows;
    const last = batch.rows[batch.rows.length - 1]!;
    after = { time: last.seen_key, id: Number(last.id) };
    if (batch.rows.length < BATCH) return;
  }
}

/** 商品关联's 导出 (the import's columns: edit the file, import it back). */
export function associationExportKind(db: Db): ExportListKind {
  return {
    listKey: 'goodsAssociations',
    permission: '/goods/association',
    fileTitle: '商品关联',
    async count(owner, selection) {
      const r = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from ${associationFrom}
         where ${associationSelectionWhere(owner.tenantId, selection as AssociationSelection)}`);
      return Number(r.rows[0]?.n ?? 0);
    },
    write: (owner, selection, out: Writable, progress) =>
      streamSheet(
        out,
        '商品关联',
        COLUMNS,
        rowsOf(db, owner, selection as AssociationSelection),
        (r) => [cells(r)],
        progress,
      ),
  };
}

const column = (headers: string[], name: string) => headers.findIndex((h) => h.trim() === name);

/**
 * 导入关联: each row naming a 档口商品编号 links its SKU (货号, 颜色, 尺码) to that goods' 档口颜色 and
 * 档口尺码, replacing its link — all rows in one transaction after every goods was checked, so a file
 * either links what it can and reports the rest, never half a row. Rows without an 编号 are skipped
 * silently (an exported 未关联 row left as it was).
 */
export async function importAssociations(
  db: Db,
  deps: SupplyDeps,
  caller: { tenantId: number; accountId: number },
  sheet: ImportSheet,
): Promise<GoodsAssociationImported> {
  const at = {
    articleNo: column(sheet.headers, '货号'),
    color: column(sheet.headers, '颜色'),
    size: column(sheet.headers, '尺码'),
    goodsId: column(sheet.headers, '档口商品编号'),
    goodsColor: column(sheet.headers, '档口颜色'),
    goodsSize: column(sheet.headers, '档口尺码'),
  };
  const missing = Object.entries(at)
    .filter(([, i]) => i < 0)
    .map(
      ([k]) =>
        ({
          articleNo: '货号',
          color: '颜色',
          size: '尺码',
          goodsId: '档口商品编号',
          goodsColor: '档口颜色',
          goodsSize: '档口尺码',
        })[k],
    );
  if (missing.length)
    throw new ApiError(
      43006,
      `文件格式不正确或超过限制：缺少列「${missing.join('」「')}」，请用导出的文件修改后导入`,
    );
  const rows = sheet.rows
    .map((r) => ({
      rowNo: r.rowNo,
      articleNo: r.cells[at.articleNo]!.trim(),
      color: r.cells[at.color]!.trim(),
      size: r.cells[at.size]!.trim(),
      goodsId: r.cells[at.goodsId]!.trim().toUpperCase(),
      goodsColor: r.cells[at.goodsColor]!.trim(),
      goodsSize: r.cells[at.goodsSize]!.trim(),
    }))
    .filter((r) => r.goodsId !== '');
  const failed: GoodsAssociationImported['failed'] = [];
  const goods = await supplyGoodsOf(
    db,
    deps,
    caller.tenantId,
    rows.map((r) => r.goodsId).filter((id) => /^[A-Z][A-Z0-9_-]{3,39}$/.test(id)),
  );
  let linked = 0;
  await db.transaction(async (tx) => {
    for (const r of rows) {
      if (!r.articleNo) {
        failed.push({ rowNo: r.rowNo, reason: '货号不能为空' });
        continue;
      }
      try {
        const g = checkedGoods(goods.get(r.goodsId), r.goodsColor, r.goodsSize);
        await tx.transaction((inner) =>
          writeLink(
            inner,
            caller,
            { articleNo: r.articleNo, color: r.color, size: r.size },
            g,
            { color: r.goodsColor, size: r.goodsSize },
            { replace: true, action: 'IMPORT' },
          ),
        );
        linked += 1;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        failed.push({ rowNo: r.rowNo, reason: error.message });
      }
    }
  });
  return { total: sheet.rows.length, linked, failed };
}
