import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '@oms/api-client';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import {
  actorNames,
  addMatrixAccounts,
  freshTargets,
  sessionOf,
  subAccountPermissions,
  type ActorName,
} from '../support/actors.ts';
import { allEndpoints, endpointCases as cases, type EndpointCase as Case } from '../support/endpointCases.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ exposeCaptchaAnswer: true });
  await addMatrixAccounts(t);
});
afterAll(() => t.close());

function expected(c: Case, actor: ActorName): number {
  const access = allEndpoints[c.endpoint]!.access;
  if (actor === 'anonymous') return 10000;
  // Platform staff only: no tenant session is an operator's (test/ops covers the operators).
  if (access.kind === 'operator') return 10000;
  if (c.codeFor?.[actor] !== undefined) return c.codeFor[actor];
  if (access.kind === 'purchaser' && actor === 'seller') return 10001;
  const held = subAccountPermissions[actor];
  if (access.kind !== 'public' && access.permission && held && !held.includes(access.permission))
    return 40300;
  // 授权 and the like: no role gives a sub-account these.
  if (access.kind === 'signedIn' && access.mainAccountOnly && held) return 40300;
  // Rows aimed at belong to the purchaser tenant; to the seller and the rival they do not exist.
  if ((actor === 'otherTenant' || actor === 'seller') && c.targeted) return 40400;
  return c.allowedCode ?? 0;
}

describe('authorization matrix: every endpoint × every kind of caller', () => {
  // A refused call changes nothing, so the rows it was aimed at serve the case's next caller; after a
  // call that succeeds (it may have deleted or moved them) the next caller gets fresh ones.
  let unchanged: { of: Case; targets: Awaited<ReturnType<typeof freshTargets>> } | null = null;
  for (const c of cases) {
    for (const actor of actorNames) {
      const code = expected(c, actor);
      it(`${c.endpoint} as ${actor} → ${code}`, async () => {
        const endpoint = allEndpoints[c.endpoint]!;
        const targets = unchanged?.of === c ? unchanged.targets : await freshTargets(t);
        unchanged = code === 0 ? null : { of: c, targets };
        const session = await sessionOf(t, actor);
        const { params, body, query, headers } = c.request(targets);
        const res = await t.app.inject({
          method: endpoint.method,
          url: fillPath(endpoint.path, params),
          headers: { ...(session?.headers ?? {}), ...headers },
          ...(body ? { payload: body } : {}),
          ...(query ? { query } : {}),
        });
        // File endpoints answer a successful call with the file itself.
        const file = /spreadsheetml|^image\//.test(String(res.headers['content-type']));
        // the answer's words say why when the code is not the expected one
        expect(file ? 0 : res.json().errorCode, file ? '' : res.json().errorMsg).toBe(code);
        expect(res.statusCode).toBeLessThan(500);
      });
    }
  }

  it('covers every endpoint of the contract', () => {
    const publicOnes = Object.entries(allEndpoints)
      .filter(([, e]) => e.access.kind === 'public')
      .map(([n]) => n);
    expect(new Set([...cases.map((c) => c.endpoint), ...publicOnes])).toEqual(
      new Set(Object.keys(allEndpoints)),
    );
  });

  it('the public endpoints need no session', async () => {
    const captcha = await t.app.inject({ method: 'GET', url: allEndpoints.captcha!.path });
    expect(captcha.json().errorCode).toBe(0);
  });
});

describe('no cross-tenant reads', () => {
  it('another tenant lists only its own roles and staff', async () => {
    const { roleId, userId } = await freshTargets(t);
    const rival = (await sessionOf(t, 'otherTenant'))!;
    const roles = await t.app.inject({
      method: 'POST',
      url: '/api/b2/purchaser/role/list',
      headers: rival.headers,
      payload: {},
    });
    const roleIds = roles.json().data.map((r: { id: number }) => r.id);
    expect(roleIds).not.toContain(roleId);
    expect(roles.json().data.map((r: { roleName: string }) => r.roleName)).not.toContain('拿货员');
    const users = await t.app.inject({
      method: 'POST',
      url: '/api/b2/purchaser/user/page',
      headers: rival.headers,
      payload: {},
    });
    const usernames = users.json().data.list.map((u: { username: string }) => u.username);
    expect(users.json().data.list.map((u: { id: number }) => u.id)).not.toContain(userId);
    expect(usernames).not.toContain('picker');
    expect(usernames).not.toContain('finance');
  });

  it('the purchaser tenant does not see the rival’s staff either', async () => {
    const owner = (await sessionOf(t, 'purchaser'))!;
    // The matrix adds hundreds of target staff: ask by name rather than hope they fit on a page.
    const named = async (keyword: string) => {
      const users = await t.app.inject({
        method: 'POST',
        url: '/api/b2/purchaser/user/page',
        headers: owner.headers,
        payload: { keyword },
      });
      return users.json().data.list.map((u: { username: string }) => u.username);
    };
    expect(await named('picker')).toContain('picker');
    expect(await named('rival')).not.toContain('rival_staff');
  });

  it('another tenant cannot assign the purchaser tenant’s role to its own staff', async () => {
    const { roleId, n } = await freshTargets(t);
    const rival = (await sessionOf(t, 'otherTenant'))!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/b2/purchaser/user/add',
      headers: rival.headers,
      payload: { username: `spy${n}`, password: 'secret123', subUsername: '间谍', roleIds: [roleId] },
    });
    expect(res.json()).toMatchObject({ errorCode: 40400, errorMsg: '角色不存在' });
  });

  it('a sub-account cannot manage its own main account', async () => {
    const manager = (await sessionOf(t, 'manager'))!;
    const owner = (await sessionOf(t, 'purchaser'))!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/b2/purchaser/user/password',
      headers: manager.headers,
      payload: { id: owner.userId, password: 'hijacked1' },
    });
    expect(res.json().errorCode).toBe(40400);
  });
});
