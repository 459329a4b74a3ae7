import { memo } from 'react';
import { theme } from 'antd';
import type { GroupContext } from './groupContext.ts';
import { FieldList } from './FieldList.tsx';
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
        {ctx.linesOf(group).map((line, j) => (
          <FieldList
            key={ctx.lineKey(line)}
            style={{ padding: '8px 12px', borderTop: `1px solid ${token.colorBorderSecondary}` }}
            fields={ctx.columns
              .filter((column) => j === 0 || !column.perGroup)
              .map((column) => ({
                key: column.key,
                label: column.title,
                value: column.render(line, group),
              }))}
          />
        ))}
      </div>
    </div>
  );
}

export const GroupCard = memo(GroupCardItem) as typeof GroupCardItem;
