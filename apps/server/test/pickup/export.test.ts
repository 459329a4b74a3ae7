import { describe, expect, it } from 'vitest';
import { PICKUP_EXPORT_HEADERS } from '../../src/modules/pickup/pickupExport.ts';
import { settledJob } from '../listJobs/support.ts';
import { call, goods, ownOrder, rowsOf, usePickupWorld } from './support.ts';
import { sheetRows } from '../support/xlsx.ts';

// 拿货任务指派's 导出: the file itself for the lines of a filter or the ticked ones, 导出记录 for any
// number — read back from the .xlsx.
const w = usePickupWorld();

const sheetOf = (payload: Buffer) => sheetRows(payload, '拿货任务');

const exportFile = (selection: object, who = w.owner) =>
  w.t.app.inject({
    method: 'POST',
    url: '/api/b2/purchaser/assigned/exportTakeListV2/file',
    headers: who.headers,
    payload: { selection },
  });

describe('拿货任务 导出', () => {
  it('a search answered as the file: a line a row in walking order, in words and yuan', async () => {
    const orderNo = await ownOrder(w, [
      goods('国投女装 3楼A316', 'X5001', 2, 3500),
      goods('国投女装 1楼A2', 'X5002', 1, 4200),
    ]);
    const res = await exportFile({ mode: 'filter', filter: { tab: 'ALL', keyword: orderNo } });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('拿货任务_'));
    const rows = await sheetOf(res.rawPayload);
    expect(rows[0]).toEqual(PICKUP_EXPORT_HEADERS);
    const col = (row: unknown[], name: string) => row[PICKUP_EXPORT_HEADERS.indexOf(name)];
    expect(
      rows.slice(1).map((r) => [col(r, '档口号'), col(r, '货号'), col(r, '数量'), col(r, '参考价(元)')]),
    ).toEqual([
      ['A2', 'X5002', 1, 42],
      ['A316', 'X5001', 2, 35],
    ]);
    expect(col(rows[1]!, '市场')).toBe('国投女装');
    expect(col(rows[1]!, '状态')).toBe('待指派');
    expect(col(rows[1]!, '订单号')).toBe(orderNo);
    expect(String(col(rows[1]!, '取货码'))).toMatch(/^NH\d{11}$/);

    const [first] = await rowsOf(w, orderNo);
    const picked = await sheetOf((await exportFile({ mode: 'ids', ids: [first!.id] })).rawPayload);
    expect(picked).toHaveLength(2);
  });

  it('any number goes to 导出记录; a picker may not export', async () => {
    await ownOrder(w, [goods('国投女装 1楼A10', 'X5003', 1)]);
    const job = await call(w, w.owner, 'POST', '/api/b2/purchaser/assigned/exportTakeListV2', {
      selection: { mode: 'filter', filter: { tab: 'ALL' } },
    });
    expect(job.errorCode, job.errorMsg).toBe(0);
    const [record] = await settledJob(w.t, w.owner, '/api/b2/list/exports?listKey=pickupTasks');
    expect(record).toMatchObject({ state: 'finished', listKey: 'pickupTasks', total: job.data.total });
    const file = await w.t.app.inject({
      method: 'GET',
      url: `/api/b2/list/exports/${record.id}/file`,
      headers: w.owner.headers,
    });
    expect((await sheetOf(file.rawPayload)).length - 1).toBe(job.data.total);
    expect((await exportFile({ mode: 'filter', filter: { tab: 'ALL' } }, w.picker)).json().errorCode).toBe(
      40300,
    );
  });
});
