import { sql } from 'drizzle-orm';
import {
  maskName,
  platformOrderStatus,
  stateLabel,
  type Brand,
  type FromShopPlaced,
  type FromShopPreview,
  SHIP_WITHIN_HOURS,
  customGoodsIdOf,
} from '@oms/api-client';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { arrayParam } from '../../../db/arrayParam.ts';
import { asDate } from '../../../db/rawRows.ts';
import { ApiError, notFound } from '../../../http/apiError.ts';
import type { FundsServices } from '../../funds/fundsServices.ts';
import { provinceCodeOf } from '../express/areaTree.ts';
import { payDaifaOrders } from '../payments/daifaPay.ts';
import type { MarketGateway, StallKind } from '../gateways/marketGateway.ts';
import { linksOf, skuKey, usableLink } from '../association/goodsAssociation.ts';
import { supplyGoodsOf, type SupplyDeps } from '../association/supplyGoods.ts';
import { placeOrder, type Receiver } from '../placement/placement.ts';
import type { OrderRecord } from '../../shopOrders/shopOrderRows.ts';
import { refreshShopDaifaStatus } from './shopDaifaStatus.ts';

/** A shop order's receiver as synced (the shop order rows' own columns). */
export type ShopReceiverRow = Pick<
  OrderRecord,
  | 'receiver_name'
  | 'receiver_phone'
  | 'receiver_province'
  | 'receiver_city'
  | 'receiver_district'
  | 'receiver_address'
> & {
  /** A masking platform's sealed receiver and its oaid (null for plain platforms). */
  receiver_cipher: string | null;
  receiver_oaid: string | null;
};

/** The receiver a dropship order placed from the shop order ships to. */
export const receiverOf = (r: ShopReceiverRow, provinceCode: string): Receiver => ({
  name: r.receiver_name,
  phone: r.receiver_phone,
  provinceCode,
  province: r.receiver_province,
  city: r.receiver_city,
  district: r.receiver_district,
  address: r.receiver_address,
  sealed: r.receiver_cipher && r.receiver_oaid ? { cipher: r.receiver_cipher, oaid: r.receiver_oaid } : null,
});

type ShopRow = ShopReceiverRow & {
  id: string;
  tid: string;
  platform: string;
  status: string;
  hold: boolean;
  shop_id: string;
  shop_name: string;
  /** When the buyer paid (else ordered): the platform's clock to ship starts there. */
  paid_at: Date | string;
  /** 最晚发货时间 as the platform gave it. */
  ship_by_at: Date | string | null;
};

/** The platform's 最晚发货时间, else the usual promise of 48 h from the buyer's payment. */
const shipByOf = (r: Pick<ShopRow, 'paid_at' | 'ship_by_at'>) =>
  r.ship_by_at ? asDate(r.ship_by_at) : new Date(asDate(r.paid_at).getTime() + SHIP_WITHIN_HOURS * 3600_000);
type LineRow = {
  id: string;
  order_id: string;
  title: string;
  article_no: string;
  color: string;
  size: string;
  quantity: number;
  refund_status: string;
  placed_in: string | null;
};

type PlannedOrder = FromShopPreview['orders'][number] & { row: ShopRow; provinceCode: string | null };

/** Lines the buyer is getting a refund for are not bought. */
const REFUNDED = new Set(['REFUNDING', 'REFUNDED']);

/**
 * What 下单代发 would make of each shop order: its open lines with their 商品关联 at today's market price,
 * or why it cannot go (not waiting to ship, 挂起, already placed — 43002's words —, nothing left to buy, a
 * province we cannot read). Orders of other tenants are not found.
 */
export async function planFromShopOrders(
  tx: DbOrTx,
  deps: SupplyDeps,
  tenantId: number,
  shopOrderIds: number[],
): Promise<PlannedOrder[]> {
  const orders = (
    await tx.execute<ShopRow>(sql`
      select o.id, o.tid, o.platform, o.status, o.hold, o.shop_id, s.name as shop_name, o.receiver_name,
             o.receiver_phone, o.receiver_province, o.receiver_city, o.receiver_district, o.receiver_address,
             o.receiver_cipher, o.receiver_oaid, coalesce(o.paid_at, o.order_time) as paid_at, o.ship_by_at
        from shop_orders o join shops s on s.id = o.shop_id
       where o.tenant_id = ${tenantId} and o.id = any(${arrayParam(shopOrderIds)}::bigint[])
       order by o.order_time, o.id`)
  ).rows;
  if (!orders.length) throw notFound('订单不存在');
  const lines = (
    await tx.execute<LineRow>(sql`
      select l.id, l.order_id, l.title, l.article_no, l.color, l.size, l.quantity, l.refund_status,
             (select d.order_no from daifa_order_lines dl join daifa_orders d on d.id = dl.order_id
               where dl.shop_order_line_id = l.id and not dl.canceled limit 1) as placed_in
        from shop_order_lines l
       where l.tenant_id = ${tenantId} and l.order_id = any(${arrayParam(orders.map((o) => Number(o.id)))}::bigint[])
       order by l.id`)
  ).rows;
  const open = lines.filter((l) => !REFUNDED.has(l.refund_status) && !l.placed_in);
  const skus = open.map((l) => ({ articleNo: l.article_no, color: l.color, size: l.size }));
  const links = await linksOf(tx, tenantId, skus);
  const goods = links.size
    ? await supplyGoodsOf(
        tx,
        deps,
        tenantId,
        [...links.values()].map((l) => l.goods_id),
      )
    : new Map();

  return orders.map((o) => {
    const own = lines.filter((l) => l.order_id === o.id);
    const mine = open.filter((l) => l.order_id === o.id);
    const planned = mine.map((l) => {
      const link = links.get(skuKey({ articleNo: l.article_no, color: l.color, size: l.size }));
      return {
        shopLineId: Number(l.id),
        title: l.title,
        articleNo: l.article_no,
        color: l.color,
        size: l.size,
        qty: Number(l.quantity),
        link: usableLink(link, link ? goods.get(link.goods_id) : null),
      };
    });
    const provinceCode = provinceCodeOf(o.receiver_province);
    const placedIn = own.find((l) => l.placed_in)?.placed_in;
    const reason =
      o.status !== 'WAIT_SEND'
        ? `订单${stateLabel(platformOrderStatus, o.status)}，不能代发`
        : o.hold
          ? '订单已挂起，不能代发'
          : !mine.length && placedIn
            ? `该店铺订单已下单代发（${placedIn}）`
            : !mine.length
              ? '没有可代发的商品（已退款）'
              : !provinceCode
                ? '收货地址无法识别省份，请修改后再下单'
                : planned.some((l) => !l.link)
                  ? '未关联商品'
                  : null;
    return {
      shopOrderId: Number(o.id),
      tid: o.tid,
      shopName: o.shop_name,
      platform: o.platform,
      receiverName: maskName(o.receiver_name),
      region: `${o.receiver_province} ${o.receiver_city} ${o.receiver_district}`,
      state: reason === null ? 'READY' : reason === '未关联商品' ? 'NEED_LINK' : 'REFUSED',
      reason,
      lines: planned,
      goodsFen: planned.reduce((sum, l) => sum + (l.link ? l.link.priceFen * l.qty : 0), 0),
      row: o,
      provinceCode,
    };
  });
}

/** The preview as sent: the plan without the rows it was made from. */
export const toPreview = (plan: PlannedOrder[]): FromShopPreview => ({
  orders: plan.map(({ row: _row, provinceCode: _code, ...order }) => order),
});

/**
 * 下单代发: each ready shop order becomes a dropship order in its own transaction (one refused order
 * leaves the others placed), then every order placed goes into one payment order. The dialog's
 * requestKey with the shop order's id places each once; the unique active line per shop line refuses a
 * second placement from anywhere (43002).
 */
export async function placeFromShopOrders(
  db: Db,
  deps: { funds: FundsServices; market: MarketGateway; kind: StallKind; brand: Brand },
  caller: { tenantId: number; accountId: number },
  input: {
    shopOrderIds: number[];
    requestKey: string;
    courierCode: string;
    remark?: string;
    shipAvailableFirst?: boolean;
  },
): Promise<FromShopPlaced> {
  const plan = await planFromShopOrders(db, deps, caller.tenantId, input.shopOrderIds);
  const keyOf = (shopOrderId: number) => `${input.requestKey}:${shopOrderId}`;
  // A repeated request (the answer was lost): what this key placed before is answered again.
  const before = await db.execute<{ request_key: string; order_no: string }>(sql`
    select request_key, order_no from daifa_orders
     where tenant_id = ${caller.tenantId} and request_key = any(${arrayParam(plan.map((o) => keyOf(o.shopOrderId)))}::text[])`);
  const placedBefore = new Map(before.rows.map((r) => [r.request_key, r.order_no]));
  const placed: FromShopPlaced['placed'] = [];
  const refused: FromShopPlaced['refused'] = [];
  for (const order of plan) {
    const replayed = placedBefore.get(keyOf(order.shopOrderId));
    if (replayed) {
      placed.push({ tid: order.tid, orderNo: replayed });
      continue;
    }
    if (order.state !== 'READY') {
      refused.push({ tid: order.tid, reason: order.reason ?? '不能代发' });
      continue;
    }
    try {
      const done = await db.transaction(async (tx) => {
        const r = order.row;
        const result = await placeOrder(tx, deps.funds, {
          tenantId: caller.tenantId,
          accountId: caller.accountId,
          brand: deps.brand,
          requestKey: keyOf(order.shopOrderId),
          source: 'SHOP_ORDER',
          lines: order.lines.map((l) => ({
            goodsId: customGoodsIdOf(l.link!.goodsId) === null ? l.link!.goodsId : null,
            stall: l.link!.stall,
            articleNo: l.link!.articleNo,
            title: l.link!.title,
            color: l.link!.color,
            size: l.link!.size,
            qty: l.qty,
            priceFen: l.link!.priceFen,
            weightG: l.link!.weightG,
            shopOrderLineId: l.shopLineId,
          })),
          receiver: receiverOf(r, order.provinceCode!),
          courierCode: input.courierCode,
          remark: input.remark ?? '',
          shipAvailableFirst: input.shipAvailableFirst ?? false,
          platform: r.platform,
          platformOrderNo: r.tid,
          shopId: Number(r.shop_id),
          shopOrderId: order.shopOrderId,
          shipByAt: shipByOf(r),
        });
        await refreshShopDaifaStatus(tx, order.shopOrderId);
        return result;
      });
      placed.push({ tid: order.tid, orderNo: done.orderNo });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      refused.push({ tid: order.tid, reason: error.message });
    }
  }
  if (!placed.length) return { placed, refused, payNo: null, amountFen: 0 };
  const payment = await db.transaction(async (tx) => {
    const where = sql`o.tenant_id = ${caller.tenantId} and o.order_no = any(${arrayParam(placed.map((p) => p.orderNo))}::text[])`;
    try {
      return await payDaifaOrders(tx, deps.funds, caller, where, 'ids');
    } catch (error) {
      // Placed before under this key and already paid: nothing is owed now.
      if (error instanceof ApiError && error.errorCode === 40900) return null;
      throw error;
    }
  });
  return { placed, refused, payNo: payment?.payNo ?? null, amountFen: payment?.amountFen ?? 0 };
}
