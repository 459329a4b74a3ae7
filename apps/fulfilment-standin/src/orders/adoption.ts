import { badRequest } from '../errors.ts';
import { fieldsOf, int, lineIdOf, optionalInt, optionalText, text, type Fields } from '../fields.ts';
import { problemOf, traceOf, COURIER_STEPS } from '../courier/traces.ts';
import type {
  ExchangeGoods,
  LineResult,
  LineState,
  OrderDoc,
  OrderLine,
  OrderStage,
  Parcel,
  StopReason,
} from './model.ts';
import { settleIfDone, type SimEnv } from './simulate.ts';
import { newOrder } from './submission.ts';
import { STEP_MS, batchTime, pickDelay } from './timing.ts';

const STAGES: readonly OrderStage[] = ['TAKING', 'QC', 'PACKING', 'PRINTING', 'ADDRESS_HOLD', 'SHIPPED'];
const LINE_STATES: readonly LineState[] = ['WAITING', 'TAKING', 'TOOK', 'TOOK_PART', 'EXCEPTION', 'DROPPED'];
const RESULTS: readonly LineResult[] = ['E_LACK_TAKING', 'E_NEXT_TAKING', 'E_CHANGE_TAKING', 'E_STOP_TAKING'];
const REASONS: readonly StopReason[] = ['PRICE_RAISED', 'STALL_CLOSED', 'DELISTED'];

function oneOf<T extends string>(f: Fields, name: string, allowed: readonly T[]): T {
  const v = f[name];
  if (typeof v !== 'string' || !allowed.includes(v as T))
    throw badRequest(`${name} 须为 ${allowed.join(' / ')}`);
  return v as T;
}

/** The stall's proposal as the server kept it; what it left out is the line's own goods. */
function exchangeOf(source: unknown, line: OrderLine): ExchangeGoods {
  const f = fieldsOf(source);
  return {
    goodsId: optionalText(f, 'goodsId', 40) ?? line.goodsId,
    articleNo: optionalText(f, 'articleNo', 40) ?? line.articleNo,
    stallId: optionalText(f, 'stallId', 40) ?? '',
    stall: optionalText(f, 'stall', 80) ?? line.stall,
    title: optionalText(f, 'title', 100) ?? '',
    color: optionalText(f, 'color', 40) ?? line.color,
    size: optionalText(f, 'size', 20) ?? line.size,
    priceFen: optionalInt(f, 'priceFen', 0, 100_000_000) ?? line.priceFen,
  };
}

function placeLine(env: SimEnv, doc: OrderDoc, line: OrderLine, source: unknown, now: number): void {
  const f = fieldsOf(source);
  line.state = oneOf(f, 'state', LINE_STATES);
  line.attempt = line.state === 'WAITING' ? 0 : 1;
  line.tookQty = line.state === 'TOOK' ? line.qty : (optionalInt(f, 'tookQty', 0, line.qty) ?? 0);
  if (line.state === 'TOOK') line.result = 'TOOK';
  if (line.state === 'TOOK_PART') line.result = 'TOOK_PART';
  if (line.state === 'EXCEPTION') {
    line.result = oneOf(f, 'result', RESULTS);
    if (line.result === 'E_STOP_TAKING') line.reason = oneOf(f, 'reason', REASONS);
    if (line.result === 'E_CHANGE_TAKING') line.exchange = exchangeOf(f.exchange, line);
  }
  if (line.state === 'TAKING') line.dueAt = now + pickDelay(env.seed, doc.orderNo, line.lineNo, line.attempt);
}

/**
 * An order the warehouse already holds, taken on where it stands (the demo's orders, seeded with their
 * history before the stand-in started): the submission's body, the last seq sent for it, the stage,
 * each line's state and, once printed, the parcel. From here it moves like any other: pickers out for
 * TAKING lines answer, the order steps on, the courier carries on from the step reached.
 */
export function adoptedOrder(env: SimEnv, body: unknown, now: number): OrderDoc {
  const f = fieldsOf(body);
  const doc = newOrder(f.order, now, env.batchCuts, []);
  doc.seq = int(f, 'seq', 1, 10_000);
  doc.stage = oneOf(f, 'stage', STAGES);
  doc.batches = 1;
  doc.batchAt = null;
  const placed = Array.isArray(f.lines) ? f.lines : [];
  for (const source of placed) {
    const lineId = lineIdOf(fieldsOf(source));
    const line = doc.lines.find((l) => String(l.lineId) === String(lineId));
    if (!line) throw badRequest(`lineId ${lineId} 不在订单中`);
    placeLine(env, doc, line, source, now);
  }
  if (doc.lines.some((l) => l.state === 'WAITING')) doc.batchAt = batchTime(now, env.batchCuts);
  const weightG = optionalInt(f, 'weightG', 1, 1_000_000);
  if (weightG !== undefined) doc.weightG = weightG;
  if (doc.stage === 'TAKING') settleIfDone(doc, now);
  else if (doc.stage === 'QC') doc.stepAt = now + STEP_MS.qc;
  else if (doc.stage === 'PACKING') doc.stepAt = now + STEP_MS.pack;
  else if (doc.stage === 'PRINTING') doc.stepAt = now + STEP_MS.print;
  else if (doc.stage === 'SHIPPED') adoptParcel(env, doc, fieldsOf(f.parcel), now);
  if (f.held === true) doc.heldAt = now;
  return doc;
}

/** The parcel from the courier step reached (0: printed, not collected); the earlier traces written again. */
function adoptParcel(env: SimEnv, doc: OrderDoc, f: Fields, now: number): void {
  const step = int(f, 'step', 0, COURIER_STEPS.length - 1);
  const parcel: Parcel = {
    courierCode: optionalText(f, 'courierCode', 20) ?? doc.courier,
    waybillNo: text(f, 'waybillNo', 40),
    step,
    state: step === 0 ? '0' : COURIER_STEPS[step - 1]!.state,
    stateEx: step === 0 ? '0' : COURIER_STEPS[step - 1]!.stateEx,
    traces: [],
    dueAt: now + STEP_MS.courier[step]!,
    problem: null,
  };
  for (let k = 1; k <= step; k++)
    parcel.traces.push(traceOf(env.seed, doc, parcel, k, now - (step - k + 1) * STEP_MS.courier[0], false));
  doc.parcel = parcel;
  const problem = problemOf(env.seed, doc);
  // a problem decided for a step already passed did not happen
  parcel.problem = problem && problem.atStep > step ? problem : null;
}
