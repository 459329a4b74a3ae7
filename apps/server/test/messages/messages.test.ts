import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, purchaserLogin, ssoLogin, type Session, type TestApp } from '../support/testApp.ts';
import { notify } from '../../src/modules/notify/emit.ts';
import { drainOutbox } from '../../src/modules/notify/drain.ts';
import type { NotifyEvent } from '../../src/modules/notify/notifyTypes.ts';
import { requestReplenish } from '../../src/modules/funds/payments/replenish.ts';
import { remindDueReplenish } from '../../src/modules/funds/payments/replenishReminders.ts';
import { warnExpiringShops } from '../../src/modules/shops/shopExpiryReminders.ts';

let t: TestApp;
let seller: Session;
let purchaser: Session;
let finance: Session;
beforeAll(async () => {
  t = await createTestApp({ exposeCaptchaAnswer: true });
  seller = await ssoLogin(t.app, 'seller', 'seller123');
  purchaser = await purchaserLogin(t.app, 'purchaser', 'purchaser123');
  finance = await purchaserLogin(t.app, 'purchaser:finance', 'finance123');
});
afterAll(() => t.close());

const post = async (s: Session, url: string, payload: object = {}) => {
  const res = await t.app.inject({ method: 'POST', url, headers: s.headers, payload });
  return res.json();
};
const get = async (s: Session, url: string) => (await t.app.inject({ method: 'GET', url, headers: s.headers })).json();
const unread = async (s: Session) => (await post(s, '/api/b2/message/unread/count')).data as number;
const list = async (s: Session, body: object = {}) => (await post(s, '/api/b2/message/list', body)).data;

const emit = (events: NotifyEvent[]) => t.database.db.transaction((tx) => notify.emitMany(tx, events));
const lack = (tenantId: number, key: string, orderNo = `DF${key}`): NotifyEvent => ({
  type: 'ABNORMAL_LACK',
  tenantId,
  key,
  params: { orderNo, goods: 'A12-8865 黑色/M ×1' },
});
const drainAll = async () => {
  while ((await drainOutbox(t.database.db)) > 0);
};

describe('消息中心', () => {
  it('shows the demo history: 40 messages, 3 unread, counted per category', async () => {
    expect(await unread(seller)).toBe(3);
    const page = await list(seller, { pageSize: 10 });
    expect(page.total).toBe(40);
    expect(page.list).toHaveLength(10);
    expect(page.list.filter((m: { read: boolean }) => !m.read)).toHaveLength(3);
    const sum = Object.values(page.unread as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(sum).toBe(3);
    // newest first
    const ats = page.list.map((m: { at: string }) => m.at);
    expect([...ats].sort().reverse()).toEqual(ats);
  });

  it('writes an emitted event once its transaction commits, and a replay writes nothing', async () => {
    const before = await unread(seller);
    await emit([lack(seller.userId, 'replay-1', 'DF900001')]);
    // a rolled-back emit tells nobody
    await t.database.db
      .transaction(async (tx) => {
        await notify.emit(tx, lack(seller.userId, 'rolled-back'));
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await drainAll();
    expect(await unread(seller)).toBe(before + 1);
    const [newest] = (await list(seller, { pageSize: 1 })).list;
    expect(newest).toMatchObject({
      category: 'ORDER_ABNORMAL',
      title: '订单缺货：DF900001',
      link: '/order/abnormalList?kind=LACK',
      code: 'DF900001',
      read: false,
      digest: 0,
    });
    await emit([lack(seller.userId, 'replay-1', 'DF900001')]);
    await drainAll();
    expect(await unread(seller)).toBe(before + 1);
  });

  it('turns a burst into one digest updated in place, unread again when it grows', async () => {
    const tenantId = purchaser.userId;
    await emit(Array.from({ length: 12 }, (_, i) => lack(tenantId, `burst-${i}`)));
    await drainAll();
    const rows = await t.database.db.execute<{ digest: number; title: string }>(sql`
      select digest, title from messages where tenant_id = ${tenantId} and type = 'ABNORMAL_LACK'
         and created_at > now() - interval '10 minutes' order by id`);
    expect(rows.rows.filter((r) => r.digest === 0)).toHaveLength(4);
    const digests = rows.rows.filter((r) => r.digest > 0);
    expect(digests).toEqual([{ digest: 12, title: '您有 12 个订单缺货待处理' }]);

    const page = await list(purchaser, { category: 'ORDER_ABNORMAL', unreadOnly: true });
    const digest = page.list.find((m: { digest: number }) => m.digest > 0);
    expect(digest.title).toBe('您有 12 个订单缺货待处理');
    expect((await post(purchaser, '/api/b2/message/marking/read', { ids: [digest.id] })).data).toEqual({ marked: 1 });
    const read = (await list(purchaser, { category: 'ORDER_ABNORMAL' })).list.find((m: { id: number }) => m.id === digest.id);
    expect(read.read).toBe(true);

    // one more in the window grows the same message and it is unread again
    await emit([lack(tenantId, 'burst-12')]);
    await drainAll();
    const grown = (await list(purchaser, { category: 'ORDER_ABNORMAL', unreadOnly: true })).list.find(
      (m: { id: number }) => m.id === digest.id,
    );
    expect(grown).toMatchObject({ title: '您有 13 个订单缺货待处理', digest: 13, read: false });
  });

  it('reads per account, and a sub-account neither counts nor reads what its pages do not cover', async () => {
    const tenantId = purchaser.userId;
    await emit([
      {
        type: 'REPLENISH_NEW',
        tenantId,
        key: 'perm-bk',
        params: { replenishNo: 'BK777', orderNo: 'DF777', amountFen: 500, reason: '档口涨价', hours: 48 },
      },
      lack(tenantId, 'perm-lack'),
    ]);
    await drainAll();
    const financePage = await list(finance, { pageSize: 200 });
    const categories = new Set(financePage.list.map((m: { category: string }) => m.category));
    expect(categories.has('REPLENISH')).toBe(true);
    expect(categories.has('ORDER_ABNORMAL')).toBe(false);
    expect(Object.keys(financePage.unread)).not.toContain('ORDER_ABNORMAL');
    // asking for the category outright shows nothing either
    expect((await list(finance, { category: 'ORDER_ABNORMAL' })).total).toBe(0);
    const lackId = (await list(purchaser, { category: 'ORDER_ABNORMAL', pageSize: 1 })).list[0].id;
    expect((await post(finance, '/api/b2/message/marking/read', { ids: [lackId] })).data).toEqual({ marked: 0 });

    // 全部已读 by the main account leaves the finance clerk's unread as it was
    const financeUnread = await unread(finance);
    expect(financeUnread).toBeGreaterThan(0);
    await post(purchaser, '/api/b2/message/marking/read', { all: true });
    expect(await unread(purchaser)).toBe(0);
    expect(await unread(finance)).toBe(financeUnread);
    // another tenant's message ids are not marked
    const sellerId = (await list(seller, { pageSize: 1 })).list[0].id;
    expect((await post(finance, '/api/b2/message/marking/read', { ids: [sellerId] })).data).toEqual({ marked: 0 });
  });

  it('全部已读 of one category; 接收 off leaves a category out of the count and 全部', async () => {
    await emit([lack(seller.userId, 'cat-1'), lack(seller.userId, 'cat-2')]);
    await drainAll();
    const before = await unread(seller);
    const abnormal = (await list(seller)).unread.ORDER_ABNORMAL as number;
    expect(abnormal).toBeGreaterThanOrEqual(2);
    await post(seller, '/api/b2/message/marking/read', { all: true, category: 'ORDER_ABNORMAL' });
    expect(await unread(seller)).toBe(before - abnormal);

    const subs = (await get(seller, '/api/b2/message/subscription')).data;
    expect(subs.find((s: { category: string }) => s.category === 'ORDER_ABNORMAL')).toEqual({
      category: 'ORDER_ABNORMAL',
      receive: true,
      popup: true,
    });
    const left = await unread(seller);
    const replenishUnread = (await list(seller)).unread.REPLENISH as number;
    await post(seller, '/api/b2/message/subscription/save', {
      items: [{ category: 'REPLENISH', receive: false, popup: false }],
    });
    expect(await unread(seller)).toBe(left - replenishUnread);
    const all = await list(seller, { pageSize: 200 });
    expect(all.list.some((m: { category: string }) => m.category === 'REPLENISH')).toBe(false);
    expect((await list(seller, { category: 'REPLENISH' })).total).toBeGreaterThan(0);
    await post(seller, '/api/b2/message/subscription/save', {
      items: [{ category: 'REPLENISH', receive: true, popup: true }],
    });
  });

  it('pops up what arrived since the last poll, in categories with 弹窗提醒', async () => {
    const first = (await post(seller, '/api/b2/message/popups', {})).data;
    expect(first.list).toEqual([]);
    await emit([lack(seller.userId, 'pop-1', 'DF555001')]);
    await drainAll();
    const next = (await post(seller, '/api/b2/message/popups', { since: first.now })).data;
    expect(next.list.map((m: { title: string }) => m.title)).toEqual(['订单缺货：DF555001']);
    const again = (await post(seller, '/api/b2/message/popups', { since: next.now })).data;
    expect(again.list).toEqual([]);
  });

  it('refuses bad input with a Chinese message', async () => {
    expect((await post(seller, '/api/b2/message/marking/read', {})).errorMsg).toBe('请选择要标为已读的消息');
    expect((await post(seller, '/api/b2/message/list', { category: 'NOPE' })).errorMsg).toContain('消息分类不正确');
  });
});

describe('emitters', () => {
  it('a new 补款, one near its deadline (once), a shop near expiry (once a day)', async () => {
    const tenantId = seller.userId;
    const { replenishNo } = await t.database.db.transaction((tx) =>
      requestReplenish(tx, {
        tenantId,
        orderNo: 'DF424242',
        goods: [],
        reason: 'PRICE_RAISED',
        originalFen: 4500,
        currentFen: 5000,
        amountFen: 500,
        hours: 6,
      }),
    );
    await drainAll();
    const titles = async () =>
      (await list(seller, { category: 'REPLENISH', pageSize: 5 })).list.map((m: { title: string }) => m.title);
    expect(await titles()).toContain('订单 DF424242 需补款 ¥5.00');
    expect(await remindDueReplenish(t.database.db)).toBe(1);
    await drainAll();
    expect(await titles()).toContain(`补款 ${replenishNo} 即将截止`);
    expect(await remindDueReplenish(t.database.db)).toBe(0);

    await t.database.db.execute(sql`update shops set expire_time = now() + interval '3 days' where id =
      (select id from shops where tenant_id = ${tenantId} and auth_state = 'AUTHORIZED' order by id limit 1)`);
    const warned = await warnExpiringShops(t.database.db);
    expect(warned).toBeGreaterThanOrEqual(1);
    await drainAll();
    const shopTitles = (await list(seller, { category: 'SHOP' })).list.map((m: { title: string }) => m.title);
    expect(shopTitles.some((x: string) => /授权 [1-3] 天后过期/.test(x))).toBe(true);
    const count = (await list(seller, { category: 'SHOP' })).total;
    await warnExpiringShops(t.database.db);
    await drainAll();
    expect((await list(seller, { category: 'SHOP' })).total).toBe(count);
  });
});

describe('平台公告 and 系统通知', () => {
  it('lists pinned first, opens one, counts it read; withdrawn or another audience is not found', async () => {
    const page = (await post(seller, '/api/notice/list', { pageSize: 20 })).data;
    expect(page.total).toBe(12);
    expect(page.unread).toBe(12);
    expect(page.list[0]).toMatchObject({ title: '双十二大促发货安排', pinned: true, kind: 'ANNOUNCEMENT' });
    expect(page.list[0].summary).not.toContain('##');
    const id = page.list[1].id;
    const detail = (await get(seller, `/api/notice/detail?id=${id}`)).data;
    expect(detail.body.length).toBeGreaterThan(10);
    expect((await post(seller, '/api/notice/addReadRecord', { id })).errorCode).toBe(0);
    expect((await post(seller, '/api/notice/list', {})).data.unread).toBe(11);
    // per account: the purchaser has not read it
    expect((await post(purchaser, '/api/notice/list', {})).data.unread).toBe(12);

    const system = (await post(seller, '/api/notice/system/list', {})).data;
    expect(system.total).toBe(8);
    // a system notice is not an announcement
    expect((await get(seller, `/api/notice/detail?id=${system.list[0].id}`)).errorCode).toBe(40400);

    await t.database.db.execute(sql`update notices set withdrawn_at = now() where id = ${id}`);
    expect((await get(seller, `/api/notice/detail?id=${id}`)).errorMsg).toBe('公告不存在或已撤回');
    const [only] = (
      await t.database.db.execute<{ id: string }>(sql`
        insert into notices (kind, title, body, audience) values ('ANNOUNCEMENT', '采购商专属', '正文', '{"kinds":["purchaser"]}') returning id`)
    ).rows;
    expect((await get(seller, `/api/notice/detail?id=${only!.id}`)).errorCode).toBe(40400);
    expect((await get(purchaser, `/api/notice/detail?id=${only!.id}`)).data.title).toBe('采购商专属');
    expect((await post(seller, '/api/notice/addReadRecord', { id: Number(only!.id) })).errorCode).toBe(40400);
  });
});
