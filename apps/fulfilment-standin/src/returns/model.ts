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
 * Refused pieces may go to the stall once more (重新退档口: round 2, from QC_PASSED), or the desk asks
 * the stall for part of their price (协商退款: NEGOTIATING, `dueAt` the stall's offer, then PROBLEM
 * until the seller answers it). 已发货仅退款 asks the courier to bring the buyer's parcel back instead:
 * INTERCEPTING (`dueAt` the courier's answer) → DONE (back to the warehouse) or INTERCEPT_FAILED.
 */
export type ReturnStage =
  | 'EXPECTED'
  | 'IN_TRANSIT'
  | 'SIGNED'
  | 'QC_PASSED'
  | 'AT_STALL'
  | 'DONE'
  | 'PROBLEM'
  | 'CANCELED'
  | 'NEGOTIATING'
  | 'INTERCEPTING'
  | 'INTERCEPT_FAILED'
  | 'REVIEWING'
  | 'REVIEW_REFUSED';

/** What a test or the demo forces instead of the seeded draw. */
export interface ReturnForce {
  qc?: 'PASS' | 'FAIL';
  qcReason?: string;
  /** ACCEPT everything, REFUSE everything, PART: one piece of the last line refused. */
  factory?: 'ACCEPT' | 'REFUSE' | 'PART';
  factoryReason?: string;
  /** The stall's answer to 协商退款: an offer (of `offerFen`, else drawn), or a refusal. */
  negotiation?: 'OFFER' | 'REFUSE';
  offerFen?: number;
  /** 价保 / 补寄: the desk's finding instead of the draw (and, for 价保, the fen the stall grants). */
  review?: 'APPROVE' | 'REFUSE';
  reviewFen?: number;
}

/** 协商退款: the pieces asked about, then the stall's offer (0: it would not) and the seller's answer. */
export interface Negotiation {
  lines: { lineId: string | number; qty: number }[];
  offerFen: number | null;
  note: string | null;
  answer: 'ACCEPTED' | 'DECLINED' | null;
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
  /** 2 once the refused pieces went to the stall again (older documents have none: 1). */
  round?: number;
  negotiation?: Negotiation | null;
  /** 已发货仅退款: the courier's answer, decided when asked (the parcel stops at once when it can). */
  intercept?: { outcome: 'INTERCEPTED' | 'FAILED'; reason: string | null } | null;
  /**
   * What the stall is asked to do with the goods: take them back (退货退款, older documents have none),
   * swap them for `exchangeTo` (换货) or mend them (维修) — the last two are shipped to the buyer again
   * by the courier that took the order (`reshipCourier`), the parcel's waybill in FACTORY_RESULT.
   */
  service?: ReturnService;
  exchangeTo?: string | null;
  reshipCourier?: string | null;
  reship?: { waybillNo: string; courier: string; weightG: number } | null;
  /**
   * 价保 (PRICE: the stall lowered its price; `fen` asked back) or 补寄 (REISSUE: the buyer is short of a
   * piece or a part, shipped again when the desk's records bear it out): nothing comes back, the desk
   * looks into it (REVIEWING) and answers REVIEW_RESULT.
   */
  review?: { kind: ReviewKind; fen: number | null } | null;
}

export const REVIEW_KINDS = ['PRICE', 'REISSUE'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

export const RETURN_SERVICES = ['RETURN', 'EXCHANGE', 'REPAIR'] as const;
export type ReturnService = (typeof RETURN_SERVICES)[number];

export const isReturnDoc = (doc: unknown): doc is ReturnDoc =>
  !!doc && typeof doc === 'object' && (doc as { kind?: unknown }).kind === 'RETURN';

export const RETURN_OPEN_STAGES: readonly ReturnStage[] = ['EXPECTED', 'IN_TRANSIT'];
