import type { Store, OutboxRow } from '../store/store.ts';
import { requestOf, type Keys } from './signing.ts';

export interface DelivererOptions {
  store: Store;
  keys: Keys;
  /** First retry after this (wall-clock ms), doubling up to `retryMaxMs`; never gives up. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** The server's URL as the stand-in knows it now (control may change it). */
  callbackUrl: () => Promise<string | null>;
}

interface Answer {
  status: number | null;
  text: string;
}

async function post(req: ReturnType<typeof requestOf>): Promise<Answer> {
  try {
    const res = await fetch(req.url, {
      method: 'POST',
      headers: req.headers,
      body: req.body,
      signal: AbortSignal.timeout(10_000),
    });
    return { status: res.status, text: (await res.text()).slice(0, 300) };
  } catch (e) {
    return { status: null, text: `error: ${(e as Error).message}`.slice(0, 300) };
  }
}

/** 2xx; a courier push also needs 快递鸟's `Success: true` in the answer (the courier resends otherwise). */
function accepted(row: OutboxRow, a: Answer): boolean {
  if (a.status === null || a.status < 200 || a.status > 299) return false;
  if (row.kind !== 'TRACE') return true;
  try {
    return (JSON.parse(a.text) as { Success?: unknown }).Success !== false;
  } catch {
    return true;
  }
}

export const backoffMs = (attempts: number, base: number, max: number) =>
  Math.min(max, base * 2 ** Math.max(0, attempts - 1));

/** One pass: claims what is due, posts it (an order's messages in order), records each answer. */
export function deliverer(o: DelivererOptions) {
  const send = async (row: OutboxRow, callbackUrl: string, repeat: boolean, badSignature: boolean) => {
    const notes: string[] = [];
    if (badSignature)
      notes.push(`forged→${(await post(requestOf(row, callbackUrl, o.keys, true))).status ?? 'error'}`);
    let answer = await post(requestOf(row, callbackUrl, o.keys));
    let ok = accepted(row, answer);
    notes.push(`${answer.status ?? 'error'} ${answer.text}`);
    if (repeat) {
      const again = await post(requestOf(row, callbackUrl, o.keys));
      notes.push(`repeat→${again.status ?? 'error'} ${again.text}`);
      if (!ok && accepted(row, again)) [answer, ok] = [again, true];
    }
    await o.store.finish(row.id, {
      delivered: ok,
      status: answer.status,
      response: notes.join(' | ').slice(0, 1000),
      nextAt: Date.now() + backoffMs(row.attempts + 1, o.retryBaseMs, o.retryMaxMs),
    });
  };

  /** Returns how many messages it claimed (a full batch means: run again at once). */
  return async function deliverDue(limit = 64): Promise<number> {
    const callbackUrl = await o.callbackUrl();
    if (!callbackUrl) return 0;
    const { faults } = await o.store.settings();
    const rows = await o.store.claimDue(Date.now(), limit, 30_000, faults.reorder === true);
    const byOrder = new Map<string, OutboxRow[]>();
    for (const row of rows) byOrder.set(row.key, [...(byOrder.get(row.key) ?? []), row]);
    await Promise.all(
      [...byOrder.values()].map(async (queue) => {
        // The reorder fault: newest first, so the server sees the gap and answers 409.
        if (faults.reorder) queue.reverse();
        for (const row of queue)
          await send(row, callbackUrl, faults.repeat === true, faults.badSignature === true);
      }),
    );
    return rows.length;
  };
}
