/**
 * Simulated time: it runs `speed` times faster than the wall clock (0 stops it, so tests move it only
 * by `advance`). Everything the warehouse and the courier do is scheduled on it; retries of the
 * outbox are not, they wait in wall-clock time so a slow server is not hammered at 600×.
 */
export class SimClock {
  private anchorRealMs: number;
  private anchorSimMs: number;

  constructor(
    private speed: number,
    startSimMs: number,
    private readonly realNow: () => number = Date.now,
  ) {
    this.anchorRealMs = realNow();
    this.anchorSimMs = startSimMs;
  }

  nowMs(): number {
    return this.anchorSimMs + (this.realNow() - this.anchorRealMs) * this.speed;
  }

  get simSpeed(): number {
    return this.speed;
  }

  advance(ms: number): void {
    this.anchorSimMs += ms;
  }

  /** Jumps to `atMs`; going back is refused, since scheduled steps and seq order assume time only grows. */
  set(atMs: number): void {
    this.rebase();
    if (atMs > this.anchorSimMs) this.anchorSimMs = atMs;
  }

  setSpeed(speed: number): void {
    this.rebase();
    this.speed = speed;
  }

  private rebase(): void {
    const now = this.realNow();
    this.anchorSimMs += (now - this.anchorRealMs) * this.speed;
    this.anchorRealMs = now;
  }
}
