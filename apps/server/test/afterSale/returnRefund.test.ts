import { describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fulfilmentHookSecret } from '../../src/modules/daifa/warehouse/fulfilmentHook.ts';
import { closeReturnsWithoutWaybill } from '../../src/modules/afterSale/returnCase.ts';
import { reconcile } from '../../src/modules/funds/ledger/reconcile.ts';
import { available, call, fundsWorld, newKey } from '../funds/support.ts';
import { marketLines as linesOf, placeAndPay, until } from '../daifa/support.ts';
import { returnHelpers } from './support.ts';

// 退货退款: a signed-for order's goods go back through the warehouse's returns desk (the stand-in) to
// the stall; its answer refunds them, less ¥2.00 a piece.
const world = fundsWorld({ warehouse: true });
const db = () => world.t.database.db;
const desk = () => world.warehouse.control;
const HOUR = 3_600_000;

const { linesOfOrder, signedOrder, kase, applyReturn, giveWaybill, cancel, nextWaybill } =
  returnHelpers(world);

describe('退货退款', () => {
  it('signed → apply → waybill → 签收, QC, the stall taking part back: that part refunded less ¥2.00 a piece, the rest a 问题件', async () => {
    const orderNo = await signedOrder(2, 2);
    const lines = await linesOfOrder(orderNo);
    const preview = await call(world, world.seller, 'POST', '/api/b2/aftersale/orders/preview', { orderNo });
    expect(preview.data.types).toEqual([
      { type: 'RETURN_GOODS_DELIVERY', applicable: true, why: null },
      { type: 'REFUND_DELIVERY', applicable: false, why: '包裹已签收，不支持仅退款，请申请退货退款' },
      { type: 'EXCHANGE_GOODS', applicable: true, why: null },
      { type: 'ELSE_MAINTENANCE', applicable: true, why: null },
      { type: 'ELSE_PRICE_PROTECTION', applicable: true, why: null },
      { type: 'ELSE_REISSUE', applicable: true, why: null },
      { type: 'REFUND_UNDELIVERY', applicable: false, why: '订单已发货，不支持未发货仅退款' },
    ]);
    expect(preview.data.lines.map((l: { refundFen: number }) => l.refundFen)).toEqual(
      lines.map((l) => l.qty * l.price),
    );
    expect(Date.parse(preview.data.returnBefore) - Date.now()).toBeGreaterThan(14.9 * 24 * HOUR);

    const key = newKey();
    const applied = await applyReturn(orderNo, [1, 2], '七天无理由', key);
    expect(applied.errorCode).toBe(0);
    expect(applied.data).toMatchObject({ status: 'GOODS_RETURNING', refundedFen: 0 });
    const asNo: string = applied.data.asNo;
    expect((await applyReturn(orderNo, [1, 2], '七天无理由', key)).data.asNo).toBe(asNo);
    const opened = await kase(asNo);
    expect(opened).toMatchObject({ status: 'GOODS_RETURNING', return_state: 'WAIT_SIGNED' });
    expect(Date.parse(String(opened.waybill_due_at)) - Date.now()).toBeGreaterThan(71.9 * HOUR);
    expect((await linesOfOrder(orderNo)).map((l) => l.after_sale_state)).toEqual([
      'GOODS_RETURNING',
      'GOODS_RETURNING',
    ]);
    expect(await desk().returnOf(asNo)).toMatchObject({
      stage: 'EXPECTED',
      returnCode: `TH${String(world.sellerTenant).padStart(6, '0')}`,
    });
    // a second case on those lines: 44002
    expect((await applyReturn(orderNo, [2])).errorCode).toBe(44002);
    // 退货中's chips: this one waits for its waybill
    const chipPage = (chip: string) =>
      call(world, world.seller, 'POST', '/api/b2/aftersale/orders/page', {
        tab: 'GOODS_RETURNING',
        chip,
        keyword: asNo,
      });
    const noWaybill = await chipPage('NO_WAYBILL');
    expect(noWaybill.data.chips).toEqual({ NO_WAYBILL: 1, WAIT_SIGN: 0, AT_STALL: 0 });
    expect(noWaybill.data.rows.map((r: { asNo: string }) => r.asNo)).toEqual([asNo]);
    expect((await chipPage('WAIT_SIGN')).data.rows).toEqual([]);
    expect((await chipPage('BOGUS')).errorCode).toBe(40000);

    expect((await giveWaybill(asNo, '12')).errorCode).toBe(40000);
    const waybillNo = nextWaybill();
    const given = await giveWaybill(asNo, waybillNo);
    expect(given).toMatchObject({
      errorCode: 0,
      data: { asNo, status: 'GOODS_RETURNING', returnState: 'WAIT_SIGNED' },
    });
    expect((await kase(asNo)).waybill_due_at).toBeNull();
    expect(await desk().returnOf(asNo)).toMatchObject({ stage: 'IN_TRANSIT', waybillNo });
    expect((await chipPage('WAIT_SIGN')).data).toMatchObject({
      chips: { NO_WAYBILL: 0, WAIT_SIGN: 1, AT_STALL: 0 },
      rows: [{ asNo }],
    });

    const balance = await available(world);
    await desk().forceReturn(asNo, { qc: 'PASS', factory: 'PART', factoryReason: '试穿有异味' });
    await desk().advanceClock(3 * HOUR);
    const done = await until(
      'the stall answered',
      () => kase(asNo),
      (k) => k.status !== 'GOODS_RETURNING',
    );
    const refund = lines[0]!.qty * lines[0]!.price + (lines[1]!.qty - 1) * lines[1]!.price;
    const pieces = lines[0]!.qty + lines[1]!.qty - 1;
    expect(done).toMatchObject({
      status: 'PROBLEM',
      return_state: 'FACTORY_REFUSE',
      refunded_fen: refund,
      fee_fen: pieces * 200,
      problem_reason: '档口拒收：试穿有异味',
    });
    expect(await available(world)).toBe(balance + refund - pieces * 200);
    // the line taken back is settled; the refused one stays with the case
    expect((await linesOfOrder(orderNo)).map((l) => l.after_sale_state)).toEqual([
      'COMPLETE',
      'GOODS_RETURNING',
    ]);

    const detail = await call(world, world.seller, 'GET', `/api/b2/aftersale/orders/${asNo}`);
    expect(detail.data).toMatchObject({
      returnWaybillNo: waybillNo,
      returnCourier: 'ZTO',
      feeFen: pieces * 200,
    });
    expect(detail.data.returnWeightG).toBe((lines[0]!.qty + lines[1]!.qty) * 300 + 80);
    expect(detail.data.lines).toEqual([
      expect.objectContaining({ lineNo: 1, acceptedQty: lines[0]!.qty, refuseReason: null }),
      expect.objectContaining({ lineNo: 2, acceptedQty: lines[1]!.qty - 1, refuseReason: '试穿有异味' }),
    ]);
    expect(detail.data.events.map((e: { type: string }) => e.type)).toEqual([
      'APPLIED',
      'RETURN_WAYBILL',
      'RETURN_SIGNED',
      'QC_PASSED',
      'AT_STALL',
      'STALL_ANSWERED',
      'REFUNDED',
    ]);
    // the fee is a bill of its own, on the case
    const bills = await db().execute<{ bill_type: string; amount_fen: number; document_no: string }>(sql`
      select bill_type, amount_fen, document_no from ledger_transactions
       where idempotency_key like ${`aftersale:${asNo}:%`} order by id`);
    expect(bills.rows.map((b) => [b.bill_type, Number(b.amount_fen), b.document_no])).toEqual([
      ['REFUND', refund, orderNo],
      ['PROXY_RETURN_GOODS', pieces * 200, asNo],
    ]);
    // a scan of the return parcel finds its case
    const scanned = await call(world, world.seller, 'POST', '/api/b2/aftersale/orders/quickQuery', {
      code: waybillNo,
    });
    expect(scanned.data).toMatchObject({ matchedBy: 'WAYBILL', asNo });
    expect((await reconcile(db())).ok).toBe(true);
  });

  it('发错货: everything taken back → COMPLETE, the goods refunded in full without a fee; 撤销 is too late', async () => {
    const orderNo = await signedOrder(1, 1);
    const [line] = await linesOfOrder(orderNo);
    const asNo: string = (await applyReturn(orderNo, [1], '发错货')).data.asNo;
    await giveWaybill(asNo, nextWaybill(), 'YTO');
    await desk().forceReturn(asNo, { qc: 'PASS', factory: 'ACCEPT' });
    const balance = await available(world);
    await desk().advanceClock(3 * HOUR);
    const done = await until(
      'complete',
      () => kase(asNo),
      (k) => k.status === 'COMPLETE',
    );
    expect(done).toMatchObject({ return_state: 'FACTORY_RETURNED', refunded_fen: line!.price, fee_fen: 0 });
    expect(await available(world)).toBe(balance + line!.price);
    expect((await linesOfOrder(orderNo))[0]!.after_sale_state).toBe('COMPLETE');
    expect(await cancel(asNo)).toMatchObject({ errorCode: 40900, errorMsg: '售后已结束' });
    // the line is done with: no second return
    expect((await applyReturn(orderNo, [1])).errorMsg).toBe('该商品已退货退款');
    expect((await reconcile(db())).ok).toBe(true);
  });

  it('QC failing makes it a 问题件 with the reason and refunds nothing', async () => {
    const orderNo = await signedOrder(1, 1);
    const asNo: string = (await applyReturn(orderNo, [1])).data.asNo;
    await giveWaybill(asNo, nextWaybill());
    await desk().forceReturn(asNo, { qc: 'FAIL', qcReason: '吊牌缺失' });
    await desk().advanceClock(3 * HOUR);
    const done = await until(
      'QC answered',
      () => kase(asNo),
      (k) => k.status === 'PROBLEM',
    );
    expect(done).toMatchObject({
      return_state: 'SIGNED',
      refunded_fen: 0,
      problem_reason: '质检不通过：吊牌缺失',
    });
  });

  it('撤销 before the parcel arrives closes it and frees the lines; 3 days without a waybill close it by themselves', async () => {
    const orderNo = await signedOrder(2, 1);
    const first: string = (await applyReturn(orderNo, [1])).data.asNo;
    await giveWaybill(first, nextWaybill());
    const closed = await cancel(first);
    expect(closed).toMatchObject({ errorCode: 0, data: { status: 'CLOSE' } });
    expect(await desk().returnOf(first)).toMatchObject({ stage: 'CANCELED' });
    expect((await cancel(first)).errorCode).toBe(0);
    expect((await linesOfOrder(orderNo))[0]!.after_sale_state).toBe('CLOSE');
    // a closed case's waybill is free again, an open one's is not (44005)
    const second: string = (await applyReturn(orderNo, [1])).data.asNo;
    const third: string = (await applyReturn(orderNo, [2])).data.asNo;
    const used = nextWaybill();
    expect((await giveWaybill(second, used)).errorCode).toBe(0);
    expect(await giveWaybill(third, used)).toMatchObject({
      errorCode: 44005,
      errorMsg: '该退货单号已被其他售后使用',
    });

    await db().execute(
      sql`update after_sales set waybill_due_at = now() - interval '1 minute' where as_no = ${third}`,
    );
    expect(await closeReturnsWithoutWaybill(db(), world.t.daifa.returns)).toBeGreaterThanOrEqual(1);
    expect(await kase(third)).toMatchObject({ status: 'CLOSE' });
    expect(await desk().returnOf(third)).toMatchObject({ stage: 'CANCELED' });
    expect(await kase(second)).toMatchObject({ status: 'GOODS_RETURNING' });
  });

  it('refusals: not yet signed (44001), 15 days after signing (44004), another tenant’s case (40400)', async () => {
    const unsigned = await placeAndPay(world, await linesOf(world, 1));
    expect(await applyReturn(unsigned, [1])).toMatchObject({
      errorCode: 44001,
      errorMsg: '订单未发货，请申请未发货仅退款',
    });
    const orderNo = await signedOrder(1, 1);
    await db().execute(
      sql`update daifa_orders set signed_at = now() - interval '16 days' where order_no = ${orderNo}`,
    );
    expect(await applyReturn(orderNo, [1])).toMatchObject({ errorCode: 44004 });
    const preview = await call(world, world.seller, 'POST', '/api/b2/aftersale/orders/preview', { orderNo });
    expect(preview.data.types[0]).toEqual({
      type: 'RETURN_GOODS_DELIVERY',
      applicable: false,
      why: '已超过售后申请期限（签收后15天）',
    });
    expect((await cancel('SH26010100000001')).errorCode).toBe(40400);
  });

  it('the desk’s hook: signature, unknown case, a gap, a repeat', async () => {
    const orderNo = await signedOrder(1, 1);
    const asNo: string = (await applyReturn(orderNo, [1])).data.asNo;
    const secret = await fulfilmentHookSecret({ db: db() });
    const post = (body: object, sign = secret) => {
      const raw = JSON.stringify(body);
      return world.t.app.inject({
        method: 'POST',
        url: '/api/hooks/fulfilment/returns',
        headers: {
          'content-type': 'application/json',
          'x-fulfilment-signature': crypto.createHmac('sha256', sign).update(raw).digest('hex'),
        },
        payload: raw,
      });
    };
    const signed = (seq: number, subject = asNo) => ({
      eventId: `${subject}-${seq}`,
      subject,
      seq,
      type: 'RETURN_SIGNED',
      data: { waybillNo: 'YT9988776655', weightG: 380, at: new Date().toISOString() },
    });
    expect((await post(signed(1), 'wrong')).statusCode).toBe(401);
    expect((await post({ hello: 1 })).statusCode).toBe(400);
    expect((await post(signed(1, 'SH26010100000001'))).statusCode).toBe(404);
    expect((await post(signed(2))).statusCode).toBe(409);
    expect((await post(signed(1))).json()).toMatchObject({ outcome: 'APPLIED' });
    expect((await post(signed(1))).json()).toMatchObject({ outcome: 'REPEAT' });
    // a parcel that came in before its waybill was given: the desk's number is kept
    expect(await kase(asNo)).toMatchObject({ return_state: 'SIGNED' });
    const k = await db().execute<{ return_waybill_no: string }>(
      sql`select return_waybill_no from after_sales where as_no = ${asNo}`,
    );
    expect(k.rows[0]!.return_waybill_no).toBe('YT9988776655');
    // now signed: 撤销 and another waybill are refused
    expect(await cancel(asNo)).toMatchObject({ errorCode: 40900, errorMsg: '退货包裹已签收，不能撤销' });
  });
});
