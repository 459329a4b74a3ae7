import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Checkbox } from 'antd';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { GroupContext } from './groupContext.ts';
import { GroupCard } from './GroupCard.tsx';
import { LIST_HEADER_HEIGHT_PX } from './layout.ts';
import type { PageCheckState } from './selection.ts';

export interface GroupCardsProps<G, L> {
  groups: readonly G[];
  ctx: GroupContext<G, L>;
  keyAt: (index: number) => string;
  estimate: (index: number) => number;
  overscan: number;
  /** The list's name for screen readers. */
  label: string;
  /** 全选本页, when the list selects. */
  page?: (PageCheckState & { onToggle: () => void }) | undefined;
  /** What stands for the list when it has no groups. */
  nothing: ReactNode;
}

/**
 * The groups on a phone: cards in the page's own scroll (a box scrolling inside a scrolling page shows
 * a phone one card and a half). Only the cards near the window's view are drawn.
 */
export function GroupCards<G, L>({
  groups,
  ctx,
  keyAt,
  estimate,
  overscan,
  label,
  page,
  nothing,
}: GroupCardsProps<G, L>) {
  const list = useRef<HTMLDivElement>(null);
  // Where the list starts in the document: whatever above it grows (filters wrapping) moves it.
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () => setOffset(Math.round(element.getBoundingClientRect().top + window.scrollY));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [nothing]);
  const virtualizer = useWindowVirtualizer<HTMLDivElement>({
    count: groups.length,
    estimateSize: estimate,
    getItemKey: keyAt,
    overscan,
    scrollMargin: offset,
    // React 19 warns about flushSync during render; a frame of lag on fast scrolls is fine here.
    useFlushSync: false,
  });

  return (
    <div>
      {page && (
        <div
          style={{ height: LIST_HEADER_HEIGHT_PX, display: 'flex', alignItems: 'center', padding: '0 8px' }}
        >
          <Checkbox checked={page.checked} indeterminate={page.indeterminate} onChange={page.onToggle}>
            全选本页
          </Checkbox>
        </div>
      )}
      {nothing || (
        <div
          ref={list}
          role="list"
          aria-label={label}
          style={{ position: 'relative', height: virtualizer.getTotalSize() }}
        >
          {virtualizer.getVirtualItems().map((item) => (
            <GroupCard
              key={item.key as string}
              group={groups[item.index]!}
              index={item.index}
              top={item.start - offset}
              ctx={ctx}
              measure={virtualizer.measureElement}
            />
          ))}
        </div>
      )}
    </div>
  );
}
