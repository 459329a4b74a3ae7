import { useCallback, useEffect, useState } from 'react';
import type { ShopRow } from '@oms/api-client';
import { useShops } from '../../../api/shops.ts';

/** How often the list is asked again while a sync the seller started runs, and for how long at most. */
export const SYNC_POLL_MS = 2000;
export const SYNC_WATCH_MS = 30_000;

interface Watch {
  /** The shop's lastSyncAt when the sync was asked for; the run is over once it moves. */
  since: string | null;
  until: number;
}

/**
 * The shop list, polled every 2 s while a sync asked for here (立即同步, or the one a new authorisation
 * starts) has not finished, at most ~30 s. The server stamps lastSyncAt when a run ends, ok or not,
 * so a changed lastSyncAt means that shop is done; no clocks are compared.
 */
export function useWatchedShops() {
  const [watches, setWatches] = useState<ReadonlyMap<number, Watch>>(new Map());
  const shops = useShops(watches.size > 0 ? SYNC_POLL_MS : 0);
  const rows = shops.data;

  const watch = useCallback((shopId: number, since: string | null) => {
    setWatches((current) => new Map(current).set(shopId, { since, until: Date.now() + SYNC_WATCH_MS }));
  }, []);

  useEffect(() => {
    if (!rows) return;
    setWatches((current) => keepUnfinished(current, rows));
  }, [rows]);

  useEffect(() => {
    if (watches.size === 0) return;
    const next = Math.min(...[...watches.values()].map((w) => w.until));
    const timer = setTimeout(
      () => setWatches((current) => keepUnexpired(current)),
      Math.max(0, next - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [watches]);

  return { ...shops, watch, isSyncing: (shopId: number) => watches.has(shopId) };
}

function keepUnfinished(
  watches: ReadonlyMap<number, Watch>,
  rows: readonly ShopRow[],
): ReadonlyMap<number, Watch> {
  // A shop missing from the rows is one the list has not caught up with yet (just authorised): keep watching.
  const running = ([id, w]: [number, Watch]) => {
    const row = rows.find((r) => r.id === id);
    return !row || row.lastSyncAt === w.since;
  };
  const left = new Map([...watches].filter(running));
  return left.size === watches.size ? watches : left;
}

function keepUnexpired(watches: ReadonlyMap<number, Watch>): ReadonlyMap<number, Watch> {
  const now = Date.now();
  return new Map([...watches].filter(([, w]) => w.until > now));
}
