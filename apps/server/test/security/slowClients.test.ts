import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/**
 * A client that trickles its request in (1 byte at a time) must not hold a connection forever. The real
 * default is 30 s; here 1.5 s, so the test runs quickly, on a real listening server.
 */
const TIMEOUT_MS = 1500;
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ requestTimeoutMs: TIMEOUT_MS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/** Sends `head` then one byte of `trickle` every `everyMs`; resolves with what came back and when the server closed. */
function trickle(head: string, trickleBytes: string, everyMs: number): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let i = 0;
    const timer = setInterval(() => {
      if (i < trickleBytes.length && !socket.destroyed) socket.write(trickleBytes[i++]!);
    }, everyMs);
    socket.on('connect', () => socket.write(head));
    socket.on('data', (d) => (answer += d.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    // A guard: never let the test hang if the server failed to cut the client.
    setTimeout(() => socket.destroy(), 20_000);
  });
}

describe('slow clients are cut, others are served', () => {
  it('a body trickling in at 1 byte per 300 ms is cut with 408 in the envelope', async () => {
    const body = JSON.stringify({ username: 'seller', password: 'seller123' });
    const slow = trickle(
      `POST /api/sso/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
      300,
    );
    // Meanwhile another client is served at once.
    const started = Date.now();
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    const { answer, closedAfterMs } = await slow;
    expect(closedAfterMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
    expect(closedAfterMs).toBeLessThan(TIMEOUT_MS * 3);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('"errorCode":40000');
    expect(answer).toContain('请求超时，请重试');
  });

  it('headers trickling in are cut too', async () => {
    const { closedAfterMs } = await trickle('GET /healthz HTTP/1.1\r\n', 'X-Slow: '.padEnd(200, 'a'), 300);
    expect(closedAfterMs).toBeLessThan(TIMEOUT_MS * 3);
  });

  it('the connection limit is set', () => {
    expect(t.app.server.maxConnections).toBe(2000);
  });
});
