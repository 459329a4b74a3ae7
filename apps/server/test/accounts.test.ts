import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPermissionCodes, flattenCodeTree } from '@oms/api-client';
import { codeOf, createTestApp, purchaserLogin, ssoLogin, type Session, type TestApp } from './support/testApp.ts';
import { addMatrixAccounts } from './support/actors.ts';

let t: TestApp;
let owner: Session;
beforeAll(async () => {
  t = await createTestApp({ exposeCaptchaAnswer: true });
  await addMatrixAccounts(t);
  owner = await purchaserLogin(t.app, 'purchaser', 'purchaser123');
});
afterAll(() => t.close());

const call = (session: Session, url: string, payload?: object, method: 'GET' | 'POST' = 'POST') =>
  t.app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });

async function addRole(roleName: string, permissionCodes: string[]) {
  const res = await call(owner, '/api/b2/purchaser/role/add', { roleName, permissionCodes });
  expect(codeOf(res)).toBe(0);
  return res.json().data.id as number;
}

async function addUser(username: string, roleIds: number[]) {
  const res = await call(owner, '/api/b2/purchaser/user/add', { username, password: 'secret123', subUsername: username, roleIds });
  expect(codeOf(res)).toBe(0);
  return res.json().data.id as number;
}

describe('permissions', () => {
  it('a main account holds the whole tree; a sub-account only what its roles grant', async () => {
    const all = await call(owner, '/api/b2/purchaser/user/permissions', undefined, 'GET');
    expect(flattenCodeTree(all.json().data)).toEqual([...allPermissionCodes]);
    const finance = await purchaserLogin(t.app, 'purchaser:finance', 'finance123');
    const mine = await call(finance, '/api/b2/purchaser/user/permissions', undefined, 'GET');
    expect(mine.json().data).toEqual([
      {
        code: 'funds',
        children: [
          { code: '/funds/balance', children: [] },
          { code: '/funds/rechargeWithdraw', children: [] },
          { code: '/funds/transferRecord', children: [] },
          { code: '/funds/nahuoSettlement', children: [] },
          { code: '/funds/accountStatement', children: [] },
        ],
      },
    ]);
  });

  it('granting a role takes effect on the sub-account’s next request', async () => {
    const roleId = await addRole('质检', ['/afterSale/problemList']);
    const userId = await addUser('checker', [roleId]);
    const checker = await purchaserLogin(t.app, 'purchaser:checker', 'secret123');
    expect(userId).toBe(checker.userId);
    const before = await call(checker, '/api/b2/purchaser/user/permissions', undefined, 'GET');
    expect(flattenCodeTree(before.json().data)).toEqual(['daifa', '/afterSale/problemList']);
    await call(owner, '/api/b2/purchaser/role/permissions/authorization', { roleId, permissionCodes: ['/afterSale/headlessList'] });
    const after = await call(checker, '/api/b2/purchaser/user/permissions', undefined, 'GET');
    expect(flattenCodeTree(after.json().data)).toEqual(['daifa', '/afterSale/headlessList']);
    const perms = await call(owner, `/api/b2/purchaser/role/permissions/${roleId}`, undefined, 'GET');
    expect(perms.json().data).toEqual({ roleId, permissionCodes: ['/afterSale/headlessList'] });
  });

  it('refuses unknown permission codes', async () => {
    const res = await call(owner, '/api/b2/purchaser/role/add', { roleName: '坏角色', permissionCodes: ['/admin/everything'] });
    expect(res.json()).toMatchObject({ errorCode: 40000, errorMsg: '包含不存在的权限编码' });
  });

  it('manual-delivery permission comes from the tenant', async () => {
    const res = await call(owner, '/api/b2/order/manual/delivery/permission', undefined, 'GET');
    expect(res.json().data).toBe('1');
  });
});

describe('a managing sub-account cannot raise anyone above itself', () => {
  it('cannot grant codes it lacks, nor assign a role that has them', async () => {
    const manager = await purchaserLogin(t.app, 'purchaser:manager', 'manager123');
    const tooMuch = await call(manager, '/api/b2/purchaser/role/add', { roleName: '越权', permissionCodes: ['/funds/balance'] });
    expect(tooMuch.json()).toMatchObject({ errorCode: 40300, errorMsg: '不能授予自己没有的权限' });
    const financeRole = (await call(owner, '/api/b2/purchaser/role/list', { roleName: '财务' })).json().data[0].id;
    const sneaky = await call(manager, '/api/b2/purchaser/user/add', {
      username: 'sneaky',
      password: 'secret123',
      subUsername: '偷偷',
      roleIds: [financeRole],
    });
    expect(sneaky.json()).toMatchObject({ errorCode: 40300, errorMsg: '不能分配超出自己权限的角色' });
  });

  it('cannot disable, edit or delete itself', async () => {
    const manager = await purchaserLogin(t.app, 'purchaser:manager', 'manager123');
    expect((await call(manager, '/api/b2/purchaser/user/updateState', { id: manager.userId, state: 0 })).json()).toMatchObject({
      errorCode: 40300,
      errorMsg: '不能停用或启用自己的账号',
    });
    expect(codeOf(await call(manager, `/api/b2/purchaser/user/delete/${manager.userId}`))).toBe(40300);
  });
});

describe('a managing sub-account cannot take over a richer colleague', () => {
  it('refuses to reset, disable, edit or delete finance, or to change the 财务 role', async () => {
    const manager = await purchaserLogin(t.app, 'purchaser:manager', 'manager123');
    const list = (await call(owner, '/api/b2/purchaser/user/page', { keyword: 'finance' })).json().data.list;
    const financeId = list[0].id as number;
    const refused = { errorCode: 40300, errorMsg: '不能管理权限超出自己的账号' };
    expect((await call(manager, '/api/b2/purchaser/user/password', { id: financeId, password: 'taken0ver' })).json()).toMatchObject(refused);
    expect((await call(manager, '/api/b2/purchaser/user/updateState', { id: financeId, state: 0 })).json()).toMatchObject(refused);
    expect((await call(manager, '/api/b2/purchaser/user/edit', { id: financeId, subUsername: 'x', roleIds: [] })).json()).toMatchObject(refused);
    expect((await call(manager, `/api/b2/purchaser/user/delete/${financeId}`)).json()).toMatchObject(refused);
    const financeRole = (await call(owner, '/api/b2/purchaser/role/list', { roleName: '财务' })).json().data[0].id;
    expect((await call(manager, '/api/b2/purchaser/role/permissions/authorization', { roleId: financeRole, permissionCodes: [] })).json()).toMatchObject({
      errorCode: 40300,
      errorMsg: '不能修改权限超出自己的角色',
    });
    await expect(purchaserLogin(t.app, 'purchaser:finance', 'finance123')).resolves.toMatchObject({ userId: financeId });
  });

  it('two saves of one role at the same moment both answer, without a server error', async () => {
    const roleId = await addRole('并发', ['/funds/balance']);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(owner, '/api/b2/purchaser/role/permissions/authorization', { roleId, permissionCodes: ['/funds/balance', '/funds/coupon'] }),
      ),
    );
    expect(answers.map(codeOf)).toEqual([0, 0, 0, 0, 0, 0]);
    const perms = await call(owner, `/api/b2/purchaser/role/permissions/${roleId}`, undefined, 'GET');
    expect(perms.json().data.permissionCodes).toEqual(['/funds/balance', '/funds/coupon']);
  });
});

describe('sub-accounts', () => {
  it('lists with paging, keyword and role filter, newest first', async () => {
    const res = await call(owner, '/api/b2/purchaser/user/page', { pageNum: 1, pageSize: 2 });
    const page = res.json().data;
    expect(page.pageSize).toBe(2);
    expect(page.list).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(3);
    const picker = await call(owner, '/api/b2/purchaser/user/page', { keyword: 'pick' });
    expect(picker.json().data.list.map((u: { username: string }) => u.username)).toEqual(['picker']);
    expect(picker.json().data.list[0].roles).toEqual([{ id: expect.any(Number), roleName: '拿货员' }]);
  });

  it('refuses a duplicate username, case-insensitively', async () => {
    const res = await call(owner, '/api/b2/purchaser/user/add', { username: 'PICKER', password: 'secret123', subUsername: '重复' });
    expect(res.json()).toMatchObject({ errorCode: 40900, errorMsg: '账号已存在' });
  });

  it('disabling signs the account out and stops its sign-in; enabling lets it back', async () => {
    const id = await addUser('temp1', []);
    const session = await purchaserLogin(t.app, 'purchaser:temp1', 'secret123');
    await call(owner, '/api/b2/purchaser/user/updateState', { id, state: 0 });
    expect(codeOf(await call(session, '/api/b2/user', undefined, 'GET'))).toBe(10000);
    await expect(purchaserLogin(t.app, 'purchaser:temp1', 'secret123')).rejects.toThrow('账号已停用');
    await call(owner, '/api/b2/purchaser/user/updateState', { id, state: 1 });
    await expect(purchaserLogin(t.app, 'purchaser:temp1', 'secret123')).resolves.toMatchObject({ userId: id });
  });

  it('a new password signs the account out everywhere', async () => {
    const id = await addUser('temp2', []);
    const session = await purchaserLogin(t.app, 'purchaser:temp2', 'secret123');
    expect(codeOf(await call(owner, '/api/b2/purchaser/user/password', { id, password: 'newpass123' }))).toBe(0);
    expect(codeOf(await call(session, '/api/b2/user', undefined, 'GET'))).toBe(10000);
    await expect(purchaserLogin(t.app, 'purchaser:temp2', 'newpass123')).resolves.toMatchObject({ userId: id });
  });

  it('deleting frees the username', async () => {
    const id = await addUser('temp3', []);
    expect(codeOf(await call(owner, `/api/b2/purchaser/user/delete/${id}`))).toBe(0);
    expect(codeOf(await call(owner, `/api/b2/purchaser/user/delete/${id}`))).toBe(40400);
    await addUser('temp3', []);
  });
});

describe('roles', () => {
  it('refuses a duplicate name in one tenant', async () => {
    await addRole('打包', []);
    expect((await call(owner, '/api/b2/purchaser/role/add', { roleName: '打包' })).json()).toMatchObject({
      errorCode: 40900,
      errorMsg: '角色名称已存在',
    });
  });

  it('will not remove a role that still has accounts, and counts them', async () => {
    const roleId = await addRole('打单', []);
    const userId = await addUser('printer1', [roleId]);
    const list = await call(owner, '/api/b2/purchaser/role/list', { roleName: '打单' });
    expect(list.json().data[0]).toMatchObject({ roleName: '打单', userCount: 1 });
    expect((await call(owner, `/api/b2/purchaser/role/remove/${roleId}`)).json()).toMatchObject({ errorCode: 40900 });
    await call(owner, '/api/b2/purchaser/user/edit', { id: userId, subUsername: '打单员', roleIds: [] });
    expect(codeOf(await call(owner, `/api/b2/purchaser/role/remove/${roleId}`))).toBe(0);
  });

  it('a seller is told to use a purchaser account', async () => {
    const seller = await ssoLogin(t.app, 'seller', 'seller123');
    expect(codeOf(await call(seller, '/api/b2/purchaser/role/list', {}))).toBe(10001);
  });
});
