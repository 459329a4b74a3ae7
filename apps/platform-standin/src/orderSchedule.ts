import { Rng, mixSeed } from '@oms/standin-kit';
import type { ShopTimeline } from './shopTimeline.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** REFUNDED, REFUSED by the seller, or CLOSED: the buyer withdrew it (买家撤销). */
export type RefundOutcome = 'REFUNDED' | 'REFUSED' | 'CLOSED';

/** A waybill the seller pushed: from then on the order was shipped by the seller, not by chance. */
export interface PushedWaybill {
  shippedAt: number;
  expressCompany: string;
  waybillNo: string;
  /** 追加包裹: further parcels of the order, sent after it was shipped. */
  packages?: Array<{ at: number; expressCompany: string; waybillNo: string }>;
}

/**
 * When everything happens to one order, decided at once from its seed. Times are ms; null means it
 * never happens. Each change is what a buyer, the platform or the seller did, and bumps `modified`.
 */
export interface OrderSchedule {
  k: number;
  lineCount: number;
  createdAt: number;
  paidAt: number | null;
  /** Never paid: the platform closes it. */
  unpaidClosedAt: number | null;
  /** The buyer cancelled before shipping. */
  cancelledAt: number | null;
  addressChangedAt: number | null;
  shippedAt: number | null;
  /** Shipped elsewhere (the seller's own backend) rather than through a pushed waybill. */
  shippedByPlatform: boolean;
  finishedAt: number | null;
  /** One refund of one line: after shipping, or (`early`) asked before the parcel left. */
  refund: {
    line: number;
    requestedAt: number;
    resolvedAt: number;
    outcome: RefundOutcome;
    early?: boolean;
    /** 极速退款: asked before shipping and refunded by the platform at once, without the seller. */
    fast?: boolean;
    /**
     * After shipping, the buyer sends the goods back (退货退款): the seller agrees, the buyer ships with a
     * waybill to the shop's return address, the refund ends once the goods arrive. Null for 仅退款.
     * A buyer who withdraws does so after the agreement, before shipping anything.
     */
    goodsBack?: { agreedAt: number; shippedBackAt: number | null; waybillNo: string; company: string } | null;
    /**
     * 换货: the goods go back for another colour or size instead of the money; granted, the shop sends
     * the swap and nothing is refunded (the order is not closed by it).
     */
    exchange?: boolean;
  } | null;
}

/**
 * The draws of one order, all made every time in the same order so that no decision shifts another's
 * random numbers: a pushed waybill changes what follows from the draws, not the draws.
 */
interface Draws {
  slotPosition: number;
  lineCount: number;
  neverPays: boolean;
  payDelay: number;
  unpaidCloseDelay: number;
  cancels: boolean;
  cancelDelay: number;
  changesAddress: boolean;
  addressDelay: number;
  shipsElsewhere: boolean;
  shipDelay: number;
  finishDelay: number;
  asksRefund: boolean;
  refundDelay: number;
  refundResolveDelay: number;
  refundRefused: boolean;
  refundLinePick: number;
  asksEarlyRefund: boolean;
  earlyRefundDelay: number;
  earlyRefundResolveDelay: number;
  earlyRefundRefused: boolean;
  buyerWithdraws: boolean;
  refundOnly: boolean;
  returnWaybillDigits: string;
  returnCompanyPick: number;
  fastRefund: boolean;
  exchange: boolean;
}

/** 极速退款 is granted this long after the buyer asks. */
const FAST_REFUND_MS = 2 * 60_000;

/** The schedule's own random stream; content (names, goods) draws from another. */
const SCHEDULE_STREAM = 1;

function seconds(ms: number): number {
  return Math.round(ms / SECOND) * SECOND;
}

function drawsOf(timeline: ShopTimeline, k: number): Draws {
  const rng = new Rng(mixSeed(timeline.seed, k, SCHEDULE_STREAM));
  const lineRoll = rng.next();
  return {
    slotPosition: rng.next(),
    lineCount: lineRoll < 0.7 ? 1 : lineRoll < 0.92 ? 2 : 3,
    neverPays: rng.chance(0.08),
    // Most buyers pay within a minute or two; a few come back much later.
    payDelay: seconds(5 * SECOND + rng.next() ** 3 * 20 * MINUTE),
    unpaidCloseDelay: seconds(15 * MINUTE + rng.next() * 23 * HOUR),
    cancels: rng.chance(0.05),
    cancelDelay: seconds(10 * MINUTE + rng.next() * 8 * HOUR),
    changesAddress: rng.chance(0.06),
    addressDelay: seconds(5 * MINUTE + rng.next() * 6 * HOUR),
    shipsElsewhere: rng.chance(0.85),
    // Always after any address change or cancellation could have come (those end by 8 h 10 min).
    shipDelay: seconds(9 * HOUR + rng.next() * 51 * HOUR),
    finishDelay: seconds(3 * DAY + rng.next() * 6 * DAY),
    asksRefund: rng.chance(0.08),
    refundDelay: seconds(1 * DAY + rng.next() * 5 * DAY),
    refundResolveDelay: seconds(6 * HOUR + rng.next() * 66 * HOUR),
    refundRefused: rng.chance(0.25),
    refundLinePick: rng.next(),
    // drawn last, so the draws above stay what they were before unshipped refunds existed
    asksEarlyRefund: rng.chance(0.04),
    earlyRefundDelay: seconds(30 * MINUTE + rng.next() * 7.5 * HOUR),
    earlyRefundResolveDelay: seconds(1 * HOUR + rng.next() * 11 * HOUR),
    earlyRefundRefused: rng.chance(0.1),
    // drawn last again: a buyer who withdraws a refund after shipping (买家撤销)
    buyerWithdraws: rng.chance(0.12),
    // drawn last again: 已发货仅退款 (the goods stay with the buyer) and the buyer's return parcel
    refundOnly: rng.chance(0.18),
    returnWaybillDigits: rng.digits(12),
    returnCompanyPick: rng.next(),
    // drawn last again: 极速退款, an unshipped refund the platform grants at once
    fastRefund: rng.chance(0.4),
    // drawn last again: 换货, a buyer who sends the goods back for another colour or size
    exchange: rng.chance(0.2),
  };
}

/** The order's schedule; with a pushed waybill, shipping happened then and everything after follows from it. */
export function scheduleOf(
  timeline: ShopTimeline,
  k: number,
  pushed: PushedWaybill | null = null,
): OrderSchedule {
  const d = drawsOf(timeline, k);
  const createdAt = timeline.createdAt(k, d.slotPosition);
  const schedule: OrderSchedule = {
    k,
    lineCount: d.lineCount,
    createdAt,
    paidAt: null,
    unpaidClosedAt: null,
    cancelledAt: null,
    addressChangedAt: null,
    shippedAt: null,
    shippedByPlatform: false,
    finishedAt: null,
    refund: null,
  };
  if (d.neverPays) {
    schedule.unpaidClosedAt = createdAt + d.unpaidCloseDelay;
    return schedule;
  }
  const paidAt = createdAt + d.payDelay;
  schedule.paidAt = paidAt;
  const before = (at: number) => pushed === null || at < pushed.shippedAt;
  if (d.changesAddress && before(paidAt + d.addressDelay))
    schedule.addressChangedAt = paidAt + d.addressDelay;
  if (d.cancels && !pushed) {
    schedule.cancelledAt = paidAt + d.cancelDelay;
    // A cancelled order's address change after the cancellation never happened.
    if (schedule.addressChangedAt !== null && schedule.addressChangedAt >= schedule.cancelledAt) {
      schedule.addressChangedAt = null;
    }
    return schedule;
  }
  if (pushed) schedule.shippedAt = pushed.shippedAt;
  else if (d.shipsElsewhere) {
    schedule.shippedAt = paidAt + d.shipDelay;
    schedule.shippedByPlatform = true;
  }
  // 未发货仅退款: a buyer who asks before the parcel leaves; a granted refund of the only line closes
  // the order before the platform would have shipped it
  const earlyAt = paidAt + d.earlyRefundDelay;
  if (d.asksEarlyRefund && (schedule.shippedAt === null || earlyAt < schedule.shippedAt)) {
    const fast = d.fastRefund && !d.earlyRefundRefused;
    schedule.refund = {
      line: Math.floor(d.refundLinePick * d.lineCount),
      requestedAt: earlyAt,
      resolvedAt: earlyAt + (fast ? FAST_REFUND_MS : d.earlyRefundResolveDelay),
      outcome: d.earlyRefundRefused ? 'REFUSED' : 'REFUNDED',
      early: true,
      ...(fast ? { fast } : {}),
    };
    if (closesOrder(schedule) && !pushed) {
      schedule.shippedAt = null;
      schedule.shippedByPlatform = false;
      return schedule;
    }
  }
  if (schedule.shippedAt === null) return schedule;
  schedule.finishedAt = schedule.shippedAt + d.finishDelay;
  if (schedule.refund) {
    if (closesOrder(schedule) && schedule.refund.resolvedAt < schedule.finishedAt) schedule.finishedAt = null;
  } else if (d.asksRefund) {
    const requestedAt = schedule.shippedAt + d.refundDelay;
    const outcome: RefundOutcome = d.refundRefused ? 'REFUSED' : d.buyerWithdraws ? 'CLOSED' : 'REFUNDED';
    const resolvedAt = requestedAt + d.refundResolveDelay;
    const window = resolvedAt - requestedAt;
    const company = RETURN_COMPANIES[Math.floor(d.returnCompanyPick * RETURN_COMPANIES.length)]!;
    schedule.refund = {
      line: Math.floor(d.refundLinePick * d.lineCount),
      requestedAt,
      resolvedAt,
      outcome,
      ...(d.exchange && !d.refundOnly && outcome !== 'REFUSED' ? { exchange: true } : {}),
      // the seller agrees a fifth of the way in, the buyer ships half way; refused ones never got there
      goodsBack:
        d.refundOnly || outcome === 'REFUSED'
          ? null
          : {
              agreedAt: requestedAt + seconds(window * 0.2),
              shippedBackAt: outcome === 'REFUNDED' ? requestedAt + seconds(window * 0.5) : null,
              waybillNo: `${company.prefix}${d.returnWaybillDigits}`,
              company: company.name,
            },
    };
    // A fully refunded order is closed; it is not finished afterwards.
    if (closesOrder(schedule) && schedule.refund.resolvedAt < schedule.finishedAt) schedule.finishedAt = null;
  }
  return schedule;
}

/** A refund of the only line closes the order once granted. */
export function closesOrder(schedule: OrderSchedule): boolean {
  return schedule.refund?.outcome === 'REFUNDED' && !schedule.refund.exchange && schedule.lineCount === 1;
}

/** Every instant the order changed or will change, ascending and distinct. */
export function orderEventTimes(schedule: OrderSchedule): number[] {
  const times = [
    schedule.createdAt,
    schedule.paidAt,
    schedule.unpaidClosedAt,
    schedule.cancelledAt,
    schedule.addressChangedAt,
    schedule.shippedAt,
    schedule.finishedAt,
    schedule.refund?.requestedAt ?? null,
    schedule.refund?.resolvedAt ?? null,
  ].filter((t): t is number => t !== null);
  return distinctAscending(times);
}

/** The instants the order's refund changed: its request and its outcome. */
export function refundEventTimes(schedule: OrderSchedule): number[] {
  const r = schedule.refund;
  if (!r) return [];
  const back = r.goodsBack ? [r.goodsBack.agreedAt, r.goodsBack.shippedBackAt ?? r.resolvedAt] : [];
  return distinctAscending([r.requestedAt, ...back, r.resolvedAt]);
}

/** The couriers buyers send returns with, as the platforms name them. */
const RETURN_COMPANIES = [
  { name: '中通快递', prefix: '7' },
  { name: '圆通速递', prefix: 'YT' },
  { name: '韵达快递', prefix: '43' },
  { name: '申通快递', prefix: '77' },
  { name: '极兔速递', prefix: 'JT' },
] as const;

function distinctAscending(times: number[]): number[] {
  times.sort((a, b) => a - b);
  return times.filter((t, i) => i === 0 || t !== times[i - 1]);
}

/** The latest of `times` at or before `now`; null when none is. */
export function latestBy(times: readonly number[], now: number): number | null {
  let latest: number | null = null;
  for (const t of times) if (t <= now) latest = t;
  return latest;
}
