import { describe, expect, it } from 'vitest';
import { AFTER_SALE_EXPORT_HEADERS } from '../../src/modules/afterSale/afterSaleExport.ts';
import { call, fundsWorld, newKey } from '../funds/support.ts';
import { settledJob } from '../listJobs/support.ts';
import { marketLines, placeAndPay } from '../daifa/support.ts';
import { returnHelpers } from './support.ts';
import { sql } from 'drizzle-orm';
import { ssoLogin } from '../support/testApp.ts';
import { sheetRows } from '../support/xlsx.ts';

// 售后订单's 导出 (the file itself for a few cases, 导出记录 for any number — read back from the .xlsx) and
// its bulk job 批量撤销.
const world = fundsWorld({ warehouse: true });

const sheetOf = (payload: Buffer) => sheetRows(payload, '售后订单');

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

  it('批量撤销: returns still waiting for the parcel are called off (the desk told), the others say why', async () => {
    const { signedOrder, applyReturn, giveWaybill, kase } = returnHelpers(world);
    const orderNo = await signedOrder(3, 1);
    const asNos: string[] = [];
    for (const line of [1, 2, 3]) asNos.push((await applyReturn(orderNo, [line])).data.asNo);
    // the third the desk has just signed for, its event not yet here: the desk refuses to call it off
    await giveWaybill(asNos[2]!, `7881${Date.now()}`.slice(0, 14));
    await world.warehouse.control.adoptReturn(asNos[2]!, { stage: 'SIGNED', seq: 0 });
    const done = await refundedCase();
    const ids = await world.t.database.db.execute<{ id: number; as_no: string }>(
      sql`select id, as_no from after_sales where as_no = any(${`{${[...asNos, done.asNo].join(',')}}`}::text[])`,
    );
    const started = await call(world, world.seller, 'POST', '/api/b2/aftersale/orders/bulk', {
      selection: { mode: 'ids', ids: ids.rows.map((r) => Number(r.id)) },
      action: { kind: 'cancel' },
    });
    expect(started.errorCode).toBe(0);
    const job = await settledJob(world.t, world.seller, `/api/b2/list/bulkJobs/${started.data.id}`);
    expect(job).toMatchObject({ title: '批量撤销售后', state: 'finished', total: 4, done: 4, failed: 2 });
    const items = (await call(world, world.seller, 'GET', `/api/b2/list/bulkJobs/${started.data.id}/items`))
      .data.items as { label: string; state: string; reason: string | null }[];
    expect(items).toHaveLength(4);
    const byNo = new Map(items.map((i) => [i.label, i]));
    expect(byNo.get(asNos[0]!)).toMatchObject({ state: 'ok', reason: null });
    expect(byNo.get(asNos[1]!)).toMatchObject({ state: 'ok' });
    expect(byNo.get(asNos[2]!)).toMatchObject({ state: 'failed', reason: '退货包裹已签收，不能撤销' });
    expect(byNo.get(done.asNo)).toMatchObject({ state: 'failed', reason: '售后已结束' });
    expect(await kase(asNos[0]!)).toMatchObject({ status: 'CLOSE' });
    expect((await world.warehouse.control.returnOf(asNos[1]!))?.stage).toBe('CANCELED');
    // another account's cases are not theirs to call off
    const other = await ssoLogin(world.t.app, 'purchaser', 'purchaser123');
    const theirs = await call(world, other, 'POST', '/api/b2/aftersale/orders/bulk', {
      selection: { mode: 'ids', ids: [Number(ids.rows[0]!.id)] },
      action: { kind: 'cancel' },
    });
    expect(theirs.errorCode).toBe(40400);
  });
});
