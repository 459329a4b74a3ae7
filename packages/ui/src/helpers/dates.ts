import dayjs, { type ConfigType } from 'dayjs';

/** The five display formats of spec §9. */
export const DATE_FORMATS = {
  dateTime: 'YYYY-MM-DD HH:mm:ss',
  date: 'YYYY-MM-DD',
  time: 'HH:mm:ss',
  yearMonthDay: 'YYYY年MM月DD日',
  monthDay: 'MM-DD',
} as const;

export type DateFormatName = keyof typeof DATE_FORMATS;

/** Formats in local time; empty or unparsable input gives '' so a table cell stays blank instead of "Invalid Date". */
export function formatDate(value: ConfigType, format: DateFormatName = 'date'): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_FORMATS[format]) : '';
}

export const formatDateTime = (value: ConfigType): string => formatDate(value, 'dateTime');
export const formatTime = (value: ConfigType): string => formatDate(value, 'time');
export const formatYearMonthDay = (value: ConfigType): string => formatDate(value, 'yearMonthDay');
export const formatMonthDay = (value: ConfigType): string => formatDate(value, 'monthDay');
