import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PlatformStandIn } from '@oms/platform-standin';
import { createTestApp, ssoLogin, type Session, type TestApp } from '../support/testApp.ts';
import { tenantIdOf } from '../support/shopFixtures.ts';
import { authorisedShop, shopRow, startTestStandIn } from '../support/standIn.ts';
import { syncShop, type SyncDeps } from '../../src/modules/shops/sync/syncShop.ts';
import { provisionDemoShops } from '../../src/modules/shops/demo/demoShops.ts';

let t: TestApp;
let standIn: PlatformStandIn;
let deps: SyncDeps;
let sellerId: number;
let seller: Session;
const waits: number[] = [];

beforeAll(async () => {
  const platforms = await startTestStandIn();
  standIn = platforms.standIn;
  t = await createTestApp({}, { adapterFor: platforms.adapterFor });
  // Rate-limit waits are recorded, not slept, so the test is fast and can see them.
  deps = { ...t.shops.syncDeps, pageSize: 50, sleep: async (ms) => void waits.push(ms) };
  sellerId = await tenantIdOf(t.database.db, 'seller');
  seller = await ssoLogin(t.app, 'seller', 'seller123');
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const ordersOf = async (shopId: number) =>
  Number(
    (
      await t.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from shop_orders where shop_id = ${shopId}`,
      )
    ).rows[0]!.n,
  );
const logsOf = async (shopId: number) =>
  (
    await t.database.db.execute<{ result: string; created: number; updated: number; error: string | null }>(
      sql`select result, created, updated, error from shop_sync_logs where shop_id = ${shopId} order by id`,
    )
  ).rows;

describe('shop sync against the platform stand-in', () => {
  it('pulls every order once; a re-sync of the same window writes nothing', async () => {
    const { shop } = await authorisedShop(t, standIn, sellerId, {
      channel: 'TAOBAO',
      ordersTotal: 230,
      historyDays: 5,
      shopName: '同步测试淘宝店',
    });
    const first = await syncShop(deps, shop.id, 'MANUAL');
    expect(first).toMatchObject({ state: 'OK', created: 230, updated: 0 });
    expect(await ordersOf(shop.id)).toBe(230);
    const again = await syncShop(deps, shop.id, 'MANUAL');
    expect(again).toMatchObject({ state: 'OK', created: 0, updated: 0 });
    // Moving the cursor back to the start re-reads everything and still changes nothing.
    await t.database.db.execute(
      sql`update shops set sync_since = sync_since - interval '30 days', sync_cursor = null where id = ${shop.id}`,
    );
    expect(await syncShop(deps, shop.id, 'MANUAL')).toMatchObject({
      state: 'OK',
      created: 0,
      updated: 0,
      unchanged: 230,
    });
    expect((await logsOf(shop.id)).map((l) => l.result)).toEqual(['OK', 'OK', 'OK']);
  });

  it('pulls the shop’s refunds as 店铺售后 with their orders, each once and linked to its line; the feed has its own place', async () => {
    const { shop, provisioned } = await authorisedShop(t, standIn, sellerId, {
      channel: 'TAOBAO',
      ordersTotal: 400,
      historyDays: 20,
      shopName: '同步测试售后店',
    });
    // what the platform's refunds feed holds for the shop, read page by page
    const feed: { refund_id: string; status: string; oid: string | null }[] = [];
    for (let cursor: string | null = null; ;) {
      const query = new URLSearchParams({ since: '2000-01-01T00:00:00Z', page_size: '100' });
      if (cursor) query.set('cursor', cursor);
      const page = (await (
        await fetch(`${standIn.url}/taobao/refunds/changed?${query}`, {
          headers: { authorization: `Bearer ${provisioned.accessToken}` },
        })
      ).json()) as { refunds: typeof feed; next_cursor: string | null };
      feed.push(...page.refunds);
      if (!page.next_cursor) break;
      cursor = page.next_cursor;
    }
    expect(feed.length).toBeGreaterThan(3);
    expect(await syncShop(deps, shop.id, 'MANUAL')).toMatchObject({ state: 'OK' });
    const rows = await t.database.db.execute<{
      refund_id: string;
      status: string;
      linked: boolean;
      raw_status: string;
      updated_at: string;
    }>(sql`
      select refund_id, status, shop_order_line_id is not null as linked, raw->>'status' as raw_status,
             updated_at::text
        from shop_after_sales where shop_id = ${shop.id} order by refund_id`);
    expect(rows.rows.map((r) => [r.refund_id, r.status])).toEqual(
      feed.map((r) => [r.refund_id, r.status]).sort((a, b) => (a[0]! < b[0]! ? -1 : 1)),
    );
    expect(rows.rows.every((r) => r.linked && r.raw_status === r.status)).toBe(true);
    // 淘宝's own words are kept beside the normalised status
    const worded = await t.database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from shop_after_sales where shop_id = ${shop.id} and raw->>'tb_status' is not null`);
    expect(Number(worded.rows[0]!.n)).toBe(rows.rows.length);
    expect((await shopRow(t, shop.id)).refundSince).not.toBeNull();
    // again: nothing newer, nothing written
    await syncShop(deps, shop.id, 'MANUAL');
    const again = await t.database.db.execute<{ updated_at: string }>(
      sql`select updated_at::text from shop_after_sales where shop_id = ${shop.id} order by refund_id`,
    );
    expect(again.rows.map((r) => r.updated_at)).toEqual(rows.rows.map((r) => r.updated_at));
  });

  it('a 5xx fails the run with a Chinese log line and the next run recovers from the cursor', async () => {
    const { shop, provisioned } = await authorisedShop(t, standIn, sellerId, {
      channel: 'JD',
      ordersTotal: 120,
      historyDays: 3,
    });
    standIn.control.addFault({ channel: 'JD', shopId: provisioned.shopId, kind: '5xx', times: 1 });
    expect(await syncShop(deps, shop.id, 'SCHEDULE')).toMatchObject({
      state: 'FAILED',
      transient: true,
      error: '平台接口异常，稍后自动重试',
    });
    expect((await shopRow(t, shop.id)).lastSyncResult).toBe('FAILED');
    expect(await syncShop(deps, shop.id, 'SCHEDULE')).toMatchObject({ state: 'OK', created: 120 });
    expect((await logsOf(shop.id)).map((l) => [l.result, l.error])).toEqual([
      ['FAILED', '平台接口异常，稍后自动重试'],
      ['OK', null],
    ]);
  });

  it('a timeout fails the run as transient; nothing half-written', async () => {
    const { shop, provisioned } = await authorisedShop(t, standIn, sellerId, {
      channel: 'WEIDIAN',
      ordersTotal: 80,
      historyDays: 3,
    });
    // Let the first page through, then hang the second.
    await syncShop({ ...deps, pageSize: 50 }, shop.id, 'SCHEDULE').then(async () => {
      await t.database.db.execute(
        sql`update shops set sync_since = sync_since - interval '30 days', sync_cursor = null where id = ${shop.id}`,
      );
    });
    standIn.control.addFault({ shopId: provisioned.shopId, kind: 'timeout', times: 1 });
    const outcome = await syncShop(deps, shop.id, 'SCHEDULE');
    expect(outcome).toMatchObject({ state: 'FAILED', transient: true, error: '平台接口超时，稍后自动重试' });
    expect(await ordersOf(shop.id)).toBe(80);
    expect(await syncShop(deps, shop.id, 'SCHEDULE')).toMatchObject({ state: 'OK', created: 0 });
  });

  it('honours 429: waits as told and finishes in the same run', async () => {
    const { shop, provisioned } = await authorisedShop(t, standIn, sellerId, {
      channel: 'TIKTOK',
      ordersTotal: 60,
      historyDays: 2,
    });
    standIn.control.addFault({ shopId: provisioned.shopId, kind: '429', times: 2 });
    waits.length = 0;
    expect(await syncShop(deps, shop.id, 'SCHEDULE')).toMatchObject({ state: 'OK', created: 60 });
    expect(waits).toHaveLength(2);
    expect(waits.every((ms) => ms >= 100)).toBe(true);
  });

  it('an expired access token is refreshed and the run goes on', async () => {
    const { shop, provisioned } = await authorisedShop(t, standIn, sellerId, {
      channel: 'KUAISHOU',
      ordersTotal: 40,
      historyDays: 2,
    });
    const before = (await shopRow(t, shop.id)).accessTokenSealed;
    standIn.control.addFault({ shopId: provisioned.shopId, kind: 'token_expired', times: 1 });
    expect(await syncShop(deps, shop.id, 'SCHEDULE')).toMatchObject({ state: 'OK', created: 40 });
    const after = await shopRow(t, shop.id);
    expect(after.accessTokenSealed).not.toBe(before);
    expect(t.shops.seal.open(after.accessTokenSealed!)).not.toBe(provisioned.accessToken);
  });

  it('a revoked authorisation marks the shop 已过期 and feeds the expiry popup', async () => {
    const { shop, provisioned } = await authorisedShop(t, standIn, sellerId, {
      channel: 'PDD',
      ordersTotal: 10,
      historyDays: 1,
      shopName: '被撤销的店',
    });
    standIn.control.addFault({ shopId: provisioned.shopId, kind: 'revoked', times: 5 });
    await t.database.db.execute(sql`update shops set access_expires_at = now() where id = ${shop.id}`);
    expect(await syncShop(deps, shop.id, 'SCHEDULE')).toMatchObject({
      state: 'FAILED',
      transient: false,
      error: '店铺授权已失效，请重新授权',
    });
    expect((await shopRow(t, shop.id)).authState).toBe('EXPIRED');
    const popup = await t.app.inject({
      method: 'POST',
      url: '/api/b2/takePopup/getShopAuthPopup',
      headers: seller.headers,
      payload: {},
    });
    expect(popup.json().data).toContainEqual(
      expect.objectContaining({ id: shop.id, name: '被撤销的店', ifExpire: true }),
    );
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/b2/shop/list',
      headers: seller.headers,
      payload: {},
    });
    expect(list.json().data).toContainEqual(
      expect.objectContaining({
        id: shop.id,
        authState: 'EXPIRED',
        lastSyncError: '店铺授权已失效，请重新授权',
      }),
    );
    // An expired shop is not synced until authorised again.
    expect(await syncShop(deps, shop.id, 'SCHEDULE')).toEqual({ state: 'SKIPPED', reason: 'not_authorized' });
  });

  it('one sync of a shop at a time: a second run while the first holds the lease is skipped', async () => {
    const { shop } = await authorisedShop(t, standIn, sellerId, {
      channel: 'OTHER',
      ordersTotal: 150,
      historyDays: 2,
    });
    const [a, b] = await Promise.all([
      syncShop({ ...deps, owner: 'process-a' }, shop.id, 'SCHEDULE'),
      syncShop({ ...deps, owner: 'process-b' }, shop.id, 'SCHEDULE'),
    ]);
    const outcomes = [a, b].map((o) => o.state).sort();
    expect(outcomes).toEqual(['OK', 'SKIPPED']);
    expect(await ordersOf(shop.id)).toBe(150);
  });
});

describe('authorising a shop through the platform', () => {
  it('start → the platform’s page → back with a code → the shop is 已授权 and syncing', async () => {
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/b2/shop/authorize/start',
      headers: seller.headers,
      payload: { platform: 'WEIDIAN' },
    });
    const { url } = start.json().data as { url: string };
    expect(url.startsWith(`${standIn.url}/weidian/oauth/authorize?`)).toBe(true);
    const page = await fetch(url);
    const html = await page.text();
    expect(html).toContain('同意授权');
    // Submit the platform's form as the browser would.
    // The form posts back to its own address.
    const action = new URL(url);
    const fields = new URLSearchParams();
    for (const m of html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g))
      fields.set(m[1]!, m[2]!.replace(/&amp;/g, '&'));
    fields.set('shop_name', '测试微店');
    fields.set('decision', 'agree');
    const back = await fetch(action, { method: 'POST', body: fields, redirect: 'manual' });
    const location = new URL(back.headers.get('location')!);
    expect(location.pathname).toBe('/basicSet/shopAuthorization');
    const finish = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/b2/shop/authorize/finish',
        headers: seller.headers,
        payload: { code: location.searchParams.get('code'), state: location.searchParams.get('state') },
      });
    expect((await finish()).json()).toMatchObject({
      errorCode: 0,
      data: { name: '测试微店', platform: 'WEIDIAN' },
    });
    // The same code and state cannot be used twice.
    expect((await finish()).json()).toMatchObject({
      errorCode: 40000,
      errorMsg: '授权已失效，请重新点击添加店铺',
    });
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/b2/shop/list',
      headers: seller.headers,
      payload: {},
    });
    expect(list.json().data).toContainEqual(
      expect.objectContaining({ name: '测试微店', platform: 'WEIDIAN', authState: 'AUTHORIZED' }),
    );
  });

  it('the demo’s expired shop is re-authorised on the platform’s page and is 已授权 again', async () => {
    await provisionDemoShops(t.database.db, t.shops, standIn.control);
    const [expired] = (
      await t.database.db.execute<{ id: number; name: string; platform: string }>(sql`
        select id, name, platform from shops where tenant_id = ${sellerId} and auth_state = 'EXPIRED' order by id limit 1`)
    ).rows;
    expect(expired?.name).toBe('小鹿女装旗舰店');
    // it synced while it was valid, not after it expired
    const [lastSync] = (
      await t.database.db.execute<{ before: boolean; logs_before: boolean }>(sql`
        select s.last_sync_at < s.expire_time as before,
               bool_and(l.finished_at < s.expire_time) as logs_before
          from shops s join shop_sync_logs l on l.shop_id = s.id
         where s.id = ${expired!.id} group by s.id`)
    ).rows;
    expect(lastSync).toEqual({ before: true, logs_before: true });
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/b2/shop/authorize/start',
      headers: seller.headers,
      payload: { platform: expired!.platform, shopId: Number(expired!.id) },
    });
    const { url } = start.json().data as { url: string };
    const html = await (await fetch(url)).text();
    const fields = new URLSearchParams();
    for (const m of html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g))
      fields.set(m[1]!, m[2]!.replace(/&amp;/g, '&'));
    // The seller signs in to their own shop on the platform's page.
    fields.set('shop_name', expired!.name);
    fields.set('decision', 'agree');
    const back = await fetch(new URL(url), { method: 'POST', body: fields, redirect: 'manual' });
    const location = new URL(back.headers.get('location')!);
    const finish = await t.app.inject({
      method: 'POST',
      url: '/api/b2/shop/authorize/finish',
      headers: seller.headers,
      payload: { code: location.searchParams.get('code'), state: location.searchParams.get('state') },
    });
    expect(finish.json()).toMatchObject({
      errorCode: 0,
      data: { shopId: Number(expired!.id), name: '小鹿女装旗舰店' },
    });
    const [row] = (
      await t.database.db.execute<{ auth_state: string }>(
        sql`select auth_state from shops where id = ${expired!.id}`,
      )
    ).rows;
    expect(row!.auth_state).toBe('AUTHORIZED');
  });

  it('another account cannot finish an authorisation someone else started', async () => {
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/b2/shop/authorize/start',
      headers: seller.headers,
      payload: { platform: 'JD' },
    });
    const state = new URL(start.json().data.url).searchParams.get('state');
    const purchaser = await ssoLogin(t.app, 'purchaser', 'purchaser123');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/b2/shop/authorize/finish',
      headers: purchaser.headers,
      payload: { code: 'x', state },
    });
    expect(res.json()).toMatchObject({ errorCode: 40000, errorMsg: '授权已失效，请重新点击添加店铺' });
  });
});
