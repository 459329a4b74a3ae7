import { sql } from 'drizzle-orm';
import { PARCEL_PHOTO_ID } from '@oms/api-client';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { arrayParam } from '../../../db/arrayParam.ts';
import type { ReturnsGateway } from '../../daifa/gateways/returnsGateway.ts';
import { photoFeatures } from './photoFeatures.ts';

/** Tries at copying one photo before it is given up (a photo the desk never had). */
const MAX_ATTEMPTS = 5;

export type PhotoRef = { id: string; tag: 'L' | 'C' | 'Q' };

/**
 * The photos an event names, noted in the event's transaction (bytes to follow): ids not of the event's
 * own subject, or junk, are dropped, as the desk could only send them again.
 */
export async function notePhotos(tx: DbOrTx, subjectNo: string, photos: unknown): Promise<number> {
  if (!Array.isArray(photos)) return 0;
  const ids = photos
    .filter((p): p is string => typeof p === 'string' && PARCEL_PHOTO_ID.exec(p)?.[1] === subjectNo)
    .slice(0, 10);
  if (!ids.length) return 0;
  const r = await tx.execute(sql`
    insert into parcel_photos (photo_id, subject_no, tag)
    select id, ${subjectNo}, right(id, 1) from unnest(${arrayParam(ids)}::text[]) id
    on conflict (photo_id) do nothing`);
  return r.rowCount ?? 0;
}

/** A photo's bytes and features, stored once (the demo's photos, drawn without the desk, come this way too). */
export async function storePhoto(db: DbOrTx, photoId: string, bytes: Buffer): Promise<boolean> {
  const f = await photoFeatures(bytes);
  const r = await db.execute(sql`
    update parcel_photos set bytes = ${bytes}, dhash = ${f?.dhash ?? null}, tone = ${f?.tone ?? null}
     where photo_id = ${photoId} and bytes is null`);
  return (r.rowCount ?? 0) > 0;
}

/**
 * Copies the photos still to fetch from the desk: those named (an event's, right after its commit) or
 * else the oldest pending (the minute sweep: what a copy missed — the desk out of reach, a restart). A
 * photo the desk does not have after five tries is given up.
 */
export async function copyPendingPhotos(
  db: Db,
  returns: Pick<ReturnsGateway, 'photo'>,
  limit = 200,
  photoIds?: string[],
) {
  const pending = await db.execute<{ photo_id: string }>(sql`
    select photo_id from parcel_photos
     where bytes is null and attempts < ${MAX_ATTEMPTS}
       ${photoIds ? sql`and photo_id = any(${arrayParam(photoIds)}::text[])` : sql``}
     order by id limit ${limit}`);
  let copied = 0;
  for (const { photo_id } of pending.rows) {
    const answer = await returns.photo(photo_id);
    if (answer === 'UNREACHABLE') break;
    if (answer === 'NOT_FOUND') {
      await db.execute(sql`update parcel_photos set attempts = attempts + 1 where photo_id = ${photo_id}`);
      continue;
    }
    if (await storePhoto(db, photo_id, answer)) copied++;
  }
  return copied;
}

/** The copied photos of each subject, in order L, C, Q. */
export async function photosOf(db: DbOrTx, subjects: string[]): Promise<Map<string, PhotoRef[]>> {
  const out = new Map<string, PhotoRef[]>();
  if (!subjects.length) return out;
  const r = await db.execute<{ photo_id: string; subject_no: string; tag: PhotoRef['tag'] }>(sql`
    select photo_id, subject_no, tag from parcel_photos
     where subject_no = any(${arrayParam(subjects)}::text[]) and bytes is not null
     order by subject_no, tag`);
  for (const row of r.rows) {
    const list = out.get(row.subject_no) ?? [];
    list.push({ id: row.photo_id, tag: row.tag });
    out.set(row.subject_no, list);
  }
  return out;
}

/**
 * A photo for a caller, or null (as for a photo that is not there): a case's photos to its tenant; a
 * 无头件's to the tenant it matched, and the goods (C) of one still in the pool to anyone who may claim
 * — never its outside, which shows the waybill and the receiver.
 */
export async function photoForCaller(db: DbOrTx, tenantId: number, photoId: string): Promise<Buffer | null> {
  const r = await db.execute<{ bytes: Buffer }>(sql`
    select p.bytes from parcel_photos p
     where p.photo_id = ${photoId} and p.bytes is not null
       and (exists (select 1 from after_sales a where a.as_no = p.subject_no and a.tenant_id = ${tenantId})
         or exists (select 1 from headless_parcels h
                     where h.headless_no = p.subject_no
                       and (h.tenant_id = ${tenantId} or (h.state = 'WAIT_CLAIM' and p.tag = 'C'))))`);
  return r.rows[0]?.bytes ?? null;
}
