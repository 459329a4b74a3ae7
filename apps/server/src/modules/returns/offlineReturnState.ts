import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** On the way back: walked, or by courier to a far stall until its refund is confirmed. */
const ON_THE_WAY = sql`'WAIT_FACTORY', 'WAIT_SIGNED', 'SIGNED', 'FACTORY_RETURNED_TOCONFIRM'`;
/** A refusal not settled: in town, or a far stall's still to deal with or being argued. */
const OPEN_REFUSAL = sql`ri.state in ('FACTORY_REFUSE', 'FACTORY_REFUSE_TODEAL', 'NEGOTIATE_REFUND') and ri.disposition is null`;

/**
 * A 线下退货单 is where its goods are: the state that still needs a hand wins — all paused is 暂停退货,
 * any on the walk 待退档口, any on the shelf 未指派, a refusal not yet settled 档口拒收; once every piece
 * is answered, 档口已退款 if any stall refunded, else 档口拒收. The refunds so far are summed whatever
 * the state.
 */
const DERIVED = sql`
  case when bool_and(ri.state = 'STOP_RETURNED') then 'STOP_RETURNED'
       when bool_or(ri.state in (${ON_THE_WAY})) then 'WAIT_FACTORY'
       when bool_or(ri.state = 'WAITING_ASSIGNED') then 'WAITING_ASSIGNED'
       when bool_or(ri.state = 'STOP_RETURNED') then 'STOP_RETURNED'
       when bool_or(${OPEN_REFUSAL}) then 'FACTORY_REFUSE'
       when bool_or(ri.state = 'FACTORY_RETURNED') then 'FACTORY_RETURNED'
       else 'FACTORY_REFUSE' end`;

/** The 线下退货单 event a change of state writes (its 动态), in the words its page already has. */
const EVENT = sql`
  case when d.state = o.state then null
       when d.state = 'FACTORY_RETURNED' then 'REFUNDED'
       when d.state = 'FACTORY_REFUSE' then 'REFUSED'
       when d.state = 'STOP_RETURNED' then 'STOPPED'
       when o.state = 'STOP_RETURNED' then 'RESUMED'
       when d.state = 'WAIT_FACTORY' then 'STARTED'
       when o.state = 'FACTORY_REFUSE' then 'RETRIED'
       else 'REQUEUED' end`;

/**
 * Before return items move: the 线下退货单 they belong to, locked in id order — every path takes the
 * document before its goods (the page's moves lock it first too), so two moves of one document's goods
 * queue up and the second derives its state from the first's goods, committed.
 */
export async function lockDocumentsOf(tx: DbOrTx, tenantId: number, chosenItems: SQL): Promise<void> {
  await tx.execute(sql`
    select id from offline_returns
     where tenant_id = ${tenantId}
       and id in (select offline_return_id from return_items
                   where tenant_id = ${tenantId} and offline_return_id is not null and ${chosenItems})
     order by id for update`);
}

/**
 * After return items moved (in the mover's transaction, the documents locked by `lockDocumentsOf`):
 * the 线下退货单 they belong to take the state their goods are in, the refunds so far, a refusal that
 * stands, and a new version (whatever moved: a page read before is stale); an event (with the note the
 * page gave) when the state changed.
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
             min(ri.refuse_reason) filter (where ${OPEN_REFUSAL}) as refuse_reason
        from return_items ri join docs on docs.id = ri.offline_return_id
       group by ri.offline_return_id),
    derived as (
      select id, state, refund_fen, case when state = 'FACTORY_REFUSE' then refuse_reason end as refuse_reason
        from raw),
    worded as (
      select d.*, ${EVENT} as event from derived d join offline_returns o on o.id = d.id)
    update offline_returns o
       set state = w.state, refund_fen = w.refund_fen, refuse_reason = w.refuse_reason, resume_state = null,
           version = o.version + 1, updated_at = now(),
           events = case when w.event is null then o.events else o.events || jsonb_build_array(jsonb_build_object(
             'type', w.event,
             'at', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
             'by', ${byName}::text,
             'params', jsonb_strip_nulls(jsonb_build_object('refundFen', w.refund_fen,
                                                            'refuseReason', w.refuse_reason,
                                                            'note', ${note || null}::text)))) end
      from worded w
     where o.id = w.id`);
}
