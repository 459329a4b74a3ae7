import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call, goods, ownOrder, report, rowsOf, usePickupWorld } from './support.ts';
import { rollOverPickupDay } from '../../src/modules/pickup/dayRollover.ts';

// 日结审核: a day with every line answered is closed; its answers can no longer change (47003).
const w = usePickupWorld();

const state = (day: string, who = w.owner) =>
  call(w, who, 'GET', `/api/b2/purchaser/assigned/getPageAuditState?day=${day}`);
const audit = (day: string, who = w.owner) =>
  call(w, who, 'POST', '/api/b2/purchaser/assigned/auditDay', { day });

/** An own-team line taken by the picker, its work moved back `daysAgo` days. */
async function takenOn(daysAgo: number, articleNo: string) {
  const orderNo = await ownOrder(w, [goods('国投女装 1楼A2', articleNo, 1)]);
  const [row] = await rowsOf(w, orderNo);
  await call(w, w.owner, 'POST', '/api/b2/purchaser/assigned/takeAssignedUser', {
    ids: [row!.id],
    pickerId: w.pickerId,
  });
  const [assigned] = await rowsOf(w, orderNo);
  const took = await report(w, w.picker, {
    id: assigned!.id,
    version: assigned!.version,
    outcome: 'TOOK',
    tookQty: 1,
    tookPriceFen: 3500,
  });
  expect(took.errorCode, took.errorMsg).toBe(0);
  const moved = await w.t.database.db.execute<{ day: string }>(sql`
    update pickup_assignments set day = day - ${daysAgo}::int where id = ${assigned!.id} returning day::text as day`);
  return { id: assigned!.id, version: took.data.version as number, day: moved.rows[0]!.day };
}

describe('日结审核', () => {
  it('closes a day whose lines are all answered; then 取消已拿 of that day is 47003', async () => {
    const line = await takenOn(3, 'D1001');
    expect((await state(line.day)).data).toMatchObject({ day: line.day, audited: false, open: 0 });
    const done = await audit(line.day);
    expect(done.data).toMatchObject({ audited: true, auditedBy: 'purchaser', open: 0 });
    expect((await audit(line.day)).data.auditedAt).toBe(done.data.auditedAt);
    const late = await call(w, w.owner, 'POST', '/api/b2/purchaser/assigned/cancelTook', {
      id: line.id,
      version: line.version,
    });
    expect(late).toMatchObject({ errorCode: 47003, errorMsg: '当日拿货已审核，不能修改' });
  });

  it('refuses a day with lines still open, a day to come, and a picker', async () => {
    const line = await takenOn(4, 'D1002');
    const orderNo = await ownOrder(w, [goods('国投女装 1楼A10', 'D1003', 1)]);
    const [open] = await rowsOf(w, orderNo);
    await w.t.database.db.execute(
      sql`update pickup_assignments set day = ${line.day}::date where id = ${open!.id}`,
    );
    expect(await audit(line.day)).toMatchObject({
      errorCode: 47001,
      errorMsg: '还有1行未上报，不能日结审核',
    });
    expect(await audit('2099-01-01')).toMatchObject({ errorCode: 40000, errorMsg: '不能审核未来的日期' });
    expect((await audit(line.day, w.picker)).errorCode).toBe(40300);
    expect((await state(line.day, w.picker)).data).toMatchObject({ audited: false, open: 1 });
  });

  it("once today is 日结, new work goes on tomorrow's board and stays there", async () => {
    const db = w.t.database.db;
    await db.execute(sql`insert into pickup_day_audits (tenant_id, day, audited_by, audited_name)
                         values (${w.tenant}, (now() at time zone 'Asia/Shanghai')::date, ${w.tenant}, 'purchaser')`);
    try {
      const orderNo = await ownOrder(w, [goods('国投女装 1楼A12', 'D1004', 1)]);
      const days = await db.execute<{ ahead: number; state: string }>(sql`
        select a.day - (now() at time zone 'Asia/Shanghai')::date as ahead, a.state
          from pickup_assignments a join pickup_tasks t on t.id = a.task_id where t.order_no = ${orderNo}`);
      expect(days.rows).toEqual([{ ahead: 1, state: 'WAITING_ASSIGNED' }]);
      // tomorrow's first rollover finds it there already: not closed, not made twice
      const tomorrow = await db.execute<{ d: string }>(
        sql`select ((now() at time zone 'Asia/Shanghai')::date + 1)::text as d`,
      );
      await rollOverPickupDay(db, tomorrow.rows[0]!.d);
      const after = await db.execute<{ ahead: number; state: string }>(sql`
        select a.day - (now() at time zone 'Asia/Shanghai')::date as ahead, a.state
          from pickup_assignments a join pickup_tasks t on t.id = a.task_id where t.order_no = ${orderNo}`);
      expect(after.rows).toEqual([{ ahead: 1, state: 'WAITING_ASSIGNED' }]);
    } finally {
      await db.execute(sql`delete from pickup_day_audits
                            where tenant_id = ${w.tenant} and day = (now() at time zone 'Asia/Shanghai')::date`);
    }
  });
});
