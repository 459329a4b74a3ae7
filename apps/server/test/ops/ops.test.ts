import { bookPaidRecharge } from '../../src/modules/funds/rechargeWithdraw/recharge.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ErrorCode } from '@oms/api-client';
import { createTestApp, opsLogin, ssoLogin, type TestApp } from '../support/testApp.ts';

let t: TestApp;
let ops: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ops = await opsLogin(t.app);
});
afterAll(() => t?.close());

const call = async (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  (await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })).json();

async function frozenWithdrawal(fen: number): Promise<{ no: string; tenant: number }> {
  const seller = await t.database.db.execute<{ id: number }>(
    sql`select id from accounts where username = 'seller' and parent_id is null`,
  );
  const tenant = Number(seller.rows[0]!.id);
  const no = `TX${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await t.database.db.transaction((tx) => bookPaidRecharge(tx, t.funds.ledger, tenant, fen));
  await t.database.db.execute(
    sql`insert into withdrawals (withdraw_no, tenant_id, applied_by, fen, alipay_account, real_name) values (${no}, ${tenant}, ${tenant}, ${fen}, '13800138000', '张小鹿')`,
  );
  await t.database.db.transaction((tx) =>
    t.funds.ledger.post(tx, {
      tenantId: tenant,
      billType: 'WITHDRAWAL',
      direction: 'OUT',
      document: { kind: 'WITHDRAWAL', no },
      operator: { id: tenant, name: 'seller' },
      idempotencyKey: `withdraw:${no}:apply`,
      entries: [
        { account: 'available', fen: -fen },
        { account: 'frozen', fen },
      ],
    }),
  );
  return { no, tenant };
}

describe('/ops (平台财务)', () => {
  it('signs operators in only: a wrong password is 40011, a tenant session is not an operator', async () => {
    expect((await call('POST', '/api/ops/login', {}, { username: 'ops', password: 'wrong' })).errorCode).toBe(
      ErrorCode.BAD_CREDENTIALS,
    );
    expect(
      (await call('POST', '/api/ops/login', {}, { username: 'nobody', password: 'ops123' })).errorCode,
    ).toBe(ErrorCode.BAD_CREDENTIALS);
    const seller = await ssoLogin(t.app, 'seller', 'seller123');
    expect((await call('GET', '/api/ops/reconcile', seller.headers)).errorCode).toBe(ErrorCode.NOT_SIGNED_IN);
    const page = await t.app.inject({ method: 'GET', url: '/ops' });
    expect(page.body).toContain('运营人员登录');
    expect(page.body).not.toMatch(/<script>(?!<)/);
  });

  it('roles: 客服 and 运营 reach their own tabs only (40300 for the money desk); 财务 as before', async () => {
    const signIn = async (username: string) =>
      (await call('POST', '/api/ops/login', {}, { username, password: `${username}123` })).data;
    expect(await signIn('ops')).toMatchObject({ name: '平台财务', role: 'FINANCE' });
    expect(await signIn('kefu')).toMatchObject({ role: 'SUPPORT' });
    expect(await signIn('yunying')).toMatchObject({ role: 'OPERATIONS' });
    const kefu = await opsLogin(t.app, 'kefu');
    const yunying = await opsLogin(t.app, 'yunying');
    const refused = { errorCode: ErrorCode.FORBIDDEN, errorMsg: '当前运营角色无权操作' };
    for (const who of [kefu, yunying]) {
      expect(await call('GET', '/api/ops/reconcile', who)).toMatchObject(refused);
      expect(await call('POST', '/api/ops/withdrawals/page', who, {})).toMatchObject(refused);
      expect(await call('POST', '/api/ops/adjust', who, {})).toMatchObject(refused);
    }
    expect((await call('GET', '/api/ops/appeals', kefu)).errorCode).toBe(0);
    expect(await call('GET', '/api/ops/collects/priceCheck', kefu)).toMatchObject(refused);
    expect((await call('GET', '/api/ops/collects/priceCheck', yunying)).errorCode).toBe(0);
    expect(await call('GET', '/api/ops/appeals', yunying)).toMatchObject(refused);
    expect((await call('GET', '/api/ops/reconcile', ops)).errorCode).toBe(0);
    // the desk shows each tab's roles; the page hides the others after sign-in
    const page = await t.app.inject({ method: 'GET', url: '/ops' });
    expect(page.body).toContain('data-tab="appeals" data-roles="FINANCE SUPPORT"');
  });

  it('approves a withdrawal above ¥5,000 (打款中) and rejects another, whose money goes back', async () => {
    const big = await frozenWithdrawal(600_000);
    const list = await call('POST', '/api/ops/withdrawals/page', ops, { state: 'REVIEWING' });
    expect(list.data.map((w: { withdrawNo: string }) => w.withdrawNo)).toContain(big.no);
    const approved = await call('POST', `/api/ops/withdrawals/${big.no}/approve`, ops);
    expect(approved.data).toMatchObject({ state: 'PAYING', reviewedBy: '平台财务' });
    expect((await call('POST', `/api/ops/withdrawals/${big.no}/approve`, ops)).errorCode).toBe(
      ErrorCode.CONFLICT,
    );
    const other = await frozenWithdrawal(700_000);
    const rejected = await call('POST', `/api/ops/withdrawals/${other.no}/reject`, ops, {
      reason: '账户信息待核实',
    });
    expect(rejected.data).toMatchObject({ state: 'REJECTED', reason: '账户信息待核实' });
    const bills = await t.database.db.execute<{ direction: string; memo: string }>(
      sql`select direction, memo from ledger_bills_v1 where document_no = ${other.no} order by id`,
    );
    expect(bills.rows.map((b) => b.direction)).toEqual(['OUT', 'IN']);
    expect(bills.rows[1]!.memo).toContain('账户信息待核实');
  });

  it('拿退货权限: nobody has it by default; /ops 开通 and 关闭 it with a reason, each change audited, and the tenant’s calls follow', async () => {
    // A new main account, as the platform makes them: no 拿退货.
    const made = await t.database.db.execute<{ id: number; manual_delivery: boolean }>(sql`
      insert into accounts (kind, username, password_hash) select 'seller', 'newshop', password_hash from accounts where username = 'seller' and parent_id is null
      returning id, manual_delivery`);
    expect(made.rows[0]!.manual_delivery).toBe(false);
    const shop = await ssoLogin(t.app, 'newshop', 'seller123');
    const permission = async () =>
      (await call('GET', '/api/b2/order/manual/delivery/permission', shop.headers)).data;
    const customGoods = async () =>
      (await call('POST', '/api/b2/goods/custom/page', shop.headers, { pageNum: 1, pageSize: 20 })).errorCode;
    expect(await permission()).toBe('0');
    expect(await customGoods()).toBe(ErrorCode.FORBIDDEN);

    const listed = await call('POST', '/api/ops/manualDelivery/page', ops, { keyword: 'newshop' });
    expect(listed.data).toEqual([
      {
        username: 'newshop',
        kind: 'seller',
        manualDelivery: false,
        changedAt: null,
        changedBy: null,
        reason: null,
      },
    ]);
    expect(
      (await call('POST', '/api/ops/manualDelivery/set', ops, { username: 'newshop', on: true, reason: '' }))
        .data.field,
    ).toBe('reason');
    expect(
      (
        await call('POST', '/api/ops/manualDelivery/set', ops, {
          username: 'noSuchShop',
          on: true,
          reason: '签约',
        })
      ).errorCode,
    ).toBe(ErrorCode.NOT_FOUND);

    const granted = await call('POST', '/api/ops/manualDelivery/set', ops, {
      username: 'NewShop',
      on: true,
      reason: '已签拿退货协议',
    });
    expect(granted.data).toMatchObject({
      username: 'newshop',
      manualDelivery: true,
      changedBy: '平台财务',
      reason: '已签拿退货协议',
    });
    expect(await permission()).toBe('1');
    expect(await customGoods()).toBe(0);
    // Granting what is granted writes nothing new.
    await call('POST', '/api/ops/manualDelivery/set', ops, {
      username: 'newshop',
      on: true,
      reason: '再点一次',
    });

    const revoked = await call('POST', '/api/ops/manualDelivery/set', ops, {
      username: 'newshop',
      on: false,
      reason: '协议到期',
    });
    expect(revoked.data).toMatchObject({ manualDelivery: false, reason: '协议到期' });
    expect(await permission()).toBe('0');
    expect(await customGoods()).toBe(ErrorCode.FORBIDDEN);
    const audit = await t.database.db.execute<{ action: string; reason: string; operator_name: string }>(sql`
      select action, reason, operator_name from operator_actions where tenant_id = ${made.rows[0]!.id} order by id`);
    expect(audit.rows).toEqual([
      { action: 'GRANT_MANUAL_DELIVERY', reason: '已签拿退货协议', operator_name: '平台财务' },
      { action: 'REVOKE_MANUAL_DELIVERY', reason: '协议到期', operator_name: '平台财务' },
    ]);
    // A tenant's session is no operator.
    expect(
      (
        await call('POST', '/api/ops/manualDelivery/set', shop.headers, {
          username: 'newshop',
          on: true,
          reason: 'x',
        })
      ).errorCode,
    ).toBe(ErrorCode.NOT_SIGNED_IN);
  });

  it('调账 moves money with its reason once per key; reconcile then still ties', async () => {
    const headers = { ...ops, 'idempotency-key': `ops-test-${Date.now()}` };
    const before = await t.database.db.execute<{ balance: number }>(
      sql`select balance from ledger_accounts a join accounts t on t.id = a.tenant_id where t.username = 'purchaser' and t.parent_id is null and a.code = 'available'`,
    );
    const a = await call('POST', '/api/ops/adjust', headers, {
      username: 'purchaser',
      billType: 'OFFLINE_REFUND',
      fen: 2_500,
      reason: '线下退款：档口少发一件',
    });
    const b = await call('POST', '/api/ops/adjust', headers, {
      username: 'purchaser',
      billType: 'OFFLINE_REFUND',
      fen: 2_500,
      reason: '线下退款：档口少发一件',
    });
    expect(b.data.transactionId).toBe(a.data.transactionId);
    expect(a.data.availableAfterFen).toBe(Number(before.rows[0]!.balance) + 2_500);
    const tooMuch = await call(
      'POST',
      '/api/ops/adjust',
      { ...ops, 'idempotency-key': `ops-test-big-${Date.now()}` },
      {
        username: 'purchaser',
        billType: 'OTHER',
        fen: -100_000_000,
        reason: '扣款',
      },
    );
    expect(tooMuch.errorCode).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    const report = await call('GET', '/api/ops/reconcile', ops);
    expect(report.data.ok).toBe(true);
    expect(report.data.checks.length).toBeGreaterThanOrEqual(7);
  });

  it('待核价: staff price a 手动报单 the market does not list — placed unpaid at those prices, once; or turn it down', async () => {
    const db = t.database.db;
    const seller = await db.execute<{ id: number }>(
      sql`select id from accounts where username = 'seller' and parent_id is null`,
    );
    const tenant = Number(seller.rows[0]!.id);
    const key = `ops-price-${Date.now()}`;
    const record = async (n: number) =>
      Number(
        (
          await db.execute<{ id: string }>(sql`
            insert into daifa_collects (tenant_id, account_id, state, receiver_name, receiver_phone, area_code, receiver_address,
                                        lines, courier_code, request_key, reason, submitted_at)
            values (${tenant}, ${tenant}, 'PRICE_CHECK', '王五', '13912345678', '440305', '科技园科苑路 15 号',
                    '[{"stall":"新开档口 9楼","articleNo":"ZZ-404","color":"黑色","size":"M","qty":2}]', 'ZTO', ${`${key}:${n}`},
                    '第1款：市场未收录「新开档口 9楼 ZZ-404」，待核价', now())
            returning id`)
        ).rows[0]!.id,
      );
    const priced = await record(0);
    const refused = await record(1);
    const list = await call('GET', '/api/ops/collects/priceCheck', ops);
    expect(list.data.find((c: { id: number }) => c.id === priced)).toMatchObject({
      tenant: 'seller',
      receiverRegion: '广东省 深圳市 南山区',
      lines: [{ stall: '新开档口 9楼', articleNo: 'ZZ-404', color: '黑色', size: 'M', qty: 2 }],
    });
    // a price per line, or nothing happens
    expect((await call('POST', `/api/ops/collects/${priced}/price`, ops, { lines: [] })).errorCode).toBe(
      ErrorCode.INVALID_INPUT,
    );

    const answer = await call('POST', `/api/ops/collects/${priced}/price`, ops, {
      lines: [{ priceFen: 4550 }],
    });
    expect(answer.errorCode).toBe(0);
    const order = await db.execute<{ status: string; goods_fen: number; source: string }>(
      sql`select status, goods_fen, source from daifa_orders where order_no = ${answer.data.orderNo}`,
    );
    expect(order.rows[0]).toEqual({ status: 'WAITING_PAYMENT', goods_fen: 9100, source: 'COLLECT' });
    const placed = await db.execute<{ state: string; order_no: string }>(
      sql`select state, order_no from daifa_collects where id = ${priced}`,
    );
    expect(placed.rows[0]).toEqual({ state: 'PLACED', order_no: answer.data.orderNo });
    expect(
      (await call('POST', `/api/ops/collects/${priced}/price`, ops, { lines: [{ priceFen: 4550 }] }))
        .errorCode,
    ).toBe(40900);

    expect(
      (await call('POST', `/api/ops/collects/${refused}/reject`, ops, { reason: '档口已搬走，联系不上' }))
        .errorCode,
    ).toBe(0);
    const failed = await db.execute<{ state: string; reason: string }>(
      sql`select state, reason from daifa_collects where id = ${refused}`,
    );
    expect(failed.rows[0]!.state).toBe('FAILED');
    expect(failed.rows[0]!.reason).toMatch(/^平台核价：档口已搬走，联系不上（/);
    // a seller's session is not staff
    const sellerSession = await ssoLogin(t.app, 'seller', 'seller123');
    expect((await call('GET', '/api/ops/collects/priceCheck', sellerSession.headers)).errorCode).toBe(10000);
  });
});
