import { memo, type CSSProperties } from 'react';
import { theme } from 'antd';
import { justifyFor, type GroupContext } from './groupContext.ts';
import { GroupCheckbox, GroupTitle } from './GroupTitle.tsx';
import { LIST_GROUP_GAP_PX } from './layout.ts';

export interface WideGroupProps<G, L> {
  group: G;
  /** The virtualizer's index (`data-index`, for measuring). */
  index: number;
  /** Offset from the top of the body, px. */
  top: number;
  /** `aria-rowindex` of the group's header row; its lines follow. */
  rowIndex: number;
  ctx: GroupContext<G, L>;
  measure: (element: HTMLDivElement | null) => void;
}

/** One group on a wide screen: a `rowgroup` of its header strip row and one row per line. */
function WideGroupRows<G, L>({ group, index, top, rowIndex, ctx, measure }: WideGroupProps<G, L>) {
  const { token } = theme.useToken();
  const key = ctx.groupKey(group);
  const title = ctx.groupTitle(group);
  const border = `1px solid ${token.colorBorderSecondary}`;
  const cell: CSSProperties = { display: 'flex', alignItems: 'center', minWidth: 0, padding: '8px 12px' };
  const spanFrom = ctx.selection ? 2 : 1;
  return (
    <div
      role="rowgroup"
      ref={measure}
      data-index={index}
      style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${top}px)` }}
    >
      <div
        role="row"
        aria-rowindex={rowIndex}
        aria-label={`${ctx.noun} ${title}`}
        style={{
          ...ctx.rowStyle,
          marginTop: LIST_GROUP_GAP_PX,
          background: token.colorFillAlter,
          borderBlock: border,
        }}
      >
        {ctx.selection && (
          <div role="cell" style={{ ...cell, justifyContent: 'center', paddingInline: 0 }}>
            <GroupCheckbox groupKey={key} title={title} noun={ctx.noun} selection={ctx.selection} />
          </div>
        )}
        <div role="cell" style={{ ...cell, gridColumn: `${spanFrom} / -1` }}>
          <GroupTitle
            groupKey={key}
            title={title}
            noun={ctx.noun}
            checkbox={false}
            onOpen={ctx.onOpenGroup && (() => ctx.onOpenGroup!(group))}
            extra={ctx.renderGroupHeader?.(group)}
          />
        </div>
      </div>
      {ctx.linesOf(group).map((line, j) => (
        <div
          key={ctx.lineKey(line)}
          role="row"
          aria-rowindex={rowIndex + 1 + j}
          style={{ ...ctx.rowStyle, borderBottom: border }}
        >
          {ctx.selection && <div role="cell" />}
          {ctx.columns.map((column) => (
            <div
              key={column.key}
              role="cell"
              style={{
                ...cell,
                justifyContent: justifyFor(column.align),
                textAlign: column.align,
                overflowWrap: 'anywhere',
              }}
            >
              {j === 0 || !column.perGroup ? column.render(line, group) : null}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

export const WideGroup = memo(WideGroupRows) as typeof WideGroupRows;
