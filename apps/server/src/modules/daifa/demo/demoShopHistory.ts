import { sql } from 'drizzle-orm';
import { closestOption, type Brand } from '@oms/api-client';
import type { Db } from '../../../db/client.ts';
import { asDate } from '../../../db/rawRows.ts';
import { ApiError } from '../../../http/apiError.ts';
import type { FundsServices } from '../../funds/fundsServices.ts';
import type { ShopServices } from '../../shops/shopServices.ts';
import { provinceCodeOf } from '../express/areaTree.ts';
import { COURIERS } from '../express/couriers.ts';
import {
  beijingText,
  demoEvents,
  demoSellerId,
  demoTraces,
  payByAlipay,
  rebuildTabCounts,
} from './demoDaifa.ts';
import { settleDemoTimes } from './demoTimes.ts';
import { finishSignedOrders } from '../orders/finishOrders.ts';
import { receiverOf, type ShopReceiverRow } from '../fromShop/fromShopOrders.ts';
import type { MarketGateway } from '../gateways/marketGateway.ts';
import { stallKindOf } from '../placement/goodsEndpoints.ts';
import { goodsAtMarkup } from './demoGoodsChoice.ts';
import { placeOrder } from '../placement/placement.ts';
import { refreshShopDaifaStatus } from '../fromShop/shopDaifaStatus.ts';
import { runWriteBacks } from '../fromShop/writeBack.ts';

/** Of the synced orders of the demo's 45 days, the share that went out through 代发. */
const SHARE = 0.4;
const DAYS = 45;
/** Orders placed side by side: the database has two cores and each order waits on it a dozen times. */
const WORKERS = 3;

type ShopRow = ShopReceiverRow & {
  id: string;
  tid: string;
  platform: string;
  shop_id: string;
  status: string;
  paid_at: Date | string;
  express_company: string | null;
  waybill_no: string;
};

/**
 * The seller's history with 代发 in the demo: of the shipped and finished shop orders of the last 45 days,
 * enough are placed from the shop, paid, picked, packed, collected with the waybill the shop shows, sent
 * back to the shop and signed for (finished when the shop order is) — through the same code as real ones
 * — that 40 % of the period's synced orders read 已代发. Their times follow each shop order's payment.
 */
export async function seedDemoShopHistory(
  db: Db,
  deps: { funds: FundsServices; shops: ShopServices; market: MarketGateway; brand: Brand },
): Promise<number> {
  const tenantId = await demoSellerId(db);
  if (!tenantId) return 0;
  const goods = (
    await deps.market.search({ kind: stallKindOf(deps.brand), page: 1, pageSize: 50 })
  ).items.filter((g) => !g.delisted);
  if (!goods.length) return 0;
  const since = sql`now() - make_interval(days => ${DAYS})`;
  const [period] = (
    await db.execute<{ synced: number; placed: number }>(sql`
      select count(*)::int as synced, count(*) filter (where daifa_status <> 'NONE')::int as placed
        from shop_orders where tenant_id = ${tenantId} and order_time > ${since}`)
  ).rows;
  const wanted = Math.round(Number(period!.synced) * SHARE) - Number(period!.placed);
  if (wanted <= 0) return 0;
  // spread over the period and the shops (md5 of the tid, not the newest first)
  const orders = (
    await db.execute<ShopRow>(sql`
      select o.id, o.tid, s.platform, o.shop_id, o.status, o.paid_at, o.express_company, o.waybill_no,
             o.receiver_name, o.receiver_phone, o.receiver_province, o.receiver_city, o.receiver_district,
             o.receiver_address, o.receiver_cipher, o.receiver_oaid
        from shop_orders o join shops s on s.id = o.shop_id
       where o.tenant_id = ${tenantId} and o.order_time > ${since} and o.status in ('SENT', 'FINISHED')
         and o.daifa_status = 'NONE' and o.waybill_no is not null and o.paid_at is not null and not o.hold
       order by md5(o.tid) limit ${wanted * 2}`)
  ).rows;
  // every line went out, refunds or not: a buyer asks for a refund after the parcel left (店铺售后 to convert)
  const lines = (
    await db.execute<{
      id: string;
      order_id: string;
      article_no: string;
      title: string;
      color: string;
      size: string;
      quantity: number;
      price_fen: string;
    }>(sql`
      select id, order_id, article_no, title, color, size, quantity, price_fen from shop_order_lines
       where order_id = any(${sql.param(orders.map((o) => Number(o.id)))}::bigint[])
       order by order_id, id`)
  ).rows;
  const linesOf = new Map<string, typeof lines>();
  for (const l of lines) linesOf.set(String(l.order_id), [...(linesOf.get(String(l.order_id)) ?? []), l]);
  // one 货号 is one market goods, as 商品关联 would have it, at a markup
  const goodsOf = (articleNo: string, shopPriceFen: number) => goodsAtMarkup(goods, articleNo, shopPriceFen);

  let placed = 0;
  const queue = [...orders];
  const worker = async () => {
    // more are read than wanted: some go where their courier does not (43003), shipped some other way
    for (let o = queue.shift(); o && placed < wanted; o = queue.shift())
      if (await placeOne(db, deps, tenantId, o)) placed++;
  };
  async function placeOne(db: Db, d: typeof deps, tenant: number, o: ShopRow): Promise<boolean> {
    const own = linesOf.get(String(o.id)) ?? [];
    const provinceCode = provinceCodeOf(o.receiver_province);
    if (!own.length || !provinceCode) return false;
    const courier = COURIERS.find((c) => c.name === o.express_company) ?? COURIERS[0]!;
    let orderNo: string;
    let payNo: string | null;
    // placed 20 minutes to two hours after the buyer paid the shop, and paid 3 minutes later: its number,
    // bill and timeline carry that time (settleDemoTimes lays out the steps after it)
    const placedAt = new Date(
      Math.min(
        asDate(o.paid_at).getTime() + placedAfterMinutes(Number(o.id)) * 60_000,
        Date.now() - 3 * 3600_000,
      ),
    );
    try {
      ({ orderNo, payNo } = await db.transaction(async (tx) => {
        const result = await placeOrder(tx, d.funds, {
          tenantId: tenant,
          accountId: tenant,
          brand: d.brand,
          requestKey: `demo-history-${o.id}`,
          source: 'SHOP_ORDER',
          lines: own.map((l) => {
            const g = goodsOf(l.article_no, Number(l.price_fen));
            return {
              goodsId: g.goodsId,
              stall: g.stall,
              articleNo: g.articleNo,
              title: g.title,
              color: closestOption(l.color, g.colors),
              size: closestOption(l.size, g.sizes),
              qty: Number(l.quantity),
              priceFen: g.priceFen,
              weightG: g.weightG,
              shopOrderLineId: Number(l.id),
            };
          }),
          receiver: receiverOf(o, provinceCode),
          courierCode: courier.code,
          platform: o.platform,
          platformOrderNo: o.tid,
          shopId: Number(o.shop_id),
          shopOrderId: Number(o.id),
          at: placedAt,
        });
        await refreshShopDaifaStatus(tx, Number(o.id));
        return result;
      }));
    } catch (error) {
      // the courier does not reach that county (43003): the seller shipped this one some other way
      if (error instanceof ApiError) return false;
      throw error;
    }
    if (payNo) await payByAlipay(db, d.funds, payNo, orderNo, new Date(placedAt.getTime() + 3 * 60_000));
    const weight = await db.execute<{ weight_g: number }>(
      sql`select weight_g from daifa_orders where order_no = ${orderNo}`,
    );
    const send = demoEvents(db, orderNo);
    await send('BATCHED');
    for (let n = 1; n <= own.length; n++) await send('LINE_RESULT', { lineNo: n, result: 'TOOK' });
    await send('QC_DONE');
    await send('PACKED', { weightG: Number(weight.rows[0]!.weight_g) });
    await send('WAYBILL_PRINTED', { courierCode: courier.code, waybillNo: o.waybill_no });
    // the times settleDemoTimes gives the timeline: collected 9 h after placing, signed 3 days on
    const push = demoTraces(db, o.waybill_no, courier.code);
    await push(
      '1',
      beijingText(new Date(placedAt.getTime() + 9 * 3600_000)),
      `【广州市】${courier.name}广州白云区网点 已揽收`,
    );
    // collected: the waybill goes back to the shop (which shows it already) before the parcel arrives
    await runWriteBacks(db, d.shops, WORKERS);
    const signedAt = new Date(placedAt.getTime() + 3 * 86400_000);
    if (o.status === 'FINISHED' || signedAt.getTime() < Date.now())
      await push('3', beijingText(signedAt), `【${o.receiver_city}】已签收，签收人：本人`);
    return true;
  }
  await Promise.all(Array.from({ length: WORKERS }, worker));
  // the shops already show these waybills: each write-back finds it so and is done
  while ((await runWriteBacks(db, deps.shops, 200)) > 0);
  await settleDemoTimes(db, tenantId);
  await finishSignedOrders(db, 5000);
  await settleDemoTimes(db, tenantId);
  await db.transaction((tx) => rebuildTabCounts(tx, tenantId));
  return placed;
}

/** Each history order placed 20 minutes to two hours after its buyer paid the shop. */
const placedAfterMinutes = (shopOrderId: number) => 20 + (shopOrderId % 100);
