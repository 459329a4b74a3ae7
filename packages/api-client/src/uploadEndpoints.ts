import { endpoint } from './endpoints.ts';
import { nullData } from './schemas/common.ts';
import { uploadedImageSchema, uploadImageParamsSchema } from './schemas/upload.ts';

const anyAccount = { kind: 'signedIn' } as const;

/** Pictures for 自定义商品, 工单 and the like: one upload, served back to the tenant alone. */
export const uploadEndpoints = {
  /** multipart `file`: jpg/png/webp by its bytes, ≤ 5 MB (46006), 30 a minute per account (46007). */
  image: endpoint({
    method: 'POST',
    path: '/api/b2/upload/image',
    access: anyAccount,
    data: uploadedImageSchema,
  }),
  /** The picture itself (`nosniff`, private cache); another tenant's is 40400. */
  imageFile: endpoint({
    method: 'GET',
    path: '/api/b2/upload/image/:imageId',
    access: anyAccount,
    params: uploadImageParamsSchema,
    data: nullData,
  }),
};
