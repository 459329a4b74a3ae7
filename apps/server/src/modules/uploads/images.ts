import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ErrorCode, UPLOAD_IMAGE_MAX_BYTES, uploadImagePath, type UploadedImage } from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import { ApiError, notFound } from '../../http/apiError.ts';

type ImageType = UploadedImage['type'];

/** The picture's type by its first bytes (the name and the browser's word are not believed). */
export function imageTypeOf(bytes: Buffer): ImageType | null {
  if (
    bytes.length > 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length > 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'image/webp';
  return null;
}

export const imageRefused = () => new ApiError(ErrorCode.IMAGE_INVALID, '图片仅支持jpg/png/webp且不超过5MB');

/** Keeps one picture of the caller's tenant under a new unguessable id. */
export async function saveImage(
  db: DbOrTx,
  caller: { tenantId: number; accountId: number },
  data: Buffer,
): Promise<UploadedImage> {
  const type = imageTypeOf(data);
  if (!type || data.length > UPLOAD_IMAGE_MAX_BYTES) throw imageRefused();
  const imageId = crypto.randomBytes(24).toString('base64url');
  await db.execute(sql`
    insert into uploaded_images (tenant_id, account_id, image_id, content_type, bytes, size)
    values (${caller.tenantId}, ${caller.accountId}, ${imageId}, ${type}, ${data}, ${data.length})`);
  return { imageId, url: uploadImagePath(imageId), type, bytes: data.length };
}

/** The tenant's own picture (another tenant's, or none: 40400). */
export async function readImage(db: DbOrTx, tenantId: number, imageId: string) {
  const r = await db.execute<{ content_type: string; bytes: Buffer }>(sql`
    select content_type, bytes from uploaded_images where image_id = ${imageId} and tenant_id = ${tenantId}`);
  const image = r.rows[0];
  if (!image) throw notFound('图片不存在');
  return { type: image.content_type, bytes: image.bytes };
}

/** Whether the picture is the tenant's (a form naming someone else's id is refused). */
export async function ownsImage(db: DbOrTx, tenantId: number, imageId: string): Promise<boolean> {
  const r = await db.execute(
    sql`select 1 from uploaded_images where image_id = ${imageId} and tenant_id = ${tenantId}`,
  );
  return r.rows.length > 0;
}
