import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ssoLogin, type Session, type TestApp } from '../support/testApp.ts';
import { insertShop, platformOrder, putOrders, tenantIdOf } from '../support/shopFixtures.ts';

let t: TestApp;
let seller: Session;
let other: Session;
const tids: Record<string, string[]> = {};

/**
 * A hand-computed fixture: 2 shops, 12 orders on known days, statuses, refunds and goods. Every
 * count below is written out by hand from this table, not computed by the code under test.
 *
 *  shop  tid     day(11月)  status     refund     lines (货号/档口)       receiver phone
 *  淘宝  T01..T06  1..6     WAIT_PAY×1, WAIT_SEND×3, SENT×1, CLOSED×1; T03 REFUNDING
 *  拼多  P01..P06  1..6     WAIT_SEND×2, SENT×2, FINISHED×2; P04 REFUNDING; masked receivers
 */
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const sellerId = await tenantIdOf(db, 'seller');
  const taobao = await insertShop(db, sellerId, 'TAOBAO', '列表淘宝店');
  const pdd = await insertShop(db, sellerId, 'PDD', '列表拼多多店');
  const day = (d: number) => new Date(`2026-11-0${d}T12:00:00+08:00`);
  const taobaoStatus = ['WAIT_PAY', 'WAIT_SEND', 'WAIT_SEND', 'WAIT_SEND', 'SENT', 'CLOSED'] as const;
  const pddStatus = ['WAIT_SEND', 'WAIT_SEND', 'SENT', 'SENT', 'FINISHED', 'FINISHED'] as const;
  tids.taobao = taobaoStatus.map((_, i) => `2611010000${i + 1}`);
  tids.pdd = pddStatus.map((_, i) => `261101-99000${i + 1}`);
  await putOrders(
    db,
    taobao,
    taobaoStatus.map((status, i) =>
      platformOrder({
        tid: tids.taobao![i]!,
        createdAt: day(i + 1),
        status,
        refundStatus: i === 2 ? 'REFUNDING' : 'NONE',
        buyerNick: i === 0 ? '小明同学' : `tb_buyer_${i}`,
        receiver: {
          name: '王小二',
          phone: `1391234${String(5670 + i)}`,
          province: '浙江省',
          city: '杭州市',
          district: '西湖区',
          address: '文三路 1 号',
          masked: false,
        },
        waybillNo: status === 'SENT' ? 'SF1234567890123' : null,
        lines:
          i === 1
            ? [
                {
                  oid: 'a',
                  title: '羊毛大衣',
                  imageUrl: 'https://img.example.invalid/a.jpg',
                  color: '驼色',
                  size: 'L',
                  articleNo: 'B8801',
                  stall: '沙河南城 2楼 B208',
                  quantity: 1,
                  priceFen: 29900,
                  refundStatus: 'NONE',
                },
                {
                  oid: 'b',
                  title: '针织围巾',
                  imageUrl: 'https://img.example.invalid/b.jpg',
                  color: '灰色',
                  size: '均码',
                  articleNo: 'A2317',
                  stall: '十三行新中国大厦 3楼 A318',
                  quantity: 2,
                  priceFen: 5900,
                  refundStatus: 'NONE',
                },
              ]
            : undefined,
      }),
    ),
  );
  await putOrders(
    db,
    pdd,
    pddStatus.map((status, i) =>
      platformOrder({
        tid: tids.pdd![i]!,
        createdAt: day(i + 1),
        status,
        refundStatus: i === 3 ? 'REFUNDING' : 'NONE',
        receiver: {
          name: '李*',
          phone: '138****0000',
          province: '广东省',
          city: '深圳市',
          district: '南山区',
          address: '科技园****',
          masked: true,
        },
      }),
    ),
  );
  seller = await ssoLogin(t.app, 'seller', 'seller123');
  other = await ssoLogin(t.app, 'purchaser', 'purchaser123');
});
afterAll(() => t.close());

async function page(session: Session, body: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/b2/shopOrders/page',
    headers: session.headers,
    payload: body,
  });
  const json = res.json();
  if (json.errorCode !== 0) throw new Error(`${json.errorCode} ${json.errorMsg}`);
  return json.data as {
    rows: {
      tid: string;
      systemNo: string;
      receiverName: string;
      receiverPhone: string;
      lines: unknown[];
      id: number;
    }[];
    total: number;
    tabs: Record<string, number>;
    nextCursor: string | null;
    prevCursor: string | null;
    notFound: string[];
  };
}

const novemberFirstWeek = { from: '2026-11-01T00:00:00+08:00', to: '2026-11-06T23:59:59+08:00' };

describe('同步订单 list: filters and counts', () => {
  it('counts every tab for the current filters in one answer', async () => {
    const all = await page(seller, { orderTime: novemberFirstWeek });
    expect(all.tabs).toEqual({
      all: 12,
      WAIT_PAY: 1,
      WAIT_SEND: 5,
      SENT: 3,
      FINISHED: 2,
      CLOSED: 1,
      REFUNDING: 2,
      HOLD: 0,
    });
    expect(all.total).toBe(12);
    expect(all.rows).toHaveLength(12);
    // Newest first: day 6 of both shops, then day 5…
    expect(
      all.rows
        .slice(0, 2)
        .map((r) => r.tid)
        .sort(),
    ).toEqual([tids.pdd![5], tids.taobao![5]].sort());
  });

  it('filters by tab, platform and date range', async () => {
    const waitSend = await page(seller, { orderTime: novemberFirstWeek, tab: 'WAIT_SEND' });
    expect(waitSend.total).toBe(5);
    expect(waitSend.rows.map((r) => r.tid).sort()).toEqual(
      [tids.taobao![1], tids.taobao![2], tids.taobao![3], tids.pdd![0], tids.pdd![1]].sort(),
    );
    const pddOnly = await page(seller, { orderTime: novemberFirstWeek, platforms: ['PDD'] });
    expect(pddOnly.tabs).toEqual({
      all: 6,
      WAIT_PAY: 0,
      WAIT_SEND: 2,
      SENT: 2,
      FINISHED: 2,
      CLOSED: 0,
      REFUNDING: 1,
      HOLD: 0,
    });
    const days2to3 = await page(seller, {
      orderTime: { from: '2026-11-02T00:00:00+08:00', to: '2026-11-03T23:59:59+08:00' },
    });
    expect(days2to3.tabs.all).toBe(4);
    expect(days2to3.tabs.REFUNDING).toBe(1);
  });

  it('finds an order by any of its numbers and by goods, buyer and phone tail', async () => {
    const one = await page(seller, {
      orderTime: novemberFirstWeek,
      search: { field: 'tid', text: tids.taobao![0] },
    });
    expect(one.rows.map((r) => r.tid)).toEqual([tids.taobao![0]]);
    const bySystemNo = await page(seller, {
      search: { field: 'systemNo', text: one.rows[0]!.systemNo.toLowerCase() },
    });
    expect(bySystemNo.rows.map((r) => r.tid)).toEqual([tids.taobao![0]]);
    expect(
      (await page(seller, { search: { field: 'waybillNo', text: 'SF1234567890123' } })).rows.map(
        (r) => r.tid,
      ),
    ).toEqual([tids.taobao![4]]);
    expect((await page(seller, { search: { field: 'buyerNick', text: '小明同学' } })).total).toBe(1);
    expect(
      (await page(seller, { search: { field: 'phoneTail', text: '5673' } })).rows.map((r) => r.tid),
    ).toEqual([tids.taobao![3]]);
    // Masked PDD phones have no tail to search.
    expect((await page(seller, { search: { field: 'phoneTail', text: '0000' } })).total).toBe(0);
    expect(
      (await page(seller, { search: { field: 'articleNo', text: 'B8801' } })).rows.map((r) => r.tid),
    ).toEqual([tids.taobao![1]]);
    expect(
      (await page(seller, { search: { field: 'stall', text: '沙河南城' } })).rows.map((r) => r.tid),
    ).toEqual([tids.taobao![1]]);
  });

  it('batch paste finds orders by platform no, system no or waybill and reports the rest as not found', async () => {
    const systemNo = (await page(seller, { search: { field: 'tid', text: tids.pdd![2] } })).rows[0]!.systemNo;
    const numbers = [tids.taobao![0], 'NOPE-1', systemNo, 'SF1234567890123', '000000', tids.taobao![0]];
    const found = await page(seller, { batch: { numbers } });
    expect(found.rows.map((r) => r.tid).sort()).toEqual(
      [tids.taobao![0], tids.pdd![2], tids.taobao![4]].sort(),
    );
    expect(found.notFound).toEqual(['NOPE-1', '000000']);
    // Another tenant finds none of them.
    const theirs = await page(other, { batch: { numbers } });
    expect(theirs.rows).toEqual([]);
    expect(theirs.notFound).toEqual([...new Set(numbers)]);
  });

  it('masks receivers in the list by spec §5', async () => {
    const res = await page(seller, { search: { field: 'tid', text: tids.taobao![0] } });
    expect(res.rows[0]).toMatchObject({ receiverName: '王*二', receiverPhone: '139****5670' });
    const pdd = await page(seller, { search: { field: 'tid', text: tids.pdd![0] } });
    expect(pdd.rows[0]).toMatchObject({ receiverName: '李*', receiverPhone: '138****0000' });
  });

  it('shows nothing of another tenant', async () => {
    const theirs = await page(other, { orderTime: novemberFirstWeek });
    expect(theirs.tabs.all).toBe(0);
    const id = (await page(seller, { search: { field: 'tid', text: tids.taobao![0] } })).rows[0]!.id;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/b2/shopOrders/detail/${id}`,
      headers: other.headers,
    });
    expect(res.json().errorCode).toBe(40400);
  });
});

describe('同步订单 list: keyset paging', () => {
  it('pages forward and back without gaps or repeats while new orders arrive', async () => {
    const db = t.database.db;
    const shop = await insertShop(db, await tenantIdOf(db, 'seller'), 'JD', '翻页测试店');
    const base = Date.parse('2026-10-01T00:00:00+08:00');
    // 65 orders, some sharing one instant, so ties are broken by id.
    const initial = Array.from({ length: 65 }, (_, i) =>
      platformOrder({ tid: `JD${1000 + i}`, createdAt: new Date(base + Math.floor(i / 3) * 60_000) }),
    );
    await putOrders(db, shop, initial);
    const filter = { shopIds: [shop.id], pageSize: 20 };
    const seen: string[] = [];
    let cursor: string | null | undefined;
    const pages: string[][] = [];
    let n = 0;
    do {
      const p = await page(seller, { ...filter, ...(cursor ? { cursor } : {}) });
      pages.push(p.rows.map((r) => r.tid));
      seen.push(...p.rows.map((r) => r.tid));
      cursor = p.nextCursor;
      // A new order arrives between pages: it belongs on page 1, never in the pages still to come.
      await putOrders(db, shop, [
        platformOrder({ tid: `JDNEW${n++}`, createdAt: new Date(base + 365 * 24 * 3600_000) }),
      ]);
    } while (cursor);
    expect(pages.map((p) => p.length)).toEqual([20, 20, 20, 5]);
    expect(new Set(seen).size).toBe(65);
    expect(seen.sort()).toEqual(initial.map((o) => o.tid).sort());

    // Back from page 3 gives page 2 again, in the same order.
    const p1 = await page(seller, filter);
    const p2 = await page(seller, { ...filter, cursor: p1.nextCursor });
    const p3 = await page(seller, { ...filter, cursor: p2.nextCursor });
    const back = await page(seller, { ...filter, cursor: p3.prevCursor, direction: 'prev' });
    expect(back.rows.map((r) => r.tid)).toEqual(p2.rows.map((r) => r.tid));
    expect(back.prevCursor).not.toBeNull();
    expect(back.nextCursor).not.toBeNull();
  });

  it('refuses a forged cursor with a Chinese message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/b2/shopOrders/page',
      headers: seller.headers,
      payload: { cursor: 'not-a-cursor' },
    });
    expect(res.json()).toMatchObject({
      errorCode: 40000,
      errorMsg: '翻页位置无效，请回到第一页',
      data: { field: 'cursor' },
    });
  });
});

describe('同步订单 actions', () => {
  it('flags, remarks, holds and releases; the HOLD tab counts follow', async () => {
    const [first] = (await page(seller, { search: { field: 'tid', text: tids.taobao![0] } })).rows;
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: seller.headers, payload }).then((r) => r.json());
    expect(
      (await post('/api/b2/shopOrders/remark', { id: first!.id, sellerRemark: '优先发货', sellerFlag: 1 }))
        .errorCode,
    ).toBe(0);
    expect((await post('/api/b2/shopOrders/hold', { ids: [first!.id] })).errorCode).toBe(0);
    const held = await page(seller, { orderTime: novemberFirstWeek, tab: 'HOLD' });
    expect(held.rows.map((r) => r.tid)).toEqual([tids.taobao![0]]);
    expect(held.tabs.HOLD).toBe(1);
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/b2/shopOrders/detail/${first!.id}`,
        headers: seller.headers,
      })
    ).json().data;
    expect(detail).toMatchObject({ sellerRemark: '优先发货', sellerFlag: 1, hold: true });
    expect(detail.receiver).toMatchObject({ name: '王小二', phone: '13912345670', masked: false });
    expect(detail.events.map((e: { detail: string }) => e.detail).slice(0, 2)).toEqual([
      '挂起订单',
      '旗帜改为红旗；卖家备注改为「优先发货」',
    ]);
    expect((await post('/api/b2/shopOrders/release', { ids: [first!.id] })).errorCode).toBe(0);
    expect((await page(seller, { orderTime: novemberFirstWeek })).tabs.HOLD).toBe(0);
    // Another tenant's ids are not found, and nothing is changed.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/b2/shopOrders/hold',
          headers: other.headers,
          payload: { ids: [first!.id] },
        })
      ).json().errorCode,
    ).toBe(40400);
  });
});
