import { useCallback, type RefObject } from 'react';
import { measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';

export interface GroupVirtualizerOptions {
  count: number;
  keyAt: (index: number) => string;
  /** A group's height before it is measured: its header strip plus its lines. */
  estimate: (index: number) => number;
  viewport: RefObject<HTMLDivElement | null>;
  /** The viewport's height in px, as the page set it. */
  viewportHeight: number;
  /** Where the first group starts inside the viewport (below the sticky header). */
  scrollMargin: number;
  overscan: number;
}

/**
 * TanStack's virtualizer for groups of 1–N rows, each measured once it is drawn.
 *
 * A viewport or group that measures 0 px (a list in a hidden tab, or jsdom, which has no layout) falls
 * back to the viewport height the page gave and to the estimates, so it still draws the first screenful
 * instead of nothing (a 0 px viewport) or everything (0 px groups).
 */
export function useGroupVirtualizer({
  count,
  keyAt,
  estimate,
  viewport,
  viewportHeight,
  scrollMargin,
  overscan,
}: GroupVirtualizerOptions) {
  return useVirtualizer<HTMLDivElement, HTMLDivElement>({
    count,
    getScrollElement: () => viewport.current,
    estimateSize: estimate,
    getItemKey: keyAt,
    overscan,
    scrollMargin,
    // React 19 warns about flushSync during render; a frame of lag on fast scrolls is fine here.
    useFlushSync: false,
    initialRect: { width: 0, height: viewportHeight },
    observeElementRect: useCallback<typeof observeElementRect<HTMLDivElement>>(
      (instance, report) =>
        observeElementRect(instance, (rect) =>
          report(rect.height > 0 ? rect : { width: rect.width, height: viewportHeight }),
        ),
      [viewportHeight],
    ),
    measureElement: (element, entry, instance) => {
      const size = measureElement(element, entry, instance);
      return size > 0 ? size : estimate(instance.indexFromElement(element));
    },
  });
}
