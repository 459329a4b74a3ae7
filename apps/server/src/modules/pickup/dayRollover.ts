import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shanghaiToday } from './pickupTasks.ts';

/**
 * A new day on the board (housekeeping, every 10 minutes; the first run after midnight does the work):
 * a past day's assignments still open close — 拿货中 ones unreported as 当日未上报 — and what is still to
 * fetch comes onto today's board, 待指派: lines never answered, the rest of a 部分拿货, and a 线下拿货单's
 * 明天有 (a dropship line's 明天有 waits for its seller's 等待, or the default, which put it back). A day
 * already rolled changes nothing. `today` is for tests (a fake clock). Returns the lines brought over.
 */
export async function rollOverPickupDay(db: DbOrTx, today?: string): Promise<number> {
  const day = today ? sql`${today}::date` : shanghaiToday;
  const moved = await db.execute<{ n: number }>(sql`
    with closed as (
      update pickup_assignments set state = 'CLOSE',
             reason = case when state = 'TAKING' then 'UNREPORTED' else 'ROLLED_OVER' end,
             version = version + 1, updated_at = now()
       where day < ${day} and state in ('WAITING_ASSIGNED', 'TAKING')
       returning task_id),
    due as (
      select t.id, t.tenant_id, t.supplier_id from pickup_tasks t
       where not t.closed
         and (t.id in (select task_id from closed)
              or t.line_state = 'TOOK_PART'
              or (t.line_state = 'E_NEXT_TAKING' and t.source <> 'DAIFA'))
         and not exists (select 1 from pickup_assignments o where o.task_id = t.id and o.day >= ${day})),
    -- (a data-modifying CTE runs whether or not anything reads it)
    reset as (
      update pickup_tasks t set line_state = 'WAITING_TAKING', reason = null, version = version + 1, updated_at = now()
        from due where t.id = due.id
       returning t.id),
    opened as (
      insert into pickup_assignments (tenant_id, task_id, day, supplier_id)
      select tenant_id, id, ${day}, supplier_id from due
      on conflict do nothing
      returning 1)
    select count(*)::int as n from opened`);
  return Number(moved.rows[0]?.n ?? 0);
}
