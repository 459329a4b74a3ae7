import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accountRoles, rolePermissions } from '../db/schema.ts';
import { sha256 } from '../security/tokens.ts';
import { executePrepared } from '../db/prepared.ts';
import type { CallerCache } from './callerCache.ts';

export interface Caller {
  accountId: number;
  /** The main account whose data this caller works on. */
  tenantId: number;
  kind: 'seller' | 'purchaser';
  /** 0 main account, 1 purchaser sub-account. */
  userType: 0 | 1;
  username: string;
  subUsername: string | null;
  sessionId: number;
  /** Main accounts hold every permission; sub-accounts hold what their roles grant. */
  permissions: ReadonlySet<string> | 'all';
  /** The tenant's manual-delivery (拿退货) permission, which the platform grants per account (spec §6). */
  manualDelivery: boolean;
  /** The tenant has an ERP (商品供应商, ERP采购单). */
  hasErp: boolean;
}

/** The name a log or a label shows for the caller: the sub-account's name, else the account's. */
export const callerName = (caller: Pick<Caller, 'subUsername' | 'username'>) =>
  caller.subUsername ?? caller.username;

export function hasPermission(caller: Caller, code: string): boolean {
  return caller.permissions === 'all' || caller.permissions.has(code);
}

export async function permissionsOf(db: Db, accountId: number): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ code: rolePermissions.code })
    .from(accountRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, accountRoles.roleId))
    .where(eq(accountRoles.accountId, accountId));
  return new Set(rows.map((r) => r.code));
}

/** The caller behind an X-USER-ID / X-TOKEN pair, or null when the pair is not a live session. */
export async function resolveCaller(
  db: Db,
  userIdHeader: unknown,
  tokenHeader: unknown,
  cache?: CallerCache,
): Promise<Caller | null> {
  if (typeof tokenHeader !== 'string' || typeof userIdHeader !== 'string') return null;
  if (tokenHeader.length < 16 || tokenHeader.length > 200 || !/^\d{1,15}$/.test(userIdHeader)) return null;
  const tokenHash = sha256(tokenHeader);
  const key = `${userIdHeader}:${tokenHash}`;
  const known = cache?.lookup(key);
  if (known) return known;
  const readSince = cache?.generation() ?? 0;
  // Every request asks this: a named statement, planned once per connection.
  const [row] = (
    await executePrepared<{
      session_id: number;
      expires_at: Date;
      account_id: number;
      parent_id: number | null;
      kind: Caller['kind'];
      username: string;
      sub_username: string | null;
      parent_state: number | null;
      manual_delivery: boolean;
      has_erp: boolean;
    }>(
      db,
      sql`select s.id as session_id, s.expires_at, a.id as account_id, a.parent_id, a.kind, a.username, a.sub_username,
                 (select p.state from accounts p where p.id = a.parent_id) as parent_state,
                 t.manual_delivery, t.has_erp
            from sessions s join accounts a on a.id = s.account_id
            join accounts t on t.id = coalesce(a.parent_id, a.id)
           where s.token_hash = ${tokenHash} and s.revoked_at is null and s.expires_at > now()
             and a.id = ${Number(userIdHeader)} and a.state = 1
           limit 1`,
    )
  ).rows;
  if (!row) return null;
  const accountId = Number(row.account_id);
  const isSub = row.parent_id !== null;
  if (isSub && Number(row.parent_state) !== 1) return null;
  const caller: Caller = Object.freeze({
    accountId,
    tenantId: isSub ? Number(row.parent_id) : accountId,
    kind: row.kind,
    userType: isSub ? 1 : 0,
    username: row.username,
    subUsername: row.sub_username,
    sessionId: Number(row.session_id),
    permissions: isSub ? await permissionsOf(db, accountId) : 'all',
    manualDelivery: row.manual_delivery === true,
    hasErp: row.has_erp === true,
  });
  cache?.keep(key, caller, new Date(row.expires_at).getTime(), readSince);
  return caller;
}
