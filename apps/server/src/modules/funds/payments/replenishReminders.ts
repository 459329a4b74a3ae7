import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { notify } from '../../notify/emit.ts';

/** A 补款 this close to its deadline is told once more (补款 12 h to 截止). */
export const REPLENISH_REMIND_HOURS = 12;

/** The Shanghai wall time a seller reads a deadline in: 12月2日 18:00. */
const shanghaiText = (iso: string) =>
  new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  })
    .format(new Date(iso))
    .replace(/\//, '月')
    .replace(/\s/, '日 ');

/** Emits 即将截止 for each unpaid 补款 due within 12 hours not yet told (the key keeps it to once). */
export async function remindDueReplenish(db: DbOrTx, limit = 2000): Promise<number> {
  const r = await db.execute<{
    tenant_id: string;
    replenish_no: string;
    order_no: string;
    amount_fen: string;
    deadline_at: string;
  }>(sql`
    select tenant_id, replenish_no, order_no, amount_fen,
           to_char(deadline_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as deadline_at
      from replenish_requests q
     where state = 'WAITING_PAYMENT' and deadline_at > now()
       and deadline_at <= now() + make_interval(hours => ${REPLENISH_REMIND_HOURS})
       and not exists (select 1 from notify_keys k where k.tenant_id = q.tenant_id and k.key = 'bk:' || q.replenish_no || ':due')
     order by deadline_at limit ${limit}`);
  await notify.emitMany(
    db,
    r.rows.map((row) => ({
      type: 'REPLENISH_DUE' as const,
      tenantId: Number(row.tenant_id),
      key: `bk:${row.replenish_no}:due`,
      params: {
        replenishNo: row.replenish_no,
        orderNo: row.order_no,
        amountFen: Number(row.amount_fen),
        deadlineText: shanghaiText(row.deadline_at),
      },
    })),
  );
  return r.rows.length;
}
