import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  createTestApp,
  opsLogin,
  purchaserLogin,
  ssoLogin,
  type Session,
  type TestApp,
} from '../support/testApp.ts';
import { markPopupShown, popupFor } from '../../src/modules/messages/popups.ts';
import type { Caller } from '../../src/http/caller.ts';

// 弹窗 (GET /api/popup/getPopup, POST /api/popup/markShown): page, audience, window, priority, and how
// often — ONCE for good, DAILY per Shanghai day (tested across its midnight), EVERY_VISIT always.
let t: TestApp;
let seller: Session;
let purchaser: Session;
beforeAll(async () => {
  t = await createTestApp({ exposeCaptchaAnswer: true });
  seller = await ssoLogin(t.app, 'seller', 'seller123');
  purchaser = await purchaserLogin(t.app, 'purchaser', 'purchaser123');
  // the demo's own popups out of the way
  await t.database.db.execute(sql`update popups set withdrawn_at = now()`);
});
afterAll(() => t.close());

const get = async (s: Session, page: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/popup/getPopup?page=${encodeURIComponent(page)}`,
      headers: s.headers,
    })
  ).json();
const shown = async (s: Session, id: number) =>
  (
    await t.app.inject({ method: 'POST', url: '/api/popup/markShown', headers: s.headers, payload: { id } })
  ).json();

async function popup(p: {
  title: string;
  page?: string;
  audience?: object;
  priority?: number;
  frequency: 'ONCE' | 'DAILY' | 'EVERY_VISIT';
  starts?: string;
  ends?: string | null;
}): Promise<number> {
  const r = await t.database.db.execute<{ id: string }>(sql`
    insert into popups (title, body, page, audience, priority, frequency, starts_at, ends_at)
    values (${p.title}, '**正文**', ${p.page ?? 'ALL'}, ${JSON.stringify(p.audience ?? {})}::jsonb, ${p.priority ?? 0},
            ${p.frequency}, ${p.starts ?? '2026-01-01T00:00:00Z'}::timestamptz, ${p.ends ?? null}::timestamptz)
    returning id`);
  return Number(r.rows[0]!.id);
}
const withdraw = (id: number) =>
  t.database.db.execute(sql`update popups set withdrawn_at = now() where id = ${id}`);

describe('弹窗', () => {
  it('shows the highest priority one meant for the page and the caller; ONCE never again once seen', async () => {
    const forSellers = await popup({
      title: '卖家活动',
      page: '/home',
      audience: { kinds: ['seller'] },
      priority: 5,
      frequency: 'ONCE',
    });
    const low = await popup({ title: '低优先级', page: 'ALL', priority: 1, frequency: 'ONCE' });
    await popup({ title: '别的页面', page: '/order/daifaOrderList', priority: 9, frequency: 'ONCE' });
    await popup({
      title: '已结束',
      page: 'ALL',
      priority: 50,
      frequency: 'ONCE',
      ends: '2026-01-02T00:00:00Z',
    });
    await popup({
      title: '未开始',
      page: 'ALL',
      priority: 50,
      frequency: 'ONCE',
      starts: '2099-01-01T00:00:00Z',
    });

    expect(await get(seller, '/home')).toMatchObject({
      errorCode: 0,
      data: { id: forSellers, title: '卖家活动', body: '**正文**', frequency: 'ONCE' },
    });
    // the purchaser is not in its audience
    expect((await get(purchaser, '/home')).data).toMatchObject({ id: low });
    expect(await shown(seller, forSellers)).toMatchObject({ errorCode: 0 });
    expect((await get(seller, '/home')).data).toMatchObject({ id: low });
    expect(await shown(seller, low)).toMatchObject({ errorCode: 0 });
    expect((await get(seller, '/home')).data).toBeNull();
    // a popup the caller cannot see is not marked: 40400
    expect(await shown(purchaser, forSellers)).toMatchObject({
      errorCode: 40400,
      errorMsg: '弹窗不存在或已下线',
    });
    expect(await get(seller, 'home')).toMatchObject({ errorCode: 40000, errorMsg: '页面地址无效' });
    await t.database.db.execute(sql`update popups set withdrawn_at = now()`);
  });

  it('DAILY comes back after midnight in Shanghai, ONCE does not, EVERY_VISIT always', async () => {
    const caller = { accountId: seller.userId, tenantId: seller.userId, kind: 'seller' } as Caller;
    const daily = await popup({ title: '每日', frequency: 'DAILY', priority: 3 });
    const once = await popup({ title: '一次', frequency: 'ONCE', priority: 2 });
    const late = new Date('2026-12-02T15:59:59.000Z'); // 23:59:59 Shanghai
    const midnight = new Date('2026-12-02T16:00:00.000Z'); // 00:00:00 the next day
    expect((await popupFor(t.database.db, caller, 'e3e3', '/home', late))?.id).toBe(daily);
    await markPopupShown(t.database.db, caller, 'e3e3', daily, late);
    expect((await popupFor(t.database.db, caller, 'e3e3', '/home', late))?.id).toBe(once);
    await markPopupShown(t.database.db, caller, 'e3e3', once, late);
    expect(await popupFor(t.database.db, caller, 'e3e3', '/home', late)).toBeNull();
    expect((await popupFor(t.database.db, caller, 'e3e3', '/home', midnight))?.id).toBe(daily);
    await markPopupShown(t.database.db, caller, 'e3e3', daily, midnight);
    expect(await popupFor(t.database.db, caller, 'e3e3', '/home', midnight)).toBeNull();
    await withdraw(daily);
    await withdraw(once);

    const always = await popup({ title: '每次', frequency: 'EVERY_VISIT' });
    await markPopupShown(t.database.db, caller, 'e3e3', always, late);
    expect((await popupFor(t.database.db, caller, 'e3e3', '/home', late))?.id).toBe(always);
    await withdraw(always);
  });

  it('an audience of tenants with a 拼多多 shop', async () => {
    const pdd = await popup({ title: '拼多多', audience: { hasPddShop: true }, frequency: 'EVERY_VISIT' });
    const has = async (s: Session) =>
      Number(
        (
          await t.database.db.execute<{ n: string }>(sql`
          select count(*) as n from shops where tenant_id = ${s.userId} and platform = 'PDD' and auth_state <> 'CANCELED'`)
        ).rows[0]!.n,
      ) > 0;
    for (const s of [seller, purchaser])
      expect((await get(s, '/home')).data?.id ?? null).toBe((await has(s)) ? pdd : null);
    await withdraw(pdd);
  });

  it('运营 publishes and withdraws one on /ops, each change in the audit; 财务 may not; bad input refused', async () => {
    const yunying = await opsLogin(t.app, 'yunying');
    const finance = await opsLogin(t.app);
    const desk = async (
      headers: Record<string, string>,
      method: 'GET' | 'POST',
      url: string,
      payload?: object,
    ) => (await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })).json();
    const valid = {
      title: '春节放假通知',
      body: '2月8日至2月17日暂停拿货，[查看公告](/announcement/list)。',
      link: '/announcement/list',
      linkText: '查看公告',
      page: '/home',
      kinds: ['seller'],
      priority: 30,
      frequency: 'ONCE',
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
    };
    expect(await desk(finance, 'POST', '/api/ops/popups', valid)).toMatchObject({ errorCode: 40300 });
    expect(
      await desk(yunying, 'POST', '/api/ops/popups', { ...valid, endsAt: valid.startsAt }),
    ).toMatchObject({ errorCode: 40000, errorMsg: '结束时间须晚于开始时间' });
    expect(
      await desk(yunying, 'POST', '/api/ops/popups', { ...valid, link: 'javascript:alert(1)' }),
    ).toMatchObject({ errorCode: 40000, errorMsg: '链接只能是 http(s) 地址或控制台页面' });

    const created = await desk(yunying, 'POST', '/api/ops/popups', valid);
    expect(created).toMatchObject({
      errorCode: 0,
      data: { title: '春节放假通知', state: 'LIVE', shownTo: 0, createdBy: '运营小王' },
    });
    const id = created.data.id as number;
    expect((await get(seller, '/home')).data).toMatchObject({
      id,
      link: '/announcement/list',
      linkText: '查看公告',
    });
    expect((await get(purchaser, '/home')).data?.id).not.toBe(id);
    await shown(seller, id);
    expect(
      (await desk(yunying, 'GET', '/api/ops/popups')).data.find((p: { id: number }) => p.id === id),
    ).toMatchObject({ shownTo: 1 });

    expect(await desk(yunying, 'POST', `/api/ops/popups/${id}/withdraw`)).toMatchObject({
      errorCode: 0,
      data: { state: 'WITHDRAWN' },
    });
    expect(await desk(yunying, 'POST', `/api/ops/popups/${id}/withdraw`)).toMatchObject({
      errorCode: 40900,
      errorMsg: '弹窗已下线',
    });
    const audit = await t.database.db.execute<{ action: string; operator_name: string }>(sql`
      select action, operator_name from ops_audit where target = ${`popup:${id}`} order by id`);
    expect(audit.rows).toEqual([
      { action: 'POPUP_CREATE', operator_name: '运营小王' },
      { action: 'POPUP_WITHDRAW', operator_name: '运营小王' },
    ]);
  });
});
