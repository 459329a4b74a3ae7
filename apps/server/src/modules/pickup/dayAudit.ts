import { sql } from 'drizzle-orm';
import { ErrorCode, type PickupAuditState } from '@oms/api-client';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ApiError, invalid } from '../../http/apiError.ts';
import { callerName, type Caller } from '../../http/caller.ts';
import { shanghaiToday } from './pickupTasks.ts';
import { makeDayBills } from '../settlements/dayBills.ts';
import { chargeDayFee, dayFee } from '../settlements/dayFee.ts';
import type { FundsServices } from '../funds/fundsServices.ts';

/**
 * A day's changes and its audit exclude each other: every change to a day's answers holds this lock
 * shared, 日结审核 holds it alone — so no 取消已拿 slips in between the audit's count and its record.
 */
const dayLock = (tenantId: number, day: string, shared: boolean) =>
  shared
    ? sql`select pg_advisory_xact_lock_shared(${tenantId}::int, hashtext(${`pickup-day:${day}`}))`
    : sql`select pg_advisory_xact_lock(${tenantId}::int, hashtext(${`pickup-day:${day}`}))`;

/** Before a day's answers change: 47003 once the day is audited. */
export async function checkDayOpen(tx: DbOrTx, tenantId: number, day: string) {
  if (await holdDay(tx, tenantId, day))
    throw new ApiError(ErrorCode.PICKUP_DAY_AUDITED, '当日拿货已审核，不能修改');
}

/** The day held against 日结 for the rest of the transaction; true when it is audited already. */
export async function holdDay(tx: DbOrTx, tenantId: number, day: string): Promise<boolean> {
  await tx.execute(dayLock(tenantId, day, true));
  const audited = await tx.execute(
    sql`select 1 from pickup_day_audits where tenant_id = ${tenantId} and day = ${day}::date`,
  );
  return audited.rows.length > 0;
}

export async function auditState(
  tx: DbOrTx,
  tenantId: number,
  day: string | undefined,
): Promise<PickupAuditState> {
  const [r] = (
    await tx.execute<{ day: string; by: string | null; at: Date | string | null; open: number }>(sql`
      with d as (select coalesce(${day ?? null}::date, ${shanghaiToday}) as day)
      select d.day::text as day, u.audited_name as by, u.audited_at as at,
             (select count(*) from pickup_assignments a
               where a.tenant_id = ${tenantId} and a.day = d.day and a.state in ('WAITING_ASSIGNED', 'TAKING'))::int as open
        from d left join pickup_day_audits u on u.tenant_id = ${tenantId} and u.day = d.day`)
  ).rows;
  return {
    day: r!.day,
    audited: r!.by !== null,
    auditedBy: r!.by,
    auditedAt: r!.at ? new Date(r!.at).toISOString() : null,
    open: Number(r!.open),
    fee: r!.by !== null ? await dayFee(tx, tenantId, r!.day) : null,
  };
}

/**
 * 日结审核: a day (today or before) with every line answered is closed; again is the same answer. The
 * day's 拿货结算账单 and its 平台拿退货费 are made with it. `at`: when the fee is booked (demo history).
 */
export function auditDay(
  db: Db,
  funds: FundsServices,
  caller: Caller,
  day: string,
  at?: Date,
): Promise<PickupAuditState> {
  return db.transaction(async (tx) => {
    await tx.execute(dayLock(caller.tenantId, day, false));
    const future = await tx.execute<{ f: boolean }>(sql`select ${day}::date > ${shanghaiToday} as f`);
    if (future.rows[0]!.f) throw invalid('不能审核未来的日期', 'day');
    const state = await auditState(tx, caller.tenantId, day);
    if (state.audited) return state;
    if (state.open > 0) throw new ApiError(ErrorCode.PICKUP_STATE, `还有${state.open}行未上报，不能日结审核`);
    await tx.execute(sql`
      insert into pickup_day_audits (tenant_id, day, audited_by, audited_name)
      values (${caller.tenantId}, ${day}::date, ${caller.accountId}, ${callerName(caller)})`);
    // the day's answers are final now: each stall's 拿货结算账单 of the day
    await makeDayBills(tx, caller.tenantId, day);
    await chargeDayFee(tx, funds, caller.tenantId, day, at);
    return auditState(tx, caller.tenantId, day);
  });
}
