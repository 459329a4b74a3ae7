import { useCallback, useRef, useState } from 'react';

/**
 * `[pending, run]`: `run(action)` calls the action and keeps `pending` true until its promise settles,
 * for a dialog's confirm button. A second run while one is pending is ignored (no double submit).
 */
export function usePending(): [boolean, (action: () => void | Promise<void>) => Promise<void>] {
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const run = useCallback(async (action: () => void | Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await action();
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);
  return [pending, run];
}
