import { Rng, hashText, mixSeed } from '@oms/standin-kit';
import { badRequest, conflict } from '../errors.ts';
import { fieldsOf, int, lineIdOf, type Fields } from '../fields.ts';
import type { OutMessage } from '../orders/model.ts';
import type { ReturnDoc } from './model.ts';
import { RETURN_STEP_MS } from './outcomes.ts';

type Step<T> = { doc: ReturnDoc | null; out: OutMessage[]; result: T };
const same = (doc: ReturnDoc): Step<ReturnDoc> => ({ doc, out: [], result: doc });

/** Share of 协商退款 the stall will not discuss at all. */
export const NEGOTIATION_REFUSE_SHARE = 0.2;
/** What a stall offers of the refused pieces' price: 50–80 %, in whole yuan. */
export const NEGOTIATION_OFFER_PCT = [50, 80] as const;

/** The refused pieces a request names: each a line of the return, no more pieces than it had. */
function piecesOf(doc: ReturnDoc, body: unknown) {
  const f = fieldsOf(body);
  if (!Array.isArray(f.lines) || f.lines.length < 1 || f.lines.length > 200)
    throw badRequest('lines 须为 1 到 200 个商品');
  return (f.lines as unknown[]).map((raw) => {
    const l: Fields = fieldsOf(raw);
    const lineId = lineIdOf(l);
    const line = doc.lines.find((x) => String(x.lineId) === String(lineId));
    if (!line) throw badRequest(`退货中没有商品 ${lineId}`);
    return { line, qty: int(l, 'qty', 1, line.qty) };
  });
}

const isOver = (doc: ReturnDoc) => doc.stage === 'PROBLEM' || doc.stage === 'DONE';

/**
 * 重新退档口: the pieces the stall refused (or QC failed) walked back once more, from QC_PASSED as the
 * first time; the stall's answer is drawn afresh. Once a return; a repeat answers the same.
 */
export function restall(doc: ReturnDoc, body: unknown, now: number): Step<ReturnDoc> {
  const pieces = piecesOf(doc, body);
  if ((doc.round ?? 1) >= 2) return same(doc);
  if (!isOver(doc) || doc.negotiation?.answer === 'ACCEPTED')
    throw conflict('RETURN_NOT_REFUSED', '退货没有被拒收的商品，不能重新退档口');
  doc.round = 2;
  doc.lines = pieces.map((p) => ({ ...p.line, qty: p.qty }));
  doc.negotiation = null;
  doc.stage = 'QC_PASSED';
  doc.dueAt = now + RETURN_STEP_MS.toStall;
  delete doc.forced.factory;
  delete doc.forced.factoryReason;
  return same(doc);
}

/** 协商退款: the desk asks the stall to keep the refused pieces for part of their price; it answers after a while. */
export function negotiate(doc: ReturnDoc, body: unknown, now: number): Step<ReturnDoc> {
  const pieces = piecesOf(doc, body);
  if (doc.negotiation) return same(doc);
  if (!isOver(doc)) throw conflict('RETURN_NOT_REFUSED', '退货没有被拒收的商品，不能协商退款');
  doc.negotiation = {
    lines: pieces.map((p) => ({ lineId: p.line.lineId, qty: p.qty })),
    offerFen: null,
    note: null,
    answer: null,
  };
  doc.stage = 'NEGOTIATING';
  doc.dueAt = now + RETURN_STEP_MS.stall;
  return same(doc);
}

/** The stall's offer, drawn from the seed (or forced): 0 with why when it will not. */
export function stallOffer(seed: number, doc: ReturnDoc): { offerFen: number; note: string } {
  const n = doc.negotiation!;
  const value = n.lines.reduce(
    (s, l) => s + l.qty * (doc.lines.find((x) => String(x.lineId) === String(l.lineId))?.priceFen ?? 0),
    0,
  );
  const rng = new Rng(mixSeed(seed, hashText(doc.asNo), 25));
  const refuse = doc.forced.negotiation
    ? doc.forced.negotiation === 'REFUSE'
    : rng.next() < NEGOTIATION_REFUSE_SHARE;
  if (refuse) return { offerFen: 0, note: '档口不同意协商退款' };
  const pct = rng.int(NEGOTIATION_OFFER_PCT[0], NEGOTIATION_OFFER_PCT[1]);
  const offerFen = Math.min(
    value,
    doc.forced.offerFen ?? Math.max(100, Math.floor((value * pct) / 10_000) * 100),
  );
  return { offerFen, note: `档口同意按¥${(offerFen / 100).toFixed(2)}退款，货品留档口` };
}

/** The seller's answer to the offer (接受 / 拒绝); the same answer again answers the same. */
export function answerNegotiation(doc: ReturnDoc, body: unknown): Step<ReturnDoc> {
  const accept = fieldsOf(body).accept;
  if (typeof accept !== 'boolean') throw badRequest('accept 须为 true 或 false');
  const n = doc.negotiation;
  if (!n || !n.offerFen) throw conflict('NO_OFFER', '档口没有可接受的协商退款');
  const answer = accept ? 'ACCEPTED' : 'DECLINED';
  if (n.answer === answer) return same(doc);
  if (n.answer) throw conflict('OFFER_ANSWERED', '协商退款已答复');
  n.answer = answer;
  if (accept) doc.stage = 'DONE';
  return same(doc);
}
