import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MANAGEMENT_CODE } from '@oms/api-client';
import { codeOf, createTestApp, purchaserLogin, type Session, type TestApp } from '../support/testApp.ts';

/**
 * A managing sub-account may not touch anyone holding more than it. A role is shared, so editing one
 * changes every holder: it must be refused unless the editor could manage every holder before and after.
 */
let t: TestApp;
let owner: Session;
let manager: Session;
const PICKUP = '/offlineReturnOrder/pickup';
const FUNDS = '/funds/balance';

async function call(session: Session, url: string, payload: object) {
  return t.app.inject({ method: 'POST', url, headers: session.headers, payload });
}
async function role(name: string, codes: string[]) {
  return (await call(owner, '/api/b2/purchaser/role/add', { roleName: name, permissionCodes: codes })).json().data.id as number;
}
async function user(username: string, roleIds: number[]) {
  return (await call(owner, '/api/b2/purchaser/user/add', { username, password: 'secret123', subUsername: username, roleIds })).json().data.id as number;
}

let shared: number;
let ownOnly: number;
beforeAll(async () => {
  t = await createTestApp({ exposeCaptchaAnswer: true });
  owner = await purchaserLogin(t.app, 'purchaser', 'purchaser123');
  const managing = await role('共享主管', [ACCOUNT_MANAGEMENT_CODE, PICKUP]);
  shared = await role('共享拿货', [PICKUP]);
  ownOnly = await role('只给下属', [PICKUP]);
  const finance = await role('共享财务', [FUNDS]);
  await user('sharemgr', [managing]);
  // The richer colleague: pick-up (shared with the manager's staff) plus funds, which the manager lacks.
  await user('richer', [shared, finance]);
  await user('junior', [ownOnly]);
  manager = await purchaserLogin(t.app, 'purchaser:sharemgr', 'secret123');
});
afterAll(() => t.close());

describe('editing a role shared with a richer colleague', () => {
  it('cannot hand that colleague 账号管理 through the shared role', async () => {
    const res = await call(manager, '/api/b2/purchaser/role/permissions/authorization', {
      roleId: shared,
      permissionCodes: [PICKUP, ACCOUNT_MANAGEMENT_CODE],
    });
    expect(res.json()).toMatchObject({ errorCode: 40300, errorMsg: '该角色的成员中有权限超出自己的账号，不能修改' });
    const codes = await t.app.inject({ method: 'GET', url: `/api/b2/purchaser/role/permissions/${shared}`, headers: owner.headers });
    expect(codes.json().data.permissionCodes).toEqual([PICKUP]);
  });

  it('cannot rename it either', async () => {
    expect(codeOf(await call(manager, '/api/b2/purchaser/role/edit', { id: shared, roleName: '改名' }))).toBe(40300);
  });

  it('may edit a role held only by staff it can manage', async () => {
    expect(codeOf(await call(manager, '/api/b2/purchaser/role/permissions/authorization', { roleId: ownOnly, permissionCodes: [PICKUP, ACCOUNT_MANAGEMENT_CODE] }))).toBe(0);
    expect(codeOf(await call(manager, '/api/b2/purchaser/role/edit', { id: ownOnly, roleName: '下属角色' }))).toBe(0);
  });

  it('the main account may edit any role', async () => {
    expect(codeOf(await call(owner, '/api/b2/purchaser/role/permissions/authorization', { roleId: shared, permissionCodes: [PICKUP] }))).toBe(0);
  });
});
