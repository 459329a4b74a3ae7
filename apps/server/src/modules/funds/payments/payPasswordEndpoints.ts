import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { fundsEndpoints, maskPhone } from '@oms/api-client';
import type { AppContext } from '../../../http/context.ts';
import { registerEndpoint } from '../../../http/registerEndpoint.ts';
import { invalid } from '../../../http/apiError.ts';
import { consumeCaptcha } from '../../auth/captcha.ts';
import type { Db } from '../../../db/client.ts';

/** The phone codes go to: the account's own, else its main account's (the tenant's registered phone). */
export async function phoneOf(db: Db, accountId: number): Promise<string | null> {
  const r = await db.execute<{ phone: string | null }>(sql`
    select coalesce(a.phone, p.phone) as phone from accounts a left join accounts p on p.id = a.parent_id where a.id = ${accountId}`);
  return r.rows[0]?.phone ?? null;
}

/** 支付密码 (设置 / 修改 / 忘记) and the SMS codes behind them; every account has its own PIN. */
export function registerPayPasswordEndpoints(app: FastifyInstance, ctx: AppContext) {
  const { db, funds } = ctx;

  registerEndpoint(app, ctx, fundsEndpoints.smsCode, async ({ body, caller }) => {
    const phone = await phoneOf(db, caller.accountId);
    if (!phone) throw invalid('账号未绑定手机号，请联系主账号设置手机号', 'phone');
    const sent = await funds.sms.send(phone, body.scene, caller.accountId);
    return { phone: maskPhone(phone), retryAfterSeconds: sent.retryAfterSeconds };
  });

  registerEndpoint(app, ctx, fundsEndpoints.smsCodeV2, async ({ body, caller }) => {
    await consumeCaptcha(db, body.captchaId, body.captchaCode);
    const sent = await funds.sms.send(body.phone, body.scene, caller.accountId);
    return { phone: maskPhone(body.phone), retryAfterSeconds: sent.retryAfterSeconds };
  });

  registerEndpoint(app, ctx, fundsEndpoints.payPasswordState, async ({ caller }) => {
    const state = await funds.payPasswords.state(caller.accountId);
    const phone = await phoneOf(db, caller.accountId);
    return {
      set: state.set,
      locked: state.lockedUntil !== null,
      lockedUntil: state.lockedUntil?.toISOString() ?? null,
      triesLeft: state.triesLeft,
      phone: phone ? maskPhone(phone) : null,
    };
  });

  // 设置 (first time, with an SMS code) or 修改 (with the current PIN).
  registerEndpoint(app, ctx, fundsEndpoints.payPasswordSet, async ({ body, caller }) => {
    const state = await funds.payPasswords.state(caller.accountId);
    if (state.set) {
      if (!body.oldPayPassword) throw invalid('请输入原支付密码', 'oldPayPassword');
      await funds.payPasswords.verify(caller.accountId, body.oldPayPassword);
    } else {
      if (!body.smsCode) throw invalid('请输入短信验证码', 'smsCode');
      const phone = await phoneOf(db, caller.accountId);
      if (!phone) throw invalid('账号未绑定手机号，请联系主账号设置手机号', 'phone');
      await funds.sms.consume(phone, 'PAY_PASSWORD', body.smsCode);
    }
    await funds.payPasswords.set(caller.accountId, body.payPassword);
    return null;
  });

  // 忘记支付密码: an SMS code replaces the PIN and lifts a lock.
  registerEndpoint(app, ctx, fundsEndpoints.payPasswordReset, async ({ body, caller }) => {
    const phone = await phoneOf(db, caller.accountId);
    if (!phone) throw invalid('账号未绑定手机号，请联系主账号设置手机号', 'phone');
    await funds.sms.consume(phone, 'PAY_PASSWORD', body.smsCode);
    await funds.payPasswords.set(caller.accountId, body.payPassword);
    return null;
  });
}
