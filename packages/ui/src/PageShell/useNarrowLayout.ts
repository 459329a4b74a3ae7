import { useCallback, useSyncExternalStore } from 'react';
import { theme } from 'antd';

/**
 * The media query below antd's `md` breakpoint (768 px): phones and narrow windows. Built from the
 * theme token so it moves with antd's Grid.
 */
export function narrowLayoutQuery(screenMD: number): string {
  return `(max-width: ${screenMD - 0.02}px)`;
}

/**
 * True below antd's `md` breakpoint: the shell swaps the left bar for a drawer, the header condenses,
 * tables stop pinning wide action columns. Read synchronously on the first render (no flash of the wide
 * layout on a phone) and updated when the window crosses the breakpoint.
 */
export function useNarrowLayout(): boolean {
  const { token } = theme.useToken();
  const query = narrowLayoutQuery(token.screenMD);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}
