import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DaifaGoods } from '@oms/api-client';
import { reconcile } from '../../src/modules/funds/ledger/reconcile.ts';
import { call, fundsWorld } from '../funds/support.ts';
import { ssoLogin } from '../support/testApp.ts';
import { payFromBalance } from './support.ts';

// 手动报单 and 报单记录 against the market of the fulfilment stand-in.
const world = fundsWorld({ warehouse: true });
const db = () => world.t.database.db;
let goods: DaifaGoods[];

const receiver = { name: '王五', phone: '13912345678', areaCode: '440305', address: '科技园科苑路 15 号' };
const lineOf = (g: DaifaGoods, qty = 1) => ({
  // as sellers type it: part of the stall's name, any spacing
  stall: g.stall.split(' ').slice(-1)[0]!,
  articleNo: g.articleNo.toLowerCase(),
  color: g.colors[0]!,
  size: g.sizes[0]!,
  qty,
});
const submit = (rows: object[], requestKey = crypto.randomUUID(), courierCode = 'ZTO') =>
  call(world, world.seller, 'POST', '/api/b2/daifa/collect/submit', { requestKey, courierCode, rows });
const page = (body: object = {}) => call(world, world.seller, 'POST', '/api/b2/daifa/collect/page', body);

beforeAll(async () => {
  const found = await call(world, world.seller, 'GET', '/api/b2/daifa/goods/search?pageSize=50');
  goods = (found.data.items as DaifaGoods[]).filter(
    (g, i, all) => all.findIndex((o) => o.articleNo === g.articleNo) === i,
  );
});

describe('手动报单', () => {
  it('places the rows the market prices in one payment; an unknown 货号 is 待核价, a wrong colour fails with why', async () => {
    const [a, b] = goods;
    const answer = await submit([
      { receiver, lines: [lineOf(a!, 2), lineOf(b!)], remark: '加急' },
      { receiver, lines: [{ ...lineOf(a!), articleNo: 'NOPE-404' }] },
      { receiver, lines: [lineOf(a!), { ...lineOf(b!), color: '荧光绿' }] },
    ]);
    expect(answer.errorCode).toBe(0);
    const [placed, unpriced, failed] = answer.data.rows;
    expect(placed).toMatchObject({ state: 'PLACED', reason: null });
    expect(placed.orderNo).toMatch(/^DF\d{14}$/);
    expect(unpriced).toMatchObject({ state: 'PRICE_CHECK', orderNo: null });
    expect(unpriced.reason).toContain('待核价');
    expect(failed).toMatchObject({ state: 'FAILED', orderNo: null });
    expect(failed.reason).toContain('第2款：该商品没有「荧光绿」这个颜色');
    expect(answer.data.payNo).toMatch(/^ZF/);

    const [order] = (
      await db().execute<{ source: string; goods_fen: number; remark: string; lines: number }>(sql`
        select o.source, o.goods_fen, o.remark, (select count(*) from daifa_order_lines l where l.order_id = o.id) as lines
          from daifa_orders o where o.order_no = ${placed.orderNo}`)
    ).rows;
    // priced as the market asks, never as typed
    expect(order).toEqual({
      source: 'COLLECT',
      goods_fen: a!.priceFen * 2 + b!.priceFen,
      remark: '加急',
      lines: 2,
    });
    await payFromBalance(world, answer.data.payNo);
    const status = await db().execute<{ status: string }>(
      sql`select status from daifa_orders where order_no = ${placed.orderNo}`,
    );
    expect(status.rows[0]!.status).toBe('WAITING_TAKING');
    expect((await reconcile(db())).ok).toBe(true);
  });

  it('a repeated submit answers the first one: nothing placed twice', async () => {
    const key = crypto.randomUUID();
    const rows = [{ receiver, lines: [lineOf(goods[2]!)] }];
    const first = await submit(rows, key);
    const again = await submit(rows, key);
    expect(again.data.rows).toEqual(first.data.rows);
    expect(again.data.payNo).toBe(first.data.payNo);
    const n = await db().execute<{ n: string }>(
      sql`select count(*) as n from daifa_orders where request_key = ${`${key}:0`}`,
    );
    expect(Number(n.rows[0]!.n)).toBe(1);
  });

  it('a stall name that fits several stalls is refused; a courier that does not reach the area fails the row', async () => {
    const answer = await submit([{ receiver, lines: [{ ...lineOf(goods[0]!), stall: '楼' }] }]);
    const [row] = answer.data.rows;
    expect(row.state).toBe(
      goods.filter((g) => g.articleNo === goods[0]!.articleNo).length > 1 ? 'FAILED' : 'PLACED',
    );
    const far = await submit([{ receiver: { ...receiver, areaCode: '810101' }, lines: [lineOf(goods[0]!)] }]);
    expect(far.data.rows[0]).toMatchObject({ state: 'FAILED', reason: '该地区暂不支持此快递' });
    expect(far.data.payNo).toBeNull();
  });
});

describe('草稿 and 报单记录', () => {
  it('保存草稿 keeps what was typed; 提交 places the draft itself; a placed record cannot be deleted or saved over', async () => {
    const saved = await call(world, world.seller, 'POST', '/api/b2/daifa/collect/save', {
      courierCode: 'ZTO',
      rows: [
        {
          receiverText: '王五 13912345678 广东省深圳市南山区科技园科苑路 15 号',
          receiver: { ...receiver, areaCode: '' },
          lines: [{ stall: '', articleNo: goods[3]!.articleNo, color: '', size: '', qty: null }],
        },
      ],
    });
    expect(saved.errorCode).toBe(0);
    const [id] = saved.data.ids;
    const draft = await page({ ids: [id] });
    expect(draft.data.items[0]).toMatchObject({
      id,
      state: 'DRAFT',
      receiverText: '王五 13912345678 广东省深圳市南山区科技园科苑路 15 号',
      receiver: { name: '王五', phone: '13912345678', areaCode: '', region: '' },
      courierCode: 'ZTO',
    });

    const done = await submit([{ id, receiver, lines: [lineOf(goods[3]!)] }]);
    expect(done.data.rows[0]).toMatchObject({ id, state: 'PLACED' });
    const listed = await page({ keyword: done.data.rows[0].orderNo });
    expect(listed.data.items).toHaveLength(1);
    // listed, the receiver is masked and the street left out
    expect(listed.data.items[0]).toMatchObject({
      id,
      state: 'PLACED',
      receiverText: '',
      receiver: { name: '王*', phone: '139****5678', region: '广东省 深圳市 南山区', address: '' },
    });

    const removed = await call(world, world.seller, 'POST', `/api/b2/daifa/collect/delete/${id}`);
    expect(removed).toMatchObject({ errorCode: 40000 });
    expect(removed.errorMsg).toContain('已下单');
    const overwrite = await call(world, world.seller, 'POST', '/api/b2/daifa/collect/save', {
      rows: [{ id, receiver, lines: [{ stall: 'x', articleNo: 'y', color: '', size: '', qty: 1 }] }],
    });
    expect(overwrite.errorCode).toBe(40900);
    // a second submit of the placed draft (another tab) places nothing
    const twice = await submit([{ id, receiver, lines: [lineOf(goods[3]!)] }]);
    expect(twice.data.rows[0]).toMatchObject({ id, state: 'FAILED', orderNo: null });
    expect(twice.data.payNo).toBeNull();
  });

  it('counts per state, filters by state and deletes a draft; another seller sees none of it', async () => {
    const saved = await call(world, world.seller, 'POST', '/api/b2/daifa/collect/save', {
      rows: [{ receiver, lines: [{ stall: '', articleNo: 'DRAFT-1', color: '', size: '', qty: 1 }] }],
    });
    const [id] = saved.data.ids;
    const all = await page();
    const drafts = await page({ state: 'DRAFT' });
    expect(drafts.data.total).toBe(all.data.counts.DRAFT);
    expect(all.data.total).toBe(
      Object.values(all.data.counts as Record<string, number>).reduce((a, b) => a + b, 0),
    );
    expect(drafts.data.items.every((r: { state: string }) => r.state === 'DRAFT')).toBe(true);
    const byArticle = await page({ keyword: 'draft-1' });
    expect(byArticle.data.items.map((r: { id: number }) => r.id)).toEqual([id]);

    const purchaser = await ssoLogin(world.t.app, 'purchaser', 'purchaser123');
    const stranger = await call(world, purchaser, 'POST', `/api/b2/daifa/collect/delete/${id}`);
    expect(stranger.errorCode).toBe(40400);
    expect(
      (await call(world, purchaser, 'POST', '/api/b2/daifa/collect/page', { ids: [id] })).data.items,
    ).toEqual([]);
    expect((await call(world, world.seller, 'POST', `/api/b2/daifa/collect/delete/${id}`)).errorCode).toBe(0);
    expect((await page({ ids: [id] })).data.items).toEqual([]);
  });

  it('refuses bad input with the field named', async () => {
    const tooMany = await submit(
      Array.from({ length: 51 }, () => ({ receiver, lines: [lineOf(goods[0]!)] })),
    );
    expect(tooMany).toMatchObject({ errorCode: 40000 });
    expect(tooMany.errorMsg).toContain('一次最多报单50个订单');
    const noQty = await submit([{ receiver, lines: [{ ...lineOf(goods[0]!), qty: 0 }] }]);
    expect(noQty.errorMsg).toContain('数量必须是1–999的整数');
    const badPhone = await call(world, world.seller, 'POST', '/api/b2/daifa/collect/save', {
      rows: [{ receiver: { ...receiver, phone: '12345' }, lines: [lineOf(goods[0]!)] }],
    });
    expect(badPhone.errorMsg).toContain('请输入正确的手机号');
  });
});

describe('demo', () => {
  it('seeds 报单记录 through the real paths: two placed and paid, 待核价, 失败 and two 草稿', async () => {
    const { seedDemoCollect } = await import('../../src/modules/daifa/demo/demoCollect.ts');
    expect(await seedDemoCollect(db(), world.t.funds, world.t.daifa.market, 'e3e3')).toBe(6);
    const states = await db().execute<{ state: string; paid: boolean }>(sql`
      select c.state, coalesce(o.status = 'WAITING_TAKING', false) as paid
        from daifa_collects c left join daifa_orders o on o.order_no = c.order_no
       where c.request_key like 'demo-collect:%' order by c.request_key`);
    expect(states.rows).toEqual([
      { state: 'PLACED', paid: true },
      { state: 'PLACED', paid: true },
      { state: 'PRICE_CHECK', paid: false },
      { state: 'FAILED', paid: false },
    ]);
    const drafts = await page({ state: 'DRAFT', keyword: '刘' });
    expect(drafts.data.items.length).toBeGreaterThanOrEqual(1);
    expect((await reconcile(db())).ok).toBe(true);
  });
});
