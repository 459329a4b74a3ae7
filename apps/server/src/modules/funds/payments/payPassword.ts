import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ErrorCode } from '@oms/api-client';
import type { Db } from '../../../db/client.ts';
import { ApiError, invalid } from '../../../http/apiError.ts';
import { hashPassword, verifyPassword } from '../../../security/passwords.ts';
import { asDate } from '../../../db/rawRows.ts';

export const PAY_PASSWORD_TRIES = 5;
const LOCK_HOURS = 3;

/** Six digits, not one digit repeated and not a run up or down (123456, 654321). */
export function payPasswordProblem(pin: string): string | null {
  if (!/^\d{6}$/.test(pin)) return '支付密码为6位数字';
  if (/^(\d)\1{5}$/.test(pin)) return '支付密码不能是相同的数字';
  const steps = new Set([...pin].slice(1).map((d, i) => (Number(d) - Number(pin[i]) + 10) % 10));
  if (steps.size === 1 && (steps.has(1) || steps.has(9))) return '支付密码不能是连续的数字';
  return null;
}

/**
 * 支付密码. A PIN has only 10⁶ values, so the stored argon2id hash is over an HMAC keyed with a pepper
 * that is not in the database's rows of this table: a stolen table alone cannot be brute-forced.
 * Checks of one account run one at a time (row lock), so parallel guesses are counted exactly.
 */
export class PayPasswords {
  constructor(
    private readonly db: Db,
    private readonly pepper: string,
  ) {}

  private peppered(pin: string): string {
    return crypto.createHmac('sha256', this.pepper).update(pin).digest('base64');
  }

  async state(accountId: number): Promise<{ set: boolean; lockedUntil: Date | null; triesLeft: number }> {
    const r = await this.db.execute<{ failures: number; locked_until: Date | string | null }>(
      sql`select failures, case when locked_until > now() then locked_until end as locked_until from pay_passwords where account_id = ${accountId}`,
    );
    const row = r.rows[0];
    if (!row) return { set: false, lockedUntil: null, triesLeft: PAY_PASSWORD_TRIES };
    return { set: true, lockedUntil: asDate(row.locked_until), triesLeft: PAY_PASSWORD_TRIES - Number(row.failures) };
  }

  /** Sets or replaces the PIN (the caller has checked the old PIN or an SMS code); clears a lock. */
  async set(accountId: number, pin: string): Promise<void> {
    const problem = payPasswordProblem(pin);
    if (problem) throw invalid(problem, 'payPassword');
    const hash = await hashPassword(this.peppered(pin));
    await this.db.execute(sql`
      insert into pay_passwords (account_id, hash) values (${accountId}, ${hash})
      on conflict (account_id) do update set hash = excluded.hash, failures = 0, locked_until = null, updated_at = now()`);
  }

  /** Throws 42004 未设置, 42003 已锁定 or 42002 错误（还可尝试N次）; a right PIN clears the count. */
  async verify(accountId: number, pin: string): Promise<void> {
    if (!/^\d{6}$/.test(pin)) throw invalid('支付密码为6位数字', 'payPassword');
    // The refusal is returned, not thrown, so the count it wrote commits before the caller hears of it.
    const refusal = await this.db.transaction(async (tx): Promise<ApiError | null> => {
      const r = await tx.execute<{ hash: string; failures: number; locked: boolean }>(sql`
        select hash, failures, coalesce(locked_until > now(), false) as locked from pay_passwords
         where account_id = ${accountId} for update`);
      const row = r.rows[0];
      if (!row) throw new ApiError(ErrorCode.PAY_PASSWORD_NOT_SET, '未设置支付密码，请先设置支付密码');
      if (row.locked) throw new ApiError(ErrorCode.PAY_PASSWORD_LOCKED);
      if (await verifyPassword(row.hash, this.peppered(pin))) {
        if (Number(row.failures) > 0) await tx.execute(sql`update pay_passwords set failures = 0, locked_until = null where account_id = ${accountId}`);
        return null;
      }
      const failures = Number(row.failures) + 1;
      if (failures >= PAY_PASSWORD_TRIES) {
        await tx.execute(sql`
          update pay_passwords set failures = 0, locked_until = now() + make_interval(hours => ${LOCK_HOURS}) where account_id = ${accountId}`);
        return new ApiError(ErrorCode.PAY_PASSWORD_LOCKED);
      }
      await tx.execute(sql`update pay_passwords set failures = ${failures} where account_id = ${accountId}`);
      return new ApiError(ErrorCode.PAY_PASSWORD_WRONG, `支付密码错误，还可尝试${PAY_PASSWORD_TRIES - failures}次`, {
        triesLeft: PAY_PASSWORD_TRIES - failures,
      });
    });
    if (refusal) throw refusal;
  }
}

