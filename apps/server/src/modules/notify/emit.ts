import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { NotifyEvent } from './notifyTypes.ts';

/**
 * Tells the tenant of something, in the caller's transaction: the event waits in the outbox and becomes a
 * message once that transaction commits (a rolled-back change tells nobody). Keys are unique in the
 * tenant, so an emitter that runs twice for one thing (a replayed push, a retried sweep) writes one message.
 */
async function emit(tx: DbOrTx, event: NotifyEvent): Promise<void> {
  await emitMany(tx, [event]);
}

async function emitMany(tx: DbOrTx, events: readonly NotifyEvent[]): Promise<void> {
  if (!events.length) return;
  const rows = events.map(
    (e) => sql`(${e.tenantId}::bigint, ${e.type}, ${e.key}, ${JSON.stringify(e.params)}::jsonb)`,
  );
  await tx.execute(
    sql`insert into notify_outbox (tenant_id, type, key, params) values ${sql.join(rows, sql`, `)}`,
  );
}

export const notify = { emit, emitMany };
