import { useId, useRef, useState, type ReactNode } from 'react';
import { Input, Modal, Typography, type InputRef } from 'antd';
import { validatePrompt, type PromptRules } from './validatePrompt.ts';

export interface PromptDialogProps extends PromptRules {
  open: boolean;
  title: ReactNode;
  /** A line above the field, also its accessible name. */
  label?: ReactNode;
  placeholder?: string;
  /** The field's value each time the dialog opens. */
  initialValue?: string;
  okText?: ReactNode;
  cancelText?: ReactNode;
  /** Only called with input that passed; a returned promise keeps the button loading until it settles. */
  onConfirm: (value: string) => void | Promise<void>;
  onCancel: () => void;
}

/**
 * Asks for one value. Spec §5: checks it against the optional pattern and validator, shows the given
 * error text (or 输入的数据不合法) and refuses to confirm until the input passes.
 */
export function PromptDialog({
  open,
  title,
  label,
  placeholder = '请输入',
  initialValue = '',
  okText = '确定',
  cancelText = '取消',
  pattern,
  validator,
  errorText,
  onConfirm,
  onCancel,
}: PromptDialogProps) {
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  const fieldId = useId();
  const field = useRef<InputRef>(null);
  const errorId = `${fieldId}-error`;

  // Reset on every opening, during render so the first painted frame already shows the fresh value.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setValue(initialValue);
      setError(undefined);
    }
  }

  const check = (next: string) => validatePrompt(next, { pattern, validator, errorText });

  const confirm = async () => {
    const problem = check(value);
    setError(problem);
    if (problem !== undefined) return;
    setBusy(true);
    try {
      await onConfirm(value);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={cancelText}
      confirmLoading={busy}
      onOk={() => void confirm()}
      onCancel={onCancel}
      destroyOnHidden
      width={420}
      // autoFocus alone loses to the modal taking focus as it opens: the field asks again once it is in
      afterOpenChange={(opened) => opened && field.current?.focus()}
    >
      {label !== undefined && (
        <label htmlFor={fieldId} style={{ display: 'block', marginBottom: 8 }}>
          {label}
        </label>
      )}
      <Input
        ref={field}
        id={fieldId}
        autoFocus
        value={value}
        placeholder={placeholder}
        status={error === undefined ? undefined : 'error'}
        aria-label={label === undefined ? typeof title === 'string' ? title : placeholder : undefined}
        aria-invalid={error !== undefined}
        aria-describedby={error === undefined ? undefined : errorId}
        onChange={(event) => {
          setValue(event.target.value);
          // Once an error is showing, let it clear (or change) as the user fixes the input.
          if (error !== undefined) setError(check(event.target.value));
        }}
        onPressEnter={() => void confirm()}
      />
      <div style={{ minHeight: 22, marginTop: 4 }}>
        {error !== undefined && (
          <Typography.Text type="danger" id={errorId} role="alert">
            {error}
          </Typography.Text>
        )}
      </div>
    </Modal>
  );
}
