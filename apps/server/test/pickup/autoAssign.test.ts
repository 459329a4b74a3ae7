import { describe, expect, it } from 'vitest';
import { autoAssignAll } from '../../src/modules/pickup/autoAssign.ts';
import { call, goods, ownOrder, page, usePickupWorld } from './support.ts';

// 自动指派: areas to pickers by priority, 在岗 and 每日上限; at 08:30 and 14:00, or 立即指派.
const w = usePickupWorld();

const setting = (body: object) => call(w, w.owner, 'POST', '/api/b2/purchaser/setting/autoAssignedSet', body);

describe('自动指派', () => {
  it('rule by rule in priority: an off-duty picker is passed over, a cap is kept (a stall stays one picker’s)', async () => {
    const tree = (await call(w, w.owner, 'GET', '/api/b2/purchaser/assigned/takeArea')).data;
    const market = tree.markets.find((m: { name: string }) => m.name === '国投女装');
    const floor1 = market.floors.find((f: { name: string }) => f.name === '1楼');
    const a316 = market.floors.find((f: { name: string }) => f.name === '3楼').stalls[0];
    const saved = await setting({
      on: true,
      rules: [
        {
          marketId: null,
          floorId: null,
          supplierId: a316.id,
          pickerId: w.pickerId,
          priority: 0,
          onDuty: false,
          cap: null,
        },
        {
          marketId: null,
          floorId: floor1.id,
          supplierId: null,
          pickerId: w.pickerId,
          priority: 1,
          onDuty: true,
          cap: 2,
        },
        {
          marketId: market.id,
          floorId: null,
          supplierId: null,
          pickerId: w.otherId,
          priority: 2,
          onDuty: true,
          cap: null,
        },
      ],
    });
    expect(saved.errorCode, saved.errorMsg).toBe(0);
    expect(saved.data.rules.map((r: { area: string; pickerName: string }) => [r.area, r.pickerName])).toEqual(
      [
        ['国投女装 3楼 A316', '拿货员'],
        ['国投女装 1楼', '拿货员'],
        ['国投女装', '拿货员小王'],
      ],
    );
    await ownOrder(w, [
      goods('国投女装 1楼A2', 'U1', 1),
      goods('国投女装 1楼A10', 'U2', 1),
      goods('国投女装 1楼A10', 'U3', 1),
    ]);
    await ownOrder(w, [goods('国投女装 3楼A316', 'U4', 1)]);

    expect(await autoAssignAll(w.t.database.db)).toBe(4);
    const rows = (await page(w, { keyword: 'U' })).data.list as {
      articleNo: string;
      pickerName: string | null;
    }[];
    const who = Object.fromEntries(
      rows.filter((r) => r.articleNo.startsWith('U')).map((r) => [r.articleNo, r.pickerName]),
    );
    // the floor rule took A2 and A10 up to its cap of 2, A10's other line along; the market rule the rest
    expect(who).toEqual({ U1: '拿货员', U2: '拿货员', U3: '拿货员', U4: '拿货员小王' });
    const log = await call(
      w,
      w.owner,
      'GET',
      `/api/b2/purchaser/assigned/takeLog?taskId=${(await page(w, { keyword: 'U4' })).data.list[0].taskId}`,
    );
    expect(log.data[0]).toMatchObject({ text: '指派给 拿货员小王', byName: '自动指派' });
    // nothing left: 立即指派 finds nothing
    expect((await call(w, w.owner, 'POST', '/api/b2/purchaser/assigned/autoAssignNow')).data.assigned).toBe(
      0,
    );
  });

  it('off, nothing is handed out; a rule names one area of the tenant’s own', async () => {
    await setting({ on: false, rules: [] });
    await ownOrder(w, [goods('国投女装 1楼A2', 'V1', 1)]);
    expect(await autoAssignAll(w.t.database.db)).toBe(0);
    const two = await setting({
      on: true,
      rules: [
        {
          marketId: 1,
          floorId: 1,
          supplierId: null,
          pickerId: w.pickerId,
          priority: 0,
          onDuty: true,
          cap: null,
        },
      ],
    });
    expect(two).toMatchObject({ errorCode: 40000, errorMsg: '每条规则选择一个市场、楼层或档口' });
    const foreign = await setting({
      on: true,
      rules: [
        {
          marketId: 999999,
          floorId: null,
          supplierId: null,
          pickerId: w.pickerId,
          priority: 0,
          onDuty: true,
          cap: null,
        },
      ],
    });
    expect(foreign).toMatchObject({ errorCode: 40400, errorMsg: '第1条规则的区域不存在' });
    expect((await call(w, w.picker, 'GET', '/api/b2/purchaser/setting/autoAssignedSet')).errorCode).toBe(
      40300,
    );
  });
});
