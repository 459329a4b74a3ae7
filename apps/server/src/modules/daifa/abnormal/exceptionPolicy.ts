import { sql } from 'drizzle-orm';
import { LACK_WAIT_DAYS, NEXT_DAY_TRIES, type FulfilmentStrategy } from '@oms/api-client';
import type { DbOrTx } from '../../../db/client.ts';
import type { ExceptionPolicy } from './exceptionKinds.ts';

/** The columns of a tenant's policy beside `o.tenant_id` (`fs_lack_wait_days`, `fs_next_day_tries`), defaults filled in. */
export const policyColumns = sql.raw(`
  coalesce((select s.lack_wait_days from fulfilment_strategies s where s.tenant_id = o.tenant_id), ${LACK_WAIT_DAYS.fallback}) as fs_lack_wait_days,
  coalesce((select s.next_day_tries from fulfilment_strategies s where s.tenant_id = o.tenant_id), ${NEXT_DAY_TRIES.fallback}) as fs_next_day_tries`);

export const policyOfRow = (r: {
  fs_lack_wait_days: unknown;
  fs_next_day_tries: unknown;
}): ExceptionPolicy => ({
  lackWaitDays: Number(r.fs_lack_wait_days),
  nextDayTries: Number(r.fs_next_day_tries),
});

/** 订单履约策略 as its page shows it (the defaults when never saved). */
export async function fulfilmentStrategyOf(db: DbOrTx, tenantId: number): Promise<FulfilmentStrategy> {
  const r = await db.execute<{
    lack_wait_days: number;
    next_day_tries: number;
    updated_at: Date | string;
  }>(sql`
    select lack_wait_days, next_day_tries, updated_at from fulfilment_strategies where tenant_id = ${tenantId}`);
  const s = r.rows[0];
  return {
    lackWaitDays: s ? Number(s.lack_wait_days) : LACK_WAIT_DAYS.fallback,
    nextDayTries: s ? Number(s.next_day_tries) : NEXT_DAY_TRIES.fallback,
    updatedAt: s ? new Date(s.updated_at).toISOString() : null,
  };
}

export async function saveFulfilmentStrategy(db: DbOrTx, tenantId: number, policy: ExceptionPolicy) {
  await db.execute(sql`
    insert into fulfilment_strategies (tenant_id, lack_wait_days, next_day_tries, updated_at)
    values (${tenantId}, ${policy.lackWaitDays}, ${policy.nextDayTries}, now())
    on conflict (tenant_id) do update
       set lack_wait_days = excluded.lack_wait_days, next_day_tries = excluded.next_day_tries, updated_at = now()`);
  return fulfilmentStrategyOf(db, tenantId);
}
