import crypto from 'node:crypto';
import { badRequest, conflict } from '../errors.ts';
import { fieldsOf, int, lineIdOf, optionalInt, optionalText, text, type Fields } from '../fields.ts';
import type { OutMessage } from '../orders/model.ts';
import {
  RETURN_OPEN_STAGES,
  RETURN_SERVICES,
  type ReturnDoc,
  type ReturnForce,
  type ReturnLine,
  type ReturnService,
} from './model.ts';
import { signDelay } from './outcomes.ts';

/** What the server sends to expect a return (`POST /fulfilment/returns`), checked field by field. */
export function expectedReturn(body: unknown, now: number): ReturnDoc {
  const f = fieldsOf(body);
  const asNo = text(f, 'asNo', 20);
  if (!/^SH\d{14}$/.test(asNo)) throw badRequest('asNo 须为 SH + 14 位数字');
  const returnCode = text(f, 'returnCode', 20);
  if (!Array.isArray(f.lines) || f.lines.length < 1 || f.lines.length > 200)
    throw badRequest('lines 须为 1 到 200 个商品');
  const lines: ReturnLine[] = (f.lines as unknown[]).map((raw, i) => {
    const l: Fields = fieldsOf(raw);
    return {
      lineId: lineIdOf(l),
      lineNo: optionalInt(l, 'lineNo', 1, 9999) ?? i + 1,
      articleNo: text(l, 'articleNo', 64),
      stall: text(l, 'stall', 100),
      color: text(l, 'color', 40),
      size: text(l, 'size', 40),
      qty: int(l, 'qty', 1, 999),
      priceFen: int(l, 'priceFen', 0, 100_000_000),
    };
  });
  const orderNo = text(f, 'orderNo', 30);
  const reason = text(f, 'reason', 100);
  const service = (optionalText(f, 'service', 10) ?? 'RETURN') as ReturnService;
  if (!RETURN_SERVICES.includes(service)) throw badRequest('service 须为 RETURN、EXCHANGE 或 REPAIR');
  const exchangeTo = service === 'EXCHANGE' ? text(f, 'exchangeTo', 40) : null;
  // a plain return's fingerprint stays as it was before 换货 and 维修 came
  const what = service === 'RETURN' ? {} : { service, exchangeTo };
  const fingerprint = crypto
    .createHash('sha256')
    .update(JSON.stringify({ asNo, orderNo, returnCode, reason, lines, ...what }))
    .digest('hex');
  return {
    kind: 'RETURN',
    asNo,
    orderNo,
    returnCode,
    reason,
    lines,
    stage: 'EXPECTED',
    seq: 0,
    expectedAt: now,
    waybillNo: null,
    courier: null,
    dueAt: null,
    weightG: null,
    forced: {},
    fingerprint,
    service,
    exchangeTo,
  };
}

type Step<T> = { doc: ReturnDoc | null; out: OutMessage[]; result: T };
const same = <T>(doc: ReturnDoc, result: T): Step<T> => ({ doc, out: [], result });

const notOpen = (doc: ReturnDoc) =>
  doc.stage === 'CANCELED'
    ? conflict('RETURN_CANCELED', '退货已撤销')
    : conflict('ALREADY_SIGNED', '退货包裹已签收，无法修改');

/** The buyer's return waybill (again before signing: the newest counts, 签收 drawn afresh). */
export function giveWaybill(seed: number, doc: ReturnDoc, body: unknown, now: number): Step<ReturnDoc> {
  const f = fieldsOf(body);
  const waybillNo = text(f, 'waybillNo', 30);
  if (!/^[A-Za-z0-9]{8,30}$/.test(waybillNo)) throw badRequest('waybillNo 格式不正确');
  const courier = text(f, 'courier', 20);
  if (!RETURN_OPEN_STAGES.includes(doc.stage)) {
    if (doc.waybillNo === waybillNo) return same(doc, doc);
    throw notOpen(doc);
  }
  if (doc.stage === 'IN_TRANSIT' && doc.waybillNo === waybillNo) return same(doc, doc);
  doc.waybillNo = waybillNo;
  doc.courier = courier;
  doc.stage = 'IN_TRANSIT';
  doc.dueAt = now + signDelay(seed, doc);
  return same(doc, doc);
}

/**
 * 关联售后: a 无头件 the desk holds is this return's parcel (the seller recognised it). It is here
 * already, so it is signed for at once under the 无头件's waybill; the same 无头件 again is a repeat.
 */
export function takeHeadless(
  doc: ReturnDoc,
  parcel: { waybillNo: string; courier: string },
  now: number,
): Step<ReturnDoc> {
  if (doc.waybillNo === parcel.waybillNo && doc.stage !== 'CANCELED' && doc.stage !== 'EXPECTED')
    return same(doc, doc);
  if (!RETURN_OPEN_STAGES.includes(doc.stage)) throw notOpen(doc);
  doc.waybillNo = parcel.waybillNo;
  doc.courier = parcel.courier;
  doc.stage = 'IN_TRANSIT';
  doc.dueAt = now;
  return same(doc, doc);
}

/** 撤销: only while nothing has arrived; a repeat answers the same. */
export function cancelReturn(doc: ReturnDoc): Step<ReturnDoc> {
  if (doc.stage === 'CANCELED') return same(doc, doc);
  if (!RETURN_OPEN_STAGES.includes(doc.stage)) throw notOpen(doc);
  doc.stage = 'CANCELED';
  doc.dueAt = null;
  return same(doc, doc);
}

export function forceReturn(doc: ReturnDoc, force: ReturnForce): Step<ReturnDoc> {
  if (force.qc && !['PASS', 'FAIL'].includes(force.qc)) throw badRequest('qc 须为 PASS 或 FAIL');
  if (force.factory && !['ACCEPT', 'REFUSE', 'PART'].includes(force.factory))
    throw badRequest('factory 须为 ACCEPT、REFUSE 或 PART');
  if (force.negotiation && !['OFFER', 'REFUSE'].includes(force.negotiation))
    throw badRequest('negotiation 须为 OFFER 或 REFUSE');
  if (force.offerFen !== undefined && !(Number.isSafeInteger(force.offerFen) && force.offerFen > 0))
    throw badRequest('offerFen 须为正整数（分）');
  doc.forced = { ...doc.forced, ...force };
  return same(doc, doc);
}

export function returnView(doc: ReturnDoc) {
  return {
    asNo: doc.asNo,
    orderNo: doc.orderNo,
    returnCode: doc.returnCode,
    stage: doc.stage,
    seq: doc.seq,
    waybillNo: doc.waybillNo,
    courier: doc.courier,
    weightG: doc.weightG,
    lines: doc.lines,
    round: doc.round ?? 1,
    negotiation: doc.negotiation ?? null,
    intercept: doc.intercept ?? null,
    service: doc.service ?? 'RETURN',
    exchangeTo: doc.exchangeTo ?? null,
    reship: doc.reship ?? null,
    review: doc.review ?? null,
  };
}
