import type { OrderContent } from './orderContent.ts';
import { exchangeSpecOf, refundKindOf, refundShapeOf, refundStageAt } from './refundShapes.ts';
import {
  closesOrder,
  latestBy,
  orderEventTimes,
  refundEventTimes,
  type OrderSchedule,
  type PushedWaybill,
} from './orderSchedule.ts';
import type { ReceiverSealer } from './receiverMasking.ts';
import {
  wireTime,
  type WireOrder,
  type WireOrderStatus,
  type WireRefund,
  type WireRefundStatus,
} from './wire.ts';

/** Everything known about one order, to be seen as it stands at some instant. */
export interface OrderFacts {
  /** The shop's channel: a refund is worded as that platform words it. */
  channel: string;
  tid: string;
  schedule: OrderSchedule;
  content: OrderContent;
  pushed: PushedWaybill | null;
}

/** Line ids extend the order number, as Taobao's oids do. */
function oidOf(tid: string, line: number): string {
  return `${tid}${String(line + 1).padStart(2, '0')}`;
}

const happened = (at: number | null, now: number): at is number => at !== null && at <= now;

/** Why buyers ask before the parcel leaves. */
const EARLY_REFUND_REASONS = ['不想要了', '拍错/多拍', '发货太慢'];

function statusAt(s: OrderSchedule, now: number): WireOrderStatus {
  if (!happened(s.paidAt, now)) return happened(s.unpaidClosedAt, now) ? 'CLOSED' : 'WAIT_PAY';
  if (happened(s.cancelledAt, now)) return 'CLOSED';
  if (s.refund && closesOrder(s) && happened(s.refund.resolvedAt, now)) return 'CLOSED';
  if (!happened(s.shippedAt, now)) return 'WAIT_SEND';
  return happened(s.finishedAt, now) ? 'FINISHED' : 'SENT';
}

function refundStatusAt(s: OrderSchedule, now: number): WireRefundStatus {
  if (!s.refund || !happened(s.refund.requestedAt, now)) return 'NONE';
  if (!happened(s.refund.resolvedAt, now)) return 'REFUNDING';
  // a withdrawn refund leaves the order as if none had been asked, and so does a swap sent
  return s.refund.outcome === 'CLOSED' || s.refund.exchange ? 'NONE' : s.refund.outcome;
}

export function orderAt(
  facts: OrderFacts,
  now: number,
  sealer: ReceiverSealer,
  masked: boolean,
  shipWithinHours: number | null = null,
  publicUrl = '',
): WireOrder {
  const { schedule: s, content: c, tid } = facts;
  const refundStatus = refundStatusAt(s, now);
  const shipped = happened(s.shippedAt, now);
  const waybill = facts.pushed ?? c.platformWaybill;
  const receiver = happened(s.addressChangedAt, now) ? c.changedReceiver : c.receiver;
  const lines = c.lines.map((line, i) => ({
    oid: oidOf(tid, i),
    title: `${new Date(s.createdAt + 8 * 3600_000).getUTCFullYear()}${line.goods.titleAfterYear}`,
    pic_url: `${publicUrl}${line.goods.imagePath}`,
    color: line.colour,
    size: line.size,
    article_no: line.goods.articleNo,
    stall: line.goods.stall,
    num: line.quantity,
    price: line.priceFen,
    refund_status: s.refund?.line === i ? refundStatus : ('NONE' as const),
  }));
  return {
    tid,
    status: statusAt(s, now),
    refund_status: refundStatus,
    created: wireTime(s.createdAt),
    pay_time: happened(s.paidAt, now) ? wireTime(s.paidAt) : null,
    ship_by_time:
      happened(s.paidAt, now) && shipWithinHours !== null
        ? wireTime(s.paidAt + shipWithinHours * 3600_000)
        : null,
    modified: wireTime(latestBy(orderEventTimes(s), now) ?? s.createdAt),
    buyer_nick: c.buyerNick,
    buyer_message: c.buyerRemark,
    seller_memo: c.sellerRemark,
    seller_flag: c.sellerFlag,
    receiver: sealer.wire(receiver, masked),
    payment: lines.reduce((sum, line) => sum + line.price * line.num, 0) + c.postFeeFen,
    post_fee: c.postFeeFen,
    express_company: shipped ? waybill.expressCompany : null,
    waybill_no: shipped ? waybill.waybillNo : null,
    consign_time: shipped ? wireTime(s.shippedAt!) : null,
    packages: (facts.pushed?.packages ?? [])
      .filter((p) => p.at <= now)
      .map((p) => ({ express_company: p.expressCompany, waybill_no: p.waybillNo })),
    lines,
  };
}

/** The order's refund as it stands at `now`; null before the buyer asked for one. */
export function refundAt(facts: OrderFacts, now: number): WireRefund | null {
  const { schedule: s, content: c, tid } = facts;
  const refund = s.refund;
  if (!refund || refund.requestedAt > now) return null;
  const line = c.lines[refund.line];
  const stage = refundStageAt(refund, now);
  const fee = line && !refund.exchange ? line.priceFen * line.quantity : 0;
  const modifiedMs = latestBy(refundEventTimes(s), now) ?? refund.requestedAt;
  const back = refund.goodsBack;
  const sent = back?.shippedBackAt != null && back.shippedBackAt <= now;
  return {
    ...refundShapeOf(facts.channel, refund, stage, modifiedMs, fee),
    refund_id: `RF${tid}`,
    tid,
    oid: oidOf(tid, refund.line),
    status: stage === 'RESOLVED' ? refund.outcome : 'REFUNDING',
    reason: refund.early ? EARLY_REFUND_REASONS[s.k % EARLY_REFUND_REASONS.length]! : c.refundReason,
    // 换货 refunds nothing: the shop sends the swap
    refund_fee: fee,
    refund_kind: refundKindOf(refund),
    exchange_to: refund.exchange && line ? exchangeSpecOf(line) : null,
    return_waybill_no: sent ? back.waybillNo : null,
    return_company: sent ? back.company : null,
    created: wireTime(refund.requestedAt),
    modified: wireTime(modifiedMs),
  };
}
