import { resolveDateRange, shanghaiToday, type DateRangeValue } from '@oms/ui';
import { urlField } from '../../../list/urlState.ts';

/** The date filter's fields in a list's URL (线下拿货单, 线下退货单). */
const RANGES = ['', 'today', 'yesterday', 'last7', 'last30', 'thisMonth', 'custom'] as const;
type Range = (typeof RANGES)[number];

export const dateUrlFields = {
  range: urlField.oneOf(RANGES, ''),
  from: urlField.text(10),
  to: urlField.text(10),
};

/** The URL's date fields as the date filter shows them (shared with 线下退货单). */
export function urlDateRange(state: { range: string; from: string; to: string }): DateRangeValue {
  if (state.range === 'custom') return { from: state.from || undefined, to: state.to || undefined };
  return state.range ? { preset: state.range as NonNullable<DateRangeValue['preset']> } : {};
}

/** What the date filter's change writes to the URL. */
export const dateRangeChange = (v: DateRangeValue): { range: Range; from: string; to: string } =>
  v.preset
    ? { range: v.preset, from: '', to: '' }
    : v.from || v.to
      ? { range: 'custom', from: v.from ?? '', to: v.to ?? '' }
      : { range: '', from: '', to: '' };

const day = (d: Date) => shanghaiToday(d);

/** Whole days, as the server filters (Beijing days; the console runs on Beijing time). */
export function daysOf(state: { range: string; from: string; to: string }, now = new Date()) {
  const range = resolveDateRange(urlDateRange(state), now);
  return range ? { dateFrom: day(range.from), dateTo: day(range.to) } : {};
}
