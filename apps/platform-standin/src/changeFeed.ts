import type { ChangeIndex, FeedPosition } from './changeIndex.ts';
import { invalidParameter } from './errors.ts';

/** One index to read, and the orders in it to pass over (those whose changes another index holds). */
export interface FeedSource {
  index: ChangeIndex;
  passOver: (k: number) => boolean;
}

export interface FeedStart extends FeedPosition {
  strictlyAfter: boolean;
}

export interface FeedPage {
  positions: FeedPosition[];
  /** More changes at or before `now` follow the last position. */
  more: boolean;
}

class Head {
  constructor(
    readonly source: FeedSource,
    public at: number,
  ) {}

  /** Moves past changes that are not the order's state at `now`: superseded ones, or ones read elsewhere. */
  settle(now: number): void {
    const { index, passOver } = this.source;
    while (this.at < index.length) {
      const superseded = index.time(this.at) <= now && index.supersededAt(this.at) <= now;
      if (!superseded && !passOver(index.order(this.at))) return;
      this.at++;
    }
  }

  get t(): number {
    return this.source.index.time(this.at);
  }

  get k(): number {
    return this.source.index.order(this.at);
  }
}

/** The orders whose latest change at `now` comes at or after `start`, in (modified, k) order. */
export function readFeed(
  sources: readonly FeedSource[],
  start: FeedStart,
  now: number,
  limit: number,
): FeedPage {
  const heads = sources.map(
    (source) => new Head(source, source.index.seek(start.t, start.k, start.strictlyAfter)),
  );
  const positions: FeedPosition[] = [];
  for (;;) {
    let next: Head | null = null;
    for (const head of heads) {
      head.settle(now);
      if (head.t <= now && (!next || head.t < next.t || (head.t === next.t && head.k < next.k))) next = head;
    }
    if (!next) return { positions, more: false };
    if (positions.length === limit) return { positions, more: true };
    positions.push({ t: next.t, k: next.k });
    next.at++;
  }
}

/** Where a feed continues: opaque to clients, `t:k` underneath. */
export function encodeCursor(position: FeedPosition): string {
  return Buffer.from(`c1:${position.t}:${position.k}`).toString('base64url');
}

export function decodeCursor(cursor: string): FeedPosition {
  const match = /^c1:(\d+):(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw invalidParameter('cursor 无效');
  return { t: Number(match[1]), k: Number(match[2]) };
}

/** Reading from `since`, or strictly after the cursor when it lies beyond `since`. */
export function feedStart(since: number, cursor: FeedPosition | null): FeedStart {
  if (cursor && cursor.t >= since) return { ...cursor, strictlyAfter: true };
  return { t: since, k: -Infinity, strictlyAfter: false };
}
