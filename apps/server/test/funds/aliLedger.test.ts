import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openSplit, shopOrderCompleted, splitAmount } from '../../src/modules/funds/aliLedger/aliLedger.ts';
import { reconcile } from '../../src/modules/funds/ledger/reconcile.ts';
import { dressLine, placeUnpaid } from '../daifa/support.ts';
import { ssoLogin } from '../support/testApp.ts';
import { available, call, control, fundsWorld, setFaults, sweep } from './support.ts';

const world = fundsWorld();
const DAY = 86_400_000;
let seq = 0;

async function payLater(): Promise<number> {
  const r = await world.t.database.db.execute<{ balance: number }>(
    sql`select balance from ledger_accounts where tenant_id = ${world.sellerTenant} and code = 'payLater'`,
  );
  return Number(r.rows[0]!.balance);
}

/** A dropship order paid later: its goods go on payLater and a split waits for the shop order. */
async function owe(fen: number, dueInDays = 15) {
  const n = ++seq;
  // the debt's document is a real dropship order (placed, its goods left on 货款后付)
  const { orderNo: daifaOrderNo } = await placeUnpaid(world, [{ ...dressLine, priceFen: fen }]);
  const shopOrderNo = `SHOP-${Date.now()}-${n}`;
  const splitNo = await world.t.database.db.transaction(async (tx) => {
    await world.t.funds.ledger.post(tx, {
      tenantId: world.sellerTenant,
      billType: 'ORDER',
      direction: 'OUT',
      document: { kind: 'DAIFA_ORDER', no: daifaOrderNo },
      itemType: 'GOODS_PAY_LATER',
      operator: { id: world.sellerTenant, name: 'seller' },
      idempotencyKey: `test:later:${daifaOrderNo}`,
      entries: [
        { account: 'payLater', fen: -fen, itemType: 'GOODS_PAY_LATER' },
        { account: 'supplierPayable', fen, itemType: 'GOODS_PAY_LATER' },
      ],
    });
    return openSplit(tx, {
      tenantId: world.sellerTenant,
      daifaOrderNo,
      shopOrderNo,
      fen,
      dueAt: new Date(Date.now() + dueInDays * DAY),
    });
  });
  return { splitNo, shopOrderNo };
}

async function record(splitNo: string) {
  const r = await world.t.database.db.execute<{
    state: string;
    split_fen: number;
    balance_fen: number;
    fail_reason: string | null;
    settled_at: unknown;
  }>(
    sql`select state, split_fen, balance_fen, fail_reason, settled_at from ali_ledger_records where split_no = ${splitNo}`,
  );
  const row = r.rows[0]!;
  return {
    state: row.state,
    splitFen: Number(row.split_fen),
    balanceFen: Number(row.balance_fen),
    reason: row.fail_reason,
    settled: row.settled_at !== null,
  };
}

const makeDue = (splitNo: string) =>
  world.t.database.db.execute(
    sql`update ali_ledger_records set due_at = now() - interval '1 minute' where split_no = ${splitNo}`,
  );

const PIN = '258369';

describe('支付宝分账', () => {
  it('splits at most cap % of each shop order: 30 % of ¥100 is ¥30; what is owed caps it too', () => {
    expect(splitAmount(5_000, 10_000, 30)).toBe(3_000);
    expect(splitAmount(2_000, 10_000, 30)).toBe(2_000);
    expect(splitAmount(5_000, 333, 30)).toBe(99);
  });

  it('the main account authorises with the PIN: Alipay binds the platform; a wrong PIN changes nothing', async () => {
    const before = await call(world, world.seller, 'GET', '/api/b2/funds/aliLedger/auth');
    expect(before.data.state).toBe('NONE');
    const wrong = await call(world, world.seller, 'POST', '/api/b2/funds/aliLedger/auth', {
      account: 'shop.income@example.com',
      realName: '张卖家',
      payPassword: '111111',
    });
    expect(wrong.errorCode).toBe(42002);
    expect((await call(world, world.seller, 'GET', '/api/b2/funds/aliLedger/auth')).data.state).toBe('NONE');

    const bad = await call(world, world.seller, 'POST', '/api/b2/funds/aliLedger/auth', {
      account: 'shop.income@example.com',
      realName: '张卖家',
      capPercent: 31,
      payPassword: PIN,
    });
    expect(bad).toMatchObject({ errorCode: 40000, errorMsg: expect.stringContaining('分账比例最高30%') });

    const done = await call(world, world.seller, 'POST', '/api/b2/funds/aliLedger/auth', {
      account: 'shop.income@example.com',
      realName: '张卖家',
      payPassword: PIN,
    });
    expect(done.errorCode).toBe(0);
    expect(done.data).toMatchObject({
      state: 'AUTHORISED',
      alipayAccount: 'sh***@example.com',
      capPercent: 30,
    });
    const binds = (await control(world, '/control/royalty')).filter(
      (r: { kind: string }) => r.kind === 'bind',
    );
    expect(binds.length).toBeGreaterThan(0);
    const again = await call(world, world.seller, 'POST', '/api/b2/funds/aliLedger/auth', {
      account: 'other@example.com',
      realName: '张卖家',
      payPassword: PIN,
    });
    expect(again).toMatchObject({ errorCode: 40900, errorMsg: '已授权支付宝分账，如需更换账号请先解除授权' });
  });

  it('a completed shop order settles its debt by a split: payLater back to what it was, nothing from the balance', async () => {
    const owedBefore = await payLater();
    const balanceBefore = await available(world);
    const { splitNo, shopOrderNo } = await owe(10_000);
    expect(await payLater()).toBe(owedBefore - 10_000);
    expect(
      await shopOrderCompleted(world.t.database.db, {
        tenantId: world.sellerTenant,
        shopOrderNo,
        tradeNo: '2026112522001400001',
        shopOrderFen: 50_000,
      }),
    ).toBe(1);
    await sweep(world);
    expect(await record(splitNo)).toMatchObject({
      state: 'DONE',
      splitFen: 10_000,
      balanceFen: 0,
      settled: true,
    });
    expect(await payLater()).toBe(owedBefore);
    expect(await available(world)).toBe(balanceBefore);
    const settles = (await control(world, '/control/royalty')).filter(
      (r: { kind: string; out_request_no: string }) => r.kind === 'settle' && r.out_request_no === splitNo,
    );
    expect(settles).toHaveLength(1);
    expect(settles[0].body.royalty_parameters[0]).toMatchObject({
      trans_in: 'shop.income@example.com',
      amount: '100.00',
    });
    // a second pass finds nothing to do
    await sweep(world);
    expect(await payLater()).toBe(owedBefore);
  });

  it('over the cap, the split takes 30 % and the rest comes from the balance when due', async () => {
    const balanceBefore = await available(world);
    const { splitNo, shopOrderNo } = await owe(20_000);
    await shopOrderCompleted(world.t.database.db, {
      tenantId: world.sellerTenant,
      shopOrderNo,
      tradeNo: '2026112522001400002',
      shopOrderFen: 50_000,
    });
    await sweep(world);
    expect(await record(splitNo)).toMatchObject({ state: 'DONE', splitFen: 15_000, settled: false });
    expect(await available(world)).toBe(balanceBefore);
    await makeDue(splitNo);
    await sweep(world);
    expect(await record(splitNo)).toMatchObject({
      state: 'DONE',
      splitFen: 15_000,
      balanceFen: 5_000,
      settled: true,
      reason: '超出分账比例上限的部分（50.00元）已从余额扣除',
    });
    expect(await available(world)).toBe(balanceBefore - 5_000);
  });

  it('a refused split is 分账失败 and, when due, the balance pays: one bill, however many passes', async () => {
    await setFaults(world, { settleFail: true });
    try {
      const balanceBefore = await available(world);
      const { splitNo, shopOrderNo } = await owe(8_000);
      await shopOrderCompleted(world.t.database.db, {
        tenantId: world.sellerTenant,
        shopOrderNo,
        tradeNo: '2026112522001400003',
        shopOrderFen: 90_000,
      });
      await sweep(world);
      const failed = await record(splitNo);
      expect(failed).toMatchObject({ state: 'FAILED', splitFen: 0, settled: false });
      expect(failed.reason).toContain('分账失败');
      await makeDue(splitNo);
      await Promise.all([sweep(world), sweep(world)]);
      await sweep(world);
      expect(await record(splitNo)).toMatchObject({
        state: 'FAILED',
        balanceFen: 8_000,
        settled: true,
        reason: '分账失败，已从余额扣除',
      });
      expect(await available(world)).toBe(balanceBefore - 8_000);
    } finally {
      await setFaults(world, {});
    }
  });

  it('when due and the balance is short, the debt stays owed and says so', async () => {
    const balanceBefore = await available(world);
    const { splitNo } = await owe(balanceBefore + 1_000_000);
    await makeDue(splitNo);
    await sweep(world);
    expect(await record(splitNo)).toMatchObject({
      state: 'FAILED',
      settled: false,
      reason: '到期扣款失败：余额不足，请充值后自动扣除',
    });
    expect(await available(world)).toBe(balanceBefore);
    // not left for the next tests' passes
    await world.t.database.db.execute(
      sql`update ali_ledger_records set due_at = now() + interval '30 days' where split_no = ${splitNo}`,
    );
  });

  it('解除授权: a shop order completing afterwards waits for its due date instead', async () => {
    const revoked = await call(world, world.seller, 'POST', '/api/b2/funds/aliLedger/auth/revoke', {
      payPassword: PIN,
    });
    expect(revoked.data.state).toBe('REVOKED');
    const { splitNo, shopOrderNo } = await owe(3_000);
    expect(
      await shopOrderCompleted(world.t.database.db, {
        tenantId: world.sellerTenant,
        shopOrderNo,
        tradeNo: '2026112522001400004',
        shopOrderFen: 90_000,
      }),
    ).toBe(0);
    await sweep(world);
    expect(await record(splitNo)).toMatchObject({ state: 'WAITING', settled: false });
    const twice = await call(world, world.seller, 'POST', '/api/b2/funds/aliLedger/auth/revoke', {
      payPassword: PIN,
    });
    expect(twice).toMatchObject({ errorCode: 40900, errorMsg: '尚未授权支付宝分账' });
    const page = await call(world, world.seller, 'POST', '/api/b2/funds/aliLedger/page', { tab: 'DONE' });
    expect(page.data.counts).toMatchObject({ DONE: 2, FAILED: 2, WAITING: 1 });
    expect(page.data.list.map((r: { state: string }) => r.state)).toEqual(['DONE', 'DONE']);
    expect((await reconcile(world.t.database.db)).ok).toBe(true);
  });

  it('the demo purchaser: authorised, 货款后付 allowed, nothing owed (no debt is seeded without its order)', async () => {
    const purchaser = await ssoLogin(world.t.app, 'purchaser', 'purchaser123');
    const auth = await call(world, purchaser, 'GET', '/api/b2/funds/aliLedger/auth');
    expect(auth.data).toMatchObject({ state: 'AUTHORISED', owedFen: 0, waitingFen: 0, capPercent: 30 });
    const page = await call(world, purchaser, 'POST', '/api/b2/funds/aliLedger/page', {});
    expect(page.data.counts).toEqual({ ALL: 0, WAITING: 0, SPLITTING: 0, DONE: 0, FAILED: 0 });
    const home = await call(world, purchaser, 'GET', '/api/home/goods/pay/later/statistics');
    expect(home.data).toMatchObject({ owedFen: 0, limitFen: 500_000, overdueFen: 0 });
  });
});
