import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { acceptsGzip, registerGzipAnswers } from './gzipAnswers.ts';

const big = {
  items: Array.from({ length: 200 }, (_, i) => ({ orderNo: `DF2611265000${i}`, title: '春夏新款半身裙' })),
};

const app = Fastify();
registerGzipAnswers(app);
app.get('/api/big', async () => big);
app.get('/api/small', async () => ({ ok: true }));
app.get('/api/file', async (_req, reply) =>
  reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .send(Buffer.alloc(10_000, 7)),
);
app.get('/page', async (_req, reply) => reply.type('application/json').send(JSON.stringify(big)));
afterAll(() => app.close());

const ask = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

describe('gzipped API answers', () => {
  it('a JSON answer over 2 KB goes out gzipped to a browser that takes gzip, and reads back the same', async () => {
    const r = await ask('/api/big', 'gzip, deflate, br, zstd');
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    const json = zlib.gunzipSync(r.rawPayload).toString('utf8');
    expect(JSON.parse(json)).toEqual(big);
    expect(r.rawPayload.length).toBeLessThan(json.length / 3);
  });

  it('as it is when gzip is not taken, when small, when a file, when not the API', async () => {
    for (const [url, encoding] of [
      ['/api/big', undefined],
      ['/api/big', 'br'],
      ['/api/big', 'gzip;q=0, br'],
      ['/api/small', 'gzip'],
      ['/api/file', 'gzip'],
      ['/page', 'gzip'],
    ] as const) {
      const r = await ask(url, encoding);
      expect(r.headers['content-encoding'], `${url} ${encoding}`).toBeUndefined();
      expect(r.statusCode).toBe(200);
    }
    expect((await ask('/api/big', 'br')).json()).toEqual(big);
  });

  it('reads Accept-Encoding as browsers and proxies write it', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('br, gzip;q=0')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('*;q=0, br')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip(['br', 'gzip'])).toBe(true);
  });
});
