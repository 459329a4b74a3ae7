import { useId, useState, type CSSProperties, type ChangeEvent } from 'react';
import { theme } from 'antd';

export interface PinInputProps {
  value?: string;
  onChange?: (value: string) => void;
  /** Called once all boxes are filled (with the full value). */
  onComplete?: (value: string) => void;
  /** Enter in the field (the form's submit: a PIN field stands alone, outside any form). */
  onEnter?: (value: string) => void;
  length?: number;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Shows the digits instead of dots (a new PIN being chosen can be checked by eye). */
  visible?: boolean;
  'aria-label'?: string;
  id?: string;
  status?: 'error';
}

/**
 * The six-box PIN of 支付密码. One real input sits over the boxes, so typing, pasting, the phone's
 * number pad, password managers and screen readers all work as with any field; the boxes only show it.
 */
export function PinInput({
  value = '',
  onChange,
  onComplete,
  onEnter,
  length = 6,
  disabled,
  autoFocus,
  visible,
  id,
  status,
  'aria-label': ariaLabel = '支付密码',
}: PinInputProps) {
  const { token } = theme.useToken();
  const [focused, setFocused] = useState(false);
  const hintId = useId();
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = event.target.value.replace(/\D/g, '').slice(0, length);
    onChange?.(digits);
    if (digits.length === length && digits !== value) onComplete?.(digits);
  };
  const active = Math.min(value.length, length - 1);
  const box = (i: number): CSSProperties => {
    const current = focused && i === active;
    return {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 38,
      height: 44,
      border: `1px solid ${status === 'error' ? token.colorError : current ? token.colorPrimary : token.colorBorder}`,
      borderRadius: token.borderRadius,
      boxShadow: current ? `0 0 0 2px ${token.controlOutline}` : undefined,
      background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
      color: disabled ? token.colorTextDisabled : token.colorText,
      fontSize: 18,
      transition: 'border-color 0.2s',
    };
  };
  return (
    <div className="oms-pin" style={{ position: 'relative', display: 'inline-flex', gap: 8, cursor: 'text' }}>
      <input
        id={id}
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0, border: 0, fontSize: 16, cursor: 'text' }}
        type={visible ? 'text' : 'password'}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="one-time-code"
        value={value}
        disabled={disabled}
        autoFocus={autoFocus}
        aria-label={ariaLabel}
        aria-describedby={hintId}
        aria-invalid={status === 'error' || undefined}
        onChange={change}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) onEnter?.(value);
        }}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      />
      <span id={hintId} style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {`${length}位数字，已输入${value.length}位`}
      </span>
      {Array.from({ length }, (_, i) => (
        <span key={i} aria-hidden="true" className="oms-pin-box" style={box(i)}>
          {i < value.length ? (visible ? value[i] : '●') : ''}
        </span>
      ))}
    </div>
  );
}
