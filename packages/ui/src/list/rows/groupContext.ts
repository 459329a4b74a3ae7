import type { CSSProperties, ReactNode } from 'react';
import type { ListColumn } from './columns.ts';
import type { GroupSelection } from './selection.ts';

/** How a list reads its groups and lines; `GroupedList`'s props and what each drawn group gets. */
export interface GroupAccessors<G, L> {
  groupKey: (group: G) => string;
  /** The number users know a group by (order no): first in its header strip, names its row and checkbox. */
  groupTitle: (group: G) => string;
  /** The rest of a group's header strip: time, shop and platform, status, remarks. */
  renderGroupHeader?: (group: G) => ReactNode;
  linesOf: (group: G) => readonly L[];
  lineKey: (line: L) => string;
  /** The columns to draw, already through `applyColumnSettings`. */
  columns: readonly ListColumn<L, G>[];
  /** A checkbox on each group header and a select-all-on-page checkbox; omit for a read-only list. */
  selection?: GroupSelection;
  /** Makes the group number a link-style button (the page opens its detail drawer). */
  onOpenGroup?: (group: G) => void;
}

/** Everything a drawn group needs besides the group itself; one object, so memoised groups skip re-renders. */
export interface GroupContext<G, L> extends GroupAccessors<G, L> {
  noun: string;
  rowStyle: CSSProperties;
}

/** What the page's `align` means for a flex cell. */
export function justifyFor(align: ListColumn<never>['align']): CSSProperties['justifyContent'] {
  return align === 'right' ? 'flex-end' : align === 'center' ? 'center' : 'flex-start';
}
