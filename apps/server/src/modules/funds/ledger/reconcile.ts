import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

export interface ReconcileCheck {
  name: string;
  /** How many rows break the rule (0 = holds). */
  problems: number;
  /** Up to five of them, for the log and /ops. */
  examples: Record<string, unknown>[];
}

export interface ReconcileReport {
  ok: boolean;
  checks: ReconcileCheck[];
  tookMs: number;
}

/**
 * The rules the money must obey, each one query that lists what breaks it. Other modules add theirs
 * (payment orders, trade numbers) through `extraReconcileChecks`.
 */
const ledgerChecks: { name: string; query: SQL }[] = [
  {
    name: '账户余额 = 分录之和，版本连续',
    query: sql`
      select a.id as account_id, a.tenant_id, a.code, a.balance, a.version, coalesce(s.total, 0) as entries_sum,
             coalesce(s.n, 0) as entries, s.min_version, s.max_version
        from ledger_accounts a
        left join (select account_id, sum(amount_fen) total, count(*) n, min(account_version) min_version,
                          max(account_version) max_version
                     from ledger_entries group by account_id) s on s.account_id = a.id
       where a.tenant_id is not null
         and (a.balance <> coalesce(s.total, 0) or a.version <> coalesce(s.n, 0)
              or coalesce(s.min_version, 1) <> 1 or coalesce(s.max_version, 0) <> coalesce(s.n, 0))`,
  },
  {
    name: '每条分录的余额 = 上一条余额 + 本条金额',
    query: sql`
      select account_id, account_version, amount_fen, balance_after, previous
        from (select account_id, account_version, amount_fen, balance_after,
                     lag(balance_after, 1, 0::bigint) over (partition by account_id order by account_version) previous
                from ledger_entries where account_version is not null) e
       where balance_after <> previous + amount_fen`,
  },
  {
    name: '每笔交易借贷相等（至少两条分录，合计为0）',
    query: sql`
      select t.id as transaction_id, t.amount_fen, e.total, e.n, e.moved
        from ledger_transactions t
        left join (select transaction_id, sum(amount_fen) total, count(*) n, sum(greatest(amount_fen, 0)) moved
                     from ledger_entries group by transaction_id) e on e.transaction_id = t.id
       where e.n is null or e.n < 2 or e.total <> 0 or e.moved <> t.amount_fen`,
  },
];

/** The payments and withdrawals against the ledger. */
const paymentChecks: { name: string; query: SQL }[] = [
  {
    name: '每个已支付的支付单恰有一笔记账',
    query: sql`
      select o.pay_no, o.state, (select count(*) from ledger_transactions t where t.idempotency_key = 'pay:' || o.pay_no) as posted
        from payment_orders o
       where (o.state = 'PAID') <> exists (select 1 from ledger_transactions t where t.idempotency_key = 'pay:' || o.pay_no)`,
  },
  {
    name: '每个支付宝交易号只入账一次，其余已退回',
    query: sql`
      select pay_no, count(*) filter (where outcome = 'APPLIED') as applied, null as trade_no
        from payment_trades group by pay_no having count(*) filter (where outcome = 'APPLIED') > 1
      union all
      select t.pay_no, 0, t.trade_no from payment_trades t
       where t.outcome = 'REFUNDED' and not exists (select 1 from payment_refunds r where r.trade_no = t.trade_no)`,
  },
  {
    name: '退款不超过支付金额',
    query: sql`
      select o.pay_no, o.amount_fen - o.discount_fen as paid, sum(r.fen) as refunded
        from payment_refunds r join payment_orders o on o.pay_no = r.pay_no
       where r.state <> 'FAILED' and r.document_no <> r.pay_no
       group by o.pay_no, o.amount_fen, o.discount_fen
      having sum(r.fen) > o.amount_fen - o.discount_fen`,
  },
  {
    name: '冻结金额 = 审核中和打款中的提现之和',
    query: sql`
      select a.tenant_id, a.balance as frozen, coalesce(w.fen, 0) as open_withdrawals
        from ledger_accounts a
        left join (select tenant_id, sum(fen) as fen from withdrawals where state in ('REVIEWING', 'PAYING') group by tenant_id) w
          on w.tenant_id = a.tenant_id
       where a.code = 'frozen' and a.balance <> coalesce(w.fen, 0)`,
  },
  {
    // A bill points at the document it moved money for; one that points nowhere cannot be explained.
    name: '每笔流水的关联单据都存在',
    query: sql`
      select t.id as transaction_id, t.tenant_id, t.document_kind, t.document_no, t.bill_type
        from ledger_transactions t
       where t.tenant_id is not null and not (case t.document_kind
         when 'DAIFA_ORDER' then exists (select 1 from daifa_orders o where o.order_no = t.document_no)
           or exists (select 1 from payment_orders p where p.pay_no = t.document_no and p.document_kind = 'DAIFA_ORDER'
                        and not exists (select 1 from unnest(p.document_nos) d(no)
                                         where not exists (select 1 from daifa_orders o where o.order_no = d.no)))
         when 'REPLENISH' then exists (select 1 from replenish_requests r where r.replenish_no = t.document_no)
           or exists (select 1 from payment_orders p where p.pay_no = t.document_no and p.document_kind = 'REPLENISH')
         when 'RECHARGE' then exists (select 1 from payment_orders p where p.document_kind = 'RECHARGE'
                                        and (p.pay_no = t.document_no or t.document_no = any(p.document_nos)))
         -- a refund gives back what a payment order paid for that document
         when 'REFUND' then exists (select 1 from payment_orders p where p.document_nos @> array[t.document_no])
         when 'PAYMENT' then exists (select 1 from payment_orders p where p.pay_no = t.document_no)
         when 'WITHDRAWAL' then exists (select 1 from withdrawals w where w.withdraw_no = t.document_no and w.tenant_id = t.tenant_id)
         -- 调账 is its own document: the operator and the reason travel on the transaction
         when 'ADJUSTMENT' then t.operator_name <> '' and t.memo <> ''
         -- 退货服务费 is charged on the after-sale case it was earned on
         when 'AFTER_SALE' then exists (select 1 from after_sales a where a.as_no = t.document_no and a.tenant_id = t.tenant_id)
         -- 寄回运费 is paid for its 寄回单
         when 'POST_ORDER' then exists (select 1 from post_orders p where p.post_no = t.document_no and p.tenant_id = t.tenant_id)
           or exists (select 1 from payment_orders p where p.pay_no = t.document_no and p.document_kind = 'POST_ORDER')
         -- 拿货结算账单: paid through a payment order, or a bill below 0 credited to the balance
         when 'PICKUP_BILL' then exists (select 1 from pickup_bills b where b.bill_no = t.document_no and b.tenant_id = t.tenant_id)
           or exists (select 1 from payment_orders p where p.pay_no = t.document_no and p.document_kind = 'PICKUP_BILL')
         -- 平台拿退货费 of an audited pick-up day
         when 'PICKUP_FEE' then exists (select 1 from pickup_fee_days f where f.fee_no = t.document_no and f.tenant_id = t.tenant_id)
         -- 寄回异地档口: the freight of a parcel of returns, under its waybill
         when 'RETURN_SHIPMENT' then exists (select 1 from return_items r where r.waybill_no = t.document_no and r.tenant_id = t.tenant_id)
         when 'BALANCE_MIGRATE' then exists (select 1 from old_balances b where b.tenant_id = t.tenant_id)
         else false end)`,
  },
];

export const extraReconcileChecks: { name: string; query: SQL }[] = [...paymentChecks];

/** A module's own rule, added once per process (each app a module registers in adds it again). */
export function addReconcileCheck(check: { name: string; query: SQL }) {
  if (!extraReconcileChecks.some((c) => c.name === check.name)) extraReconcileChecks.push(check);
}

export async function reconcile(db: DbOrTx): Promise<ReconcileReport> {
  const started = Date.now();
  const checks: ReconcileCheck[] = [];
  for (const check of [...ledgerChecks, ...extraReconcileChecks]) {
    // one pass: the count over every breaking row rides along with the first five
    const rows = await db.execute<Record<string, unknown>>(
      sql`select count(*) over () as reconcile_problems, q.* from (${check.query}) q limit 5`,
    );
    const problems = Number(rows.rows[0]?.reconcile_problems ?? 0);
    const examples = rows.rows.map(({ reconcile_problems: _, ...rest }) => rest);
    checks.push({ name: check.name, problems, examples });
  }
  return { ok: checks.every((c) => c.problems === 0), checks, tookMs: Date.now() - started };
}

export function describeReconcile(report: ReconcileReport): string {
  if (report.ok)
    return `reconcile: every fen accounted for (${report.checks.length} checks, ${report.tookMs} ms)`;
  return report.checks
    .filter((c) => c.problems)
    .map((c) => `reconcile FAILED: ${c.name}: ${c.problems} (${JSON.stringify(c.examples.slice(0, 2))})`)
    .join('\n');
}
