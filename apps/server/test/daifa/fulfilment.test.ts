import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { arrayParam } from '../../src/db/arrayParam.ts';
import { fulfilmentHookSecret } from '../../src/modules/daifa/warehouse/fulfilmentHook.ts';
import { pushTraces } from '../support/courierPush.ts';
import { available, call, fundsWorld, newKey } from '../funds/support.ts';
import { applyTogether, type FulfilmentEvent } from '../../src/modules/daifa/warehouse/fulfilmentEvents.ts';
import { cancelDaifa, dressLine, payReplenish, placeAndPay } from './support.ts';
import { ssoLogin } from '../support/testApp.ts';

const world = fundsWorld();

async function paidOrder(): Promise<string> {
  return placeAndPay(world, [
    dressLine,
    {
      goodsId: 'G2',
      stall: '女人街 2F-208',
      articleNo: 'K102',
      title: '开衫',
      color: '黑色',
      size: 'L',
      qty: 1,
      priceFen: 4000,
      weightG: 300,
    },
  ]);
}

async function send(event: object, options: { sign?: 'bad' } = {}) {
  const raw = JSON.stringify(event);
  const key = await fulfilmentHookSecret({ db: world.t.database.db });
  const signature =
    options.sign === 'bad'
      ? crypto.randomBytes(32).toString('hex')
      : crypto.createHmac('sha256', key).update(raw).digest('hex');
  const res = await world.t.app.inject({
    method: 'POST',
    url: '/api/hooks/fulfilment/events',
    headers: { 'content-type': 'application/json', 'x-fulfilment-signature': signature },
    payload: raw,
  });
  return { status: res.statusCode, body: res.json() };
}

async function state(orderNo: string) {
  const r = await world.t.database.db.execute<{
    status: string;
    combined_state: string;
    tab: string;
    flags: string[];
    waybill_no: string | null;
  }>(
    sql`select status, combined_state, tab, flags, waybill_no from daifa_orders where order_no = ${orderNo}`,
  );
  return r.rows[0]!;
}

const event = (orderNo: string, seq: number, type: string, data: object = {}) => ({
  eventId: `${orderNo}-${seq}`,
  orderNo,
  seq,
  type,
  data,
});

describe('the warehouse’s events', () => {
  it('in seq order they move the order: batch cut, one line taken, one out of stock (异常, 缺货)', async () => {
    const no = await paidOrder();
    expect(await send(event(no, 1, 'BATCHED'))).toMatchObject({ status: 200, body: { outcome: 'APPLIED' } });
    expect(await state(no)).toMatchObject({ status: 'TAKING', combined_state: 'TAKING', tab: 'WAIT_SEND' });
    expect(await send(event(no, 2, 'LINE_RESULT', { lineNo: 1, result: 'TOOK' }))).toMatchObject({
      status: 200,
    });
    expect(await state(no)).toMatchObject({ combined_state: 'TOOK_PART', tab: 'WAIT_SEND' });
    await send(event(no, 3, 'LINE_RESULT', { lineNo: 2, result: 'E_LACK_TAKING', until: '2026-12-01' }));
    expect(await state(no)).toMatchObject({
      status: 'TAKING',
      combined_state: 'E_LACK_TAKING',
      tab: 'ABNORMAL',
      flags: ['LACK'],
    });
    // the seller hears of it in 消息中心, once (the event's id is its key)
    await send(event(no, 3, 'LINE_RESULT', { lineNo: 2, result: 'E_LACK_TAKING', until: '2026-12-01' }));
    const told = await world.t.database.db.execute<{
      type: string;
      key: string;
      params: { orderNo: string; goods: string };
    }>(sql`
      select type, key, params from notify_outbox where params->>'orderNo' = ${no}`);
    expect(told.rows).toEqual([
      { type: 'ABNORMAL_LACK', key: `fe:${no}-3`, params: { orderNo: no, goods: 'K102 黑色/L ×1' } },
    ]);
  });

  it('a repeat changes nothing, a gap is 409 until the missing one comes, a bad signature is 401', async () => {
    const no = await paidOrder();
    expect(await send(event(no, 2, 'LINE_RESULT', { lineNo: 1, result: 'TOOK' }))).toMatchObject({
      status: 409,
    });
    expect(await send(event(no, 1, 'BATCHED'), { sign: 'bad' })).toMatchObject({ status: 401 });
    expect((await state(no)).status).toBe('WAITING_TAKING');
    await send(event(no, 1, 'BATCHED'));
    expect(await send(event(no, 1, 'BATCHED'))).toMatchObject({ status: 200, body: { outcome: 'REPEAT' } });
    await send(event(no, 2, 'LINE_RESULT', { lineNo: 1, result: 'TOOK' }));
    await send(event(no, 3, 'LINE_RESULT', { lineNo: 2, result: 'TOOK' }));
    expect(await state(no)).toMatchObject({
      status: 'WAITING_DELIVERING',
      combined_state: 'WAITING_DELIVERING',
      tab: 'WAIT_SEND',
    });
    const timeline = await call(world, world.seller, 'GET', `/api/b2/daifa/order/${no}`);
    expect(timeline.data.timeline.map((e: { type: string }) => e.type)).toEqual([
      'PLACED',
      'PAID',
      'BATCHED',
      'TAKING_STARTED',
      'LINE_RESULT',
      'LINE_RESULT',
      'ALL_TAKEN',
    ]);
  });

  it('once the waybill is printed, canceling costs the ¥2.00 interception', async () => {
    const no = await paidOrder();
    await send(event(no, 1, 'BATCHED'));
    await send(event(no, 2, 'LINE_RESULT', { lineNo: 1, result: 'TOOK' }));
    await send(event(no, 3, 'LINE_RESULT', { lineNo: 2, result: 'TOOK' }));
    await send(event(no, 4, 'PACKED', { weightG: 720 }));
    await send(event(no, 5, 'WAYBILL_PRINTED', { courierCode: 'ZTO', waybillNo: '78812345678901' }));
    expect((await state(no)).waybill_no).toBe('78812345678901');
    const canceled = await call(
      world,
      world.seller,
      'POST',
      '/api/b2/daifa/order/cancel',
      { orderNo: no, reason: '买家拒收' },
      newKey(),
    );
    // Freight ¥3.00 back less ¥2.00; the taken goods go back to their stalls.
    expect(canceled.data).toEqual({ orderNo: no, refundedFen: 100, takenLines: 2 });
  });

  it('packed heavier: up to ¥10 more is taken from the balance; lighter: the difference comes back', async () => {
    const packed = async (no: string, weightG: number) => {
      await send(event(no, 1, 'BATCHED'));
      await send(event(no, 2, 'LINE_RESULT', { lineNo: 1, result: 'TOOK' }));
      await send(event(no, 3, 'LINE_RESULT', { lineNo: 2, result: 'TOOK' }));
      expect((await send(event(no, 4, 'PACKED', { weightG }))).status).toBe(200);
    };
    const freight = async (no: string) =>
      (
        await world.t.database.db.execute<{ freight_fen: string; refunded_fen: string; flags: string[] }>(
          sql`select freight_fen::text, refunded_fen::text, flags from daifa_orders where order_no = ${no}`,
        )
      ).rows[0]!;
    // 650 g quoted (1 kg, ¥3.00 to 广东); 2.5 kg packed → 3 kg, ¥5.00: ¥2.00 from the balance
    const heavier = await paidOrder();
    const before = await available(world);
    await packed(heavier, 2500);
    expect(await freight(heavier)).toMatchObject({ freight_fen: '500', refunded_fen: '0', flags: [] });
    expect(await available(world)).toBe(before - 200);
    // a repeat of the event moves nothing
    expect((await send(event(heavier, 4, 'PACKED', { weightG: 2500 }))).body).toMatchObject({
      outcome: 'REPEAT',
    });
    expect(await available(world)).toBe(before - 200);

    // two pairs of shoes quoted 1.85 kg (2 kg, ¥4.00); packed 0.8 kg (1 kg, ¥3.00): ¥1.00 back
    const shoe = {
      stall: '鞋城 1F-01',
      articleNo: 'X1',
      title: '板鞋',
      color: '白',
      size: '38',
      qty: 1,
      priceFen: 8000,
      weightG: 900,
    };
    const lighter = await placeAndPay(world, [
      { ...shoe, goodsId: 'S1' },
      { ...shoe, goodsId: 'S2', articleNo: 'X2' },
    ]);
    const mid = await available(world);
    await packed(lighter, 800);
    // the freight itself goes down (a later cancel refunds only what is still paid)
    expect(await freight(lighter)).toMatchObject({ freight_fen: '300', refunded_fen: '0' });
    expect(await available(world)).toBe(mid + 100);
  });

  it('packed much heavier (over ¥10 more): a 补款 (运费变更) waits on the order; paid, the freight is what it weighed', async () => {
    const no = await paidOrder();
    await send(event(no, 1, 'BATCHED'));
    await send(event(no, 2, 'LINE_RESULT', { lineNo: 1, result: 'TOOK' }));
    await send(event(no, 3, 'LINE_RESULT', { lineNo: 2, result: 'TOOK' }));
    await send(event(no, 4, 'PACKED', { weightG: 20_000 }));
    const [asked] = (
      await world.t.database.db.execute<{ replenish_no: string; amount_fen: string; reason: string }>(
        sql`select replenish_no, amount_fen::text, reason from replenish_requests where order_no = ${no}`,
      )
    ).rows;
    // 20 kg to 广东: ¥3.00 + 19 × ¥1.00 = ¥22.00, ¥19.00 more
    expect(asked).toMatchObject({ amount_fen: '1900', reason: 'FREIGHT_CHANGED' });
    expect((await state(no)).flags).toEqual(['WAIT_REPLENISH']);
    await payReplenish(world, [asked!.replenish_no]);
    const after = await world.t.database.db.execute<{ freight_fen: string; flags: string[] }>(
      sql`select freight_fen::text, flags from daifa_orders where order_no = ${no}`,
    );
    expect(after.rows[0]).toEqual({ freight_fen: '2200', flags: [] });
  });

  it('a batch cut’s events arriving together are applied together, each answered as it would be alone', async () => {
    const db = world.t.database.db;
    const [a, b, c, canceled, seen, gapped] = await Promise.all(Array.from({ length: 6 }, () => paidOrder()));
    expect((await cancelDaifa(world, canceled!, '不想要了')).errorCode).toBe(0);
    expect((await send(event(seen!, 1, 'BATCHED'))).body.outcome).toBe('APPLIED');
    const batch = [
      event(a!, 1, 'BATCHED'),
      event(b!, 1, 'BATCHED'),
      event(canceled!, 1, 'BATCHED'),
      event(seen!, 1, 'BATCHED'),
      event(gapped!, 2, 'LINE_RESULT', { lineNo: 1, result: 'TOOK' }),
      event('DF26112600000000', 1, 'BATCHED'),
      event(c!, 1, 'BATCHED'),
    ] as FulfilmentEvent[];
    const outcomes = await db.transaction((tx) => applyTogether(tx, batch, world.t.funds));
    expect(outcomes).toEqual([
      'APPLIED',
      'APPLIED',
      'NOT_APPLICABLE',
      'REPEAT',
      'GAP',
      'UNKNOWN_ORDER',
      'APPLIED',
    ]);
    for (const no of [a!, b!, c!])
      expect(await state(no)).toMatchObject({ status: 'TAKING', combined_state: 'TAKING', tab: 'WAIT_SEND' });
    expect((await state(canceled!)).status).toBe('CANCELED');
    expect((await state(gapped!)).status).toBe('WAITING_TAKING');
    const rows = await db.execute<{ order_no: string; seq: number; types: string[]; lines: string[] }>(sql`
      select o.order_no, o.fulfilment_seq as seq,
             array(select e.type from daifa_order_events e where e.order_id = o.id
                    and e.type in ('BATCHED', 'TAKING_STARTED', 'LINE_RESULT') order by e.id) as types,
             array(select l.pickup_state from daifa_order_lines l where l.order_id = o.id order by l.line_no) as lines
        from daifa_orders o where o.order_no = any(${arrayParam([a!, b!, c!, canceled!, seen!, gapped!])}::text[])`);
    const byNo = new Map(rows.rows.map((r) => [r.order_no, r]));
    for (const no of [a!, b!, c!, seen!])
      expect(byNo.get(no)).toMatchObject({
        seq: 1,
        types: ['BATCHED', 'TAKING_STARTED'],
        lines: ['TAKING', 'TAKING'],
      });
    // a late event of a canceled order is kept on its timeline and moves nothing; a gap writes nothing
    expect(byNo.get(canceled!)).toMatchObject({ seq: 1, types: ['BATCHED'] });
    expect(byNo.get(gapped!)).toMatchObject({
      seq: 0,
      types: [],
      lines: ['WAITING_TAKING', 'WAITING_TAKING'],
    });
    // the tabs' counts moved with them: each tab still counts its orders
    const counts = await db.execute<{ tab: string; counted: number; orders: number }>(sql`
      select tab, coalesce(sum(n), 0)::int as counted,
             (select count(*)::int from daifa_orders o where o.tenant_id = ${world.sellerTenant} and o.tab = c.tab) as orders
        from daifa_tab_counts c where tenant_id = ${world.sellerTenant} group by tab`);
    for (const row of counts.rows) expect(row.counted, row.tab).toBe(row.orders);

    // the same through the hook, all at once: every answer is what it would have been alone
    const [d, e] = await Promise.all([paidOrder(), paidOrder()]);
    const answers = await Promise.all([
      send(event(d!, 1, 'BATCHED')),
      send(event(e!, 1, 'BATCHED')),
      send(event(a!, 1, 'BATCHED')),
      send(event(a!, 3, 'LINE_RESULT', { lineNo: 1, result: 'TOOK' })),
    ]);
    expect(answers.map((x) => [x.status, x.body.outcome])).toEqual([
      [200, 'APPLIED'],
      [200, 'APPLIED'],
      [200, 'REPEAT'],
      [409, 'GAP'],
    ]);
    for (const no of [d!, e!]) expect((await state(no)).tab).toBe('WAIT_SEND');
  });

  it('two batches side by side, one crossing the other’s orders, both commit: each locks all its orders first, in order', async () => {
    const { db, pool } = world.t.database;
    const [p1, p2, p3, p4, p5] = (await Promise.all(Array.from({ length: 5 }, () => paidOrder()))).sort();
    const waitingOnLocks = async (n: number) => {
      for (let i = 0; i < 200; i++) {
        const r = await pool.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (r.rows[0]!.n >= n) return;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`${n} transactions never waited on a lock`);
    };
    // someone else (a seller's action) holds p3 while the batches come
    const other = await pool.connect();
    await other.query('begin');
    await other.query('select 1 from daifa_orders where order_no = $1 for update', [p3]);
    // Y: the batch cut for p2 and p5, and events for p3 and p4; X: the batch cut for p1 and p4, an event for p2
    const y = db.transaction((tx) =>
      applyTogether(tx, [
        event(p2!, 1, 'BATCHED'),
        event(p3!, 9, 'LINE_RESULT', { lineNo: 1, result: 'TOOK' }),
        event(p4!, 9, 'LINE_RESULT', { lineNo: 1, result: 'TOOK' }),
        event(p5!, 1, 'BATCHED'),
      ] as FulfilmentEvent[]),
    );
    await waitingOnLocks(1);
    const x = db.transaction((tx) =>
      applyTogether(tx, [
        event(p1!, 1, 'BATCHED'),
        event(p2!, 9, 'LINE_RESULT', { lineNo: 1, result: 'TOOK' }),
        event(p4!, 1, 'BATCHED'),
      ] as FulfilmentEvent[]),
    );
    await waitingOnLocks(2);
    await other.query('commit');
    other.release();
    // taking p2 then p4 one by one, Y would wait on X holding p4 while X waits on Y holding p2: a deadlock
    expect(await y).toEqual(['APPLIED', 'GAP', 'GAP', 'APPLIED']);
    expect(await x).toEqual(['APPLIED', 'GAP', 'APPLIED']);
    for (const no of [p1!, p2!, p4!, p5!]) expect((await state(no)).status).toBe('TAKING');
    expect((await state(p3!)).status).toBe('WAITING_TAKING');
  });

  it('junk and unknown orders are refused without a 500', async () => {
    expect((await send({ hello: 'world' })).status).toBe(400);
    expect((await send(event('DF26010100000001', 1, 'BATCHED'))).status).toBe(404);
    // a picker's answer naming no line of the order (a fraction, a huge number, text) moves nothing
    const no = await paidOrder();
    expect((await send(event(no, 1, 'BATCHED'))).body.outcome).toBe('APPLIED');
    const odd = [1.5, 1e12, 'first', -1, 7];
    for (const [i, lineNo] of odd.entries())
      expect(await send(event(no, i + 2, 'LINE_RESULT', { lineNo, result: 'TOOK' }))).toMatchObject({
        status: 200,
        body: { outcome: 'NOT_APPLICABLE' },
      });
    // an odd 部分拿货 count is read as a whole number, not refused with a 500
    expect(
      await send(event(no, odd.length + 2, 'LINE_RESULT', { lineNo: 1, result: 'TOOK_PART', tookQty: 0.5 })),
    ).toMatchObject({ status: 200, body: { outcome: 'APPLIED' } });
    expect(await state(no)).toMatchObject({ status: 'TAKING', combined_state: 'TOOK_PART' });
  });
});

const push = (items: object[], options: { sign?: 'bad' } = {}) => pushTraces(world.t, items, options);

const trace = (waybill: string, state: string, at: string, stateEx?: string) => ({
  LogisticCode: waybill,
  ShipperCode: 'ZTO',
  State: state,
  ...(stateEx ? { StateEx: stateEx } : {}),
  Success: true,
  Traces: [{ AcceptTime: at, AcceptStation: '【广州市】广州白云网点 已揽收', Location: '广州市' }],
});

describe('the courier’s traces (快递鸟 push)', () => {
  async function shippedOrder(waybill: string) {
    const no = await paidOrder();
    await send(event(no, 1, 'BATCHED'));
    await send(event(no, 2, 'LINE_RESULT', { lineNo: 1, result: 'TOOK' }));
    await send(event(no, 3, 'LINE_RESULT', { lineNo: 2, result: 'TOOK' }));
    await send(event(no, 4, 'WAYBILL_PRINTED', { courierCode: 'ZTO', waybillNo: waybill }));
    return no;
  }

  it('揽收 sends the order to 已发货, 签收 marks it signed; a repeated push changes nothing', async () => {
    const waybill = `7881${Date.now()}`;
    const no = await shippedOrder(waybill);
    expect(await push([trace(waybill, '1', '2026-11-25 18:00:00')])).toMatchObject({
      status: 200,
      body: { Success: true },
    });
    expect(await state(no)).toMatchObject({ status: 'DELIVERED', combined_state: 'DELIVERED', tab: 'SENT' });
    await push([trace(waybill, '1', '2026-11-25 18:00:00')]);
    await push([trace(waybill, '3', '2026-11-27 12:00:00')]);
    const detail = await call(world, world.seller, 'GET', `/api/b2/daifa/order/${no}`);
    expect(detail.data.timeline.map((e: { type: string }) => e.type).slice(-3)).toEqual([
      'TRACE',
      'PICKED_UP',
      'SIGNED',
    ]);
  });

  it('物流查询: the caller’s own parcel with its pushes, others’ and unknown numbers not found, 60 a minute', async () => {
    const waybill = `7883${Date.now()}`;
    const no = await shippedOrder(waybill);
    await push([trace(waybill, '1', '2026-11-25 18:00:00')]);
    await push([trace(waybill, '2', '2026-11-26 08:00:00')]);
    const asked = await call(world, world.seller, 'POST', '/api/b2/express/trace', {
      waybillNos: [waybill, 'SF1234567890', ` ${waybill} `],
    });
    expect(asked.errorCode).toBe(0);
    expect(asked.data).toHaveLength(2);
    const [mine, unknown] = asked.data;
    expect(mine).toMatchObject({
      waybillNo: waybill,
      found: true,
      orderNo: no,
      courierName: '中通快递',
      state: '2',
    });
    expect(mine.traces.map((x: { at: string }) => x.at)).toEqual([
      '2026-11-26 08:00:00',
      '2026-11-25 18:00:00',
    ]);
    expect(mine.receiverName).toMatch(/\*/);
    expect(mine.receiverPhone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(unknown).toMatchObject({ found: false, courierName: '顺丰速运', orderNo: null, traces: [] });
    // another tenant's parcel reads as not found
    const other = await ssoLogin(world.t.app, 'purchaser', 'purchaser123');
    const theirs = await call(world, other, 'POST', '/api/b2/express/trace', { waybillNos: [waybill] });
    expect(theirs.data[0]).toMatchObject({ found: false, orderNo: null, receiverName: null });
    expect(
      (await call(world, world.seller, 'POST', '/api/b2/express/trace', { waybillNos: [] })).errorMsg,
    ).toBe('请输入运单号');
    // the 61st in a minute is refused
    await world.t.database.db.execute(sql`
      update account_rate_counts set n = 60 where account_id = ${world.seller.userId} and key = 'express-trace'`);
    const refused = await call(world, world.seller, 'POST', '/api/b2/express/trace', {
      waybillNos: [waybill],
    });
    expect(refused).toMatchObject({ errorCode: 46007, errorMsg: '查询过于频繁，请稍后再试' });
  });

  it('a problem (State 4, 404 拒收) lands on the timeline; a bad DataSign is refused and moves nothing', async () => {
    const waybill = `7882${Date.now()}`;
    const no = await shippedOrder(waybill);
    expect(await push([trace(waybill, '1', '2026-11-25 18:00:00')], { sign: 'bad' })).toMatchObject({
      status: 401,
      body: { Success: false },
    });
    expect((await state(no)).status).toBe('WAITING_DELIVERING');
    await push([trace(waybill, '4', '2026-11-26 09:00:00', '404')]);
    const detail = await call(world, world.seller, 'GET', `/api/b2/daifa/order/${no}`);
    // A problem first heard of still means the parcel left: it is 已发货, with the problem before it.
    expect(detail.data.timeline.slice(-2)).toMatchObject([
      { type: 'COURIER_PROBLEM', params: { state: '4', stateEx: '404' } },
      { type: 'PICKED_UP' },
    ]);
  });
});
