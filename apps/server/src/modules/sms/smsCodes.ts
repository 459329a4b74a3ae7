import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ErrorCode } from '@oms/api-client';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ApiError } from '../../http/apiError.ts';
import type { SmsGateway } from './smsGateway.ts';

export const SMS_SCENES = {
  WITHDRAW: '提现',
  PAY_PASSWORD: '设置支付密码',
  BIND_ALIPAY: '绑定支付宝',
} as const;
export type SmsScene = keyof typeof SMS_SCENES;

const VALID_MINUTES = 5;
const MAX_TRIES = 5;
const GAP_SECONDS = 60;
const PER_DAY = 10;

/**
 * Verification codes: six digits, 5 minutes, single use, kept only as a keyed hash, void after 5
 * wrong tries; a phone gets one every 60 s and 10 a day (Asia/Shanghai). Sends to one phone run one
 * at a time, so parallel requests cannot slip past the limits.
 */
export class SmsCodes {
  constructor(
    private readonly db: Db,
    private readonly gateway: SmsGateway,
    private readonly key: string,
  ) {}

  private hash(phone: string, scene: string, code: string): string {
    return crypto.createHmac('sha256', this.key).update(`${phone}:${scene}:${code}`).digest('hex');
  }

  async send(phone: string, scene: SmsScene, accountId: number | null): Promise<{ retryAfterSeconds: number }> {
    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sms:${phone}`}, 3))`);
      const r = await tx.execute<{ wait: number; today: number }>(sql`
        select coalesce(max(${GAP_SECONDS} - extract(epoch from now() - created_at)), 0)::int as wait,
               count(*) filter (where created_at >= date_trunc('day', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai')::int as today
          from sms_codes where phone = ${phone} and created_at > now() - interval '1 day'`);
      const { wait, today } = r.rows[0]!;
      if (Number(wait) > 0) throw new ApiError(ErrorCode.SMS_TOO_FREQUENT, `发送过于频繁，请${wait}秒后再试`, { retryAfterSeconds: Number(wait) });
      if (Number(today) >= PER_DAY) throw new ApiError(ErrorCode.SMS_TOO_FREQUENT, '今日验证码发送次数已达上限，请明天再试');
      await tx.execute(sql`
        insert into sms_codes (account_id, phone, scene, code_hash, expires_at)
        values (${accountId}, ${phone}, ${scene}, ${this.hash(phone, scene, code)}, now() + make_interval(mins => ${VALID_MINUTES}))`);
      // Sent inside the transaction: a code the gateway refused is not counted against the phone.
      await this.gateway.send({
        phone,
        scene,
        content: `【订单管理系统】验证码${code}，${VALID_MINUTES}分钟内有效，用于${SMS_SCENES[scene]}，请勿泄露`,
        params: { code },
      });
    });
    return { retryAfterSeconds: GAP_SECONDS };
  }

  /** Uses up the phone's latest live code for the scene, or throws 42005 (the wrong try is counted). */
  async consume(phone: string, scene: SmsScene, code: string): Promise<void> {
    await this.countingWrongTries(() => this.db.transaction((tx) => this.useIn(tx, phone, scene, code)));
  }

  /**
   * Uses up the code inside the caller's transaction, so it stays usable when the work it confirms
   * fails or the server dies before committing. A wrong code throws `WrongSmsCode`; run the
   * transaction inside `countingWrongTries`, which counts the try once that transaction is gone.
   */
  async useIn(tx: DbOrTx, phone: string, scene: SmsScene, code: string): Promise<void> {
    const r = await tx.execute<{ id: number; code_hash: string }>(sql`
      select id, code_hash from sms_codes
       where phone = ${phone} and scene = ${scene} and used_at is null and expires_at > now() and failures < ${MAX_TRIES}
       order by id desc limit 1 for update`);
    const row = r.rows[0];
    if (!row) throw new WrongSmsCode(null);
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(this.hash(phone, scene, /^\d{6}$/.test(code) ? code : 'x'), 'hex');
    if (!crypto.timingSafeEqual(expected, given)) throw new WrongSmsCode(Number(row.id));
    await tx.execute(sql`update sms_codes set used_at = now() where id = ${row.id}`);
  }

  /** Runs `work`; a wrong code it met is counted against that code (5 wrong tries void it). */
  async countingWrongTries<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof WrongSmsCode && error.codeId !== null)
        await this.db.execute(sql`update sms_codes set failures = failures + 1 where id = ${error.codeId}`);
      throw error;
    }
  }
}

/** 42005 验证码错误或已过期; `codeId` is the live code that was tried, if there was one. */
export class WrongSmsCode extends ApiError {
  constructor(readonly codeId: number | null) {
    super(ErrorCode.SMS_CODE_INVALID);
  }
}
