import type { ConfigType } from 'dayjs';
import { shanghai } from './shanghai.ts';

/** The five display formats of spec §9. */
export const DATE_FORMATS = {
  dateTime: 'YYYY-MM-DD HH:mm:ss',
  date: 'YYYY-MM-DD',
  time: 'HH:mm:ss',
  yearMonthDay: 'YYYY年MM月DD日',
  monthDay: 'MM-DD',
} as const;

export type DateFormatName = keyof typeof DATE_FORMATS;

/**
 * Formats in Beijing time (the business's clock, whatever the browser's zone); empty or unparsable input
 * gives '' so a table cell stays blank instead of "Invalid Date". A text without a zone is read as
 * Beijing wall-clock time.
 */
export function formatDate(value: ConfigType, format: DateFormatName = 'date'): string {
  if (value === null || value === undefined || value === '') return '';
  const d =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?$/.test(value)
      ? shanghai(`${value.replace(' ', 'T')}${value.length === 10 ? 'T00:00:00' : ''}+08:00`)
      : shanghai(value);
  return d.isValid() ? d.format(DATE_FORMATS[format]) : '';
}

export const formatDateTime = (value: ConfigType): string => formatDate(value, 'dateTime');
export const formatTime = (value: ConfigType): string => formatDate(value, 'time');
export const formatYearMonthDay = (value: ConfigType): string => formatDate(value, 'yearMonthDay');
export const formatMonthDay = (value: ConfigType): string => formatDate(value, 'monthDay');
