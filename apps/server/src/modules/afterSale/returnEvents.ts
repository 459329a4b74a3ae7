import { sql } from 'drizzle-orm';
import { isReshipType } from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import type { FundsServices } from '../funds/fundsServices.ts';
import { findOrder, refreshDerived } from '../daifa/orders/daifaOrders.ts';
import { addCaseEvent } from './afterSaleCases.ts';
import { lockCase, moveCase as move, type ReturnCase } from './returnCase.ts';
import { negotiationOffered } from './problemResolve.ts';
import { qcProblemType, registerReturnProblem } from './problemParcels.ts';
import { refundLessFee } from './caseRefund.ts';
import { notePhotos } from './photos/parcelPhotos.ts';
import { interceptAnswered } from './interceptEvents.ts';
import { acceptedOf, problemOf, refusedToProblem, settleLines, stallResults } from './stallAnswer.ts';
import { stallSwapped } from './stallSwapped.ts';
import { reviewAnswered } from './reviewEvents.ts';
import { textOf } from './deskText.ts';

/** An event of the warehouse's returns desk, numbered gapless per case (PROTOCOL.md, "Returns desk"). */
export interface ReturnEvent {
  eventId: string;
  /** The case (SH…). */
  subject: string;
  seq: number;
  type:
    | 'RETURN_SIGNED'
    | 'QC_RESULT'
    | 'FACTORY_RECEIVED'
    | 'FACTORY_RESULT'
    | 'NEGOTIATION_OFFER'
    | 'INTERCEPT_RESULT'
    | 'REVIEW_RESULT';
  data: Record<string, unknown>;
}

export type ReturnEventOutcome = 'APPLIED' | 'REPEAT' | 'GAP' | 'UNKNOWN_CASE' | 'ANOMALY';

const SYSTEM = { accountId: null, operatorName: '仓库' };

/**
 * One desk event in its own transaction: the order locked first (as every money path locks it), then
 * the case (`lockCase` does both); a seq already applied is a repeat, one ahead of the next a gap (sent again in order). An
 * event the case's state does not expect (a late one after 撤销) changes nothing and is kept on the
 * timeline as an anomaly for ops.
 */
export async function applyReturnEvent(
  tx: DbOrTx,
  funds: FundsServices,
  event: ReturnEvent,
): Promise<ReturnEventOutcome> {
  // lockCase takes the order's lock first, as every money path does
  const kase = await lockCase(tx, event.subject, null);
  if (!kase) return 'UNKNOWN_CASE';
  const seq = kase.returnsSeq;
  if (event.seq <= seq) return 'REPEAT';
  if (event.seq > seq + 1) return 'GAP';
  await tx.execute(sql`update after_sales set returns_seq = ${event.seq} where id = ${kase.id}`);

  const expected: Record<ReturnEvent['type'], [string, string]> = {
    RETURN_SIGNED: ['GOODS_RETURNING', 'WAIT_SIGNED'],
    QC_RESULT: ['GOODS_RETURNING', 'SIGNED'],
    FACTORY_RECEIVED: ['GOODS_RETURNING', 'WAIT_FACTORY'],
    FACTORY_RESULT: ['GOODS_RETURNING', 'GOODS_RETURNED_FACTORY'],
    NEGOTIATION_OFFER: ['PROBLEM', 'NEGOTIATE_REFUND'],
    INTERCEPT_RESULT: ['REFUNDING', 'INTERCEPTING'],
    REVIEW_RESULT: ['REFUNDING', 'REVIEWING'],
  };
  const [status, stage] = expected[event.type] ?? [];
  // an interception's stage is its own, as is a 价保 / 补寄's; a return's is its 退货物流
  const at =
    event.type === 'INTERCEPT_RESULT'
      ? kase.interceptState
      : event.type === 'REVIEW_RESULT'
        ? kase.reviewState
        : kase.returnState;
  if (kase.status !== status || at !== stage) {
    await addCaseEvent(
      tx,
      kase.id,
      'ANOMALY',
      { event: event.type, seq: event.seq, status: kase.status, returnState: kase.returnState },
      SYSTEM,
    );
    return 'ANOMALY';
  }
  const when = typeof event.data.at === 'string' ? event.data.at : null;
  await notePhotos(tx, event.subject, event.data.photos);
  switch (event.type) {
    case 'RETURN_SIGNED': {
      const weight = Number(event.data.weightG);
      await move(
        tx,
        kase,
        'GOODS_RETURNING',
        'SIGNED',
        sql`,
        signed_back_at = coalesce(${when}::timestamptz, now()),
        return_weight_g = ${Number.isSafeInteger(weight) ? weight : null},
        return_waybill_no = coalesce(return_waybill_no, ${textOf(event.data.waybillNo)}),
        waybill_due_at = null`,
      );
      await addCaseEvent(
        tx,
        kase.id,
        'RETURN_SIGNED',
        { waybillNo: textOf(event.data.waybillNo), weightG: Number.isSafeInteger(weight) ? weight : null },
        SYSTEM,
      );
      return 'APPLIED';
    }
    case 'QC_RESULT': {
      const pass = event.data.pass === true;
      const reason = textOf(event.data.reason) ?? '质检不通过';
      if (pass) await move(tx, kase, 'GOODS_RETURNING', 'WAIT_FACTORY');
      else {
        await move(tx, kase, 'PROBLEM', 'SIGNED', sql`, problem_reason = ${`质检不通过：${reason}`}`);
        await registerReturnProblem(tx, {
          ...(await problemOf(tx, kase)),
          source: 'RETURN_QC',
          problemType: qcProblemType(reason),
          reason: `质检不通过：${reason}`,
        });
      }
      await addCaseEvent(tx, kase.id, pass ? 'QC_PASSED' : 'QC_FAILED', pass ? {} : { reason }, SYSTEM);
      return 'APPLIED';
    }
    case 'FACTORY_RECEIVED':
      await move(tx, kase, 'GOODS_RETURNING', 'GOODS_RETURNED_FACTORY');
      await addCaseEvent(tx, kase.id, 'AT_STALL', {}, SYSTEM);
      return 'APPLIED';
    case 'FACTORY_RESULT': {
      // the money path wants the order's head (locked already, by lockCase)
      const order = await findOrder(tx, kase.tenantId, kase.orderNo);
      if (!order) return 'UNKNOWN_CASE';
      await stallAnswered(tx, funds, order, kase, event.data);
      return 'APPLIED';
    }
    case 'NEGOTIATION_OFFER':
      await negotiationOffered(tx, kase, event.data);
      return 'APPLIED';
    case 'INTERCEPT_RESULT':
    case 'REVIEW_RESULT': {
      const order = await findOrder(tx, kase.tenantId, kase.orderNo);
      if (!order) return 'UNKNOWN_CASE';
      const answered = event.type === 'REVIEW_RESULT' ? reviewAnswered : interceptAnswered;
      await answered(tx, funds, order, kase, event.data);
      return 'APPLIED';
    }
  }
}

/**
 * The stall's answer: the pieces it took back are refunded (goods only, never more than the case
 * applied for), less 退货服务费 ¥2.00 a piece unless the reason was ours (发错货, 质量问题); everything
 * taken back → COMPLETE; anything refused → PROBLEM with the stall's reason (the 问题件 it becomes).
 * 换货 and 维修 are answered by `stallSwapped` instead: nothing refunded, the goods shipped again.
 */
async function stallAnswered(
  tx: DbOrTx,
  funds: FundsServices,
  order: NonNullable<Awaited<ReturnType<typeof findOrder>>>,
  kase: ReturnCase,
  data: Record<string, unknown>,
) {
  if (isReshipType(kase.type)) return stallSwapped(tx, funds, order, kase, data);
  const results = await stallResults(tx, kase, data);
  const cap = kase.appliedFen - kase.refundedFen;
  const refund = Math.min(
    cap,
    results.reduce((s, r) => s + r.fen, 0),
  );
  const pieces = results.reduce((s, r) => s + r.accepted, 0);
  // a second walk to the stall (重新退档口) refunds under keys of its own
  const fee = await refundLessFee(tx, funds, order, kase, {
    refund,
    pieces,
    key: `aftersale:${kase.asNo}${kase.rereturns ? ':r2' : ''}`,
    kind: '退货退款',
    why: '档口已退款',
  });
  await settleLines(tx, kase, results, (r) => r.fen);
  const refused = results.filter((r) => r.reason !== null);
  const money = sql`, refunded_fen = refunded_fen + ${refund}, fee_fen = fee_fen + ${fee}`;
  if (refused.length) await refusedToProblem(tx, kase, refused, money);
  else await move(tx, kase, 'COMPLETE', 'FACTORY_RETURNED', money, true);
  await refreshDerived(tx, order.id);
  await addCaseEvent(
    tx,
    kase.id,
    'STALL_ANSWERED',
    { accepted: acceptedOf(results), fen: refund, feeFen: fee },
    SYSTEM,
  );
  if (refund > 0)
    await addCaseEvent(tx, kase.id, 'REFUNDED', { fen: refund - fee, feeFen: fee, to: 'BALANCE' }, SYSTEM);
  if (!refused.length) await addCaseEvent(tx, kase.id, 'COMPLETED', {}, SYSTEM);
}
