import type { Db } from '../../db/client.ts';
import { drainOutbox } from './drain.ts';

/**
 * The notifier of a job-running process: every `everyMs` it drains the outbox until it is empty. Other
 * processes drain beside it (SKIP LOCKED), so a message is written within about a second of its commit.
 */
export function startNotifier(db: Db, everyMs: number, onError: (e: unknown) => void) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void (async () => {
      try {
        while ((await drainOutbox(db)) > 0);
      } catch (e) {
        onError(e);
      } finally {
        running = false;
      }
    })();
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
