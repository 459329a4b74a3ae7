import type { ConfigType, Dayjs } from 'dayjs';
import { shanghai, shanghaiDaysBefore } from './shanghai.ts';

/**
 * The last `days` calendar days (Beijing's) including today, as whole days: [start of the first day, end
 * of today].
 * Returned as dayjs values because antd's RangePicker takes them as they are.
 */
export function recentRange(days: number, now: ConfigType = Date.now()): [Dayjs, Dayjs] {
  if (!Number.isInteger(days) || days < 1)
    throw new RangeError(`recentRange needs a whole number of days ≥ 1, got ${days}`);
  const today = shanghai(now);
  return [shanghaiDaysBefore(today, days - 1), today.endOf('day')];
}
