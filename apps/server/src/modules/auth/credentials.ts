import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
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
 * Checks a username and password. Each attempt is reserved before the (slow) password check, in one
 * atomic update that only succeeds while the account is unlocked, so a burst of parallel guesses gets
 * at most five tries; the fifth locks the account for 15 minutes, and a locked account is refused even
 * with the right password.
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
  const expired = sql`${accounts.lockedUntil} is not null and ${accounts.lockedUntil} <= now()`;
  const attempt = sql`(case when ${expired} then 1 else ${accounts.failedLogins} + 1 end)`;
  const [reserved] = await db
    .update(accounts)
    .set({
      failedLogins: attempt,
      lockedUntil: sql`case when ${attempt} >= ${MAX_FAILED_LOGINS} then now() + make_interval(mins => ${LOCK_MINUTES}) else null end`,
    })
    .where(and(eq(accounts.id, account.id), or(isNull(accounts.lockedUntil), lte(accounts.lockedUntil, sql`now()`))))
    .returning({ failedLogins: accounts.failedLogins });
  if (!reserved) throw new ApiError(ErrorCode.ACCOUNT_LOCKED);

  if (!(await verifyPassword(account.passwordHash, password))) {
    if (reserved.failedLogins >= MAX_FAILED_LOGINS) throw new ApiError(ErrorCode.ACCOUNT_LOCKED);
    const left = MAX_FAILED_LOGINS - reserved.failedLogins;
    throw new ApiError(ErrorCode.BAD_CREDENTIALS, `用户名或密码错误，再错${left}次账号将锁定${LOCK_MINUTES}分钟`);
  }
  await db
    .update(accounts)
    .set({ failedLogins: 0, lockedUntil: null, lastLoginAt: sql`now()` })
    .where(eq(accounts.id, account.id));
  if (account.state !== 1) throw new ApiError(ErrorCode.ACCOUNT_DISABLED);
  if (account.parentId !== null) {
    const [parent] = await db.select({ state: accounts.state }).from(accounts).where(eq(accounts.id, account.parentId));
    if (parent?.state !== 1) throw new ApiError(ErrorCode.ACCOUNT_DISABLED);
  }
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
