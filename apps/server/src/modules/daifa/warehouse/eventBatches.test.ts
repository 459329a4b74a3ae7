import { describe, expect, it } from 'vitest';
import { eventBatches } from './eventBatches.ts';

type Ev = { order: string; seq: number };
const compare = (a: Ev, b: Ev) => a.order.localeCompare(b.order) || a.seq - b.seq;
const tick = () => new Promise((r) => setTimeout(r, 5));

/** Batches that each wait until released, counting how many run at once and how big each was. */
function heldBatches(options: {
  maxBatch?: number;
  maxInFlight?: number;
  slowBatchMs: number;
  fullBatch?: number;
}) {
  const seen = { sizes: [] as number[], running: 0, most: 0 };
  const release: (() => void)[] = [];
  const b = eventBatches<Ev, number>({
    applyTogether: async (events) => {
      seen.running++;
      seen.most = Math.max(seen.most, seen.running);
      seen.sizes.push(events.length);
      await new Promise<void>((r) => release.push(r));
      seen.running--;
      return events.map((e) => e.seq);
    },
    applyAlone: async (e) => e.seq,
    compare,
    ...options,
  });
  const releaseAll = async () => {
    while (release.length || seen.running) {
      release.shift()?.();
      await tick();
    }
  };
  return { b, seen, releaseAll };
}

describe('eventBatches (group commit of the warehouse’s events)', () => {
  it('events submitted together are applied as one batch in (order, seq) order, each answered with its own result', async () => {
    const batches: string[][] = [];
    const b = eventBatches<Ev, string>({
      applyTogether: async (events) => {
        batches.push(events.map((e) => `${e.order}#${e.seq}`));
        return events.map((e) => `ok ${e.order}#${e.seq}`);
      },
      applyAlone: async () => {
        throw new Error('not expected');
      },
      compare,
    });
    const answers = await Promise.all([
      b.submit({ order: 'DF2', seq: 1 }),
      b.submit({ order: 'DF1', seq: 2 }),
      b.submit({ order: 'DF1', seq: 1 }),
    ]);
    expect(answers).toEqual(['ok DF2#1', 'ok DF1#2', 'ok DF1#1']);
    expect(batches).toEqual([['DF1#1', 'DF1#2', 'DF2#1']]);
  });

  it('a batch that fails is applied again one event at a time: only the bad event fails', async () => {
    const alone: string[] = [];
    const b = eventBatches<Ev, string>({
      applyTogether: async () => {
        throw new Error('40900 订单状态已变化');
      },
      applyAlone: async (e) => {
        alone.push(e.order);
        if (e.order === 'DF2') throw new Error('bad event');
        return `alone ${e.order}`;
      },
      compare,
    });
    const answers = await Promise.allSettled([
      b.submit({ order: 'DF3', seq: 1 }),
      b.submit({ order: 'DF2', seq: 1 }),
      b.submit({ order: 'DF1', seq: 1 }),
    ]);
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value : (a.reason as Error).message))).toEqual([
      'alone DF3',
      'bad event',
      'alone DF1',
    ]);
    expect(alone).toEqual(['DF1', 'DF2', 'DF3']);
  });

  it('one batch at a time while batches are quick: what arrives meanwhile goes in the next, up to maxBatch', async () => {
    const { b, seen, releaseAll } = heldBatches({ maxBatch: 3, slowBatchMs: 10_000 });
    const first = b.submit({ order: 'A', seq: 1 });
    await tick();
    const waiting = Array.from({ length: 7 }, (_, i) => b.submit({ order: `C${i}`, seq: i + 1 }));
    await tick();
    expect(seen.sizes).toEqual([1]);
    await releaseAll();
    await Promise.all([first, ...waiting]);
    await b.drain();
    expect(seen.most).toBe(1);
    expect(seen.sizes).toEqual([1, 3, 3, 1]);
  });

  it('a slow batch lets another start beside it, up to maxInFlight', async () => {
    const { b, seen, releaseAll } = heldBatches({ maxInFlight: 2, slowBatchMs: 30 });
    const stuck = b.submit({ order: 'A', seq: 1 });
    await tick();
    const next = [b.submit({ order: 'B', seq: 1 }), b.submit({ order: 'C', seq: 1 })];
    await tick();
    // the first has run 5–10 ms: not slow yet
    expect(seen.sizes).toEqual([1]);
    await new Promise((r) => setTimeout(r, 40));
    // now it is: the two waiting go beside it
    expect(seen.sizes).toEqual([1, 2]);
    const third = b.submit({ order: 'D', seq: 1 });
    await new Promise((r) => setTimeout(r, 40));
    // two running: the third waits however long they take
    expect(seen.sizes).toEqual([1, 2]);
    expect(seen.most).toBe(2);
    await releaseAll();
    await Promise.all([stuck, ...next, third]);
    expect(seen.sizes).toEqual([1, 2, 1]);
  });

  it('a full batch waiting starts beside a young one, up to maxInFlight', async () => {
    const { b, seen, releaseAll } = heldBatches({ maxInFlight: 2, slowBatchMs: 10_000, fullBatch: 4 });
    const first = b.submit({ order: 'A', seq: 1 });
    await tick();
    const three = ['B', 'C', 'D'].map((order) => b.submit({ order, seq: 1 }));
    await tick();
    // three wait: fewer than a full batch, and the first is young
    expect(seen.sizes).toEqual([1]);
    const fourth = b.submit({ order: 'E', seq: 1 });
    await tick();
    expect(seen.sizes).toEqual([1, 4]);
    const more = ['F', 'G', 'H', 'I', 'J'].map((order) => b.submit({ order, seq: 1 }));
    await tick();
    // two running: a full batch waits too
    expect(seen.sizes).toEqual([1, 4]);
    await releaseAll();
    await Promise.all([first, ...three, fourth, ...more]);
    expect(seen.most).toBe(2);
    expect(seen.sizes).toEqual([1, 4, 5]);
  });
});
