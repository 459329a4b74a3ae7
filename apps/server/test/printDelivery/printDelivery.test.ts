import { describe, expect, it } from 'vitest';
import { call, daifaOrder, goods, orderInHand, ownOrder, usePickupWorld } from '../pickup/support.ts';

// 打印发货's 已有单号: an own-team order taken in full ships from the bench with the waybill given.
const w = usePickupWorld();
const api = (path: string, body: object, who = w.owner) =>
  call(w, who, 'POST', `/api/b2/print/delivery/${path}`, body);

const inHand = (articleNo: string, qty = 1) => orderInHand(w, articleNo, qty);

describe('打印发货 已有单号', () => {
  it('an order in hand ships with the waybill given: 已发货, the same again answers the same', async () => {
    const orderNo = await inHand('P9001');
    expect((await daifaOrder(w, orderNo)).status).toBe('WAITING_DELIVERING');
    const waiting = await api('page', { tab: 'WAIT_PRINT', keyword: orderNo });
    expect(waiting.data.list).toEqual([
      expect.objectContaining({
        orderNo,
        pieces: 1,
        waybillNo: null,
        lines: [expect.objectContaining({ articleNo: 'P9001', qty: 1 })],
      }),
    ]);
    const body = { orderNo, courierCode: 'YTO', waybillNo: 'yt1234567890' };
    const shipped = await api('ship', body);
    expect(shipped.data).toEqual({
      orderNo,
      status: 'DELIVERED',
      courierCode: 'YTO',
      waybillNo: 'YT1234567890',
    });
    expect(await daifaOrder(w, orderNo)).toMatchObject({ status: 'DELIVERED' });
    expect((await api('ship', body)).data).toMatchObject({ status: 'DELIVERED' });
    const sent = await api('page', { tab: 'SENT', keyword: 'YT1234567890' });
    expect(sent.data.list[0]).toMatchObject({ orderNo, courierName: '圆通速递', waybillNo: 'YT1234567890' });
    expect(sent.data.counts.SENT).toBeGreaterThanOrEqual(1);

    const other = await inHand('P9002');
    expect(await api('ship', { ...body, orderNo: other })).toMatchObject({
      errorCode: 40000,
      errorMsg: '该运单号已用于其他订单',
    });
    expect(await api('ship', { orderNo: other, courierCode: 'ZTO', waybillNo: 'ZT1' })).toMatchObject({
      errorCode: 40000,
      errorMsg: '运单号为8到30位字母或数字',
    });
  });

  it('an order not in hand is 47001; another tenant’s or the picker’s call is refused', async () => {
    const orderNo = await ownOrder(w, [goods('国投女装 3楼A316', 'P9003', 1)]);
    expect(await api('ship', { orderNo, courierCode: 'ZTO', waybillNo: '7312345678901' })).toMatchObject({
      errorCode: 47001,
      errorMsg: '订单还没有拿齐，不能发货',
    });
    expect(
      (await api('ship', { orderNo: 'DF00000000000000', courierCode: 'ZTO', waybillNo: '7312345678901' }))
        .errorCode,
    ).toBe(40400);
    expect((await api('page', {}, w.picker)).errorCode).toBe(40300);
  });
});
