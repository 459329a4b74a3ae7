import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ErrorCode, SUB_ACCOUNT_SEPARATOR } from '@oms/api-client';
import type { Db } from '../../db/client.ts';
import { accounts, sessions } from '../../db/schema.ts';
import { ApiError } from '../../http/apiError.ts';
import { dummyPasswordHash, verifyPassword } from '../../security/passwords.ts';
import { newUserHash, sha256 } from '../../security/tokens.ts';
import {
  attemptKeys,
  recordFailure,
  releaseAttempt,
  reserveAttempt,
  LOCK_AFTER,
  LOCK_MINUTES,
} from './loginAttempts.ts';
import { serialised } from './serialised.ts';

export type AccountRow = typeof accounts.$inferSelect;

const parents = alias(accounts, 'parent');

/** The account behind a login name: `主账号` or `主账号:子账号`; undefined when there is none. */
async function findAccount(db: Db, loginName: string): Promise<AccountRow | undefined> {
  const parts = loginName.split(SUB_ACCOUNT_SEPARATOR);
  if (parts.length === 1) {
    const [main] = await db
      .select()
      .from(accounts)
      .where(and(isNull(accounts.parentId), sql`lower(${accounts.username}) = lower(${parts[0]})`))
      .limit(1);
    return main;
  }
  if (parts.length !== 2) return undefined;
  const [row] = await db
    .select({ account: accounts })
    .from(accounts)
    .innerJoin(parents, eq(parents.id, accounts.parentId))
    .where(
      and(
        isNull(parents.parentId),
        sql`lower(${parents.username}) = lower(${parts[0]})`,
        sql`lower(${accounts.username}) = lower(${parts[1]})`,
      ),
    )
    .limit(1);
  return row?.account;
}

/**
 * Checks a login name and password from one client address.
 *
 * Everything is keyed by the name as typed, never by whether it exists: an unknown name is answered,
 * counted, locked and timed (a dummy argon2 check) exactly like a real one. A client gets five wrong
 * guesses per name in 15 minutes, then that client (not the owner elsewhere) is locked out of that
 * name for 15 minutes.
 *
 * Attempts on one name from one client run one after another, and each is counted before the slow
 * check and taken back when the password is right: so a burst of parallel guesses still gets five,
 * and a correct password is refused only when that client was already locked out.
 */
export function authenticate(
  db: Db,
  loginName: string,
  password: string,
  client: string,
): Promise<AccountRow> {
  const keys = attemptKeys(loginName, client);
  return serialised(keys.lock, async () => {
    const reserved = await reserveAttempt(db, keys.lock);
    if (reserved === null) throw new ApiError(ErrorCode.ACCOUNT_LOCKED);
    const account = await findAccount(db, loginName);
    const passwordOk = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), password);
    if (!account || !passwordOk) {
      await recordFailure(db, keys, reserved);
      if (reserved >= LOCK_AFTER) throw new ApiError(ErrorCode.ACCOUNT_LOCKED);
      throw new ApiError(
        ErrorCode.BAD_CREDENTIALS,
        wrongPasswordMessage('用户名或密码错误', LOCK_AFTER - reserved),
        {
          attemptsLeft: LOCK_AFTER - reserved,
        },
      );
    }
    await releaseAttempt(db, keys.lock);
    await db
      .update(accounts)
      .set({ lastLoginAt: sql`now()` })
      .where(eq(accounts.id, account.id));
    if (account.state !== 1) throw new ApiError(ErrorCode.ACCOUNT_DISABLED);
    if (account.parentId !== null) {
      const [parent] = await db
        .select({ state: accounts.state })
        .from(accounts)
        .where(eq(accounts.id, account.parentId));
      if (parent?.state !== 1) throw new ApiError(ErrorCode.ACCOUNT_DISABLED);
    }
    return account;
  });
}

/** `…，再错N次将锁定15分钟`: the same words for every name, real or not. */
export function wrongPasswordMessage(what: string, attemptsLeft: number): string {
  return `${what}，再错${attemptsLeft}次将锁定${LOCK_MINUTES}分钟`;
}

/** The name an account signs in with: `主账号` or `主账号:子账号`. */
export async function loginNameOf(db: Db, accountId: number): Promise<string> {
  const [row] = await db
    .select({ username: accounts.username, parent: parents.username })
    .from(accounts)
    .leftJoin(parents, eq(parents.id, accounts.parentId))
    .where(eq(accounts.id, accountId));
  if (!row) throw new ApiError(ErrorCode.NOT_FOUND, '账号不存在');
  return row.parent === null ? row.username : `${row.parent}${SUB_ACCOUNT_SEPARATOR}${row.username}`;
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
