import { sql } from 'drizzle-orm';
import type { FundsServices } from './fundsServices.ts';
import { queryAndApply } from './payments/alipayTrades.ts';
import { sendDueRefunds } from './payments/refunds.ts';
import { cancelReplenish } from './payments/replenish.ts';
import { sweepWithdrawals } from './rechargeWithdraw/withdrawals.ts';
import { sweepAliLedger } from './aliLedger/aliLedger.ts';

/**
 * Money work that is due by the clock, on rows that are themselves the queue (claimed with leases or
 * compare-and-set, so every server process may run this): close payment orders past their 30 minutes
 * (at Alipay first), ask Alipay about payments it has not notified, send refunds, approve and pay out
 * withdrawals, settle 支付宝分账 and take overdue 货款后付 from the balance, expire 补款.
 * Second-level timing is why this is a timer over the rows and not a pg-boss cron (minutes).
 */
export async function sweepFunds(funds: FundsServices): Promise<void> {
  const { db } = funds;
  const deps = { db, ledger: funds.ledger, paidHandlers: funds.paidHandlers, gateway: funds.gateway };

  const silent = await db.execute<{ pay_no: string }>(sql`
    update payment_orders set queried_at = now()
     where id in (select id from payment_orders
                   where state = 'WAITING' and method is not null and method <> 'BALANCE' and expires_at > now()
                     and (queried_at < now() - interval '10 seconds' and created_at > now() - interval '2 minutes'
                          or queried_at < now() - interval '60 seconds')
                   limit 50 for update skip locked)
    returning pay_no`);
  for (const r of silent.rows) await queryAndApply(deps, r.pay_no);

  const expired = await db.execute<{ pay_no: string; method: string | null; version: number }>(sql`
    select pay_no, method, version from payment_orders where state = 'WAITING' and expires_at <= now() order by expires_at limit 50`);
  for (const o of expired.rows) {
    if (o.method && o.method !== 'BALANCE') {
      const closed = await funds.gateway.close(o.pay_no);
      if (closed === 'PAID') {
        await queryAndApply(deps, o.pay_no);
        continue;
      }
      if (closed === 'ERROR') continue;
    }
    await db.execute(sql`
      update payment_orders set state = 'CLOSED', closed_at = now(), version = version + 1
       where pay_no = ${o.pay_no} and state = 'WAITING' and version = ${o.version}`);
    await db.execute(sql`update coupons set locked_pay_no = null where locked_pay_no = ${o.pay_no}`);
  }

  await sendDueRefunds(db, funds.ledger, funds.gateway);

  await sweepWithdrawals(db, funds.ledger, funds.gateway);

  await sweepAliLedger(db, funds.ledger, funds.gateway);

  await db.transaction(async (tx) => {
    await cancelReplenish(tx, funds.replenishHooks, { expiredBefore: new Date(), limit: 100 }, 'EXPIRED');
  });
}

export function startFundsSweeper(funds: FundsServices, everyMs: number): { stop(): void } {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const loop = async () => {
    if (stopped) return;
    await sweepFunds(funds).catch(() => undefined);
    if (!stopped) {
      timer = setTimeout(() => void loop(), everyMs);
      timer.unref();
    }
  };
  timer = setTimeout(() => void loop(), Math.min(everyMs, 1000));
  timer.unref();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
