import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, purchaserLogin, type Session, type TestApp } from '../support/testApp.ts';

// The demo's 售后 sub-account (purchaser:shouhou): the after-sale pages and 平台代发设置, nothing else.
let t: TestApp;
let shouhou: Session;
beforeAll(async () => {
  t = await createTestApp({ exposeCaptchaAnswer: true });
  shouhou = await purchaserLogin(t.app, 'purchaser:shouhou', 'shouhou123');
});
afterAll(() => t.close());

const ask = async (method: 'GET' | 'POST', url: string, payload?: object) =>
  (await t.app.inject({ method, url, headers: shouhou.headers, ...(payload ? { payload } : {}) })).json();

describe('purchaser:shouhou (role 售后)', () => {
  it('opens 售后订单, 问题件, 无头件 and 自动售后设置 of the purchaser, and is refused money and orders', async () => {
    expect((await ask('POST', '/api/b2/aftersale/orders/page', {})).errorCode).toBe(0);
    const problems = await ask('POST', '/api/b2/afterSales/post/problem/page', {});
    // the purchaser's 120 待处理 问题件 are this account's work too
    expect(problems.data.tabs.WAITING_PROCESS).toBeGreaterThanOrEqual(100);
    expect((await ask('POST', '/api/b2/afterSales/headless/page', { headlessType: 1 })).errorCode).toBe(0);
    expect((await ask('GET', '/api/b2/setting/autoAfterSale')).errorCode).toBe(0);
    expect((await ask('GET', '/api/b2/funds/overview')).errorCode).toBe(40300);
    expect((await ask('POST', '/api/b2/daifa/order/page', {})).errorCode).toBe(40300);
  });
});
