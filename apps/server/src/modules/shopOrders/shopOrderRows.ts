import { maskName, maskPhone, type ShopOrderRow } from '@oms/api-client';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { arrayParam } from '../../db/arrayParam.ts';
import { executePrepared } from '../../db/prepared.ts';

/** The columns a list row needs, read as `o.*` plus the shop's name. */
export const orderColumns = sql`o.id, o.system_no, o.tid, o.shop_id, s.name as shop_name, o.platform, o.status,
  o.refund_status, o.daifa_status, o.print_status, o.seller_flag, o.seller_remark, o.buyer_remark, o.hold,
  o.buyer_nick, o.receiver_name, o.receiver_phone, o.receiver_province, o.receiver_city, o.receiver_district,
  o.receiver_address, o.receiver_masked, o.order_time, o.paid_at, o.payment_fen, o.post_fee_fen,
  o.express_company, o.waybill_no, o.platform_modified_at, o.synced_at`;

export type OrderRecord = {
  id: number;
  system_no: string;
  tid: string;
  shop_id: number;
  shop_name: string;
  platform: string;
  status: string;
  refund_status: string;
  daifa_status: string;
  print_status: string;
  seller_flag: number;
  seller_remark: string;
  buyer_remark: string;
  hold: boolean;
  buyer_nick: string;
  receiver_name: string;
  receiver_phone: string;
  receiver_province: string;
  receiver_city: string;
  receiver_district: string;
  receiver_address: string;
  receiver_masked: boolean;
  order_time: Date | string;
  paid_at: Date | string | null;
  payment_fen: number | string;
  post_fee_fen: number | string;
  express_company: string | null;
  waybill_no: string | null;
  platform_modified_at: Date | string;
  synced_at: Date | string;
};

type LineRecord = {
  id: number;
  order_id: number;
  oid: string;
  title: string;
  image_url: string;
  color: string;
  size: string;
  article_no: string;
  stall: string | null;
  quantity: number;
  price_fen: number | string;
  refund_status: string;
};

export const iso = (value: Date | string) => new Date(value).toISOString();

/** Goods lines of the given orders, grouped by order id, in the platform's line order. */
export async function linesOf(db: DbOrTx, orderIds: number[]) {
  const byOrder = new Map<number, ShopOrderRow['lines']>();
  if (orderIds.length === 0) return byOrder;
  const result = await executePrepared<LineRecord>(
    db,
    sql`
    select id, order_id, oid, title, image_url, color, size, article_no, stall, quantity, price_fen, refund_status
      from shop_order_lines where order_id = any(${arrayParam(orderIds)}::bigint[]) order by order_id, id`,
  );
  for (const l of result.rows) {
    const lines = byOrder.get(Number(l.order_id)) ?? [];
    lines.push({
      id: Number(l.id),
      oid: l.oid,
      title: l.title,
      imageUrl: l.image_url,
      color: l.color,
      size: l.size,
      articleNo: l.article_no,
      stall: l.stall,
      quantity: l.quantity,
      priceFen: Number(l.price_fen),
      refundStatus: l.refund_status,
    });
    byOrder.set(Number(l.order_id), lines);
  }
  return byOrder;
}

/** An order's lines as one JSON array in the shape of the wire (`lines`), for a lateral join. */
export function linesJsonOf(orderId: SQL): SQL {
  // a row whose columns are the wire's keys: no json_build_object per line (its type lookups each call)
  return sql`select coalesce(json_agg(line order by l.id), '[]') as lines
    from shop_order_lines l
   cross join lateral (select l.id, l.oid, l.title, l.image_url as "imageUrl", l.color, l.size,
          l.article_no as "articleNo", l.stall, l.quantity, l.price_fen as "priceFen",
          l.refund_status as "refundStatus") line
   where l.order_id = ${orderId}`;
}

/** A list row: receiver name and phone masked by spec §5, whoever is asking. */
export function toRow(o: OrderRecord, lines: ShopOrderRow['lines']): ShopOrderRow {
  return {
    id: Number(o.id),
    systemNo: o.system_no,
    tid: o.tid,
    shopId: Number(o.shop_id),
    shopName: o.shop_name,
    platform: o.platform,
    status: o.status,
    refundStatus: o.refund_status,
    daifaStatus: o.daifa_status,
    printStatus: o.print_status,
    sellerFlag: o.seller_flag,
    sellerRemark: o.seller_remark,
    buyerRemark: o.buyer_remark,
    hold: o.hold,
    buyerNick: o.buyer_nick,
    receiverName: o.receiver_masked ? o.receiver_name : maskName(o.receiver_name),
    receiverPhone: o.receiver_masked ? o.receiver_phone : maskPhone(o.receiver_phone),
    receiverRegion: [o.receiver_province, o.receiver_city, o.receiver_district].filter(Boolean).join(' '),
    orderTime: iso(o.order_time),
    paidAt: o.paid_at ? iso(o.paid_at) : null,
    paymentFen: Number(o.payment_fen),
    postFeeFen: Number(o.post_fee_fen),
    expressCompany: o.express_company,
    waybillNo: o.waybill_no,
    lines,
  };
}
