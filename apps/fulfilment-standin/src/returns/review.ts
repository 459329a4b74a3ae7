import { Rng, hashText, mixSeed } from '@oms/standin-kit';
import { beijingIso } from '../shanghai.ts';
import type { OutMessage } from '../orders/model.ts';
import type { ReturnDoc, ReturnLine, ReviewKind } from './model.ts';
import { deskWaybillNo, returnEventMessage } from './simulate.ts';

const MIN = 60_000;
/** The desk answers 价保 (asking the stall) and 补寄 (checking its packing records) half an hour later. */
export const REVIEW_ANSWER_MS = 30 * MIN;
export const REVIEW_APPROVE_SHARE: Record<ReviewKind, number> = { PRICE: 0.7, REISSUE: 0.8 };
export const REVIEW_REFUSALS: Record<ReviewKind, readonly string[]> = {
  PRICE: ['档口未降价', '降价款式与订单不是同款', '已超过档口价保期'],
  REISSUE: ['出库称重与订单一致，不予补寄', '出库照片显示商品和配件齐全'],
};
const PIECE_G = 300;
const PACKAGING_G = 80;

const rngOf = (seed: number, asNo: string, salt: number) => new Rng(mixSeed(seed, hashText(asNo), salt));

/** A 价保 or 补寄 the desk was asked to look into, answered `REVIEW_ANSWER_MS` later. */
export function reviewingReturn(
  input: {
    asNo: string;
    orderNo: string;
    reason: string;
    lines: ReturnLine[];
    kind: ReviewKind;
    fen: number | null;
  },
  reshipCourier: string | null,
  fingerprint: string,
  now: number,
): ReturnDoc {
  return {
    kind: 'RETURN',
    asNo: input.asNo,
    orderNo: input.orderNo,
    returnCode: '-',
    reason: input.reason,
    lines: input.lines,
    stage: 'REVIEWING',
    seq: 0,
    expectedAt: now,
    waybillNo: null,
    courier: null,
    dueAt: now + REVIEW_ANSWER_MS,
    weightG: null,
    forced: {},
    fingerprint,
    reshipCourier,
    review: { kind: input.kind, fen: input.fen },
  };
}

/**
 * The desk's finding: 价保 — the stall grants the difference asked (or half of it, in whole yuan) or
 * says why not; 补寄 — the missing pieces (one a line) go out in a parcel of their own, or the packing
 * records show nothing was short.
 */
export function reviewAnswer(seed: number, doc: ReturnDoc, at: number): OutMessage {
  const review = doc.review!;
  const rng = rngOf(seed, doc.asNo, 41);
  const approved = doc.forced.review
    ? doc.forced.review === 'APPROVE'
    : rng.next() < REVIEW_APPROVE_SHARE[review.kind];
  doc.stage = approved ? 'DONE' : 'REVIEW_REFUSED';
  doc.dueAt = null;
  if (!approved)
    return returnEventMessage(doc, 'REVIEW_RESULT', {
      kind: review.kind,
      approved,
      reason: rng.pick(REVIEW_REFUSALS[review.kind]),
      at: beijingIso(at),
    });
  if (review.kind === 'PRICE') {
    const asked = review.fen ?? 0;
    const fen =
      doc.forced.reviewFen ?? (rng.next() < 0.6 ? asked : Math.max(100, Math.floor(asked / 200) * 100));
    return returnEventMessage(doc, 'REVIEW_RESULT', {
      kind: review.kind,
      approved,
      fen: Math.min(asked, fen),
      reason: null,
      at: beijingIso(at),
    });
  }
  const courier = doc.reshipCourier ?? 'ZTO';
  doc.reship = {
    waybillNo: deskWaybillNo(rng, courier),
    courier,
    weightG: doc.lines.length * PIECE_G + PACKAGING_G,
  };
  return returnEventMessage(doc, 'REVIEW_RESULT', {
    kind: review.kind,
    approved,
    reship: doc.reship,
    reason: null,
    at: beijingIso(at),
  });
}
