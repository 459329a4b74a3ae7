import { memo } from 'react';
import { theme } from 'antd';
import type { GroupContext } from './groupContext.ts';
import { GroupTitle } from './GroupTitle.tsx';
import { LIST_GROUP_GAP_PX } from './layout.ts';

export interface GroupCardProps<G, L> {
  group: G;
  index: number;
  top: number;
  ctx: GroupContext<G, L>;
  measure: (element: HTMLDivElement | null) => void;
}

/** One group on a phone: a card with the header strip on top and each line's fields stacked below. */
function GroupCardItem<G, L>({ group, index, top, ctx, measure }: GroupCardProps<G, L>) {
  const { token } = theme.useToken();
  const title = ctx.groupTitle(group);
  return (
    <div
      role="listitem"
      aria-label={`${ctx.noun} ${title}`}
      ref={measure}
      data-index={index}
      style={{
        position: 'absolute',
        top: 0,
        left: 0,
        width: '100%',
        transform: `translateY(${top}px)`,
        paddingTop: LIST_GROUP_GAP_PX,
      }}
    >
      <div
        style={{
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          background: token.colorBgContainer,
          overflow: 'hidden',
        }}
      >
        <div style={{ padding: '8px 12px', background: token.colorFillAlter }}>
          <GroupTitle
            groupKey={ctx.groupKey(group)}
            title={title}
            noun={ctx.noun}
            selection={ctx.selection}
            onOpen={ctx.onOpenGroup && (() => ctx.onOpenGroup!(group))}
            extra={ctx.renderGroupHeader?.(group)}
          />
        </div>
        {ctx.linesOf(group).map((line) => (
          <dl
            key={ctx.lineKey(line)}
            style={{
              display: 'grid',
              gridTemplateColumns: 'auto minmax(0, 1fr)',
              gap: '4px 12px',
              margin: 0,
              padding: '8px 12px',
              borderTop: `1px solid ${token.colorBorderSecondary}`,
            }}
          >
            {ctx.columns.map((column) => (
              <div key={column.key} style={{ display: 'contents' }}>
                <dt style={{ color: token.colorTextSecondary }}>{column.title}</dt>
                <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {column.render(line, group)}
                </dd>
              </div>
            ))}
          </dl>
        ))}
      </div>
    </div>
  );
}

export const GroupCard = memo(GroupCardItem) as typeof GroupCardItem;
