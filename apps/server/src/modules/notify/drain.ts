import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { arrayParam } from '../../db/arrayParam.ts';
import { DIGEST_AFTER, DIGEST_WINDOW_MINUTES, renderDigest, renderEvent } from './notifyTypes.ts';

type OutboxRow = { id: string; tenant_id: string; type: string; key: string; params: unknown };
type Recent = {
  tenant_id: string;
  type: string;
  singles: number;
  digest_id: string | null;
  digest: number | null;
};

const groupKey = (tenantId: string | number, type: string) => `${tenantId}|${type}`;

/**
 * Turns up to `limit` outbox events into messages, in one transaction, and returns how many it took.
 * Any number of processes may drain at once (SKIP LOCKED). An event whose key the tenant has seen writes
 * nothing; the fifth of a type within ten minutes opens a digest (您有 5 个订单缺货待处理) and later ones
 * grow it in place while it is that fresh, instead of a flood of single messages.
 */
export async function drainOutbox(db: Db, limit = 500): Promise<number> {
  return db.transaction(async (tx) => {
    const taken = await tx.execute<OutboxRow>(sql`
      delete from notify_outbox where id in (
        select id from notify_outbox order by id limit ${limit} for update skip locked)
      returning id, tenant_id, type, key, params`);
    if (!taken.rows.length) return 0;
    const events = [...taken.rows].sort((a, b) => Number(a.id) - Number(b.id));
    // replays (and repeats inside this batch) fall out here
    const fresh = await tx.execute<{ tenant_id: string; key: string }>(sql`
      insert into notify_keys (tenant_id, key)
      select * from unnest(${arrayParam(events.map((e) => e.tenant_id))}::bigint[], ${arrayParam(events.map((e) => e.key))}::text[])
      on conflict do nothing returning tenant_id, key`);
    const isFresh = new Set(fresh.rows.map((r) => groupKey(r.tenant_id, r.key)));
    const todo = events.filter((e) => {
      const k = groupKey(e.tenant_id, e.key);
      if (!isFresh.has(k)) return false;
      isFresh.delete(k);
      return true;
    });
    if (!todo.length) return events.length;

    const groups = new Map<string, OutboxRow[]>();
    for (const e of todo) {
      const k = groupKey(e.tenant_id, e.type);
      groups.set(k, [...(groups.get(k) ?? []), e]);
    }
    const pairs = [...groups.values()].map((g) => g[0]!);
    const recent = await tx.execute<Recent>(sql`
      select g.tenant_id, g.type,
             (select count(*)::int from messages m
               where m.tenant_id = g.tenant_id and m.type = g.type and m.digest = 0
                 and m.created_at > now() - make_interval(mins => ${DIGEST_WINDOW_MINUTES})) as singles,
             d.id as digest_id, d.digest
        from unnest(${arrayParam(pairs.map((p) => p.tenant_id))}::bigint[], ${arrayParam(pairs.map((p) => p.type))}::text[]) as g(tenant_id, type)
        left join lateral (
          select id, digest from messages m
           where m.tenant_id = g.tenant_id and m.type = g.type and m.digest > 0
             and m.updated_at > now() - make_interval(mins => ${DIGEST_WINDOW_MINUTES})
           order by m.updated_at desc limit 1 for update) d on true`);
    const known = new Map(recent.rows.map((r) => [groupKey(r.tenant_id, r.type), r]));

    const singles: ReturnType<typeof sql>[] = [];
    for (const [k, group] of groups) {
      const r = known.get(k);
      let count = r?.singles ?? 0;
      const digestId = r?.digest_id ?? null;
      let digest = r?.digest ?? 0;
      let openedBy: OutboxRow | null = null;
      for (const e of group) {
        const rendered = renderEvent(e.type, e.params);
        if (!rendered) continue;
        if (!digestId && !openedBy && count + 1 < DIGEST_AFTER) {
          count += 1;
          singles.push(sql`(${e.tenant_id}::bigint, ${rendered.category}, ${e.type}, ${e.key}, ${rendered.title},
            ${rendered.content}, ${rendered.link}, ${rendered.code}, ${JSON.stringify(e.params)}::jsonb)`);
          continue;
        }
        // the burst's count: the singles already written in the window, and every event since
        if (!digestId && !openedBy) {
          openedBy = e;
          digest = count + 1;
        } else digest += 1;
      }
      if (!digestId && !openedBy) continue;
      const d = renderDigest(group[0]!.type, digest);
      if (!d) continue;
      if (digestId)
        await tx.execute(sql`update messages set digest = ${digest}, title = ${d.title}, content = ${d.content},
                                   link = ${d.link}, updated_at = now() where id = ${digestId}`);
      else if (openedBy)
        await tx.execute(sql`
          insert into messages (tenant_id, category, type, key, title, content, link, params, digest)
          values (${openedBy.tenant_id}, ${d.category}, ${openedBy.type}, ${`digest:${openedBy.type}:${openedBy.id}`},
                  ${d.title}, ${d.content}, ${d.link}, '{}'::jsonb, ${digest})`);
    }
    if (singles.length)
      await tx.execute(sql`
        insert into messages (tenant_id, category, type, key, title, content, link, code, params)
        values ${sql.join(singles, sql`, `)} on conflict (tenant_id, key) do nothing`);
    return events.length;
  });
}

/** Keys are kept 30 days: a replay older than that is not expected from any emitter. */
export async function pruneNotifyKeys(db: Db): Promise<number> {
  const r = await db.execute(sql`
    delete from notify_keys where ctid = any(array(
      select ctid from notify_keys where created_at < now() - interval '30 days' limit 10000))`);
  return r.rowCount ?? 0;
}
