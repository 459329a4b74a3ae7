import { sql } from 'drizzle-orm';
import { closestOption, type Brand } from '@oms/api-client';
import type { Db } from '../../../db/client.ts';
import type { FundsServices } from '../../funds/fundsServices.ts';
import { demoSellerId, payByAlipay } from './demoDaifa.ts';
import { placeFromShopOrders } from '../fromShop/fromShopOrders.ts';
import type { MarketGateway } from '../gateways/marketGateway.ts';
import { associate } from '../association/goodsAssociation.ts';
import { stallKindOf } from '../placement/goodsEndpoints.ts';
import { goodsAtMarkup } from './demoGoodsChoice.ts';

/** 待发货 shop orders of the demo whose SKUs get a 商品关联; the first half is placed and paid. */
const LINKED_ORDERS = 12;

/**
 * The seller's 商品关联 and 下单代发 from 同步订单 in the demo, through the same code as the console: the
 * SKUs of the newest 待发货 shop orders linked to the market's goods, half of those orders placed from
 * the shop and paid (Alipay, so the demo balance stays), the other half left ready for 下单代发.
 */
export async function seedDemoFromShop(db: Db, funds: FundsServices, market: MarketGateway, brand: Brand) {
  const kind = stallKindOf(brand);
  const tenantId = await demoSellerId(db);
  if (!tenantId) return 0;
  const goods = (await market.search({ kind, page: 1, pageSize: 50 })).items.filter((g) => !g.delisted);
  if (!goods.length) return 0;
  const orders = (
    await db.execute<{ id: string }>(sql`
      select o.id from shop_orders o
       where o.tenant_id = ${tenantId} and o.status = 'WAIT_SEND' and not o.hold and o.daifa_status = 'NONE'
       order by o.order_time desc, o.id desc limit ${LINKED_ORDERS}`)
  ).rows.map((o) => Number(o.id));
  if (!orders.length) return 0;
  const skus = (
    await db.execute<{ article_no: string; color: string; size: string; price_fen: string }>(sql`
      select article_no, color, size, max(price_fen)::text as price_fen from shop_order_lines
       where order_id = any(${sql.param(orders)}::bigint[])
       group by article_no, color, size order by article_no, color, size`)
  ).rows;
  const caller = { tenantId, accountId: tenantId };
  for (const sku of skus) {
    const g = goodsAtMarkup(goods, sku.article_no, Number(sku.price_fen));
    await db.transaction((tx) =>
      associate(tx, { market, kind, brand }, caller, {
        articleNo: sku.article_no,
        color: sku.color,
        size: sku.size,
        goodsId: g.goodsId,
        goodsColor: closestOption(sku.color, g.colors),
        goodsSize: closestOption(sku.size, g.sizes),
        replace: true,
      }),
    );
  }
  const placed = await placeFromShopOrders(db, { funds, market, kind, brand }, caller, {
    shopOrderIds: orders.slice(0, Math.ceil(orders.length / 2)),
    requestKey: 'demo-from-shop',
    courierCode: 'ZTO',
  });
  if (placed.payNo) await payByAlipay(db, funds, placed.payNo, 'demo-from-shop');
  return placed.placed.length;
}
