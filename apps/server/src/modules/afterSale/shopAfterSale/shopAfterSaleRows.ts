import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { ErrorCode, type shopAfterSaleRowSchema } from '@oms/api-client';
import type { DbOrTx } from '../../../db/client.ts';
import { asDate } from '../../../db/rawRows.ts';
import { KEYSET_TIME_FORMAT } from '../../../list/keysetCursor.ts';
import { returnOrderBlock } from '../afterSaleLines.ts';

type Row = z.output<typeof shopAfterSaleRowSchema>;

export type ShopCaseRecord = {
  id: number;
  shop_name: string;
  platform: string;
  refund_id: string;
  tid: string;
  oid: string | null;
  status: string;
  reason: string;
  amount_fen: number;
  raw: Record<string, unknown>;
  kind: string | null;
  return_waybill_no: string | null;
  return_company: string | null;
  /** 极速退款 (抖店): the platform refunded the buyer at once. */
  fast: boolean;
  platform_modified_at: Date | string;
  modified_key: string;
  title: string | null;
  image_url: string | null;
  article_no: string | null;
  color: string | null;
  size: string | null;
  quantity: number | null;
  line_no: number | null;
  took_qty: number | null;
  /** The dropship parcel's lines (out, not canceled): an interception brings all of them back. */
  parcel_lines: number | null;
  daifa_order_no: string | null;
  daifa_status: string | null;
  signed_at: Date | string | null;
  as_no: string | null;
  case_status: string | null;
  case_type: string | null;
  open_as_no: string | null;
  shop_order_status: string | null;
  shop_refund_status: string | null;
  buyer_nick: string | null;
  payment_fen: number | null;
};

/**
 * A shop case (`s`) with its shop, its line as synced, the dropship line that line went out on (not
 * canceled), that line's open case if any, and the case it was converted into.
 */
export const SHOP_CASE_FROM = sql`
  from shop_after_sales s
  join shops sh on sh.id = s.shop_id
  left join shop_orders so on so.id = s.shop_order_id
  left join shop_order_lines l on l.id = s.shop_order_line_id
  left join lateral (select dl.id, dl.order_id, dl.line_no, dl.took_qty from daifa_order_lines dl
                      where dl.shop_order_line_id = s.shop_order_line_id and not dl.canceled
                      order by dl.id desc limit 1) dl on true
  left join daifa_orders o on o.id = dl.order_id
  left join after_sales a on a.id = s.after_sale_id
  left join lateral (select x.as_no from after_sale_lines al join after_sales x on x.id = al.after_sale_id
                      where al.line_id = dl.id and al.open limit 1) oc on true`;

export const SHOP_CASE_COLUMNS = sql`s.id, sh.name as shop_name, s.platform, s.refund_id, s.tid, s.oid, s.status,
  s.reason, s.amount_fen, s.raw, s.kind, s.return_waybill_no, s.return_company, s.fast, s.platform_modified_at,
  to_char(s.platform_modified_at at time zone 'UTC', ${sql.raw(KEYSET_TIME_FORMAT)}) as modified_key,
  l.title, l.image_url, l.article_no, l.color, l.size, l.quantity, dl.line_no, dl.took_qty,
  (select count(*) from daifa_order_lines px where px.order_id = o.id and not px.canceled and px.took_qty > 0)
    as parcel_lines,
  o.order_no as daifa_order_no, o.status as daifa_status, o.signed_at, a.as_no, a.status as case_status, a.type as case_type,
  oc.as_no as open_as_no, so.status as shop_order_status, so.refund_status as shop_refund_status,
  so.buyer_nick, so.payment_fen`;

/**
 * Not yet a dropship case, still open or refunded on the platform, its goods out as a dropship line
 * (`dropshipped`, kept by triggers), not lapsed for good (`lapsed_at`): the partial index
 * `shop_after_sales_pending`.
 */
export const PENDING = sql`s.after_sale_id is null and s.status in ('REFUNDING', 'REFUNDED') and s.dropshipped
  and s.lapsed_at is null`;

/**
 * What 转为代发售后 opens where the dropship order stands now, or why not — the same rules 申请售后
 * applies (the conversion runs through them and they have the last word).
 */
export function convertOf(r: ShopCaseRecord): Row['convert'] & { final: boolean } {
  const no = (why: string, final = false) => ({ type: null, why, final });
  if (r.as_no) return no(`已转为代发售后（${r.as_no}）`);
  if (r.status === 'REFUSED') return no('平台已拒绝退款，无需代发售后', true);
  if (r.status === 'CLOSED') return no('买家已撤销退款，无需代发售后', true);
  if (!r.daifa_order_no) return no('该商品未下单代发');
  if (r.open_as_no) return no(`该商品已有进行中的售后（${r.open_as_no}）`);
  const status = r.daifa_status ?? '';
  // 抖音极速退款: the buyer has the money already; the case says so, its flow is the order's as ever
  const fast = r.fast && r.platform === 'TIKTOK';
  if (r.kind === 'EXCHANGE' && ['WAITING_TAKING', 'TAKING', 'WAITING_DELIVERING'].includes(status))
    return no('商品未发出，换货请买家修改订单规格');
  if ((status === 'WAITING_TAKING' || status === 'TAKING') && Number(r.took_qty) === 0)
    return { type: fast ? 'FAST_REFUND_TIKTOK' : 'REFUND_UNDELIVERY', why: null, final: false };
  if (r.kind === 'EXCHANGE') {
    // 换货: the goods back to the stall for the colour or size wanted, as a return goes (signed for, 15 days)
    const blocked = returnOrderBlock(status, r.signed_at === null ? null : asDate(r.signed_at));
    return blocked
      ? no(blocked.why.replace('退货退款', '换货'), blocked.code === ErrorCode.AFTER_SALE_EXPIRED)
      : { type: 'EXCHANGE_GOODS', why: null, final: false };
  }
  if (status === 'DELIVERED' || status === 'FINISHED') {
    // on its way: the courier can bring it back (已发货仅退款), when the parcel holds this line alone
    if (r.kind === 'REFUND_ONLY' && status === 'DELIVERED' && r.signed_at === null)
      return Number(r.parcel_lines) === 1
        ? { type: 'REFUND_DELIVERY', why: null, final: false }
        : no('包裹内还有其他商品，拦截会退回整个包裹；签收后可转为退货退款');
    // signed for, the buyer keeps the goods: nothing goes back to the stall, which refunds nothing
    if (r.kind === 'REFUND_ONLY') return no('已发货仅退款：买家不退货，没有商品退回档口，无需代发售后', true);
    const blocked = returnOrderBlock(status, r.signed_at === null ? null : asDate(r.signed_at));
    // 15 days after signing is for good; not yet signed for is a matter of days
    return blocked
      ? no(blocked.why, blocked.code === ErrorCode.AFTER_SALE_EXPIRED)
      : { type: fast ? 'FAST_REFUND_TIKTOK' : 'RETURN_GOODS_DELIVERY', why: null, final: false };
  }
  if (status === 'WAITING_PAYMENT') return no('代发订单未付款，请直接取消订单');
  if (status === 'CANCELED') return no('代发订单已取消', true);
  return no('商品已拿货，签收后可转为退货退款');
}

export const shopCaseRowOf = (r: ShopCaseRecord): Row => ({
  id: Number(r.id),
  shopName: r.shop_name,
  platform: r.platform,
  refundId: r.refund_id,
  tid: r.tid,
  oid: r.oid,
  status: r.status,
  reason: r.reason,
  amountFen: Number(r.amount_fen),
  modifiedAt: asDate(r.platform_modified_at).toISOString(),
  kind: r.kind,
  fast: r.fast,
  returnWaybill: r.return_waybill_no
    ? { company: r.return_company ?? '', waybillNo: r.return_waybill_no }
    : null,
  goods:
    r.title === null
      ? null
      : {
          title: r.title,
          imageUrl: r.image_url ?? '',
          articleNo: r.article_no ?? '',
          color: r.color ?? '',
          size: r.size ?? '',
          qty: Number(r.quantity),
        },
  daifaOrderNo: r.daifa_order_no,
  daifaStatus: r.daifa_status,
  asNo: r.as_no,
  caseStatus: r.case_status,
  convert: (({ type, why }) => ({ type, why }))(convertOf(r)),
});

export async function shopCaseRecord(db: DbOrTx, tenantId: number, id: number, lock = false) {
  const where: SQL = sql`s.id = ${id} and s.tenant_id = ${tenantId}`;
  const r = await db.execute<ShopCaseRecord>(
    sql`select ${SHOP_CASE_COLUMNS} ${SHOP_CASE_FROM} where ${where} ${lock ? sql`for update of s` : sql``}`,
  );
  return r.rows[0] ?? null;
}
