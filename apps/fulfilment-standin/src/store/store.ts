import type { Faults } from '../faults.ts';
import {
  nextDue,
  type ForcedOutcome,
  type ForcedParcel,
  type OrderDoc,
  type OutMessage,
} from '../orders/model.ts';
import { isReturnDoc, type ReturnDoc } from '../returns/model.ts';
import { isSendBackDoc, type SendBackDoc } from '../returns/sendBackModel.ts';
import { isHeadlessDoc, type HeadlessDoc } from '../returns/headless.ts';
import { isEWaybillDoc, type EWaybillDoc } from '../courier/eorder.ts';

/**
 * What the store keeps under a key: an order (DF…), a return the desk expects (SH…), a 寄回 (JH…), a
 * 无头件 or a courier's 电子面单 order (KDN:…).
 */
export type StoredDoc = OrderDoc | ReturnDoc | SendBackDoc | HeadlessDoc | EWaybillDoc;

/** The documents that are not the warehouse's orders: the returns desk's and the courier's. */
export const isDeskDoc = (doc: unknown): doc is ReturnDoc | SendBackDoc | HeadlessDoc | EWaybillDoc =>
  isReturnDoc(doc) || isSendBackDoc(doc) || isHeadlessDoc(doc) || isEWaybillDoc(doc);
/** The order under a key, or null (none, or a desk document). */
export const orderOf = (doc: StoredDoc | null): OrderDoc | null => (doc && !isDeskDoc(doc) ? doc : null);

/** When the document next needs playing forward (null: it waits for the server or is over). */
export const dueOf = (doc: StoredDoc): number | null => (isDeskDoc(doc) ? doc.dueAt : nextDue(doc));
/** The parcel number `orderByWaybill` finds it by (a desk document is found by its number only). */
export const waybillOf = (doc: StoredDoc): string | null =>
  isDeskDoc(doc) ? null : (doc.parcel?.waybillNo ?? null);

/** The stand-in's own state besides orders; one document. */
export interface Settings {
  faults: Faults;
  callbackUrl: string | null;
  /** The simulated time last seen, so a restarted stand-in does not step back in time. */
  clockMs: number | null;
  /** When the market's generated price raises start counting. */
  marketEpochMs: number | null;
  priceOverrides: Record<string, number>;
  /** Forced outcomes for orders not submitted yet; moved into the order when it comes. */
  pendingForced: Record<string, ForcedOutcome[]>;
  pendingForcedParcel: Record<string, ForcedParcel>;
  /** 无头件: when the desk signs for the next one (simulated ms), and how many so far. */
  nextHeadlessAt?: number | null;
  headlessCount?: number;
}

export const emptySettings = (): Settings => ({
  faults: {},
  callbackUrl: null,
  clockMs: null,
  marketEpochMs: null,
  priceOverrides: {},
  pendingForced: {},
  pendingForcedParcel: {},
});

export interface OutboxRow extends OutMessage {
  id: number;
  attempts: number;
  /** Wall-clock ms of the next try. */
  nextAt: number;
  state: 'PENDING' | 'DELIVERED';
  lastStatus: number | null;
  lastResponse: string | null;
  createdAt: number;
  deliveredAt: number | null;
}

export interface Attempt {
  delivered: boolean;
  status: number | null;
  response: string;
  nextAt: number;
}

/** A document's change: the document it leaves (null: none), what it sends, and the caller's answer. */
export type DocChange<T> = (doc: StoredDoc | null) => { doc: StoredDoc | null; out: OutMessage[]; result: T };

/**
 * Where orders, the outbox and settings live: in memory (tests, a throwaway demo) or in a schema of
 * PostgreSQL, so messages still owed survive a restart of the stand-in as well as of the server.
 */
export interface Store {
  settings(): Promise<Settings>;
  updateSettings(change: (s: Settings) => void): Promise<Settings>;
  doc(key: string): Promise<StoredDoc | null>;
  orderByWaybill(waybillNo: string): Promise<OrderDoc | null>;
  /** Runs `change` on the document under a lock and saves it with its messages at once (first try at `outAt`). */
  changeDoc<T>(key: string, change: DocChange<T>, outAt: number): Promise<T>;
  /** Keys of documents with something due by `simNow`. */
  dueOrders(simNow: number, limit: number): Promise<string[]>;
  /**
   * Messages due by `now`, leased for `leaseMs`: the oldest pending message of each order only (the
   * order's queue), or every due one when `all` (the reorder fault).
   */
  claimDue(now: number, limit: number, leaseMs: number, all: boolean): Promise<OutboxRow[]>;
  finish(id: number, attempt: Attempt): Promise<void>;
  outbox(filter: { orderNo?: string; state?: string }): Promise<OutboxRow[]>;
  retryNow(now: number): Promise<number>;
  close(): Promise<void>;
}
