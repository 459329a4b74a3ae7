import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { fillPath } from '@oms/api-client';
import {
  createTestApp,
  purchaserLogin,
  type Session,
  type TestApp,
  opsLoginFor,
} from '../support/testApp.ts';
import { freshTargets } from '../support/actors.ts';
import { allEndpoints, endpointCases } from '../support/endpointCases.ts';

let t: TestApp;
let owner: Session;
beforeAll(async () => {
  t = await createTestApp({ exposeCaptchaAnswer: true });
  owner = await purchaserLogin(t.app, 'purchaser', 'purchaser123');
});
afterAll(() => t.close());

/** Everything a bad request could have written to, as one fingerprint. */
async function fingerprint(): Promise<string> {
  const tables = [
    'accounts',
    'roles',
    'role_permissions',
    'account_roles',
    'shops',
    'tracking_events',
    'messages',
  ];
  const parts: string[] = [];
  for (const table of tables) {
    const res = await t.database.pool.query(
      `select md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as h from ${table} x`,
    );
    parts.push(`${table}:${res.rows[0].h}`);
  }
  return parts.join(' ');
}

const INJECTION = `' OR 1=1; DROP TABLE accounts; --`;

/** Variants of a valid body, each broken in one way. */
function brokenBodies(valid: Record<string, unknown>): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = [
    ['a string instead of an object', 'hello'],
    ['an array instead of an object', [1, 2]],
  ];
  for (const [key, value] of Object.entries(valid)) {
    const wrongType =
      typeof value === 'string' ? 12345 : typeof value === 'number' ? 'abc' : Array.isArray(value) ? 'x' : 1;
    out.push([`${key} of the wrong type`, { ...valid, [key]: wrongType }]);
    out.push([`${key} null`, { ...valid, [key]: null }]);
    if (typeof value === 'string')
      out.push([`${key} of 100000 characters`, { ...valid, [key]: 'x'.repeat(100000) }]);
    if (typeof value === 'number') {
      out.push([`${key} out of range`, { ...valid, [key]: 1e300 }]);
      out.push([`${key} as true`, { ...valid, [key]: true }]);
      out.push([`${key} as a hex string`, { ...valid, [key]: '0x10' }]);
    }
    if (Array.isArray(value))
      out.push([
        `${key} with 10000 items`,
        { ...valid, [key]: Array.from({ length: 10000 }, () => value[0] ?? 1) },
      ]);
    // Free-text fields store such a string as the text it is.
    if (
      ![
        'roleName',
        'subUsername',
        'sellerRemark',
        'templateName',
        'printer',
        'reason',
        'title',
        'remark',
        'body',
        'question',
      ].includes(key) &&
      typeof value === 'string'
    ) {
      out.push([`${key} with an injection string`, { ...valid, [key]: INJECTION }]);
    }
  }
  return out;
}

describe('bad input on every endpoint: 40000 with a Chinese message, never a 500, nothing written', () => {
  for (const c of endpointCases) {
    const endpoint = allEndpoints[c.endpoint]!;
    if (!endpoint.body && !endpoint.params) continue;
    it(`${c.endpoint}`, async () => {
      const targets = await freshTargets(t);
      const { body, params } = c.request(targets);
      const attempts: Array<[string, { url: string; payload?: unknown }]> = [];
      if (body) {
        for (const [what, broken] of brokenBodies(body as Record<string, unknown>)) {
          attempts.push([what, { url: fillPath(endpoint.path, params), payload: broken }]);
        }
        if (Object.keys(body).length > 0) {
          const required = endpoint.body!.safeParse({});
          if (!required.success)
            attempts.push(['no fields', { url: fillPath(endpoint.path, params), payload: {} }]);
        }
      }
      if (params) {
        for (const bad of ['abc', '-1', '0', '1e3', '0x10', '1.5', '99999999999999999999', "1' OR '1'='1"]) {
          attempts.push([
            `id ${bad}`,
            {
              url: endpoint.path.replace(/:[A-Za-z]+/, encodeURIComponent(bad)),
              ...(body ? { payload: body } : {}),
            },
          ]);
        }
      }
      expect(attempts.length).toBeGreaterThan(0);
      // operator endpoints (/ops) are called as the operator
      const who =
        endpoint.access.kind === 'operator' ? await opsLoginFor(t.app, endpoint.access) : owner.headers;
      const before = await fingerprint();
      for (const [what, attempt] of attempts) {
        // Non-object JSON goes out as JSON too, so the server has to judge its shape, not its type.
        const asJson =
          attempt.payload !== undefined &&
          (typeof attempt.payload !== 'object' || Array.isArray(attempt.payload));
        const res = await t.app.inject({
          method: endpoint.method,
          url: attempt.url,
          headers: asJson ? { ...who, 'content-type': 'application/json' } : who,
          ...(attempt.payload === undefined
            ? {}
            : { payload: asJson ? JSON.stringify(attempt.payload) : (attempt.payload as object) }),
        });
        const answer = res.json();
        // A body over the 1 MB limit (10,000 big rows) is refused before parsing: 413, the same 40000.
        const oversized = JSON.stringify(attempt.payload ?? '').length > 1024 * 1024;
        expect(res.statusCode, what).toBe(oversized ? 413 : 400);
        expect(answer.errorCode, what).toBe(40000);
        expect(answer.errorMsg, what).toMatch(/[\u4e00-\u9fa5]/);
      }
      expect(await fingerprint()).toBe(before);
    });
  }

  it('a body over 1 MB is refused as 请求内容过大', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/b2/purchaser/role/add',
      headers: owner.headers,
      payload: { roleName: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.json()).toMatchObject({ errorCode: 40000, errorMsg: '请求内容过大' });
  });

  it('malformed JSON is refused as 请求内容不是有效的JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/b2/purchaser/role/add',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload: '{"roleName": ',
    });
    expect(res.json()).toMatchObject({ errorCode: 40000, errorMsg: '请求内容不是有效的JSON' });
  });

  it('names the field that is wrong', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/b2/purchaser/user/add',
      headers: owner.headers,
      payload: { username: 'ok_name', password: 'secret123', subUsername: '新人', phone: '123' },
    });
    expect(res.json()).toMatchObject({
      errorCode: 40000,
      errorMsg: '请输入11位手机号',
      data: { field: 'phone' },
    });
  });

  it('stores an injection string in free text literally and the tables survive', async () => {
    const name = `x'; DROP--`;
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/b2/purchaser/role/add',
      headers: owner.headers,
      payload: { roleName: name },
    });
    expect(add.json().errorCode).toBe(0);
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/b2/purchaser/role/list',
      headers: owner.headers,
      payload: { roleName: "'; DROP" },
    });
    expect(list.json().data.map((r: { roleName: string }) => r.roleName)).toEqual([name]);
    const rows = (await t.database.db.execute(sql`select count(*)::int as n from accounts`)).rows as Array<{
      n: number;
    }>;
    expect(rows[0]!.n).toBeGreaterThan(0);
  });
});
