import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { reconcile } from '../../src/modules/funds/ledger/reconcile.ts';
import { available, call, fundsWorld, newKey } from '../funds/support.ts';
import { until } from '../daifa/support.ts';
import { ssoLogin } from '../support/testApp.ts';
import { returnHelpers } from './support.ts';

// 重新退档口 and 协商退款: a return's 问题件 settled at the stall instead of sent back or discarded.
const world = fundsWorld({ warehouse: true });
const db = () => world.t.database.db;
const desk = () => world.warehouse.control;
const HOUR = 3_600_000;
const { linesOfOrder, kase, returnedAsProblem } = returnHelpers(world);

type Row = {
  id: number;
  state: string;
  reason: string;
  afterSale: {
    status: string;
    returnState: string | null;
    canRestall: boolean;
    canNegotiate: boolean;
    offerFen: number | null;
    offerNote: string | null;
  } | null;
};
const problemOf = async (asNo: string): Promise<Row> =>
  (
    await call(world, world.seller, 'POST', '/api/b2/afterSales/post/problem/page', {
      keyword: asNo,
      tab: 'ALL',
    })
  ).data.rows[0];
const resolve = (id: number, action: string, key = newKey()) =>
  call(world, world.seller, 'POST', '/api/b2/afterSales/post/problem/resolve', { id, action }, key);
const answer = (asNo: string, accept: boolean, key = newKey()) =>
  call(world, world.seller, 'POST', '/api/b2/aftersale/orders/negotiation/accept', { asNo, accept }, key);
const events = async (asNo: string): Promise<string[]> =>
  (await call(world, world.seller, 'GET', `/api/b2/aftersale/orders/${asNo}`)).data.events.map(
    (e: { type: string }) => e.type,
  );

describe('重新退档口', () => {
  it('the refused piece walks to the stall again: taken this time, it is refunded less ¥2.00 and the case ends 已完成', async () => {
    const { orderNo, asNo } = await returnedAsProblem({
      qc: 'PASS',
      factory: 'PART',
      factoryReason: '二次加工',
    });
    const [first, second] = await linesOfOrder(orderNo);
    const before = await kase(asNo);
    expect(before.refunded_fen).toBe(first!.price);
    const row = await problemOf(asNo);
    expect(row.afterSale).toMatchObject({
      status: 'PROBLEM',
      canRestall: true,
      canNegotiate: true,
      offerFen: null,
    });
    const balance = await available(world);

    const key = newKey();
    const done = await resolve(row.id, 'RESTALL', key);
    expect(done).toMatchObject({
      errorCode: 0,
      data: { asNo, status: 'GOODS_RETURNING', returnState: 'WAIT_FACTORY' },
    });
    // the same key answers the same; another is refused: the parcel went with its case
    expect((await resolve(row.id, 'RESTALL', key)).data).toEqual(done.data);
    const again = await resolve(row.id, 'RESTALL');
    expect(again).toMatchObject({ errorCode: 44008, errorMsg: '包裹状态已变化（已匹配），不能重新退档口' });
    expect(await problemOf(asNo)).toMatchObject({ state: 'MATCHED', afterSale: { canRestall: false } });
    expect((await desk().returnOf(asNo))?.lines.map((l) => [l.lineId, l.qty])).toEqual([[second!.id, 1]]);

    await desk().forceReturn(asNo, { factory: 'ACCEPT' });
    await desk().advanceClock(2 * HOUR);
    await until(
      'the stall took it',
      () => kase(asNo),
      (k) => k.status === 'COMPLETE',
    );
    expect(await kase(asNo)).toMatchObject({
      return_state: 'FACTORY_RETURNED',
      refunded_fen: first!.price + second!.price,
      fee_fen: 2 * 200,
    });
    expect(await available(world)).toBe(balance + second!.price - 200);
    expect((await linesOfOrder(orderNo)).map((l) => l.after_sale_state)).toEqual(['COMPLETE', 'COMPLETE']);
    expect(await events(asNo)).toEqual(
      expect.arrayContaining(['RESTALL_REQUESTED', 'STALL_ANSWERED', 'COMPLETED']),
    );
    expect((await reconcile(db())).ok).toBe(true);
  });

  it('refused again: the same 问题件 is 待处理 once more with the new reason, and cannot go back a third time', async () => {
    const { asNo } = await returnedAsProblem({ qc: 'FAIL', qcReason: '吊牌缺失' }, 1, 2);
    const row = await problemOf(asNo);
    // QC failed: the stall never saw it, so there is nothing to negotiate yet
    expect(row.afterSale).toMatchObject({ canRestall: true, canNegotiate: false });
    expect(await resolve(row.id, 'NEGOTIATE')).toMatchObject({
      errorCode: 40900,
      errorMsg: '只有档口拒收的问题件可以协商退款',
    });
    expect((await resolve(row.id, 'RESTALL')).errorCode).toBe(0);
    await desk().forceReturn(asNo, { factory: 'REFUSE', factoryReason: '影响二次销售' });
    await desk().advanceClock(2 * HOUR);
    await until(
      'refused again',
      () => kase(asNo),
      (k) => k.status === 'PROBLEM',
    );
    const back = await problemOf(asNo);
    expect(back).toMatchObject({
      id: row.id,
      state: 'WAITING_PROCESS',
      reason: '档口拒收：影响二次销售',
      afterSale: { canRestall: false, canNegotiate: true },
    });
    expect(await resolve(row.id, 'RESTALL')).toMatchObject({
      errorCode: 40900,
      errorMsg: '已重新退过档口，每个售后只能重新退一次',
    });
    expect((await kase(asNo)).refunded_fen).toBe(0);
  });
});

describe('协商退款', () => {
  it('the stall offers part of the price; accepted, it goes to the balance once and the case ends 已完成', async () => {
    const { orderNo, asNo } = await returnedAsProblem(
      { qc: 'PASS', factory: 'REFUSE', factoryReason: '试穿有异味' },
      1,
      2,
    );
    const row = await problemOf(asNo);
    await desk().forceReturn(asNo, { negotiation: 'OFFER', offerFen: 5000 });
    expect(await resolve(row.id, 'NEGOTIATE')).toMatchObject({
      errorCode: 0,
      data: { status: 'PROBLEM', returnState: 'NEGOTIATE_REFUND' },
    });
    expect((await problemOf(asNo)).afterSale).toMatchObject({
      canRestall: false,
      canNegotiate: false,
      offerFen: null,
    });
    expect(await answer(asNo, true)).toMatchObject({
      errorCode: 40900,
      errorMsg: '档口还没有答复协商退款，请稍后再试',
    });
    expect((await resolve(row.id, 'NEGOTIATE')).errorCode).toBe(40900);

    await desk().advanceClock(HOUR);
    const offered = await until(
      'the offer',
      () => problemOf(asNo),
      (r) => r.afterSale?.offerFen === 5000,
    );
    expect(offered.afterSale?.offerNote).toBe('档口同意按¥50.00退款，货品留档口');
    const balance = await available(world);
    const key = newKey();
    const accepted = await answer(asNo, true, key);
    expect(accepted).toMatchObject({ errorCode: 0, data: { asNo, status: 'COMPLETE', refundedFen: 5000 } });
    expect((await answer(asNo, true, key)).data).toEqual(accepted.data);
    expect((await answer(asNo, false)).errorCode).toBe(40900);
    expect(await available(world)).toBe(balance + 5000);
    expect(await kase(asNo)).toMatchObject({
      status: 'COMPLETE',
      return_state: 'FACTORY_RETURNED',
      refunded_fen: 5000,
    });
    expect((await problemOf(asNo)).state).toBe('MATCHED');
    expect((await linesOfOrder(orderNo))[0]!.after_sale_state).toBe('COMPLETE');
    expect(await events(asNo)).toEqual(
      expect.arrayContaining([
        'NEGOTIATION_ASKED',
        'NEGOTIATION_OFFERED',
        'NEGOTIATION_ACCEPTED',
        'REFUNDED',
      ]),
    );
    expect((await reconcile(db())).ok).toBe(true);
  });

  it('declined, or the stall will not: the 问题件 is the seller’s again to send back, discard or walk back once', async () => {
    const declined = await returnedAsProblem({ qc: 'PASS', factory: 'REFUSE' }, 1, 1);
    const row = await problemOf(declined.asNo);
    await desk().forceReturn(declined.asNo, { negotiation: 'OFFER', offerFen: 1000 });
    await resolve(row.id, 'NEGOTIATE');
    await desk().advanceClock(HOUR);
    await until(
      'the offer',
      () => problemOf(declined.asNo),
      (r) => r.afterSale?.offerFen === 1000,
    );
    const balance = await available(world);
    expect(await answer(declined.asNo, false)).toMatchObject({
      errorCode: 0,
      data: { status: 'PROBLEM', refundedFen: 0 },
    });
    expect(await available(world)).toBe(balance);
    expect((await problemOf(declined.asNo)).afterSale).toMatchObject({
      returnState: 'FACTORY_REFUSE',
      canRestall: true,
      canNegotiate: false,
      offerFen: null,
    });

    const refused = await returnedAsProblem({ qc: 'PASS', factory: 'REFUSE' }, 1, 1);
    const other = await problemOf(refused.asNo);
    await desk().forceReturn(refused.asNo, { negotiation: 'REFUSE' });
    await resolve(other.id, 'NEGOTIATE');
    await desk().advanceClock(HOUR);
    await until(
      'the stall’s no',
      () => kase(refused.asNo),
      (k) => k.return_state === 'FACTORY_REFUSE',
    );
    expect(await events(refused.asNo)).toContain('NEGOTIATION_REFUSED');
    const discarded = await call(world, world.seller, 'POST', '/api/b2/afterSales/post/problem/discard', {
      ids: [other.id],
    });
    expect(discarded.data.results[0].ok).toBe(true);
    expect(await kase(refused.asNo)).toMatchObject({ status: 'REFUSE', refunded_fen: 0 });
    expect((await reconcile(db())).ok).toBe(true);
  });

  it('another account can neither resolve the parcel nor answer the offer; bad input is 40000', async () => {
    const { asNo } = await returnedAsProblem({ qc: 'PASS', factory: 'REFUSE' }, 1, 1);
    const row = await problemOf(asNo);
    const other = await ssoLogin(world.t.app, 'purchaser', 'purchaser123');
    const tried = await call(
      world,
      other,
      'POST',
      '/api/b2/afterSales/post/problem/resolve',
      { id: row.id, action: 'RESTALL' },
      newKey(),
    );
    expect(tried.errorCode).toBe(40400);
    const offer = await call(
      world,
      other,
      'POST',
      '/api/b2/aftersale/orders/negotiation/accept',
      { asNo, accept: true },
      newKey(),
    );
    expect(offer.errorCode).toBe(40400);
    expect((await resolve(row.id, 'SEND')).errorMsg).toBe('处理方式不正确');
    expect((await answer(asNo, 'yes' as unknown as boolean)).errorMsg).toBe('请选择接受或拒绝');
    expect((await problemOf(asNo)).state).toBe('WAITING_PROCESS');
    const r = await db().execute(sql`select rereturns, negotiated_at from after_sales where as_no = ${asNo}`);
    expect(r.rows[0]).toEqual({ rereturns: 0, negotiated_at: null });
  });
});
