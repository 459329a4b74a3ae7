import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson } from './httpJson.ts';

let server: http.Server;
let base: string;
const seen: { method?: string; auth?: string; body: string }[] = [];
let lastSocket: unknown;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method, auth: req.headers.authorization, body });
      if (req.url === '/slow') return; // never answers
      // closes a kept-alive connection as the next request on it comes, as a server whose idle timer
      // just ran out does
      if (req.url === '/hangUpReused' && req.socket === lastSocket) return void req.socket.destroy();
      lastSocket = req.socket;
      if (req.url === '/text') return void res.writeHead(502).end('Bad Gateway');
      res.writeHead(req.url === '/missing' ? 404 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ echo: body ? (JSON.parse(body) as unknown) : null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('callJson (the market and the warehouse over kept-alive connections)', () => {
  it('sends the key and the JSON body, and reads the status and the JSON answer', async () => {
    const answer = await callJson(base, 'k1', 'POST', '/goods', { articleNo: 'A-1' }, 2_000);
    expect(answer).toEqual({ status: 200, body: { echo: { articleNo: 'A-1' } } });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', auth: 'Bearer k1' });
    expect(await callJson(base, 'k1', 'GET', '/missing', undefined, 2_000)).toEqual({
      status: 404,
      body: { echo: null },
    });
  });

  it('an answer that is not JSON keeps its start as the message', async () => {
    expect(await callJson(base, 'k1', 'GET', '/text', undefined, 2_000)).toEqual({
      status: 502,
      body: { message: 'Bad Gateway' },
    });
  });

  it('nothing answering is null: no server, a bad address, or no answer within the time', async () => {
    expect(await callJson('http://127.0.0.1:9', 'k1', 'GET', '/x', undefined, 2_000)).toBeNull();
    expect(await callJson('not a url', 'k1', 'GET', '/x', undefined, 2_000)).toBeNull();
    const started = performance.now();
    expect(await callJson(base, 'k1', 'GET', '/slow', undefined, 300)).toBeNull();
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('calls one after another share a connection', async () => {
    const sockets = new Set<unknown>();
    const count = (socket: unknown) => sockets.add(socket);
    server.on('connection', count);
    for (let i = 0; i < 5; i++)
      expect((await callJson(base, 'k1', 'GET', '/goods', undefined, 2_000))?.status).toBe(200);
    server.off('connection', count);
    expect(sockets.size).toBeLessThanOrEqual(1);
  });

  it('a kept-alive connection closed by the other side as it is reused is tried once more, on a new one', async () => {
    expect((await callJson(base, 'k1', 'GET', '/goods', undefined, 2_000))?.status).toBe(200);
    const before = seen.length;
    expect(await callJson(base, 'k1', 'GET', '/hangUpReused', undefined, 2_000)).toEqual({
      status: 200,
      body: { echo: null },
    });
    // the request reached the server twice: on the old connection (hung up), then on a new one
    expect(seen.length - before).toBe(2);
  });
});
