import { describe, expect, it } from 'vitest';
import { eventBatches } from './eventBatches.ts';

type Ev = { order: string; seq: number };
const compare = (a: Ev, b: Ev) => a.order.localeCompare(b.order) || a.seq - b.seq;
const tick = () => new Promise((r) => setTimeout(r, 5));

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

  it('no more than maxInFlight batches at once; what arrives meanwhile waits and goes in the next, up to maxBatch', async () => {
    let running = 0;
    let most = 0;
    const sizes: number[] = [];
    const release: (() => void)[] = [];
    const b = eventBatches<Ev, number>({
      applyTogether: async (events) => {
        running++;
        most = Math.max(most, running);
        sizes.push(events.length);
        await new Promise<void>((r) => release.push(r));
        running--;
        return events.map((e) => e.seq);
      },
      applyAlone: async (e) => e.seq,
      compare,
      maxBatch: 3,
      maxInFlight: 2,
    });
    const first = [b.submit({ order: 'A', seq: 1 })];
    await tick();
    const second = [b.submit({ order: 'B', seq: 1 })];
    await tick();
    // both slots busy: these seven wait
    const waiting = Array.from({ length: 7 }, (_, i) => b.submit({ order: `C${i}`, seq: i + 1 }));
    await tick();
    expect(sizes).toEqual([1, 1]);
    while (release.length || running) {
      release.shift()?.();
      await tick();
    }
    await Promise.all([...first, ...second, ...waiting]);
    await b.drain();
    expect(most).toBe(2);
    expect(sizes.slice(2).sort()).toEqual([1, 3, 3]);
  });
});
