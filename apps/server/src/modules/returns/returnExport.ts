import { sql, type SQL } from 'drizzle-orm';
import type { Writable } from 'node:stream';
import {
  offlineReturnReason,
  RETURN_ASSIGN_CODE,
  returnDisposition,
  returnItemState,
  returnRoute,
  stallRefuseReason,
  stateLabel,
  type ReturnFilter,
  type ReturnItemRow,
} from '@oms/api-client';
import type { Db } from '../../db/client.ts';
import type { ExportListKind, JobOwner } from '../../list/jobs/listJobKinds.ts';
import { streamSheet } from '../../list/jobs/xlsxStream.ts';
import { listFilters, tabWhere } from './returnPage.ts';
import { ITEM_SELECT, itemOf } from './returnRows.ts';
import { courierName } from './returnParcel.ts';

type Selection = { mode: 'ids'; ids: number[] } | { mode: 'filter'; filter: ReturnFilter };

const BATCH = 500;
const yuan = (fen: number | null) => (fen === null ? '' : fen / 100);
const time = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false }) : '';

/** One sheet row an item, as 退货登记指派 shows it; money in yuan as numbers (sums work in Excel). */
const COLUMNS: { header: string; width: number; value(r: ReturnItemRow): unknown }[] = [
  { header: '退货码', width: 16, value: (r) => r.returnNo },
  { header: '入库单号', width: 14, value: (r) => r.storageNo },
  { header: '货架', width: 16, value: (r) => r.shelf },
  { header: '档口', width: 22, value: (r) => r.stall },
  { header: '档口电话', width: 14, value: (r) => r.stallPhone },
  { header: '货号', width: 14, value: (r) => r.articleNo },
  { header: '颜色', width: 10, value: (r) => r.color },
  { header: '尺码', width: 8, value: (r) => r.size },
  { header: '数量', width: 8, value: (r) => r.qty },
  { header: '拿货价(元)', width: 11, value: (r) => yuan(r.priceFen) },
  { header: '原拿货金额(元)', width: 14, value: (r) => yuan(r.goodsFen) },
  { header: '退货原因', width: 12, value: (r) => stateLabel(offlineReturnReason, r.reason) },
  { header: '状态', width: 14, value: (r) => stateLabel(returnItemState, r.state) },
  { header: '退货方式', width: 12, value: (r) => stateLabel(returnRoute, r.route) },
  {
    header: '快递',
    width: 10,
    value: (r) => (r.courierCode ? courierName(r.courierCode) : ''),
  },
  { header: '运单号', width: 18, value: (r) => r.waybillNo ?? '' },
  { header: '寄回运费(元)', width: 12, value: (r) => yuan(r.shipFeeFen) },
  { header: '退款(元)', width: 10, value: (r) => yuan(r.refundFen) },
  { header: '协商退款', width: 9, value: (r) => (r.negotiated ? '是' : '') },
  {
    header: '拒收原因',
    width: 14,
    value: (r) => (r.refuseReason ? stateLabel(stallRefuseReason, r.refuseReason) : ''),
  },
  {
    header: '处置',
    width: 8,
    value: (r) => (r.disposition ? stateLabel(returnDisposition, r.disposition) : ''),
  },
  { header: '重新退次数', width: 10, value: (r) => r.retries },
  { header: '退货员', width: 10, value: (r) => r.staffName },
  { header: '订单号', width: 20, value: (r) => r.orderNo },
  { header: '取货码', width: 16, value: (r) => r.takeCode },
  { header: '登记人', width: 10, value: (r) => r.registeredName },
  { header: '登记时间', width: 19, value: (r) => time(r.createdAt) },
  { header: '上报时间', width: 19, value: (r) => time(r.reportedAt) },
  { header: '确认时间', width: 19, value: (r) => time(r.confirmedAt) },
];
export const RETURN_EXPORT_HEADERS = COLUMNS.map((c) => c.header);

function whereOf(owner: JobOwner, selection: Selection): SQL {
  if (selection.mode === 'ids')
    return sql`r.tenant_id = ${owner.tenantId} and r.id = any(${sql.param(selection.ids)}::bigint[])`;
  const f = selection.filter;
  return sql`${sql.join(listFilters(owner.tenantId, f), sql` and `)} and ${tabWhere(f.tab)}`;
}

/** The items oldest first, a batch at a time (keyset on the id). */
async function* itemsOf(db: Db, owner: JobOwner, selection: Selection) {
  const where = whereOf(owner, selection);
  let after = 0;
  for (;;) {
    const batch = await db.execute<Record<string, unknown>>(sql`
      ${ITEM_SELECT} where ${where} and r.id > ${after} order by r.id limit ${BATCH}`);
    if (batch.rows.length === 0) return;
    yield batch.rows.map(itemOf);
    after = Number(batch.rows[batch.rows.length - 1]!.id);
    if (batch.rows.length < BATCH) return;
  }
}

/** 退货登记指派's 导出 for the list module's exporter (the file itself, or 导出记录 for any size). */
export function returnExportKind(db: Db): ExportListKind {
  return {
    listKey: 'returnItems',
    permission: RETURN_ASSIGN_CODE,
    fileTitle: '退货',
    count: async (owner, selection) => {
      const r = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from return_items r where ${whereOf(owner, selection as Selection)}`);
      return Number(r.rows[0]?.n ?? 0);
    },
    write: (owner, selection, out: Writable, progress) =>
      streamSheet(
        out,
        '退货',
        COLUMNS,
        itemsOf(db, owner, selection as Selection),
        (r: ReturnItemRow) => [COLUMNS.map((c) => c.value(r))],
        progress,
      ),
  };
}
