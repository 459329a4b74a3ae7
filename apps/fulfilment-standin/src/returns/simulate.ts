import type { OutMessage } from '../orders/model.ts';
import { beijingIso } from '../shanghai.ts';
import type { ReturnDoc } from './model.ts';
import { Rng, hashText, mixSeed } from '@oms/standin-kit';
import { RETURN_STEP_MS, qcOutcome, stallOutcome, type StallLineAnswer } from './outcomes.ts';
import { stallOffer } from './problemDesk.ts';
import { photoIdOf } from './photos.ts';
import { reviewAnswer } from './review.ts';

export type ReturnEventType =
  | 'RETURN_SIGNED'
  | 'QC_RESULT'
  | 'FACTORY_RECEIVED'
  | 'FACTORY_RESULT'
  | 'NEGOTIATION_OFFER'
  | 'INTERCEPT_RESULT'
  | 'REVIEW_RESULT';

/** The next event of a return, numbered gapless per SH; the id is the subject and seq (a resend is the same event). */
export function returnEventMessage(
  doc: ReturnDoc,
  type: ReturnEventType,
  data: Record<string, unknown>,
): OutMessage {
  const seq = ++doc.seq;
  const payload = JSON.stringify({ eventId: `${doc.asNo}-${seq}`, subject: doc.asNo, seq, type, data });
  return { key: doc.asNo, kind: 'RETURN_EVENT', seq, type, payload };
}

const WAYBILL_PREFIX: Record<string, string> = { SF: 'SF', YTO: 'YT', JTSD: 'JT', JD: 'JDV', EMS: 'E' };

/** A parcel the desk sends to the buyer (a swap, a mend, a piece short): a number of its courier's shape. */
export const deskWaybillNo = (rng: Rng, courier: string) =>
  `${WAYBILL_PREFIX[courier] ?? '7'}${String(rng.int(10 ** 11, 10 ** 12 - 1))}`;

/** 换货 and 维修: what the stall swapped or mended goes to the buyer in a parcel of its own, the same day. */
function reshipOf(seed: number, doc: ReturnDoc, lines: StallLineAnswer[]): ReturnDoc['reship'] {
  if (!doc.service || doc.service === 'RETURN') return null;
  const pieces = lines.reduce((s, l) => s + l.acceptedQty, 0);
  if (pieces === 0) return null;
  const courier = doc.reshipCourier ?? doc.courier ?? 'YTO';
  const rng = new Rng(mixSeed(seed, hashText(doc.asNo), 24 + 100 * ((doc.round ?? 1) - 1)));
  return { waybillNo: deskWaybillNo(rng, courier), courier, weightG: pieces * PIECE_G + PACKAGING_G };
}

const PACKAGING_G = 80;
const PIECE_G = 300;

/** Plays a return forward to `now`: every step due by then, each with its event. */
export function advanceReturn(seed: number, doc: ReturnDoc, now: number): OutMessage[] {
  const out: OutMessage[] = [];
  while (doc.dueAt !== null && doc.dueAt <= now) {
    const at = doc.dueAt;
    switch (doc.stage) {
      case 'IN_TRANSIT':
        doc.stage = 'SIGNED';
        doc.weightG = doc.lines.reduce((s, l) => s + l.qty * PIECE_G, PACKAGING_G);
        out.push(
          returnEventMessage(doc, 'RETURN_SIGNED', {
            waybillNo: doc.waybillNo,
            courier: doc.courier,
            returnCode: doc.returnCode,
            weightG: doc.weightG,
            at: beijingIso(at),
            photos: [photoIdOf(doc.asNo, 'L'), photoIdOf(doc.asNo, 'C')],
          }),
        );
        doc.dueAt = at + RETURN_STEP_MS.qc;
        break;
      case 'SIGNED': {
        const qc = qcOutcome(seed, doc);
        const photos = qc.pass ? [] : [photoIdOf(doc.asNo, 'Q')];
        out.push(returnEventMessage(doc, 'QC_RESULT', { ...qc, at: beijingIso(at), photos }));
        doc.stage = qc.pass ? 'QC_PASSED' : 'PROBLEM';
        doc.dueAt = qc.pass ? at + RETURN_STEP_MS.toStall : null;
        break;
      }
      case 'QC_PASSED':
        doc.stage = 'AT_STALL';
        out.push(returnEventMessage(doc, 'FACTORY_RECEIVED', { at: beijingIso(at) }));
        doc.dueAt = at + RETURN_STEP_MS.stall;
        break;
      case 'AT_STALL': {
        const lines = stallOutcome(seed, doc);
        doc.reship = reshipOf(seed, doc, lines);
        const reship = doc.reship ? { reship: doc.reship } : {};
        out.push(returnEventMessage(doc, 'FACTORY_RESULT', { lines, ...reship, at: beijingIso(at) }));
        doc.stage = lines.some((l) => l.acceptedQty > 0) ? 'DONE' : 'PROBLEM';
        doc.dueAt = null;
        break;
      }
      case 'NEGOTIATING': {
        const offer = stallOffer(seed, doc);
        doc.negotiation!.offerFen = offer.offerFen;
        doc.negotiation!.note = offer.note;
        out.push(
          returnEventMessage(doc, 'NEGOTIATION_OFFER', {
            ...offer,
            lines: doc.negotiation!.lines,
            at: beijingIso(at),
          }),
        );
        doc.stage = 'PROBLEM';
        doc.dueAt = null;
        break;
      }
      case 'INTERCEPTING': {
        const answer = doc.intercept ?? { outcome: 'FAILED', reason: '快递网点拦截超时' };
        const intercepted = answer.outcome === 'INTERCEPTED';
        out.push(
          returnEventMessage(doc, 'INTERCEPT_RESULT', {
            intercepted,
            reason: answer.reason,
            waybillNo: doc.waybillNo,
            courier: doc.courier,
            at: beijingIso(at),
          }),
        );
        doc.stage = intercepted ? 'DONE' : 'INTERCEPT_FAILED';
        doc.dueAt = null;
        break;
      }
      case 'REVIEWING':
        out.push(reviewAnswer(seed, doc, at));
        break;
      default:
        doc.dueAt = null;
    }
  }
  return out;
}
