import crypto from 'node:crypto';
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { placeOrder, type PlacementLine, type Receiver } from '../../src/modules/daifa/placement/placement.ts';
import { call, newKey, type FundsWorld } from '../funds/support.ts';
import { payByAlipay } from '../../src/modules/daifa/demo/demoDaifa.ts';
import type { TestApp } from '../support/testApp.ts';

export const shenzhen = {
  name: '李四',
  phone: '13912345678',
  provinceCode: '440000',
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  address: '科技园 1 号',
};

/** One 连衣裙 at ¥35.00 from 国投 (goods the market need not know: placed by the server's own calls). */
export const dressLine: PlacementLine = {
  goodsId: 'G1',
  stall: '国投 3F-A316',
  articleNo: 'A8821',
  title: '连衣裙',
  color: '杏色',
  size: 'M',
  qty: 1,
  priceFen: 3500,
  weightG: 300,
};

/** Lines of the market's first goods (its first colour and size), as 代发下单 would place them. */
export async function marketLines(world: FundsWorld, count: number, qty = 1): Promise<PlacementLine[]> {
  const found = await world.t.daifa.market.search({ kind: 'CLOTHING', page: 1, pageSize: 10 });
  return found.items.slice(0, count).map((g) => ({
    goodsId: g.goodsId,
    stall: g.stall,
    articleNo: g.articleNo,
    title: g.title,
    color: g.colors[0]!,
    size: g.sizes[0]!,
    qty,
    priceFen: g.priceFen,
    weightG: g.weightG,
  }));
}

/** Pays from the balance with the PIN 258369 (a money call: its own key). */
export async function payFromBalance(world: FundsWorld, payNo: string | null) {
  const paid = await call(
    world,
    world.seller,
    'POST',
    '/api/b2/pay/submit',
    { payNo, method: 'BALANCE', payPassword: '258369' },
    newKey(),
  );
  expect(paid.errorCode).toBe(0);
}

/** 去补款 for these 补款, paid from the balance. */
export async function payReplenish(world: FundsWorld, replenishNos: string[]) {
  const pay = await call(
    world,
    world.seller,
    'POST',
    '/api/b2/funds/replenish/pay',
    { replenishNos },
    newKey(),
  );
  expect(pay.errorCode).toBe(0);
  await payFromBalance(world, pay.data.payNo);
}

/** 取消订单 by the seller (a money call: its own key); the answer as sent. */
export function cancelDaifa(world: FundsWorld, orderNo: string, reason: string) {
  return call(world, world.seller, 'POST', '/api/b2/daifa/order/cancel', { orderNo, reason }, newKey());
}

/** A 中通 order to 深圳 for the seller, placed (待付款) with its own payment order. */
export function placeUnpaid(world: FundsWorld, lines: PlacementLine[], receiver: Receiver = shenzhen) {
  return world.t.database.db.transaction((tx) =>
    placeOrder(tx, world.t.funds, {
      tenantId: world.sellerTenant,
      accountId: world.sellerTenant,
      brand: 'e3e3',
      requestKey: crypto.randomUUID(),
      source: 'MANUAL',
      courierCode: 'ZTO',
      receiver,
      lines,
    }),
  );
}

/** A 中通 order to 深圳 for the seller, placed and paid from the balance (PIN 258369). */
export async function placeAndPay(world: FundsWorld, lines: PlacementLine[]): Promise<string> {
  const placed = await placeUnpaid(world, lines);
  await payFromBalance(world, placed.payNo);
  return placed.orderNo;
}

/** Polls until the stand-in's events have moved things on (it posts them over HTTP at its own pace). */
export async function until<T>(
  what: string,
  probe: () => Promise<T>,
  ok: (v: T) => boolean,
  ms = 60_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`${what}: still ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A 中通 order to 深圳 placed for the tenant and paid straight through Alipay (its bill never touches the balance). */
export async function alipayPaidOrder(t: TestApp, tenantId: number): Promise<string> {
  const placed = await t.database.db.transaction((tx) =>
    placeOrder(tx, t.funds, {
      tenantId,
      accountId: tenantId,
      brand: 'e3e3',
      requestKey: crypto.randomUUID(),
      source: 'MANUAL',
      courierCode: 'ZTO',
      receiver: shenzhen,
      lines: [dressLine],
    }),
  );
  await payByAlipay(t.database.db, t.funds, placed.payNo!, placed.orderNo);
  return placed.orderNo;
}

/**
 * The demo's orders tell one story (issue 26 §4): each number is dated on the day its order was placed,
 * and a paid order's 已付款 in 订单动态, its payment order and its bill in 资金流向 read the same second.
 * Returns how many orders and how many paid ones were checked.
 */
export async function expectDatedAsPlaced(db: Db, requestKeyLike: string) {
  const rows = (
    await db.execute<{
      order_no: string;
      placed_day: string;
      pay_day: string | null;
      in_order: boolean;
      paid_at: string | null;
      paid_event: string | null;
      payment_paid: string | null;
      bill_at: string | null;
    }>(sql`
      select o.order_no, to_char(o.created_at at time zone 'Asia/Shanghai', 'YYMMDD') as placed_day,
             substr(o.pay_no, 3, 6) as pay_day,
             (select min(e.at) >= o.created_at from daifa_order_events e where e.order_id = o.id) as in_order,
             date_trunc('second', o.paid_at)::text as paid_at,
             (select date_trunc('second', min(e.at)) from daifa_order_events e
               where e.order_id = o.id and e.type = 'PAID')::text as paid_event,
             date_trunc('second', p.paid_at)::text as payment_paid,
             (select date_trunc('second', t.created_at) from ledger_transactions t
               where t.idempotency_key = 'pay:' || p.pay_no)::text as bill_at
        from daifa_orders o left join payment_orders p on p.pay_no = o.pay_no
       where o.request_key like ${requestKeyLike}`)
  ).rows;
  let paid = 0;
  for (const r of rows) {
    expect(r.order_no.slice(2, 8), r.order_no).toBe(r.placed_day);
    expect(r.pay_day, r.order_no).toBe(r.placed_day);
    // nothing in its timeline happened before it was placed
    expect(r.in_order, r.order_no).toBe(true);
    if (!r.paid_at) continue;
    paid++;
    expect({ event: r.paid_event, payment: r.payment_paid, bill: r.bill_at }, r.order_no).toEqual({
      event: r.paid_at,
      payment: r.paid_at,
      bill: r.paid_at,
    });
  }
  return { orders: rows.length, paid };
}
