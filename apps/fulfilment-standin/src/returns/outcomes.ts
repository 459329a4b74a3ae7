import { Rng, hashText, mixSeed } from '@oms/standin-kit';
import type { ReturnDoc } from './model.ts';

const MIN = 60_000;
/** Simulated time of each step: 签收 3–20 minutes after the waybill (the demo's pace), then QC, the walk, the stall. */
export const RETURN_STEP_MS = {
  sign: [3 * MIN, 20 * MIN] as const,
  qc: 10 * MIN,
  toStall: 30 * MIN,
  stall: 30 * MIN,
};

export const QC_PASS_SHARE = 0.85;
export const STALL_ACCEPT_SHARE = 0.85;
/** Of the rest: a part refused (7 %) or everything (8 %). */
export const STALL_PART_SHARE = 0.07;

export const QC_FAIL_REASONS = ['吊牌缺失', '商品破损', '非本店商品', '商品有污渍'] as const;
/** domain.md's stall refusals. */
export const STALL_REFUSE_REASONS = [
  '试穿有异味',
  '档口无理由拒绝',
  '缺少配件/吊牌',
  '降价超过10元',
  '二次加工',
  '影响二次销售',
] as const;

const rngOf = (seed: number, doc: ReturnDoc, salt: number) =>
  new Rng(mixSeed(seed, hashText(doc.asNo), salt));

export const signDelay = (seed: number, doc: ReturnDoc) =>
  rngOf(seed, doc, 21).int(RETURN_STEP_MS.sign[0], RETURN_STEP_MS.sign[1]);

export function qcOutcome(seed: number, doc: ReturnDoc): { pass: boolean; reason: string | null } {
  const rng = rngOf(seed, doc, 22);
  const pass = doc.forced.qc ? doc.forced.qc === 'PASS' : rng.next() < QC_PASS_SHARE;
  if (pass) return { pass, reason: null };
  return { pass, reason: doc.forced.qcReason ?? rng.pick(QC_FAIL_REASONS) };
}

/** A swap the stall cannot make, a mend it cannot do, beside the refusals of any return. */
const refusalsOf = (doc: ReturnDoc): readonly string[] =>
  doc.service === 'EXCHANGE'
    ? ['档口无货可换', '档口无货可换', ...STALL_REFUSE_REASONS]
    : doc.service === 'REPAIR'
      ? ['档口无法维修', '档口无法维修', ...STALL_REFUSE_REASONS]
      : STALL_REFUSE_REASONS;

export interface StallLineAnswer {
  lineId: string | number;
  lineNo: number;
  acceptedQty: number;
  refusedQty: number;
  acceptedFen: number;
  reason: string | null;
}

export function stallOutcome(seed: number, doc: ReturnDoc): StallLineAnswer[] {
  // a second walk (重新退档口) is answered afresh
  const rng = rngOf(seed, doc, 23 + 100 * ((doc.round ?? 1) - 1));
  const draw = rng.next();
  const kind =
    doc.forced.factory ??
    (draw < STALL_ACCEPT_SHARE ? 'ACCEPT' : draw < STALL_ACCEPT_SHARE + STALL_PART_SHARE ? 'PART' : 'REFUSE');
  const reason = doc.forced.factoryReason ?? rng.pick(refusalsOf(doc));
  return doc.lines.map((l, i) => {
    const refusedQty = kind === 'REFUSE' ? l.qty : kind === 'PART' && i === doc.lines.length - 1 ? 1 : 0;
    const acceptedQty = l.qty - refusedQty;
    return {
      lineId: l.lineId,
      lineNo: l.lineNo,
      acceptedQty,
      refusedQty,
      acceptedFen: acceptedQty * l.priceFen,
      reason: refusedQty ? reason : null,
    };
  });
}
