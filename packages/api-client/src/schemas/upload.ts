import { z } from 'zod';

/** Pictures one upload may be: jpg, png or webp by their bytes, at most 5 MB (46006 else). */
export const UPLOAD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Pictures one account may upload a minute. */
export const UPLOAD_IMAGES_PER_MINUTE = 30;

/** An uploaded picture's id: opaque, unguessable, served only to its tenant (and operators). */
export const uploadImageIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22,43}$/, '图片编号无效');

export const uploadedImageSchema = z.object({
  imageId: z.string(),
  /** Where the console fetches it (with the caller's credentials). */
  url: z.string(),
  type: z.enum(UPLOAD_IMAGE_TYPES),
  bytes: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const uploadImageParamsSchema = z.object({ imageId: uploadImageIdSchema }).strict();

export const uploadImagePath = (imageId: string) => `/api/b2/upload/image/${imageId}`;
