import { catalogueOf, type Goods } from './catalogue.ts';
import { decodeCursor, encodeCursor, feedStart, readFeed, type FeedSource } from './changeFeed.ts';
import { ChangeIndex, type ChangeTimes, type FeedPosition } from './changeIndex.ts';
import { masksReceivers, shipWithinHours } from './channels.ts';
import { StandInError } from './errors.ts';
import { contentOf } from './orderContent.ts';
import {
  orderEventTimes,
  refundEventTimes,
  scheduleOf,
  type OrderSchedule,
  type PushedWaybill,
} from './orderSchedule.ts';
import { orderAt, refundAt, type OrderFacts } from './orderView.ts';
import type { ReceiverSealer } from './receiverMasking.ts';
import type { ShopPlan } from './shopPlan.ts';
import { ShopTimeline } from './shopTimeline.ts';
import type { WireOrder, WireRefund } from './wire.ts';

/** Waybills the seller pushed to one shop. They are the only order changes the stand-in must remember. */
export class WaybillBook {
  private readonly pushed = new Map<number, PushedWaybill>();
  /** Bumped on every push, so views built from the book know when they are stale. */
  version = 0;

  get(k: number): PushedWaybill | null {
    return this.pushed.get(k) ?? null;
  }

  has(k: number): boolean {
    return this.pushed.has(k);
  }

  record(k: number, waybill: PushedWaybill): void {
    this.pushed.set(k, waybill);
    this.version++;
  }

  orders(): number[] {
    return [...this.pushed.keys()];
  }

  addPackage(k: number, pkg: { at: number; expressCompany: string; waybillNo: string }): void {
    const shipped = this.pushed.get(k);
    if (!shipped) return;
    shipped.packages = [...(shipped.packages ?? []), pkg];
    this.version++;
  }
}

export interface HistorySettings {
  dataSeed: number;
  ordersPerMinute: number;
  sealer: ReceiverSealer;
  /** Where the stand-in listens (set once it does): pictures are served from there. */
  publicUrl: { value: string };
}

export interface ChangesQuery {
  since: number;
  cursor: string | null;
  pageSize: number;
  now: number;
}

export interface ChangesPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** How far ahead of the present the indexes are built, so a growing shop is extended once an hour. */
const INDEX_AHEAD_MS = 3600_000;

/** The indexes of one kind of change (orders or refunds): scheduled changes, and those of pushed orders. */
class ChangeFeed {
  private readonly scheduled: ChangeIndex;
  private pushedView: { version: number; index: ChangeIndex } | null = null;

  constructor(
    private readonly timeline: ShopTimeline,
    private readonly waybills: WaybillBook,
    private readonly changesOf: (schedule: OrderSchedule) => number[],
    private readonly schedule: (k: number) => OrderSchedule,
  ) {
    this.scheduled = new ChangeIndex(timeline.firstIndex);
  }

  read(query: ChangesQuery): { positions: FeedPosition[]; more: boolean } {
    // The scheduled index knows orders as if nothing was pushed; pushed orders are read from their own.
    const unpushed: ChangeTimes = (k) => this.changesOf(scheduleOf(this.timeline, k));
    this.scheduled.cover(this.timeline.lastIndexBy(query.now + INDEX_AHEAD_MS), unpushed);
    const sources: FeedSource[] = [
      { index: this.scheduled, passOver: (k) => this.waybills.has(k) },
      { index: this.pushedIndex(), passOver: () => false },
    ];
    const cursor = query.cursor === null ? null : decodeCursor(query.cursor);
    return readFeed(sources, feedStart(query.since, cursor), query.now, query.pageSize);
  }

  private pushedIndex(): ChangeIndex {
    if (this.pushedView?.version !== this.waybills.version) {
      const index = new ChangeIndex(0);
      index.add(
        this.waybills.orders().sort((a, b) => a - b),
        (k) => this.changesOf(this.schedule(k)),
      );
      this.pushedView = { version: this.waybills.version, index };
    }
    return this.pushedView.index;
  }
}

/** One shop's orders and refunds: generated on demand from the plan, plus the waybills pushed to it. */
export class ShopHistory {
  readonly timeline: ShopTimeline;
  private readonly catalogue: readonly Goods[];
  private readonly masked: boolean;
  private readonly orderFeed: ChangeFeed;
  private readonly refundFeed: ChangeFeed;

  constructor(
    readonly plan: ShopPlan,
    private readonly settings: HistorySettings,
    private readonly waybills: WaybillBook,
  ) {
    this.timeline = new ShopTimeline(plan, settings.dataSeed, settings.ordersPerMinute);
    this.catalogue = catalogueOf(this.timeline.seed);
    this.masked = masksReceivers(plan.channel);
    const schedule = (k: number) => this.schedule(k);
    this.orderFeed = new ChangeFeed(this.timeline, waybills, orderEventTimes, schedule);
    this.refundFeed = new ChangeFeed(this.timeline, waybills, refundEventTimes, schedule);
  }

  private schedule(k: number): OrderSchedule {
    return scheduleOf(this.timeline, k, this.waybills.get(k));
  }

  private facts(k: number): OrderFacts {
    const schedule = this.schedule(k);
    return {
      channel: this.plan.channel,
      tid: this.timeline.tidOf(k),
      schedule,
      content: contentOf(this.timeline.seed, k, schedule.lineCount, this.catalogue),
      pushed: this.waybills.get(k),
    };
  }

  private view(k: number, now: number): WireOrder {
    return orderAt(
      this.facts(k),
      now,
      this.settings.sealer,
      this.masked,
      shipWithinHours(this.plan.channel, k),
      this.settings.publicUrl.value,
    );
  }

  /** The index of an order number that exists at `now`; null for any other. */
  private existing(tid: string, now: number): number | null {
    const k = this.timeline.indexOfTid(tid);
    return k !== null && this.schedule(k).createdAt <= now ? k : null;
  }

  changedOrders(query: ChangesQuery): ChangesPage<WireOrder> {
    const page = this.orderFeed.read(query);
    return {
      items: page.positions.map(({ k }) => this.view(k, query.now)),
      nextCursor: page.more ? encodeCursor(page.positions.at(-1)!) : null,
    };
  }

  changedRefunds(query: ChangesQuery): ChangesPage<WireRefund> {
    const page = this.refundFeed.read(query);
    return {
      items: page.positions.map(({ k }) => refundAt(this.facts(k), query.now)!),
      nextCursor: page.more ? encodeCursor(page.positions.at(-1)!) : null,
    };
  }

  order(tid: string, now: number): WireOrder | null {
    const k = this.existing(tid, now);
    return k === null ? null : this.view(k, now);
  }

  /** Ships the order with the seller's waybill. Pushing the same waybill again is accepted, so retries are safe. */
  pushWaybill(tid: string, now: number, waybill: { expressCompany: string; waybillNo: string }): WireOrder {
    const k = this.existing(tid, now);
    if (k === null) throw new StandInError('NOT_FOUND', `订单 ${tid} 不存在`);
    const current = this.view(k, now);
    const again = this.waybills.get(k);
    if (again && again.waybillNo === waybill.waybillNo && again.expressCompany === waybill.expressCompany) {
      return current;
    }
    if (current.status !== 'WAIT_SEND') {
      throw new StandInError('ORDER_STATE_CONFLICT', `订单状态为 ${current.status}，不能发货`);
    }
    this.waybills.record(k, { shippedAt: now, ...waybill });
    return this.view(k, now);
  }

  /**
   * 追加包裹: another parcel of an order the seller shipped through this API. The same waybill again is
   * accepted; an order not shipped (or shipped some other way), finished or closed is refused.
   */
  addPackage(tid: string, now: number, pkg: { expressCompany: string; waybillNo: string }): WireOrder {
    const k = this.existing(tid, now);
    if (k === null) throw new StandInError('NOT_FOUND', `订单 ${tid} 不存在`);
    const current = this.view(k, now);
    if (current.waybill_no === pkg.waybillNo || current.packages.some((p) => p.waybill_no === pkg.waybillNo))
      return current;
    if (current.status !== 'SENT')
      throw new StandInError('ORDER_STATE_CONFLICT', `订单状态为 ${current.status}，不能追加包裹`);
    if (!this.waybills.has(k))
      throw new StandInError('ORDER_STATE_CONFLICT', '订单不是通过接口发货的，不能追加包裹');
    this.waybills.addPackage(k, { at: now, ...pkg });
    return this.view(k, now);
  }
}
