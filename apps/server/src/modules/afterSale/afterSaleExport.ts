import { sql, type SQL } from 'drizzle-orm';
import type { Writable } from 'node:stream';
import {
  afterSaleState,
  afterSaleType,
  returnLogisticsState,
  stateLabel,
  type AfterSaleRow,
} from '@oms/api-client';
import type { Db } from '../../db/client.ts';
import type { ExportListKind, JobOwner } from '../../list/jobs/listJobKinds.ts';
import { streamSheet } from '../../list/jobs/xlsxStream.ts';
import { courierByCode } from '../daifa/express/couriers.ts';
import {
  afterSaleSelectionWhere,
  CASE_COLUMNS,
  rowOf,
  type AfterSaleSelection,
  type CaseRecord,
} from './afterSalePage.ts';

const BATCH = 500;
const yuan = (fen: number) => fen / 100;
const chinaTime = (iso: string | null) =>
  iso ? new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ') : '';

/** One sheet row a case, as 售后订单 shows it; amounts in yuan as numbers (sums work in Excel). */
const COLUMNS: { header: string; width: number; value(r: AfterSaleRow): unknown }[] = [
  { header: '售后单号', width: 20, value: (r) => r.asNo },
  { header: '代发订单号', width: 20, value: (r) => r.orderNo },
  { header: '售后类型', width: 12, value: (r) => stateLabel(afterSaleType, r.type) },
  { header: '状态', width: 10, value: (r) => stateLabel(afterSaleState, r.status) },
  {
    header: '退货物流',
    width: 12,
    value: (r) => (r.returnState ? stateLabel(returnLogisticsState, r.returnState) : ''),
  },
  {
    header: '退货单号',
    width: 24,
    value: (r) =>
      r.returnWaybillNo
        ? `${courierByCode(r.returnCourier ?? '')?.name ?? r.returnCourier ?? ''} ${r.returnWaybillNo}`.trim()
        : '',
  },
  { header: '售后原因', width: 16, value: (r) => r.reason },
  { header: '商品', width: 36, value: (r) => r.goods.join('；') },
  { header: '申请金额(元)', width: 12, value: (r) => yuan(r.appliedFen) },
  { header: '已退(元)', width: 10, value: (r) => yuan(r.refundedFen) },
  { header: '退货服务费(元)', width: 12, value: (r) => yuan(r.feeFen) },
  { header: '问题原因', width: 24, value: (r) => r.problemReason ?? '' },
  { header: '来源', width: 8, value: (r) => (r.source === 'AUTO' ? '自动售后' : '手动') },
  { header: '申请时间', width: 20, value: (r) => chinaTime(r.createdAt) },
  { header: '完成时间', width: 20, value: (r) => chinaTime(r.completedAt) },
  { header: '操作人', width: 12, value: (r) => r.operatorName },
];
export const AFTER_SALE_EXPORT_HEADERS = COLUMNS.map((c) => c.header);

async function* casesOf(db: Db, owner: JobOwner, selection: AfterSaleSelection) {
  const where = afterSaleSelectionWhere(owner.tenantId, selection);
  let after: { time: string; id: number } | null = null;
  for (;;) {
    const keyset: SQL = after
      ? sql`and (a.created_at, a.id) < (${after.time}::timestamptz, ${after.id})`
      : sql``;
    const batch = await db.execute<CaseRecord>(sql`
      select ${CASE_COLUMNS} from after_sales a where ${where} ${keyset}
       order by a.created_at desc, a.id desc limit ${BATCH}`);
    if (batch.rows.length === 0) return;
    yield batch.rows.map(rowOf);
    const last = batch.rows[batch.rows.length - 1]!;
    after = { time: last.created_key, id: Number(last.id) };
    if (batch.rows.length < BATCH) return;
  }
}

export function writeAfterSalesXlsx(
  db: Db,
  owner: JobOwner,
  selection: AfterSaleSelection,
  out: Writable,
  progress: (done: number) => Promise<void>,
) {
  return streamSheet(
    out,
    '售后订单',
    COLUMNS,
    casesOf(db, owner, selection),
    (r) => [COLUMNS.map((c) => c.value(r))],
    progress,
  );
}

export async function countAfterSales(db: Db, owner: JobOwner, selection: AfterSaleSelection) {
  const r = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from after_sales a where ${afterSaleSelectionWhere(owner.tenantId, selection)}`,
  );
  return Number(r.rows[0]?.n ?? 0);
}

/** 售后订单's export for the list module's exporter (导出记录, any size). */
export function afterSaleExportKind(db: Db): ExportListKind {
  return {
    listKey: 'afterSales',
    permission: '/afterSale/afterSaleList',
    fileTitle: '售后订单',
    count: (owner, selection) => countAfterSales(db, owner, selection as AfterSaleSelection),
    write: (owner, selection, out, progress) =>
      writeAfterSalesXlsx(db, owner, selection as AfterSaleSelection, out, progress),
  };
}
