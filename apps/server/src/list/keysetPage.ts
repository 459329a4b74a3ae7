import { sql, type SQL } from 'drizzle-orm';
import { decodeCursor, encodeCursor, type KeysetPosition } from './keysetCursor.ts';

export interface KeysetRequest {
  pageSize: number;
  cursor?: string | undefined;
  direction: 'next' | 'prev';
  /** The list's order: newest first (`desc`) or oldest first. */
  order: 'desc' | 'asc';
}

/**
 * Keyset paging on (time, id): a page continues from the cursor's row through the index, so page
 * 2,000 costs what page 1 costs (no OFFSET), and rows arriving meanwhile neither repeat nor vanish.
 * `prev` reads backwards from the first row of the current page and flips the rows back.
 */
export function keysetClause(request: KeysetRequest, time: SQL, id: SQL) {
  const position = request.cursor ? decodeCursor(request.cursor) : null;
  // Reading towards older rows when the list is newest-first and we go forward (or oldest-first and back).
  const towardsSmaller = (request.order === 'desc') === (request.direction === 'next');
  const at = position
    ? typeof position.time === 'string'
      ? position.time
      : position.time.toISOString()
    : null;
  const where = position
    ? towardsSmaller
      ? sql`(${time}, ${id}) < (${at}::timestamptz, ${position.id})`
      : sql`(${time}, ${id}) > (${at}::timestamptz, ${position.id})`
    : undefined;
  const orderBy = towardsSmaller ? sql`${time} desc, ${id} desc` : sql`${time} asc, ${id} asc`;
  return { where, orderBy, limit: request.pageSize + 1 };
}

/** Trims the extra row, restores display order and says where the neighbouring pages start. */
export function keysetResult<Row>(
  request: KeysetRequest,
  fetched: Row[],
  positionOf: (row: Row) => KeysetPosition,
) {
  const more = fetched.length > request.pageSize;
  const page = fetched.slice(0, request.pageSize);
  if (request.direction === 'prev') page.reverse();
  const first = page[0];
  const last = page[page.length - 1];
  const hasNext = request.direction === 'next' ? more : request.cursor !== undefined;
  const hasPrev = request.direction === 'prev' ? more : request.cursor !== undefined;
  return {
    rows: page,
    nextCursor: hasNext && last ? encodeCursor(positionOf(last)) : null,
    prevCursor: hasPrev && first ? encodeCursor(positionOf(first)) : null,
  };
}
