import { createStore, del, entries, set } from 'idb-keyval';
import type { ApiEnvelope, PickupReportRequest, PickupRow } from '@oms/api-client';

/** A report the phone owes the server: kept until the server has answered it. */
export interface QueuedReport {
  key: string;
  body: PickupReportRequest;
  /** When the picker tapped it (the queue's order). */
  at: number;
}

export interface FlushResult {
  sent: number;
  /** Reports the server refused (the line moved meanwhile): the picker is told why, and they leave the queue. */
  refused: { report: QueuedReport; message: string }[];
  /** Still queued: nothing answered (no signal). */
  left: number;
}

type Send = (body: PickupReportRequest, key: string) => Promise<ApiEnvelope<PickupRow | null>>;

/**
 * The phone's queue of 拿货上报 in IndexedDB: a basement stall has no signal, and a report must survive a
 * closed tab. Each report keeps its Idempotency-Key through every retry, so one that reached the server
 * before the signal dropped lands once.
 */
export function reportQueue(name = 'oms-pickup') {
  const store = createStore(name, 'reports');
  let flushing: Promise<FlushResult> | null = null;
  // taps within one millisecond (本档口其余缺货 queues several at once) keep the order they were made in
  let lastAt = 0;

  const pending = async (): Promise<QueuedReport[]> =>
    (await entries<string, QueuedReport>(store)).map(([, v]) => v).sort((a, b) => a.at - b.at);

  async function flushOnce(send: Send): Promise<FlushResult> {
    const queue = await pending();
    const result: FlushResult = { sent: 0, refused: [], left: 0 };
    for (let i = 0; i < queue.length; i++) {
      const report = queue[i]!;
      const answer = await send(report.body, report.key).catch(() => null);
      // -20: no network or a timeout — keep this and everything after it for the next try
      if (!answer || answer.errorCode === -20) {
        result.left = queue.length - i;
        break;
      }
      await del(report.key, store);
      if (answer.errorCode === 0) {
        result.sent += 1;
        // a later report of the same line was read at the version this one moved on
        const version = answer.data?.version;
        if (version)
          for (const later of queue.slice(i + 1).filter((q) => q.body.id === report.body.id)) {
            later.body = { ...later.body, version };
            await set(later.key, later, store);
          }
      } else result.refused.push({ report, message: answer.errorMsg });
    }
    return result;
  }

  return {
    pending,
    async add(body: PickupReportRequest): Promise<QueuedReport> {
      lastAt = Math.max(Date.now(), lastAt + 1);
      const report = { key: crypto.randomUUID(), body, at: lastAt };
      await set(report.key, report, store);
      return report;
    },
    /** Sends what is queued, in order; one flush at a time. */
    flush(send: Send): Promise<FlushResult> {
      flushing ??= flushOnce(send).finally(() => {
        flushing = null;
      });
      return flushing;
    },
  };
}
