import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accountRoles, accounts, rolePermissions, sessions } from '../db/schema.ts';
import { sha256 } from '../security/tokens.ts';

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
}

export function hasPermission(caller: Caller, code: string): boolean {
  return caller.permissions === 'all' || caller.permissions.has(code);
}

/** The tenant's manual-delivery (拿退货) permission, which the platform grants per account (spec §6). */
export async function hasManualDelivery(db: Db, tenantId: number): Promise<boolean> {
  const [row] = await db
    .select({ on: accounts.manualDelivery })
    .from(accounts)
    .where(eq(accounts.id, tenantId))
    .limit(1);
  return row?.on === true;
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
): Promise<Caller | null> {
  if (typeof tokenHeader !== 'string' || typeof userIdHeader !== 'string') return null;
  if (tokenHeader.length < 16 || tokenHeader.length > 200 || !/^\d{1,15}$/.test(userIdHeader)) return null;
  const parent = sql`(select state from accounts p where p.id = ${accounts.parentId})`;
  const [row] = await db
    .select({
      sessionId: sessions.id,
      accountId: accounts.id,
      parentId: accounts.parentId,
      kind: accounts.kind,
      username: accounts.username,
      subUsername: accounts.subUsername,
      parentState: parent,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.tokenHash, sha256(tokenHeader)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(accounts.id, Number(userIdHeader)),
        eq(accounts.state, 1),
      ),
    )
    .limit(1);
  if (!row) return null;
  const isSub = row.parentId !== null;
  if (isSub && Number(row.parentState) !== 1) return null;
  return {
    accountId: row.accountId,
    tenantId: row.parentId ?? row.accountId,
    kind: row.kind,
    userType: isSub ? 1 : 0,
    username: row.username,
    subUsername: row.subUsername,
    sessionId: row.sessionId,
    permissions: isSub ? await permissionsOf(db, row.accountId) : 'all',
  };
}
