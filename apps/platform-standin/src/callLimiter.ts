/** Forget shops idle this long, once the table grows. */
const STALE_AFTER_MS = 10_000;
const PRUNE_ABOVE = 1000;
const WINDOW_MS = 1000;

/**
 * The per-shop call limit: at most `perSecond` calls in any second (a sliding window, so bursts across a
 * second boundary are counted too). Real time, not the stand-in's clock: tests freeze that; load is real.
 */
export class CallLimiter {
  /** Per shop, the times of its calls within the last second, oldest first. */
  private readonly calls = new Map<string, number[]>();

  /** Counts a call of `key`; the seconds to wait when it is over `perSecond`, else null. 0 means no limit. */
  admit(key: string, perSecond: number, nowMs: number = Date.now()): number | null {
    if (perSecond <= 0) return null;
    let recent = this.calls.get(key);
    if (!recent) {
      this.prune(nowMs);
      this.calls.set(key, (recent = []));
    }
    while (recent.length > 0 && recent[0]! <= nowMs - WINDOW_MS) recent.shift();
    if (recent.length >= perSecond) return Math.max(1, Math.ceil((recent[0]! + WINDOW_MS - nowMs) / 1000));
    recent.push(nowMs);
    return null;
  }

  private prune(nowMs: number): void {
    if (this.calls.size <= PRUNE_ABOVE) return;
    for (const [key, recent] of this.calls) {
      if ((recent.at(-1) ?? 0) < nowMs - STALE_AFTER_MS) this.calls.delete(key);
    }
  }
}
