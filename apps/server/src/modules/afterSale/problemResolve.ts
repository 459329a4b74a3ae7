import { sql } from 'drizzle-orm';
import { ErrorCode, parcelState } from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import { ApiError, conflict, notFound } from '../../http/apiError.ts';
import type { FundsServices } from '../funds/fundsServices.ts';
import type { ReturnsGateway } from '../daifa/gateways/returnsGateway.ts';
import type { SteerResult } from '../daifa/gateways/fulfilmentGateway.ts';
import { findOrder, refreshDerived } from '../daifa/orders/daifaOrders.ts';
import { refundParts } from '../daifa/payments/daifaPayments.ts';
import type { Who } from '../daifa/payments/lineSettlement.ts';
import { addCaseEvent, afterSaleStateChanged } from './afterSaleCases.ts';
import { lockCase, moveCase, type ReturnCase } from './returnCase.ts';
import { DeskUnreachable } from './deskUnreachable.ts';

/**
 * A return's 问题件 settled otherwise than by 寄回 or 丢弃:
 * - **重新退档口**: the refused (or QC-failed) pieces walk to the stall once more — the case goes back
 *   to GOODS_RETURNING / WAIT_FACTORY and the parcel is MATCHED with it; the stall's new answer refunds
 *   as the first did (keys of its own) or makes the same parcel 待处理 again. Once a case.
 * - **协商退款** (档口拒收 only): the desk asks the stall to keep the pieces for part of their price —
 *   PROBLEM / NEGOTIATE_REFUND until its offer (NEGOTIATION_OFFER); the seller accepts (the offer
 *   refunded, COMPLETE) or declines (back to FACTORY_REFUSE, to send back or discard). Once a case.
 * Locks as everywhere: 问题件 → order → case, the desk told under them.
 */

type Parcel = {
  id: number;
  state: string;
  source: string | null;
  parcel_no: string;
  after_sale_id: number | null;
};

async function lockParcel(tx: DbOrTx, where: ReturnType<typeof sql>) {
  const r = await tx.execute<Parcel>(sql`
    select id, state, source, parcel_no, after_sale_id from problem_parcels where ${where} for update`);
  return r.rows[0] ?? null;
}

function parcelMoved(p: Parcel, doing: string) {
  const label = parcelState[p.state as keyof typeof parcelState]?.label ?? p.state;
  return new ApiError(ErrorCode.PARCEL_STATE_CHANGED, `包裹状态已变化（${label}），不能${doing}`);
}

/** A return's 问题件 waiting for a decision, and its case (PROBLEM), locked in that order. */
async function lockReturnProblem(tx: DbOrTx, tenantId: number, problemId: number, doing: string) {
  const parcel = await lockParcel(tx, sql`id = ${problemId} and tenant_id = ${tenantId}`);
  if (!parcel) throw notFound('问题件不存在');
  if (parcel.after_sale_id === null) throw conflict(`该问题件不是退货包裹，不能${doing}`);
  if (parcel.state !== 'WAITING_PROCESS') throw parcelMoved(parcel, doing);
  const asNo = await tx.execute<{ as_no: string }>(
    sql`select as_no from after_sales where id = ${Number(parcel.after_sale_id)}`,
  );
  const kase = await lockCase(tx, asNo.rows[0]!.as_no, tenantId);
  if (kase?.status !== 'PROBLEM') throw afterSaleStateChanged();
  return { parcel, kase };
}

/** What is still refused of each open line: what went back and was not taken. */
async function refusedPieces(tx: DbOrTx, kase: ReturnCase) {
  const r = await tx.execute<{ line_id: number; qty: number }>(sql`
    select line_id, qty - coalesce(accepted_qty, 0) as qty from after_sale_lines
     where after_sale_id = ${kase.id} and open and qty > coalesce(accepted_qty, 0) order by line_no`);
  return r.rows.map((l) => ({ lineId: Number(l.line_id), qty: Number(l.qty) }));
}

/** Throws unless the desk did it: out of reach 40900 (try later), a refusal 40900 in its words. */
function requireDeskDone(answer: SteerResult, doing: string) {
  if (answer.outcome === 'DONE') return;
  if (answer.outcome === 'UNREACHABLE') throw new DeskUnreachable(`未${doing}`);
  throw conflict(`仓库不能${doing}：${'message' in answer ? answer.message : answer.outcome}`);
}

export async function restallProblem(
  tx: DbOrTx,
  returns: ReturnsGateway,
  tenantId: number,
  problemId: number,
  who: Who,
) {
  const { parcel, kase } = await lockReturnProblem(tx, tenantId, problemId, '重新退档口');
  if (kase.rereturns > 0) throw conflict('已重新退过档口，每个售后只能重新退一次');
  if (kase.returnState === 'NEGOTIATE_REFUND') throw conflict('正在协商退款，请等档口答复');
  const pieces = await refusedPieces(tx, kase);
  if (!pieces.length) throw afterSaleStateChanged();
  requireDeskDone(await returns.restall(kase.asNo, pieces), '重新退档口');
  await tx.execute(sql`
    update problem_parcels set state = 'MATCHED', handled_at = now(), version = version + 1 where id = ${parcel.id}`);
  await moveCase(
    tx,
    kase,
    'GOODS_RETURNING',
    'WAIT_FACTORY',
    sql`, rereturns = rereturns + 1, problem_reason = null, offer_fen = null`,
  );
  const count = pieces.reduce((s, p) => s + p.qty, 0);
  await addCaseEvent(tx, kase.id, 'RESTALL_REQUESTED', { parcelNo: parcel.parcel_no, pieces: count }, who);
  return { asNo: kase.asNo, status: 'GOODS_RETURNING', returnState: 'WAIT_FACTORY' };
}

export async function negotiateProblem(
  tx: DbOrTx,
  returns: ReturnsGateway,
  tenantId: number,
  problemId: number,
  who: Who,
) {
  const { parcel, kase } = await lockReturnProblem(tx, tenantId, problemId, '协商退款');
  if (parcel.source !== 'STALL_REFUSE') throw conflict('只有档口拒收的问题件可以协商退款');
  if (kase.negotiatedAt) throw conflict('已协商过退款，每个售后只能协商一次');
  const pieces = await refusedPieces(tx, kase);
  if (!pieces.length) throw afterSaleStateChanged();
  requireDeskDone(await returns.negotiate(kase.asNo, pieces), '协商退款');
  await moveCase(tx, kase, 'PROBLEM', 'NEGOTIATE_REFUND', sql`, negotiated_at = now()`);
  const count = pieces.reduce((s, p) => s + p.qty, 0);
  await addCaseEvent(tx, kase.id, 'NEGOTIATION_ASKED', { parcelNo: parcel.parcel_no, pieces: count }, who);
  return { asNo: kase.asNo, status: 'PROBLEM', returnState: 'NEGOTIATE_REFUND' };
}

const SYSTEM = { accountId: null, operatorName: '仓库' };

/**
 * NEGOTIATION_OFFER (the desk's event, in its transaction, the case locked): an offer waits for the
 * seller, who gets at least a day on the parcel's deadline to answer; 0 means the stall would not,
 * and the parcel is the seller's to send back or discard as before.
 */
export async function negotiationOffered(tx: DbOrTx, kase: ReturnCase, data: Record<string, unknown>) {
  const fen = Number(data.offerFen);
  const offer = Number.isSafeInteger(fen) && fen > 0 ? Math.min(fen, kase.appliedFen - kase.refundedFen) : 0;
  const note = typeof data.note === 'string' ? data.note.slice(0, 100) : null;
  if (offer > 0) {
    await moveCase(
      tx,
      kase,
      'PROBLEM',
      'NEGOTIATE_REFUND',
      sql`, offer_fen = ${offer}, offer_note = ${note}`,
    );
    await tx.execute(sql`
      update problem_parcels set deadline_at = greatest(deadline_at, now() + interval '1 day')
       where after_sale_id = ${kase.id} and state = 'WAITING_PROCESS'`);
    await addCaseEvent(tx, kase.id, 'NEGOTIATION_OFFERED', { fen: offer, note }, SYSTEM);
  } else {
    await moveCase(tx, kase, 'PROBLEM', 'FACTORY_REFUSE', sql`, offer_fen = 0, offer_note = ${note}`);
    await addCaseEvent(tx, kase.id, 'NEGOTIATION_REFUSED', { note }, SYSTEM);
  }
}

/** 接受 / 拒绝 the stall's offer: accepted, it is refunded to the balance and the case is done. */
export async function answerNegotiation(
  tx: DbOrTx,
  deps: { returns: ReturnsGateway; funds: FundsServices },
  input: { tenantId: number; asNo: string; accept: boolean; who: Who },
) {
  const doing = input.accept ? '接受协商退款' : '拒绝协商退款';
  const found = await tx.execute<{ id: number }>(
    sql`select id from after_sales where as_no = ${input.asNo} and tenant_id = ${input.tenantId}`,
  );
  if (!found.rows[0]) throw notFound('售后单不存在');
  const parcel = await lockParcel(tx, sql`after_sale_id = ${Number(found.rows[0].id)}`);
  const kase = await lockCase(tx, input.asNo, input.tenantId);
  if (!kase || !parcel) throw afterSaleStateChanged();
  if (kase.status !== 'PROBLEM' || kase.returnState !== 'NEGOTIATE_REFUND') throw afterSaleStateChanged();
  if (!kase.offerFen) throw conflict('档口还没有答复协商退款，请稍后再试');
  if (parcel.state !== 'WAITING_PROCESS') throw parcelMoved(parcel, doing);
  requireDeskDone(await deps.returns.answerNegotiation(kase.asNo, input.accept), doing);
  if (!input.accept) {
    await moveCase(tx, kase, 'PROBLEM', 'FACTORY_REFUSE', sql`, offer_fen = null`);
    await addCaseEvent(tx, kase.id, 'NEGOTIATION_DECLINED', { fen: kase.offerFen }, input.who);
    return { asNo: kase.asNo, status: 'PROBLEM', refundedFen: 0 };
  }
  const order = await findOrder(tx, input.tenantId, kase.orderNo);
  if (!order) throw notFound('订单不存在');
  const fen = Math.min(kase.offerFen, kase.appliedFen - kase.refundedFen);
  await refundParts(
    tx,
    deps.funds,
    order,
    [{ itemType: 'ORDER', fen }],
    { ...input.who, reason: `${kase.asNo}：档口协商退款` },
    `aftersale:${kase.asNo}:nego`,
    '协商退款',
  );
  await tx.execute(sql`
    update daifa_order_lines l set after_sale_state = 'COMPLETE'
      from after_sale_lines al
     where al.after_sale_id = ${kase.id} and al.open and l.id = al.line_id`);
  await tx.execute(sql`update after_sale_lines set open = false where after_sale_id = ${kase.id}`);
  await moveCase(tx, kase, 'COMPLETE', 'FACTORY_RETURNED', sql`, refunded_fen = refunded_fen + ${fen}`, true);
  await tx.execute(sql`
    update problem_parcels set state = 'MATCHED', handled_at = now(), version = version + 1 where id = ${parcel.id}`);
  await refreshDerived(tx, order.id);
  await addCaseEvent(tx, kase.id, 'NEGOTIATION_ACCEPTED', { fen }, input.who);
  await addCaseEvent(tx, kase.id, 'REFUNDED', { fen, feeFen: 0, to: 'BALANCE' }, input.who);
  await addCaseEvent(tx, kase.id, 'COMPLETED', {}, input.who);
  return { asNo: kase.asNo, status: 'COMPLETE', refundedFen: fen };
}
