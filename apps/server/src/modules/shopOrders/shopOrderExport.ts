import {
  daifaStatus,
  platformOrderStatus,
  platformRefundStatus,
  salesChannel,
  sellerFlag,
  stateLabel,
  type ShopOrderFilter,
  type ShopOrderRow,
} from '@oms/api-client';
import { sql, type SQL } from 'drizzle-orm';
import type { Writable } from 'node:stream';
import type { Db } from '../../db/client.ts';
import { arrayParam } from '../../db/arrayParam.ts';
import type { ExportListKind, JobOwner } from '../../list/jobs/listJobKinds.ts';
import { streamSheet } from '../../list/jobs/xlsxStream.ts';
import { shopOrderSelectionWhere } from './shopOrderBulk.ts';
import { linesOf, orderColumns, toRow, type OrderRecord } from './shopOrderRows.ts';

type Selection = { mode: 'ids'; ids: number[] } | { mode: 'filter'; filter: ShopOrderFilter };
type Line = ShopOrderRow['lines'][number];

/** Orders read per query while exporting: memory stays flat whatever the export's size. */
const BATCH = 200;
const yuan = (fen: number) => fen / 100;
const chinaTime = (isoTime: string | null) =>
  isoTime
    ? new Date(new Date(isoTime).getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ')
    : '';

/** One sheet row per goods line, the order's fields repeated, as sellers paste them into their own sheets. */
const COLUMNS: {
  header: string;
  width: number;
  value(o: ShopOrderRow, l: Line | null): unknown;
}[] = [
  { header: '平台订单号', width: 24, value: (o) => o.tid },
  { header: '系统单号', width: 16, value: (o) => o.systemNo },
  { header: '店铺', width: 18, value: (o) => o.shopName },
  { header: '平台', width: 8, value: (o) => stateLabel(salesChannel, o.platform) },
  { header: '订单状态', width: 10, value: (o) => stateLabel(platformOrderStatus, o.status) },
  { header: '退款状态', width: 10, value: (o) => stateLabel(platformRefundStatus, o.refundStatus) },
  { header: '代发状态', width: 10, value: (o) => stateLabel(daifaStatus, o.daifaStatus) },
  { header: '下单时间', width: 20, value: (o) => chinaTime(o.orderTime) },
  { header: '付款时间', width: 20, value: (o) => chinaTime(o.paidAt) },
  { header: '买家昵称', width: 16, value: (o) => o.buyerNick },
  { header: '收件人', width: 10, value: (o) => o.receiverName },
  { header: '收件人手机', width: 14, value: (o) => o.receiverPhone },
  { header: '收货地区', width: 22, value: (o) => o.receiverRegion },
  { header: '商品标题', width: 40, value: (_o, l) => l?.title ?? '' },
  { header: '颜色', width: 10, value: (_o, l) => l?.color ?? '' },
  { header: '尺码', width: 8, value: (_o, l) => l?.size ?? '' },
  { header: '货号', width: 12, value: (_o, l) => l?.articleNo ?? '' },
  { header: '档口', width: 16, value: (_o, l) => l?.stall ?? '' },
  { header: '数量', width: 6, value: (_o, l) => l?.quantity ?? 0 },
  { header: '单价(元)', width: 10, value: (_o, l) => yuan(l?.priceFen ?? 0) },
  { header: '实付(元)', width: 10, value: (o) => yuan(o.paymentFen) },
  { header: '运费(元)', width: 10, value: (o) => yuan(o.postFeeFen) },
  { header: '快递公司', width: 12, value: (o) => o.expressCompany ?? '' },
  { header: '运单号', width: 18, value: (o) => o.waybillNo ?? '' },
  { header: '旗帜', width: 8, value: (o) => stateLabel(sellerFlag, String(o.sellerFlag)) },
  { header: '卖家备注', width: 24, value: (o) => o.sellerRemark },
  { header: '买家留言', width: 24, value: (o) => o.buyerRemark },
  { header: '挂起', width: 6, value: (o) => (o.hold ? '是' : '否') },
];
export const SHOP_ORDER_EXPORT_HEADERS = COLUMNS.map((c) => c.header);

function selectionWhere(owner: JobOwner, selection: Selection): SQL {
  return selection.mode === 'ids'
    ? sql`o.tenant_id = ${owner.tenantId} and o.id = any(${arrayParam(selection.ids)}::bigint[])`
    : shopOrderSelectionWhere(owner.tenantId, selection.filter);
}

/** The selection's orders with their lines, newest first, in keyset batches. */
async function* ordersOf(db: Db, owner: JobOwner, selection: Selection) {
  const where = selectionWhere(owner, selection);
  let after: { time: string; id: number } | null = null;
  for (;;) {
    const keyset: SQL = after
      ? sql`and (o.order_time, o.id) < (${after.time}::timestamptz, ${after.id})`
      : sql``;
    const batch = await db.execute<OrderRecord>(sql`
      select ${orderColumns} from shop_orders o join shops s on s.id = o.shop_id
       where ${where} ${keyset} order by o.order_time desc, o.id desc limit ${BATCH}`);
    if (batch.rows.length === 0) return;
    const lines = await linesOf(
      db,
      batch.rows.map((o) => Number(o.id)),
    );
    yield batch.rows.map((o) => toRow(o, lines.get(Number(o.id)) ?? []));
    const last = batch.rows[batch.rows.length - 1]!;
    after = { time: new Date(last.order_time).toISOString(), id: Number(last.id) };
    if (batch.rows.length < BATCH) return;
  }
}

export function writeShopOrdersXlsx(
  db: Db,
  owner: JobOwner,
  selection: Selection,
  out: Writable,
  progress: (done: number) => Promise<void>,
) {
  return streamSheet(
    out,
    '同步订单',
    COLUMNS,
    ordersOf(db, owner, selection),
    (order) =>
      (order.lines.length > 0 ? order.lines : [null]).map((line) => COLUMNS.map((c) => c.value(order, line))),
    progress,
  );
}

export async function countShopOrders(db: Db, owner: JobOwner, selection: Selection): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from shop_orders o where ${selectionWhere(owner, selection)}`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

export function shopOrderExportKind(db: Db): ExportListKind {
  return {
    listKey: 'shopOrders',
    permission: '/order/orderList',
    fileTitle: '同步订单',
    count: (owner, selection) => countShopOrders(db, owner, selection as Selection),
    write: (owner, selection, out, progress) =>
      writeShopOrdersXlsx(db, owner, selection as Selection, out, progress),
  };
}
