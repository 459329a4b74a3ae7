/**
 * The dropship order's machines as data: one table of order transitions, one of line transitions, and
 * the derivation of what lists show (combined state, tab, flags) from the order and its lines. Pure: the
 * repository applies a transition with compare-and-set on status + version and stores the derivation
 * in the same transaction.
 */

export const ORDER_STATUSES = [
  'WAITING_PAYMENT',
  'WAITING_TAKING',
  'TAKING',
  'WAITING_DELIVERING',
  'DELIVERED',
  'FINISHED',
  'CANCELED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type OrderEvent =
  /** funds onPaid. */
  | 'PAID'
  /** The seller cancels (what it costs depends on how far the order went). */
  | 'CANCEL'
  /** 24 h unpaid. */
  | 'EXPIRE'
  /** The batch cut (10:00, 15:00 Asia/Shanghai) hands the order to the pickers. */
  | 'BATCH_CUT'
  /** Every active line taken (or 有货先发 with the rest canceled). */
  | 'ALL_TAKEN'
  /** Every line canceled during pick-up: nothing will ship. */
  | 'ALL_CANCELED'
  /** The courier's 揽收 scan. */
  | 'PICKED_UP'
  /** Signed + 7 days with no open after-sale, or the shop order finished. */
  | 'FINISH';

/** From → to per event; an event not listed for the current status is refused (40900 / 43004). */
export const ORDER_TRANSITIONS: Readonly<Record<OrderEvent, Partial<Record<OrderStatus, OrderStatus>>>> = {
  PAID: { WAITING_PAYMENT: 'WAITING_TAKING' },
  CANCEL: {
    WAITING_PAYMENT: 'CANCELED',
    WAITING_TAKING: 'CANCELED',
    TAKING: 'CANCELED',
    WAITING_DELIVERING: 'CANCELED',
  },
  EXPIRE: { WAITING_PAYMENT: 'CANCELED' },
  BATCH_CUT: { WAITING_TAKING: 'TAKING' },
  ALL_TAKEN: { TAKING: 'WAITING_DELIVERING' },
  ALL_CANCELED: { TAKING: 'CANCELED' },
  PICKED_UP: { WAITING_DELIVERING: 'DELIVERED' },
  FINISH: { DELIVERED: 'FINISHED' },
};

export function nextStatus(status: OrderStatus, event: OrderEvent): OrderStatus | null {
  return ORDER_TRANSITIONS[event][status] ?? null;
}

export const LINE_STATES = [
  'WAITING_TAKING',
  'TAKING',
  'TOOK_PART',
  'TOOK',
  'E_STOP_TAKING',
  'E_LACK_TAKING',
  'E_CHANGE_TAKING',
  'E_NEXT_TAKING',
] as const;
export type LineState = (typeof LINE_STATES)[number];
export const EXCEPTION_STATES = [
  'E_STOP_TAKING',
  'E_LACK_TAKING',
  'E_CHANGE_TAKING',
  'E_NEXT_TAKING',
] as const;
export type ExceptionState = (typeof EXCEPTION_STATES)[number];
export const isException = (s: string): s is ExceptionState =>
  (EXCEPTION_STATES as readonly string[]).includes(s);

export type LineEvent =
  | { type: 'BATCHED' }
  | { type: 'RESULT'; result: 'TOOK' | 'TOOK_PART' | ExceptionState }
  /** 等待 / 明天有 again / a resolved exception (补款 paid, 换档口): back in the queue. */
  | { type: 'REQUEUE' }
  /** 换款 accepted: taken, as the exchange. */
  | { type: 'ACCEPT_EXCHANGE' };

/** The line's next pick-up state, or null when the event does not apply to it. */
export function nextLineState(state: LineState, event: LineEvent): LineState | null {
  switch (event.type) {
    case 'BATCHED':
      return state === 'WAITING_TAKING' ? 'TAKING' : null;
    case 'RESULT':
      return state === 'TAKING' ? event.result : null;
    case 'REQUEUE':
      return isException(state) ? 'WAITING_TAKING' : null;
    case 'ACCEPT_EXCHANGE':
      return state === 'E_CHANGE_TAKING' ? 'TOOK' : null;
  }
}

export interface LineView {
  pickupState: LineState;
  exceptionReason: string | null;
  exchanged: boolean;
  canceled: boolean;
  afterSaleState: string | null;
}

export interface OrderView {
  status: OrderStatus;
  /** Flags the seller or the system set on the order itself (not derived from lines). */
  manualFlags: readonly ('BAD_ADDRESS' | 'HOLD' | 'WAIT_REPLENISH' | 'COLLECT_OVERDUE')[];
  /** Refunded the whole of what was paid. */
  refundedWhole: boolean;
}

/** Worst first: the exception that needs the seller most decides the order's combined state. */
const EXCEPTION_RANK: readonly ExceptionState[] = [
  'E_STOP_TAKING',
  'E_LACK_TAKING',
  'E_CHANGE_TAKING',
  'E_NEXT_TAKING',
];
export const OPEN_AFTER_SALE = ['REFUNDING', 'GOODS_RETURNING'] as const;

export function combinedState(order: OrderView, lines: readonly LineView[]): string {
  if (order.status === 'CANCELED') return 'CANCELED';
  const open = OPEN_AFTER_SALE.find((s) => lines.some((l) => l.afterSaleState === s));
  if (open) return open;
  if (order.refundedWhole) return 'COMPLETE';
  if (order.status !== 'TAKING') return order.status;
  const active = lines.filter((l) => !l.canceled);
  const worst = EXCEPTION_RANK.find((e) => active.some((l) => l.pickupState === e));
  if (worst) return worst;
  const taken = active.filter((l) => l.pickupState === 'TOOK');
  if (active.length > 0 && taken.length === active.length)
    return taken.some((l) => l.exchanged) ? 'TOOK_EXCHANGE' : 'TOOK';
  if (active.some((l) => l.pickupState === 'TOOK' || l.pickupState === 'TOOK_PART')) return 'TOOK_PART';
  return 'TAKING';
}

const LINE_FLAGS: Record<string, string> = {
  E_LACK_TAKING: 'LACK',
  E_NEXT_TAKING: 'NEXT_DAY',
  E_CHANGE_TAKING: 'CHANGE',
};
const STOP_FLAGS: Record<string, string> = {
  PRICE_RAISED: 'PRICE_RAISED',
  STALL_CLOSED: 'STALL_CLOSED',
  DELISTED: 'DELISTED',
};

/** The chips: the order's own flags and one per kind of open exception on its active lines. */
export function orderFlags(order: OrderView, lines: readonly LineView[]): string[] {
  const flags = new Set<string>(order.status === 'CANCELED' ? [] : order.manualFlags);
  if (order.status === 'TAKING')
    for (const l of lines) {
      if (l.canceled) continue;
      const flag =
        l.pickupState === 'E_STOP_TAKING' ? STOP_FLAGS[l.exceptionReason ?? ''] : LINE_FLAGS[l.pickupState];
      if (flag) flags.add(flag);
    }
  return [...flags].sort();
}

/** The one tab an order is in. An order needing the seller (exception, bad address, hold) is in 异常. */
export function orderTab(order: OrderView, combined: string, flags: readonly string[]): string {
  if (combined === 'CANCELED') return 'CANCELED';
  if (combined === 'REFUNDING' || combined === 'GOODS_RETURNING') return 'AFTER_SALE';
  if (combined === 'COMPLETE' || combined === 'FINISHED') return 'FINISHED';
  if (combined === 'DELIVERED') return 'SENT';
  if (combined === 'WAITING_PAYMENT') return 'WAIT_PAY';
  if (isException(combined) || flags.some((f) => f === 'BAD_ADDRESS' || f === 'HOLD')) return 'ABNORMAL';
  if (combined === 'WAITING_TAKING') return 'WAIT_TAKE';
  return 'WAIT_SEND';
}

export function derive(order: OrderView, lines: readonly LineView[]) {
  const combined = combinedState(order, lines);
  const flags = orderFlags(order, lines);
  return { combinedState: combined, flags, tab: orderTab(order, combined, flags) };
}
