import { describe, expect, it } from 'vitest';
import { reconcile } from '../../src/modules/funds/ledger/reconcile.ts';
import { available, call, fundsWorld, newKey } from '../funds/support.ts';
import { ssoLogin } from '../support/testApp.ts';
import { marketLines, placeAndPay } from '../daifa/support.ts';
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
});
