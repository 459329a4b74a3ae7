import { uploadEndpoints, uploadImagePath, type UploadedImage } from '@oms/api-client';
import { useBlobUrl } from './blobUrl.ts';
import { apiClient } from './client.ts';

/** 上传图片: jpg/png/webp ≤ 5 MB, kept for the tenant; the answer's id goes into the form. */
export const uploadImage = (file: File) =>
  apiClient.post<UploadedImage>(uploadEndpoints.image.path, { file }, { isFile: true });

/** An uploaded picture as an object URL (null id: none). */
export const useUploadedImageUrl = (imageId: string | null) =>
  useBlobUrl(imageId ? uploadImagePath(imageId) : null);
