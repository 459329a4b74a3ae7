import {
  combinedOrderState,
  daifaFlag,
  daifaSource,
  pickupLineState,
  salesChannel,
  stateLabel,
  type DaifaOrderRow,
} from '@oms/api-client';
import { sql, type SQL } from 'drizzle-orm';
import type { Writable } from 'node:stream';
import type { Db } from '../../../db/client.ts';
import type { ExportListKind, JobOwner } from '../../../list/jobs/listJobKinds.ts';
import { streamSheet } from '../../../list/jobs/xlsxStream.ts';
import {
  daifaSelectionWhere,
  ROW_COLUMNS,
  toDaifaRow,
  rowsWithLines,
  type DaifaOrderFilter,
} from './daifaOrderPage.ts';

type Selection = { mode: 'ids'; ids: number[] } | { mode: 'filter'; filter: DaifaOrderFilter };
type Line = DaifaOrderRow['lines'][number];

/** Orders read per query: memory stays flat whatever the export's size. */
const BATCH = 200;
const yuan = (fen: number) => fen / 100;
const chinaTime = (iso: string | null) =>
  iso ? new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ') : '';

/**
 * One sheet row per goods line, the order's fields repeated (sellers filter and sum them in their own
 * sheets); money columns only on an order's first line, so a column's sum is the orders' total.
 */
const COLUMNS: {
  header: string;
  width: number;
  value(o: DaifaOrderRow, l: Line | null, first: boolean): unknown;
}[] = [
  { header: '系统单号', width: 20, value: (o) => o.orderNo },
  { header: '平台订单号', width: 24, value: (o) => o.platformOrderNo ?? '' },
  { header: '平台', width: 8, value: (o) => (o.platform ? stateLabel(salesChannel, o.platform) : '') },
  { header: '来源', width: 10, value: (o) => stateLabel(daifaSource, o.source) },
  { header: '订单状态', width: 10, value: (o) => stateLabel(combinedOrderState, o.combinedState) },
  { header: '异常标记', width: 14, value: (o) => o.flags.map((f) => stateLabel(daifaFlag, f)).join('、') },
  { header: '下单时间', width: 20, value: (o) => chinaTime(o.createdAt) },
  { header: '收件人', width: 10, value: (o) => o.receiverName },
  { header: '收件人手机', width: 14, value: (o) => o.receiverPhone },
  { header: '收货地区', width: 22, value: (o) => o.region },
  { header: '快递', width: 10, value: (o) => o.courierName },
  { header: '运单号', width: 18, value: (o) => o.waybillNo ?? '' },
  { header: '档口', width: 18, value: (_o, l) => l?.stall ?? '' },
  { header: '货号', width: 12, value: (_o, l) => l?.articleNo ?? '' },
  { header: '商品', width: 30, value: (_o, l) => l?.title ?? '' },
  { header: '颜色', width: 10, value: (_o, l) => l?.color ?? '' },
  { header: '尺码', width: 8, value: (_o, l) => l?.size ?? '' },
  { header: '数量', width: 6, value: (_o, l) => l?.qty ?? 0 },
  { header: '已拿', width: 6, value: (_o, l) => l?.tookQty ?? 0 },
  { header: '单价(元)', width: 10, value: (_o, l) => yuan(l?.priceFen ?? 0) },
  {
    header: '拿货状态',
    width: 10,
    value: (_o, l) => (!l ? '' : l.canceled ? '已取消' : stateLabel(pickupLineState, l.pickupState)),
  },
  { header: '商品金额(元)', width: 12, value: (o, _l, first) => (first ? yuan(o.goodsFen) : '') },
  { header: '代发费(元)', width: 10, value: (o, _l, first) => (first ? yuan(o.serviceFen) : '') },
  { header: '运费(元)', width: 10, value: (o, _l, first) => (first ? yuan(o.freightFen) : '') },
  { header: '已退(元)', width: 10, value: (o, _l, first) => (first ? yuan(o.refundedFen) : '') },
];
export const DAIFA_EXPORT_HEADERS = COLUMNS.map((c) => c.header);

async function* ordersOf(db: Db, owner: JobOwner, selection: Selection) {
  const where = daifaSelectionWhere(owner.tenantId, selection);
  let after: { time: string; id: number } | null = null;
  for (;;) {
    const keyset: SQL = after
      ? sql`and (o.created_at, o.id) < (${after.time}::timestamptz, ${after.id})`
      : sql``;
    const batch = await rowsWithLines(
      db,
      sql`select ${ROW_COLUMNS} from daifa_orders o where ${where} ${keyset}
           order by o.created_at desc, o.id desc limit ${BATCH}`,
    );
    if (batch.length === 0) return;
    const rows = batch.map(toDaifaRow);
    yield rows;
    // the last row's time to the microsecond: a millisecond one would skip its neighbours in that millisecond
    const last = batch[batch.length - 1]!;
    after = { time: String(last.created_key), id: Number(last.id) };
    if (rows.length < BATCH) return;
  }
}

export function writeDaifaOrdersXlsx(
  db: Db,
  owner: JobOwner,
  selection: Selection,
  out: Writable,
  progress: (done: number) => Promise<void>,
) {
  return streamSheet(
    out,
    '代发订单',
    COLUMNS,
    ordersOf(db, owner, selection),
    (order) =>
      (order.lines.length > 0 ? order.lines : [null]).map((line, i) =>
        COLUMNS.map((c) => c.value(order, line, i === 0)),
      ),
    progress,
  );
}

export async function countDaifaOrders(db: Db, owner: JobOwner, selection: Selection): Promise<number> {
  const r = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from daifa_orders o where ${daifaSelectionWhere(owner.tenantId, selection)}`,
  );
  return Number(r.rows[0]?.n ?? 0);
}

export function daifaExportKind(db: Db): ExportListKind {
  return {
    listKey: 'daifaOrders',
    permission: '/order/daifaOrderList',
    fileTitle: '代发订单',
    count: (owner, selection) => countDaifaOrders(db, owner, selection as Selection),
    write: (owner, selection, out, progress) =>
      writeDaifaOrdersXlsx(db, owner, selection as Selection, out, progress),
  };
}
