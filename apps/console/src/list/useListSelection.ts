import { useState } from 'react';

/**
 * The ticked rows of a list page and 全选 N 条匹配结果. `keys` are the rows on screen; `selectionOf`
 * turns the state into what a bulk action or export covers: the filters when everything matching is
 * meant (or nothing is ticked), else the ticked ids.
 */
export function useListSelection(keys: readonly string[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // 全选 N 条匹配结果: bulk actions then go by the filters; the server takes the snapshot.
  const [allMatching, setAllMatching] = useState(false);
  const clear = () => {
    setSelected(new Set());
    setAllMatching(false);
  };
  return {
    selected,
    allMatching,
    clear,
    selectAllMatching: () => setAllMatching(true),
    /** What GroupedList's `selection` takes. */
    listSelection: {
      selectedKeys: allMatching ? new Set(keys) : selected,
      onToggle: (key: string) => {
        setAllMatching(false);
        setSelected((prev) => {
          const next = new Set(prev);
          if (next.has(key)) next.delete(key);
          else next.add(key);
          return next;
        });
      },
      onTogglePage: () => {
        setAllMatching(false);
        setSelected((prev) => (keys.every((k) => prev.has(k)) ? new Set() : new Set(keys)));
      },
    },
    selectionOf<Filter>(filter: Filter): { mode: 'filter'; filter: Filter } | { mode: 'ids'; ids: number[] } {
      return allMatching || selected.size === 0
        ? { mode: 'filter', filter }
        : { mode: 'ids', ids: [...selected].map(Number) };
    },
  };
}
