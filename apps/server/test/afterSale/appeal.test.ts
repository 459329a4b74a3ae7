import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { reconcile } from '../../src/modules/funds/ledger/reconcile.ts';
import { available, call, fundsWorld } from '../funds/support.ts';
import { opsLogin } from '../support/testApp.ts';
import { returnHelpers } from './support.ts';

// 申诉: a case that ended 已拒绝 appealed once within 72 hours; /ops grants it to the balance or rejects it.
const world = fundsWorld({ warehouse: true });
const db = () => world.t.database.db;
const { kase, linesOfOrder, returnedAsProblem } = returnHelpers(world);

/** A return the stall refused whole, its 问题件 discarded: the case 已拒绝. */
async function refusedCase() {
  const { orderNo, asNo } = await returnedAsProblem(
    { qc: 'PASS', factory: 'REFUSE', factoryReason: '影响二次销售' },
    1,
    1,
  );
  const problem = await db().execute<{ id: number }>(
    sql`select id from problem_parcels where as_no = ${asNo}`,
  );
  await call(world, world.seller, 'POST', '/api/b2/afterSales/post/problem/discard', {
    ids: [Number(problem.rows[0]!.id)],
  });
  expect(await kase(asNo)).toMatchObject({ status: 'REFUSE' });
  const [line] = await linesOfOrder(orderNo);
  return { orderNo, asNo, cap: line!.price };
}

const appeal = (asNo: string, fen: number, reason = '档口拒收理由不成立，商品吊牌完好') =>
  call(world, world.seller, 'POST', '/api/b2/aftersale/orders/appeal', { asNo, fen, reason });
const opsCall = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await world.t.app.inject({
    method,
    url,
    headers: await opsLogin(world.t.app),
    ...(payload ? { payload } : {}),
  });
  return res.json();
};

describe('申诉', () => {
  it('appealed once for at most what the case may refund; /ops grants part of it to the balance, the case 已完成', async () => {
    const { orderNo, asNo, cap } = await refusedCase();
    const detail = await call(world, world.seller, 'GET', `/api/b2/aftersale/orders/${asNo}`);
    expect(detail.data).toMatchObject({ appeal: null });
    expect(Date.parse(detail.data.appealBefore) - Date.now()).toBeGreaterThan(71 * 3_600_000);

    expect(await appeal(asNo, cap + 1)).toMatchObject({ errorCode: 44003 });
    expect((await appeal(asNo, 0)).errorCode).toBe(40000);
    const made = await appeal(asNo, cap);
    expect(made).toMatchObject({ errorCode: 0, data: { state: 'PENDING', requestedFen: cap } });
    expect(await appeal(asNo, cap)).toMatchObject({
      errorCode: 40900,
      errorMsg: '该售后已申诉，每个售后只能申诉一次',
    });

    const pending = (await opsCall('GET', '/api/ops/appeals')).data.rows.find(
      (r: { asNo: string }) => r.asNo === asNo,
    );
    expect(pending).toMatchObject({
      orderNo,
      account: 'seller',
      capFen: cap,
      requestedFen: cap,
      state: 'PENDING',
    });
    expect(
      (await opsCall('POST', `/api/ops/appeals/${pending.id}/approve`, { fen: cap + 1 })).errorCode,
    ).toBe(44003);
    const balance = await available(world);
    const granted = Math.floor(cap / 2);
    const approved = await opsCall('POST', `/api/ops/appeals/${pending.id}/approve`, {
      fen: granted,
      note: '核实档口拒收不当',
    });
    expect(approved.data).toMatchObject({
      state: 'APPROVED',
      approvedFen: granted,
      opsNote: '核实档口拒收不当',
    });
    expect(
      (await opsCall('POST', `/api/ops/appeals/${pending.id}/reject`, { reason: '再驳回' })).errorCode,
    ).toBe(40900);
    expect(await available(world)).toBe(balance + granted);
    expect(await kase(asNo)).toMatchObject({ status: 'COMPLETE', refunded_fen: granted });
    expect((await linesOfOrder(orderNo))[0]!.after_sale_state).toBe('COMPLETE');
    const bill = await db().execute<{ bill_type: string; amount_fen: number }>(sql`
      select bill_type, amount_fen from ledger_transactions where idempotency_key = ${`aftersale:${asNo}:appeal:ORDER`}`);
    expect(bill.rows.map((b) => [b.bill_type, Number(b.amount_fen)])).toEqual([['APPEAL', granted]]);
    const after = await call(world, world.seller, 'GET', `/api/b2/aftersale/orders/${asNo}`);
    expect(after.data).toMatchObject({
      status: 'COMPLETE',
      appealBefore: null,
      appeal: { state: 'APPROVED' },
    });
    expect(after.data.events.map((e: { type: string }) => e.type)).toEqual(
      expect.arrayContaining(['APPEAL_SUBMITTED', 'APPEAL_APPROVED', 'REFUNDED']),
    );
    expect((await reconcile(db())).ok).toBe(true);
  });

  it('rejected, it stays 已拒绝; 72 hours after the refusal it is too late (44010); only 已拒绝 may be appealed', async () => {
    const rejected = await refusedCase();
    await appeal(rejected.asNo, rejected.cap);
    const row = (await opsCall('GET', '/api/ops/appeals')).data.rows.find(
      (r: { asNo: string }) => r.asNo === rejected.asNo,
    );
    expect((await opsCall('POST', `/api/ops/appeals/${row.id}/reject`, {})).errorCode).toBe(40000);
    const done = await opsCall('POST', `/api/ops/appeals/${row.id}/reject`, { reason: '档口拒收理由成立' });
    expect(done.data).toMatchObject({ state: 'REJECTED', opsNote: '档口拒收理由成立' });
    expect(await kase(rejected.asNo)).toMatchObject({ status: 'REFUSE', refunded_fen: 0 });
    expect(await appeal(rejected.asNo, 100)).toMatchObject({ errorCode: 40900 });

    const late = await refusedCase();
    await db().execute(
      sql`update after_sales set completed_at = now() - interval '73 hours' where as_no = ${late.asNo}`,
    );
    expect(await appeal(late.asNo, 100)).toMatchObject({
      errorCode: 44010,
      errorMsg: '已超过申诉期限（售后拒绝后72小时内）',
    });

    const open = await returnedAsProblem({ qc: 'FAIL', qcReason: '吊牌缺失' }, 1, 1);
    expect(await appeal(open.asNo, 100)).toMatchObject({
      errorCode: 40900,
      errorMsg: '只有已拒绝的售后可以申诉',
    });
  });
});
