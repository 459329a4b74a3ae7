import { sql } from 'drizzle-orm';
import {
  INTERCEPT_RULES_MAX,
  type InterceptActions,
  type InterceptConditions,
  type InterceptRule,
} from '@oms/api-client';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, invalid, notFound } from '../../http/apiError.ts';

type RuleRow = {
  id: string;
  name: string;
  enabled: boolean;
  position: number;
  conditions: InterceptConditions;
  actions: InterceptActions;
  hits: number;
  last_hit_at: Date | string | null;
  version: number;
  updated_at: Date | string;
};

const iso = (t: Date | string) => new Date(t).toISOString();

const toRule = (r: RuleRow): InterceptRule => ({
  id: Number(r.id),
  name: r.name,
  enabled: r.enabled,
  position: r.position,
  conditions: r.conditions,
  actions: r.actions,
  hits: r.hits,
  lastHitAt: r.last_hit_at === null ? null : iso(r.last_hit_at),
  version: r.version,
  updatedAt: iso(r.updated_at),
});

const COLUMNS = sql`id, name, enabled, position, conditions, actions, hits, last_hit_at, version, updated_at`;

export async function listRules(db: DbOrTx, tenantId: number) {
  const r = await db.execute<RuleRow>(
    sql`select ${COLUMNS} from intercept_rules where tenant_id = ${tenantId} order by position`,
  );
  return { rules: r.rows.map(toRule) };
}

async function ruleOf(db: DbOrTx, tenantId: number, id: number) {
  const r = await db.execute<RuleRow>(
    sql`select ${COLUMNS} from intercept_rules where tenant_id = ${tenantId} and id = ${id}`,
  );
  if (!r.rows[0]) throw notFound('拦截规则不存在或已删除');
  return r.rows[0];
}

/** The rule as it is now; 40900 when it is no longer the version the caller read (changed in another tab). */
async function lostRace(db: DbOrTx, tenantId: number, id: number): Promise<never> {
  await ruleOf(db, tenantId, id);
  throw conflict('规则已被修改，请刷新后重试');
}

export interface RuleInput {
  id?: number | undefined;
  version?: number | undefined;
  name: string;
  enabled: boolean;
  conditions: InterceptConditions;
  actions: InterceptActions;
}

/** A new rule goes last (tried after the others); a change keeps its place. Names are unique per account. */
export async function saveRule(db: Db, tenantId: number, input: RuleInput): Promise<InterceptRule> {
  return db.transaction(async (tx) => {
    // One writer of a tenant's rules at a time: the count, the name check and the next position hold.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('intercept_rules'), ${tenantId}::int)`);
    const same = await tx.execute<{ id: string }>(sql`
      select id from intercept_rules where tenant_id = ${tenantId} and name = ${input.name}
         and id is distinct from ${input.id ?? null}::bigint`);
    if (same.rows.length > 0) throw invalid(`已有名为「${input.name}」的规则`, 'name');
    const values = sql`${input.name}, ${input.enabled}, ${JSON.stringify(input.conditions)}::jsonb, ${JSON.stringify(input.actions)}::jsonb`;
    if (input.id === undefined) {
      const n = await tx.execute<{ n: number; next: number }>(sql`
        select count(*)::int as n, coalesce(max(position), 0) + 1 as next from intercept_rules where tenant_id = ${tenantId}`);
      if (n.rows[0]!.n >= INTERCEPT_RULES_MAX) throw invalid(`最多设置${INTERCEPT_RULES_MAX}条拦截规则`);
      const r = await tx.execute<RuleRow>(sql`
        insert into intercept_rules (tenant_id, name, enabled, conditions, actions, position)
        values (${tenantId}, ${values}, ${n.rows[0]!.next}) returning ${COLUMNS}`);
      return toRule(r.rows[0]!);
    }
    const r = await tx.execute<RuleRow>(sql`
      update intercept_rules set (name, enabled, conditions, actions) = (${values}),
             version = version + 1, updated_at = now()
       where tenant_id = ${tenantId} and id = ${input.id} and version = ${input.version!}
      returning ${COLUMNS}`);
    return r.rows[0] ? toRule(r.rows[0]) : lostRace(tx, tenantId, input.id);
  });
}

export async function toggleRule(db: DbOrTx, tenantId: number, id: number, version: number, enabled: boolean) {
  const r = await db.execute<RuleRow>(sql`
    update intercept_rules set enabled = ${enabled}, version = version + 1, updated_at = now()
     where tenant_id = ${tenantId} and id = ${id} and version = ${version}
    returning ${COLUMNS}`);
  return r.rows[0] ? toRule(r.rows[0]) : lostRace(db, tenantId, id);
}

/** Swaps the rule with its neighbour above or below (nothing at the top or bottom). */
export async function moveRule(db: Db, tenantId: number, id: number, direction: 'UP' | 'DOWN') {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('intercept_rules'), ${tenantId}::int)`);
    const me = await ruleOf(tx, tenantId, id);
    const other = await tx.execute<{ id: string; position: number }>(sql`
      select id, position from intercept_rules
       where tenant_id = ${tenantId} and position ${direction === 'UP' ? sql`<` : sql`>`} ${me.position}
       order by position ${direction === 'UP' ? sql`desc` : sql`asc`} limit 1`);
    const n = other.rows[0];
    if (n) {
      // The unique (tenant, position) is checked row by row: park one rule out of the way first.
      await tx.execute(sql`update intercept_rules set position = -1 where id = ${id}`);
      await tx.execute(sql`update intercept_rules set position = ${me.position}, updated_at = now() where id = ${n.id}`);
      await tx.execute(sql`update intercept_rules set position = ${n.position}, updated_at = now() where id = ${id}`);
    }
    return listRules(tx, tenantId);
  });
}

/** The rule goes; its hits stay in the log under its name. */
export async function deleteRule(db: DbOrTx, tenantId: number, id: number) {
  const r = await db.execute(sql`delete from intercept_rules where tenant_id = ${tenantId} and id = ${id}`);
  if (r.rowCount === 0) throw notFound('拦截规则不存在或已删除');
  return null;
}
