import { sql } from 'drizzle-orm';
import { FEE_WAIVED_REASONS, RETURN_SERVICE_FEE_FEN, yuanText } from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import type { FundsServices } from '../funds/fundsServices.ts';
import { LedgerLimitError } from '../funds/ledger/ledger.ts';
import { addReconcileCheck } from '../funds/ledger/reconcile.ts';
import { requestReplenish, type ReplenishRow } from '../funds/payments/replenish.ts';
import { addCaseEvent } from './afterSaleCases.ts';

const SYSTEM = { accountId: null, operatorName: '系统' };

/** How long a 退货服务费 补款 waits before it is written off (the pieces are long gone by then). */
export const SERVICE_FEE_HOURS = 30 * 24;

/**
 * 退货服务费 from the balance, on the case's own document (AFTER_SALE, never the DF: daifa's reconcile
 * counts every DF document), available → revenue. A short balance throws `LedgerLimitError`, nothing
 * written.
 */
export async function postReturnFee(
  tx: DbOrTx,
  funds: FundsServices,
  input: { tenantId: number; asNo: string; fen: number; memo: string; idempotencyKey: string },
) {
  await funds.ledger.post(tx, {
    tenantId: input.tenantId,
    billType: 'PROXY_RETURN_GOODS',
    direction: 'OUT',
    document: { kind: 'AFTER_SALE', no: input.asNo },
    payMethod: 'BALANCE',
    itemType: 'OTHER',
    operator: { id: null, name: '系统' },
    memo: input.memo,
    idempotencyKey: input.idempotencyKey,
    entries: [
      { account: 'available', fen: -input.fen, itemType: 'OTHER' },
      { account: 'revenue', fen: input.fen, itemType: 'OTHER' },
    ],
  });
}

/**
 * A return that ends 已拒绝 (its refused pieces discarded, sent back or left past the deadline) still had
 * the desk's work — signed, checked, walked to the stall: 退货服务费 ¥2.00 a refused piece (none for
 * 发错货 / 质量问题), from the balance (`postReturnFee`). A short balance makes it a 补款 (SERVICE_FEE) on the order, paid
 * like any other. In the caller's transaction, before the case's lines are closed; once per case (its
 * key, and PROBLEM → REFUSE happens once).
 */
export async function chargeRefuseFee(tx: DbOrTx, funds: FundsServices, afterSaleId: number) {
  const r = await tx.execute<{
    as_no: string;
    tenant_id: number;
    order_no: string;
    reason: string;
    goods: { stall: string; artNo: string; color: string; size: string; qty: number }[] | null;
  }>(sql`
    select a.as_no, a.tenant_id, a.order_no, a.reason,
           jsonb_agg(jsonb_build_object('stall', l.stall, 'artNo', l.article_no, 'color', l.color, 'size', l.size,
                                        'qty', al.qty - coalesce(al.accepted_qty, 0)) order by al.line_no)
             filter (where al.open and al.qty > coalesce(al.accepted_qty, 0)) as goods
      from after_sales a join after_sale_lines al on al.after_sale_id = a.id
      join daifa_order_lines l on l.id = al.line_id
     where a.id = ${afterSaleId} and a.return_state is not null
     group by a.id`);
  const kase = r.rows[0];
  if (!kase || (FEE_WAIVED_REASONS as readonly string[]).includes(kase.reason)) return;
  const goods = kase.goods ?? [];
  const pieces = goods.reduce((s, g) => s + Number(g.qty), 0);
  const fee = pieces * RETURN_SERVICE_FEE_FEN;
  if (fee <= 0) return;
  await chargeCaseFee(tx, funds, {
    afterSaleId,
    asNo: kase.as_no,
    tenantId: Number(kase.tenant_id),
    orderNo: kase.order_no,
    goods,
    fen: fee,
    pieces,
    memo: `退货服务费（拒收退回）：${pieces}件 × ${yuanText(RETURN_SERVICE_FEE_FEN)}`,
    idempotencyKey: `aftersale:${kase.as_no}:refuse-fee`,
  });
}

export interface CaseCharge {
  afterSaleId: number;
  asNo: string;
  tenantId: number;
  orderNo: string;
  /** The goods the charge is for, as the 补款 shows them. */
  goods: { stall: string; artNo: string; color: string; size: string; qty: number }[];
  fen: number;
  pieces: number;
  memo: string;
  idempotencyKey: string;
  /** More to say on the timeline's FEE_CHARGED / FEE_REPLENISH (换货运费). */
  extra?: Record<string, unknown>;
}

/**
 * What a case costs the seller (退货服务费, 换货运费), from the balance (`postReturnFee`) into the case's
 * `fee_fen`; a short balance makes it a 补款 (SERVICE_FEE, 30 days) paid like any other, the case's
 * `fee_fen` raised when it is. Said on the case's timeline either way.
 */
export async function chargeCaseFee(tx: DbOrTx, funds: FundsServices, c: CaseCharge) {
  const extra = c.extra ?? {};
  try {
    await postReturnFee(tx, funds, {
      tenantId: c.tenantId,
      asNo: c.asNo,
      fen: c.fen,
      memo: c.memo,
      idempotencyKey: c.idempotencyKey,
    });
  } catch (e) {
    // the balance is short: the seller pays it as a 补款 instead
    if (!(e instanceof LedgerLimitError)) throw e;
    const asked = await requestReplenish(tx, {
      tenantId: c.tenantId,
      orderNo: c.orderNo,
      goods: c.goods,
      reason: 'SERVICE_FEE',
      originalFen: 0,
      currentFen: c.fen,
      amountFen: c.fen,
      afterSaleNo: c.asNo,
      hours: SERVICE_FEE_HOURS,
    });
    await addCaseEvent(
      tx,
      c.afterSaleId,
      'FEE_REPLENISH',
      {
        fen: c.fen,
        pieces: c.pieces,
        replenishNo: asked.replenishNo,
        deadlineAt: asked.deadlineAt,
        ...extra,
      },
      SYSTEM,
    );
    return;
  }
  await tx.execute(sql`update after_sales set fee_fen = fee_fen + ${c.fen} where id = ${c.afterSaleId}`);
  await addCaseEvent(tx, c.afterSaleId, 'FEE_CHARGED', { fen: c.fen, pieces: c.pieces, ...extra }, SYSTEM);
}

/**
 * A 退货服务费 补款 paid: the case's fee is what was paid (the payment itself booked it, from the balance
 * or Alipay to revenue); written off unpaid after SERVICE_FEE_HOURS: said on the case's timeline.
 * Inside funds' transactions.
 */
export function registerServiceFeeLink(funds: FundsServices) {
  const fees = (rows: ReplenishRow[]) => rows.filter((r) => r.reason === 'SERVICE_FEE');
  const caseOf = async (tx: DbOrTx, row: ReplenishRow) => {
    const r = await tx.execute<{ id: number }>(sql`
      select a.id from after_sales a join replenish_requests q on q.after_sale_no = a.as_no and q.tenant_id = a.tenant_id
       where q.replenish_no = ${row.replenishNo} for update of a`);
    return r.rows[0] ? Number(r.rows[0].id) : null;
  };
  funds.replenishHooks.onPaid.push(async (tx, rows) => {
    const stale: string[] = [];
    for (const row of fees(rows)) {
      const id = await caseOf(tx, row);
      if (id === null) {
        stale.push(row.replenishNo);
        continue;
      }
      await tx.execute(sql`update after_sales set fee_fen = fee_fen + ${row.amountFen} where id = ${id}`);
      await addCaseEvent(tx, id, 'FEE_PAID', { fen: row.amountFen, replenishNo: row.replenishNo }, SYSTEM);
    }
    return stale;
  });
  funds.replenishHooks.onCanceled.push(async (tx, rows, why) => {
    for (const row of fees(rows)) {
      const id = await caseOf(tx, row);
      if (id !== null)
        await addCaseEvent(
          tx,
          id,
          'FEE_WRITTEN_OFF',
          { fen: row.amountFen, replenishNo: row.replenishNo, why },
          SYSTEM,
        );
    }
  });
}

const NAME = '每个售后的退货服务费 = 余额扣收 + 已支付的退货服务费补款';

/**
 * What a case says it charged (`fee_fen`: netted from the stall's refund, charged at 已拒绝, or paid as a
 * 补款) equals the money moved for it.
 */
const perCaseFee = sql`
  with charged as (
    select document_no as as_no, tenant_id, sum(amount_fen) as fen from ledger_transactions
     where document_kind = 'AFTER_SALE' and bill_type = 'PROXY_RETURN_GOODS' and direction = 'OUT' group by 1, 2),
  paid as (
    select after_sale_no as as_no, tenant_id, sum(amount_fen) as fen from replenish_requests
     where reason = 'SERVICE_FEE' and state = 'PAID' group by 1, 2)
  select a.as_no, a.fee_fen, coalesce(c.fen, 0) as charged, coalesce(p.fen, 0) as paid
    from after_sales a
    left join charged c on c.as_no = a.as_no and c.tenant_id = a.tenant_id
    left join paid p on p.as_no = a.as_no and p.tenant_id = a.tenant_id
   where a.fee_fen <> coalesce(c.fen, 0) + coalesce(p.fen, 0)`;

/** Adds the fee rule to reconcile (once per process). */
export function registerFeeReconcile() {
  addReconcileCheck({ name: NAME, query: perCaseFee });
}
