import { badRequest, conflict, notFound } from '../errors.ts';
import { fieldsOf, lineIdOf, optionalInt, optionalText, text } from '../fields.ts';
import type { EWaybill, OrderDoc, OrderLine } from './model.ts';
import { scheduleBatch, settleIfDone, type SimEnv } from './simulate.ts';
import { STEP_MS } from './timing.ts';
import { receiverOf } from './submission.ts';

/** The server's calls on an order it submitted. Each runs on the order played forward to now. */
export type Action = (env: SimEnv, doc: OrderDoc, now: number, body: unknown) => Record<string, unknown>;

const OVER = new Set(['INTERCEPTED', 'EMPTY', 'DONE']);

function lineOf(doc: OrderDoc, body: unknown): OrderLine {
  const id = String(lineIdOf(fieldsOf(body)));
  const line = doc.lines.find((l) => String(l.lineId) === id);
  if (!line) throw notFound(`订单 ${doc.orderNo} 没有行 ${id}`);
  return line;
}

const lineView = (l: OrderLine) => ({
  lineId: l.lineId,
  lineNo: l.lineNo,
  state: l.state,
  result: l.result,
  tookQty: l.tookQty,
  qty: l.qty,
});

/** A line the stall answered with an exception or a part waits for the server's decision; nothing else does. */
function awaitingDecision(doc: OrderDoc, line: OrderLine): void {
  if (OVER.has(doc.stage))
    throw conflict('ORDER_OVER', `订单已${doc.stage === 'INTERCEPTED' ? '拦截' : '结束'}`);
  if (line.state !== 'EXCEPTION' && line.state !== 'TOOK_PART')
    throw conflict('LINE_NOT_WAITING', `行 ${line.lineId} 当前为 ${line.state}，无需处理`);
}

function requeueLine(env: SimEnv, doc: OrderDoc, line: OrderLine, now: number): void {
  line.state = 'WAITING';
  line.result = null;
  line.reason = null;
  line.exchange = null;
  scheduleBatch(env, doc, now);
}

export const intercept: Action = (_env, doc) => {
  if (doc.interception) return doc.interception;
  if (doc.parcel && doc.parcel.step >= 1) throw conflict('ALREADY_COLLECTED', '快递已揽收，无法拦截');
  if (doc.stage === 'DONE') throw conflict('ALREADY_COLLECTED', '快递已揽收，无法拦截');
  const answer = {
    orderNo: doc.orderNo,
    intercepted: true,
    stage: doc.stage,
    waybillPrinted: doc.parcel !== null,
    waybillNo: doc.parcel?.waybillNo ?? null,
    // Pieces already in hand go back to their stalls; the server settles what that costs.
    takenLines: doc.lines
      .filter((l) => l.tookQty > 0)
      .map((l) => ({ lineId: l.lineId, lineNo: l.lineNo, tookQty: l.tookQty })),
    untakenLines: doc.lines
      .filter((l) => l.tookQty === 0)
      .map((l) => ({ lineId: l.lineId, lineNo: l.lineNo })),
  };
  doc.stage = 'INTERCEPTED';
  doc.batchAt = null;
  doc.stepAt = null;
  if (doc.parcel) doc.parcel.dueAt = null;
  for (const l of doc.lines) {
    l.dueAt = null;
    if (l.state !== 'TOOK') l.state = 'DROPPED';
  }
  doc.interception = answer;
  return answer;
};

export const requeue: Action = (env, doc, now, body) => {
  const line = lineOf(doc, body);
  awaitingDecision(doc, line);
  requeueLine(env, doc, line, now);
  return { orderNo: doc.orderNo, line: lineView(line), batchAt: doc.batchAt };
};

/** Picks the line at another stall (or as other goods); fields not given come from the market's listing. */
export const reroute: Action = (env, doc, now, body) => {
  const line = lineOf(doc, body);
  awaitingDecision(doc, line);
  const f = fieldsOf(body);
  const goodsId = text(f, 'goodsId', 40);
  const goods = env.market.goods(goodsId);
  if (!goods) throw badRequest(`市场没有商品 ${goodsId}`);
  line.goodsId = goodsId;
  line.articleNo = optionalText(f, 'articleNo', 40) ?? goods.articleNo;
  line.stall = optionalText(f, 'stall', 80) ?? goods.stall;
  line.color = optionalText(f, 'color', 40) ?? line.color;
  line.size = optionalText(f, 'size', 20) ?? line.size;
  line.priceFen = optionalInt(f, 'priceFen', 0, 100_000_000) ?? env.market.priceAt(goods, now);
  requeueLine(env, doc, line, now);
  return {
    orderNo: doc.orderNo,
    line: { ...lineView(line), goodsId: line.goodsId, stall: line.stall, priceFen: line.priceFen },
    batchAt: doc.batchAt,
  };
};

/** 换款: accepted, a picker fetches the proposed goods (its LINE_RESULT says TOOK, exchanged); refused, the line is dropped. */
export const exchange: Action = (_env, doc, now, body) => {
  const line = lineOf(doc, body);
  awaitingDecision(doc, line);
  if (line.result !== 'E_CHANGE_TAKING' || !line.exchange)
    throw conflict('NO_EXCHANGE', `行 ${line.lineId} 没有换款建议`);
  const accept = fieldsOf(body).accept;
  if (typeof accept !== 'boolean') throw badRequest('accept 须为 true 或 false');
  if (accept) {
    line.exchanged = true;
    line.state = 'TAKING';
    line.dueAt = now + STEP_MS.exchangePick;
  } else {
    line.state = 'DROPPED';
    settleIfDone(doc, now);
  }
  return { orderNo: doc.orderNo, line: lineView(line), exchange: line.exchange };
};

/** The server gives up on a line (canceled, refunded, or 有货先发 on a part): what is in hand still ships. */
export const drop: Action = (_env, doc, now, body) => {
  const line = lineOf(doc, body);
  if (OVER.has(doc.stage)) throw conflict('ORDER_OVER', '订单已结束');
  if (line.state === 'TOOK') throw conflict('LINE_TAKEN', `行 ${line.lineId} 已拿货`);
  if (line.state !== 'DROPPED') {
    line.state = 'DROPPED';
    line.dueAt = null;
    settleIfDone(doc, now);
  }
  return { orderNo: doc.orderNo, line: lineView(line), stage: doc.stage };
};

/**
 * A new address — and, after a refused waybill, possibly another courier (`courier`). An order held
 * for its address goes back to printing.
 */
export const changeAddress =
  (ewaybill: EWaybill | null): Action =>
  (_env, doc, now, body) => {
    if (doc.parcel || OVER.has(doc.stage)) throw conflict('WAYBILL_PRINTED', '面单已打印，无法修改地址');
    const f = fieldsOf(body);
    doc.receiver = receiverOf(f.receiver ?? body);
    const courier = optionalText(f, 'courier', 10);
    if (courier) doc.courier = courier;
    // a typed address is plain: the platform's waybill is for the sealed one only
    doc.ewaybill = doc.receiver.encrypted ? ewaybill : null;
    if (doc.stage === 'ADDRESS_HOLD') {
      doc.stage = 'PRINTING';
      doc.stepAt = now + STEP_MS.print;
    }
    return {
      orderNo: doc.orderNo,
      changed: true,
      receiver: doc.receiver,
      courier: doc.courier,
      stage: doc.stage,
    };
  };

/** 挂起: the order's clock stops where it is (a batch, a pick, packing, the courier's 揽收 all wait). */
export const hold: Action = (_env, doc, now) => {
  if (doc.parcel && doc.parcel.step >= 1) throw conflict('ALREADY_COLLECTED', '快递已揽收，无法挂起');
  if (OVER.has(doc.stage)) throw conflict('ORDER_OVER', '订单已结束');
  doc.heldAt ??= now;
  return { orderNo: doc.orderNo, held: true, stage: doc.stage };
};

/** 恢复: the clock goes on; everything scheduled moves later by the time held. */
export const release: Action = (_env, doc, now) => {
  if (doc.heldAt == null) return { orderNo: doc.orderNo, held: false, stage: doc.stage };
  const paused = now - doc.heldAt;
  doc.heldAt = null;
  const later = (t: number | null) => (t === null ? null : t + paused);
  doc.batchAt = later(doc.batchAt);
  doc.stepAt = later(doc.stepAt);
  for (const l of doc.lines) l.dueAt = later(l.dueAt);
  if (doc.parcel) doc.parcel.dueAt = later(doc.parcel.dueAt);
  return { orderNo: doc.orderNo, held: false, stage: doc.stage };
};
