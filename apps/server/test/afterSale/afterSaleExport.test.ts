import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AFTER_SALE_EXPORT_HEADERS } from '../../src/modules/afterSale/afterSaleExport.ts';
import { call, fundsWorld, newKey } from '../funds/support.ts';
import { settledJob } from '../listJobs/support.ts';
import { marketLines, placeAndPay } from '../daifa/support.ts';
import { ssoLogin } from '../support/testApp.ts';

// 售后订单's 导出: the file itself for a few cases, 导出记录 for any number — read back from the .xlsx.
const world = fundsWorld({ warehouse: true });

async function sheetOf(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.getWorksheet('售后订单')!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** A 未发货仅退款 of one line, done at once: its number and what came back. */
async function refundedCase() {
  const orderNo = await placeAndPay(world, await marketLines(world, 2));
  const applied = await call(
    world,
    world.seller,
    'POST',
    '/api/b2/aftersale/orders/apply',
    { orderNo, type: 'REFUND_UNDELIVERY', lineNos: [1], reason: '买家拍错/多拍' },
    newKey(),
  );
  expect(applied.errorCode).toBe(0);
  return { orderNo, asNo: applied.data.asNo as string, fen: applied.data.refundedFen as number };
}

describe('售后订单 导出', () => {
  it('a tab and search answered as the file: one row a case, in words and yuan', async () => {
    const { orderNo, asNo, fen } = await refundedCase();
    const res = await world.t.app.inject({
      method: 'POST',
      url: '/api/b2/aftersale/orders/export/file',
      headers: world.seller.headers,
      payload: { selection: { mode: 'filter', filter: { tab: 'COMPLETE', keyword: asNo } } },
    });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('售后订单_'));
    const rows = await sheetOf(res.rawPayload);
    expect(rows[0]).toEqual(AFTER_SALE_EXPORT_HEADERS);
    expect(rows).toHaveLength(2);
    const col = (name: string) => rows[1]![AFTER_SALE_EXPORT_HEADERS.indexOf(name)];
    expect(col('售后单号')).toBe(asNo);
    expect(col('代发订单号')).toBe(orderNo);
    expect(col('售后类型')).toBe('未发货仅退款');
    expect(col('状态')).toBe('已完成');
    expect(col('售后原因')).toBe('买家拍错/多拍');
    expect(col('已退(元)')).toBe(fen / 100);
    expect(col('来源')).toBe('手动');
  });

  it('any number goes to 导出记录; nothing to export is refused; another account’s cases are not exported', async () => {
    await refundedCase();
    const job = await call(world, world.seller, 'POST', '/api/b2/aftersale/orders/export', {
      selection: { mode: 'filter', filter: { tab: 'ALL' } },
    });
    expect(job.errorCode).toBe(0);
    const [record] = await settledJob(world.t, world.seller, '/api/b2/list/exports?listKey=afterSales');
    expect(record).toMatchObject({ state: 'finished', listKey: 'afterSales', total: job.data.total });
    expect(record.fileName).toMatch(/^售后订单_\d{8}_\d{6}\.xlsx$/);
    const file = await world.t.app.inject({
      method: 'GET',
      url: `/api/b2/list/exports/${record.id}/file`,
      headers: world.seller.headers,
    });
    const rows = await sheetOf(file.rawPayload);
    expect(rows.length - 1).toBe(job.data.total);
    expect(job.data.total).toBeGreaterThanOrEqual(2);

    const none = await call(world, world.seller, 'POST', '/api/b2/aftersale/orders/export/file', {
      selection: { mode: 'filter', filter: { tab: 'ALL', keyword: 'SH26010100000000' } },
    });
    expect(none).toMatchObject({ errorCode: 40000, errorMsg: '没有符合条件的数据可导出' });
    const other = await ssoLogin(world.t.app, 'purchaser', 'purchaser123');
    const theirs = await call(world, other, 'POST', '/api/b2/aftersale/orders/export/file', {
      selection: { mode: 'filter', filter: { tab: 'ALL', keyword: rows[1]![0] as string } },
    });
    expect(theirs.errorCode).toBe(40000);
  });
});
