import type { ChangeEvent, FocusEvent, Ref } from 'react';
import { Input, type InputProps, type InputRef } from 'antd';
import { finishPrice, sanitizePrice } from '../helpers/price.ts';

export interface PriceInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  /** The price as text, so "12.50" stays as typed; works as an antd Form.Item control. */
  value?: string;
  onChange?: (value: string) => void;
  /** The field itself, to focus it (a dialog's first empty field). */
  ref?: Ref<InputRef>;
}

/** A money field that keeps only digits with at most 2 decimals (spec §5). */
export function PriceInput({ value, onChange, onBlur, prefix = '¥', placeholder = '0.00', ...rest }: PriceInputProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(sanitizePrice(event.target.value));
  };
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const finished = finishPrice(event.target.value);
    if (finished !== value) onChange?.(finished);
    onBlur?.(event);
  };
  return (
    <Input
      {...rest}
      inputMode="decimal"
      autoComplete="off"
      prefix={prefix}
      placeholder={placeholder}
      value={value ?? ''}
      onChange={handleChange}
      onBlur={handleBlur}
    />
  );
}
