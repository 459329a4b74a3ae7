import type { Brand } from '@oms/api-client';

/** The goods sites of each brand: a goods page there may ask to have the buyer sent back. */
const GOODS_SITES: Record<Brand, readonly string[]> = {
  e3e3: ['e3e3.com'],
  go2: ['go2.cn'],
  e3hw: ['e3hw.com'],
  e3hm: ['e3hm.com'],
};

/**
 * The callback a goods page gave, if it is the brand's own site (or this console's origin); anything
 * else would make the console an open redirect, so it is dropped (回调地址无效，已忽略).
 */
export function acceptedCallback(raw: string | undefined, brand: Brand, publicUrl: string): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  const ours = new URL(publicUrl);
  if (url.origin === ours.origin) return url.toString();
  if (url.protocol !== 'https:') return null;
  return GOODS_SITES[brand].some((site) => host === site || host.endsWith(`.${site}`))
    ? url.toString()
    : null;
}
