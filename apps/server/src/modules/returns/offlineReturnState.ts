import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * A 线下退货单 is where its goods are: the state that still needs a hand wins — all paused is 暂停退货,
 * any on the walk 待退档口, any on the shelf 未指派, a refusal not yet settled 档口拒收; once every piece
 * is answered, 档口已退款 if any stall refunded (the refunds summed), else 档口拒收.
 */
const DERIVED = sql`
  case when bool_and(ri.state = 'STOP_RETURNED') then 'STOP_RETURNED'
       when bool_or(ri.state = 'WAIT_FACTORY') then 'WAIT_FACTORY'
       when bool_or(ri.state = 'WAITING_ASSIGNED') then 'WAITING_ASSIGNED'
       when bool_or(ri.state = 'STOP_RETURNED') then 'STOP_RETURNED'
       when bool_or(ri.state = 'FACTORY_REFUSE' and ri.disposition is null) then 'FACTORY_REFUSE'
       when bool_or(ri.state = 'FACTORY_RETURNED') then 'FACTORY_RETURNED'
       else 'FACTORY_REFUSE' end`;

/** The 线下退货单 event a change of state writes (its 动态), in the words its page already has. */
const EVENT = sql`
  case d.state when 'WAIT_FACTORY' then 'STARTED'
               when 'FACTORY_RETURNED' then 'REFUNDED'
               when 'FACTORY_REFUSE' then 'REFUSED'
               when 'STOP_RETURNED' then 'STOPPED'
               else case when o.state = 'STOP_RETURNED' then 'RESUMED' else 'RETRIED' end end`;

/**
 * After return items moved (in the mover's transaction): the 线下退货单 they belong to take the state
 * their goods are in, with the refund and refusal, a new version and an event (with the note the
 * 线下退货单 page gave) — only when something changed, so a move inside one state writes nothing.
 */
export async function followItems(
  tx: DbOrTx,
  itemIds: readonly number[],
  byName: string,
  note?: string,
): Promise<void> {
  if (!itemIds.length) return;
  await tx.execute(sql`
    with docs as (
      select distinct offline_return_id as id from return_items
       where id = any(${sql.param([...itemIds])}::bigint[]) and offline_return_id is not null),
    raw as (
      select ri.offline_return_id as id, ${DERIVED} as state,
             sum(ri.refund_fen) filter (where ri.state = 'FACTORY_RETURNED') as refund_fen,
             min(ri.refuse_reason) filter (where ri.state = 'FACTORY_REFUSE') as refuse_reason
        from return_items ri join docs on docs.id = ri.offline_return_id
       group by ri.offline_return_id),
    derived as (
      select id, state, case when state = 'FACTORY_RETURNED' then refund_fen end as refund_fen,
             case when state = 'FACTORY_REFUSE' then refuse_reason end as refuse_reason
        from raw)
    update offline_returns o
       set state = d.state, refund_fen = d.refund_fen, refuse_reason = d.refuse_reason, resume_state = null,
           version = o.version + 1, updated_at = now(),
           events = o.events || jsonb_build_array(jsonb_build_object(
             'type', ${EVENT},
             'at', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
             'by', ${byName}::text,
             'params', jsonb_strip_nulls(jsonb_build_object('refundFen', d.refund_fen,
                                                            'refuseReason', d.refuse_reason,
                                                            'note', ${note || null}::text))))
      from derived d
     where o.id = d.id
       and (o.state, o.refund_fen, o.refuse_reason) is distinct from (d.state, d.refund_fen, d.refuse_reason)`);
}
