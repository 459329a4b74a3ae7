import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema.ts';

/** Wrong guesses one client gets on one name before that client is locked out of it. */
export const LOCK_AFTER = 5;
export const LOCK_MINUTES = 15;
/** Failures count within this window, starting at the first one. */
export const WINDOW_MINUTES = 15;
/** From one client on one name: the captcha comes after this many failures (SSO; /login always asks). */
export const CAPTCHA_AFTER_ON_NAME_FROM_CLIENT = 2;
/** On one name from anywhere, or from one client on any names: a slow, spread-out guesser meets the captcha. */
export const CAPTCHA_AFTER_ON_NAME = 10;
export const CAPTCHA_AFTER_FROM_CLIENT = 10;

export interface AttemptKeys {
  /** Name from this client: five failures lock this client out of this name. */
  lock: string;
  /** Name from any client: the owner is never locked out by strangers; they meet a captcha instead. */
  name: string;
  /** Any name from this client: spraying one password over many names meets a captcha. */
  client: string;
}

export function attemptKeys(loginName: string, client: string): AttemptKeys {
  const name = loginName.trim().toLowerCase();
  return { lock: `nc:${name}|${client}`, name: `n:${name}`, client: `c:${client}` };
}

const stale = sql`${loginAttempts.windowStartedAt} < now() - make_interval(mins => ${WINDOW_MINUTES})`;
const lockOver = sql`${loginAttempts.lockedUntil} is not null and ${loginAttempts.lockedUntil} <= now()`;

/**
 * Adds one failure to a counter, starting a new window when the old one is stale (or its lock is over).
 * With `unlessLocked`, a locked counter is left alone and null comes back.
 */
async function count(db: Db, key: string, unlessLocked: boolean): Promise<number | null> {
  const restart = unlessLocked ? sql`(${stale} or ${lockOver})` : stale;
  const rows = await db
    .insert(loginAttempts)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`case when ${restart} then 1 else ${loginAttempts.failures} + 1 end`,
        windowStartedAt: sql`case when ${restart} then now() else ${loginAttempts.windowStartedAt} end`,
        ...(unlessLocked
          ? { lockedUntil: sql`case when ${lockOver} then null else ${loginAttempts.lockedUntil} end` }
          : {}),
      },
      ...(unlessLocked
        ? { setWhere: sql`${loginAttempts.lockedUntil} is null or ${loginAttempts.lockedUntil} <= now()` }
        : {}),
    })
    .returning({ failures: loginAttempts.failures });
  return rows[0]?.failures ?? null;
}

/**
 * Counts an attempt before the password is checked, unless the client is locked out of the name.
 * Returns the attempt's number in the window, or null when locked.
 */
export function reserveAttempt(db: Db, key: string): Promise<number | null> {
  return count(db, key, true);
}

/** The password was right: the reserved attempt is taken back and the count starts over. */
export async function releaseAttempt(db: Db, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}

/** A wrong guess: the fifth locks this client out of the name; the name and client counters grow. */
export async function recordFailure(db: Db, keys: AttemptKeys, attempt: number): Promise<void> {
  if (attempt >= LOCK_AFTER) {
    await db
      .update(loginAttempts)
      .set({ lockedUntil: sql`now() + make_interval(mins => ${LOCK_MINUTES})` })
      .where(eq(loginAttempts.key, keys.lock));
  }
  await count(db, keys.name, false);
  await count(db, keys.client, false);
}

/** Whether a sign-in from this client for this name must solve the image captcha first. */
export async function captchaNeeded(db: Db, keys: AttemptKeys): Promise<boolean> {
  const rows = await db
    .select({ key: loginAttempts.key, failures: loginAttempts.failures })
    .from(loginAttempts)
    .where(sql`${inArray(loginAttempts.key, [keys.lock, keys.name, keys.client])} and not ${stale}`);
  const failures = (key: string) => rows.find((r) => r.key === key)?.failures ?? 0;
  return (
    failures(keys.lock) >= CAPTCHA_AFTER_ON_NAME_FROM_CLIENT ||
    failures(keys.name) >= CAPTCHA_AFTER_ON_NAME ||
    failures(keys.client) >= CAPTCHA_AFTER_FROM_CLIENT
  );
}

/** A manager reset the password: the name starts clean. */
export async function forgetFailures(db: Db, loginName: string): Promise<void> {
  const name = loginName.trim().toLowerCase();
  await db
    .delete(loginAttempts)
    .where(
      sql`${loginAttempts.key} = ${`n:${name}`} or ${loginAttempts.key} like ${`nc:${name.replace(/[\\%_]/g, '\\$&')}|%`}`,
    );
}

/** Rows whose window and lock are long over tell nothing; the housekeeping timer drops them. */
export async function pruneLoginAttempts(db: Db): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(
      sql`${loginAttempts.windowStartedAt} < now() - make_interval(mins => ${WINDOW_MINUTES * 4}) and (${loginAttempts.lockedUntil} is null or ${loginAttempts.lockedUntil} < now())`,
    );
}
