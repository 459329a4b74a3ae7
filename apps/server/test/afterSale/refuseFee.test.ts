import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { disposeExpiredProblems } from '../../src/modules/afterSale/problemParcels.ts';
import { cancelReplenish } from '../../src/modules/funds/payments/replenish.ts';
import { reconcile } from '../../src/modules/funds/ledger/reconcile.ts';
import { available, call, fundsWorld } from '../funds/support.ts';
import { payReplenish } from '../daifa/support.ts';
import { adjustBalance, returnHelpers } from './support.ts';

// 退货服务费 on the pieces a return brought back for nothing: charged when the case ends 已拒绝, or a
// 补款 when the balance is short — never twice, never on 发错货 / 质量问题.
const world = fundsWorld({ warehouse: true });
const db = () => world.t.database.db;
const { kase, returnedAsProblem: returned } = returnHelpers(world);

const problemOf = async (asNo: string) =>
  (await call(world, world.seller, 'POST', '/api/b2/afterSales/post/problem/page', { keyword: asNo })).data
    .rows[0] as { id: number };
const discard = (id: number) =>
  call(world, world.seller, 'POST', '/api/b2/afterSales/post/problem/discard', { ids: [id] });
const eventsOf = async (asNo: string) =>
  (await call(world, world.seller, 'GET', `/api/b2/aftersale/orders/${asNo}`)).data.events as {
    type: string;
    params: Record<string, unknown>;
  }[];
const replenishOf = async (asNo: string) =>
  (
    await db().execute<{ replenish_no: string; amount_fen: number; state: string; order_no: string }>(sql`
      select replenish_no, amount_fen, state, order_no from replenish_requests where after_sale_no = ${asNo}`)
  ).rows;

const adjust = (fen: number) => adjustBalance(world, fen);

describe('退货服务费 at 已拒绝', () => {
  it('the stall refused one piece of two, then 丢弃: ¥2.00 more from the balance, on the case, once', async () => {
    const { asNo } = await returned({ qc: 'PASS', factory: 'PART', factoryReason: '二次加工' });
    // the piece taken back already paid its fee out of its refund
    expect(await kase(asNo)).toMatchObject({ status: 'PROBLEM', fee_fen: 200 });
    const before = await available(world);
    const parcel = await problemOf(asNo);
    expect((await discard(parcel.id)).data.results[0].ok).toBe(true);
    expect(await kase(asNo)).toMatchObject({ status: 'REFUSE', fee_fen: 400 });
    expect(await available(world)).toBe(before - 200);
    const events = await eventsOf(asNo);
    expect(events.map((e) => e.type).slice(-2)).toEqual(['PROBLEM_DISPOSED', 'FEE_CHARGED']);
    expect(events.at(-1)!.params).toMatchObject({ fen: 200, pieces: 1 });
    const bill = await db().execute<{ memo: string; amount_fen: number }>(sql`
      select memo, amount_fen from ledger_transactions
       where document_no = ${asNo} and idempotency_key = ${`aftersale:${asNo}:refuse-fee`}`);
    expect(bill.rows).toEqual([{ memo: '退货服务费（拒收退回）：1件 × ¥2.00', amount_fen: 200 }]);
    expect((await reconcile(db())).ok).toBe(true);
  });

  it('发错货: the desk’s work is ours to pay, nothing charged at 已拒绝 either', async () => {
    const { asNo } = await returned({ qc: 'FAIL', qcReason: '吊牌缺失' }, 1, 2, '发错货');
    const before = await available(world);
    expect((await discard((await problemOf(asNo)).id)).data.results[0].ok).toBe(true);
    expect(await kase(asNo)).toMatchObject({ status: 'REFUSE', fee_fen: 0 });
    expect(await available(world)).toBe(before);
    expect((await eventsOf(asNo)).map((e) => e.type)).not.toContain('FEE_CHARGED');
  });

  it('the balance short at the deadline: a 补款 of ¥4.00 (退货服务费) that cannot be declined; paid, the case has its fee', async () => {
    const { asNo, orderNo } = await returned({ qc: 'FAIL', qcReason: '破损' }, 1, 2);
    const parcel = await problemOf(asNo);
    const balance = await available(world);
    await adjust(-(balance - 100));
    try {
      await db().execute(
        sql`update problem_parcels set deadline_at = now() - interval '1 minute' where id = ${parcel.id}`,
      );
      await disposeExpiredProblems(db(), world.t.funds);
      expect(await kase(asNo)).toMatchObject({ status: 'REFUSE', fee_fen: 0 });
      expect(await available(world)).toBe(100);
      const [asked] = await replenishOf(asNo);
      expect(asked).toMatchObject({ amount_fen: 400, state: 'WAITING_PAYMENT', order_no: orderNo });
      expect((await eventsOf(asNo)).at(-1)).toMatchObject({
        type: 'FEE_REPLENISH',
        params: { fen: 400, pieces: 2, replenishNo: asked!.replenish_no },
      });
      // 代发补款记录 lists it with its case
      const listed = await call(world, world.seller, 'POST', '/api/b2/funds/replenish/page', {
        tab: 'WAITING_PAYMENT',
        pageSize: 100,
      });
      expect(
        listed.data.list.find((r: { replenishNo: string }) => r.replenishNo === asked!.replenish_no),
      ).toMatchObject({ reason: 'SERVICE_FEE', afterSaleNo: asNo, amountFen: 400 });
      const declined = await call(world, world.seller, 'POST', '/api/b2/funds/replenish/cancel', {
        replenishNos: [asked!.replenish_no],
      });
      expect(declined.errorCode).toBe(40900);
      expect(declined.errorMsg).toBe(`退货服务费不能放弃，请支付：${asked!.replenish_no}`);
      expect((await reconcile(db())).ok).toBe(true);
    } finally {
      await adjust(balance - 100);
    }
    const [asked] = await replenishOf(asNo);
    const before = await available(world);
    await payReplenish(world, [asked!.replenish_no]);
    expect(await available(world)).toBe(before - 400);
    expect(await kase(asNo)).toMatchObject({ fee_fen: 400 });
    expect((await replenishOf(asNo))[0]!.state).toBe('PAID');
    expect((await eventsOf(asNo)).at(-1)).toMatchObject({ type: 'FEE_PAID', params: { fen: 400 } });
    // the dropship order's money is untouched by it
    const detail = await call(world, world.seller, 'GET', `/api/b2/daifa/order/${orderNo}`);
    expect(detail.data.moneyFlow.length).toBeGreaterThan(0);
    expect(JSON.stringify(detail.data.moneyFlow)).not.toContain(asked!.replenish_no);
    expect((await reconcile(db())).ok).toBe(true);
  });

  it('a 退货服务费 补款 left unpaid past its 30 days is written off on the case’s timeline, charged nothing', async () => {
    const { asNo } = await returned({ qc: 'FAIL', qcReason: '破损' }, 1, 1);
    const balance = await available(world);
    await adjust(-balance);
    try {
      expect((await discard((await problemOf(asNo)).id)).data.results[0].ok).toBe(true);
    } finally {
      await adjust(balance);
    }
    const [asked] = await replenishOf(asNo);
    const due = await db().execute<{ days: number }>(sql`
      select round(extract(epoch from deadline_at - now()) / 86400)::int as days
        from replenish_requests where replenish_no = ${asked!.replenish_no}`);
    expect(Number(due.rows[0]!.days)).toBe(30);
    await db().transaction((tx) =>
      cancelReplenish(
        tx,
        world.t.funds.replenishHooks,
        { tenantId: world.sellerTenant, replenishNos: [asked!.replenish_no] },
        'EXPIRED',
      ),
    );
    expect(await kase(asNo)).toMatchObject({ status: 'REFUSE', fee_fen: 0 });
    expect((await eventsOf(asNo)).at(-1)).toMatchObject({ type: 'FEE_WRITTEN_OFF', params: { fen: 200 } });
    expect((await reconcile(db())).ok).toBe(true);
  });
});
