import { maskName, maskPhone } from '../helpers/mask.ts';

export interface MaskedTextProps {
  value: string | null | undefined;
  /** `name` (张三 → 张*, 张三丰 → 张*丰) or `phone` (138****5678), spec §5. */
  kind: 'name' | 'phone';
  /** Shown when there is no value. */
  emptyText?: string;
}

/** A consignee's name or phone with the middle hidden; the full value never reaches the DOM. */
export function MaskedText({ value, kind, emptyText = '-' }: MaskedTextProps) {
  const masked = kind === 'name' ? maskName(value) : maskPhone(value);
  return <span className="oms-masked-text">{masked === '' ? emptyText : masked}</span>;
}
