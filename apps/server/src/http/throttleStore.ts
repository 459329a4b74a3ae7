type Callback = (error: Error | null, result: { current: number; ttl: number }) => void;

const SWEEP_ABOVE = 10_000;

/**
 * A fixed-window counter store for @fastify/rate-limit, in this process's memory.
 *
 * The plugin's own LocalStore hands every caller the same mutable record and reads it after an
 * `await`, so a burst of 40 parallel calls all see the count 40 and all are refused, even the first
 * ones within the limit. This store answers each call with its own number.
 */
export class ThrottleStore {
  private readonly windows = new Map<string, { count: number; startedAt: number }>();

  incr(key: string, callback: Callback, timeWindow: number): void {
    const now = Date.now();
    if (this.windows.size > SWEEP_ABOVE) this.sweep(now, timeWindow);
    let window = this.windows.get(key);
    if (!window || window.startedAt + timeWindow <= now) {
      window = { count: 0, startedAt: now };
      this.windows.set(key, window);
    }
    window.count += 1;
    callback(null, { current: window.count, ttl: window.startedAt + timeWindow - now });
  }

  read(key: string, callback: Callback, timeWindow: number): void {
    const now = Date.now();
    const window = this.windows.get(key);
    if (!window || window.startedAt + timeWindow <= now) callback(null, { current: 0, ttl: 0 });
    else callback(null, { current: window.count, ttl: window.startedAt + timeWindow - now });
  }

  /** Each throttled route counts on its own. */
  child(): ThrottleStore {
    return new ThrottleStore();
  }

  private sweep(now: number, timeWindow: number) {
    for (const [key, window] of this.windows) if (window.startedAt + timeWindow <= now) this.windows.delete(key);
  }
}
