import type { Db } from '../../../db/client.ts';
import type { ReturnsGateway } from '../../daifa/gateways/returnsGateway.ts';
import { copyPendingPhotos } from './parcelPhotos.ts';

/**
 * Copies the desk's photos soon after the events naming them commit: one copy at a time, and a kick
 * during a copy runs it once more after. What a copy misses the minute sweep takes up.
 */
export function photoCopier(db: Db, returns: Pick<ReturnsGateway, 'photo'>) {
  let running: Promise<void> | null = null;
  let again = false;
  const run = async () => {
    do {
      again = false;
      await copyPendingPhotos(db, returns).catch(() => 0);
    } while (again);
    running = null;
  };
  return {
    kick() {
      if (running) again = true;
      else running = run();
    },
    /** Waits for the copy under way (a closing server, a test). */
    idle: () => running ?? Promise.resolve(),
  };
}
