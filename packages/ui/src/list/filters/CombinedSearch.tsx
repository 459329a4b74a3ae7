import { useId, useRef, useState } from 'react';
import { Button, Input, Select, Space, Typography, type InputRef } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useNarrowLayout } from '../../PageShell/useNarrowLayout.ts';
import { AUTO_SEARCH_FIELD, guessSearchField, type SearchField } from './guessSearchField.ts';
import { inputClear } from '../../helpers/inputClear.tsx';
import { useSlashFocus } from './useSlashFocus.ts';

export interface CombinedSearchValue {
  /** A field key, or `'auto'` (自动识别) to guess it from the text. */
  field: string;
  text: string;
}

export interface CombinedSearchProps {
  /** In guessing order: specific patterns first, a catch-all (买家昵称) last. */
  fields: SearchField[];
  /** The applied search (from the URL, say); the box edits a draft of it until 搜索 or Enter. */
  value: CombinedSearchValue;
  /**
   * 搜索, Enter, or clearing the box. `value` is what the user chose (keep it as the applied value);
   * `resolvedField` is the field to query: the picked one, or the guess under 自动识别 (`null` for empty text).
   */
  onSearch: (value: CombinedSearchValue, resolvedField: string | null) => void;
  /** Placeholder under 自动识别; defaults to the first field labels. */
  placeholder?: string;
  /** `/` anywhere on the page focuses the box (default on). Turn off where two boxes share a page. */
  slashFocus?: boolean;
}

const UNRECOGNISED = '未能识别，请选择搜索字段';

/**
 * One search box for a list: field picker (with 自动识别 when fields can guess), text, 搜索. Enter
 * searches; `/` focuses the box; under 自动识别 a hint says which field the text will be searched by.
 */
export function CombinedSearch({
  fields,
  value,
  onSearch,
  placeholder,
  slashFocus = true,
}: CombinedSearchProps) {
  const narrow = useNarrowLayout();
  const hintId = useId();
  const inputRef = useRef<InputRef>(null);
  useSlashFocus(inputRef, slashFocus);

  const canGuess = fields.some((field) => field.guess !== undefined);
  const normalise = (field: string) =>
    (field === AUTO_SEARCH_FIELD && canGuess) || fields.some((f) => f.key === field)
      ? field
      : (fields[0]?.key ?? '');

  const [field, setField] = useState(() => normalise(value.field));
  const [text, setText] = useState(value.text);
  const [blocked, setBlocked] = useState(false);
  // A new applied value (back button, reset) replaces the draft; during render, so no stale frame shows.
  const [applied, setApplied] = useState(value);
  if (applied.field !== value.field || applied.text !== value.text) {
    setApplied(value);
    setField(normalise(value.field));
    setText(value.text);
    setBlocked(false);
  }

  const auto = field === AUTO_SEARCH_FIELD;
  const guessed = auto ? guessSearchField(text, fields) : null;
  const picked = fields.find((f) => f.key === field);

  const search = (nextText = text) => {
    const trimmed = nextText.trim();
    if (trimmed === '') return onSearch({ field, text: '' }, null);
    const resolved = auto ? guessSearchField(trimmed, fields)?.key : field;
    if (resolved === undefined) {
      setBlocked(true);
      return;
    }
    onSearch({ field, text: trimmed }, resolved);
  };

  let hint: string | null = null;
  if (auto && text.trim() !== '') hint = guessed ? `按 ${guessed.label} 搜索` : UNRECOGNISED;
  const hintNode = (
    <Typography.Text
      id={hintId}
      aria-live="polite"
      type={blocked && hint === UNRECOGNISED ? 'danger' : 'secondary'}
      style={{ fontSize: 12, whiteSpace: 'nowrap' }}
    >
      {hint}
    </Typography.Text>
  );

  const autoPlaceholder =
    placeholder ??
    `输入${fields
      .slice(0, 3)
      .map((f) => f.label)
      .join('/')}等`;

  return (
    <div
      style={{ display: 'inline-flex', flexDirection: 'column', gap: 4, width: narrow ? '100%' : undefined }}
    >
      <Space.Compact block={narrow}>
        <Select
          aria-label="搜索字段"
          value={field}
          onChange={(next) => {
            setField(next);
            setBlocked(false);
          }}
          popupMatchSelectWidth={false}
          style={{ width: narrow ? 104 : 128, flex: 'none' }}
          options={[
            ...(canGuess ? [{ value: AUTO_SEARCH_FIELD, label: '自动识别' }] : []),
            ...fields.map((f) => ({ value: f.key, label: f.label })),
          ]}
        />
        <Input
          ref={inputRef}
          aria-label="搜索关键词"
          aria-describedby={hint === null ? undefined : hintId}
          aria-keyshortcuts={slashFocus ? '/' : undefined}
          value={text}
          placeholder={auto ? autoPlaceholder : (picked?.placeholder ?? `请输入${picked?.label ?? ''}`)}
          allowClear={inputClear}
          // The suffix is always there (antd remounts the input, losing focus, when one appears later).
          suffix={narrow ? <span /> : hintNode}
          onChange={(event) => {
            setText(event.target.value);
            setBlocked(false);
          }}
          onClear={() => {
            if (value.text !== '') search('');
          }}
          onPressEnter={() => search()}
          style={{ width: narrow ? undefined : 300, flex: narrow ? 1 : undefined }}
        />
        <Button type="primary" icon={<SearchOutlined aria-hidden />} onClick={() => search()}>
          搜索
        </Button>
      </Space.Compact>
      {narrow && hintNode}
    </div>
  );
}
