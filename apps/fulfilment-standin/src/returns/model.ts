/** A return the warehouse's returns desk expects for an after-sale case (退货退款, 换货): one per SH number. */

export interface ReturnLine {
  lineId: string | number;
  lineNo: number;
  articleNo: string;
  stall: string;
  color: string;
  size: string;
  qty: number;
  priceFen: number;
}

/**
 * EXPECTED (no waybill yet) → IN_TRANSIT (the buyer's waybill given; `dueAt` is the 签收) → SIGNED
 * (`dueAt` QC) → QC_PASSED (walked to the stall) → AT_STALL (the stall checks; `dueAt` its answer) →
 * DONE. QC failing or the stall refusing everything ends in PROBLEM; CANCELED before signing only.
 */
export type ReturnStage =
  'EXPECTED' | 'IN_TRANSIT' | 'SIGNED' | 'QC_PASSED' | 'AT_STALL' | 'DONE' | 'PROBLEM' | 'CANCELED';

/** What a test or the demo forces instead of the seeded draw. */
export interface ReturnForce {
  qc?: 'PASS' | 'FAIL';
  qcReason?: string;
  /** ACCEPT everything, REFUSE everything, PART: one piece of the last line refused. */
  factory?: 'ACCEPT' | 'REFUSE' | 'PART';
  factoryReason?: string;
}

export interface ReturnDoc {
  kind: 'RETURN';
  asNo: string;
  orderNo: string;
  /** The account's 退货编码 the buyer writes on the parcel (TH + 6 digits). */
  returnCode: string;
  reason: string;
  lines: ReturnLine[];
  stage: ReturnStage;
  /** The last seq handed out (gapless per SH from 1). */
  seq: number;
  expectedAt: number;
  waybillNo: string | null;
  courier: string | null;
  /** When the next step of the return is due (simulated ms), null while it waits for the buyer or is over. */
  dueAt: number | null;
  weightG: number | null;
  forced: ReturnForce;
  fingerprint: string;
}

export const isReturnDoc = (doc: unknown): doc is ReturnDoc =>
  !!doc && typeof doc === 'object' && (doc as { kind?: unknown }).kind === 'RETURN';

export const RETURN_OPEN_STAGES: readonly ReturnStage[] = ['EXPECTED', 'IN_TRANSIT'];
