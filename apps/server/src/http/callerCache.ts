import type pg from 'pg';
import type { Caller } from './caller.ts';

/** The channel the auth tables' triggers notify on (migration 0035). */
export const AUTH_CHANGED_CHANNEL = 'oms_auth_changed';

interface Entry {
  caller: Caller;
  /** Epoch ms: the session's own expiry, or the cache's limit if sooner. */
  until: number;
}

/**
 * The callers this process has resolved, so a request does not ask PostgreSQL for its session again
 * (one round trip of a list page's two). Kept only while the pool's connections LISTEN for the auth
 * tables' notifications (`adopt`, the pool's onConnect): any revoke, disabled account or changed role —
 * from any process, or by hand — empties it.
 * A connection that committed such a change gets its own notification before its commit's reply, so a
 * change made here is seen by the very next request; another process hears it as soon as one of its
 * connections is idle. An entry lives at most `ttlMs` and never past its session's expiry.
 */
export class CallerCache {
  readonly #entries = new Map<string, Entry>();
  #generation = 0;
  #listening = 0;

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 20_000,
  ) {}

  lookup(key: string, now = Date.now()): Caller | null {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    if (entry.until > now) return entry.caller;
    this.#entries.delete(key);
    return null;
  }

  /** Taken before reading a session: what is read is kept only if nothing was forgotten meanwhile. */
  generation(): number {
    return this.#generation;
  }

  keep(key: string, caller: Caller, sessionExpiresAt: number, readSince: number, now = Date.now()): void {
    if (readSince !== this.#generation || this.#listening === 0) return;
    if (this.#entries.size >= this.maxEntries) {
      // the oldest kept first (a Map iterates in insertion order)
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { caller, until: Math.min(sessionExpiresAt, now + this.ttlMs) });
  }

  forgetAll(): void {
    this.#generation++;
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Whether entries are kept: at least one of the pool's connections is listening. */
  get listening(): boolean {
    return this.#listening > 0;
  }

  /**
   * For the pool's onConnect: the connection LISTENs before its first use. The cache keeps entries only
   * while one of its connections does, and forgets everything when one goes (a notification may have
   * been missed while it was down).
   */
  async adopt(client: pg.PoolClient): Promise<void> {
    let counted = false;
    const gone = () => {
      if (counted) {
        counted = false;
        this.#listening--;
      }
      this.forgetAll();
    };
    client.on('notification', (message) => {
      if (message.channel === AUTH_CHANGED_CHANNEL) this.forgetAll();
    });
    client.on('end', gone);
    client.on('error', gone);
    try {
      await client.query(`listen ${AUTH_CHANGED_CHANNEL}`);
      counted = true;
      this.#listening++;
    } catch {
      // still a usable connection; it just hears nothing, and is not counted
    }
  }
}
