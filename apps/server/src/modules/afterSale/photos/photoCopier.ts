import type { Db } from '../../../db/client.ts';
import type { ReturnsGateway } from '../../daifa/gateways/returnsGateway.ts';
import { copyPendingPhotos } from './parcelPhotos.ts';

/**
 * Copies the desk's photos soon after the events naming them commit, those first (a backlog of older
 * ones is the minute sweep's): one copy at a time, the ids kicked meanwhile taken by the next.
 */
export function photoCopier(db: Db, returns: Pick<ReturnsGateway, 'photo'>) {
  let running: Promise<void> | null = null;
  let queued = new Set<string>();
  const run = async () => {
    while (queued.size) {
      const ids = [...queued];
      queued = new Set();
      await copyPendingPhotos(db, returns, ids.length, ids).catch(() => 0);
    }
  };
  // `running` is cleared after the copy settles, never inside it: a copy with nothing to do ends at
  // once, and clearing it there would be undone by the assignment of its own promise
  const start = () => {
    running = run().finally(() => {
      running = null;
      if (queued.size) start();
    });
  };
  return {
    kick(photoIds: string[]) {
      for (const id of photoIds) queued.add(id);
      if (!running && queued.size) start();
    },
    /** Waits for the copy under way (a closing server, a test). */
    idle: () => running ?? Promise.resolve(),
  };
}
