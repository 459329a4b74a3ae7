import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { asDate } from '../../db/rawRows.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../security/passwords.ts';
import { sha256 } from '../../security/tokens.ts';
import type { OperatorRole } from '@oms/api-client';

export interface Operator {
  id: number;
  username: string;
  name: string;
  role: OperatorRole;
}

const SESSION_HOURS = 12;

/** The operator behind an X-OPS-TOKEN, or null (operators are not tenants: no tenant session works here). */
export async function resolveOperator(db: Db, token: unknown): Promise<Operator | null> {
  if (typeof token !== 'string' || token.length < 32 || token.length > 200) return null;
  const r = await db.execute<{
    id: number;
    username: string;
    display_name: string;
    role: OperatorRole;
    expires_at: Date | string;
  }>(sql`
    select o.id, o.username, o.display_name, o.role, s.expires_at from operator_sessions s join operators o on o.id = s.operator_id
     where s.token_hash = ${sha256(token)}`);
  const row = r.rows[0];
  if (!row || asDate(row.expires_at).getTime() <= Date.now()) return null;
  return { id: Number(row.id), username: row.username, name: row.display_name, role: row.role };
}

/** Signs an operator in: a random token, kept only as its hash, valid 12 hours. */
export async function operatorLogin(
  db: Db,
  username: string,
  password: string,
): Promise<{ token: string; name: string; role: OperatorRole } | null> {
  const r = await db.execute<{ id: number; password_hash: string; display_name: string; role: OperatorRole }>(
    sql`select id, password_hash, display_name, role from operators where lower(username) = lower(${username})`,
  );
  const row = r.rows[0];
  // an unknown name costs the same argon2 check, so timing tells no names
  const ok = await verifyPassword(row?.password_hash ?? (await dummyPasswordHash()), password);
  if (!row || !ok) return null;
  const token = crypto.randomBytes(32).toString('base64url');
  await db.execute(sql`
    insert into operator_sessions (operator_id, token_hash, expires_at)
    values (${row.id}, ${sha256(token)}, now() + make_interval(hours => ${SESSION_HOURS}))`);
  await db.execute(sql`delete from operator_sessions where expires_at < now()`);
  return { token, name: row.display_name, role: row.role };
}

export async function operatorLogout(db: Db, token: string) {
  await db.execute(sql`delete from operator_sessions where token_hash = ${sha256(token)}`);
}

/** The demo's staff: 平台财务 (ops / ops123), 客服 (kefu / kefu123), 运营 (yunying / yunying123). */
export async function seedDemoOperator(tx: DbOrTx) {
  const staff: [string, string, string, OperatorRole][] = [
    ['ops', 'ops123', '平台财务', 'FINANCE'],
    ['kefu', 'kefu123', '客服小美', 'SUPPORT'],
    ['yunying', 'yunying123', '运营小王', 'OPERATIONS'],
  ];
  for (const [username, password, name, role] of staff)
    await tx.execute(sql`
      insert into operators (username, password_hash, display_name, role)
      values (${username}, ${await hashPassword(password)}, ${name}, ${role})
      on conflict (username) do nothing`);
}
