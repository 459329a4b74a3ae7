import { describe, expect, it } from 'vitest';
import { serialised } from './serialised.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('serialised', () => {
  it('runs tasks of one key one at a time, in order, and others alongside', async () => {
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const task = (name: string, fail = false) => async () => {
      running += 1;
      most = Math.max(most, running);
      await sleep(5);
      log.push(name);
      running -= 1;
      if (fail) throw new Error(name);
      return name;
    };
    const a = [serialised('k', task('a1')), serialised('k', task('a2', true)), serialised('k', task('a3'))];
    const results = await Promise.allSettled(a);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(log).toEqual(['a1', 'a2', 'a3']);
    expect(most).toBe(1);
    most = 0;
    await Promise.all([serialised('x', task('x')), serialised('y', task('y'))]);
    expect(most).toBe(2);
  });
});
