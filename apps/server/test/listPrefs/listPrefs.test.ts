import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, purchaserLogin, ssoLogin, type Session, type TestApp } from '../support/testApp.ts';
import { addMatrixAccounts, sessionOf } from '../support/actors.ts';

let t: TestApp;
let owner: Session;
let seller: Session;
let rival: Session;
let colleague: Session;

beforeAll(async () => {
  t = await createTestApp({ exposeCaptchaAnswer: true });
  await addMatrixAccounts(t);
  owner = await purchaserLogin(t.app, 'purchaser', 'purchaser123');
  seller = await ssoLogin(t.app, 'seller', 'seller123');
  rival = (await sessionOf(t, 'otherTenant'))!;
  // A colleague of the purchaser who may open 同步订单.
  const role = await post(owner, '/api/b2/purchaser/role/add', {
    roleName: '客服',
    permissionCodes: ['/order/orderList'],
  });
  await post(owner, '/api/b2/purchaser/user/add', {
    username: 'kefu',
    password: 'kefu12345',
    subUsername: '客服小王',
    roleIds: [role.data.id],
  });
  colleague = await purchaserLogin(t.app, 'purchaser:kefu', 'kefu12345');
});
afterAll(() => t.close());

async function post(who: Session, url: string, payload: object) {
  return (await t.app.inject({ method: 'POST', url, headers: who.headers, payload })).json();
}
async function get(who: Session, url: string) {
  return (await t.app.inject({ method: 'GET', url, headers: who.headers })).json();
}
const views = async (who: Session) => (await get(who, '/api/b2/list/views?listKey=shopOrders')).data;

describe('saved views', () => {
  it('a personal view is its owner’s alone; a shared one reaches the team but never another tenant', async () => {
    const mine = await post(owner, '/api/b2/list/views', {
      listKey: 'shopOrders',
      name: ' 近7天待发货 ',
      filter: { tab: 'WAIT_SEND', range: 'last7', platforms: ['PDD'] },
    });
    expect(mine).toMatchObject({ errorCode: 0, data: { name: '近7天待发货', shared: false, mine: true } });
    const team = await post(owner, '/api/b2/list/views', {
      listKey: 'shopOrders',
      name: '退款中',
      shared: true,
      filter: { tab: 'REFUNDING' },
    });
    expect(team.errorCode).toBe(0);

    expect((await views(owner)).map((v: { name: string }) => v.name).sort()).toEqual([
      '近7天待发货',
      '退款中',
    ]);
    const seen = await views(colleague);
    expect(seen).toEqual([
      expect.objectContaining({
        name: '退款中',
        shared: true,
        mine: false,
        ownerName: 'purchaser',
        filter: { tab: 'REFUNDING' },
      }),
    ]);
    expect(await views(rival)).toEqual([]);
    expect(await views(seller)).toEqual([]);
  });

  it('only the owner renames, shares or deletes; others get 40300 (team) or 40400 (other tenants)', async () => {
    const created = await post(owner, '/api/b2/list/views', {
      listKey: 'shopOrders',
      name: '已发货',
      shared: true,
      filter: { tab: 'SENT' },
    });
    const id = created.data.id;
    expect(await post(colleague, '/api/b2/list/views/update', { id, name: '抢过来' })).toMatchObject({
      errorCode: 40300,
    });
    expect(await post(colleague, `/api/b2/list/views/delete/${id}`, {})).toMatchObject({ errorCode: 40300 });
    expect(await post(rival, `/api/b2/list/views/delete/${id}`, {})).toMatchObject({ errorCode: 40400 });
    const renamed = await post(owner, '/api/b2/list/views/update', { id, name: '已发货订单', shared: false });
    expect(renamed).toMatchObject({ errorCode: 0, data: { name: '已发货订单', shared: false } });
    // No longer shared: the colleague no longer sees it at all.
    expect((await views(colleague)).map((v: { id: number }) => v.id)).not.toContain(id);
    expect(await post(owner, `/api/b2/list/views/delete/${id}`, {})).toMatchObject({ errorCode: 0 });
    expect((await views(owner)).map((v: { id: number }) => v.id)).not.toContain(id);
  });

  it('refuses a repeated name, a filter the list cannot open, and over-long names, in Chinese on the field', async () => {
    await post(owner, '/api/b2/list/views', { listKey: 'shopOrders', name: '重名', filter: {} });
    expect(
      await post(owner, '/api/b2/list/views', { listKey: 'shopOrders', name: '重名', filter: {} }),
    ).toMatchObject({
      errorCode: 40000,
      errorMsg: '视图名称已存在',
      data: { field: 'name' },
    });
    // A colleague may use the same name for a view of their own.
    expect(
      (await post(colleague, '/api/b2/list/views', { listKey: 'shopOrders', name: '重名', filter: {} }))
        .errorCode,
    ).toBe(0);
    const bad = await post(owner, '/api/b2/list/views', {
      listKey: 'shopOrders',
      name: '坏的',
      filter: { tab: 'NOPE' },
    });
    expect(bad).toMatchObject({ errorCode: 40000, data: { field: 'filter' } });
    expect(bad.errorMsg).toContain('视图的筛选条件不正确');
    const unknown = await post(owner, '/api/b2/list/views', {
      listKey: 'shopOrders',
      name: '多余',
      filter: { evil: 1 },
    });
    expect(unknown).toMatchObject({ errorCode: 40000, data: { field: 'filter' } });
    const long = await post(owner, '/api/b2/list/views', {
      listKey: 'shopOrders',
      name: '长'.repeat(21),
      filter: {},
    });
    expect(long).toMatchObject({ errorCode: 40000, errorMsg: '视图名称最多20个字' });
    expect(await get(owner, '/api/b2/list/views?listKey=nope')).toMatchObject({ errorCode: 40000 });
  });
});

describe('column settings', () => {
  it('follow the user (not the tenant) and start as the list’s defaults', async () => {
    expect(await get(owner, '/api/b2/list/columns?listKey=shopOrders')).toMatchObject({
      errorCode: 0,
      data: null,
    });
    const settings = [
      { key: 'receiver', visible: false },
      { key: 'goods', visible: true, width: 360 },
    ];
    expect((await post(owner, '/api/b2/list/columns', { listKey: 'shopOrders', settings })).errorCode).toBe(
      0,
    );
    expect((await get(owner, '/api/b2/list/columns?listKey=shopOrders')).data).toEqual(settings);
    expect((await get(colleague, '/api/b2/list/columns?listKey=shopOrders')).data).toBeNull();
    // Saving again replaces, it does not append.
    await post(owner, '/api/b2/list/columns', { listKey: 'shopOrders', settings: [settings[1]] });
    expect((await get(owner, '/api/b2/list/columns?listKey=shopOrders')).data).toEqual([settings[1]]);
  });

  it('refuses repeated columns and widths out of range', async () => {
    const twice = await post(owner, '/api/b2/list/columns', {
      listKey: 'shopOrders',
      settings: [
        { key: 'goods', visible: true },
        { key: 'goods', visible: false },
      ],
    });
    expect(twice).toMatchObject({ errorCode: 40000, errorMsg: '列设置中有重复的列' });
    const wide = await post(owner, '/api/b2/list/columns', {
      listKey: 'shopOrders',
      settings: [{ key: 'goods', visible: true, width: 99999 }],
    });
    expect(wide).toMatchObject({ errorCode: 40000, errorMsg: '列宽最多1200' });
  });
});
