/** An order as the warehouse keeps it: what was submitted, where each line stands, what happens next. */

export type LineResult =
  'TOOK' | 'TOOK_PART' | 'E_LACK_TAKING' | 'E_NEXT_TAKING' | 'E_CHANGE_TAKING' | 'E_STOP_TAKING';
export type StopReason = 'PRICE_RAISED' | 'STALL_CLOSED' | 'DELISTED';

export interface Receiver {
  name: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  address: string;
  /** Masking platforms: the platform's sealed receiver and its handle (the text above is masked). */
  encrypted?: string;
  oaid?: string;
}

/** A waybill the platform's e-waybill service issued for a sealed receiver (密文面单). */
export interface EWaybill {
  courier: string;
  waybillNo: string;
  /** 三段码, printed big for the sorting centre. */
  sortCode: string;
}

export interface ExchangeGoods {
  goodsId: string;
  articleNo: string;
  stallId: string;
  stall: string;
  title: string;
  color: string;
  size: string;
  priceFen: number;
}

/**
 * WAITING: for the next batch; TAKING: a picker is out for it (`dueAt` is their answer); TOOK and
 * DROPPED are settled; TOOK_PART and EXCEPTION wait for the server (requeue, reroute, exchange, drop).
 */
export type LineState = 'WAITING' | 'TAKING' | 'TOOK' | 'TOOK_PART' | 'EXCEPTION' | 'DROPPED';

export interface OrderLine {
  lineId: string | number;
  lineNo: number;
  goodsId: string;
  articleNo: string;
  stall: string;
  color: string;
  size: string;
  qty: number;
  priceFen: number;
  state: LineState;
  /** Pieces in hand (a partial take keeps its pieces when the rest is requeued). */
  tookQty: number;
  /** Picks so far; each draws its outcome afresh. */
  attempt: number;
  dueAt: number | null;
  result: LineResult | null;
  reason: StopReason | null;
  /** The stall's proposal on E_CHANGE_TAKING; the goods picked instead once accepted. */
  exchange: ExchangeGoods | null;
  exchanged: boolean;
}

export interface ForcedOutcome {
  /** Only this line (any line of the order when absent). */
  lineId?: string | number;
  result: LineResult;
  reason?: StopReason;
  tookQty?: number;
}

export interface ForcedParcel {
  /**
   * WAYBILL_REFUSED: the courier gives no waybill for the address (the order waits for a new one).
   * IN_TRANSIT: the parcel stops after 发往 and stays on its way (a test's parcel to intercept).
   */
  state: 'PROBLEM' | 'SIGNED' | 'WAYBILL_REFUSED' | 'IN_TRANSIT';
  /** 快递鸟 StateEx of the problem: 404 拒收, 420 地址不详, … */
  stateEx?: string;
}

export interface ParcelIntercept {
  asNo: string;
  outcome: 'INTERCEPTED' | 'FAILED';
  reason: string | null;
}

export interface Trace {
  AcceptTime: string;
  AcceptStation: string;
  Location: string;
}

export interface Parcel {
  courierCode: string;
  waybillNo: string;
  /** The courier steps taken so far (0: printed, not collected). */
  step: number;
  state: string;
  stateEx: string;
  traces: Trace[];
  dueAt: number | null;
  /** Decided when printed: the step a problem happens at, and its StateEx. */
  problem: { atStep: number; stateEx: string } | null;
}

/**
 * WAITING_BATCH → TAKING → QC → PACKING → PRINTING → SHIPPED → DONE; INTERCEPTED (the server
 * called it back) and EMPTY (every line dropped, nothing to ship) end it too. ADDRESS_HOLD: the
 * courier refused a waybill for the address; a new address (or courier) sends it back to PRINTING.
 */
export type OrderStage =
  | 'WAITING_BATCH'
  | 'TAKING'
  | 'QC'
  | 'PACKING'
  | 'PRINTING'
  | 'ADDRESS_HOLD'
  | 'SHIPPED'
  | 'DONE'
  | 'INTERCEPTED'
  | 'EMPTY';

export interface OrderSender {
  name?: string;
  phone?: string;
  remark?: string;
  neutral?: boolean;
}

export interface OrderDoc {
  orderNo: string;
  courier: string;
  /** What the shoe box adds to (or, without one, takes off) each pair's weight when packed. */
  pieceDeltaG?: number;
  receiver: Receiver;
  /** The shop order behind it, for orders of masking platforms: their waybill is asked for there. */
  platform?: { channel: string; tid: string } | null;
  /** 密文面单 taken for the order (again when the courier changes). */
  ewaybill?: EWaybill | null;
  /** The seller's 自定义发货信息: the sender on the waybill (else the warehouse), 面单备注, 中性包装. */
  sender?: OrderSender | null;
  lines: OrderLine[];
  stage: OrderStage;
  /** The last seq handed out (events are numbered per order from 1, gapless). */
  seq: number;
  submittedAt: number;
  /** When the next batch takes this order's WAITING lines. */
  batchAt: number | null;
  batches: number;
  /** When the order-level step of QC / PACKING / PRINTING is due. */
  stepAt: number | null;
  weightG: number | null;
  parcel: Parcel | null;
  forced: ForcedOutcome[];
  forcedParcel: ForcedParcel | null;
  /** 挂起 by the server since this instant (simulated ms): nothing moves until released. */
  heldAt?: number | null;
  /** The answer of the interception, repeated to a second call. */
  interception: Record<string, unknown> | null;
  /** 已发货仅退款: the courier asked to bring the parcel back for an after-sale case (`returns/intercept.ts`). */
  parcelIntercept?: ParcelIntercept | null;
  /** A test's outcome for the next parcel interception instead of the seeded draw. */
  forcedIntercept?: 'OK' | 'FAIL' | null;
  /** A fingerprint of the submission, so the same orderNo sent again is a repeat, a different one a conflict. */
  fingerprint: string;
}

/** What leaves the warehouse for the server: a webhook event or a courier push, in order per order (or per return). */
export interface OutMessage {
  key: string;
  /** RETURN_EVENT: the returns desk's, to its own hook path. */
  kind: 'EVENT' | 'TRACE' | 'RETURN_EVENT';
  seq: number | null;
  type: string;
  /** The exact JSON text sent (EVENT) or the RequestData of the push (TRACE). */
  payload: string;
}

/** The earliest thing scheduled for an order, or null when it waits for the server or is over. */
export function nextDue(doc: OrderDoc): number | null {
  if (doc.heldAt != null) return null;
  const times: number[] = [];
  if (doc.batchAt !== null && doc.lines.some((l) => l.state === 'WAITING')) times.push(doc.batchAt);
  for (const l of doc.lines) if (l.state === 'TAKING' && l.dueAt !== null) times.push(l.dueAt);
  if (doc.stepAt !== null) times.push(doc.stepAt);
  if (doc.parcel?.dueAt != null) times.push(doc.parcel.dueAt);
  return times.length ? Math.min(...times) : null;
}
