import crypto from 'node:crypto';
import { Rng, hashText, mixSeed } from '@oms/standin-kit';
import { conflict, notFound } from '../errors.ts';
import { pushRequestData } from '../courier/kdniao.ts';
import { traceMessage } from '../orders/messages.ts';
import type { OrderDoc, OutMessage, ParcelIntercept } from '../orders/model.ts';
import { beijingText } from '../shanghai.ts';
import type { ReturnDoc, ReturnLine } from './model.ts';

const MIN = 60_000;
/** The courier answers an interception 5–30 simulated minutes after it was asked. */
export const INTERCEPT_ANSWER_MS = [5 * MIN, 30 * MIN] as const;
/** Most parcels still on their way can be stopped; the rest were out for delivery already. */
export const INTERCEPT_SUCCESS_SHARE = 0.85;
export const INTERCEPT_FAIL_REASONS = ['快递员已派送，拦截未成功', '快递网点拦截超时'] as const;

const rngOf = (seed: number, asNo: string, salt: number) => new Rng(mixSeed(seed, hashText(asNo), salt));

/**
 * 已发货仅退款 at the courier: the order's parcel, collected and not signed for, is called back for case
 * `asNo`. The outcome is decided now (forced by a test, else drawn per SH): an intercepted parcel stops
 * at once and its trace says so; a failed one goes on to the buyer. Asked again for the same case the
 * answer is the same; a parcel the buyer signed for cannot be called back (409 ALREADY_SIGNED).
 */
export function interceptParcel(
  seed: number,
  eBusinessId: string,
  doc: OrderDoc | null,
  asNo: string,
  now: number,
): { doc: OrderDoc | null; out: OutMessage[]; result: ParcelIntercept } {
  if (!doc) throw notFound('订单不存在');
  if (doc.parcelIntercept?.asNo === asNo) return { doc, out: [], result: doc.parcelIntercept };
  if (doc.parcelIntercept?.outcome === 'INTERCEPTED')
    throw conflict('ALREADY_INTERCEPTED', '包裹已被拦截退回');
  const p = doc.parcel;
  if (!p || p.step < 1) throw conflict('NOT_COLLECTED', '快递尚未揽收，请直接取消订单');
  if (p.state === '3') throw conflict('ALREADY_SIGNED', '包裹已签收，无法拦截');
  if (p.state === '4') throw conflict('PARCEL_PROBLEM', '包裹已异常退回，无需拦截');
  const rng = rngOf(seed, asNo, 31);
  const ok = doc.forcedIntercept ? doc.forcedIntercept === 'OK' : rng.next() < INTERCEPT_SUCCESS_SHARE;
  doc.forcedIntercept = null;
  const result: ParcelIntercept = ok
    ? { asNo, outcome: 'INTERCEPTED', reason: null }
    : { asNo, outcome: 'FAILED', reason: rng.pick(INTERCEPT_FAIL_REASONS) };
  doc.parcelIntercept = result;
  if (!ok) return { doc, out: [], result };
  // the courier holds it from now: no further step, and the trace says where it went
  p.dueAt = null;
  const city = doc.receiver.city || doc.receiver.province;
  p.traces.push({
    AcceptTime: beijingText(now),
    AcceptStation: `【${city}】快件已拦截，正在退回寄件人`,
    Location: city,
  });
  p.state = '2';
  p.stateEx = '2';
  const requestData = pushRequestData(eBusinessId, now, {
    ShipperCode: p.courierCode,
    LogisticCode: p.waybillNo,
    State: p.state,
    StateEx: p.stateEx,
    Location: city,
    Traces: p.traces,
  });
  return { doc, out: [traceMessage(doc, p.state, requestData)], result };
}

/** The desk's record of an interception, answered on the returns hook (INTERCEPT_RESULT) when due. */
export function interceptingReturn(
  seed: number,
  input: { asNo: string; orderNo: string; reason: string; lines: ReturnLine[]; waybillNo: string },
  answer: ParcelIntercept,
  courier: string,
  now: number,
): ReturnDoc {
  const fingerprint = crypto
    .createHash('sha256')
    .update(JSON.stringify({ intercept: true, asNo: input.asNo, orderNo: input.orderNo }))
    .digest('hex');
  return {
    kind: 'RETURN',
    asNo: input.asNo,
    orderNo: input.orderNo,
    returnCode: '',
    reason: input.reason,
    lines: input.lines,
    stage: 'INTERCEPTING',
    seq: 0,
    expectedAt: now,
    waybillNo: input.waybillNo,
    courier,
    dueAt: now + rngOf(seed, input.asNo, 32).int(INTERCEPT_ANSWER_MS[0], INTERCEPT_ANSWER_MS[1]),
    weightG: null,
    forced: {},
    fingerprint,
    intercept: { outcome: answer.outcome, reason: answer.reason },
  };
}
