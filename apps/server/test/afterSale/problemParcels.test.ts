import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  disposeExpiredProblems,
  registerCourierProblem,
} from '../../src/modules/afterSale/problemParcels.ts';
import { submitPaidOrders } from '../../src/modules/daifa/warehouse/fulfilmentSubmitter.ts';
import { reconcile } from '../../src/modules/funds/ledger/reconcile.ts';
import { call, fundsWorld } from '../funds/support.ts';
import { ssoLogin } from '../support/testApp.ts';
import { marketLines, placeAndPay, until } from '../daifa/support.ts';
import { returnHelpers } from './support.ts';

// 问题件: what a return leaves behind (QC failed, the stall refused) and what the courier brings back;
// 丢弃 or the deadline end it, and a return's case with it.
const world = fundsWorld({ warehouse: true });
const db = () => world.t.database.db;
const desk = () => world.warehouse.control;
const HOUR = 3_600_000;
const { linesOfOrder, kase, returnedAsProblem: returned } = returnHelpers(world);

const page = (body: object = {}) =>
  call(world, world.seller, 'POST', '/api/b2/afterSales/post/problem/page', body);
const discard = (ids: number[]) =>
  call(world, world.seller, 'POST', '/api/b2/afterSales/post/problem/discard', { ids });

describe('问题件', () => {
  it('the stall refusing a piece: a 问题件 under the return waybill with that piece, due in 7 days; 丢弃 ends the case 已拒绝', async () => {
    const { orderNo, asNo, waybillNo } = await returned({
      qc: 'PASS',
      factory: 'PART',
      factoryReason: '二次加工',
    });
    const listed = await page({ keyword: asNo });
    expect(listed.errorCode).toBe(0);
    expect(listed.data.rows).toHaveLength(1);
    const row = listed.data.rows[0];
    expect(row).toMatchObject({
      parcelNo: waybillNo,
      problemType: '档口拒收',
      state: 'WAITING_PROCESS',
      source: 'STALL_REFUSE',
      reason: '档口拒收：二次加工',
      orderNo,
      asNo,
    });
    expect(row.goods).toHaveLength(1);
    expect(row.goods[0]).toMatch(/ ×1$/);
    expect(Date.parse(row.deadlineAt) - Date.now()).toBeGreaterThan(6.9 * 24 * HOUR);
    expect(listed.data.tabs).toMatchObject({ WAITING_PROCESS: 1, ALL: 1, DISCARD: 0 });
    // searched by the waybill, the same one
    expect((await page({ keyword: waybillNo })).data.rows.map((r: { id: number }) => r.id)).toEqual([row.id]);

    const answer = await discard([row.id, row.id + 1_000_000]);
    expect(answer.data.results).toEqual([
      { id: row.id, ok: true, message: null },
      { id: row.id + 1_000_000, ok: false, message: '问题件不存在' },
    ]);
    // again: already moved
    expect((await discard([row.id])).data.results[0]).toEqual({
      id: row.id,
      ok: false,
      message: '包裹状态已变化，请刷新',
    });
    expect(await kase(asNo)).toMatchObject({ status: 'REFUSE' });
    expect((await linesOfOrder(orderNo)).map((l) => l.after_sale_state)).toEqual(['COMPLETE', 'REFUSE']);
    const after = await page({ keyword: asNo, tab: 'DISCARD' });
    expect(after.data.rows).toHaveLength(1);
    expect(after.data.tabs).toMatchObject({ WAITING_PROCESS: 0, DISCARD: 1 });
    const detail = await call(world, world.seller, 'GET', `/api/b2/aftersale/orders/${asNo}`);
    expect(detail.data.events.at(-2)).toMatchObject({ type: 'PROBLEM_DISPOSED', params: { by: 'SELLER' } });
    expect(detail.data.events.at(-1)).toMatchObject({ type: 'FEE_CHARGED', params: { pieces: 1 } });
    expect((await reconcile(db())).ok).toBe(true);
  });

  it('QC failing: a 吊牌缺失 问题件 with all the goods; undecided past its deadline, the platform disposes of it', async () => {
    const { asNo } = await returned({ qc: 'FAIL', qcReason: '吊牌缺失' }, 1, 2);
    const row = (await page({ keyword: asNo })).data.rows[0];
    expect(row).toMatchObject({
      problemType: '吊牌缺失',
      source: 'RETURN_QC',
      reason: '质检不通过：吊牌缺失',
    });
    expect(row.goods[0]).toMatch(/ ×2$/);
    // due within a day: the banner's count
    await db().execute(
      sql`update problem_parcels set deadline_at = now() + interval '5 hours' where id = ${row.id}`,
    );
    expect((await page()).data.dueSoon).toBeGreaterThanOrEqual(1);
    await db().execute(
      sql`update problem_parcels set deadline_at = now() - interval '1 minute' where id = ${row.id}`,
    );
    expect(await disposeExpiredProblems(db(), world.t.funds)).toBeGreaterThanOrEqual(1);
    expect((await page({ keyword: asNo, tab: 'DISCARD' })).data.rows[0]).toMatchObject({
      state: 'PROCESSED',
    });
    expect(await kase(asNo)).toMatchObject({ status: 'REFUSE' });
  });

  it('a parcel the courier brings back (拒收) is a 问题件 of its order, once, with the goods that went out', async () => {
    const orderNo = await placeAndPay(world, await marketLines(world, 1));
    const [line] = await linesOfOrder(orderNo);
    await desk().force({ orderNo, lineId: line!.id, result: 'TOOK' });
    await desk().force({ orderNo, parcel: 'PROBLEM', stateEx: '404' });
    await submitPaidOrders(db(), world.t.daifa.fulfilment);
    const found = await until(
      'the courier problem',
      async (): Promise<{ goods: string[] }[]> => (await page({ keyword: orderNo })).data.rows,
      (rows) => rows.length > 0,
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ problemType: '拒收', source: 'COURIER', orderNo, asNo: null });
    expect(found[0]!.goods).toHaveLength(1);
    // told again about the same parcel (another State 4 push): still one
    const order = await db().execute<{ id: number; tenant_id: number; waybill_no: string }>(
      sql`select id, tenant_id, waybill_no from daifa_orders where order_no = ${orderNo}`,
    );
    const o = order.rows[0]!;
    await db().transaction((tx) =>
      registerCourierProblem(tx, {
        tenantId: Number(o.tenant_id),
        orderId: Number(o.id),
        orderNo,
        courierCode: 'ZTO',
        waybillNo: o.waybill_no,
        stateEx: '420',
        station: '派件失败',
        at: null,
      }),
    );
    expect((await page({ keyword: orderNo })).data.rows).toHaveLength(1);
  });

  it('another account sees none of it and discards nothing', async () => {
    const mine = (await page({ tab: 'ALL' })).data.rows[0];
    expect(mine).toBeTruthy();
    const other = await ssoLogin(world.t.app, 'purchaser', 'purchaser123');
    const theirs = await call(world, other, 'POST', '/api/b2/afterSales/post/problem/page', {
      keyword: mine.parcelNo,
    });
    expect(theirs.data.rows).toEqual([]);
    const tried = await call(world, other, 'POST', '/api/b2/afterSales/post/problem/discard', {
      ids: [mine.id],
    });
    expect(tried.data.results).toEqual([{ id: mine.id, ok: false, message: '问题件不存在' }]);
    expect((await page({ keyword: mine.parcelNo, tab: 'ALL' })).data.rows[0].state).toBe(mine.state);
  });
});
