import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { reconcile } from '../../src/modules/funds/ledger/reconcile.ts';
import { compactAfterSaleCounts } from '../../src/modules/afterSale/tabCounts.ts';
import { lapseShopRefunds } from '../../src/modules/afterSale/shopAfterSale/shopAfterSaleLapse.ts';
import { available, call, fundsWorld, newKey } from '../funds/support.ts';
import { ssoLogin } from '../support/testApp.ts';
import { cancelDaifa, marketLines, placeAndPay } from '../daifa/support.ts';
import { returnHelpers, shopRefunds } from './support.ts';

// 店铺售后: the buyer's refund on the shop's platform, and 转为代发售后 into the dropship case its order allows.
const world = fundsWorld({ warehouse: true });
const db = () => world.t.database.db;
const { signedOrder, linesOfOrder, kase } = returnHelpers(world);
const { shopRefundOn } = shopRefunds(world);

const page = (body: object) => call(world, world.seller, 'POST', '/api/b2/shop/afterSale/page', body);
const convert = (id: number, key = newKey()) =>
  call(world, world.seller, 'POST', '/api/b2/shop/afterSale/convert', { id }, key);

describe('店铺售后', () => {
  it('a refund on goods still at the stall: 待转 with 未发货仅退款 offered; converted, the goods come back at once, once', async () => {
    const orderNo = await placeAndPay(world, await marketLines(world, 2));
    const { id, refundId, tid } = await shopRefundOn(orderNo, 'REFUNDING', '不想要了');
    const listed = await page({ tab: 'PENDING', keyword: refundId });
    expect(listed.errorCode).toBe(0);
    expect(listed.data.rows).toHaveLength(1);
    expect(listed.data.rows[0]).toMatchObject({
      id,
      refundId,
      tid,
      status: 'REFUNDING',
      shopName: '售后测试淘宝店',
      daifaOrderNo: orderNo,
      asNo: null,
      convert: { type: 'REFUND_UNDELIVERY', why: null },
    });
    expect(listed.data.tabs).toMatchObject({ PENDING: 1, CONVERTED: 0, ALL: 1 });
    const balance = await available(world);
    const [first] = await linesOfOrder(orderNo);

    const key = newKey();
    const done = await convert(id, key);
    expect(done).toMatchObject({ errorCode: 0, data: { id, type: 'REFUND_UNDELIVERY', status: 'COMPLETE' } });
    expect(await available(world)).toBeGreaterThan(balance);
    // again, with the key or without: the same case, nothing more refunded
    expect((await convert(id, key)).data).toEqual(done.data);
    const again = await convert(id);
    expect(again.data).toMatchObject({ asNo: done.data.asNo, refundedFen: 0 });
    expect(await available(world)).toBe(balance + done.data.refundedFen);
    const detail = await call(world, world.seller, 'GET', `/api/b2/aftersale/orders/${done.data.asNo}`);
    expect(detail.data).toMatchObject({ reason: '买家拍错/多拍', remark: `店铺售后 ${refundId}` });
    expect(detail.data.lines.map((l: { lineNo: number }) => l.lineNo)).toEqual([1]);
    expect((await linesOfOrder(orderNo))[0]!.after_sale_state).toBe('COMPLETE');
    expect(first!.after_sale_state).toBeNull();
    const moved = await page({ tab: 'CONVERTED', keyword: refundId });
    expect(moved.data.rows[0]).toMatchObject({ asNo: done.data.asNo, caseStatus: 'COMPLETE' });
    expect(moved.data.tabs).toMatchObject({ PENDING: 0, CONVERTED: 1 });
    expect((await reconcile(db())).ok).toBe(true);
  });

  it('a buyer’s 换货 on signed-for goods converts to the stall’s swap, the colour and size from the platform; nothing of it is 漏转 money', async () => {
    const orderNo = await signedOrder(1, 1);
    const { id } = await shopRefundOn(orderNo, 'REFUNDING', '尺码拍错/不喜欢', 'EXCHANGE', false, {
      exchange_to: '黑色/XL',
    });
    const detail = await call(world, world.seller, 'GET', `/api/b2/shop/afterSale/${id}`);
    expect(detail.data).toMatchObject({ kind: 'EXCHANGE', convert: { type: 'EXCHANGE_GOODS', why: null } });
    const done = await convert(id);
    expect(done.data).toMatchObject({ type: 'EXCHANGE_GOODS', status: 'GOODS_RETURNING' });
    const asNo: string = done.data.asNo;
    const kaseDetail = await call(world, world.seller, 'GET', `/api/b2/aftersale/orders/${asNo}`);
    expect(kaseDetail.data).toMatchObject({ type: 'EXCHANGE_GOODS', exchangeTo: '黑色/XL' });
    expect(await world.warehouse.control.returnOf(asNo)).toMatchObject({
      service: 'EXCHANGE',
      exchangeTo: '黑色/XL',
    });
    // on its way still, a 换货 waits for signing
    const early = await shopRefundOn(
      await placeAndPay(world, await marketLines(world, 1)),
      'REFUNDING',
      '尺码拍错/不喜欢',
      'EXCHANGE',
    );
    expect(
      (await call(world, world.seller, 'GET', `/api/b2/shop/afterSale/${early.id}`)).data.convert,
    ).toMatchObject({
      type: null,
      why: '商品未发出，换货请买家修改订单规格',
    });
  });

  it('a refund on signed-for goods converts to 退货退款; refused on the platform or not dropshipped, it says why', async () => {
    const orderNo = await signedOrder(1, 1);
    const { id } = await shopRefundOn(orderNo, 'REFUNDED', '尺码不合适');
    const detail = await call(world, world.seller, 'GET', `/api/b2/shop/afterSale/${id}`);
    expect(detail.data).toMatchObject({
      convert: { type: 'RETURN_GOODS_DELIVERY' },
      raw: { status: 'REFUNDED' },
      shopOrder: { status: 'SENT' },
    });
    // refunded to the buyer, not yet a dropship case: 漏转售后, with the money at risk
    const leakedBefore = (await page({ tab: 'PENDING' })).data.leaked;
    expect(leakedBefore.count).toBeGreaterThanOrEqual(1);
    const done = await convert(id);
    expect(done.data).toMatchObject({ type: 'RETURN_GOODS_DELIVERY', status: 'GOODS_RETURNING' });
    const leakedAfter = (await page({ tab: 'PENDING' })).data.leaked;
    expect(leakedAfter.count).toBe(leakedBefore.count - 1);
    expect(leakedAfter.fen).toBe(leakedBefore.fen - detail.data.amountFen);
    expect(await kase(done.data.asNo)).toMatchObject({
      status: 'GOODS_RETURNING',
      return_state: 'WAIT_SIGNED',
    });

    const other = await placeAndPay(world, await marketLines(world, 1));
    const refused = await shopRefundOn(other, 'REFUSED');
    expect((await page({ tab: 'ALL', keyword: refused.refundId })).data.rows[0].convert).toEqual({
      type: null,
      why: '平台已拒绝退款，无需代发售后',
    });
    expect(await convert(refused.id)).toMatchObject({
      errorCode: 44001,
      errorMsg: '平台已拒绝退款，无需代发售后',
    });
    // the line already has a case: it is named
    const second = await shopRefundOn(orderNo, 'REFUNDING');
    expect((await page({ tab: 'ALL', keyword: second.refundId })).data.rows[0].convert.why).toBe(
      `该商品已有进行中的售后（${done.data.asNo}）`,
    );
  });

  it('待转 follows the dropship line: not placed, placed, then canceled; 漏转售后 is counted again after a minute', async () => {
    const orderNo = await placeAndPay(world, await marketLines(world, 1));
    const { id, refundId } = await shopRefundOn(orderNo, 'REFUNDED');
    const pendingIds = async () =>
      (await page({ tab: 'PENDING', keyword: refundId })).data.rows.map((r: { id: number }) => r.id);
    expect(await pendingIds()).toEqual([id]);
    const [line] = await linesOfOrder(orderNo);
    const link = (shopLineId: number | null) =>
      db().execute(
        sql`update daifa_order_lines set shop_order_line_id = ${shopLineId} where id = ${line!.id}`,
      );
    const shopLine = (
      await db().execute<{ shop_order_line_id: number }>(
        sql`select shop_order_line_id from shop_after_sales where id = ${id}`,
      )
    ).rows[0]!.shop_order_line_id;
    await link(null);
    expect(await pendingIds()).toEqual([]);
    expect((await page({ tab: 'ALL', keyword: refundId })).data.rows[0].convert.why).toBe('该商品未下单代发');
    await link(Number(shopLine));
    expect(await pendingIds()).toEqual([id]);

    // the minute's count of 漏转售后 holds until it is a minute old
    const age = () =>
      db().execute(sql`update shop_after_sale_leaks set computed_at = now() - interval '61 seconds'`);
    await age();
    const before = (await page({ tab: 'PENDING' })).data.leaked;
    const more = await shopRefundOn(await placeAndPay(world, await marketLines(world, 1)), 'REFUNDED');
    expect((await page({ tab: 'PENDING' })).data.leaked).toEqual(before);
    await age();
    const recounted = (await page({ tab: 'PENDING' })).data.leaked;
    expect(recounted.count).toBe(before.count + 1);
    expect(recounted.fen).toBe(before.fen + more.amountFen);

    expect((await cancelDaifa(world, orderNo, '不想要了')).errorCode).toBe(0);
    expect(await pendingIds()).toEqual([]);

    // the whole list's tab counts (kept by triggers) equal a count of the rows, before and after folding
    const counted = async () =>
      (
        await db().execute<{ PENDING: number; CONVERTED: number; ALL: number }>(sql`
          select count(*) filter (where after_sale_id is null and status in ('REFUNDING', 'REFUNDED') and dropshipped
                                    and lapsed_at is null)::int as "PENDING",
                 count(*) filter (where after_sale_id is not null)::int as "CONVERTED", count(*)::int as "ALL"
            from shop_after_sales where tenant_id = ${world.sellerTenant}`)
      ).rows[0]!;
    const truth = await counted();
    expect(truth.ALL).toBeGreaterThan(3);
    expect((await page({ tab: 'ALL' })).data.tabs).toEqual(truth);
    await compactAfterSaleCounts(db());
    expect((await page({ tab: 'ALL' })).data.tabs).toEqual(truth);
  });

  it('15 days after signing a refund lapses out of 待转 for good, still under 全部 saying why', async () => {
    const orderNo = await signedOrder(1, 1);
    const { id, refundId } = await shopRefundOn(orderNo, 'REFUNDED');
    const pending = async () =>
      (await page({ tab: 'PENDING', keyword: refundId })).data.rows.map((r: { id: number }) => r.id);
    expect(await pending()).toEqual([id]);
    // signed for yesterday: nothing lapses yet
    await lapseShopRefunds(db());
    expect(await pending()).toEqual([id]);
    await db().execute(
      sql`update daifa_orders set signed_at = now() - interval '16 days' where order_no = ${orderNo}`,
    );
    const before = (await page({ tab: 'ALL' })).data.tabs;
    expect(await lapseShopRefunds(db())).toBeGreaterThanOrEqual(1);
    expect(await pending()).toEqual([]);
    const all = await page({ tab: 'ALL', keyword: refundId });
    expect(all.data.rows[0]).toMatchObject({
      id,
      convert: { type: null, why: '已超过售后申请期限（签收后15天）' },
    });
    expect((await page({ tab: 'ALL' })).data.tabs).toMatchObject({
      PENDING: before.PENDING - 1,
      ALL: before.ALL,
    });
  });

  it('another account sees none of it and converts nothing', async () => {
    const orderNo = await placeAndPay(world, await marketLines(world, 1));
    const { id, refundId } = await shopRefundOn(orderNo, 'REFUNDING');
    const other = await ssoLogin(world.t.app, 'purchaser', 'purchaser123');
    const theirs = await call(world, other, 'POST', '/api/b2/shop/afterSale/page', {
      tab: 'ALL',
      keyword: refundId,
    });
    expect(theirs.data.rows).toEqual([]);
    expect((await call(world, other, 'GET', `/api/b2/shop/afterSale/${id}`)).errorCode).toBe(40400);
    expect(
      (await call(world, other, 'POST', '/api/b2/shop/afterSale/convert', { id }, newKey())).errorCode,
    ).toBe(40400);
    expect((await page({ tab: 'PENDING', keyword: refundId })).data.rows).toHaveLength(1);
  });

  it('抖音极速退款: the platform refunded at once; converted it is a case of its own type — refunded now at the stall, a return once signed', async () => {
    const atStall = await placeAndPay(world, await marketLines(world, 2));
    const fast = await shopRefundOn(atStall, 'REFUNDED', '不想要了', 'UNSHIPPED', true);
    const listed = await page({ tab: 'PENDING', keyword: fast.refundId });
    expect(listed.data.rows[0]).toMatchObject({
      fast: true,
      platform: 'TIKTOK',
      convert: { type: 'FAST_REFUND_TIKTOK', why: null },
    });
    const balance = await available(world);
    const made = await convert(fast.id);
    expect(made).toMatchObject({ errorCode: 0, data: { type: 'FAST_REFUND_TIKTOK', status: 'COMPLETE' } });
    expect(made.data.refundedFen).toBeGreaterThan(0);
    expect(await available(world)).toBe(balance + made.data.refundedFen);
    const detail = await call(world, world.seller, 'GET', `/api/b2/aftersale/orders/${made.data.asNo}`);
    expect(detail.data).toMatchObject({ type: 'FAST_REFUND_TIKTOK', status: 'COMPLETE', returnState: null });

    const signed = await signedOrder(1, 1);
    const later = await shopRefundOn(signed, 'REFUNDED', '不想要了', 'RETURN_GOODS', true);
    const returned = await convert(later.id);
    expect(returned.data).toMatchObject({ type: 'FAST_REFUND_TIKTOK', status: 'GOODS_RETURNING' });
    expect(await kase(returned.data.asNo)).toMatchObject({ return_state: 'WAIT_SIGNED' });
    // the same refund on a 淘宝 shop is an ordinary one
    const plain = await shopRefundOn(await placeAndPay(world, await marketLines(world, 1)), 'REFUNDED');
    expect((await page({ tab: 'PENDING', keyword: plain.refundId })).data.rows[0]).toMatchObject({
      fast: false,
      convert: { type: 'REFUND_UNDELIVERY' },
    });
    expect((await reconcile(db())).ok).toBe(true);
  });
});
