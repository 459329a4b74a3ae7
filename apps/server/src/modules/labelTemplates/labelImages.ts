// Template images at http(s) addresses, fetched by the server: the browser preview and every printer
// output then draw the same pixels, and a seller's browser never reaches the image host itself (no
// mixed content, no CORS). Only PNG and JPEG, at most 2 MB, never an internal address; kept a day.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { LABEL_IMAGE_BYTES_MAX, labelTemplateEndpoints } from '@oms/api-client';
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { labelImageCache } from '../../db/schema.ts';
import { invalid } from '../../http/apiError.ts';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';

const CACHE_HOURS = 24;
const TIMEOUT_MS = 8000;
const MAX_REDIRECTS = 3;

/** Loopback, private, link-local, CGNAT, multicast and unspecified addresses (v4 and v6). */
export function isInternalAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) {
    const [a, b] = v4.split('.').map(Number) as [number, number];
    return a === 0 || a === 10 || a === 127 || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || a >= 224;
  }
  const v6 = address.toLowerCase();
  return v6 === '::' || v6 === '::1' || v6.startsWith('fc') || v6.startsWith('fd') || v6.startsWith('fe8') || v6.startsWith('fe9') || v6.startsWith('fea') || v6.startsWith('feb') || v6.startsWith('ff');
}

function imageType(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

async function readCapped(body: ReadableStream<Uint8Array> | null): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > LABEL_IMAGE_BYTES_MAX) throw invalid(`图片超过 ${LABEL_IMAGE_BYTES_MAX / 1024 / 1024}MB，请换一张小一些的图片`, 'url');
    parts.push(Buffer.from(chunk));
  }
  return Buffer.concat(parts);
}

export async function fetchImage(url: string, allowInternal: boolean): Promise<{ type: string; bytes: Buffer }> {
  let target = new URL(url);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (target.protocol !== 'http:' && target.protocol !== 'https:') throw invalid('图片地址必须以 http:// 或 https:// 开头', 'url');
    if (target.username || target.password) throw invalid('图片地址不能带用户名和密码', 'url');
    if (!allowInternal) {
      const host = target.hostname.replace(/^\[|\]$/g, '');
      const addresses = isIP(host) ? [host] : (await lookup(host, { all: true }).catch(() => [])).map((a) => a.address);
      if (addresses.length === 0) throw invalid(`图片地址的域名无法解析：${target.hostname}`, 'url');
      if (addresses.some(isInternalAddress)) throw invalid('不能使用内网地址的图片', 'url');
    }
    let response: Response;
    try {
      response = await fetch(target, { redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw invalid('图片下载失败：连接超时或无法访问', 'url');
    }
    if (response.status >= 300 && response.status < 400 && response.headers.get('location')) {
      target = new URL(response.headers.get('location')!, target);
      continue;
    }
    if (!response.ok) throw invalid(`图片下载失败：对方返回 ${response.status}`, 'url');
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > LABEL_IMAGE_BYTES_MAX) throw invalid(`图片超过 ${LABEL_IMAGE_BYTES_MAX / 1024 / 1024}MB，请换一张小一些的图片`, 'url');
    const bytes = await readCapped(response.body);
    const type = imageType(bytes);
    if (!type) throw invalid('只支持 PNG 或 JPEG 图片', 'url');
    return { type, bytes };
  }
  throw invalid('图片地址跳转次数过多', 'url');
}

export function registerLabelImages(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  registerEndpoint(app, ctx, labelTemplateEndpoints.image, { sendsFile: true }, async ({ query, reply }) => {
    const fresh = sql`now() - make_interval(hours => ${CACHE_HOURS})`;
    const [hit] = await db.select().from(labelImageCache).where(eq(labelImageCache.url, query.url));
    let image: { type: string; bytes: Buffer };
    if (hit && hit.fetchedAt > new Date(Date.now() - CACHE_HOURS * 3600_000)) image = { type: hit.contentType, bytes: hit.bytes };
    else {
      image = await fetchImage(query.url, ctx.config.imageProxyAllowInternal);
      await db
        .insert(labelImageCache)
        .values({ url: query.url, contentType: image.type, bytes: image.bytes })
        .onConflictDoUpdate({ target: labelImageCache.url, set: { contentType: image.type, bytes: image.bytes, fetchedAt: new Date() } });
      // old entries go with the writes that bring new ones
      await db.delete(labelImageCache).where(lt(labelImageCache.fetchedAt, fresh));
    }
    reply.header('content-type', image.type).header('cache-control', 'private, max-age=3600').header('x-content-type-options', 'nosniff');
    return reply.send(image.bytes);
  });
}
