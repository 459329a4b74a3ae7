import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@oms/api-client';
import { ApiError } from './apiError.ts';

const refuse = (message: string) =>
  new ApiError(ErrorCode.FILE_INVALID, `文件格式不正确或超过限制：${message}`);

/** The one file of a multipart request, whole; a missing, oversized or non-multipart one is 43006. */
export async function uploadedFile(request: FastifyRequest): Promise<{ fileName: string; data: Buffer }> {
  if (!request.isMultipart()) throw refuse('请选择要导入的文件');
  try {
    const part = await request.file();
    if (!part) throw refuse('请选择要导入的文件');
    const data = await part.toBuffer();
    return { fileName: part.filename || '导入文件', data };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse('文件不能超过5MB');
    throw refuse('文件没有上传完整，请重新选择');
  }
}
