import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '@oms/api-client';
import {
  createTestApp,
  purchaserLogin,
  type Session,
  type TestApp,
  opsLoginFor,
} from '../support/testApp.ts';
import { freshTargets, sessionOf } from '../support/actors.ts';
import { allEndpoints, endpointCases } from '../support/endpointCases.ts';

/**
 * PostgreSQL text cannot hold NUL: before, `"a\u0000b"` in a name reached the database and came back as
 * 50000 (with the SQL parameters in the log). Every string of every endpoint must be refused as 40000
 * naming the field; other control characters are refused or stored, never a 500.
 */
let t: TestApp;
let owner: Session;
let logLines: string[];
beforeAll(async () => {
  logLines = [];
  t = await createTestApp({ exposeCaptchaAnswer: true }, { logLines });
  owner = await purchaserLogin(t.app, 'purchaser', 'purchaser123');
});
afterAll(() => t.close());

const NUL = 'a\u0000b';
const PNG = 'data:image/png;base64,iVBORw0KGgo=';
/** Half an emoji each: a high surrogate alone, and a low one. */
const LONE_SURROGATES = ['a\ud800b', '\udc00'];
const CONTROLS = ['\u0001', '\u0007', '\u001b[31m', '\u007f', '\u0008'];

/** Every string field of a valid body, with the path the answer should name. */
function stringFields(body: Record<string, unknown>): string[] {
  return Object.entries(body)
    .filter(([, v]) => typeof v === 'string')
    .map(([k]) => k);
}

describe('NUL and control characters on every endpoint', () => {
  for (const c of endpointCases) {
    const endpoint = allEndpoints[c.endpoint]!;
    it(`${c.endpoint}: NUL in any string field is 40000 naming the field; controls never 500`, async () => {
      // Signed in again only when the last case ended the session (the logout case does).
      owner = (await sessionOf(t, 'purchaser'))!;
      const targets = await freshTargets(t);
      const { body, params } = c.request(targets);
      const url = fillPath(endpoint.path, params);
      const who =
        endpoint.access.kind === 'operator' ? await opsLoginFor(t.app, endpoint.access) : owner.headers;
      // A body with an extra string field as well, so endpoints whose body has no strings are covered.
      const valid = { ...(body ?? {}) } as Record<string, unknown>;
      const fields = [...stringFields(valid), 'unexpectedExtra'];
      for (const field of fields) {
        const res = await t.app.inject({
          method: endpoint.method,
          url,
          headers: who,
          payload: { ...valid, [field]: NUL },
        });
        if (!endpoint.body) {
          expect(res.statusCode, field).toBeLessThan(500);
          continue;
        }
        expect(res.json(), field).toMatchObject({ errorCode: 40000, data: { field } });
        expect(res.json().errorMsg, field).toMatch(/控制字符/);
      }
      for (const field of fields) {
        for (const half of LONE_SURROGATES) {
          const res = await t.app.inject({
            method: endpoint.method,
            url,
            headers: who,
            payload: { ...valid, [field]: half },
          });
          if (!endpoint.body) {
            expect(res.statusCode, field).toBeLessThan(500);
            continue;
          }
          expect(res.json(), `${field} ${JSON.stringify(half)}`).toMatchObject({
            errorCode: 40000,
            data: { field },
          });
          expect(res.json().errorMsg, field).toMatch(/无法识别的字符/);
        }
      }
      for (const field of stringFields(valid)) {
        for (const control of CONTROLS) {
          const res = await t.app.inject({
            method: endpoint.method,
            url,
            headers: who,
            payload: { ...valid, [field]: `x${control}y` },
          });
          expect(res.statusCode, `${field} ${JSON.stringify(control)}`).toBeLessThan(500);
        }
      }
    });
  }

  it.each([
    ['SSO sign-in', '/api/sso/login', { username: NUL, password: 'x' }, 'username'],
    ['SSO sign-in password', '/api/sso/login', { username: 'seller', password: NUL }, 'password'],
    [
      'SSO jump',
      '/api/sso/login',
      { username: 'seller', password: 'seller123', jump: `/home${NUL}` },
      'jump',
    ],
    [
      'purchaser sign-in',
      '/api/b2/purchaser/auth/login',
      { username: NUL, password: 'x', captchaId: 'x', captchaCode: 'x' },
      'username',
    ],
    ['a key with NUL', '/api/sso/login', { username: 'seller', password: 'x', [`k${NUL}`]: 1 }, 'kab'],
    [
      'nested',
      '/api/sso/login',
      { username: 'seller', password: 'x', deep: { list: ['ok', NUL] } },
      'deep.list.1',
    ],
    ['half an emoji', '/api/sso/login', { username: 'sel\ud83dler', password: 'x' }, 'username'],
    [
      'half an emoji in a key',
      '/api/sso/login',
      { username: 'seller', password: 'x', ['k\udfffey']: 1 },
      'key',
    ],
    [
      'half an emoji nested',
      '/api/sso/login',
      { username: 'seller', password: 'x', deep: [{ a: '\ud800' }] },
      'deep.0.a',
    ],
  ])('without signing in: %s', async (_what, url, payload, field) => {
    const res = await t.app.inject({ method: 'POST', url, payload });
    expect(res.json()).toMatchObject({ errorCode: 40000, data: { field } });
  });

  it('a whole emoji is text: a 合格证 keeps it, and half of one in a nested field is 40000, not a 500', async () => {
    owner = (await sessionOf(t, 'purchaser'))!;
    const valid = { brand: '衣衫汇😀', categoryName: '连衣裙', artNo: 'E-1', quantity: 1 };
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/b2/certificates',
      headers: owner.headers,
      payload: valid,
    });
    expect(ok.json()).toMatchObject({ errorCode: 0 });
    const half = await t.app.inject({
      method: 'POST',
      url: '/api/b2/certificates',
      headers: owner.headers,
      payload: { ...valid, artNo: 'E-2', washedLabelList: [{ image: PNG, zhDesc: '不可漂白\ud83d' }] },
    });
    expect(half.json()).toMatchObject({ errorCode: 40000, data: { field: 'washedLabelList.0.zhDesc' } });
  });

  it('no answer above was a 500, and the log holds no SQL parameters', () => {
    expect(logLines.join('\n')).not.toMatch(/"statusCode":5\d\d|unexpected error/);
    expect(logLines.join('\n')).not.toMatch(/\$argon2/);
  });
});
