import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, goods, ownOrder, report, rowsOf, usePickupWorld } from './support.ts';

// 按档口 and 看板: the board's other two views of the same day.
const w = usePickupWorld();

describe('按档口 and 看板', () => {
  it('groups the day’s lines by stall in walking order under the tab; the kanban follows each picker', async () => {
    const orderNo = await ownOrder(w, [
      goods('国投女装 3楼A316', 'V3001', 1),
      goods('国投女装 1楼A2', 'V3002', 2),
      goods('国投女装 1楼A2', 'V3003', 1),
    ]);
    const rows = await rowsOf(w, orderNo);
    const a2 = rows.filter((r) => r.articleNo !== 'V3001');
    await call(w, w.owner, 'POST', '/api/b2/purchaser/assigned/takeAssignedUser', {
      ids: [a2[0]!.id],
      pickerId: w.pickerId,
    });
    const [first] = (await rowsOf(w, orderNo)).filter((r) => r.articleNo === 'V3002');
    const took = await report(
      w,
      w.picker,
      { id: first!.id, version: first!.version, outcome: 'TOOK', tookQty: 2, tookPriceFen: 3500 },
      crypto.randomUUID(),
    );
    expect(took.errorCode, took.errorMsg).toBe(0);

    const all = await call(w, w.owner, 'POST', '/api/b2/purchaser/assigned/takePageSupplierGroup', {});
    expect(all.errorCode, all.errorMsg).toBe(0);
    expect(all.data.groups.map((g: { stallNo: string }) => g.stallNo)).toEqual(['A2', 'A316']);
    expect(all.data.groups[0]).toMatchObject({
      stallName: '阿美家',
      pieces: 3,
      tookPieces: 2,
      pickers: ['拿货员'],
    });
    expect(all.data.groups[0].lines.map((l: { articleNo: string }) => l.articleNo)).toEqual([
      'V3002',
      'V3003',
    ]);
    expect(all.data).toMatchObject({ total: 2, counts: { ALL: 3, TAKING: 1, TOOK: 1, WAITING_ASSIGNED: 1 } });
    const taking = await call(w, w.owner, 'POST', '/api/b2/purchaser/assigned/takePageSupplierGroup', {
      tab: 'TAKING',
    });
    expect(taking.data.groups).toHaveLength(1);
    expect(taking.data.groups[0].lines.map((l: { articleNo: string }) => l.articleNo)).toEqual(['V3003']);

    const kanban = await call(w, w.owner, 'GET', '/api/b2/purchaser/assigned/takeKanban');
    expect(kanban.data.pickers).toEqual([
      expect.objectContaining({
        name: '拿货员',
        lines: 2,
        pieces: 3,
        tookPieces: 2,
        taking: 1,
        took: 1,
        stalls: 1,
        stallsDone: 0,
      }),
    ]);
    expect(kanban.data.pickers[0].lastReportAt).not.toBeNull();
    expect(kanban.data.unassigned).toEqual({ lines: 1, pieces: 1, stalls: 1 });
    expect((await call(w, w.picker, 'GET', '/api/b2/purchaser/assigned/takeKanban')).errorCode).toBe(40300);
  });
});
