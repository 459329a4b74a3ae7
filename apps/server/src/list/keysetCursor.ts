import { invalid } from '../http/apiError.ts';

/** A row's position in a list sorted by (time, id): what the next or previous page continues from. */
export interface KeysetPosition {
  time: Date;
  id: number;
}

/** Opaque to the browser (base64url JSON), checked on the way back in. */
export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([position.time.toISOString(), position.id])).toString('base64url');
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
      return { time: date, id: id as number };
    }
  } catch {
    // falls through to the refusal below
  }
  throw invalid('翻页位置无效，请回到第一页', 'cursor');
}
