import { useEffect, useState } from 'react';
import { TOUR_GIVE_UP_AFTER_MS, TOUR_POLL_INTERVAL_MS } from '../constants.ts';

/** A CSS selector or a function, because the element usually does not exist yet when the tour is set up. */
export type TourTarget = string | (() => HTMLElement | null);

export type TargetPoll = { status: 'idle' | 'waiting' | 'gave-up' } | { status: 'found'; element: HTMLElement };

function find(target: TourTarget): HTMLElement | null {
  return typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target();
}

/**
 * Spec §9: the menus a tour points at render late (after permissions load), so look for the target
 * every 250 ms and give up after about 5000 ms rather than pointing at nothing.
 */
export function useTargetPoll(target: TourTarget | undefined, active: boolean): TargetPoll {
  const [poll, setPoll] = useState<TargetPoll>({ status: 'idle' });

  useEffect(() => {
    if (!active || target === undefined) {
      setPoll({ status: 'idle' });
      return;
    }
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = () => {
      const element = find(target);
      if (element) return setPoll({ status: 'found', element });
      if (Date.now() - started >= TOUR_GIVE_UP_AFTER_MS) return setPoll({ status: 'gave-up' });
      setPoll((prev) => (prev.status === 'waiting' ? prev : { status: 'waiting' }));
      timer = setTimeout(look, TOUR_POLL_INTERVAL_MS);
    };
    look();
    return () => clearTimeout(timer);
  }, [target, active]);

  return poll;
}
