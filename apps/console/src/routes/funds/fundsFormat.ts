import { MONEY_COLORS } from '@oms/ui';

/** `2026-11-24 21:05:33` in Beijing time, as sellers read bill times. */
export function chinaTime(iso: string): string {
  return new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** 收入 / 支出 colours, dark enough for text on white (WCAG AA 4.5:1). */
export const INCOME_COLOR = MONEY_COLORS.income;
export const EXPENSE_COLOR = MONEY_COLORS.expense;
