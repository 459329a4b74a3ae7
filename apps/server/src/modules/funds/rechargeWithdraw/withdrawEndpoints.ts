import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import { WITHDRAW_AUTO_APPROVE_FEN, WITHDRAW_DAILY_COUNT, WITHDRAW_DAILY_FEN, WITHDRAW_MIN_FEN, fundsEndpoints, maskPhone } from '@oms/api-client';
import type { AppContext } from '../../../http/context.ts';
import type { Caller } from '../../../http/caller.ts';
import { registerEndpoint } from '../../../http/registerEndpoint.ts';
import { conflict, invalid } from '../../../http/apiError.ts';
import type { Db } from '../../../db/client.ts';
import { asDate } from '../../../db/rawRows.ts';
import { idempotent, savedAnswer } from '../idempotency.ts';
import { balancesOf } from '../balance/balances.ts';
import { phoneOf } from '../payments/payPasswordEndpoints.ts';
import { applyWithdrawal, cancelWithdrawal, maskAlipayAccount, maskRealName, todaysWithdrawals, toWithdrawRow } from './withdrawals.ts';

const operatorName = (caller: Caller) => (caller.subUsername ? `${caller.username}:${caller.subUsername}` : caller.username);

async function bindingOf(db: Db, tenantId: number) {
  const r = await db.execute<{ alipay_account: string; real_name: string; bound_at: Date | string }>(
    sql`select alipay_account, real_name, bound_at from alipay_bindings where tenant_id = ${tenantId}`,
  );
  const b = r.rows[0];
  return b
    ? { bound: true, account: maskAlipayAccount(b.alipay_account), realName: maskRealName(b.real_name), boundAt: asDate(b.bound_at).toISOString() }
    : { bound: false, account: null, realName: null, boundAt: null };
}

/** The caller's phone, for the codes that confirm money leaving (提现, 绑定支付宝). */
async function requirePhone(db: Db, caller: Caller): Promise<string> {
  const phone = await phoneOf(db, caller.accountId);
  if (!phone) throw invalid('账号未绑定手机号，请联系主账号设置手机号', 'phone');
  return phone;
}

/** 提现 and 绑定支付宝 (both need 充值提现). */
export function registerWithdrawEndpoints(app: FastifyInstance, ctx: AppContext) {
  const { db, funds } = ctx;

  registerEndpoint(app, ctx, fundsEndpoints.withdrawQuota, async ({ caller }) => {
    const today = await todaysWithdrawals(db, caller.tenantId);
    const phone = await phoneOf(db, caller.accountId);
    return {
      withdrawableFen: (await balancesOf(db, caller.tenantId)).available,
      minFen: WITHDRAW_MIN_FEN,
      remainingCount: Math.max(0, WITHDRAW_DAILY_COUNT - today.count),
      remainingFen: Math.max(0, WITHDRAW_DAILY_FEN - today.fen),
      autoApproveFen: WITHDRAW_AUTO_APPROVE_FEN,
      alipay: await bindingOf(db, caller.tenantId),
      payPasswordSet: (await funds.payPasswords.state(caller.accountId)).set,
      phone: phone ? maskPhone(phone) : null,
    };
  });

  registerEndpoint(app, ctx, fundsEndpoints.withdrawApply, async ({ body, caller, request }) => {
    // A repeat of an application that went through gets its answer, though its SMS code is used up.
    const replay = await savedAnswer<z.output<typeof fundsEndpoints.withdrawApply.data>>(db, request, caller.tenantId);
    if (replay) return replay.data;
    await funds.payPasswords.verify(caller.accountId, body.payPassword);
    const phone = await requirePhone(db, caller);
    // The key is taken before the code: a repeat while the first still runs is 40900 请求处理中 and
    // leaves the code alone; the code is used up only if the withdrawal commits.
    return funds.sms.countingWrongTries(() =>
      idempotent(db, request, caller.tenantId, async (tx) => {
        await funds.sms.useIn(tx, phone, 'WITHDRAW', body.smsCode);
        return applyWithdrawal(tx, funds.ledger, { tenantId: caller.tenantId, accountId: caller.accountId, operatorName: operatorName(caller), fen: body.amountFen });
      }),
    );
  });

  registerEndpoint(app, ctx, fundsEndpoints.withdrawPage, async ({ body, caller }) => {
    const rows = await db.execute<Parameters<typeof toWithdrawRow>[0] & { total: number }>(sql`
      select *, count(*) over () as total from withdrawals where tenant_id = ${caller.tenantId}
       order by created_at desc, id desc limit ${body.pageSize} offset ${(body.pageNum - 1) * body.pageSize}`);
    return {
      list: rows.rows.map(toWithdrawRow),
      total: Number(rows.rows[0]?.total ?? 0),
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    };
  });

  registerEndpoint(app, ctx, fundsEndpoints.withdrawCancel, async ({ params, caller }) =>
    db.transaction((tx) => cancelWithdrawal(tx, funds.ledger, caller.tenantId, params.no, { id: caller.accountId, name: operatorName(caller) })),
  );

  registerEndpoint(app, ctx, fundsEndpoints.alipayBinding, async ({ caller }) => bindingOf(db, caller.tenantId));

  // 绑定 / 更换: the real name is checked by Alipay when money is paid out to it.
  registerEndpoint(app, ctx, fundsEndpoints.alipayBind, async ({ body, caller }) => {
    await funds.payPasswords.verify(caller.accountId, body.payPassword);
    await funds.sms.consume(await requirePhone(db, caller), 'BIND_ALIPAY', body.smsCode);
    await db.execute(sql`
      insert into alipay_bindings (tenant_id, alipay_account, real_name, bound_by)
      values (${caller.tenantId}, ${body.account}, ${body.realName}, ${caller.accountId})
      on conflict (tenant_id) do update
        set alipay_account = excluded.alipay_account, real_name = excluded.real_name, bound_by = excluded.bound_by, bound_at = now()`);
    return bindingOf(db, caller.tenantId);
  });

  registerEndpoint(app, ctx, fundsEndpoints.alipayUnbind, async ({ body, caller }) => {
    await funds.payPasswords.verify(caller.accountId, body.payPassword);
    const open = await db.execute(sql`select 1 from withdrawals where tenant_id = ${caller.tenantId} and state in ('REVIEWING', 'PAYING') limit 1`);
    if (open.rowCount) throw conflict('有正在处理的提现，完成后才能解绑');
    await db.execute(sql`delete from alipay_bindings where tenant_id = ${caller.tenantId}`);
    return bindingOf(db, caller.tenantId);
  });
}
