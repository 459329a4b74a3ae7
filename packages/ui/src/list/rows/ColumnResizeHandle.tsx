import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { theme } from 'antd';
import { clampColumnWidth, LIST_COLUMN_MAX_WIDTH_PX, type ListColumn } from './columns.ts';
import { TABLE_COLUMN_MIN_WIDTH_PX } from '../../constants.ts';

/** Arrow keys move the edge this far; with Shift five times as far. */
export const RESIZE_KEY_STEP_PX = 10;

export interface ColumnResizeHandleProps {
  column: Pick<ListColumn<never>, 'key' | 'title' | 'minWidth'>;
  /** The width on screen now (a drag in progress included). */
  width: number;
  /** Every move of a drag, for the live preview. */
  onDrag: (width: number) => void;
  /** The drag ended or a key was pressed: the width to keep. */
  onCommit: (width: number) => void;
}

/**
 * The right edge of a column title: drag it with a mouse, pen or finger, or focus it and use the arrow
 * keys. A `separator` with a value, so screen readers say how wide the column is.
 */
export function ColumnResizeHandle({ column, width, onDrag, onCommit }: ColumnResizeHandleProps) {
  const { token } = theme.useToken();
  const drag = useRef<{ x: number; width: number; last: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, width, last: width };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    const next = clampColumnWidth(column, d.width + event.clientX - d.x);
    if (next === d.last) return;
    d.last = next;
    onDrag(next);
  };
  const onPointerEnd = () => {
    const d = drag.current;
    if (!d) return;
    drag.current = null;
    onCommit(d.last);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? RESIZE_KEY_STEP_PX * 5 : RESIZE_KEY_STEP_PX;
    const delta = event.key === 'ArrowRight' ? step : event.key === 'ArrowLeft' ? -step : 0;
    if (delta === 0) return;
    event.preventDefault();
    onCommit(clampColumnWidth(column, width + delta));
  };

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={`调整「${column.title}」列宽`}
      aria-valuenow={width}
      aria-valuemin={column.minWidth ?? TABLE_COLUMN_MIN_WIDTH_PX}
      aria-valuemax={LIST_COLUMN_MAX_WIDTH_PX}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onKeyDown={onKeyDown}
      style={{
        position: 'absolute',
        insetBlock: 0,
        insetInlineEnd: -4,
        width: 8,
        cursor: 'col-resize',
        touchAction: 'none',
        zIndex: 1,
        // A hairline that shows where to grab; the 8 px box is the hit area.
        background: `linear-gradient(${token.colorBorder}, ${token.colorBorder}) center / 1px 50% no-repeat`,
      }}
    />
  );
}
