import { upsertShopSkus } from './shopSkus.ts';
import { interceptNewOrders } from '../../intercept/interceptNewOrders.ts';
import { shopOrderCounts } from '../../shopOrders/shopOrderCounts.ts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { PlatformOrder } from '../platform/adapter.ts';
import { describeChanges, type HeldOrderState } from './describeChanges.ts';
import { arrayParam } from '../../../db/arrayParam.ts';

export interface ApplyCounts {
  created: number;
  updated: number;
  unchanged: number;
}

interface ShopRef {
  id: number;
  tenantId: number;
  platform: string;
}

type HeldOrder = HeldOrderState & { id: number; tid: string; platform_modified_at: Date };

const phoneTail = (phone: string) => (/^\d{11}$/.test(phone) ? phone.slice(-4) : null);

/**
 * Applies pulled orders idempotently: a new tid is inserted, a known one is updated only when the
 * platform's modified time is newer than ours, so a repeated or out-of-order page changes nothing.
 * Runs inside the caller's transaction, with the shop's cursor update, so a crash keeps both or neither.
 */
export async function applyOrders(tx: DbOrTx, shop: ShopRef, orders: PlatformOrder[]): Promise<ApplyCounts> {
  const counts: ApplyCounts = { created: 0, updated: 0, unchanged: 0 };
  if (orders.length === 0) return counts;
  // A page may hold one tid twice (changed again while we paged): the newest copy wins.
  const newest = new Map<string, PlatformOrder>();
  for (const o of orders) {
    const seen = newest.get(o.tid);
    if (!seen || seen.modifiedAt < o.modifiedAt) newest.set(o.tid, o);
  }
  const tids = [...newest.keys()];
  const held = await tx.execute<HeldOrder>(sql`
    select id, tid, status, refund_status, receiver_province, receiver_city, receiver_district,
           receiver_address, waybill_no, platform_modified_at
      from shop_orders where shop_id = ${shop.id} and tid = any(${arrayParam(tids)}::text[])
       for update`);
  const heldByTid = new Map(held.rows.map((r) => [r.tid, r]));
  const toWrite = [...newest.values()].filter((o) => {
    const mine = heldByTid.get(o.tid);
    return !mine || new Date(mine.platform_modified_at) < o.modifiedAt;
  });
  counts.unchanged = newest.size - toWrite.length;
  if (toWrite.length === 0) return counts;

  const rows = toWrite.map((o) => ({
    tid: o.tid,
    status: o.status,
    refund_status: o.refundStatus,
    seller_flag: o.sellerFlag,
    seller_remark: o.sellerRemark,
    buyer_remark: o.buyerRemark,
    buyer_nick: o.buyerNick,
    receiver_name: o.receiver.name,
    receiver_phone: o.receiver.phone,
    receiver_phone_tail: o.receiver.masked ? null : phoneTail(o.receiver.phone),
    receiver_province: o.receiver.province,
    receiver_city: o.receiver.city,
    receiver_district: o.receiver.district,
    receiver_address: o.receiver.address,
    receiver_masked: o.receiver.masked,
    receiver_cipher: o.receiver.encrypted ?? null,
    receiver_oaid: o.receiver.oaid ?? null,
    payment_fen: o.paymentFen,
    post_fee_fen: o.postFeeFen,
    express_company: o.expressCompany,
    waybill_no: o.waybillNo,
    order_time: o.createdAt.toISOString(),
    paid_at: o.paidAt?.toISOString() ?? null,
    ship_by_at: o.shipByAt?.toISOString() ?? null,
    platform_modified_at: o.modifiedAt.toISOString(),
  }));
  // The seller's own flag and remark are edited here; the platform's copy only seeds a new order.
  const written = await tx.execute<{ id: number; tid: string; inserted: boolean }>(sql`
    insert into shop_orders (tenant_id, shop_id, platform, tid, status, refund_status, seller_flag, seller_remark,
      buyer_remark, buyer_nick, receiver_name, receiver_phone, receiver_phone_tail, receiver_province,
      receiver_city, receiver_district, receiver_address, receiver_masked, receiver_cipher, receiver_oaid, payment_fen,
      post_fee_fen, express_company, waybill_no, order_time, paid_at, ship_by_at, platform_modified_at, synced_at)
    select ${shop.tenantId}, ${shop.id}, ${shop.platform}, x.tid, x.status, x.refund_status, x.seller_flag,
      x.seller_remark, x.buyer_remark, x.buyer_nick, x.receiver_name, x.receiver_phone, x.receiver_phone_tail,
      x.receiver_province, x.receiver_city, x.receiver_district, x.receiver_address, x.receiver_masked,
      x.receiver_cipher, x.receiver_oaid, x.payment_fen, x.post_fee_fen, x.express_company, x.waybill_no, x.order_time, x.paid_at, x.ship_by_at,
      x.platform_modified_at, now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(tid text, status text, refund_status text,
      seller_flag smallint, seller_remark text, buyer_remark text, buyer_nick text, receiver_name text,
      receiver_phone text, receiver_phone_tail text, receiver_province text, receiver_city text,
      receiver_district text, receiver_address text, receiver_masked boolean, receiver_cipher text,
      receiver_oaid text, payment_fen bigint,
      post_fee_fen bigint, express_company text, waybill_no text, order_time timestamptz, paid_at timestamptz,
      ship_by_at timestamptz, platform_modified_at timestamptz)
    on conflict (shop_id, tid) do update set
      status = excluded.status, refund_status = excluded.refund_status, buyer_remark = excluded.buyer_remark,
      buyer_nick = excluded.buyer_nick, receiver_name = excluded.receiver_name,
      receiver_phone = excluded.receiver_phone, receiver_phone_tail = excluded.receiver_phone_tail,
      receiver_province = excluded.receiver_province, receiver_city = excluded.receiver_city,
      receiver_district = excluded.receiver_district, receiver_address = excluded.receiver_address,
      receiver_masked = excluded.receiver_masked, receiver_cipher = excluded.receiver_cipher,
      receiver_oaid = excluded.receiver_oaid, payment_fen = excluded.payment_fen,
      post_fee_fen = excluded.post_fee_fen, express_company = excluded.express_company,
      waybill_no = excluded.waybill_no, paid_at = excluded.paid_at, ship_by_at = excluded.ship_by_at,
      platform_modified_at = excluded.platform_modified_at, synced_at = now()
    where shop_orders.platform_modified_at < excluded.platform_modified_at
    returning id, tid, (xmax = 0) as inserted`);

  const idByTid = new Map(written.rows.map((r) => [r.tid, Number(r.id)]));
  const lines = toWrite
    .flatMap((o) =>
      o.lines.map((l) => ({
        order_id: idByTid.get(o.tid),
        oid: l.oid,
        title: l.title,
        image_url: l.imageUrl,
        color: l.color,
        size: l.size,
        article_no: l.articleNo,
        stall: l.stall,
        quantity: l.quantity,
        price_fen: l.priceFen,
        refund_status: l.refundStatus,
      })),
    )
    .filter((l) => l.order_id !== undefined);
  const orderIds = [...idByTid.values()];
  if (orderIds.length > 0) {
    await tx.execute(sql`
      delete from shop_order_lines l
       where l.order_id = any(${arrayParam(orderIds)}::bigint[])
         and not exists (select 1 from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as x(order_id bigint, oid text)
                          where x.order_id = l.order_id and x.oid = l.oid)`);
    await tx.execute(sql`
      insert into shop_order_lines (order_id, tenant_id, oid, title, image_url, color, size, article_no, stall,
        quantity, price_fen, refund_status)
      select x.order_id, ${shop.tenantId}, x.oid, x.title, x.image_url, x.color, x.size, x.article_no, x.stall,
        x.quantity, x.price_fen, x.refund_status
      from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as x(order_id bigint, oid text, title text,
        image_url text, color text, size text, article_no text, stall text, quantity int, price_fen bigint,
        refund_status text)
      on conflict (order_id, oid) do update set title = excluded.title, image_url = excluded.image_url,
        color = excluded.color, size = excluded.size, article_no = excluded.article_no, stall = excluded.stall,
        quantity = excluded.quantity, price_fen = excluded.price_fen, refund_status = excluded.refund_status`);
    await upsertShopSkus(tx, shop.tenantId, lines);
  }

  const events: { order_id: number; kind: string; detail: string }[] = [];
  const arrived: { orderId: number; order: PlatformOrder }[] = [];
  for (const row of written.rows) {
    const order = newest.get(row.tid)!;
    if (row.inserted) {
      counts.created += 1;
      events.push({ order_id: Number(row.id), kind: 'SYNC_CREATED', detail: '订单同步入库' });
    } else {
      counts.updated += 1;
      const before = heldByTid.get(row.tid);
      const detail = before ? describeChanges(before, order) : '平台订单有更新';
      events.push({ order_id: Number(row.id), kind: 'SYNC_UPDATED', detail });
    }
    if (order.status === 'WAIT_SEND' && (row.inserted || heldByTid.get(row.tid)?.status === 'WAIT_PAY'))
      arrived.push({ orderId: Number(row.id), order });
  }
  // Rows the conditional update skipped (a concurrent writer got there first with a newer copy).
  counts.unchanged += toWrite.length - written.rows.length;
  if (events.length > 0) {
    await tx.execute(sql`
      insert into shop_order_events (order_id, kind, detail)
      select x.order_id, x.kind, x.detail
        from jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as x(order_id bigint, kind text, detail text)`);
  }
  // After the sync's own events, so an order's timeline reads 同步入库 before 自动拦截.
  await interceptNewOrders(tx, shop, arrived);
  if (counts.created + counts.updated > 0) shopOrderCounts.invalidate(shop.tenantId);
  return counts;
}
