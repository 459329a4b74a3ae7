import { useId, useState, type ReactNode } from 'react';
import { Input, Modal, Typography } from 'antd';
import { usePending } from '../../helpers/usePending.ts';
import { BATCH_NUMBERS_MAX, parseBatchNumbers } from './parseBatchNumbers.ts';

export interface BatchPasteDialogProps {
  open: boolean;
  /** Defaults to 批量查询. */
  title?: ReactNode;
  /** What is pasted (平台订单号, 运单号); names the text box. Defaults to 单号. */
  label?: string;
  /** Most distinct numbers per query; default 1000. */
  max?: number;
  /** The text each time the dialog opens (the numbers of the current batch query, say). */
  initialText?: string;
  /** 查询 with the distinct numbers; a returned promise keeps the button loading until it settles. */
  onSubmit: (numbers: string[]) => void | Promise<void>;
  onCancel: () => void;
}

/**
 * Paste up to `max` numbers (one a line, or separated by commas, 、, semicolons, spaces or tabs) and
 * query them at once. Counts as you paste, merges repeats, and refuses more than the limit.
 */
export function BatchPasteDialog({
  open,
  title = '批量查询',
  label = '单号',
  max = BATCH_NUMBERS_MAX,
  initialText = '',
  onSubmit,
  onCancel,
}: BatchPasteDialogProps) {
  const [text, setText] = useState(initialText);
  const [busy, run] = usePending();
  const [wasOpen, setWasOpen] = useState(open);
  const fieldId = useId();
  const statusId = `${fieldId}-status`;
  const errorId = `${fieldId}-error`;

  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setText(initialText);
  }

  const { numbers, duplicates, overLimit } = parseBatchNumbers(text, max);
  const blocked = numbers.length === 0 || overLimit;

  const submit = () => {
    if (!blocked) void run(() => onSubmit(numbers));
  };

  return (
    <Modal
      open={open}
      title={title}
      okText="查询"
      cancelText="取消"
      okButtonProps={{ disabled: blocked }}
      confirmLoading={busy}
      onOk={submit}
      onCancel={onCancel}
      destroyOnHidden
      width={520}
    >
      <label htmlFor={fieldId} style={{ display: 'block', marginBottom: 8 }}>
        {label}（每行一个，最多 {max} 个）
      </label>
      <Input.TextArea
        id={fieldId}
        autoFocus
        rows={10}
        value={text}
        placeholder={'也可用逗号、顿号、分号、空格分隔\n可直接从表格复制一列粘贴'}
        status={overLimit ? 'error' : undefined}
        aria-invalid={overLimit}
        aria-describedby={overLimit ? `${statusId} ${errorId}` : statusId}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Enter is a new line here; Ctrl/⌘ + Enter queries.
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            submit();
          }
        }}
      />
      <div style={{ marginTop: 8, minHeight: 22 }}>
        <Typography.Text type="secondary" id={statusId} aria-live="polite">
          已识别 {numbers.length} 个{duplicates.length > 0 && `，${duplicates.length} 个重复已合并`}
        </Typography.Text>
        {overLimit && (
          <Typography.Text type="danger" id={errorId} role="alert" style={{ display: 'block' }}>
            超过 {max} 个，请分批查询
          </Typography.Text>
        )}
      </div>
    </Modal>
  );
}
