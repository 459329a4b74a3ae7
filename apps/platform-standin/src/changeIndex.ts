/** A place in a change feed: the change at time `t` of order `k`. Feeds run in (t, k) order. */
export interface FeedPosition {
  t: number;
  k: number;
}

/** The instants an order changed or will change, ascending and distinct. */
export type ChangeTimes = (k: number) => readonly number[];

function before(t1: number, k1: number, t2: number, k2: number): boolean {
  return t1 < t2 || (t1 === t2 && k1 < k2);
}

/**
 * Every change of every order of a shop — past and scheduled — sorted by (time, order), each with the
 * time of the same order's next change. An order's modified time at `now` is its change with
 * t ≤ now < next, so the feed of any instant is a walk over one array that skips superseded changes:
 * built once per shop, it answers each page from a binary search.
 */
export class ChangeIndex {
  private columns: Columns = {
    times: new Float64Array(0),
    orders: new Float64Array(0),
    nexts: new Float64Array(0),
  };
  private lastCovered: number;

  constructor(firstIndex: number) {
    this.lastCovered = firstIndex - 1;
  }

  get length(): number {
    return this.columns.times.length;
  }

  time(i: number): number {
    return this.columns.times[i] ?? Infinity;
  }

  order(i: number): number {
    return this.columns.orders[i] ?? Infinity;
  }

  /** When the change at `i` stops being the order's latest. */
  supersededAt(i: number): number {
    return this.columns.nexts[i] ?? Infinity;
  }

  /** Adds the orders up to `lastIndex` that are not in yet. */
  cover(lastIndex: number, changeTimes: ChangeTimes): void {
    if (lastIndex <= this.lastCovered) return;
    const ks: number[] = [];
    for (let k = this.lastCovered + 1; k <= lastIndex; k++) ks.push(k);
    this.lastCovered = lastIndex;
    this.add(ks, changeTimes);
  }

  /** Adds the given orders (none of which may be in yet). */
  add(ks: readonly number[], changeTimes: ChangeTimes): void {
    this.mergeIn(sortedBatch(ks, changeTimes));
  }

  /** The first entry at or after (t, k), or strictly after it. */
  seek(t: number, k: number, strictlyAfter: boolean): number {
    let low = 0;
    let high = this.columns.times.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const ti = this.time(mid);
      const ki = this.order(mid);
      const goesRight = strictlyAfter ? !before(t, k, ti, ki) : before(ti, ki, t, k);
      if (goesRight) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  private mergeIn(batch: Columns): void {
    const old = this.columns;
    const total = old.times.length + batch.times.length;
    const merged: Columns = {
      times: new Float64Array(total),
      orders: new Float64Array(total),
      nexts: new Float64Array(total),
    };
    let a = 0;
    let b = 0;
    for (let out = 0; out < total; out++) {
      const takeOld =
        b >= batch.times.length ||
        (a < old.times.length && before(old.times[a]!, old.orders[a]!, batch.times[b]!, batch.orders[b]!));
      if (takeOld) copyEntry(old, a++, merged, out);
      else copyEntry(batch, b++, merged, out);
    }
    this.columns = merged;
  }
}

interface Columns {
  times: Float64Array;
  orders: Float64Array;
  nexts: Float64Array;
}

function copyEntry(from: Columns, i: number, to: Columns, j: number): void {
  to.times[j] = from.times[i]!;
  to.orders[j] = from.orders[i]!;
  to.nexts[j] = from.nexts[i]!;
}

function sortedBatch(ks: readonly number[], changeTimes: ChangeTimes): Columns {
  const times: number[] = [];
  const orders: number[] = [];
  const nexts: number[] = [];
  for (const k of ks) {
    const changes = changeTimes(k);
    for (let i = 0; i < changes.length; i++) {
      times.push(changes[i]!);
      orders.push(k);
      nexts.push(changes[i + 1] ?? Infinity);
    }
  }
  const permutation = new Uint32Array(times.length).map((_, i) => i);
  permutation.sort((x, y) => times[x]! - times[y]! || orders[x]! - orders[y]!);
  return {
    times: Float64Array.from(permutation, (i) => times[i]!),
    orders: Float64Array.from(permutation, (i) => orders[i]!),
    nexts: Float64Array.from(permutation, (i) => nexts[i]!),
  };
}
