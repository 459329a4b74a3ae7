import { hashText, mixSeed } from '@oms/standin-kit';
import { shopKey, type ShopPlan } from './shopPlan.ts';

const SECOND = 1000;
const TID_INDEX_DIGITS = 12;

function wholeSecond(ms: number): number {
  return Math.floor(ms / SECOND) * SECOND;
}

/**
 * Where a shop's orders fall in time. Order k owns a slot of time and is created at a point inside it,
 * so the orders up to any instant are a range of indexes — no order has to be generated to count them.
 * An open shop's slots are counted from 1970, not from its history start: a shop authorised again
 * later sees the same orders, only a different window of them.
 */
export class ShopTimeline {
  /** Seeds every generator of this shop's orders. */
  readonly seed: number;
  /** Starts every order number of the shop. */
  private readonly tag: string;
  private readonly slotMs: number;
  private readonly origin: number;
  readonly firstIndex: number;
  /** The last index of a fixed-size history; null while orders keep coming. */
  readonly lastFixedIndex: number | null;

  constructor(
    readonly plan: ShopPlan,
    dataSeed: number,
    ordersPerMinute: number,
  ) {
    this.seed = mixSeed(dataSeed, hashText(shopKey(plan)));
    this.tag = String(100000 + (mixSeed(this.seed, 7) % 900000));
    if (plan.fixed) {
      this.origin = plan.historyStart;
      this.slotMs = (plan.fixed.end - plan.historyStart) / plan.fixed.total;
      this.firstIndex = 0;
      this.lastFixedIndex = plan.fixed.total - 1;
    } else {
      this.origin = 0;
      this.slotMs = 60_000 / ordersPerMinute;
      this.firstIndex = Math.ceil(plan.historyStart / this.slotMs);
      this.lastFixedIndex = null;
    }
  }

  /** When order k was created, given where in its slot it fell (`position` in [0, 1)). */
  createdAt(k: number, position: number): number {
    return wholeSecond(this.origin + (k + position) * this.slotMs);
  }

  /** The last order whose slot has begun by `at` (it may itself be created a moment after `at`). */
  lastIndexBy(at: number): number {
    const slot = Math.floor((at - this.origin) / this.slotMs);
    return this.lastFixedIndex === null ? slot : Math.min(this.lastFixedIndex, slot);
  }

  /** Order numbers are equally long within a shop, so comparing them as text follows k. */
  tidOf(k: number): string {
    return this.tag + String(k).padStart(TID_INDEX_DIGITS, '0');
  }

  /** The index of one of this shop's order numbers within its history; null for any other text. */
  indexOfTid(tid: string): number | null {
    if (tid.length !== this.tag.length + TID_INDEX_DIGITS || !tid.startsWith(this.tag)) return null;
    const digits = tid.slice(this.tag.length);
    if (!/^\d+$/.test(digits)) return null;
    const k = Number(digits);
    if (k < this.firstIndex || (this.lastFixedIndex !== null && k > this.lastFixedIndex)) return null;
    return k;
  }
}
