import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { disposeUnclaimedHeadless } from '../../src/modules/afterSale/headless/headlessParcels.ts';
import { call, fundsWorld } from '../funds/support.ts';
import { ssoLogin } from '../support/testApp.ts';
import { marketLines, placeAndPay, until } from '../daifa/support.ts';

// 无头件: the desk signs for a parcel that matches nothing; it waits in the pool, masked, until its
// owner claims it with the full waybill (or it matched their records on arrival) and it is their 问题件.
const world = fundsWorld({ warehouse: true });
const db = () => world.t.database.db;
const desk = () => world.warehouse.control;
const post = (path: string, body: object) => call(world, world.seller, 'POST', path, body);

let counter = 0;
const nextWaybill = () => `YT${String(Date.now()).slice(-8)}${String(++counter).padStart(3, '0')}`;

/** The desk signs for one now; its WJ once the server has it. */
async function registered(given: { waybillNo: string; phoneTail?: string }) {
  const doc = await desk().registerHeadless(given);
  await desk().tick();
  await until(
    'the 无头件 registered',
    async () =>
      (await db().execute(sql`select 1 from headless_parcels where headless_no = ${doc.headlessNo}`)).rows
        .length,
    (n) => n === 1,
  );
  return doc.headlessNo;
}

const state = async (headlessNo: string) =>
  (
    await db().execute<{ state: string; tenant_id: number | null; matched_by: string | null }>(
      sql`select state, tenant_id, matched_by from headless_parcels where headless_no = ${headlessNo}`,
    )
  ).rows[0]!;

describe('无头件', () => {
  it('in the pool masked; found by the waybill’s tail or the phone’s; a wrong number counts a try; the right one makes it the claimant’s 问题件, nobody else’s', async () => {
    const waybillNo = nextWaybill();
    const headlessNo = await registered({ waybillNo, phoneTail: '6206' });
    const pool = await post('/api/b2/afterSales/headless/page', { headlessType: 1, pageSize: 200 });
    const row = pool.data.rows.find((r: { headlessNo: string }) => r.headlessNo === headlessNo);
    expect(row).toMatchObject({
      waybillNo: `${waybillNo.slice(0, 4)}****${waybillNo.slice(-4)}`,
      state: 'WAIT_CLAIM',
      problem: null,
      matchedBy: null,
    });
    expect(JSON.stringify(pool.data)).not.toContain(waybillNo);
    expect(JSON.stringify(pool.data)).not.toContain('6206');

    const byTail = await post('/api/b2/afterSales/headless/search', { waybillTail: waybillNo.slice(-6) });
    expect(byTail.data.rows.map((r: { headlessNo: string }) => r.headlessNo)).toEqual([headlessNo]);
    const byPhone = await post('/api/b2/afterSales/headless/search', { phoneTail: '6206' });
    expect(byPhone.data.rows.map((r: { headlessNo: string }) => r.headlessNo)).toContain(headlessNo);
    expect((await post('/api/b2/afterSales/headless/search', { waybillTail: '12345' })).errorCode).toBe(
      40000,
    );
    expect((await post('/api/b2/afterSales/headless/search', {})).errorCode).toBe(40000);

    const wrong = await post('/api/b2/afterSales/headless/claim', { headlessNo, waybillNo: `${waybillNo}9` });
    expect(wrong).toMatchObject({ errorCode: 44007, errorMsg: '认领信息不匹配，今日还可尝试4次' });
    expect((await state(headlessNo)).state).toBe('WAIT_CLAIM');

    const claimed = await post('/api/b2/afterSales/headless/claim', {
      headlessNo,
      waybillNo: waybillNo.toLowerCase(),
    });
    expect(claimed.errorCode).toBe(0);
    expect(await state(headlessNo)).toMatchObject({
      state: 'MATCHED',
      tenant_id: world.sellerTenant,
      matched_by: 'CLAIM',
    });
    const problems = await post('/api/b2/afterSales/post/problem/page', { keyword: waybillNo });
    expect(problems.data.rows).toHaveLength(1);
    expect(problems.data.rows[0]).toMatchObject({
      id: claimed.data.problemParcelId,
      problemType: '无头件',
      state: 'WAITING_PROCESS',
      reason: `无头件 ${headlessNo}`,
    });
    const mine = await post('/api/b2/afterSales/headless/page', { headlessType: 2 });
    expect(mine.data.rows[0]).toMatchObject({
      headlessNo,
      waybillNo,
      matchedBy: 'CLAIM',
      problem: { id: claimed.data.problemParcelId, state: 'WAITING_PROCESS' },
    });

    // another account: claimed already; its pool no longer has it
    const other = await ssoLogin(world.t.app, 'purchaser', 'purchaser123');
    const late = await call(world, other, 'POST', '/api/b2/afterSales/headless/claim', {
      headlessNo,
      waybillNo,
    });
    expect(late).toMatchObject({ errorCode: 44006, errorMsg: '该包裹已被认领' });
    const theirs = await call(world, other, 'POST', '/api/b2/afterSales/headless/page', { headlessType: 2 });
    expect(theirs.data.rows.map((r: { headlessNo: string }) => r.headlessNo)).not.toContain(headlessNo);
  });

  it('a waybill in the seller’s own records matches on arrival; five wrong claims close the day; 30 days unclaimed, the platform keeps it', async () => {
    const orderNo = await placeAndPay(world, await marketLines(world, 1));
    const order = await db().execute<{ waybill_no: string }>(sql`
      update daifa_orders set waybill_no = ${nextWaybill()} where order_no = ${orderNo} returning waybill_no`);
    const known = order.rows[0]!.waybill_no;
    const auto = await registered({ waybillNo: known });
    expect(await state(auto)).toMatchObject({
      state: 'MATCHED',
      tenant_id: world.sellerTenant,
      matched_by: 'AUTO',
    });

    const other = await ssoLogin(world.t.app, 'purchaser', 'purchaser123');
    const target = await registered({ waybillNo: nextWaybill() });
    const tries = [];
    for (let i = 0; i < 5; i++)
      tries.push(
        (
          await call(world, other, 'POST', '/api/b2/afterSales/headless/claim', {
            headlessNo: target,
            waybillNo: 'ZZ00000000',
          })
        ).errorMsg,
      );
    expect(tries.at(-1)).toBe('认领信息不匹配，今日还可尝试0次');
    const closed = await call(world, other, 'POST', '/api/b2/afterSales/headless/claim', {
      headlessNo: target,
      waybillNo: 'ZZ00000000',
    });
    expect(closed).toMatchObject({ errorCode: 44007, errorMsg: '认领信息不匹配次数过多，请明天再试' });

    await db().execute(
      sql`update headless_parcels set deadline_at = now() - interval '1 minute' where headless_no = ${target}`,
    );
    expect(await disposeUnclaimedHeadless(db())).toBeGreaterThanOrEqual(1);
    expect((await state(target)).state).toBe('PROCESSED');
    const gone = await post('/api/b2/afterSales/headless/claim', {
      headlessNo: target,
      waybillNo: 'ZZ00000000',
    });
    expect(gone.errorCode).toBe(40900);
  });

  it('searches are limited to 60 a minute an account', async () => {
    await db().execute(sql`delete from headless_limits where tenant_id = ${world.sellerTenant}`);
    // all 61 inside one minute's window
    const second = new Date().getSeconds();
    if (second > 55) await new Promise((r) => setTimeout(r, (61 - second) * 1000));
    const answers = [];
    for (let i = 0; i < 61; i++)
      answers.push((await post('/api/b2/afterSales/headless/search', { phoneTail: '0000' })).errorCode);
    expect(answers.slice(0, 60).every((c) => c === 0)).toBe(true);
    expect(answers[60]).toBe(42900);
  });
});
