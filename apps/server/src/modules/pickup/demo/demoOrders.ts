import type { Brand } from '@oms/api-client';
import type { Db } from '../../../db/client.ts';
import type { FundsServices } from '../../funds/fundsServices.ts';
import type { MarketGoods } from '../../daifa/gateways/marketGateway.ts';
import { placeOrder } from '../../daifa/placement/placement.ts';
import { payByAlipay, RECEIVERS } from '../../daifa/demo/demoDaifa.ts';

/**
 * The purchaser's n-th demo dropship order: 1–3 lines of the market's goods (picked by `stride` so
 * the stalls spread), placed at `at` and paid at Alipay two minutes later. Answers its number.
 */
export async function placeOwnOrder(
  db: Db,
  funds: FundsServices,
  brand: Brand,
  tenantId: number,
  goods: readonly MarketGoods[],
  order: { key: string; n: number; stride: readonly [number, number]; at: Date; courierCode: string },
): Promise<string> {
  const { n, stride } = order;
  const lines = Array.from({ length: 1 + (n % 3) }, (_, k) => {
    const g = goods[(n * stride[0] + k * stride[1]) % goods.length]!;
    return {
      goodsId: g.goodsId,
      stall: g.stall,
      articleNo: g.articleNo,
      title: g.title,
      color: g.colors[(n + k) % g.colors.length]!,
      size: g.sizes[(n + 2 * k) % g.sizes.length]!,
      qty: 1 + ((n + k) % 3),
      priceFen: g.priceFen,
      weightG: g.weightG,
    };
  });
  const placed = await db.transaction((tx) =>
    placeOrder(tx, funds, {
      tenantId,
      accountId: tenantId,
      brand,
      requestKey: order.key,
      source: 'MANUAL',
      courierCode: order.courierCode,
      receiver: RECEIVERS[n % RECEIVERS.length]!,
      lines,
      at: order.at,
    }),
  );
  await payByAlipay(db, funds, placed.payNo!, placed.orderNo, new Date(order.at.getTime() + 120_000));
  return placed.orderNo;
}
