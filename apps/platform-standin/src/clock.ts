/**
 * The stand-in's sense of time. Tests freeze or move it to make orders arrive and change without
 * waiting; rate limits ignore it and use real time.
 */
export class StandInClock {
  private frozenAt: number | null = null;
  private offsetMs = 0;

  constructor(private readonly source: () => Date = () => new Date()) {}

  nowMs(): number {
    return this.frozenAt ?? this.source().getTime() + this.offsetMs;
  }

  now(): Date {
    return new Date(this.nowMs());
  }

  /** Stops time at `at` until `reset`. */
  set(at: Date): void {
    this.frozenAt = at.getTime();
  }

  /** Moves time forward (or back, with a negative amount), frozen or not. */
  advance(ms: number): void {
    if (this.frozenAt !== null) this.frozenAt += ms;
    else this.offsetMs += ms;
  }

  reset(): void {
    this.frozenAt = null;
    this.offsetMs = 0;
  }
}
