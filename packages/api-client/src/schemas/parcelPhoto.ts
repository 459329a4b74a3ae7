import { z } from 'zod';

/**
 * A photo the returns desk took of a parcel: L the outside (waybill sticker — never shown in the pool),
 * C the goods out of the bag, Q the fault QC found. Served at `GET /api/b2/afterSales/photo/:id`.
 */
export const PARCEL_PHOTO_ID = /^((?:SH\d{14})|(?:WJ\d{12}))-([LCQ])$/;

export const parcelPhotoSchema = z.object({
  id: z.string(),
  tag: z.enum(['L', 'C', 'Q']),
});

export const parcelPhotoTagLabel: Record<'L' | 'C' | 'Q', string> = {
  L: '包裹外观',
  C: '包裹内物品',
  Q: '质检问题',
};

export const parcelPhotoParamsSchema = z
  .object({ id: z.string().regex(PARCEL_PHOTO_ID, '照片不存在') })
  .strict();

export type ParcelPhoto = z.output<typeof parcelPhotoSchema>;
