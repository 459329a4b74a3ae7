import crypto from 'node:crypto';
import { expect } from 'vitest';
import { placeOrder, type PlacementLine, type Receiver } from '../../src/modules/daifa/placement.ts';
import { call, newKey, type FundsWorld } from '../funds/support.ts';
import { payByAlipay } from '../../src/modules/daifa/demoDaifa.ts';
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
  ms = 20_000,
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
