import type { ConfigType, Dayjs } from 'dayjs';
import { shanghai, shanghaiDay, shanghaiDaysBefore } from '../../helpers/shanghai.ts';
import { DATE_FORMATS } from '../../helpers/dates.ts';
import { recentRange } from '../../helpers/recentRange.ts';

export type DatePreset = 'today' | 'yesterday' | 'last7' | 'last30' | 'thisMonth';

/** A list's date filter as the URL keeps it: a preset, or a custom range of `YYYY-MM-DD` days. */
export interface DateRangeValue {
  preset?: DatePreset;
  from?: string;
  to?: string;
}

export const DATE_PRESETS: readonly { key: DatePreset; label: string }[] = [
  { key: 'today', label: '今天' },
  { key: 'yesterday', label: '昨天' },
  { key: 'last7', label: '近7天' },
  { key: 'last30', label: '近30天' },
  { key: 'thisMonth', label: '本月' },
];

/** A `YYYY-MM-DD` that names a real day, as that day of Beijing; anything else is null. */
export function parseDay(text: string | undefined): Dayjs | null {
  if (text === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const day = shanghaiDay(text);
  // dayjs rolls 2025-02-30 over to March; a real day formats back to itself.
  return day.isValid() && day.format(DATE_FORMATS.date) === text ? day : null;
}

function presetRange(preset: DatePreset, now: ConfigType): [Dayjs, Dayjs] {
  const today = shanghai(now);
  switch (preset) {
    case 'today':
      return recentRange(1, now);
    case 'yesterday': {
      const yesterday = shanghaiDaysBefore(today, 1);
      return [yesterday, yesterday.endOf('day')];
    }
    case 'last7':
      return recentRange(7, now);
    case 'last30':
      return recentRange(30, now);
    case 'thisMonth':
      return [today.startOf('month'), today.endOf('day')];
  }
}

/**
 * The moments a date filter covers, whole days of Beijing inclusive (whatever the browser's zone): from 00:00:00.000 of the first
 * day to 23:59:59.999 of the last. 近7天 and 近30天 end today; 本月 runs from the 1st to the end of today.
 * A preset wins over from/to. Null when there is no filter or the custom days are missing or invalid;
 * a reversed custom range is put the right way round.
 */
export function resolveDateRange(
  value: DateRangeValue,
  now: ConfigType = Date.now(),
): { from: Date; to: Date } | null {
  let range: [Dayjs, Dayjs] | null = null;
  if (value.preset !== undefined) {
    if (!DATE_PRESETS.some((p) => p.key === value.preset)) return null;
    range = presetRange(value.preset, now);
  } else {
    const from = parseDay(value.from);
    const to = parseDay(value.to);
    if (from === null || to === null) return null;
    const [first, last] = from.isAfter(to) ? [to, from] : [from, to];
    range = [first.startOf('day'), last.endOf('day')];
  }
  return { from: range[0].toDate(), to: range[1].toDate() };
}
