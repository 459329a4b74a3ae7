import { useCallback, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Empty, theme } from 'antd';
import { useNarrowLayout } from '../../PageShell/useNarrowLayout.ts';
import type { GroupAccessors, GroupContext } from './groupContext.ts';
import { GroupCards } from './GroupCards.tsx';
import { gridLayout, LIST_GROUP_GAP_PX, LIST_HEADER_HEIGHT_PX } from './layout.ts';
import { ListHeaderRow } from './ListHeaderRow.tsx';
import { pageCheckState } from './selection.ts';
import { useGroupVirtualizer } from './useGroupVirtualizer.ts';
import { WideGroup } from './WideGroup.tsx';

export interface GroupedListProps<G, L> extends GroupAccessors<G, L> {
  /** The page's groups (orders), in display order. */
  groups: readonly G[];
  /** What a group is, for screen readers: `订单 DF…` row, `选择订单 DF…` checkbox. Defaults to 订单. */
  groupNoun?: string;
  /** A column edge was dragged (on release) or moved with the arrow keys; omit to fix the widths. */
  onColumnResize?: (key: string, width: number) => void;
  /** Height of the scroll viewport, px. */
  height: number;
  /** The list's name for screen readers, usually the page title (同步订单). */
  'aria-label': string;
  /** Shown when there are no groups; antd's 暂无数据 by default. */
  empty?: ReactNode;
  /** Groups drawn above and below the visible ones. */
  overscan?: number;
  /** Heights before measuring, px: the header strip and one line (wide), or one field (phone cards). */
  estimate?: { header?: number; line?: number; field?: number };
}

const DEFAULT_ESTIMATE = { header: 44, line: 72, field: 26 };

/**
 * A list page's body: groups (orders) with a header strip each above their line rows (goods), drawn
 * through the page's columns. Only the groups in view are in the DOM (TanStack Virtual, each group
 * measured once drawn), so 200 orders with 600 lines scroll smoothly. The column titles stick to the
 * top and scroll sideways with the rows; their edges resize the columns. ARIA table roles throughout
 * (`table` › `rowgroup` › `row` › `columnheader`/`cell`), with `aria-rowcount`/`aria-rowindex` for the
 * rows not drawn. Below 768 px each group is a card (`list` › `listitem`), fields stacked, in the page's
 * own scroll (GroupCards).
 */
export function GroupedList<G, L>(props: GroupedListProps<G, L>) {
  const {
    groups,
    groupKey,
    groupTitle,
    groupNoun = '订单',
    renderGroupHeader,
    linesOf,
    lineKey,
    columns,
    selection,
    onOpenGroup,
    onColumnResize,
    height,
    empty,
    overscan = 3,
  } = props;
  const { token } = theme.useToken();
  const narrow = useNarrowLayout();
  const viewport = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState<{ key: string; width: number } | null>(null);

  const estimates = { ...DEFAULT_ESTIMATE, ...props.estimate };
  const lineEstimate = narrow ? columns.length * estimates.field + 16 : estimates.line;
  // a card's header stacks the strip's fields: three lines or so
  const headerEstimate = narrow ? estimates.header * 3 : estimates.header;
  const estimate = (i: number) =>
    LIST_GROUP_GAP_PX + headerEstimate + linesOf(groups[i]!).length * lineEstimate;
  const keyAt = useCallback((i: number) => groupKey(groups[i]!), [groupKey, groups]);
  const virtualizer = useGroupVirtualizer({
    // on a phone the cards ride the window's scroll (GroupCards has its own virtualizer)
    count: narrow ? 0 : groups.length,
    keyAt,
    estimate,
    viewport,
    viewportHeight: height,
    scrollMargin: LIST_HEADER_HEIGHT_PX,
    overscan,
  });

  const keys = useMemo(() => groups.map(groupKey), [groups, groupKey]);
  const page = selection && {
    ...pageCheckState(keys, selection.selectedKeys),
    onToggle: selection.onTogglePage,
  };
  // aria-rowindex of each group's header row: the column titles are row 1.
  const firstRows = useMemo(() => {
    const out: number[] = [];
    let next = 2;
    for (const group of groups) {
      out.push(next);
      next += 1 + linesOf(group).length;
    }
    return { out, total: next - 1 };
  }, [groups, linesOf]);

  const widthOf = (key: string) =>
    dragging?.key === key ? dragging.width : (columns.find((c) => c.key === key)?.width ?? 0);
  const grid = gridLayout(
    columns.map((c) => widthOf(c.key)),
    selection !== undefined,
  );
  const ctx = useMemo<GroupContext<G, L>>(
    () => ({
      groupKey,
      groupTitle,
      noun: groupNoun,
      renderGroupHeader,
      linesOf,
      lineKey,
      columns,
      selection,
      onOpenGroup,
      rowStyle: ROW_STYLE,
    }),
    [groupKey, groupTitle, groupNoun, renderGroupHeader, linesOf, lineKey, columns, selection, onOpenGroup],
  );

  const items = virtualizer.getVirtualItems();
  const scrollMargin = virtualizer.options.scrollMargin;
  const nothing = groups.length === 0 && (empty ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />);
  const viewportStyle: CSSProperties = {
    height,
    overflow: 'auto',
    position: 'relative',
    overscrollBehavior: 'contain',
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    background: token.colorBgContainer,
  };

  if (narrow) {
    return (
      <GroupCards
        groups={groups}
        ctx={ctx}
        keyAt={keyAt}
        estimate={estimate}
        overscan={overscan}
        label={props['aria-label']}
        page={page}
        nothing={nothing}
      />
    );
  }

  const rowsWidth: CSSProperties = { width: grid.width, minWidth: '100%' };
  return (
    <div
      ref={viewport}
      role="table"
      aria-label={props['aria-label']}
      aria-rowcount={nothing ? undefined : firstRows.total}
      aria-colcount={columns.length + (selection ? 1 : 0)}
      // The viewport scrolls; with nothing focusable in it, keyboard users still need to reach it.
      tabIndex={0}
      style={{ ...viewportStyle, ['--oms-list-columns' as string]: grid.template }}
    >
      <ListHeaderRow
        style={rowsWidth}
        columns={columns}
        widthOf={widthOf}
        rowStyle={ROW_STYLE}
        page={page}
        resize={
          onColumnResize && {
            onDrag: (key, width) => setDragging({ key, width }),
            onCommit: (key, width) => {
              setDragging(null);
              onColumnResize(key, width);
            },
          }
        }
      />
      {nothing ? (
        <div role="rowgroup" style={rowsWidth}>
          <div role="row" style={ROW_STYLE}>
            <div role="cell" style={{ gridColumn: '1 / -1' }}>
              {nothing}
            </div>
          </div>
        </div>
      ) : (
        <div style={{ ...rowsWidth, position: 'relative', height: virtualizer.getTotalSize() }}>
          {items.map((item) => (
            <WideGroup
              key={item.key as string}
              group={groups[item.index]!}
              index={item.index}
              top={item.start - scrollMargin}
              rowIndex={firstRows.out[item.index]!}
              ctx={ctx}
              measure={virtualizer.measureElement}
            />
          ))}
        </div>
      )}
    </div>
  );
}

/** Every row shares the viewport's column tracks, so a drag restyles one variable, not every row. */
const ROW_STYLE: CSSProperties = { display: 'grid', gridTemplateColumns: 'var(--oms-list-columns)' };
