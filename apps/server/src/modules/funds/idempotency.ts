import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@oms/api-client';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ApiError, conflict, envelope } from '../../http/apiError.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{8,120}$/;

/** Sorted keys, so the same body hashes the same whatever order its fields came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
    throw new ApiError(ErrorCode.INVALID_INPUT, '缺少幂等键（Idempotency-Key），请刷新页面后重试', { field: 'Idempotency-Key' });
  }
  return key;
}

function requestIdentity(request: FastifyRequest) {
  const key = idempotencyKeyOf(request);
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const requestHash = crypto
    .createHash('sha256')
    .update(canonical({ body: request.body ?? null, params: request.params ?? null, query: request.query ?? null }))
    .digest('hex');
  return { key, route, requestHash };
}

/**
 * The saved answer of a repeat (same key, call and body), or null for a new key — for a call that
 * checks things before `idempotent` runs (the PIN, an SMS code, the order still waiting): a repeat of
 * a call that succeeded must get its first answer, not a refusal from a check the first call made
 * untrue (the code is used up, the order is paid). The key on another call or body is 40900.
 */
export async function savedAnswer<T>(db: Db, request: FastifyRequest, tenantId: number): Promise<{ data: T } | null> {
  const { key, route, requestHash } = requestIdentity(request);
  const saved = await db.execute<{ route: string; request_hash: string; answer: { data: T } }>(sql`
    select route, request_hash, answer from idempotency_keys
     where tenant_id = ${tenantId} and key = ${key} and created_at > now() - interval '24 hours'`);
  const first = saved.rows[0];
  if (!first) return null;
  if (first.route !== route || first.request_hash !== requestHash) throw conflict('幂等键已用于其他请求');
  return { data: first.answer.data };
}

/**
 * A money call under its `Idempotency-Key`, as Stripe answers them: the first call runs `work` and its
 * answer is saved in the same transaction as the money; a repeat (same key, same call, same body)
 * gets that answer without running again; the key on another call or body is 40900
 * 幂等键已用于其他请求; a repeat while the first still runs is 40900 请求处理中，请勿重复提交. A call that
 * fails rolls back with its key, so its retry runs afresh. Keys are kept 24 hours.
 */
export async function idempotent<T>(
  db: Db,
  request: FastifyRequest,
  tenantId: number,
  work: (tx: DbOrTx, key: string) => Promise<T>,
): Promise<T> {
  const { key, route, requestHash } = requestIdentity(request);
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ ok: boolean }>(sql`select pg_try_advisory_xact_lock(${tenantId}::int, hashtext(${key})) as ok`);
    if (!lock.rows[0]!.ok) throw conflict('请求处理中，请勿重复提交');
    const saved = await tx.execute<{ route: string; request_hash: string; answer: { data: T } }>(sql`
      select route, request_hash, answer from idempotency_keys
       where tenant_id = ${tenantId} and key = ${key} and created_at > now() - interval '24 hours'`);
    const first = saved.rows[0];
    if (first) {
      if (first.route !== route || first.request_hash !== requestHash) throw conflict('幂等键已用于其他请求');
      return first.answer.data;
    }
    const data = await work(tx, key);
    await tx.execute(sql`
      insert into idempotency_keys (tenant_id, key, route, request_hash, status, answer)
      values (${tenantId}, ${key}, ${route}, ${requestHash}, 200, ${JSON.stringify(envelope(data))}::jsonb)
      on conflict (tenant_id, key) do update
        set route = excluded.route, request_hash = excluded.request_hash, status = excluded.status,
            answer = excluded.answer, created_at = now()`);
    return data;
  });
}

/** Housekeeping: keys older than a day answer nothing any more. */
export async function pruneIdempotencyKeys(db: DbOrTx): Promise<void> {
  await db.execute(sql`delete from idempotency_keys where created_at < now() - interval '24 hours'`);
}
