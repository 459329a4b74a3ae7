import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { ErrorCode } from '@oms/api-client';
import { ApiError } from '../../src/http/apiError.ts';
import { applyAlipayTrade } from '../../src/modules/funds/payments/alipayTrades.ts';
import { reconcile, describeReconcile } from '../../src/modules/funds/ledger/reconcile.ts';
import { placeOrder, type PlacementInput } from '../../src/modules/daifa/placement/placement.ts';
import { cancelOrder, expireUnpaidOrders } from '../../src/modules/daifa/payments/daifaPayments.ts';
import { flagWhere } from '../../src/modules/daifa/orders/daifaOrderPage.ts';
import { available, call, fundsWorld, newKey } from '../funds/support.ts';
import { expectDatedAsPlaced } from './support.ts';

const world = fundsWorld();

const guangzhou = {
  name: '张三',
  phone: '13812345678',
  provinceCode: '440000',
  province: '广东省',
  city: '广州市',
  district: '越秀区',
  address: '解放北路 100 号',
};

function input(extra: Partial<PlacementInput> = {}): PlacementInput {
  return {
    tenantId: world.sellerTenant,
    accountId: world.sellerTenant,
    brand: 'e3e3',
    requestKey: crypto.randomUUID(),
    source: 'MANUAL',
    courierCode: 'ZTO',
    receiver: guangzhou,
    lines: [
      {
        goodsId: 'G1',
        stall: '国投 3F-A316',
        articleNo: 'A8821',
        title: '法式碎花连衣裙',
        color: '杏色',
        size: 'M',
        qty: 2,
        priceFen: 3500,
        weightG: 300,
      },
      {
        goodsId: 'G2',
        stall: '女人街 2F-208',
        articleNo: 'K102',
        title: '针织开衫',
        color: '黑色',
        size: 'L',
        qty: 1,
        priceFen: 4000,
        weightG: 300,
      },
    ],
    ...extra,
  };
}

const place = (extra: Partial<PlacementInput> = {}) =>
  world.t.database.db.transaction((tx) => placeOrder(tx, world.t.funds, input(extra)));

async function orderRow(orderNo: string) {
  const r = await world.t.database.db.execute<{
    status: string;
    combined_state: string;
    tab: string;
    goods_fen: number;
    service_fen: number;
    freight_fen: number;
    refunded_fen: number;
    pay_no: string;
  }>(
    sql`select status, combined_state, tab, goods_fen, service_fen, freight_fen, refunded_fen, pay_no from daifa_orders where order_no = ${orderNo}`,
  );
  return r.rows[0]!;
}

async function tabCounts() {
  const r = await world.t.database.db.execute<{ tab: string; n: number }>(sql`
    select tab, sum(n)::int as n from daifa_tab_counts where tenant_id = ${world.sellerTenant} group by tab`);
  return Object.fromEntries(r.rows.map((x) => [x.tab, Number(x.n)]));
}

async function liveCounts() {
  const r = await world.t.database.db.execute<{ tab: string; n: number }>(sql`
    select tab, count(*)::int as n from daifa_orders where tenant_id = ${world.sellerTenant} group by tab`);
  return Object.fromEntries(r.rows.map((x) => [x.tab, Number(x.n)]));
}

/** A synced shop order with one goods line, in one of the seller's shops. */
async function shopOrderLine(): Promise<{ id: number }> {
  const db = world.t.database.db;
  const tid = `T${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const r = await db.execute<{ id: number }>(sql`
    with o as (
      insert into shop_orders (tenant_id, shop_id, platform, tid, status, buyer_nick, receiver_name, receiver_phone,
                               receiver_province, receiver_city, receiver_district, receiver_address, receiver_masked,
                               payment_fen, post_fee_fen, order_time, platform_modified_at)
      select ${world.sellerTenant}, s.id, s.platform, ${tid}, 'WAIT_SEND', 'buyer', '张三', '13812345678', '广东省', '广州市',
             '越秀区', '解放北路 100 号', false, 9900, 0, now(), now()
        from shops s where s.tenant_id = ${world.sellerTenant} order by s.id limit 1
      returning id)
    insert into shop_order_lines (order_id, tenant_id, oid, title, image_url, color, size, article_no, quantity, price_fen)
    select o.id, ${world.sellerTenant}, ${tid + '-1'}, '法式碎花连衣裙', '', '杏色', 'M', 'A8821', 1, 9900 from o
    returning id`);
  return r.rows[0]!;
}

const payByBalance = (payNo: string) =>
  call(
    world,
    world.seller,
    'POST',
    '/api/b2/pay/submit',
    { payNo, method: 'BALANCE', payPassword: '258369' },
    newKey(),
  );

const cancel = (orderNo: string) =>
  world.t.database.db.transaction((tx) =>
    cancelOrder(tx, world.t.funds, world.t.daifa.fulfilment, {
      tenantId: world.sellerTenant,
      orderNo,
      accountId: world.sellerTenant,
      operatorName: 'seller',
      reason: '不想要了',
    }),
  );

describe('placing a dropship order', () => {
  it('prices goods, 代发费 (¥2.00 + ¥1.00 a further item) and 中通 to 广东 by weight, and waits for payment', async () => {
    const placed = await place();
    expect(placed.orderNo).toMatch(/^DF\d{6}\d{8}$/);
    const o = await orderRow(placed.orderNo);
    expect(o).toMatchObject({
      status: 'WAITING_PAYMENT',
      combined_state: 'WAITING_PAYMENT',
      tab: 'WAIT_PAY',
    });
    expect([Number(o.goods_fen), Number(o.service_fen), Number(o.freight_fen)]).toEqual([11000, 400, 300]);
    const pay = await call(world, world.seller, 'GET', `/api/b2/pay/order/${placed.payNo}`);
    expect(pay.errorCode).toBe(0);
    expect(pay.data.dueFen).toBe(11700);
  });

  it('the same requestKey places once', async () => {
    const key = crypto.randomUUID();
    const first = await place({ requestKey: key });
    const again = await place({ requestKey: key });
    expect(again).toEqual({ ...first, replayed: true });
  });

  it('a courier that does not reach the area is refused with 43003', async () => {
    const taiwan = { ...guangzhou, provinceCode: '710000', province: '台湾省' };
    await expect(place({ receiver: taiwan })).rejects.toMatchObject({
      errorCode: ErrorCode.COURIER_UNREACHABLE,
    });
    await expect(place({ receiver: taiwan, courierCode: 'SF' })).resolves.toMatchObject({ replayed: false });
  });

  it('a shop order line already placed is refused with 43002 naming the order', async () => {
    const line = await shopOrderLine();
    const base = input();
    const lines = [{ ...base.lines[0]!, shopOrderLineId: Number(line.id) }];
    const first = await place({ lines, source: 'SHOP_ORDER' });
    const second = place({ lines, source: 'SHOP_ORDER' });
    await expect(second).rejects.toBeInstanceOf(ApiError);
    await expect(second).rejects.toMatchObject({
      errorCode: ErrorCode.SHOP_ORDER_ALREADY_PLACED,
      message: `该店铺订单已下单代发（${first.orderNo}）`,
    });
  });
});

describe('paying and canceling', () => {
  it('paid from the balance it waits for the batch; canceled then, all of it comes back', async () => {
    const before = await available(world);
    const placed = await place();
    const paid = await payByBalance(placed.payNo!);
    expect(paid.errorCode).toBe(0);
    expect(await orderRow(placed.orderNo)).toMatchObject({ status: 'WAITING_TAKING', tab: 'WAIT_TAKE' });
    expect(await available(world)).toBe(before - 11700);

    const canceled = await cancel(placed.orderNo);
    expect(canceled).toEqual({ orderNo: placed.orderNo, refundedFen: 11700, takenLines: 0 });
    expect(await orderRow(placed.orderNo)).toMatchObject({ status: 'CANCELED', tab: 'CANCELED' });
    expect(await available(world)).toBe(before);
    await expect(cancel(placed.orderNo)).rejects.toMatchObject({ errorCode: ErrorCode.ORDER_NOT_CANCELABLE });
  });

  it('the warehouse out of reach: a submitted order is not canceled (40900) and no money moves', async () => {
    const before = await available(world);
    const placed = await place();
    expect((await payByBalance(placed.payNo!)).errorCode).toBe(0);
    await world.t.database.db.execute(
      sql`update daifa_orders set submitted_at = now() where order_no = ${placed.orderNo}`,
    );
    await expect(cancel(placed.orderNo)).rejects.toMatchObject({
      errorCode: ErrorCode.CONFLICT,
      message: '仓库暂时联系不上，订单未取消，请稍后重试',
    });
    expect(await orderRow(placed.orderNo)).toMatchObject({ status: 'WAITING_TAKING', refunded_fen: 0 });
    expect(await available(world)).toBe(before - 11700);
  });

  it('canceled before payment: nothing moves and its payment order closes', async () => {
    const placed = await place();
    expect((await cancel(placed.orderNo)).refundedFen).toBe(0);
    const paid = await payByBalance(placed.payNo!);
    expect(paid.errorCode).not.toBe(0);
    expect(await orderRow(placed.orderNo)).toMatchObject({ status: 'CANCELED', refunded_fen: 0 });
  });

  it('an Alipay payment landing on a canceled order is not owed: it goes back', async () => {
    const placed = await place();
    // Handed to the cashier: cancel leaves that payment order open (it may be paid any second).
    await world.t.database.db.execute(
      sql`update payment_orders set method = 'ALIPAY_WEB' where pay_no = ${placed.payNo}`,
    );
    await cancel(placed.orderNo);
    const outcome = await applyAlipayTrade(
      { db: world.t.database.db, ledger: world.t.funds.ledger, paidHandlers: world.t.funds.paidHandlers },
      { payNo: placed.payNo!, tradeNo: `2026${Date.now()}`, totalAmount: '117.00', status: 'TRADE_SUCCESS' },
    );
    expect(outcome).toBe('NOT_OWED_REFUNDED');
    expect(await orderRow(placed.orderNo)).toMatchObject({ status: 'CANCELED' });
  });

  it('20 cancels at once refund once', async () => {
    const placed = await place();
    await payByBalance(placed.payNo!);
    const before = await available(world);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => cancel(placed.orderNo)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((x): x is PromiseRejectedResult => x.status === 'rejected'))
      expect(r.reason).toMatchObject({ errorCode: ErrorCode.ORDER_NOT_CANCELABLE });
    expect(await available(world)).toBe(before + 11700);
  });

  it('the tab counts kept in the transactions match the orders, and the ledger reconciles', async () => {
    expect(await tabCounts()).toEqual(expect.objectContaining(await liveCounts()));
    for (const [tab, n] of Object.entries(await tabCounts())) expect(n).toBe((await liveCounts())[tab] ?? 0);
    const report = await reconcile(world.t.database.db);
    expect(report.ok, describeReconcile(report)).toBe(true);
  });
});

describe('快递 quotes', () => {
  it('lists the couriers reaching a province, cheapest first, priced for the weight', async () => {
    const r = await call(
      world,
      world.seller,
      'GET',
      '/api/b2/orders/express?provinceCode=650000&weightG=2500',
    );
    expect(r.errorCode).toBe(0);
    expect(r.data[0]).toMatchObject({ code: 'JTSD', firstKgFen: 1350, extraKgFen: 900 });
    expect(r.data.find((c: { code: string }) => c.code === 'ZTO')).toMatchObject({
      name: '中通快递',
      freightFen: 3500,
    });
  });

  it('only 顺丰 and EMS reach 台湾; every courier lists its unreachable provinces', async () => {
    const taiwan = await call(world, world.seller, 'GET', '/api/b2/orders/express?provinceCode=710000');
    expect(taiwan.data.map((c: { code: string }) => c.code).sort()).toEqual(['EMS', 'SF']);
    const all = await call(world, world.seller, 'GET', '/api/b2/orders/expressAll');
    expect(all.data).toHaveLength(10);
    expect(all.data.find((c: { code: string }) => c.code === 'ZTO').unreachableProvinceCodes).toEqual([
      '710000',
      '810000',
      '820000',
    ]);
    expect(all.data.find((c: { code: string }) => c.code === 'SF').unreachableProvinceCodes).toEqual([]);
    // 快递列表's zones: provinces priced alike together, cheapest first, every reached province once
    const zto = all.data.find((c: { code: string }) => c.code === 'ZTO');
    expect(zto.zones[0]).toEqual({ firstKgFen: 300, extraKgFen: 100, provinceCodes: ['440000'] });
    expect(zto.zones.at(-1)).toMatchObject({ firstKgFen: 1500, extraKgFen: 1000 });
    expect(zto.zones.at(-1).provinceCodes).toContain('650000');
    const zoned = zto.zones.flatMap((z: { provinceCodes: string[] }) => z.provinceCodes);
    expect(zoned).toHaveLength(31);
    expect(new Set(zoned).size).toBe(31);
  });

  it('a bad province or weight is 40000 with a Chinese message', async () => {
    for (const q of [
      'provinceCode=44',
      'provinceCode=440000&weightG=1e3',
      'provinceCode=440000&weightG=-5',
      '',
    ])
      expect(await call(world, world.seller, 'GET', `/api/b2/orders/express?${q}`)).toMatchObject({
        errorCode: 40000,
        errorMsg: expect.stringMatching(/[\u4e00-\u9fa5]/),
      });
  });
});

describe('the list and the detail', () => {
  it('pages by tab newest first, with counts per tab equal from the day rows and from a live count', async () => {
    const all = await call(world, world.seller, 'POST', '/api/b2/daifa/order/page', { pageSize: 20 });
    expect(all.errorCode).toBe(0);
    const live = await liveCounts();
    expect(all.data.tabs).toEqual({ ALL: Object.values(live).reduce((a, b) => a + b, 0), ...live });
    // A filter the day rows cannot answer (a courier) counts the orders themselves: the same here.
    const byCourier = await call(world, world.seller, 'POST', '/api/b2/daifa/order/page', {
      pageSize: 20,
      courierCode: 'ZTO',
    });
    const sf = (
      await call(world, world.seller, 'POST', '/api/b2/daifa/order/page', { pageSize: 20, courierCode: 'SF' })
    ).data.tabs.ALL;
    expect(byCourier.data.tabs.ALL + sf).toBe(all.data.tabs.ALL);

    const waitPay = await call(world, world.seller, 'POST', '/api/b2/daifa/order/page', {
      tab: 'WAIT_PAY',
      pageSize: 20,
    });
    expect(waitPay.data.rows.length).toBe(live.WAIT_PAY);
    expect(waitPay.data.rows.every((r: { tab: string }) => r.tab === 'WAIT_PAY')).toBe(true);
    const times = waitPay.data.rows.map((r: { createdAt: string }) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(waitPay.data.rows[0]).toMatchObject({
      receiverName: '张*',
      receiverPhone: '138****5678',
      courierName: '中通快递',
    });
  });

  it('keyset pages do not repeat or skip an order', async () => {
    const first = await call(world, world.seller, 'POST', '/api/b2/daifa/order/page', { pageSize: 20 });
    const seen = first.data.rows.map((r: { orderNo: string }) => r.orderNo);
    let cursor = first.data.nextCursor;
    while (cursor) {
      const next = await call(world, world.seller, 'POST', '/api/b2/daifa/order/page', {
        pageSize: 20,
        cursor,
      });
      seen.push(...next.data.rows.map((r: { orderNo: string }) => r.orderNo));
      cursor = next.data.nextCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(first.data.tabs.ALL);
  });

  it('a 货号 or 档口 prefix finds the orders with such a line, counted per tab, paged both ways', async () => {
    const db = world.t.database.db;
    // 24 orders with a 货号 of their own stall, half of them paid (two tabs), and one a 档口 name matches
    const prefix = 'QX';
    for (let i = 0; i < 24; i++) {
      const line = { ...input().lines[0]!, articleNo: `QX-${100 + i}`, stall: '国投 5F-Q01' };
      const placed = await place({ lines: [line] });
      if (i % 2) await payByBalance(placed.payNo!);
    }
    await place({ lines: [{ ...input().lines[0]!, articleNo: 'K77', stall: 'QX 档口 1F-01' }] });
    const expected = (
      await db.execute<{ order_no: string; tab: string }>(sql`
        select o.order_no, o.tab from daifa_orders o
         where o.tenant_id = ${world.sellerTenant}
           and exists (select 1 from daifa_order_lines l where l.order_id = o.id
                        and (l.article_no like ${`${prefix}%`} or l.stall like ${`${prefix}%`}))
         order by o.created_at desc, o.id desc`)
    ).rows;
    // more than a page of 20, so the cursor is walked
    expect(expected.length).toBeGreaterThan(20);
    const search = (body: object) =>
      call(world, world.seller, 'POST', '/api/b2/daifa/order/page', { pageSize: 20, goods: prefix, ...body });
    const first = await search({});
    const seen = first.data.rows.map((r: { orderNo: string }) => r.orderNo);
    let cursor = first.data.nextCursor;
    let last = first;
    while (cursor) {
      last = await search({ cursor });
      seen.push(...last.data.rows.map((r: { orderNo: string }) => r.orderNo));
      cursor = last.data.nextCursor;
    }
    expect(seen).toEqual(expected.map((o) => o.order_no));
    const perTab: Record<string, number> = {};
    for (const o of expected) perTab[o.tab] = (perTab[o.tab] ?? 0) + 1;
    expect(first.data.tabs).toEqual({ ALL: expected.length, ...perTab });
    expect(first.data.rows[0].lines.length).toBeGreaterThan(0);
    // back from the last page: the page before it
    const back = await search({ cursor: last.data.prevCursor, direction: 'prev' });
    const lastStart = seen.length - last.data.rows.length;
    expect(back.data.rows.map((r: { orderNo: string }) => r.orderNo)).toEqual(
      seen.slice(lastStart - 20, lastStart),
    );
    // with a tab: its orders only, the counts still of every tab
    const [tab] = Object.keys(perTab);
    const inTab = await search({ tab, pageSize: 200 });
    expect(inTab.data.rows.map((r: { orderNo: string }) => r.orderNo)).toEqual(
      expected.filter((o) => o.tab === tab).map((o) => o.order_no),
    );
    expect(inTab.data.total).toBe(perTab[tab!]);
    expect((await search({ goods: 'ZZ-没有' })).data).toMatchObject({ rows: [], total: 0 });
  });

  it('the whole list (one statement a page) walks every order once, in order, and back; an empty tab still counts', async () => {
    const db = world.t.database.db;
    const expected = (
      await db.execute<{ order_no: string }>(sql`
        select order_no from daifa_orders where tenant_id = ${world.sellerTenant} order by created_at desc, id desc`)
    ).rows.map((o) => o.order_no);
    expect(expected.length).toBeGreaterThan(20);
    const list = (body: object) =>
      call(world, world.seller, 'POST', '/api/b2/daifa/order/page', { pageSize: 20, ...body });
    const pages = [await list({})];
    while (pages.at(-1)!.data.nextCursor) pages.push(await list({ cursor: pages.at(-1)!.data.nextCursor }));
    const numbers = (page: { data: { rows: { orderNo: string }[] } }) => page.data.rows.map((r) => r.orderNo);
    expect(pages.flatMap(numbers)).toEqual(expected);
    expect(pages[0]!.data.rows[0]!.lines.length).toBeGreaterThan(0);
    expect(pages[0]!.data.tabs.ALL).toBe(expected.length);
    const back = await list({ cursor: pages[1]!.data.prevCursor, direction: 'prev' });
    expect(numbers(back)).toEqual(numbers(pages[0]!));
    const empty = await list({ tab: 'AFTER_SALE' });
    expect(empty.data.rows).toEqual([]);
    expect(empty.data.tabs.ALL).toBe(expected.length);
  });

  it('the detail tells the order’s life on one timeline, and another tenant’s number is not found', async () => {
    const placed = await place();
    await payByBalance(placed.payNo!);
    await cancel(placed.orderNo);
    const detail = await call(world, world.seller, 'GET', `/api/b2/daifa/order/${placed.orderNo}`);
    expect(detail.data.timeline.map((e: { type: string }) => e.type)).toEqual([
      'PLACED',
      'PAID',
      'REFUNDED',
      'CANCELED',
    ]);
    expect(detail.data).toMatchObject({
      status: 'CANCELED',
      refundedFen: 11700,
      activeLines: 0,
      address: '解放北路 100 号',
    });
    expect(detail.data.lines).toHaveLength(2);
    const missing = await call(world, world.seller, 'GET', '/api/b2/daifa/order/DF26010199999999');
    expect(missing.errorCode).toBe(40400);
  });
});

describe('取消订单 and 挂起 over HTTP', () => {
  it('cancel is a money call: a repeat with its key gets the first answer, another order with it is 40900', async () => {
    const placed = await place();
    await payByBalance(placed.payNo!);
    const key = newKey();
    const first = await call(
      world,
      world.seller,
      'POST',
      '/api/b2/daifa/order/cancel',
      { orderNo: placed.orderNo, reason: '买家不要了' },
      key,
    );
    expect(first).toMatchObject({ errorCode: 0, data: { refundedFen: 11700, takenLines: 0 } });
    const again = await call(
      world,
      world.seller,
      'POST',
      '/api/b2/daifa/order/cancel',
      { orderNo: placed.orderNo, reason: '买家不要了' },
      key,
    );
    expect(again.data).toEqual(first.data);
    const other = await place();
    const reused = await call(
      world,
      world.seller,
      'POST',
      '/api/b2/daifa/order/cancel',
      { orderNo: other.orderNo, reason: '买家不要了' },
      key,
    );
    expect(reused).toMatchObject({ errorCode: 40900, errorMsg: '幂等键已用于其他请求' });
    const late = await call(
      world,
      world.seller,
      'POST',
      '/api/b2/daifa/order/cancel',
      { orderNo: placed.orderNo, reason: '再取消' },
      newKey(),
    );
    expect(late).toMatchObject({ errorCode: 43004, errorMsg: '当前状态不可取消' });
  });

  it('挂起 moves a paid order to 异常 with its chip; 恢复 brings it back; twice is 40900', async () => {
    const placed = await place();
    await payByBalance(placed.payNo!);
    const hold = await call(world, world.seller, 'POST', '/api/b2/daifa/order/hold', {
      orderNo: placed.orderNo,
    });
    expect(hold.errorCode).toBe(0);
    expect(await orderRow(placed.orderNo)).toMatchObject({ tab: 'ABNORMAL' });
    const held = await call(world, world.seller, 'GET', `/api/b2/daifa/order/${placed.orderNo}`);
    expect(held.data.flags).toEqual(['HOLD']);
    expect(
      (await call(world, world.seller, 'POST', '/api/b2/daifa/order/hold', { orderNo: placed.orderNo }))
        .errorCode,
    ).toBe(40900);
    expect(
      (await call(world, world.seller, 'POST', '/api/b2/daifa/order/release', { orderNo: placed.orderNo }))
        .errorCode,
    ).toBe(0);
    expect(await orderRow(placed.orderNo)).toMatchObject({ tab: 'WAIT_TAKE' });
    expect(await tabCounts()).toEqual(
      expect.objectContaining({ ABNORMAL: (await liveCounts()).ABNORMAL ?? 0 }),
    );
  });
});

describe('修改地址', () => {
  it('before the waybill: the receiver changes, the same province keeps the freight; another tenant’s order is 40400', async () => {
    const placed = await place();
    expect((await payByBalance(placed.payNo!)).errorCode).toBe(0);
    const res = await call(world, world.seller, 'POST', '/api/b2/daifa/order/updateAddress', {
      orderNo: placed.orderNo,
      receiver: { name: '赵六', phone: '020-86001234', areaCode: '440106', address: '天河路 385 号' },
    });
    expect(res).toMatchObject({ errorCode: 0, data: { refundedFen: 0 } });
    expect(await orderRow(placed.orderNo)).toMatchObject({ status: 'WAITING_TAKING' });
    const row = await world.t.database.db.execute<{
      receiver_name: string;
      district: string;
      receiver_phone_tail: string;
    }>(
      sql`select receiver_name, district, receiver_phone_tail from daifa_orders where order_no = ${placed.orderNo}`,
    );
    expect(row.rows[0]).toEqual({ receiver_name: '赵六', district: '天河区', receiver_phone_tail: '1234' });
    const detail = await call(world, world.seller, 'GET', `/api/b2/daifa/order/${placed.orderNo}`);
    expect(detail.data.timeline.at(-1)).toMatchObject({ type: 'ADDRESS_CHANGED' });
  });

  it('another province dearer for the courier is refused in Chinese; a district not in the tree is 40000', async () => {
    const placed = await place();
    expect((await payByBalance(placed.payNo!)).errorCode).toBe(0);
    const to = (areaCode: string) =>
      call(world, world.seller, 'POST', '/api/b2/daifa/order/updateAddress', {
        orderNo: placed.orderNo,
        receiver: { name: '赵六', phone: '13800138000', areaCode, address: '人民路 1 号' },
      });
    // 新疆 乌鲁木齐 天山区: ¥15.00 for the first kg
    const far = await to('650102');
    expect(far.errorCode).toBe(ErrorCode.RESOLUTION_NOT_APPLICABLE);
    expect(far.errorMsg).toMatch(/^新地址运费 ¥15\.00 高于原运费/);
    const bad = await to('999999');
    expect(bad).toMatchObject({ errorCode: ErrorCode.INVALID_INPUT, errorMsg: '请选择正确的省市区' });
  });
});

describe('demo data', () => {
  it('fills every tab and every exception chip through the real paths, and the money still reconciles', async () => {
    const balance = await available(world);
    const { seedDemoDaifa } = await import('../../src/modules/daifa/demo/demoDaifa.ts');
    expect(await seedDemoDaifa(world.t.database.db, world.t.funds, world.t.daifa.fulfilment, 'e3e3')).toBe(
      79,
    );
    // Paid by Alipay: the balance 资金管理 shows is untouched.
    expect(await available(world)).toBe(balance);
    const page = await call(world, world.seller, 'POST', '/api/b2/daifa/order/page', { pageSize: 20 });
    for (const tab of ['WAIT_PAY', 'WAIT_TAKE', 'WAIT_SEND', 'ABNORMAL', 'SENT', 'CANCELED'])
      expect(page.data.tabs[tab], tab).toBeGreaterThan(0);
    for (const flag of ['LACK', 'NEXT_DAY', 'PRICE_RAISED', 'CHANGE', 'STALL_CLOSED', 'BAD_ADDRESS']) {
      const flagged = await call(world, world.seller, 'POST', '/api/b2/daifa/order/page', {
        pageSize: 20,
        flag,
      });
      expect(flagged.data.tabs.ALL, flag).toBe(5);
      // the counts alone, for the same filter, say the same
      const counted = await call(world, world.seller, 'POST', '/api/b2/daifa/order/tabCounts', { flag });
      expect(counted.data, flag).toEqual({ tabs: flagged.data.tabs, dueSoon: flagged.data.dueSoon });
    }
    expect(await tabCounts()).toEqual(expect.objectContaining(await liveCounts()));
    // some paid for 精细质检: the detail says so
    const checked = await world.t.database.db.execute<{ order_no: string }>(
      sql`select order_no from daifa_orders where request_key = 'demo-daifa-1'`,
    );
    const detail = await call(world, world.seller, 'GET', `/api/b2/daifa/order/${checked.rows[0]!.order_no}`);
    expect(detail.data.extras).toBe('精细质检');
    const report = await reconcile(world.t.database.db);
    expect(report.ok, describeReconcile(report)).toBe(true);
    // numbered, paid and billed on their own days, over 45 of them
    const dated = await expectDatedAsPlaced(world.t.database.db, 'demo-daifa-%');
    expect(dated).toEqual({ orders: 79, paid: 68 });
    const days = await world.t.database.db.execute<{ n: number }>(sql`
      select count(distinct substr(order_no, 3, 6))::int as n from daifa_orders where request_key like 'demo-daifa-%'`);
    expect(days.rows[0]!.n).toBeGreaterThan(20);
    // what the market still works on is from the last day: housekeeping's first pass leaves every
    // exception waiting for the seller (a default is due only a day after the stall's answer)
    const { applyExceptionDefaults } = await import('../../src/modules/daifa/abnormal/exceptionDefaults.ts');
    expect(
      await applyExceptionDefaults(world.t.database.db, {
        funds: world.t.funds,
        fulfilment: world.t.daifa.fulfilment,
      }),
    ).toBe(0);
  });

  it('售后: three 未发货仅退款 through 申请售后 itself; the orders wait on at the stall and the money reconciles', async () => {
    const { seedDemoAfterSales } = await import('../../src/modules/afterSale/demo/demoAfterSales.ts');
    expect(await seedDemoAfterSales(world.t.database.db, world.t.funds, world.t.daifa.fulfilment)).toBe(3);
    const cases = await world.t.database.db.execute<{
      status: string;
      order_status: string;
      refunded: number;
    }>(sql`
      select a.status, o.status as order_status, a.refunded_fen as refunded
        from after_sales a join daifa_orders o on o.id = a.order_id`);
    expect(cases.rows).toHaveLength(3);
    for (const c of cases.rows) {
      expect(c.status).toBe('COMPLETE');
      expect(c.order_status).toBe('WAITING_TAKING');
      expect(Number(c.refunded)).toBeGreaterThan(0);
    }
    const report = await reconcile(world.t.database.db);
    expect(report.ok, describeReconcile(report)).toBe(true);
  });
});

describe('answers on the wire', () => {
  it('a page of 50 goes gzipped to a browser that asks (a tenth of its JSON); a small answer goes as it is', async () => {
    const ask = (url: string, method: 'GET' | 'POST', payload?: object) =>
      world.t.app.inject({
        method,
        url,
        headers: { ...world.seller.headers, 'accept-encoding': 'gzip, deflate, br, zstd' },
        ...(payload ? { payload } : {}),
      });
    const page = await ask('/api/b2/daifa/order/page', 'POST', { pageSize: 50 });
    expect(page.headers['content-encoding']).toBe('gzip');
    const json = zlib.gunzipSync(page.rawPayload).toString('utf8');
    expect(JSON.parse(json)).toMatchObject({ errorCode: 0 });
    expect(json.length).toBeGreaterThan(2048);
    expect(page.rawPayload.length).toBeLessThan(json.length / 3);
    const small = await ask('/api/b2/daifa/abnormal/counts', 'GET');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ errorCode: 0 });
  });
});

describe('a chip’s plan', () => {
  // The chip's statements are planned once for every call (named): the mark's own partial index is open
  // to that plan only because the mark is written into the statement — a parameter could be any mark.
  let plans = 0;
  const genericPlanOf = (mark: SQL, args: string) =>
    world.t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      // a filter made dear: an index whose predicate already holds the mark wins on any table size
      await tx.execute(sql`set local cpu_operator_cost = 10`);
      // a name of its own: the pool's connections keep the server's named statements
      const name = `chip_plan_${++plans}`;
      await tx.execute(sql`prepare ${sql.raw(name)}(bigint, text) as
        select o.tab, count(*) from daifa_orders o where o.tenant_id = $1 and ${mark} group by o.tab`);
      const r = await tx.execute<{ 'QUERY PLAN': string }>(sql.raw(`explain execute ${name}(${args})`));
      await tx.execute(sql.raw(`deallocate ${name}`));
      return r.rows.map((x) => x['QUERY PLAN']).join('\n');
    });
  const seller = () => world.seller.userId;

  it('reads the mark’s own index (缺货, 地址异常): the orders it counts, not every flagged one', async () => {
    expect(await genericPlanOf(flagWhere('LACK'), `${seller()}, null`)).toContain('daifa_orders_flag_lack');
    expect(await genericPlanOf(flagWhere('BAD_ADDRESS'), `${seller()}, null`)).toContain(
      'daifa_orders_flag_bad_address',
    );
    // the mark as a parameter: no partial index of a mark can serve the plan
    expect(await genericPlanOf(sql.raw(`$2 = any(o.flags)`), `${seller()}, 'LACK'`)).not.toContain(
      'daifa_orders_flag_',
    );
  });
});

describe('unpaid orders', () => {
  it('close by themselves after 24 hours with their payment order; a younger one or a paid one stays', async () => {
    const old = await place();
    const young = await place();
    const paid = await place();
    await payByBalance(paid.payNo!);
    await world.t.database.db.execute(sql`
      update daifa_orders set created_at = now() - interval '25 hours' where order_no in (${old.orderNo}, ${paid.orderNo})`);
    await world.t.database.db.execute(
      sql`update daifa_orders set created_at = now() - interval '23 hours' where order_no = ${young.orderNo}`,
    );
    expect(await expireUnpaidOrders(world.t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await orderRow(old.orderNo)).toMatchObject({ status: 'CANCELED', tab: 'CANCELED' });
    expect(await orderRow(young.orderNo)).toMatchObject({ status: 'WAITING_PAYMENT' });
    expect(await orderRow(paid.orderNo)).toMatchObject({ status: 'WAITING_TAKING' });
    expect((await payByBalance(old.payNo!)).errorCode).not.toBe(0);
    const detail = await call(world, world.seller, 'GET', `/api/b2/daifa/order/${old.orderNo}`);
    expect(detail.data.timeline.at(-1)).toMatchObject({ type: 'EXPIRED' });
  });
});
