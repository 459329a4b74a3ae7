import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlatformOrder } from '../../server/src/modules/shops/platform/adapter.ts';
import {
  DAY,
  EPOCH,
  HOUR,
  T0,
  failureOf,
  pullAll,
  startTestPlatform,
  type TestPlatform,
} from './testSupport.ts';

let platform: TestPlatform;
// Tokens outlast the days these tests travel through.
const longTokens = { accessTokenTtlSeconds: 60 * 86_400, refreshTokenTtlSeconds: 90 * 86_400 };
beforeEach(async () => {
  platform = await startTestPlatform(longTokens);
});
afterEach(async () => {
  await platform.standIn.close();
});

const position = (order: PlatformOrder) => [order.modifiedAt.getTime(), order.tid] as const;
const isAfter = (a: PlatformOrder, b: PlatformOrder) =>
  position(a)[0] > position(b)[0] || (position(a)[0] === position(b)[0] && position(a)[1] > position(b)[1]);

describe('orders', () => {
  it('gives each paid order its channel’s 最晚发货时间: 淘宝 48 h or 7 days on 预售, 拼多多 48 h or 24 h on 极速发货, none on 其他平台', async () => {
    const promises = async (channel: 'TAOBAO' | 'PDD' | 'OTHER') => {
      const shop = platform.standIn.control.provisionShop({ channel, historyDays: 1, ordersTotal: 400 });
      const { orders } = await pullAll(platform.adapter(channel), shop.accessToken);
      const hours = new Map<string, number>();
      for (const o of orders) {
        if (!o.paidAt) {
          expect(o.shipByAt).toBeNull();
          continue;
        }
        const h = o.shipByAt ? (o.shipByAt.getTime() - o.paidAt.getTime()) / HOUR : null;
        hours.set(String(h), (hours.get(String(h)) ?? 0) + 1);
      }
      return hours;
    };
    const taobao = await promises('TAOBAO');
    expect([...taobao.keys()].sort()).toEqual(['168', '48']);
    expect(taobao.get('168')! / taobao.get('48')!).toBeCloseTo(1 / 19, 1);
    const pdd = await promises('PDD');
    expect([...pdd.keys()].sort()).toEqual(['24', '48']);
    expect(pdd.get('24')! / pdd.get('48')!).toBeCloseTo(1 / 9, 1);
    expect([...(await promises('OTHER')).keys()]).toEqual(['null']);
  });

  it('serves the same orders after a restart', async () => {
    const shop = platform.standIn.control.provisionShop({
      channel: 'TAOBAO',
      shopName: '初见女装店',
      historyDays: 3,
      ordersTotal: 2000,
    });
    const before = await pullAll(platform.adapter('TAOBAO'), shop.accessToken);
    await platform.standIn.close();
    platform = await startTestPlatform(longTokens);
    const after = await pullAll(platform.adapter('TAOBAO'), shop.accessToken);
    expect(before.orders.length).toBe(2000);
    // the pictures are served where the stand-in listens (the demo keeps its port): the same paths
    const onAnyHost = (orders: PlatformOrder[]) =>
      orders.map((o) => ({
        ...o,
        lines: o.lines.map((l) => ({ ...l, imageUrl: new URL(l.imageUrl).pathname })),
      }));
    expect(onAnyHost(after.orders)).toEqual(onAnyHost(before.orders));
  });

  it('pages every order exactly once, in (modified, tid) order', async () => {
    const shop = platform.standIn.control.provisionShop({ channel: 'JD', historyDays: 1 });
    const jd = platform.adapter('JD');
    const { orders, pages } = await pullAll(jd, shop.accessToken, EPOCH, 37);
    expect(pages).toBe(Math.ceil(orders.length / 37) + (orders.length % 37 === 0 ? 1 : 0));
    expect(new Set(orders.map((o) => o.tid)).size).toBe(orders.length);
    for (let i = 1; i < orders.length; i++) expect(isAfter(orders[i]!, orders[i - 1]!)).toBe(true);
    // 3 a minute for a day, all created inside the window and none in the future.
    expect(Math.abs(orders.length - 24 * 60 * 3)).toBeLessThanOrEqual(1);
    for (const order of orders) {
      expect(order.createdAt.getTime()).toBeGreaterThanOrEqual(shop.historyStart.getTime());
      expect(order.modifiedAt.getTime()).toBeLessThanOrEqual(T0.getTime());
    }
    const since = new Date(T0.getTime() - 6 * HOUR);
    const recent = await pullAll(jd, shop.accessToken, since, 50);
    expect(recent.orders.map((o) => o.tid)).toEqual(
      orders.filter((o) => o.modifiedAt >= since).map((o) => o.tid),
    );
  });

  it('gives realistic orders with a mix of statuses', async () => {
    const shop = platform.standIn.control.provisionShop({
      channel: 'TAOBAO',
      historyDays: 10,
      ordersTotal: 3000,
    });
    const { orders } = await pullAll(platform.adapter('TAOBAO'), shop.accessToken);
    const statuses = new Set(orders.map((o) => o.status));
    expect([...statuses].sort()).toEqual(['CLOSED', 'FINISHED', 'SENT', 'WAIT_PAY', 'WAIT_SEND']);
    for (const order of orders.slice(0, 300)) {
      expect(order.receiver.phone).toMatch(/^1[3-9]\d{9}$/);
      expect(order.receiver.name).toMatch(/^\p{Script=Han}{2,4}$/u);
      expect(order.receiver.address).toMatch(/号/);
      expect(order.lines.length).toBeGreaterThanOrEqual(1);
      expect(order.lines.length).toBeLessThanOrEqual(3);
      const goods = order.lines.reduce((sum, l) => sum + l.priceFen * l.quantity, 0);
      expect(order.paymentFen).toBe(goods + order.postFeeFen);
      for (const line of order.lines) {
        expect(line.articleNo).toMatch(/^[A-Z]\d{4}$/);
        // a picture the platform serves
        expect(line.imageUrl).toMatch(
          new RegExp(`^${platform.standIn.url}/images/goods/${line.articleNo}/[^/]+\\.svg$`),
        );
        expect(Number.isInteger(line.priceFen)).toBe(true);
      }
      if (order.status === 'SENT') expect(order.waybillNo).toBeTruthy();
    }
    expect(orders.some((o) => o.buyerRemark !== '')).toBe(true);
    expect(orders.some((o) => o.sellerFlag > 0)).toBe(true);
    expect(orders.some((o) => o.lines.some((l) => l.stall?.includes('楼')))).toBe(true);
  });

  it('bumps modified when buyers cancel, move the parcel or ask for a refund', async () => {
    // A fixed-size history: no new orders arrive, only the old ones change.
    const shop = platform.standIn.control.provisionShop({
      channel: 'WEIDIAN',
      historyDays: 1,
      ordersTotal: 1500,
    });
    const weidian = platform.adapter('WEIDIAN');
    const before = new Map((await pullAll(weidian, shop.accessToken)).orders.map((o) => [o.tid, o]));
    platform.standIn.control.advanceClock(3 * DAY);
    // The pull's lower bound is inclusive: an order last touched at T0 itself comes back unchanged.
    const changed = (await pullAll(weidian, shop.accessToken, new Date(T0.getTime() + 1))).orders.filter(
      (o) => before.has(o.tid),
    );
    expect(changed.length).toBeGreaterThan(before.size / 2);
    for (const order of changed)
      expect(order.modifiedAt.getTime()).toBeGreaterThan(before.get(order.tid)!.modifiedAt.getTime());
    const moved = changed.filter((o) => o.receiver.address !== before.get(o.tid)!.receiver.address);
    expect(moved.length).toBeGreaterThan(0);
    const cancelled = changed.filter(
      (o) => o.status === 'CLOSED' && before.get(o.tid)!.status === 'WAIT_SEND',
    );
    expect(cancelled.length).toBeGreaterThan(0);
    platform.standIn.control.advanceClock(6 * DAY);
    const later = (await pullAll(weidian, shop.accessToken, T0)).orders;
    expect(later.some((o) => o.refundStatus !== 'NONE')).toBe(true);
    // Orders changed since the first pull, and only those, come back.
    const unchanged = [...before.values()].filter((o) => !later.some((l) => l.tid === o.tid));
    for (const order of unchanged) expect(order.modifiedAt.getTime()).toBeLessThan(T0.getTime());
  });

  it('keeps new orders coming as time passes', async () => {
    const shop = platform.standIn.control.provisionShop({ channel: 'OTHER' });
    const other = platform.adapter('OTHER');
    // The stand-in's clock also runs in real time: on a busy machine an order may arrive before the
    // first pull, so what is counted is how many the ten minutes bring.
    const before = (await pullAll(other, shop.accessToken)).orders.length;
    expect(before).toBeLessThanOrEqual(1);
    platform.standIn.control.advanceClock(10 * 60_000);
    const { orders } = await pullAll(other, shop.accessToken);
    expect(orders.length - before).toBeGreaterThanOrEqual(28);
    expect(orders.length - before).toBeLessThanOrEqual(31);
  });

  it('masks receivers on PDD, TIKTOK and KUAISHOU only', async () => {
    for (const channel of ['PDD', 'TIKTOK', 'KUAISHOU', 'TAOBAO', 'JD', 'KM', 'WDT']) {
      const shop = platform.standIn.control.provisionShop({ channel, historyDays: 1 });
      const page = await platform
        .adapter(channel)
        .pullChangedOrders(shop.accessToken, { since: EPOCH, cursor: null, pageSize: 20 });
      expect(page.orders.length).toBe(20);
      const masked = ['PDD', 'TIKTOK', 'KUAISHOU'].includes(channel);
      for (const { receiver } of page.orders) {
        expect(receiver.masked).toBe(masked);
        if (masked) {
          expect(receiver.name).toMatch(/^\p{Script=Han}\*+$/u);
          expect(receiver.phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
          expect(receiver.address).toContain('*');
        } else {
          expect(receiver.phone).toMatch(/^1[3-9]\d{9}$/);
        }
        expect(receiver.province).not.toContain('*');
      }
    }
  });

  it('ships an order with the pushed waybill, and refuses to ship it twice', async () => {
    const shop = platform.standIn.control.provisionShop({ channel: 'TIKTOK', historyDays: 1 });
    const tiktok = platform.adapter('TIKTOK');
    const { orders } = await pullAll(tiktok, shop.accessToken);
    const waiting = orders.find((o) => o.status === 'WAIT_SEND')!;
    platform.standIn.control.advanceClock(60_000);
    const waybill = { tid: waiting.tid, expressCompany: '中通快递', waybillNo: '78912345678901' };
    await tiktok.pushWaybill(shop.accessToken, waybill);
    await tiktok.pushWaybill(shop.accessToken, waybill);
    const shipped = await tiktok.pullOrder(shop.accessToken, waiting.tid);
    expect(shipped).toMatchObject({
      status: 'SENT',
      expressCompany: '中通快递',
      waybillNo: '78912345678901',
    });
    expect(shipped!.modifiedAt.getTime()).toBe(T0.getTime() + 60_000);
    const changed = await pullAll(tiktok, shop.accessToken, new Date(T0.getTime() + 1));
    expect(changed.orders.map((o) => o.tid)).toContain(waiting.tid);
    const again = { ...waybill, waybillNo: '78900000000000' };
    expect(await failureOf(tiktok.pushWaybill(shop.accessToken, again))).toMatchObject({ kind: 'rejected' });
    const closed = orders.find((o) => o.status === 'CLOSED')!;
    expect(
      await failureOf(tiktok.pushWaybill(shop.accessToken, { ...again, tid: closed.tid })),
    ).toMatchObject({ kind: 'rejected' });
    // 追加包裹: a further parcel of the order shipped here, once however often it is sent
    const extra = { ...waybill, waybillNo: '78912345678902' };
    await tiktok.addPackage(shop.accessToken, extra);
    await tiktok.addPackage(shop.accessToken, extra);
    expect((await tiktok.pullOrder(shop.accessToken, waiting.tid))?.packages).toEqual([
      { expressCompany: '中通快递', waybillNo: '78912345678902' },
    ]);
    expect(await failureOf(tiktok.addPackage(shop.accessToken, { ...extra, tid: closed.tid }))).toMatchObject(
      { kind: 'rejected' },
    );
    const elsewhere = orders.find((o) => o.status === 'WAIT_SEND' && o.tid !== waiting.tid)!;
    expect(
      await failureOf(tiktok.addPackage(shop.accessToken, { ...extra, tid: elsewhere.tid })),
    ).toMatchObject({ kind: 'rejected' });
    // Shipped by the seller, it finishes days later like any other.
    platform.standIn.control.advanceClock(10 * DAY);
    expect((await tiktok.pullOrder(shop.accessToken, waiting.tid))?.status).toMatch(/FINISHED|CLOSED/);
  });

  it('answers an unknown order number with null', async () => {
    const shop = platform.standIn.control.provisionShop({ channel: 'TAOBAO', historyDays: 1 });
    const taobao = platform.adapter('TAOBAO');
    expect(await taobao.pullOrder(shop.accessToken, '999999999999999999')).toBeNull();
    const other = platform.standIn.control.provisionShop({ channel: 'TAOBAO', historyDays: 1 });
    const [theirs] = (
      await taobao.pullChangedOrders(other.accessToken, { since: EPOCH, cursor: null, pageSize: 1 })
    ).orders;
    expect(await taobao.pullOrder(shop.accessToken, theirs!.tid)).toBeNull();
  });

  it('words a refund as 淘宝 and 抖店 do, beside the common fields', async () => {
    const read = async (channel: 'TAOBAO' | 'TIKTOK') => {
      const shop = platform.standIn.control.provisionShop({ channel, historyDays: 20 });
      const res = await fetch(
        `${platform.standIn.url}/${channel.toLowerCase()}/refunds/changed?since=2000-01-01T00:00:00Z&page_size=100`,
        { headers: { authorization: `Bearer ${shop.accessToken}` } },
      );
      return ((await res.json()) as { refunds: Record<string, string | number>[] }).refunds;
    };
    const taobao = await read('TAOBAO');
    expect(taobao.length).toBeGreaterThan(3);
    const TB = {
      REFUNDING: ['WAIT_SELLER_AGREE', 'WAIT_BUYER_RETURN_GOODS', 'WAIT_SELLER_CONFIRM_GOODS'],
      REFUNDED: ['SUCCESS'],
      REFUSED: ['SELLER_REFUSE_BUYER'],
      CLOSED: ['CLOSED'],
    };
    for (const r of taobao) {
      expect(TB[r.status as keyof typeof TB]).toContain(r.tb_status);
      expect(['BUYER_NOT_RECEIVED', 'BUYER_RECEIVED', 'BUYER_RETURNED_GOODS']).toContain(r.good_status);
      expect(r.refund_version).toBe(Date.parse(String(r.modified)));
      // the buyer's return waybill once the goods are on their way back
      expect(!!r.sid).toBe(r.good_status === 'BUYER_RETURNED_GOODS');
    }
    const tiktok = await read('TIKTOK');
    const DD = { REFUNDING: [6, 7, 11], REFUNDED: [12], REFUSED: [27], CLOSED: [28] };
    for (const r of tiktok) {
      expect(DD[r.status as keyof typeof DD]).toContain(r.aftersale_status);
      expect([0, 1, 2]).toContain(r.aftersale_type);
      expect(r.refund_amount).toBe(r.refund_fee);
      expect(r.tb_status).toBeUndefined();
    }
  });

  it('pages refunds and agrees with the orders', async () => {
    const shop = platform.standIn.control.provisionShop({ channel: 'KM', historyDays: 20 });
    const km = platform.adapter('KM');
    const refunds = [];
    let cursor: string | null = null;
    do {
      const page = await km.pullRefunds(shop.accessToken, { since: EPOCH, cursor, pageSize: 25 });
      refunds.push(...page.refunds);
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(refunds.length).toBeGreaterThan(50);
    expect(new Set(refunds.map((r) => r.refundId)).size).toBe(refunds.length);
    expect(new Set(refunds.map((r) => r.status))).toEqual(
      new Set(['REFUNDING', 'REFUNDED', 'REFUSED', 'CLOSED']),
    );
    for (const refund of refunds.slice(0, 20)) {
      const order = await km.pullOrder(shop.accessToken, refund.tid);
      // a refund the buyer withdrew (CLOSED), or a swap sent (换货), leaves the order as if none had been asked
      const exchange = refund.kind === 'EXCHANGE';
      const shown =
        refund.status === 'CLOSED' || (exchange && refund.status === 'REFUNDED') ? 'NONE' : refund.status;
      expect(order?.refundStatus).toBe(shown);
      const line = order?.lines.find((l) => l.oid === refund.oid);
      expect(line?.refundStatus).toBe(shown);
      expect(refund.amountFen).toBe(exchange ? 0 : line!.priceFen * line!.quantity);
      if (refund.status === 'REFUNDED' && !exchange && order!.lines.length === 1)
        expect(order?.status).toBe('CLOSED');
    }
    // 换货: the colour and size wanted instead, nothing refunded, the order not closed by it
    const swaps = refunds.filter((r) => r.kind === 'EXCHANGE');
    expect(swaps.length).toBeGreaterThan(0);
    for (const swap of swaps) {
      expect(swap.amountFen).toBe(0);
      expect(String(swap.raw.exchange_to)).toMatch(/^.+\/.+$/);
      const order = (await km.pullOrder(shop.accessToken, swap.tid))!;
      expect(order.status).not.toBe('CLOSED');
    }
    // 未发货仅退款: asked before the parcel left; granted on a one-line order, it never ships
    const early = refunds.filter((r) => ['不想要了', '拍错/多拍', '发货太慢'].includes(r.reason));
    expect(early.length).toBeGreaterThan(5);
    for (const refund of early) {
      const order = (await km.pullOrder(shop.accessToken, refund.tid))!;
      expect(refund.modifiedAt.getTime()).toBeGreaterThanOrEqual(order.paidAt!.getTime());
      if (order.lines.length === 1 && refund.status === 'REFUNDED') {
        expect(order.status).toBe('CLOSED');
        expect(order.waybillNo).toBeNull();
      }
    }
  });
});
