import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call, daifaOrder, goods, orderInHand, ownOrder } from '../pickup/support.ts';
import { useCourierWorld } from './courierWorld.ts';

// 打印发货's 电子面单: the courier (the stand-in's 快递鸟 EOrderService) gives each own-team parcel its number,
// 大头笔 and 三段码; 重打 prints the same; 取消单号 gives it back; 发货 ships with it.
const { w, standIn } = useCourierWorld();
const api = (path: string, body: object, who = w.owner) =>
  call(w, who, 'POST', `/api/b2/print/delivery/${path}`, body);

const inHand = (articleNo: string, qty = 1) => orderInHand(w, articleNo, qty);

describe('打印发货 电子面单', () => {
  it('prints a number with 大头笔 and 三段码, 重打 the same, 发货 with it; one not in hand is named', async () => {
    const a = await inHand('W1001', 2);
    const b = await inHand('W1002');
    const open = await ownOrder(w, [goods('国投女装 3楼A316', 'W1003', 1)]);
    const printed = await api('waybill', { orderNos: [a, b, open], courierCode: 'ZTO' });
    expect(printed.errorCode, printed.errorMsg).toBe(0);
    expect(printed.data.failed).toEqual([{ orderNo: open, reason: '订单还没有拿齐，不能打印面单' }]);
    expect(printed.data.labels).toHaveLength(2);
    const [first] = printed.data.labels;
    expect(first).toMatchObject({
      orderNo: a,
      courierCode: 'ZTO',
      courierName: '中通快递',
      pieces: 2,
      goods: 'W1001 杏色 M ×2',
      printCount: 1,
    });
    expect(first.waybillNo).toMatch(/^\d{12,15}$/);
    expect(first.markDestination).not.toBe('');
    expect(first.sortingCode).toMatch(/^\d{3}-[A-Z]\d{2}-\d{2}$/);
    expect(first.receiverPhone).toContain('****');
    expect(await daifaOrder(w, a)).toMatchObject({ status: 'WAITING_DELIVERING' });

    const tabs = await api('page', { tab: 'PRINTED', keyword: a });
    expect(tabs.data.list).toEqual([expect.objectContaining({ orderNo: a, waybillNo: first.waybillNo })]);

    const again = await api('waybill', { orderNos: [a], courierCode: 'YTO' });
    expect(again.data.labels[0]).toMatchObject({
      waybillNo: first.waybillNo,
      courierCode: 'ZTO',
      printCount: 2,
    });

    expect(await api('ship', { orderNo: a, courierCode: 'ZTO', waybillNo: '7300000000001' })).toMatchObject({
      errorCode: 47001,
      errorMsg: '该订单已打印电子面单，请用面单上的单号发货或先取消单号',
    });
    const shipped = await api('ship', { orderNo: a, courierCode: 'ZTO', waybillNo: first.waybillNo });
    expect(shipped.data).toMatchObject({ status: 'DELIVERED', waybillNo: first.waybillNo });
    const events = await w.t.database.db.execute<{ type: string }>(sql`
      select e.type from daifa_order_events e join daifa_orders o on o.id = e.order_id
       where o.order_no = ${a} and e.type = 'WAYBILL_PRINTED'`);
    expect(events.rows).toHaveLength(1);
    expect(await api('waybill/cancel', { orderNo: a })).toMatchObject({
      errorCode: 47001,
      errorMsg: '订单已发货，不能取消单号',
    });
  });

  it('the courier’s 揽收 push (after the 1008 subscription taken at printing) makes the order 已发货', async () => {
    await w.t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = w.t.app.server.address() as { port: number };
    await standIn().control.setCallbackUrl(`http://127.0.0.1:${address.port}`);
    const orderNo = await inHand('W3001');
    const label = (await api('waybill', { orderNos: [orderNo], courierCode: 'STO' })).data.labels[0];
    const [row] = (
      await w.t.database.db.execute<{ subscribed: boolean }>(sql`
        select w.subscribed_at is not null as subscribed from own_waybills w join daifa_orders o on o.id = w.order_id
         where o.order_no = ${orderNo}`)
    ).rows;
    expect(row!.subscribed).toBe(true);
    expect((await daifaOrder(w, orderNo)).status).toBe('WAITING_DELIVERING');
    await standIn().control.advanceClock(4 * 60_000);
    await standIn().control.tick();
    for (let i = 0; i < 100 && (await daifaOrder(w, orderNo)).status !== 'DELIVERED'; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(await daifaOrder(w, orderNo)).toMatchObject({ status: 'DELIVERED' });
    const sent = await api('page', { tab: 'SENT', keyword: label.waybillNo });
    expect(sent.data.list[0]).toMatchObject({ orderNo, courierName: '申通快递' });
  });

  it('取消单号 gives the number back; the next print takes a new one; who may call', async () => {
    const orderNo = await inHand('W2001');
    const first = (await api('waybill', { orderNos: [orderNo], courierCode: 'YTO' })).data.labels[0];
    expect(first.courierName).toBe('圆通速递');
    const canceled = await api('waybill/cancel', { orderNo });
    expect(canceled.data).toEqual({ orderNo, status: 'WAITING_DELIVERING' });
    expect((await api('page', { tab: 'WAIT_PRINT', keyword: orderNo })).data.list).toHaveLength(1);
    expect(await api('waybill/cancel', { orderNo })).toMatchObject({
      errorCode: 40400,
      errorMsg: '该订单没有电子面单',
    });
    const renewed = (await api('waybill', { orderNos: [orderNo], courierCode: 'YTO' })).data.labels[0];
    expect(renewed.waybillNo).not.toBe(first.waybillNo);
    expect(renewed.printCount).toBe(1);

    // no courier given: each order's own, the one its freight was quoted for
    const own = await inHand('W2002');
    const [quoted] = (
      await w.t.database.db.execute<{ courier_code: string }>(
        sql`select courier_code from daifa_orders where order_no = ${own}`,
      )
    ).rows;
    expect((await api('waybill', { orderNos: [own] })).data.labels[0].courierCode).toBe(quoted!.courier_code);

    expect((await api('waybill', { orderNos: [orderNo], courierCode: 'YTO' }, w.picker)).errorCode).toBe(
      40300,
    );
    expect(await api('waybill', { orderNos: [], courierCode: 'YTO' })).toMatchObject({
      errorCode: 40000,
      errorMsg: '请选择订单',
    });
    expect(await api('waybill', { orderNos: ['DF00000000000001'], courierCode: 'YTO' })).toMatchObject({
      errorCode: 0,
      data: { labels: [], failed: [{ orderNo: 'DF00000000000001', reason: '订单不存在' }] },
    });
  });
});
