import { invalid } from '../http/apiError.ts';

/**
 * A row's position in a list sorted by (time, id): what the next or previous page continues from. The
 * time as ISO text keeps PostgreSQL's microseconds (`keysetTime`); a Date has milliseconds only, and a
 * row stamped by now() cut to its millisecond would sit before itself — 上一页 then shows it again.
 */
export interface KeysetPosition {
  time: Date | string;
  id: number;
}

/** A timestamptz column as ISO text to the microsecond, for the cursor (select it beside the row). */
export const KEYSET_TIME_FORMAT = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

/** Opaque to the browser (base64url JSON), checked on the way back in. */
export function encodeCursor(position: KeysetPosition): string {
  const time = typeof position.time === 'string' ? position.time : position.time.toISOString();
  return Buffer.from(JSON.stringify([time, position.id])).toString('base64url');
}

export function decodeCursor(cursor: string): KeysetPosition {
  try {
    const [time, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const date = new Date(String(time));
    if (
      typeof time === 'string' &&
      !Number.isNaN(date.getTime()) &&
      Number.isSafeInteger(id) &&
      (id as number) > 0
    ) {
      // the text as sent: its microseconds are the row's
      return { time: time, id: id as number };
    }
  } catch {
    // falls through to the refusal below
  }
  throw invalid('翻页位置无效，请回到第一页', 'cursor');
}
