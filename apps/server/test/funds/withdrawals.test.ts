import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ErrorCode } from '@oms/api-client';
import { bookPaidRecharge } from '../../src/modules/funds/rechargeWithdraw/recharge.ts';
import { reconcile } from '../../src/modules/funds/ledger/reconcile.ts';
import { AUTO_APPROVE_MINUTES, applyWithdrawal, cancelWithdrawal, reviewWithdrawal } from '../../src/modules/funds/rechargeWithdraw/withdrawals.ts';
import { available, call, control, fundsWorld, newKey, setFaults, sweep, type FundsWorld } from './support.ts';

const world = fundsWorld({ timeoutMs: 1500 });

async function smsCode(w: FundsWorld, scene: 'WITHDRAW' | 'BIND_ALIPAY') {
  const sent = await call(w, w.seller, 'POST', '/api/sms/code', { scene });
  expect(sent.errorCode).toBe(0);
  const r = await w.t.database.db.execute<{ content: string }>(
    sql`select content from sms_outbox where phone = '13800138000' order by id desc limit 1`,
  );
  // the SMS gap is per phone: the next test's code may be asked for at once
  await w.t.database.db.execute(sql`update sms_codes set created_at = created_at - interval '2 minutes' where phone = '13800138000'`);
  return /验证码(\d{6})/.exec(r.rows[0]!.content)![1]!;
}

async function frozen(w: FundsWorld) {
  const r = await w.t.database.db.execute<{ balance: number }>(
    sql`select balance from ledger_accounts where tenant_id = ${w.sellerTenant} and code = 'frozen'`,
  );
  return Number(r.rows[0]?.balance ?? 0);
}

async function topUp(w: FundsWorld, fen: number) {
  await w.t.database.db.transaction((tx) => bookPaidRecharge(tx, w.t.funds.ledger, w.sellerTenant, fen));
}

async function withdraw(w: FundsWorld, amountFen: number) {
  return call(w, w.seller, 'POST', '/api/b2/funds/withdraw/apply', { amountFen, payPassword: '258369', smsCode: await smsCode(w, 'WITHDRAW') }, newKey());
}

const stateOf = async (w: FundsWorld, no: string) =>
  (await w.t.database.db.execute<{ state: string }>(sql`select state from withdrawals where withdraw_no = ${no}`)).rows[0]!.state;

describe('提现 to a bound Alipay account', () => {
  it('the demo keeps the form’s promise: a small withdrawal is approved 10 minutes after it was applied for', async () => {
    const rows = await world.t.database.db.execute<{ withdraw_no: string; minutes: number }>(sql`
      select withdraw_no, extract(epoch from auto_approve_at - created_at) / 60 as minutes
        from withdrawals where auto_approve_at is not null`);
    expect(rows.rows.length).toBeGreaterThan(0);
    expect(rows.rows.map((r) => Number(r.minutes))).toEqual(rows.rows.map(() => AUTO_APPROVE_MINUTES));
    const approved = await world.t.database.db.execute<{ minutes: number }>(sql`
      select extract(epoch from reviewed_at - created_at) / 60 as minutes
        from withdrawals where reviewed_by = '系统自动审核'`);
    expect(approved.rows.map((r) => Number(r.minutes))).toEqual(approved.rows.map(() => AUTO_APPROVE_MINUTES));
  });

  it('needs a bound account: 42008, then 绑定支付宝 with the SMS code and the PIN', async () => {
    // The demo seller's open withdrawals are finished first (the one 打款中 is asked about and paid, the
    // one 待审核 撤销), its binding removed and its day's count set aside, so these tests start clean.
    await world.t.database.db.execute(sql`update withdrawals set payout_sent_at = now() - interval '1 minute' where tenant_id = ${world.sellerTenant} and state = 'PAYING'`);
    await sweep(world);
    const open = await world.t.database.db.execute<{ withdraw_no: string }>(
      sql`select withdraw_no from withdrawals where tenant_id = ${world.sellerTenant} and state = 'REVIEWING'`,
    );
    for (const w of open.rows) {
      await world.t.database.db.transaction((tx) => cancelWithdrawal(tx, world.t.funds.ledger, world.sellerTenant, w.withdraw_no, { id: world.sellerTenant, name: 'seller' }));
    }
    expect(await frozen(world)).toBe(0);
    await world.t.database.db.execute(sql`delete from alipay_bindings where tenant_id = ${world.sellerTenant}`);
    await world.t.database.db.execute(sql`update withdrawals set created_at = created_at - interval '3 days' where tenant_id = ${world.sellerTenant}`);
    await topUp(world, 1_000_000);
    expect(await withdraw(world, 10_000)).toMatchObject({ errorCode: ErrorCode.ALIPAY_NOT_BOUND });
    const bound = await call(world, world.seller, 'POST', '/api/b2/funds/alipay/bind', {
      account: '13800138000',
      realName: '张小鹿',
      smsCode: await smsCode(world, 'BIND_ALIPAY'),
      payPassword: '258369',
    });
    expect(bound.data).toMatchObject({ bound: true, account: '138****8000', realName: '*小鹿' });
  });

  it('apply freezes the money; 撤销 while 待审核 gives it back, both on the bills', async () => {
    const before = await available(world);
    const applied = await withdraw(world, 10_000);
    expect(applied.data).toMatchObject({ state: 'REVIEWING', amountFen: 10_000, alipayAccount: '138****8000' });
    expect(await available(world)).toBe(before - 10_000);
    expect(await frozen(world)).toBe(10_000);
    const canceled = await call(world, world.seller, 'POST', `/api/b2/funds/withdraw/cancel/${applied.data.withdrawNo}`);
    expect(canceled.data.state).toBe('CANCELED');
    expect(await available(world)).toBe(before);
    expect(await frozen(world)).toBe(0);
    const again = await call(world, world.seller, 'POST', `/api/b2/funds/withdraw/cancel/${applied.data.withdrawNo}`);
    expect(again.errorCode).toBe(ErrorCode.CONFLICT);
    const bills = await call(world, world.seller, 'POST', '/api/b2/funds/bill/page', { filter: { number: applied.data.withdrawNo } });
    expect(bills.data.rows.map((b: { direction: string }) => b.direction)).toEqual(['IN', 'OUT']);
  });

  it('a repeat while the first still runs is 40900 请求处理中 and leaves the code; a refused withdrawal leaves it too', async () => {
    const code = await smsCode(world, 'WITHDRAW');
    const key = newKey();
    const body = { amountFen: 10_000, payPassword: '258369', smsCode: code };
    // The first application of this key is still in its transaction: it holds the key's lock.
    const db = world.t.database.db;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const holding = new Promise<void>((resolve) => (locked = resolve));
    const first = db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${world.sellerTenant}::int, hashtext(${key}))`);
      locked();
      await held;
    });
    await holding;
    const repeat = await call(world, world.seller, 'POST', '/api/b2/funds/withdraw/apply', body, key);
    expect(repeat).toMatchObject({ errorCode: ErrorCode.CONFLICT, errorMsg: '请求处理中，请勿重复提交' });
    release();
    await first;

    // Over the balance: refused, and the code is not used up by it.
    const tooMuch = await call(world, world.seller, 'POST', '/api/b2/funds/withdraw/apply', { ...body, amountFen: (await available(world)) + 100 }, newKey());
    expect(tooMuch.errorCode).not.toBe(0);
    expect(tooMuch.errorCode).not.toBe(ErrorCode.SMS_CODE_INVALID);

    const applied = await call(world, world.seller, 'POST', '/api/b2/funds/withdraw/apply', body, key);
    expect(applied.errorCode, applied.errorMsg).toBe(0);
    expect(applied.data.state).toBe('REVIEWING');
    // Its own repeat answers the same withdrawal; the code is now used for anything else.
    expect((await call(world, world.seller, 'POST', '/api/b2/funds/withdraw/apply', body, key)).data.withdrawNo).toBe(applied.data.withdrawNo);
    expect((await call(world, world.seller, 'POST', '/api/b2/funds/withdraw/apply', body, newKey())).errorCode).toBe(ErrorCode.SMS_CODE_INVALID);
    await call(world, world.seller, 'POST', `/api/b2/funds/withdraw/cancel/${applied.data.withdrawNo}`);
  });

  it('five wrong codes void the code, counted though each try rolled back', async () => {
    const code = await smsCode(world, 'WITHDRAW');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const r = await call(world, world.seller, 'POST', '/api/b2/funds/withdraw/apply', { amountFen: 10_000, payPassword: '258369', smsCode: wrong }, newKey());
      expect(r.errorCode).toBe(ErrorCode.SMS_CODE_INVALID);
    }
    const right = await call(world, world.seller, 'POST', '/api/b2/funds/withdraw/apply', { amountFen: 10_000, payPassword: '258369', smsCode: code }, newKey());
    expect(right.errorCode).toBe(ErrorCode.SMS_CODE_INVALID);
  });

  it('≤ ¥5,000 approves itself after 10 minutes and is paid out once; the stand-in records one transfer', async () => {
    await setFaults(world, {});
    const applied = await withdraw(world, 20_000);
    await sweep(world);
    expect(await stateOf(world, applied.data.withdrawNo)).toBe('REVIEWING');
    await world.t.database.db.execute(sql`update withdrawals set auto_approve_at = now() - interval '1 second' where withdraw_no = ${applied.data.withdrawNo}`);
    await sweep(world);
    expect(await stateOf(world, applied.data.withdrawNo)).toBe('PAID');
    expect(await frozen(world)).toBe(0);
    const transfers = (await control(world, '/control/transfers')) as { out_biz_no: string; amount: string; payee_name: string }[];
    const ours = transfers.filter((t) => t.out_biz_no === applied.data.withdrawNo);
    expect(ours.map((t) => [Number(t.amount), t.payee_name])).toEqual([[20_000, '张小鹿']]);
    expect((await reconcile(world.t.database.db)).ok).toBe(true);
  });

  it('a failed payout returns the frozen money with a visible bill', async () => {
    await setFaults(world, { transferOutcome: 'FAIL' });
    const before = await available(world);
    const applied = await withdraw(world, 5_000);
    await world.t.database.db.execute(sql`update withdrawals set auto_approve_at = now() where withdraw_no = ${applied.data.withdrawNo}`);
    await sweep(world);
    expect(await stateOf(world, applied.data.withdrawNo)).toBe('FAILED');
    expect(await available(world)).toBe(before);
    const page = await call(world, world.seller, 'POST', '/api/b2/funds/withdraw/page', { pageNum: 1, pageSize: 20 });
    expect(page.data.list[0]).toMatchObject({ withdrawNo: applied.data.withdrawNo, state: 'FAILED', reason: '收款账户状态异常' });
    await setFaults(world, {});
  });

  it('a payout that times out is asked about, never sent again', async () => {
    await setFaults(world, { transferDelayMs: 2500 });
    const applied = await withdraw(world, 3_000);
    await world.t.database.db.execute(sql`update withdrawals set auto_approve_at = now() where withdraw_no = ${applied.data.withdrawNo}`);
    await sweep(world);
    expect(await stateOf(world, applied.data.withdrawNo)).toBe('PAYING');
    await setFaults(world, {});
    await world.t.database.db.execute(sql`update withdrawals set payout_sent_at = now() - interval '1 minute' where withdraw_no = ${applied.data.withdrawNo}`);
    await sweep(world);
    expect(await stateOf(world, applied.data.withdrawNo)).toBe('PAID');
    const transfers = (await control(world, '/control/transfers')) as { out_biz_no: string }[];
    expect(transfers.filter((t) => t.out_biz_no === applied.data.withdrawNo)).toHaveLength(1);
  });

  it('more than ¥5,000 waits for an operator; 驳回 returns the money', async () => {
    const before = await available(world);
    const applied = await withdraw(world, 600_000);
    expect(applied.data.autoApproveAt).toBeNull();
    await sweep(world);
    expect(await stateOf(world, applied.data.withdrawNo)).toBe('REVIEWING');
    await world.t.database.db.transaction((tx) =>
      reviewWithdrawal(tx, world.t.funds.ledger, applied.data.withdrawNo, { approve: false, reason: '账户信息待核实' }, '平台财务'),
    );
    expect(await stateOf(world, applied.data.withdrawNo)).toBe('REJECTED');
    expect(await available(world)).toBe(before);
  });

  it('50 parallel withdrawals of ¥20,000 against the day’s ¥50,000: exactly two pass', async () => {
    const account = await world.t.database.db.execute<{ id: number }>(
      sql`insert into accounts (kind, username, password_hash, phone) values ('seller', 'withdrawRace', 'x', '13900000002') returning id`,
    );
    const tenantId = Number(account.rows[0]!.id);
    await world.t.database.db.execute(
      sql`insert into alipay_bindings (tenant_id, alipay_account, real_name, bound_by) values (${tenantId}, 'race@example.com', '李四', ${tenantId})`,
    );
    await world.t.database.db.transaction((tx) => bookPaidRecharge(tx, world.t.funds.ledger, tenantId, 10_000_000));
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        world.t.database.db.transaction((tx) =>
          applyWithdrawal(tx, world.t.funds.ledger, { tenantId, accountId: tenantId, operatorName: 'withdrawRace', fen: 2_000_000 }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ errorCode: ErrorCode.WITHDRAW_LIMIT });
    expect(await available(world, tenantId)).toBe(10_000_000 - 4_000_000);
  });
});
