import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DaifaGoods } from '@oms/api-client';
import { reconcile } from '../../src/modules/funds/ledger/reconcile.ts';
import { call, fundsWorld } from '../funds/support.ts';
import { insertShop, platformOrder, putOrders } from '../support/shopFixtures.ts';
import { cancelDaifa, payFromBalance } from './support.ts';

// 下单代发 from 同步订单: 商品关联 against the market of the fulfilment stand-in, one payment order.
const world = fundsWorld({ warehouse: true });
const db = () => world.t.database.db;
let goods: DaifaGoods[];
let shop: Awaited<ReturnType<typeof insertShop>>;

const sku = (articleNo: string, color = '米白色', size = 'M') => ({ articleNo, color, size });
const line = (oid: string, articleNo: string, quantity = 1, refundStatus: 'NONE' | 'REFUNDED' = 'NONE') => ({
  oid,
  title: `毛衣 ${articleNo}`,
  imageUrl: 'https://img.example.invalid/a.jpg',
  ...sku(articleNo),
  stall: '十三行 3楼 A318',
  quantity,
  priceFen: 9900,
  refundStatus,
});

async function shopOrderIds(tids: string[]) {
  const r = await db().execute<{ id: string; tid: string }>(
    sql`select id, tid from shop_orders where shop_id = ${shop.id} and tid = any(${sql.param(tids)}::text[])`,
  );
  return tids.map((tid) => Number(r.rows.find((x) => x.tid === tid)!.id));
}
const daifaStatus = async (tid: string) =>
  (
    await db().execute<{ daifa_status: string }>(
      sql`select daifa_status from shop_orders where shop_id = ${shop.id} and tid = ${tid}`,
    )
  ).rows[0]!.daifa_status;
const preview = (shopOrderIds: number[]) =>
  call(world, world.seller, 'POST', '/api/b2/daifa/order/fromShopOrders/preview', { shopOrderIds });
const place = (shopOrderIds: number[], requestKey = crypto.randomUUID()) =>
  call(world, world.seller, 'POST', '/api/b2/daifa/order/fromShopOrders', {
    shopOrderIds,
    requestKey,
    courierCode: 'ZTO',
  });
const link = (articleNo: string, g: DaifaGoods) =>
  call(world, world.seller, 'POST', '/api/b2/daifa/goods/associate', {
    ...sku(articleNo),
    goodsId: g.goodsId,
    goodsColor: g.colors[0],
    goodsSize: g.sizes[0],
  });

beforeAll(async () => {
  const found = await call(world, world.seller, 'GET', '/api/b2/daifa/goods/search?pageSize=50');
  goods = found.data.items;
  shop = await insertShop(db(), world.sellerTenant, 'TAOBAO', '代发测试店');
  await putOrders(db(), shop, [
    platformOrder({ tid: 'FS1', lines: [line('1', 'FS-A'), line('2', 'FS-B', 2)] }),
    platformOrder({ tid: 'FS2', lines: [line('1', 'FS-A'), line('2', 'FS-C', 1, 'REFUNDED')] }),
    // a 极速发货 listing: the platform's 最晚发货时间 is 24 h after payment
    platformOrder({
      tid: 'FS3',
      shipByAt: new Date('2026-11-02T10:00:00+08:00'),
      lines: [line('1', 'FS-D')],
    }),
    platformOrder({ tid: 'FS4', status: 'SENT', lines: [line('1', 'FS-A')] }),
  ]);
});

describe('下单代发 from 同步订单', () => {
  it('previews each order: unlinked SKUs wait for 关联商品, a shipped order is refused with its status', async () => {
    const ids = await shopOrderIds(['FS1', 'FS3', 'FS4']);
    const answer = await preview(ids);
    expect(answer.errorCode).toBe(0);
    const byTid = Object.fromEntries(answer.data.orders.map((o: { tid: string }) => [o.tid, o]));
    expect(byTid.FS1).toMatchObject({ state: 'NEED_LINK', reason: '未关联商品' });
    expect(byTid.FS1.lines.map((l: { link: unknown }) => l.link)).toEqual([null, null]);
    expect(byTid.FS4).toMatchObject({ state: 'REFUSED', reason: '订单已发货，不能代发' });
  });

  it('关联商品 checks the market; linked, the orders place at its price in one payment, refunded lines left out', async () => {
    const [a, b] = goods;
    expect((await link('FS-A', a!)).data).toMatchObject({ goodsId: a!.goodsId, priceFen: a!.priceFen });
    await link('FS-B', b!);
    const wrongColour = await call(world, world.seller, 'POST', '/api/b2/daifa/goods/associate', {
      ...sku('FS-D'),
      goodsId: a!.goodsId,
      goodsColor: '不存在的颜色',
      goodsSize: a!.sizes[0],
    });
    expect(wrongColour).toMatchObject({ errorCode: 40000, errorMsg: '该商品没有「不存在的颜色」这个颜色' });

    const ids = await shopOrderIds(['FS1', 'FS2', 'FS3']);
    expect((await preview(ids)).data.orders.map((o: { state: string }) => o.state)).toEqual([
      'READY',
      'READY',
      'NEED_LINK',
    ]);
    const placed = await place(ids);
    expect(placed.errorCode).toBe(0);
    expect(placed.data.placed.map((p: { tid: string }) => p.tid)).toEqual(['FS1', 'FS2']);
    expect(placed.data.refused).toEqual([{ tid: 'FS3', reason: '未关联商品' }]);
    const orders = await db().execute<{
      platform_order_no: string;
      source: string;
      goods_fen: string;
      total: string;
    }>(sql`
      select platform_order_no, source, goods_fen, goods_fen + service_fen + freight_fen as total from daifa_orders
       where order_no = any(${sql.param(placed.data.placed.map((p: { orderNo: string }) => p.orderNo))}::text[]) order by platform_order_no`);
    expect(orders.rows.map((o) => [o.platform_order_no, o.source, Number(o.goods_fen)])).toEqual([
      ['FS1', 'SHOP_ORDER', a!.priceFen + 2 * b!.priceFen],
      ['FS2', 'SHOP_ORDER', a!.priceFen],
    ]);
    expect(placed.data.amountFen).toBe(orders.rows.reduce((s, o) => s + Number(o.total), 0));
    expect(await daifaStatus('FS1')).toBe('DONE');
    // 利润预估: the buyer paid ¥99.00 a piece for the three pieces FS1 buys, less what the order costs.
    const fs1 = placed.data.placed.find((p: { tid: string }) => p.tid === 'FS1').orderNo;
    const listed = await call(world, world.seller, 'POST', '/api/b2/daifa/order/page', {
      number: fs1,
      pageSize: 20,
    });
    const fs1Cost = Number(orders.rows.find((o) => o.platform_order_no === 'FS1')!.total);
    expect(listed.data.rows[0].profitFen).toBe(3 * 9900 - fs1Cost);

    // The same shop order again, from anywhere: refused with the order that has it (43002's words).
    const again = await place(await shopOrderIds(['FS1']));
    expect(again.data.refused[0].reason).toMatch(/^该店铺订单已下单代发（DF\d{14}）$/);

    await payFromBalance(world, placed.data.payNo);
    const paid = await db().execute<{ status: string }>(
      sql`select status from daifa_orders where platform_order_no in ('FS1', 'FS2')`,
    );
    expect(paid.rows.map((r) => r.status)).toEqual(['WAITING_TAKING', 'WAITING_TAKING']);

    // Canceled, its lines may be placed again: 已代发 → 未代发.
    const fs2 = placed.data.placed.find((p: { tid: string }) => p.tid === 'FS2').orderNo;
    expect((await cancelDaifa(world, fs2, '买家改地址')).errorCode).toBe(0);
    expect(await daifaStatus('FS2')).toBe('NONE');
    expect((await reconcile(db())).ok).toBe(true);
  });

  it('the same dialog key places each shop order once', async () => {
    const key = crypto.randomUUID();
    await link('FS-D', goods[2]!);
    const ids = await shopOrderIds(['FS3']);
    const first = await place(ids, key);
    const second = await place(ids, key);
    expect(second.data.placed).toEqual(first.data.placed);
    expect(second.data.payNo).toBe(first.data.payNo);
  });

  it('an order from a shop must ship by the platform’s 最晚发货时间 (48 h from payment when it gives none); under 6 h left it is 即将超时, counted', async () => {
    const r = await db().execute<{ order_no: string; hours: string }>(sql`
      select d.order_no, extract(epoch from d.ship_by_at - coalesce(s.paid_at, s.order_time)) / 3600 as hours
        from daifa_orders d join shop_orders s on s.id = d.shop_order_id
       where d.status <> 'CANCELED' and s.tid in ('FS1', 'FS3') order by s.tid`);
    expect(r.rows.map((o) => Number(o.hours))).toEqual([48, 24]);
    const [soon, later] = r.rows.map((o) => o.order_no);
    await db().execute(
      sql`update daifa_orders set ship_by_at = now() + interval '2 hours' where order_no = ${soon!}`,
    );
    await db().execute(
      sql`update daifa_orders set ship_by_at = now() + interval '10 hours' where order_no = ${later!}`,
    );
    const page = await call(world, world.seller, 'POST', '/api/b2/daifa/order/page', {
      dueSoon: true,
      pageSize: 50,
    });
    const listed = page.data.rows.map((o: { orderNo: string }) => o.orderNo);
    expect(listed).toContain(soon);
    expect(listed).not.toContain(later);
    expect(page.data.dueSoon).toBe(page.data.total);
  });

  it('the demo links the newest 待发货 orders’ SKUs and places half of them, paid', async () => {
    const { seedDemoFromShop } = await import('../../src/modules/daifa/demo/demoFromShop.ts');
    const placed = await seedDemoFromShop(db(), world.t.funds, world.t.daifa.market, 'e3e3');
    expect(placed).toBeGreaterThanOrEqual(1);
    const fromShop = await db().execute<{ status: string; daifa_status: string }>(sql`
      select d.status, s.daifa_status from daifa_orders d join shop_orders s on s.id = d.shop_order_id
       where d.request_key like 'demo-from-shop:%'`);
    expect(fromShop.rows.length).toBe(placed);
    expect(fromShop.rows.every((r) => r.status === 'WAITING_TAKING' && r.daifa_status === 'DONE')).toBe(true);
    expect((await reconcile(db())).ok).toBe(true);
  });
});
