import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Smaller answers are sent as they are: gzip's header and the work cost more than they save. */
export const GZIP_THRESHOLD = 2048;

/** Whether an Accept-Encoding header takes gzip (listed, or `*`, and not with q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  let star = false;
  for (const part of text.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const refused = q !== undefined && Number(q.slice(2)) === 0;
    if (name.trim() === 'gzip') return !refused;
    if (name.trim() === '*') star = !refused;
  }
  return star;
}

/**
 * The API's JSON answers over 2 KB go out gzipped (level 1), compressed in the request's own turn.
 *
 * A list page is tens of kilobytes of JSON (50 orders with their lines: ~60 KB) and gzip makes it a
 * tenth: less to send to a seller on a shop's Wi-Fi. It is done synchronously rather than by
 * @fastify/compress's zlib stream: the stream hands every answer to libuv's thread pool and back, and on
 * our 2-core machines those hand-offs cost more than the compressing — measured on a 22 KB page, 0.26–0.42
 * ms of CPU an answer through the stream against 0.08 ms in one `gzipSync` call. Only JSON: files
 * (.xlsx is a zip already, PDFs, images) go as they are, and the console's static files were compressed
 * by the build.
 */
export function registerGzipAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    if (reply.getHeader('content-encoding')) return payload;
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (size < GZIP_THRESHOLD) return payload;
    // the answer differs by what was asked, whether or not this one is compressed
    const vary = reply.getHeader('vary');
    if (!vary) reply.header('vary', 'accept-encoding');
    else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-encoding`);
    if (!acceptsGzip(request.headers['accept-encoding'])) return payload;
    reply.header('content-encoding', 'gzip');
    reply.removeHeader('content-length');
    return zlib.gzipSync(payload, { level: 1 });
  });
}
