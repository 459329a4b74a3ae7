import { eq, sql } from 'drizzle-orm';
import { ErrorCode } from '@oms/api-client';
import type { Db } from '../../db/client.ts';
import { accounts, sessions } from '../../db/schema.ts';
import { ApiError } from '../../http/apiError.ts';
import { dummyPasswordHash, verifyPassword } from '../../security/passwords.ts';
import { newUserHash, sha256 } from '../../security/tokens.ts';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 15;

export type AccountRow = typeof accounts.$inferSelect;

/**
 * Checks a username and password. Five wrong passwords in a row lock the account for 15 minutes;
 * a locked account is refused even with the right password, so guessing gains nothing.
 */
export async function authenticate(db: Db, username: string, password: string): Promise<AccountRow> {
  const [account] = await db
    .select()
    .from(accounts)
    .where(sql`lower(${accounts.username}) = lower(${username})`)
    .limit(1);
  if (!account) {
    await verifyPassword(await dummyPasswordHash(), password);
    throw new ApiError(ErrorCode.BAD_CREDENTIALS);
  }
  if (account.lockedUntil && account.lockedUntil > new Date()) throw new ApiError(ErrorCode.ACCOUNT_LOCKED);
  if (!(await verifyPassword(account.passwordHash, password))) {
    const [after] = await db
      .update(accounts)
      .set({
        failedLogins: sql`case when ${accounts.lockedUntil} is not null and ${accounts.lockedUntil} <= now() then 1 else ${accounts.failedLogins} + 1 end`,
        lockedUntil: sql`case when (case when ${accounts.lockedUntil} is not null and ${accounts.lockedUntil} <= now() then 1 else ${accounts.failedLogins} + 1 end) >= ${MAX_FAILED_LOGINS} then now() + make_interval(mins => ${LOCK_MINUTES}) else ${accounts.lockedUntil} end`,
      })
      .where(eq(accounts.id, account.id))
      .returning({ failedLogins: accounts.failedLogins });
    if ((after?.failedLogins ?? 0) >= MAX_FAILED_LOGINS) throw new ApiError(ErrorCode.ACCOUNT_LOCKED);
    const left = MAX_FAILED_LOGINS - (after?.failedLogins ?? 0);
    throw new ApiError(ErrorCode.BAD_CREDENTIALS, `用户名或密码错误，再错${left}次账号将锁定${LOCK_MINUTES}分钟`);
  }
  if (account.state !== 1) throw new ApiError(ErrorCode.ACCOUNT_DISABLED);
  if (account.parentId !== null) {
    const [parent] = await db.select({ state: accounts.state }).from(accounts).where(eq(accounts.id, account.parentId));
    if (parent?.state !== 1) throw new ApiError(ErrorCode.ACCOUNT_DISABLED);
  }
  await db
    .update(accounts)
    .set({ failedLogins: 0, lockedUntil: null, lastLoginAt: sql`now()` })
    .where(eq(accounts.id, account.id));
  return account;
}

export async function createSession(
  db: Db,
  accountId: number,
  channel: 'sso' | 'purchaser',
  ttlSeconds: number,
): Promise<string> {
  const userHash = newUserHash();
  await db.insert(sessions).values({
    accountId,
    channel,
    tokenHash: sha256(userHash),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return userHash;
}

export function userTypeOf(account: Pick<AccountRow, 'parentId'>): 0 | 1 {
  return account.parentId === null ? 0 : 1;
}
