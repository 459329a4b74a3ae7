import { sql } from 'drizzle-orm';
import {
  ErrorCode,
  WITHDRAW_AUTO_APPROVE_FEN,
  WITHDRAW_DAILY_COUNT,
  WITHDRAW_DAILY_FEN,
  WITHDRAW_MIN_FEN,
  maskPhone,
  yuanText,
} from '@oms/api-client';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { asDate } from '../../../db/rawRows.ts';
import { ApiError, conflict, invalid, notFound } from '../../../http/apiError.ts';
import { nextFundsNo } from '../fundsNumbers.ts';
import type { Ledger } from '../ledger/ledger.ts';
import type { PaymentGateway } from '../alipay/paymentGateway.ts';
import { notify } from '../../notify/emit.ts';

/** Up to ¥5,000 approves itself this long after applying; more waits for an operator. */
export const AUTO_APPROVE_MINUTES = 10;
/** A payout sent this long ago without a final answer is asked about (never sent again). */
const PAYOUT_QUERY_AFTER_SECONDS = 30;

export type WithdrawState = 'REVIEWING' | 'PAYING' | 'PAID' | 'FAILED' | 'REJECTED' | 'CANCELED';

type WithdrawRecord = {
  id: number;
  withdraw_no: string;
  tenant_id: number;
  fen: number;
  alipay_account: string;
  real_name: string;
  state: WithdrawState;
  created_at: Date | string;
  finished_at: Date | string | null;
  reject_reason: string | null;
  fail_reason: string | null;
  auto_approve_at: Date | string | null;
  payout_sent_at: Date | string | null;
  version: number;
};

/** 138****8000 / ab***@163.com: enough to recognise one's own account, not to learn someone else's. */
export function maskAlipayAccount(account: string): string {
  if (/^1\d{10}$/.test(account)) return maskPhone(account);
  const [name, domain] = account.split('@');
  return domain ? `${name!.slice(0, 2)}***@${domain}` : `${account.slice(0, 2)}***`;
}
export const maskRealName = (name: string) => (name.length <= 1 ? name : `*${name.slice(1)}`);

export const toWithdrawRow = (r: WithdrawRecord) => ({
  withdrawNo: r.withdraw_no,
  amountFen: Number(r.fen),
  alipayAccount: maskAlipayAccount(r.alipay_account),
  state: r.state,
  createdAt: asDate(r.created_at).toISOString(),
  finishedAt: asDate(r.finished_at)?.toISOString() ?? null,
  reason: r.reject_reason ?? r.fail_reason,
  autoApproveAt: asDate(r.auto_approve_at)?.toISOString() ?? null,
});

/** Today in Beijing: what the daily limits count. Rejected, canceled and failed ones gave the money back. */
export async function todaysWithdrawals(
  tx: DbOrTx,
  tenantId: number,
): Promise<{ count: number; fen: number }> {
  const r = await tx.execute<{ n: number; fen: number }>(sql`
    select count(*)::int as n, coalesce(sum(fen), 0) as fen from withdrawals
     where tenant_id = ${tenantId} and state in ('REVIEWING', 'PAYING', 'PAID')
       and created_at >= date_trunc('day', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai'`);
  return { count: Number(r.rows[0]!.n), fen: Number(r.rows[0]!.fen) };
}

/**
 * 提现 applied: under the wallet lock (the tenant's available account row), the day's count and sum are
 * checked and the money moves available → frozen, so parallel applications cannot pass the limits.
 */
export async function applyWithdrawal(
  tx: DbOrTx,
  ledger: Ledger,
  input: { tenantId: number; accountId: number; operatorName: string; fen: number },
) {
  if (input.fen < WITHDRAW_MIN_FEN) throw invalid('提现金额不能低于¥1.00', 'amountFen');
  const binding = await tx.execute<{ alipay_account: string; real_name: string }>(
    sql`select alipay_account, real_name from alipay_bindings where tenant_id = ${input.tenantId}`,
  );
  const bound = binding.rows[0];
  if (!bound) throw new ApiError(ErrorCode.ALIPAY_NOT_BOUND, '未绑定支付宝，请先绑定支付宝账号');
  const wallet = await ledger.accounts.tenantId(tx, input.tenantId, 'available');
  await tx.execute(sql`select id from ledger_accounts where id = ${wallet} for update`);
  const today = await todaysWithdrawals(tx, input.tenantId);
  if (today.count >= WITHDRAW_DAILY_COUNT)
    throw new ApiError(ErrorCode.WITHDRAW_LIMIT, `今日提现次数已用完（每天${WITHDRAW_DAILY_COUNT}次）`);
  if (today.fen + input.fen > WITHDRAW_DAILY_FEN) {
    throw new ApiError(
      ErrorCode.WITHDRAW_LIMIT,
      `超出今日提现额度，今日还可提现${yuanText(WITHDRAW_DAILY_FEN - today.fen)}`,
    );
  }
  const withdrawNo = await nextFundsNo(tx, 'TX');
  const inserted = await tx.execute<WithdrawRecord>(sql`
    insert into withdrawals (withdraw_no, tenant_id, applied_by, fen, alipay_account, real_name, auto_approve_at)
    values (${withdrawNo}, ${input.tenantId}, ${input.accountId}, ${input.fen}, ${bound.alipay_account}, ${bound.real_name},
            ${input.fen <= WITHDRAW_AUTO_APPROVE_FEN ? sql`now() + make_interval(mins => ${AUTO_APPROVE_MINUTES})` : null})
    returning *`);
  await ledger.post(tx, {
    tenantId: input.tenantId,
    billType: 'WITHDRAWAL',
    direction: 'OUT',
    document: { kind: 'WITHDRAWAL', no: withdrawNo },
    payMethod: 'BALANCE',
    operator: { id: input.accountId, name: input.operatorName },
    memo: `提现至支付宝 ${maskAlipayAccount(bound.alipay_account)}（冻结中）`,
    idempotencyKey: `withdraw:${withdrawNo}:apply`,
    entries: [
      { account: 'available', fen: -input.fen },
      { account: 'frozen', fen: input.fen },
    ],
  });
  return toWithdrawRow(inserted.rows[0]!);
}

/** Frozen money back to the balance: 撤销 (user), 驳回 (operator) or 打款失败; a visible bill each time. */
async function returnFrozen(
  tx: DbOrTx,
  ledger: Ledger,
  w: WithdrawRecord,
  why: string,
  operator: { id: number | null; name: string },
) {
  await ledger.post(tx, {
    tenantId: Number(w.tenant_id),
    billType: 'WITHDRAWAL',
    direction: 'IN',
    document: { kind: 'WITHDRAWAL', no: w.withdraw_no },
    payMethod: 'BALANCE',
    operator,
    memo: why,
    idempotencyKey: `withdraw:${w.withdraw_no}:return`,
    entries: [
      { account: 'frozen', fen: -Number(w.fen) },
      { account: 'available', fen: Number(w.fen) },
    ],
  });
}

async function lockWithdrawal(tx: DbOrTx, where: { no: string; tenantId?: number }): Promise<WithdrawRecord> {
  const r = await tx.execute<WithdrawRecord>(sql`
    select * from withdrawals where withdraw_no = ${where.no} ${where.tenantId === undefined ? sql`` : sql`and tenant_id = ${where.tenantId}`} for update`);
  const w = r.rows[0];
  if (!w) throw notFound('提现记录不存在');
  return w;
}

/** 撤销 by the user: only while 待审核. */
export async function cancelWithdrawal(
  tx: DbOrTx,
  ledger: Ledger,
  tenantId: number,
  no: string,
  operator: { id: number; name: string },
) {
  const w = await lockWithdrawal(tx, { no, tenantId });
  if (w.state !== 'REVIEWING') throw conflict('该提现已进入打款流程，不能撤销');
  const r = await tx.execute<WithdrawRecord>(sql`
    update withdrawals set state = 'CANCELED', finished_at = now(), version = version + 1
     where id = ${w.id} and state = 'REVIEWING' returning *`);
  await returnFrozen(tx, ledger, w, '提现已撤销，冻结金额退回余额', operator);
  return toWithdrawRow(r.rows[0]!);
}

/** An operator's decision on a withdrawal waiting for review (more than ¥5,000, or any before its 10 minutes). */
export async function reviewWithdrawal(
  tx: DbOrTx,
  ledger: Ledger,
  no: string,
  decision: { approve: true } | { approve: false; reason: string },
  operator: string,
) {
  const w = await lockWithdrawal(tx, { no });
  if (w.state !== 'REVIEWING') throw conflict('该提现已处理');
  if (decision.approve) {
    const r = await tx.execute<WithdrawRecord>(sql`
      update withdrawals set state = 'PAYING', reviewed_by = ${operator}, reviewed_at = now(), version = version + 1
       where id = ${w.id} and state = 'REVIEWING' returning *`);
    return toWithdrawRow(r.rows[0]!);
  }
  const r = await tx.execute<WithdrawRecord>(sql`
    update withdrawals set state = 'REJECTED', reviewed_by = ${operator}, reviewed_at = now(), reject_reason = ${decision.reason},
           finished_at = now(), version = version + 1
     where id = ${w.id} and state = 'REVIEWING' returning *`);
  await returnFrozen(tx, ledger, w, `提现被驳回：${decision.reason}，冻结金额退回余额`, {
    id: null,
    name: operator,
  });
  await tellWithdrawal(tx, w, 'REJECTED', `提现被驳回：${decision.reason}`);
  return toWithdrawRow(r.rows[0]!);
}

async function finishPayout(
  db: Db,
  ledger: Ledger,
  no: string,
  outcome: { paid: true; orderId: string } | { paid: false; reason: string },
) {
  await db.transaction(async (tx) => {
    const w = await lockWithdrawal(tx, { no });
    if (w.state !== 'PAYING') return;
    if (outcome.paid) {
      await tx.execute(sql`
        update withdrawals set state = 'PAID', payout_order_id = ${outcome.orderId}, finished_at = now(), version = version + 1
         where id = ${w.id} and state = 'PAYING'`);
      await ledger.post(tx, {
        tenantId: Number(w.tenant_id),
        billType: 'WITHDRAWAL',
        direction: 'NONE',
        document: { kind: 'WITHDRAWAL', no: w.withdraw_no },
        payMethod: 'ALIPAY_WEB',
        operator: { id: null, name: '支付宝' },
        memo: `提现已到账（支付宝转账单号 ${outcome.orderId}）`,
        idempotencyKey: `withdraw:${w.withdraw_no}:paid`,
        detail: { orderId: outcome.orderId },
        entries: [
          { account: 'frozen', fen: -Number(w.fen) },
          { account: 'alipayClearing', fen: Number(w.fen) },
        ],
      });
      await tellWithdrawal(tx, w, 'PAID');
      return;
    }
    await tx.execute(sql`
      update withdrawals set state = 'FAILED', fail_reason = ${outcome.reason}, finished_at = now(), version = version + 1
       where id = ${w.id} and state = 'PAYING'`);
    await returnFrozen(tx, ledger, w, `提现打款失败：${outcome.reason}，冻结金额退回余额`, {
      id: null,
      name: '系统',
    });
    await tellWithdrawal(tx, w, 'FAILED', `打款失败：${outcome.reason}`);
  });
}

/** 资金 messages: a withdrawal paid out, or refused (驳回, 打款失败) with its money back in the balance. */
async function tellWithdrawal(
  tx: DbOrTx,
  w: { tenant_id: string | number; withdraw_no: string; fen: string | number },
  outcome: 'PAID' | 'REJECTED' | 'FAILED',
  reason = '',
) {
  const base = { tenantId: Number(w.tenant_id), key: `withdraw:${w.withdraw_no}:${outcome}` };
  const params = { withdrawNo: w.withdraw_no, amountFen: Number(w.fen) };
  await notify.emit(
    tx,
    outcome === 'PAID'
      ? { ...base, type: 'WITHDRAW_PAID', params }
      : { ...base, type: 'WITHDRAW_REFUSED', params: { ...params, reason } },
  );
}

/**
 * The withdrawal worker (in the funds sweeper): approves the small ones whose 10 minutes are up, sends
 * payouts (each claimed by stamping `payout_sent_at` before the call, so it is sent once), and asks
 * Alipay about payouts without a final answer — a timeout is answered by a query, never a resend.
 */
export async function sweepWithdrawals(db: Db, ledger: Ledger, gateway: PaymentGateway): Promise<void> {
  await db.execute(sql`
    update withdrawals set state = 'PAYING', reviewed_by = '系统自动审核', reviewed_at = now(), version = version + 1
     where state = 'REVIEWING' and auto_approve_at <= now()`);

  const toSend = await db.execute<WithdrawRecord>(sql`
    update withdrawals w set payout_sent_at = now(), version = w.version + 1
      from (select id from withdrawals where state = 'PAYING' and payout_sent_at is null limit 20 for update skip locked) d
     where w.id = d.id returning w.*`);
  for (const w of toSend.rows) await settlePayout(db, ledger, w, await gateway.transfer(payoutOf(w)));

  const unsure = await db.execute<WithdrawRecord>(sql`
    update withdrawals w set payout_sent_at = now(), version = w.version + 1
      from (select id from withdrawals where state = 'PAYING' and payout_sent_at < now() - make_interval(secs => ${PAYOUT_QUERY_AFTER_SECONDS})
             limit 20 for update skip locked) d
     where w.id = d.id returning w.*`);
  for (const w of unsure.rows) {
    const answer = await gateway.transferQuery(w.withdraw_no);
    // Alipay never got it (the process died before the call): sending now cannot pay twice.
    await settlePayout(
      db,
      ledger,
      w,
      answer.status === 'NOT_FOUND' ? await gateway.transfer(payoutOf(w)) : answer,
    );
  }
}

const payoutOf = (w: WithdrawRecord) => ({
  withdrawNo: w.withdraw_no,
  fen: Number(w.fen),
  account: w.alipay_account,
  realName: w.real_name,
});

async function settlePayout(
  db: Db,
  ledger: Ledger,
  w: WithdrawRecord,
  answer: Awaited<ReturnType<PaymentGateway['transfer']>>,
) {
  if (answer.status === 'SUCCESS')
    await finishPayout(db, ledger, w.withdraw_no, { paid: true, orderId: answer.orderId });
  else if (answer.status === 'FAIL')
    await finishPayout(db, ledger, w.withdraw_no, { paid: false, reason: answer.reason });
  // DEALING / UNKNOWN: asked again on a later sweep
}
