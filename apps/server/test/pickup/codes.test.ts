import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { settledJob } from '../listJobs/support.ts';
import { call, goods, ownOrder, rowsOf, usePickupWorld } from './support.ts';

// 下载取货码: the day's codes as a sheet, a row a piece; the never-printed take a batch; one at a time.
const w = usePickupWorld();
const api = (path: string, body: object = {}, who = w.owner) =>
  call(w, who, 'POST', `/api/b2/purchaser/assigned/${path}`, body);

describe('下载取货码', () => {
  it('未打印 takes the day’s next batch and writes a row a piece in walking order; again is 47007 while one runs', async () => {
    const orderNo = await ownOrder(w, [
      goods('国投女装 3楼A316', 'C7001', 2),
      goods('国投女装 1楼A2', 'C7002', 1),
    ]);
    const started = await api('downCode', { scope: 'UNPRINTED' });
    expect(started.errorCode, started.errorMsg).toBe(0);
    expect(started.data).toMatchObject({
      total: 2,
      batchNo: expect.stringMatching(/^\d{1,2}\.\d{1,2}-\d+$/),
    });
    const rows = await rowsOf(w, orderNo);
    expect(rows.map((r) => r.batchNo)).toEqual([started.data.batchNo, started.data.batchNo]);

    const [record] = await settledJob(w.t, w.owner, '/api/b2/list/exports?listKey=pickupCodes');
    expect(record).toMatchObject({ state: 'finished', listKey: 'pickupCodes', total: 2 });
    const file = await w.t.app.inject({
      method: 'GET',
      url: `/api/b2/list/exports/${record.id}/file`,
      headers: w.owner.headers,
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet: unknown[][] = [];
    book.getWorksheet('取货码')!.eachRow((row) => sheet.push((row.values as unknown[]).slice(1)));
    expect(sheet[0]).toEqual([
      '批次',
      '序号',
      '市场',
      '楼层',
      '档口号',
      '档口',
      '货号',
      '颜色',
      '尺码',
      '件',
      '取货码',
      '订单号',
    ]);
    // walking order: 1楼A2 before 3楼A316, one row a piece
    expect(sheet.slice(1).map((r) => [r[1], r[4], r[6], r[9]])).toEqual([
      [1, 'A2', 'C7002', '1/1'],
      [2, 'A316', 'C7001', '1/2'],
      [3, 'A316', 'C7001', '2/2'],
    ]);
    expect(sheet[1]![10]).toMatch(/^NH\d{11}$/);

    expect((await api('isDowningCode')).data).toEqual({ downing: false });
    expect((await api('downCodeList')).data.map((r: { id: number }) => r.id)).toContain(record.id);
    // nothing left unprinted; the batch again is fine; one still being written blocks the next
    expect(await api('downCode', { scope: 'UNPRINTED' })).toMatchObject({
      errorCode: 40000,
      errorMsg: '没有未打印的拿货任务',
    });
    await w.t.database.db.execute(sql`update list_exports set state = 'RUNNING' where id = ${record.id}`);
    expect((await api('isDowningCode')).data).toEqual({ downing: true });
    expect(await api('downCode', { scope: 'BATCH', batchNo: started.data.batchNo })).toMatchObject({
      errorCode: 47007,
      errorMsg: '已有取货码下载任务进行中',
    });
    await w.t.database.db.execute(sql`update list_exports set state = 'FINISHED' where id = ${record.id}`);
    expect((await api('downCode', { scope: 'BATCH', batchNo: started.data.batchNo })).data).toMatchObject({
      total: 2,
      batchNo: started.data.batchNo,
    });
    expect(await api('downCode', { scope: 'BATCH' })).toMatchObject({
      errorCode: 40000,
      errorMsg: '请选择批次',
    });
    expect((await api('downCode', { scope: 'ALL' }, w.picker)).errorCode).toBe(40300);
  });
});
