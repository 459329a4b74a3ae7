import { useEffect, useMemo, useRef } from 'react';
import { DEBOUNCE_DEFAULT_MS } from '../constants.ts';
import { debounce, type Debounced } from './debounce.ts';

/** A debounced callback that survives re-renders, always calls the latest `fn` and cancels on unmount. */
export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, wait: number = DEBOUNCE_DEFAULT_MS): Debounced<A> {
  const latest = useRef(fn);
  useEffect(() => {
    latest.current = fn;
  });
  const debounced = useMemo(() => debounce((...args: A) => latest.current(...args), wait), [wait]);
  useEffect(() => () => debounced.cancel(), [debounced]);
  return debounced;
}
