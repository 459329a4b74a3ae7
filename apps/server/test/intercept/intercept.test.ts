import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ownerAndRival } from '../support/ownerAndRival.ts';
import { insertShop, platformOrder, tenantIdOf } from '../support/shopFixtures.ts';
import { applyOrders } from '../../src/modules/shops/sync/applyOrders.ts';
import { releaseDueHolds } from '../../src/modules/intercept/releaseHolds.ts';
import { drainOutbox } from '../../src/modules/notify/drain.ts';
import type { PlatformOrder } from '../../src/modules/shops/platform/adapter.ts';

// 自动拦截策略 on real PostgreSQL: rules over HTTP, applied in the sync's transaction, 试算, 应用到待发货订单,
// the timed release, compare-and-set and another tenant's rule.
const { ctx, post, get } = ownerAndRival();
const db = () => ctx.t.database.db;
const PATH = '/api/b2/setting/intercept';

let shopState: { id: number; tenantId: number; platform: string } | null = null;
async function shop() {
  if (shopState) return shopState;
  const tenantId = await tenantIdOf(db(), 'purchaser');
  const s = await insertShop(db(), tenantId, 'TAOBAO', '拦截测试店');
  shopState = { id: s.id, tenantId, platform: 'TAOBAO' };
  return shopState;
}
const sync = async (...orders: PlatformOrder[]) => {
  const s = await shop();
  return db().transaction((tx) => applyOrders(tx, s, orders));
};
const orderOf = async (tid: string) =>
  (
    await db().execute<{ id: string; hold: boolean; hold_until: Date | null; hold_urgent: boolean; seller_flag: number }>(
      sql`select id, hold, hold_until, hold_urgent, seller_flag from shop_orders where tid = ${tid}`,
    )
  ).rows[0]!;
const eventsOf = async (tid: string) =>
  (
    await db().execute<{ kind: string; detail: string }>(sql`
      select e.kind, e.detail from shop_order_events e join shop_orders o on o.id = e.order_id
       where o.tid = ${tid} order by e.at, e.id`)
  ).rows;

let n = 0;
const tid = (label: string) => `IC${Date.now() % 1e8}${label}${(n += 1)}`;
const now = () => new Date();

const DONT_SHIP = {
  name: '买家说先不要发',
  conditions: { buyerRemark: ['不要发', '先别发'] },
  actions: { hold: { releaseAfterHours: 24, urgent: true }, notify: true },
};

describe('自动拦截策略', () => {
  it('refuses a rule without a condition or an action, 加急 without a time, and a name used twice', async () => {
    const none = await post(ctx.owner, `${PATH}/save`, { ...DONT_SHIP, conditions: {} });
    expect(none).toMatchObject({ errorCode: 40000, errorMsg: expect.stringContaining('请至少添加一个条件') });
    const noAction = await post(ctx.owner, `${PATH}/save`, { ...DONT_SHIP, actions: {} });
    expect(noAction.errorMsg).toContain('请至少选择一个动作');
    const urgent = await post(ctx.owner, `${PATH}/save`, { ...DONT_SHIP, actions: { hold: { urgent: true } } });
    expect(urgent.errorMsg).toContain('加急需先设置自动解除时间');
    const range = await post(ctx.owner, `${PATH}/save`, {
      ...DONT_SHIP,
      conditions: { amount: { min: 5000, max: 100 } },
    });
    expect(range.errorMsg).toContain('实付金额的下限不能大于上限');
    expect((await post(ctx.owner, `${PATH}/save`, { ...DONT_SHIP, name: '重名' })).errorCode).toBe(0);
    const twice = await post(ctx.owner, `${PATH}/save`, { ...DONT_SHIP, name: '重名' });
    expect(twice).toMatchObject({ errorCode: 40000, errorMsg: '已有名为「重名」的规则' });
    const { data } = await get(ctx.owner, PATH);
    const dup = data.rules.find((r: { name: string }) => r.name === '重名');
    expect((await post(ctx.owner, `${PATH}/delete`, { id: dup.id })).errorCode).toBe(0);
  });

  it('holds a new 待发货 order whose buyer says 不要发, for 24 h: timeline, hit log, count, one message; others pass', async () => {
    const saved = await post(ctx.owner, `${PATH}/save`, DONT_SHIP);
    expect(saved).toMatchObject({ errorCode: 0, data: { name: '买家说先不要发', enabled: true, hits: 0, version: 1 } });
    const held = tid('H');
    const calm = tid('C');
    const unpaid = tid('P');
    const at = now();
    await sync(
      platformOrder({ tid: held, buyerRemark: '先不要发货，等我通知', createdAt: at }),
      platformOrder({ tid: calm, buyerRemark: '尽快发货，谢谢', createdAt: at }),
      platformOrder({ tid: unpaid, status: 'WAIT_PAY', buyerRemark: '先别发', createdAt: at }),
    );
    const o = await orderOf(held);
    expect(o).toMatchObject({ hold: true, hold_urgent: true });
    const hours = (new Date(o.hold_until!).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThan(24.1);
    expect((await orderOf(calm)).hold).toBe(false);
    expect((await orderOf(unpaid)).hold).toBe(false);
    expect((await eventsOf(held)).map((e) => e.detail)).toEqual([
      '订单同步入库',
      '自动拦截「买家说先不要发」：买家留言含「不要发」；挂起24小时后自动解除并加急、通知',
    ]);

    // the unpaid one is paid: it comes to 待发货 now, and is held then
    await sync(
      platformOrder({
        tid: unpaid,
        buyerRemark: '先别发',
        createdAt: at,
        modifiedAt: new Date(at.getTime() + 60_000),
      }),
    );
    expect((await orderOf(unpaid)).hold).toBe(true);

    const rules = (await get(ctx.owner, PATH)).data.rules;
    expect(rules.find((r: { id: number }) => r.id === saved.data.id)).toMatchObject({ hits: 2 });
    const hits = await post(ctx.owner, `${PATH}/hits`, { ruleId: saved.data.id });
    expect(hits.data.total).toBe(2);
    expect(hits.data.list[0]).toMatchObject({ tid: unpaid, reason: '买家留言含「先别发」', source: 'SYNC' });

    while ((await drainOutbox(db())) > 0);
    const messages = await db().execute<{ title: string; link: string }>(sql`
      select title, link from messages where tenant_id = ${(await shop()).tenantId} and title like '订单被自动拦截%' order by id`);
    expect(messages.rows).toEqual([
      { title: `订单被自动拦截：${held}`, link: '/order/orderList?tab=HOLD' },
      { title: `订单被自动拦截：${unpaid}`, link: '/order/orderList?tab=HOLD' },
    ]);
  });

  it('tries rules in order, the first hit wins; moving one changes who wins', async () => {
    const big = await post(ctx.owner, `${PATH}/save`, {
      name: '大额订单标红',
      conditions: { amount: { min: 50000 }, provinces: ['广东'] },
      actions: { flag: 1 },
    });
    expect(big.errorCode).toBe(0);
    const a = tid('A');
    await sync(platformOrder({ tid: a, paymentFen: 88800, buyerRemark: '不要发', createdAt: now() }));
    // 不要发 is first: held, not flagged
    expect(await orderOf(a)).toMatchObject({ hold: true, seller_flag: 0 });

    const moved = await post(ctx.owner, `${PATH}/move`, { id: big.data.id, direction: 'UP' });
    expect(moved.data.rules[0].name).toBe('大额订单标红');
    const b = tid('B');
    await sync(platformOrder({ tid: b, paymentFen: 88800, buyerRemark: '不要发', createdAt: now() }));
    expect(await orderOf(b)).toMatchObject({ hold: false, seller_flag: 1 });
    expect((await eventsOf(b)).at(-1)!.detail).toBe(
      '自动拦截「大额订单标红」：省份为广东省；实付¥888.00（≥¥500.00）；标记红旗',
    );
    // put it back below, and switch it off
    await post(ctx.owner, `${PATH}/move`, { id: big.data.id, direction: 'DOWN' });
    const off = await post(ctx.owner, `${PATH}/toggle`, { id: big.data.id, version: big.data.version, enabled: false });
    expect(off).toMatchObject({ errorCode: 0, data: { enabled: false, version: 2 } });
    // a switch from a tab that read version 1 lost the race
    const stale = await post(ctx.owner, `${PATH}/toggle`, { id: big.data.id, version: 1, enabled: true });
    expect(stale).toMatchObject({ errorCode: 40900, errorMsg: '规则已被修改，请刷新后重试' });
    const c = tid('C');
    await sync(platformOrder({ tid: c, paymentFen: 88800, createdAt: now() }));
    expect(await orderOf(c)).toMatchObject({ hold: false, seller_flag: 0 });
  });

  it('counts a buyer’s orders in 24 hours: the third one is held', async () => {
    const r = await post(ctx.owner, `${PATH}/save`, {
      name: '同一买家频繁下单',
      conditions: { buyerOrders24h: 3 },
      actions: { hold: {} },
    });
    expect(r.errorCode).toBe(0);
    const t0 = Date.now() - 20 * 3_600_000;
    const tids = [tid('R'), tid('R'), tid('R')];
    for (const [i, x] of tids.entries())
      await sync(platformOrder({ tid: x, buyerNick: 'shuadan_007', createdAt: new Date(t0 + i * 3_600_000) }));
    expect(await Promise.all(tids.map(async (x) => (await orderOf(x)).hold))).toEqual([false, false, true]);
    expect((await orderOf(tids[2]!)).hold_until).toBeNull();
    await post(ctx.owner, `${PATH}/toggle`, { id: r.data.id, version: 1, enabled: false });
  });

  it('规则试算 replays on 7 days and changes nothing; 应用到待发货订单 holds the waiting ones once', async () => {
    const quiet = tid('Q');
    await sync(platformOrder({ tid: quiet, buyerRemark: '周末不在家，请工作日送达', createdAt: now() }));
    const conditions = { buyerRemark: ['周末不在家'] };
    const trial = await post(ctx.owner, `${PATH}/trial`, { conditions });
    expect(trial.data).toMatchObject({ matched: 1, capped: false });
    expect(trial.data.scanned).toBeGreaterThan(5);
    expect(trial.data.samples[0]).toMatchObject({ tid: quiet, shopName: '拦截测试店', reason: '买家留言含「周末不在家」' });
    expect((await orderOf(quiet)).hold).toBe(false);

    const rule = await post(ctx.owner, `${PATH}/save`, { name: '周末不收', conditions, actions: { hold: {} } });
    const applied = await post(ctx.owner, `${PATH}/apply`, { id: rule.data.id });
    expect(applied.data).toEqual({ matched: 1, held: 1 });
    expect((await orderOf(quiet)).hold).toBe(true);
    // released by hand, then applied again: the rule already hit it, so it stays released
    const released = await post(ctx.owner, '/api/b2/shopOrders/release', { ids: [Number((await orderOf(quiet)).id)] });
    expect(released.errorCode).toBe(0);
    expect((await post(ctx.owner, `${PATH}/apply`, { id: rule.data.id })).data).toEqual({ matched: 1, held: 0 });
  });

  it('lifts a timed hold when due, flagged red when 加急; a hand-set hold stays', async () => {
    const x = tid('T');
    await sync(platformOrder({ tid: x, buyerRemark: '不要发', createdAt: now() }));
    expect((await orderOf(x)).hold).toBe(true);
    expect(await releaseDueHolds(db(), new Date(Date.now() + 23 * 3_600_000))).toBe(0);
    expect(await releaseDueHolds(db(), new Date(Date.now() + 25 * 3_600_000))).toBeGreaterThanOrEqual(1);
    expect(await orderOf(x)).toMatchObject({ hold: false, hold_until: null, hold_urgent: false, seller_flag: 1 });
    expect((await eventsOf(x)).at(-1)).toEqual({ kind: 'RELEASE', detail: '挂起到时自动解除，已加急（标记红旗）' });
  });

  it('another tenant’s rule is not there for them', async () => {
    const mine = (await get(ctx.owner, PATH)).data.rules[0];
    expect((await get(ctx.rival, PATH)).data.rules).toEqual([]);
    for (const [url, body] of [
      ['delete', { id: mine.id }],
      ['toggle', { id: mine.id, version: mine.version, enabled: false }],
      ['move', { id: mine.id, direction: 'DOWN' }],
      ['apply', { id: mine.id }],
    ] as const)
      expect((await post(ctx.rival, `${PATH}/${url}`, body)).errorCode).toBe(40400);
    expect((await post(ctx.rival, `${PATH}/hits`, {})).data.total).toBe(0);
  });
});
