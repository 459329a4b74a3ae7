import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { awaitingReplenish } from './support/replenishFixture.ts';
import { codeOf, createTestApp, purchaserLogin, ssoLogin, type Session, type TestApp } from './support/testApp.ts';

let t: TestApp;
let seller: Session;
let purchaser: Session;
beforeAll(async () => {
  t = await createTestApp({ exposeCaptchaAnswer: true });
  seller = await ssoLogin(t.app, 'seller', 'seller123');
  purchaser = await purchaserLogin(t.app, 'purchaser', 'purchaser123');
});
afterAll(() => t.close());

const call = (s: Session, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: s.headers, ...(payload ? { payload } : {}) });

describe('shell counts come from the database', () => {
  it('unread messages, 问题件 and 待补款 per tenant', async () => {
    expect((await call(seller, 'POST', '/api/b2/message/unread/count', {})).json().data).toBe(3);
    expect((await call(seller, 'GET', '/api/b2/afterSales/post/problemGood/nearTime/num')).json().data).toBe(5);
    expect((await call(purchaser, 'GET', '/api/b2/afterSales/post/problemGood/nearTime/num')).json().data).toBe(120);
    expect((await call(seller, 'POST', '/api/home/replenish/waitingPayment/statistics', {})).json().data).toEqual({ waitingCount: 0 });
    await awaitingReplenish(t.database.db, t.funds.ledger, seller.userId, [
      { replenishNo: `BK${Date.now()}1`, fen: 500 },
      { replenishNo: `BK${Date.now()}2`, fen: 800 },
    ]);
    expect((await call(seller, 'POST', '/api/home/replenish/waitingPayment/statistics', {})).json().data).toEqual({ waitingCount: 2 });
    expect((await call(purchaser, 'POST', '/api/home/replenish/waitingPayment/statistics', {})).json().data).toEqual({ waitingCount: 0 });
    await t.database.db.execute(sql`update problem_parcels set state = 'DISCARD' where tenant_id = ${seller.userId}`);
    expect((await call(seller, 'GET', '/api/b2/afterSales/post/problemGood/nearTime/num')).json().data).toBe(0);
  });

  it('only recent 问题件 count', async () => {
    await t.database.db.execute(sql`update problem_parcels set created_at = now() - interval '31 days'
      where id in (select id from problem_parcels where tenant_id = ${purchaser.userId} limit 20)`);
    expect((await call(purchaser, 'GET', '/api/b2/afterSales/post/problemGood/nearTime/num')).json().data).toBe(100);
  });

  it('a sub-account without 问题件 cannot read its count', async () => {
    const picker = await purchaserLogin(t.app, 'purchaser:picker', 'picker123');
    expect(codeOf(await call(picker, 'GET', '/api/b2/afterSales/post/problemGood/nearTime/num'))).toBe(40300);
  });

  it('ERP and platform-setting tour flags', async () => {
    expect((await call(seller, 'POST', '/api/b2/purchaser/assigned/existErp', {})).json().data).toBe(false);
    expect((await call(purchaser, 'POST', '/api/b2/purchaser/assigned/existErp', {})).json().data).toBe(true);
    expect((await call(seller, 'GET', '/api/b2/purchaser/area/needPlatformSettingPopup')).json().data).toBe(true);
  });
});

describe('shop-authorisation popup', () => {
  it('lists expired shops and those expiring within 5 days, soonest first, leftDays never negative', async () => {
    const rows = (await call(seller, 'POST', '/api/b2/takePopup/getShopAuthPopup', {})).json().data;
    expect(rows.map((r: { name: string }) => r.name)).toEqual(['小鹿女装旗舰店', '小鹿女装拼多多店']);
    expect(rows[0]).toMatchObject({ type: 'TAOBAO', leftDays: 0, ifExpire: true });
    // 3.5 days left: 4天
    expect(rows[1]).toMatchObject({ type: 'PDD', leftDays: 4, ifExpire: false });
  });

  it('“do not remind” hides the shop for good, and only for its own tenant', async () => {
    const rows = (await call(seller, 'POST', '/api/b2/takePopup/getShopAuthPopup', {})).json().data;
    const pdd = rows.find((r: { type: string }) => r.type === 'PDD');
    expect(codeOf(await call(purchaser, 'POST', '/api/b2/takePopup/markNotShopPopup', { id: pdd.id }))).toBe(40400);
    expect(codeOf(await call(seller, 'POST', '/api/b2/takePopup/markNotShopPopup', { id: pdd.id }))).toBe(0);
    const after = (await call(seller, 'POST', '/api/b2/takePopup/getShopAuthPopup', {})).json().data;
    expect(after.map((r: { name: string }) => r.name)).toEqual(['小鹿女装旗舰店']);
  });
});

describe('tracking', () => {
  it('records the page view under the caller, whatever sellerUserId the body claims', async () => {
    const res = await call(seller, 'POST', '/api/system/tracking', {
      sellerUserId: 999,
      beforePage: '/home',
      currentPage: '/order/orderList',
      pageChannel: 'console',
      httpStatus: 200,
      host: 'localhost',
      platformType: 'e3e3',
    });
    expect(codeOf(res)).toBe(0);
    const rows = (await t.database.db.execute(sql`select account_id, before_page, current_page from tracking_events`)).rows;
    expect(rows).toEqual([{ account_id: seller.userId, before_page: '/home', current_page: '/order/orderList' }]);
  });
});

describe('days left of a shop authorisation', () => {
  it('a fresh 30-day authorisation is 30天; part of a day counts; past is 0', async () => {
    const { leftDaysOf } = await import('../src/modules/shops/shopState.ts');
    const now = new Date('2026-11-28T02:00:00Z');
    const at = (ms: number) => new Date(now.getTime() + ms);
    expect(leftDaysOf(at(30 * 86_400_000 - 5_000), now)).toBe(30);
    expect(leftDaysOf(at(3_600_000), now)).toBe(1);
    expect(leftDaysOf(at(-1), now)).toBe(0);
  });
});
