import { hashText, mixSeed, Rng, waybillNo } from '@oms/standin-kit';
import { parcelPushData } from '../courier/kdniao.ts';
import { COURIER_STEPS, problemOf, traceOf } from '../courier/traces.ts';
import type { Market } from '../market/market.ts';
import { beijingIso } from '../shanghai.ts';
import { eventMessage, traceMessage } from './messages.ts';
import { nextDue, type OrderDoc, type OrderLine, type OutMessage } from './model.ts';
import { outcomeOf } from './outcomes.ts';
import { STEP_MS, batchTime, pickDelay, type BatchCuts } from './timing.ts';

export interface SimEnv {
  seed: number;
  market: Market;
  batchCuts: BatchCuts;
  eBusinessId: string;
}

const PACKAGING_G = 80;

function batch(env: SimEnv, doc: OrderDoc, at: number, out: OutMessage[]): void {
  const lines = doc.lines.filter((l) => l.state === 'WAITING');
  for (const l of lines) {
    l.state = 'TAKING';
    l.attempt++;
    l.dueAt =
      at + (l.exchanged ? STEP_MS.exchangePick : pickDelay(env.seed, doc.orderNo, l.lineNo, l.attempt));
  }
  doc.batches++;
  doc.batchAt = null;
  doc.stage = 'TAKING';
  const batchNo = `B${beijingIso(at).slice(0, 16).replace(/\D/g, '')}`;
  out.push(
    eventMessage(doc, 'BATCHED', {
      batchNo,
      at: beijingIso(at),
      lineIds: lines.map((l) => l.lineId),
      lineNos: lines.map((l) => l.lineNo),
      requeued: doc.batches > 1,
    }),
  );
}

function lineBasics(l: OrderLine) {
  return {
    lineId: l.lineId,
    lineNo: l.lineNo,
    goodsId: l.goodsId,
    articleNo: l.articleNo,
    stall: l.stall,
    attempt: l.attempt,
  };
}

function pick(env: SimEnv, doc: OrderDoc, l: OrderLine, at: number, out: OutMessage[]): void {
  l.dueAt = null;
  if (l.exchanged) {
    l.state = 'TOOK';
    l.result = 'TOOK';
    l.tookQty = l.qty;
    out.push(
      eventMessage(doc, 'LINE_RESULT', {
        ...lineBasics(l),
        result: 'TOOK',
        tookQty: l.qty,
        exchanged: true,
        exchange: l.exchange,
        at: beijingIso(at),
      }),
    );
    return;
  }
  const forcedIndex = doc.forced.findIndex(
    (f) => f.lineId === undefined || String(f.lineId) === String(l.lineId),
  );
  const forced = forcedIndex >= 0 ? doc.forced.splice(forcedIndex, 1)[0] : undefined;
  const o = outcomeOf({
    seed: env.seed,
    market: env.market,
    orderNo: doc.orderNo,
    line: l,
    atMs: at,
    submittedAt: doc.submittedAt,
    ...(forced ? { forced } : {}),
  });
  l.result = o.result;
  l.reason = o.reason ?? null;
  l.exchange = o.exchange ?? null;
  if (o.result === 'TOOK') l.tookQty = l.qty;
  if (o.result === 'TOOK_PART') l.tookQty += o.partQty ?? 1;
  l.state = o.result === 'TOOK' ? 'TOOK' : o.result === 'TOOK_PART' ? 'TOOK_PART' : 'EXCEPTION';
  out.push(
    eventMessage(doc, 'LINE_RESULT', {
      ...lineBasics(l),
      result: o.result,
      tookQty: l.tookQty,
      ...(o.reason ? { reason: o.reason } : {}),
      ...(o.newPriceFen !== undefined ? { newPriceFen: o.newPriceFen, oldPriceFen: l.priceFen } : {}),
      ...(o.exchange ? { exchange: o.exchange } : {}),
      at: beijingIso(at),
    }),
  );
}

/** Every line settled (taken or dropped): on to QC with what is in hand, or nothing to ship. */
export function settleIfDone(doc: OrderDoc, at: number): void {
  if (doc.stage !== 'TAKING' && doc.stage !== 'WAITING_BATCH') return;
  if (!doc.lines.every((l) => l.state === 'TOOK' || l.state === 'DROPPED')) return;
  if (doc.lines.some((l) => l.tookQty > 0)) {
    doc.stage = 'QC';
    doc.stepAt = at + STEP_MS.qc;
  } else {
    doc.stage = 'EMPTY';
    doc.batchAt = null;
  }
}

function weightOf(env: SimEnv, doc: OrderDoc): number {
  const pieces = doc.lines.reduce((g, l) => {
    const goodsId = l.exchanged && l.exchange ? l.exchange.goodsId : l.goodsId;
    const piece = (env.market.goods(goodsId)?.weightG ?? 300) + (doc.pieceDeltaG ?? 0);
    return g + l.tookQty * Math.max(100, piece);
  }, 0);
  const jitter = new Rng(mixSeed(env.seed, hashText(doc.orderNo), 43)).int(0, 40);
  return pieces + PACKAGING_G + jitter;
}

function orderStep(env: SimEnv, doc: OrderDoc, at: number, out: OutMessage[]): void {
  const shipped = doc.lines
    .filter((l) => l.tookQty > 0)
    .map((l) => ({ lineId: l.lineId, lineNo: l.lineNo, qty: l.tookQty }));
  if (doc.stage === 'QC') {
    out.push(eventMessage(doc, 'QC_DONE', { passed: true, lines: shipped, at: beijingIso(at) }));
    doc.stage = 'PACKING';
    doc.stepAt = at + STEP_MS.pack;
  } else if (doc.stage === 'PACKING') {
    doc.weightG = weightOf(env, doc);
    out.push(eventMessage(doc, 'PACKED', { weightG: doc.weightG, lines: shipped, at: beijingIso(at) }));
    doc.stage = 'PRINTING';
    doc.stepAt = at + STEP_MS.print;
  } else if (doc.stage === 'PRINTING' && doc.forcedParcel?.state === 'WAYBILL_REFUSED') {
    doc.forcedParcel = null;
    out.push(
      eventMessage(doc, 'WAYBILL_REFUSED', {
        courierCode: doc.courier,
        code: '420',
        reason: '收件地址不详，快递无法揽收',
        at: beijingIso(at),
      }),
    );
    doc.stage = 'ADDRESS_HOLD';
    doc.stepAt = null;
  } else if (doc.stage === 'PRINTING') {
    // a sealed receiver prints on the platform's own waybill (密文面单), taken when the order came
    const no =
      doc.ewaybill?.courier === doc.courier
        ? doc.ewaybill.waybillNo
        : waybillNo(env.seed, doc.courier, doc.orderNo);
    doc.parcel = {
      courierCode: doc.courier,
      waybillNo: no,
      step: 0,
      state: '0',
      stateEx: '0',
      traces: [],
      dueAt: at + STEP_MS.courier[0],
      problem: null,
    };
    doc.parcel.problem = problemOf(env.seed, doc);
    out.push(
      eventMessage(doc, 'WAYBILL_PRINTED', {
        courierCode: doc.courier,
        waybillNo: no,
        weightG: doc.weightG,
        at: beijingIso(at),
      }),
    );
    doc.stage = 'SHIPPED';
    doc.stepAt = null;
  } else {
    doc.stepAt = null;
  }
}

function courierStep(env: SimEnv, doc: OrderDoc, at: number, out: OutMessage[]): void {
  const p = doc.parcel!;
  p.step++;
  const problem = p.problem !== null && p.problem.atStep === p.step;
  const { state, stateEx } = problem
    ? { state: '4', stateEx: p.problem!.stateEx }
    : COURIER_STEPS[p.step - 1]!;
  p.state = state;
  p.stateEx = stateEx;
  p.traces.push(traceOf(env.seed, doc, p, p.step, at, problem));
  const last = problem || p.step >= COURIER_STEPS.length;
  // a test's parcel kept on its way after 发往, until intercepted
  const kept = doc.forcedParcel?.state === 'IN_TRANSIT' && p.step >= 2;
  p.dueAt = last || kept ? null : at + STEP_MS.courier[p.step]!;
  if (last) doc.stage = 'DONE';
  const requestData = parcelPushData(env.eBusinessId, at, p);
  out.push(traceMessage(doc, state, requestData));
}

/** One thing due at `at`, in a fixed order when several share the instant: batch, lines, order step, courier. */
function stepAt(env: SimEnv, doc: OrderDoc, at: number, out: OutMessage[]): void {
  if (doc.batchAt === at && doc.lines.some((l) => l.state === 'WAITING')) return batch(env, doc, at, out);
  const line = doc.lines.find((l) => l.state === 'TAKING' && l.dueAt === at);
  if (line) {
    pick(env, doc, line, at, out);
    settleIfDone(doc, at);
    return;
  }
  if (doc.stepAt === at) return orderStep(env, doc, at, out);
  if (doc.parcel?.dueAt === at) return courierStep(env, doc, at, out);
  throw new Error(`nothing due at ${at} for ${doc.orderNo}`);
}

/** Plays an order forward to `now` (in simulated time), returning what it sends, in order. */
export function advance(env: SimEnv, doc: OrderDoc, now: number): OutMessage[] {
  const out: OutMessage[] = [];
  for (let due = nextDue(doc); due !== null && due <= now; due = nextDue(doc)) stepAt(env, doc, due, out);
  return out;
}

/** Lines requeued or rerouted wait for the next batch. */
export function scheduleBatch(env: SimEnv, doc: OrderDoc, now: number): void {
  doc.batchAt ??= batchTime(now, env.batchCuts);
}
