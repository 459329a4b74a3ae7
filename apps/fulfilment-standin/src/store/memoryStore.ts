import type { OrderDoc } from '../orders/model.ts';
import {
  emptySettings,
  type Attempt,
  dueOf,
  orderOf,
  waybillOf,
  type DocChange,
  type OutboxRow,
  type Settings,
  type StoredDoc,
  type Store,
} from './store.ts';

/** Everything in this process: lost with it. Documents are copied in and out, as a database would. */
export function memoryStore(): Store {
  let settings = emptySettings();
  const orders = new Map<string, StoredDoc>();
  const byWaybill = new Map<string, string>();
  const rows = new Map<number, OutboxRow>();
  const pending = new Map<number, OutboxRow>();
  let lastId = 0;

  return {
    settings: async () => structuredClone(settings),
    async updateSettings(change) {
      const next: Settings = structuredClone(settings);
      change(next);
      settings = next;
      return structuredClone(settings);
    },
    doc: async (key) => structuredClone(orders.get(key) ?? null),
    async orderByWaybill(waybillNo) {
      const doc = orders.get(byWaybill.get(waybillNo) ?? '');
      const order = orderOf(doc ?? null);
      return order ? structuredClone<OrderDoc>(order) : null;
    },
    async changeDoc<T>(key: string, change: DocChange<T>, outAt: number) {
      const { doc, out, result } = change(structuredClone(orders.get(key) ?? null));
      if (doc) {
        orders.set(key, structuredClone(doc));
        const waybill = waybillOf(doc);
        if (waybill) byWaybill.set(waybill, key);
      }
      for (const m of out) {
        const row: OutboxRow = {
          ...m,
          id: ++lastId,
          attempts: 0,
          nextAt: outAt,
          state: 'PENDING',
          lastStatus: null,
          lastResponse: null,
          createdAt: Date.now(),
          deliveredAt: null,
        };
        rows.set(row.id, row);
        pending.set(row.id, row);
      }
      return result;
    },
    async dueOrders(simNow, limit) {
      const due: string[] = [];
      for (const [no, doc] of orders) {
        const at = dueOf(doc);
        if (at !== null && at <= simNow) due.push(no);
        if (due.length >= limit) break;
      }
      return due;
    },
    async claimDue(now, limit, leaseMs, all) {
      const seen = new Set<string>();
      const claimed: OutboxRow[] = [];
      for (const row of pending.values()) {
        const head = !seen.has(row.key);
        seen.add(row.key);
        if ((all || head) && row.nextAt <= now) {
          row.nextAt = now + leaseMs;
          claimed.push(structuredClone(row));
          if (claimed.length >= limit) break;
        }
      }
      return claimed;
    },
    async finish(id: number, a: Attempt) {
      const row = rows.get(id);
      if (!row) return;
      row.attempts++;
      row.lastStatus = a.status;
      row.lastResponse = a.response;
      if (a.delivered) {
        row.state = 'DELIVERED';
        row.deliveredAt = Date.now();
        pending.delete(id);
      } else row.nextAt = a.nextAt;
    },
    async outbox(filter) {
      return [...rows.values()]
        .filter(
          (r) => (!filter.orderNo || r.key === filter.orderNo) && (!filter.state || r.state === filter.state),
        )
        .map((r) => structuredClone(r));
    },
    async retryNow(now) {
      for (const row of pending.values()) row.nextAt = Math.min(row.nextAt, now);
      return pending.size;
    },
    close: async () => undefined,
  };
}
