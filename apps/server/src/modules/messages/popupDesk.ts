import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { opsPopupCreateSchema, OpsPopupRow } from '@oms/api-client';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../http/apiError.ts';
import type { Operator } from '../ops/operators.ts';

type PopupInput = z.output<typeof opsPopupCreateSchema>;

const ROW = sql.raw(`
  p.id, p.title, p.page, p.frequency, p.priority, p.audience, p.starts_at, p.ends_at, p.created_by,
  case when p.withdrawn_at is not null then 'WITHDRAWN' when p.starts_at > now() then 'SCHEDULED'
       when p.ends_at is not null and p.ends_at <= now() then 'ENDED' else 'LIVE' end as state,
  (select count(distinct s.account_id) from popup_shows s where s.popup_id = p.id)::int as shown_to`);

type Row = {
  id: string;
  title: string;
  page: string;
  frequency: OpsPopupRow['frequency'];
  priority: number;
  audience: Record<string, unknown>;
  starts_at: Date | string;
  ends_at: Date | string | null;
  created_by: string;
  state: OpsPopupRow['state'];
  shown_to: number;
};

const rowOf = (r: Row): OpsPopupRow => ({
  id: Number(r.id),
  title: r.title,
  page: r.page,
  frequency: r.frequency,
  priority: Number(r.priority),
  audience: r.audience,
  startsAt: new Date(r.starts_at).toISOString(),
  endsAt: r.ends_at ? new Date(r.ends_at).toISOString() : null,
  state: r.state,
  shownTo: Number(r.shown_to),
  createdBy: r.created_by,
});

/** Every change of what tenants see, in the change's transaction. */
async function audit(tx: DbOrTx, operator: Operator, action: string, target: string, detail: object) {
  await tx.execute(sql`
    insert into ops_audit (operator_id, operator_name, action, target, detail)
    values (${operator.id}, ${operator.name}, ${action}, ${target}, ${JSON.stringify(detail)}::jsonb)`);
}

/** 弹窗 on the desk: the newest 200. */
export async function popupDesk(db: DbOrTx): Promise<OpsPopupRow[]> {
  const r = await db.execute<Row>(sql`select ${ROW} from popups p order by p.id desc limit 200`);
  return r.rows.map(rowOf);
}

export async function createPopup(db: Db, operator: Operator, input: PopupInput): Promise<OpsPopupRow> {
  const audience = {
    ...(input.kinds ? { kinds: input.kinds } : {}),
    ...(input.hasPddShop !== undefined ? { hasPddShop: input.hasPddShop } : {}),
  };
  return db.transaction(async (tx) => {
    const r = await tx.execute<Row>(sql`
      with p as (
        insert into popups (title, body, link, link_text, page, audience, priority, frequency, starts_at, ends_at, created_by)
        values (${input.title}, ${input.body}, ${input.link ?? null}, ${input.link ? (input.linkText ?? null) : null},
                ${input.page}, ${JSON.stringify(audience)}::jsonb, ${input.priority}, ${input.frequency},
                ${input.startsAt}::timestamptz, ${input.endsAt}::timestamptz, ${operator.name})
        returning *)
      select ${ROW} from p`);
    const row = rowOf(r.rows[0]!);
    await audit(tx, operator, 'POPUP_CREATE', `popup:${row.id}`, { title: input.title, page: input.page });
    return row;
  });
}

/** 下线 (compare-and-set: a popup already withdrawn is 40900). */
export async function withdrawPopup(db: Db, operator: Operator, id: number): Promise<OpsPopupRow> {
  return db.transaction(async (tx) => {
    const r = await tx.execute(
      sql`update popups set withdrawn_at = now() where id = ${id} and withdrawn_at is null`,
    );
    if (r.rowCount !== 1) {
      const exists = await tx.execute(sql`select 1 from popups where id = ${id}`);
      if (!exists.rows.length) throw notFound('弹窗不存在');
      throw conflict('弹窗已下线');
    }
    await audit(tx, operator, 'POPUP_WITHDRAW', `popup:${id}`, {});
    const row = await tx.execute<Row>(sql`select ${ROW} from popups p where p.id = ${id}`);
    return rowOf(row.rows[0]!);
  });
}
