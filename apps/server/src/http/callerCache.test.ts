import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { AUTH_CHANGED_CHANNEL, CallerCache } from './callerCache.ts';
import type { Caller } from './caller.ts';

const caller = (accountId: number): Caller => ({
  accountId,
  tenantId: accountId,
  kind: 'seller',
  userType: 0,
  username: `u${accountId}`,
  subUsername: null,
  sessionId: accountId,
  manualDelivery: true,
  hasErp: false,
  permissions: 'all',
});

/** A connection whose LISTEN answers at once (or fails, with `listenFails`), adopted by the cache. */
async function connection(cache: CallerCache, listenFails = false) {
  const client = Object.assign(new EventEmitter(), {
    query: (text: string) => {
      expect(text).toBe(`listen ${AUTH_CHANGED_CHANNEL}`);
      return listenFails ? Promise.reject(new Error('refused')) : Promise.resolve();
    },
  });
  await cache.adopt(client as unknown as pg.PoolClient);
  return client;
}

const FAR = Date.now() + 3600_000;

describe('CallerCache', () => {
  it('keeps nothing until a connection listens', async () => {
    const cache = new CallerCache();
    cache.keep('a', caller(1), FAR, cache.generation());
    expect(cache.lookup('a')).toBeNull();
    await connection(cache, true);
    cache.keep('a', caller(1), FAR, cache.generation());
    expect(cache.lookup('a')).toBeNull();
    await connection(cache);
    cache.keep('a', caller(1), FAR, cache.generation());
    expect(cache.lookup('a')?.accountId).toBe(1);
  });

  it('drops a read that began before a change was heard', async () => {
    const cache = new CallerCache();
    const client = await connection(cache);
    const since = cache.generation();
    client.emit('notification', { channel: AUTH_CHANGED_CHANNEL, processId: 1 });
    cache.keep('a', caller(1), FAR, since);
    expect(cache.lookup('a')).toBeNull();
  });

  it('forgets everything on a notification, and only on its own channel', async () => {
    const cache = new CallerCache();
    const client = await connection(cache);
    cache.keep('a', caller(1), FAR, cache.generation());
    client.emit('notification', { channel: 'something_else', processId: 1 });
    expect(cache.size).toBe(1);
    client.emit('notification', { channel: AUTH_CHANGED_CHANNEL, processId: 1 });
    expect(cache.size).toBe(0);
  });

  it('forgets everything when a listening connection goes, and keeps nothing once none listens', async () => {
    const cache = new CallerCache();
    const one = await connection(cache);
    const two = await connection(cache);
    cache.keep('a', caller(1), FAR, cache.generation());
    one.emit('error', new Error('reset'));
    one.emit('end');
    expect(cache.size).toBe(0);
    expect(cache.listening).toBe(true);
    two.emit('end');
    expect(cache.listening).toBe(false);
    cache.keep('a', caller(1), FAR, cache.generation());
    expect(cache.lookup('a')).toBeNull();
  });

  it('an entry ends with its session, or after the cache’s limit', async () => {
    const cache = new CallerCache(1000);
    await connection(cache);
    const now = 1_000_000;
    cache.keep('short', caller(1), now + 200, cache.generation(), now);
    cache.keep('long', caller(2), now + 3600_000, cache.generation(), now);
    expect(cache.lookup('short', now + 199)?.accountId).toBe(1);
    expect(cache.lookup('short', now + 200)).toBeNull();
    expect(cache.lookup('long', now + 999)?.accountId).toBe(2);
    expect(cache.lookup('long', now + 1000)).toBeNull();
  });

  it('holds at most maxEntries, the oldest going first', async () => {
    const cache = new CallerCache(60_000, 2);
    await connection(cache);
    for (const key of ['a', 'b', 'c']) cache.keep(key, caller(1), FAR, cache.generation());
    expect(cache.size).toBe(2);
    expect(cache.lookup('a')).toBeNull();
    expect(cache.lookup('c')).not.toBeNull();
  });
});
