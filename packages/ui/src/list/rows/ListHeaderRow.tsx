import type { CSSProperties } from 'react';
import { Checkbox, theme } from 'antd';
import type { ListColumn } from './columns.ts';
import { ColumnResizeHandle } from './ColumnResizeHandle.tsx';
import { LIST_HEADER_HEIGHT_PX } from './layout.ts';
import type { PageCheckState } from './selection.ts';
import { justifyFor } from './groupContext.ts';

export interface ListHeaderRowProps {
  columns: readonly Pick<ListColumn<never>, 'key' | 'title' | 'minWidth' | 'align'>[];
  /** Widths on screen, by column key (a drag in progress included). */
  widthOf: (key: string) => number;
  rowStyle: CSSProperties;
  /** On the sticky `rowgroup` (its width). */
  style?: CSSProperties;
  /** The select-all-on-page checkbox, when the list is selectable. */
  page?: PageCheckState & { onToggle: () => void };
  /** Without it the columns cannot be resized. */
  resize?: { onDrag: (key: string, width: number) => void; onCommit: (key: string, width: number) => void };
}

/** The sticky row of column titles; it sits inside the scroll viewport, so it scrolls sideways with the body. */
export function ListHeaderRow({ columns, widthOf, rowStyle, style, page, resize }: ListHeaderRowProps) {
  const { token } = theme.useToken();
  const cell: CSSProperties = {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    minWidth: 0,
    paddingInline: 12,
    fontWeight: 600,
    color: token.colorTextHeading,
  };
  return (
    <div
      role="rowgroup"
      style={{
        ...style,
        position: 'sticky',
        top: 0,
        zIndex: 3,
        // Opaque: the body scrolls underneath it.
        background: `linear-gradient(${token.colorFillAlter}, ${token.colorFillAlter}), ${token.colorBgContainer}`,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <div role="row" aria-rowindex={1} style={{ ...rowStyle, height: LIST_HEADER_HEIGHT_PX }}>
        {page && (
          <div role="columnheader" style={{ ...cell, justifyContent: 'center', paddingInline: 0 }}>
            <Checkbox
              aria-label="全选本页"
              checked={page.checked}
              indeterminate={page.indeterminate}
              onChange={page.onToggle}
            />
          </div>
        )}
        {columns.map((column) => (
          <div
            key={column.key}
            role="columnheader"
            style={{
              ...cell,
              justifyContent: justifyFor(column.align),
            }}
          >
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {column.title}
            </span>
            {resize && (
              <ColumnResizeHandle
                column={column}
                width={widthOf(column.key)}
                onDrag={(w) => resize.onDrag(column.key, w)}
                onCommit={(w) => resize.onCommit(column.key, w)}
              />
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
