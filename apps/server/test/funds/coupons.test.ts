import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { available, call, control, fundsWorld, newKey, setFaults } from './support.ts';
import { awaitingReplenish } from '../support/replenishFixture.ts';

const world = fundsWorld({ brand: 'go2' });

async function replenishOrder(fen: number) {
  const no = `BK${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await awaitingReplenish(world.t.database.db, world.t.funds.ledger, world.sellerTenant, [{ replenishNo: no, fen }]);
  const made = await call(
    world,
    world.seller,
    'POST',
    '/api/b2/funds/replenish/pay',
    { replenishNos: [no] },
    newKey(),
  );
  return made.data.payNo as string;
}

describe('go2 优惠劵', () => {
  it('lists 未使用 / 已使用 / 已过期 with counts', async () => {
    const page = await call(world, world.seller, 'POST', '/api/b2/coupon/page', { tab: 'UNUSED' });
    expect(page.data.counts).toEqual({ UNUSED: 3, USED: 2, EXPIRED: 1 });
    expect(
      page.data.list.map((c: { faceFen: number }) => c.faceFen).sort((a: number, b: number) => a - b),
    ).toEqual([500, 1_000, 2_000]);
  });

  it('a coupon lowers a balance payment; the platform pays its part and the coupon is used', async () => {
    const payNo = await replenishOrder(15_000);
    const order = await call(world, world.seller, 'GET', `/api/b2/pay/order/${payNo}`);
    const ten = order.data.coupons.find((c: { faceFen: number }) => c.faceFen === 1_000);
    expect(ten).toBeTruthy();
    expect(order.data.coupons.some((c: { faceFen: number }) => c.faceFen === 2_000)).toBe(false); // 满¥300 not reached
    const before = await available(world);
    const paid = await call(
      world,
      world.seller,
      'POST',
      '/api/b2/pay/submit',
      { payNo, method: 'BALANCE', payPassword: '258369', couponId: ten.id },
      newKey(),
    );
    expect(paid.data.kind).toBe('PAID');
    expect(await available(world)).toBe(before - 14_000);
    const entries = await world.t.database.db.execute<{ code: string; amount_fen: number }>(sql`
      select a.code, e.amount_fen from ledger_entries e join ledger_accounts a on a.id = e.account_id
        join ledger_transactions t on t.id = e.transaction_id where t.idempotency_key = ${`pay:${payNo}`} order by e.id`);
    expect(entries.rows.map((e) => [e.code, Number(e.amount_fen)])).toEqual([
      ['available', -14_000],
      ['promotion', -1_000],
      ['supplierPayable', 15_000],
    ]);
    const used = await call(world, world.seller, 'POST', '/api/b2/coupon/page', { tab: 'USED' });
    expect(
      used.data.list.some((c: { id: number; usedPayNo: string }) => c.id === ten.id && c.usedPayNo === payNo),
    ).toBe(true);
  });

  it('at Alipay the coupon is held until paid; the cashier asks for the lower amount', async () => {
    await setFaults(world, {});
    const payNo = await replenishOrder(8_000);
    const order = await call(world, world.seller, 'GET', `/api/b2/pay/order/${payNo}`);
    const five = order.data.coupons.find((c: { faceFen: number }) => c.faceFen === 500);
    const submitted = await call(
      world,
      world.seller,
      'POST',
      '/api/b2/pay/submit',
      { payNo, method: 'ALIPAY', couponId: five.id },
      newKey(),
    );
    expect(JSON.parse(new URL(submitted.data.cashierUrl).searchParams.get('biz_content')!).total_amount).toBe(
      '75.00',
    );
    const unused = await call(world, world.seller, 'POST', '/api/b2/coupon/page', { tab: 'UNUSED' });
    expect(unused.data.list.find((c: { id: number }) => c.id === five.id).locked).toBe(true);
    await control(world, '/control/pay', { url: submitted.data.cashierUrl });
    const { until } = await import('./support.ts');
    await until(
      'paid',
      async () =>
        (await call(world, world.seller, 'GET', `/api/b2/pay/order/${payNo}/status`)).data.state === 'PAID',
    );
    const used = await call(world, world.seller, 'POST', '/api/b2/coupon/page', { tab: 'USED' });
    expect(used.data.list.some((c: { id: number }) => c.id === five.id)).toBe(true);
  });
});
