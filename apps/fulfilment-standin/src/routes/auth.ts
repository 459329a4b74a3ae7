import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';

/** The server's calls carry `Authorization: Bearer <secret>`; compared in constant time. */
export function requireApiKey(request: FastifyRequest, secret: string): void {
  const given = Buffer.from(String(request.headers.authorization ?? ''));
  const expected = Buffer.from(`Bearer ${secret}`);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
    throw new ApiError(401, 'UNAUTHORIZED', '缺少或错误的 API 密钥');
}
