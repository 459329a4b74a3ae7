import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** The business's clock: Beijing time, UTC+8 all year (China keeps no summer time). */
export const SHANGHAI_OFFSET_MINUTES = 8 * 60;

/**
 * An instant on the business's clock, whatever the browser's zone: its fields, days, `startOf('day')`
 * and formats are Beijing's. Every date the console shows or turns into a range goes through here.
 */
export function shanghai(value?: ConfigType): Dayjs {
  // through the instant: re-offsetting a value that already carries an offset shifts it twice
  const instant = dayjs.isDayjs(value) ? value.valueOf() : dayjs(value ?? Date.now()).valueOf();
  return dayjs(instant).utcOffset(SHANGHAI_OFFSET_MINUTES);
}

/** A `YYYY-MM-DD` day of Beijing, from its midnight. */
export function shanghaiDay(text: string): Dayjs {
  return dayjs(`${text}T00:00:00+08:00`).utcOffset(SHANGHAI_OFFSET_MINUTES);
}

/** Today on the business's clock as `YYYY-MM-DD` (a key for once-a-day prompts and file names). */
export const shanghaiToday = (now: ConfigType = Date.now()): string => shanghai(now).format('YYYY-MM-DD');

/**
 * The Beijing day `n` days before (or after, below 0) a Beijing day, from its midnight. Counted on the
 * day's date in UTC: dayjs does day sums of an offset value in the browser's own zone, so a summer-time
 * change in between (Los Angeles on 1 November) shifted the result by an hour.
 */
export function shanghaiDaysBefore(day: Dayjs, n: number): Dayjs {
  return shanghaiDay(dayjs.utc(day.format('YYYY-MM-DD')).subtract(n, 'day').format('YYYY-MM-DD'));
}
