import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call, goods, ownOrder, usePickupWorld, report, rowsOf } from './support.ts';

// 供应商管理: the markets, floors and stalls the team walks; a stall added picks up the lines waiting for it.
const w = usePickupWorld();

const save = (body: object) =>
  call(w, w.owner, 'POST', '/api/b2/supplier/save', {
    phone: '',
    settleMode: 'CASH',
    returnDays: 7,
    noReturn: false,
    ...body,
  });
const page = (body: object = {}) => call(w, w.owner, 'POST', '/api/b2/supplier/page', body);

describe('供应商管理', () => {
  it('a stall added in a new market matches the 未归类 lines that name it; the same 档口号 twice is 47020', async () => {
    const orderNo = await ownOrder(w, [goods('白马服装城 2楼B201', 'S1001', 2)]);
    expect((await rowsOf(w, orderNo))[0]).toMatchObject({ supplierId: null, market: '' });
    const added = await save({
      market: '白马服装城',
      floor: '2楼',
      stallNo: 'B201',
      name: '依人服饰',
      phone: '020-81234567',
    });
    expect(added.errorCode, added.errorMsg).toBe(0);
    expect(added.data.matched).toBe(1);
    expect((await rowsOf(w, orderNo))[0]).toMatchObject({
      market: '白马服装城',
      floor: '2楼',
      stallNo: 'B201',
      stallName: '依人服饰',
    });
    const tree = await call(w, w.owner, 'GET', '/api/b2/supplier/tree');
    expect(tree.data.find((m: { name: string }) => m.name === '白马服装城')).toMatchObject({
      stalls: 1,
      floors: [{ name: '2楼', stalls: 1 }],
    });
    const twice = await save({ market: '白马服装城', floor: '3楼', stallNo: 'B201', name: '别家' });
    expect(twice).toMatchObject({ errorCode: 47020, errorMsg: '该档口已存在：白马服装城 B201' });
    // 编辑: the same stall under its id is no duplicate
    const edited = await save({
      id: added.data.id,
      market: '白马服装城',
      floor: '2楼',
      stallNo: 'B201',
      name: '依人服饰旗舰',
      noReturn: true,
    });
    expect(edited.errorCode, edited.errorMsg).toBe(0);
    const listed = await page({ keyword: 'B201' });
    expect(listed.data.list).toEqual([
      expect.objectContaining({
        market: '白马服装城',
        stallNo: 'B201',
        name: '依人服饰旗舰',
        returnDays: null,
        state: 'ACTIVE',
      }),
    ]);
  });

  it('lists in walking order with 近30天 pieces and 缺货率 from the team’s answers', async () => {
    const orderNo = await ownOrder(w, [
      goods('国投女装 1楼A10', 'S2001', 3),
      goods('国投女装 1楼A10', 'S2002', 1),
    ]);
    const rows = await rowsOf(w, orderNo);
    await call(w, w.owner, 'POST', '/api/b2/purchaser/assigned/takeAssignedUser', {
      ids: rows.map((r) => r.id),
      pickerId: w.pickerId,
    });
    const taking = (await rowsOf(w, orderNo)).filter((r) => r.state === 'TAKING');
    await report(w, w.picker, { id: taking[0]!.id, version: taking[0]!.version, outcome: 'LACK' });
    await report(w, w.picker, {
      id: taking[1]!.id,
      version: taking[1]!.version,
      outcome: 'TOOK',
      tookQty: 1,
      tookPriceFen: 3500,
    });
    const market = (await call(w, w.owner, 'GET', '/api/b2/supplier/tree')).data.find(
      (m: { name: string }) => m.name === '国投女装',
    );
    const listed = await page({ marketId: market.id });
    expect(listed.data.list.map((r: { stallNo: string }) => r.stallNo)).toEqual(['A2', 'A10', 'A316']);
    expect(listed.data.list[1]).toMatchObject({ pieces30d: 4, lackRate30d: 50 });
  });

  it('停用: new lines of the stall are 未归类; bad input says what is wrong', async () => {
    const listed = await page({ keyword: 'A316' });
    const id = listed.data.list[0].id;
    expect(
      (await call(w, w.owner, 'POST', '/api/b2/supplier/state', { ids: [id], state: 'STOPPED' })).data,
    ).toEqual({ changed: 1 });
    const orderNo = await ownOrder(w, [goods('国投女装 3楼A316', 'S3001', 1)]);
    expect((await rowsOf(w, orderNo))[0]!.supplierId).toBeNull();
    await call(w, w.owner, 'POST', '/api/b2/supplier/state', { ids: [id], state: 'ACTIVE' });
    expect(await save({ market: '四季青', floor: '1楼', stallNo: 'A 1', name: 'x' })).toMatchObject({
      errorCode: 40000,
      errorMsg: '档口号只能包含字母、数字和“-”',
    });
    expect(
      await save({ market: '四季青', floor: '1楼', stallNo: 'A1', name: 'x', phone: '12345' }),
    ).toMatchObject({
      errorCode: 40000,
      errorMsg: '电话格式不正确（手机号或座机）',
    });
    expect((await call(w, w.picker, 'POST', '/api/b2/supplier/page', {})).errorCode).toBe(40300);
  });

  it('the board walks a matched line in its stall’s place, and follows a market re-sorted', async () => {
    const orderNo = await ownOrder(w, [
      goods('四季青 1楼C18', 'W7001', 1),
      goods('国投女装 1楼A2', 'W7002', 1),
    ]);
    const board = async () =>
      (
        await call(w, w.owner, 'POST', '/api/b2/purchaser/assigned/takePage', {
          keyword: orderNo,
          pageSize: 50,
        })
      ).data.list.map((r: { articleNo: string }) => r.articleNo);
    // 未归类 walks last
    expect(await board()).toEqual(['W7002', 'W7001']);
    await save({ market: '四季青', floor: '1楼', stallNo: 'C18', name: '青青家' });
    const db = w.t.database.db;
    await db.execute(sql`update markets set sort = -1 where tenant_id = ${w.tenant} and name = '四季青'`);
    expect(await board()).toEqual(['W7001', 'W7002']);
    await db.execute(sql`update markets set sort = 99 where tenant_id = ${w.tenant} and name = '四季青'`);
    expect(await board()).toEqual(['W7002', 'W7001']);
  });
});
