import { useState } from 'react';
import { InputNumber } from 'antd';
import { TABLE_COLUMN_MIN_WIDTH_PX } from '../../constants.ts';
import { clampColumnWidth, LIST_COLUMN_MAX_WIDTH_PX, type ListColumn } from './columns.ts';

export interface ColumnWidthInputProps {
  column: Pick<ListColumn<never>, 'title' | 'minWidth'>;
  width: number;
  onChange: (width: number) => void;
}

/**
 * A column's width in px. Typing is free (12 on the way to 120 is not clamped to 80); the value counts
 * on Enter or when the field loses focus, clamped to the column's limits.
 */
export function ColumnWidthInput({ column, width, onChange }: ColumnWidthInputProps) {
  const [draft, setDraft] = useState<number | null>(width);
  // A new width from outside (恢复默认, a drag in the list) replaces the draft.
  const [seen, setSeen] = useState(width);
  if (seen !== width) {
    setSeen(width);
    setDraft(width);
  }
  const commit = () => {
    const next = draft === null ? width : clampColumnWidth(column, draft);
    setDraft(next);
    if (next !== width) onChange(next);
  };
  return (
    <InputNumber
      size="small"
      aria-label={`「${column.title}」列宽`}
      value={draft}
      min={1}
      max={LIST_COLUMN_MAX_WIDTH_PX}
      precision={0}
      controls={false}
      suffix="px"
      style={{ width: 84 }}
      title={`${column.minWidth ?? TABLE_COLUMN_MIN_WIDTH_PX}–${LIST_COLUMN_MAX_WIDTH_PX} px`}
      onChange={setDraft}
      onBlur={commit}
      onPressEnter={commit}
    />
  );
}
