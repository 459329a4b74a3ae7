import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, purchaserLogin, ssoLogin, type Session, type TestApp } from '../support/testApp.ts';
import { dayFigures, recordDay } from '../../src/modules/home/homeFigures.ts';
import { closeHomeDays } from '../../src/modules/home/closeHomeDays.ts';
import { addDays, shanghaiDay } from '../../src/modules/home/homeDays.ts';

let t: TestApp;
let seller: Session;
let purchaser: Session;
let clerk: Session;
beforeAll(async () => {
  t = await createTestApp({ exposeCaptchaAnswer: true });
  seller = await ssoLogin(t.app, 'seller', 'seller123');
  purchaser = await purchaserLogin(t.app, 'purchaser', 'purchaser123');
  // a clerk who may open 工作台 and 我的余额 only
  const role = await t.app.inject({
    method: 'POST',
    url: '/api/b2/purchaser/role/add',
    headers: purchaser.headers,
    payload: { roleName: '前台', permissionCodes: ['/home', '/funds/balance'] },
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/b2/purchaser/user/add',
    headers: purchaser.headers,
    payload: { username: 'clerk', password: 'clerk123', subUsername: '前台', roleIds: [role.json().data.id] },
  });
  clerk = await purchaserLogin(t.app, 'purchaser:clerk', 'clerk123');
});
afterAll(() => t.close());

const call = async (s: Session, method: 'GET' | 'POST', url: string, payload?: object) =>
  (await t.app.inject({ method, url, headers: s.headers, ...(payload ? { payload } : {}) })).json();

const parcelAt = (tenantId: number, at: string, no: string) =>
  t.database.db
    .execute(sql`insert into problem_parcels (tenant_id, parcel_no, problem_type, state, created_at)
    values (${tenantId}, ${no}, '快递退回', 'WAITING_PROCESS', ${at}::timestamptz)`);

describe('工作台', () => {
  it('counts the Shanghai day: 23:59:59 is yesterday, 00:00:00 today', async () => {
    const tenant = seller.userId;
    const before30 = (await dayFigures(t.database.db, tenant, '2026-11-30')).problems;
    const before01 = (await dayFigures(t.database.db, tenant, '2026-12-01')).problems;
    await parcelAt(tenant, '2026-11-30T23:59:59.999+08:00', 'MIDNIGHT-1');
    await parcelAt(tenant, '2026-12-01T00:00:00+08:00', 'MIDNIGHT-2');
    await parcelAt(tenant, '2026-11-30T16:00:00Z', 'MIDNIGHT-3'); // the same instant as 00:00 Shanghai
    expect((await dayFigures(t.database.db, tenant, '2026-11-30')).problems).toBe(before30 + 1);
    expect((await dayFigures(t.database.db, tenant, '2026-12-01')).problems).toBe(before01 + 2);
    expect(shanghaiDay(new Date('2026-11-30T15:59:59Z'))).toBe('2026-11-30');
    expect(shanghaiDay(new Date('2026-11-30T16:00:00Z'))).toBe('2026-12-01');
  });

  it('shows today against yesterday as recorded; live figures are as they stand', async () => {
    const today = shanghaiDay(new Date());
    const yesterday = addDays(today, -1);
    await recordDay(t.database.db, seller.userId, yesterday, {
      orders: 7,
      paid: 5,
      paidFen: 23_400,
      sent: 4,
      afterSales: 1,
      problems: 2,
      waitTake: 9,
      balanceFen: 120_000,
      replenish: 1,
      replenishFen: 500,
    });
    const data = (await call(seller, 'POST', '/api/home/data')).data;
    expect(data.day).toBe(today);
    expect(data.figures.map((f: { key: string }) => f.key)).toEqual([
      'ORDERS',
      'PAID',
      'WAIT_TAKE',
      'SENT',
      'AFTER_SALE',
      'PROBLEM',
      'BALANCE',
      'REPLENISH',
    ]);
    const byKey = Object.fromEntries(data.figures.map((f: { key: string }) => [f.key, f]));
    expect(byKey.ORDERS.yesterday).toBe(7);
    expect(byKey.PAID).toMatchObject({ yesterday: 5, yesterdayFen: 23_400 });
    expect(byKey.BALANCE.yesterday).toBe(120_000);
    // 待补款 live: one asked now shows today
    const waiting = Number(
      (
        await t.database.db.execute<{ n: string }>(
          sql`select count(*) as n from replenish_requests where tenant_id = ${seller.userId} and state = 'WAITING_PAYMENT'`,
        )
      ).rows[0]!.n,
    );
    expect(byKey.REPLENISH.today).toBe(waiting);
  });

  it('leaves out what the caller may not open (absent, not 0); without 工作台 nothing', async () => {
    const data = (await call(clerk, 'POST', '/api/home/data')).data;
    expect(data.figures.map((f: { key: string }) => f.key)).toEqual(['BALANCE']);
    expect((await call(clerk, 'GET', '/api/home/todo')).data).toEqual([]);
    const finance = await purchaserLogin(t.app, 'purchaser:finance', 'finance123');
    expect((await call(finance, 'POST', '/api/home/data')).errorCode).toBe(40300);
  });

  it('lists the to-do cards with the list each opens', async () => {
    const todos = (await call(seller, 'GET', '/api/home/todo')).data as {
      key: string;
      link: string;
      count: number;
    }[];
    const links = Object.fromEntries(todos.map((x) => [x.key, x.link]));
    expect(links.WAIT_PAY).toBe('/order/daifaOrderList?tab=WAIT_PAY');
    expect(links.REPLENISH).toBe('/funds/transferRecord');
    expect(links.HOLD).toBe('/order/orderList?tab=HOLD');
    expect(links.AFTER_SALE_PENDING).toBe('/afterSale/afterSaleList?tab=SHOP_PENDING');
    expect(links.UNLINKED).toBe('/goods/association?tab=UNLINKED&waiting=1');
    const problems = todos.find((x) => x.key === 'PROBLEM')!;
    const count = (await call(seller, 'GET', '/api/b2/afterSales/post/problemGood/nearTime/num')).data;
    expect(problems.count).toBe(count);
  });

  it('draws 近7天 and 近30天 from the closed days, today live', async () => {
    const trend = (await call(seller, 'POST', '/api/home/trend', { days: 7 })).data;
    expect(trend).toHaveLength(7);
    const today = shanghaiDay(new Date());
    expect(trend[6].day).toBe(today);
    expect(trend[5]).toMatchObject({ day: addDays(today, -1), orders: 7, paid: 5, paidFen: 23_400, sent: 4 });
    expect(trend[6].orders).not.toBeNull();
    expect((await call(seller, 'POST', '/api/home/trend', { days: 30 })).data).toHaveLength(30);
    expect((await call(seller, 'POST', '/api/home/trend', { days: 9 })).errorMsg).toBe(
      '只能查看近7天或近30天',
    );
  });

  it('closes yesterday for every tenant at 00:05 with the live figures of that moment', async () => {
    const now = new Date('2026-12-05T16:05:00Z'); // 00:05 on 12-06 in Shanghai
    const closed = await closeHomeDays(t.database.db, now);
    expect(closed).toBeGreaterThanOrEqual(2);
    const [row] = (
      await t.database.db.execute<{ figures: Record<string, number> }>(sql`
        select figures from home_daily where tenant_id = ${purchaser.userId} and day = '2026-12-05'`)
    ).rows;
    expect(Object.keys(row!.figures).sort()).toEqual(
      [
        'afterSales',
        'balanceFen',
        'orders',
        'paid',
        'paidFen',
        'problems',
        'replenish',
        'replenishFen',
        'sent',
        'waitTake',
      ].sort(),
    );
  });
});
