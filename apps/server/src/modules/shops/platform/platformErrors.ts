import { PlatformError } from './adapter.ts';

/** The seller-facing words for a platform failure, for sync logs and answers. */
export function platformErrorText(error: unknown): string {
  if (!(error instanceof PlatformError)) return '同步失败：系统异常';
  switch (error.kind) {
    case 'timeout':
      return '平台接口超时，稍后自动重试';
    case 'unavailable':
      return '平台接口异常，稍后自动重试';
    case 'rate_limited':
      return '平台接口限流，稍后自动重试';
    case 'token_expired':
      return '平台授权令牌已过期';
    case 'authorization_revoked':
      return '店铺授权已失效，请重新授权';
    case 'rejected':
      return `平台拒绝了请求：${error.message}`.slice(0, 300);
  }
}

/** Failures that may pass by themselves: the job is retried with backoff. */
export const isTransient = (error: unknown) =>
  error instanceof PlatformError &&
  (error.kind === 'timeout' || error.kind === 'unavailable' || error.kind === 'rate_limited');
