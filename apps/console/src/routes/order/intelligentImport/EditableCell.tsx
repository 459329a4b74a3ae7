import { useRef, useState } from 'react';
import { Input, Typography } from 'antd';

/**
 * A cell of the row report the seller fixes where it stands: click (or Enter) to edit, Enter or
 * leaving the box saves, Esc puts the old value back. A cell at fault is outlined red.
 */
export function EditableCell({
  label,
  value,
  invalid,
  editable,
  onSave,
}: {
  label: string;
  value: string;
  invalid: boolean;
  editable: boolean;
  onSave: (value: string) => Promise<boolean>;
}) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(value);
  const [saving, setSaving] = useState(false);
  // Enter saves, and the box losing focus while it saves would save again: one save at a time.
  const busy = useRef(false);

  const commit = async () => {
    if (busy.current) return;
    if (text.trim() === value) return setEditing(false);
    busy.current = true;
    setSaving(true);
    const ok = await onSave(text.trim());
    busy.current = false;
    setSaving(false);
    if (ok) setEditing(false);
  };

  if (editing)
    return (
      <Input
        size="small"
        aria-label={label}
        autoFocus
        value={text}
        disabled={saving}
        status={invalid ? 'error' : undefined}
        maxLength={200}
        onChange={(e) => setText(e.target.value)}
        onPressEnter={() => void commit()}
        onBlur={() => void commit()}
        onKeyDown={(e) => {
          if (e.key !== 'Escape') return;
          setText(value);
          setEditing(false);
        }}
      />
    );
  const shown = value || <Typography.Text type="secondary">（空）</Typography.Text>;
  if (!editable) return <span>{shown}</span>;
  return (
    <span
      role="button"
      tabIndex={0}
      aria-label={`${label}：${value || '空'}${invalid ? '，有错误，点击修改' : '，点击修改'}`}
      aria-invalid={invalid || undefined}
      className="import-cell"
      style={{
        display: 'block',
        minHeight: 22,
        padding: '0 4px',
        cursor: 'text',
        borderRadius: 4,
        border: `1px ${invalid ? 'solid #b91c1c' : 'dashed transparent'}`,
        background: invalid ? '#fef2f2' : undefined,
      }}
      onClick={() => {
        setText(value);
        setEditing(true);
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Enter' && e.key !== ' ') return;
        e.preventDefault();
        setText(value);
        setEditing(true);
      }}
    >
      {shown}
    </span>
  );
}
