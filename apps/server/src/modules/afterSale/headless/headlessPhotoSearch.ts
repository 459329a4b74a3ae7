import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ErrorCode, type headlessPhotoSearchRequestSchema } from '@oms/api-client';
import type { DbOrTx } from '../../../db/client.ts';
import { ApiError } from '../../../http/apiError.ts';
import { photoFeatures } from '../photos/photoFeatures.ts';
import { columns, rowsOf, searchAllowed, type HeadlessRecord } from './headlessPage.ts';

/** Past this score (bits apart + colour gap / 8) a photo is another parcel's; 0 is the same photo. */
const MAX_SCORE = 24;

/**
 * 以图搜件: the pool's parcels whose goods photo (the desk's C) looks like the one given — shape by
 * difference hash, the middle's colour beside it — the most alike first, at most 20, each with how
 * alike (100 the same photo, 50 at the edge). It finds the desk's photo again when scaled, recompressed
 * or cropped a little; it is not a model that knows a dress from its shop picture. Counted with the
 * searches (60 a minute).
 */
export async function searchHeadlessByPhoto(
  db: DbOrTx,
  tenantId: number,
  body: z.output<typeof headlessPhotoSearchRequestSchema>,
) {
  await searchAllowed(db, tenantId);
  const f = await photoFeatures(Buffer.from(body.image, 'base64'));
  if (!f) throw new ApiError(ErrorCode.INVALID_INPUT, '图片无法识别，请上传 JPG 或 PNG 图片');
  const [r, g, b] = [(f.tone >> 16) & 255, (f.tone >> 8) & 255, f.tone & 255];
  const scored = await db.execute<{ subject_no: string; score: number }>(sql`
    select subject_no, score from (
      select p.subject_no,
             min(bit_count((p.dhash # ${f.dhash}::bigint)::bit(64))
                 + sqrt(power(((p.tone >> 16) & 255) - ${r}, 2) + power(((p.tone >> 8) & 255) - ${g}, 2)
                        + power((p.tone & 255) - ${b}, 2)) / 8) as score
        from headless_parcels h join parcel_photos p on p.subject_no = h.headless_no
       where h.state = 'WAIT_CLAIM' and p.tag = 'C' and p.dhash is not null
       group by p.subject_no) scored
     where score <= ${MAX_SCORE}
     order by score limit 20`);
  if (!scored.rows.length) return { rows: [] };
  const score = new Map(scored.rows.map((s) => [s.subject_no, Number(s.score)]));
  const records = await db.execute<HeadlessRecord>(sql`
    select ${columns(sql`h.signed_at`)}
      from headless_parcels h left join problem_parcels p on p.id = h.problem_parcel_id
     where h.headless_no in (${sql.join(
       [...score.keys()].map((no) => sql`${no}`),
       sql`, `,
     )})`);
  const rows = await rowsOf(db, tenantId, records.rows);
  return {
    rows: rows
      .map((row) => ({
        ...row,
        similarity: Math.round(100 - ((score.get(row.headlessNo) ?? MAX_SCORE) * 50) / MAX_SCORE),
      }))
      .sort((x, y) => y.similarity - x.similarity),
  };
}
