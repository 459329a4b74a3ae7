import type { FastifyInstance } from 'fastify';
import { ErrorCode, UPLOAD_IMAGES_PER_MINUTE, uploadEndpoints as e } from '@oms/api-client';
import { withinRate } from '../../db/accountRate.ts';
import { ApiError } from '../../http/apiError.ts';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { uploadedFile } from '../../http/uploadedFile.ts';
import { imageRefused, readImage, saveImage } from './images.ts';

/** 上传图片 and serving it back: the tenant's own pictures only, `nosniff`, never as a page. */
export function registerUploads(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  registerEndpoint(app, ctx, e.image, async ({ request, caller }) => {
    if (!(await withinRate(db, caller.accountId, 'upload-image', UPLOAD_IMAGES_PER_MINUTE)))
      throw new ApiError(ErrorCode.QUERY_TOO_FREQUENT, '上传过于频繁，请稍后再试');
    const file = await uploadedFile(request).catch((error: unknown) => {
      // too big for the multipart limit, or no file: said in the pictures' own words
      if (error instanceof ApiError && error.errorCode === ErrorCode.FILE_INVALID) throw imageRefused();
      throw error;
    });
    return saveImage(db, caller, file.data);
  });
  registerEndpoint(app, ctx, e.imageFile, { sendsFile: true }, async ({ params, caller, reply }) => {
    const image = await readImage(db, caller.tenantId, params.imageId);
    return reply
      .header('content-type', image.type)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .header('content-security-policy', "default-src 'none'")
      .header('cache-control', 'private, max-age=86400')
      .send(image.bytes);
  });
}
