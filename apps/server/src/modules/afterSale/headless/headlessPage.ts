import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  HEADLESS_SEARCHES_PER_MINUTE,
  type headlessPageRequestSchema,
  type headlessRowSchema,
  type headlessSearchRequestSchema,
} from '@oms/api-client';
import { ErrorCode } from '@oms/api-client';
import type { DbOrTx } from '../../../db/client.ts';
import { asDate } from '../../../db/rawRows.ts';
import { ApiError } from '../../../http/apiError.ts';
import { keysetClause, keysetResult } from '../../../list/keysetPage.ts';
import { KEYSET_TIME_FORMAT } from '../../../list/keysetCursor.ts';
import { courierByCode } from '../../daifa/express/couriers.ts';
import { countTry } from './headlessLimits.ts';
import { photosOf, type PhotoRef } from '../photos/parcelPhotos.ts';

type Row = z.output<typeof headlessRowSchema>;

export type HeadlessRecord = {
  id: number;
  headless_no: string;
  waybill_no: string;
  courier_code: string;
  goods_hint: string;
  weight_g: number | null;
  signed_at: Date | string;
  deadline_at: Date | string;
  state: string;
  tenant_id: number | null;
  matched_by: string | null;
  matched_at: Date | string | null;
  problem_id: number | null;
  problem_state: string | null;
  problem_as_no: string | null;
  key_time: string;
};

/** 4 + 4: enough to recognise one's own parcel, not enough to claim another's. */
export const maskWaybill = (no: string) =>
  no.length <= 8 ? `${no.slice(0, 2)}****` : `${no.slice(0, 4)}****${no.slice(-4)}`;

const rowOf =
  (tenantId: number, photos: Map<string, PhotoRef[]>) =>
  (r: HeadlessRecord): Row => {
    const mine = r.tenant_id !== null && Number(r.tenant_id) === tenantId;
    return {
      photos: (photos.get(r.headless_no) ?? []).filter((p) => mine || p.tag === 'C'),
      asNo: mine ? r.problem_as_no : null,
      headlessNo: r.headless_no,
      waybillNo: mine ? r.waybill_no : maskWaybill(r.waybill_no),
      courierName: courierByCode(r.courier_code)?.name ?? r.courier_code,
      goodsHint: r.goods_hint,
      weightG: r.weight_g === null ? null : Number(r.weight_g),
      signedAt: asDate(r.signed_at).toISOString(),
      deadlineAt: asDate(r.deadline_at).toISOString(),
      state: r.state,
      matchedBy: mine ? r.matched_by : null,
      matchedAt: mine && r.matched_at ? asDate(r.matched_at).toISOString() : null,
      problem:
        mine && r.problem_id !== null ? { id: Number(r.problem_id), state: r.problem_state ?? '' } : null,
    };
  };

/** The rows as the caller may see them, each with its photos. */
export async function rowsOf(db: DbOrTx, tenantId: number, records: HeadlessRecord[]) {
  const photos = await photosOf(
    db,
    records.map((r) => r.headless_no),
  );
  return records.map(rowOf(tenantId, photos));
}

export const columns = (
  time: SQL,
) => sql`h.id, h.headless_no, h.waybill_no, h.courier_code, h.goods_hint, h.weight_g,
  h.signed_at, h.deadline_at, h.state, h.tenant_id, h.matched_by, h.matched_at,
  p.id as problem_id, p.state as problem_state, p.as_no as problem_as_no,
  to_char(${time} at time zone 'UTC', ${sql.raw(KEYSET_TIME_FORMAT)}) as key_time`;

/**
 * 认领大厅 (1): the pool, the longest waiting first (its deadline nearest), masked; 我的认领 (2): the
 * account's, newest matched first, whole, with the 问题件 each became. Counts: the pool and mine.
 */
export async function headlessPage(
  db: DbOrTx,
  tenantId: number,
  request: z.output<typeof headlessPageRequestSchema>,
) {
  const pool = request.headlessType === 1;
  const time = pool ? sql`h.signed_at` : sql`h.matched_at`;
  const keyset = keysetClause({ ...request, order: pool ? 'asc' : 'desc' }, time, sql`h.id`);
  const where = [pool ? sql`h.state = 'WAIT_CLAIM'` : sql`h.tenant_id = ${tenantId}`];
  if (keyset.where) where.push(keyset.where);
  const [rows, counts] = await Promise.all([
    db.execute<HeadlessRecord>(sql`
      select ${columns(time)}
        from headless_parcels h left join problem_parcels p on p.id = h.problem_parcel_id
       where ${sql.join(where, sql` and `)}
       order by ${keyset.orderBy} limit ${keyset.limit}`),
    db.execute<{ pool: number; mine: number }>(sql`
      select (select count(*) from headless_parcels where state = 'WAIT_CLAIM')::int as pool,
             (select count(*) from headless_parcels where tenant_id = ${tenantId})::int as mine`),
  ]);
  const tabs = { '1': Number(counts.rows[0]!.pool), '2': Number(counts.rows[0]!.mine) };
  const page = keysetResult({ ...request, order: pool ? 'asc' : 'desc' }, rows.rows, (r) => ({
    time: r.key_time,
    id: Number(r.id),
  }));
  return {
    ...page,
    rows: await rowsOf(db, tenantId, page.rows),
    total: pool ? tabs['1'] : tabs['2'],
    tabs,
    notFound: [],
  };
}

/** One more search this minute, or 42900 past 60. */
export async function searchAllowed(db: DbOrTx, tenantId: number) {
  const used = await countTry(db, tenantId, 'SEARCH', sql`date_trunc('minute', now())`);
  if (used > HEADLESS_SEARCHES_PER_MINUTE)
    throw new ApiError(ErrorCode.TOO_MANY_REQUESTS, '搜索过于频繁，请一分钟后再试');
}

/**
 * The pool by the waybill's last ≥ 6 characters, or the receiver phone's last 4 among those signed for
 * in the last 7 days; at most 20, masked. 60 searches a minute an account (then 42900).
 */
export async function searchHeadless(
  db: DbOrTx,
  tenantId: number,
  body: z.output<typeof headlessSearchRequestSchema>,
) {
  await searchAllowed(db, tenantId);
  const match = body.waybillTail
    ? sql`reverse(h.waybill_no) like ${[...body.waybillTail.toUpperCase()]
        .reverse()
        .join('')
        .replace(/[\\%_]/g, (c) => `\\${c}`)} || '%'`
    : sql`h.phone_tail = ${body.phoneTail} and h.signed_at > now() - interval '7 days'`;
  const r = await db.execute<HeadlessRecord>(sql`
    select ${columns(sql`h.signed_at`)}
      from headless_parcels h left join problem_parcels p on p.id = h.problem_parcel_id
     where h.state = 'WAIT_CLAIM' and ${match}
     order by h.signed_at desc limit 20`);
  return { rows: await rowsOf(db, tenantId, r.rows) };
}
