import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  purchaserLogin,
  type Session,
  type TestApp,
  opsLoginFor,
} from '../support/testApp.ts';
import { allEndpoints } from '../support/endpointCases.ts';

/** Every answer under /api/ is `{errorCode, errorMsg, data}` with a Chinese message, framework errors included. */
let t: TestApp;
let owner: Session;
beforeAll(async () => {
  t = await createTestApp({ exposeCaptchaAnswer: true });
  owner = await purchaserLogin(t.app, 'purchaser', 'purchaser123');
});
afterAll(() => t.close());

const withPathParam = Object.entries(allEndpoints).filter(([, e]) => e.path.includes(':'));

function expectEnvelope(
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
  status: number,
) {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers['content-type'])).toContain('application/json');
  const body = JSON.parse(res.body);
  expect(Object.keys(body).sort()).toEqual(['data', 'errorCode', 'errorMsg']);
  expect(body.errorMsg).toMatch(/[\u4e00-\u9fa5]/);
  expect(res.body).not.toMatch(/FST_ERR|"error":|"message":/);
  return body;
}

describe('framework errors keep the envelope', () => {
  it('covers every endpoint with a path parameter', () => {
    expect(withPathParam.length).toBeGreaterThan(0);
  });

  for (const [name, endpoint] of withPathParam) {
    it.each([
      ['bad percent-encoding', '%ZZ', 400],
      ['a lone percent', '%', 400],
      ['an over-long id', '1'.repeat(300), 414],
      ['encoded NUL', '%00', 400],
    ])(`${name}: %s`, async (_what, value, status) => {
      const headers =
        endpoint.access.kind === 'operator' ? await opsLoginFor(t.app, endpoint.access) : owner.headers;
      const res = await t.app.inject({
        method: endpoint.method,
        url: endpoint.path.replace(/:[A-Za-z]+/, value),
        headers,
      });
      expectEnvelope(res, status);
    });
  }

  it('raw UTF-8 bytes in the path', async () => {
    const { port } = await listen();
    const answer = await rawRequest(
      port,
      Buffer.concat([
        Buffer.from('GET /api/b2/purchaser/role/permissions/'),
        Buffer.from([0xe4, 0xb8, 0xad, 0xff]),
        Buffer.from(' HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
      ]),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 (400|404)/);
    expect(answer).toMatch(/"errorCode":(40000|40400)/);
  });

  it('unknown API path, unknown method, 413, 415 and bad JSON', async () => {
    expect(expectEnvelope(await t.app.inject({ method: 'GET', url: '/api/nope' }), 404).errorCode).toBe(
      40400,
    );
    expect(expectEnvelope(await t.app.inject({ method: 'DELETE', url: '/api/b2/user' }), 404).errorCode).toBe(
      40400,
    );
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/sso/login',
      payload: { username: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(expectEnvelope(big, 413).errorMsg).toBe('请求内容过大');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/sso/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(expectEnvelope(text, 415).errorMsg).toBe('不支持的请求内容类型');
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/sso/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expectEnvelope(xml, 415);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/sso/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(expectEnvelope(broken, 400).errorMsg).toBe('请求内容不是有效的JSON');
  });
});

let listening: TestApp | null = null;
async function listen(overrides = {}) {
  listening ??= await createTestApp(overrides);
  await listening.app.listen({ port: 0, host: '127.0.0.1' });
  return { port: (listening.app.server.address() as net.AddressInfo).port };
}
afterAll(async () => {
  await listening?.close();
});

function rawRequest(port: number, bytes: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.on('data', (d) => (answer += d.toString('utf8')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    setTimeout(() => socket.destroy(), 5000);
  });
}
