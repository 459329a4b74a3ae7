import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, purchaserLogin, ssoLogin, type Session, type TestApp } from '../support/testApp.ts';
import { insertShop, platformOrder, putOrders, tenantIdOf } from '../support/shopFixtures.ts';
import { settledJob } from './support.ts';

let t: TestApp;
let seller: Session;
let purchaser: Session;
let shopId: number;

/** 3 orders of one shop: the second with two goods lines; prices and receivers written out by hand. */
beforeAll(async () => {
  t = await createTestApp({ exposeCaptchaAnswer: true });
  const db = t.database.db;
  const shop = await insertShop(db, await tenantIdOf(db, 'seller'), 'TAOBAO', '导出测试店');
  shopId = shop.id;
  const line = (oid: string, articleNo: string, priceFen: number, quantity = 1) => ({
    oid,
    title: `毛衣 ${articleNo}`,
    imageUrl: 'https://img.example.invalid/a.jpg',
    color: '米白色',
    size: 'M',
    articleNo,
    stall: '十三行 3楼 A318',
    quantity,
    priceFen,
    refundStatus: 'NONE' as const,
  });
  await putOrders(db, shop, [
    platformOrder({
      tid: '2611300001',
      createdAt: new Date('2026-11-20T09:30:00+08:00'),
      lines: [line('1', 'A1', 5990)],
    }),
    platformOrder({
      tid: '2611300002',
      createdAt: new Date('2026-11-21T09:30:00+08:00'),
      paymentFen: 25900,
      lines: [line('1', 'B2', 9900), line('2', 'C3', 8000, 2)],
      receiver: {
        name: '欧阳娜娜',
        phone: '13912345678',
        province: '浙江省',
        city: '杭州市',
        district: '西湖区',
        address: '文三路 1 号',
        masked: false,
      },
    }),
    platformOrder({ tid: '2611300003', createdAt: new Date('2026-11-22T09:30:00+08:00'), status: 'SENT' }),
  ]);
  seller = await ssoLogin(t.app, 'seller', 'seller123');
  purchaser = await purchaserLogin(t.app, 'purchaser', 'purchaser123');
});

afterAll(() => t.close());

async function readSheet(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('同步订单')!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const filter = () => ({ mode: 'filter', filter: { shopIds: [shopId] } });

describe('export of 同步订单 to .xlsx', () => {
  it('a background export lands in 导出记录; its file reads back as one row per goods line, receivers masked', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/b2/shopOrders/export',
      headers: seller.headers,
      payload: { selection: filter() },
    });
    expect(created.json()).toMatchObject({ errorCode: 0, data: { total: 3 } });
    const [record] = await settledJob(t, seller, '/api/b2/list/exports?listKey=shopOrders');
    expect(record).toMatchObject({ state: 'finished', total: 3, done: 3, listKey: 'shopOrders' });
    expect(record.fileName).toMatch(/^同步订单_\d{8}_\d{6}\.xlsx$/);
    expect(new Date(record.expiresAt).getTime() - new Date(record.createdAt).getTime()).toBe(
      7 * 24 * 3600_000,
    );

    const file = await t.app.inject({
      method: 'GET',
      url: `/api/b2/list/exports/${record.id}/file`,
      headers: seller.headers,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(record.fileName)}`,
    );
    expect(file.rawPayload.length).toBe(record.bytes);
    const rows = await readSheet(file.rawPayload);
    const header = rows[0]!;
    const col = (name: string) => header.indexOf(name);
    expect(header.slice(0, 3)).toEqual(['平台订单号', '系统单号', '店铺']);
    // Newest first; the two-line order gives two rows with the order repeated.
    expect(
      rows.slice(1).map((r) => [r[col('平台订单号')], r[col('货号')], r[col('数量')], r[col('单价(元)')]]),
    ).toEqual([
      ['2611300003', 'A2317', 1, 129],
      ['2611300002', 'B2', 1, 99],
      ['2611300002', 'C3', 2, 80],
      ['2611300001', 'A1', 1, 59.9],
    ]);
    const second = rows[2]!;
    expect(second[col('实付(元)')]).toBe(259);
    expect(second[col('收件人')]).toBe('欧**娜');
    expect(second[col('收件人手机')]).toBe('139****5678');
    expect(second[col('下单时间')]).toBe('2026-11-21 09:30:00');
    expect(rows[1]![col('订单状态')]).toBe('已发货');
  });

  it('the direct export answers the file itself for a small selection', async () => {
    const ids = (
      await t.database.db.execute<{ id: string }>(sql`select id from shop_orders where tid = '2611300001'`)
    ).rows.map((r) => Number(r.id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/b2/shopOrders/export/file',
      headers: seller.headers,
      payload: { selection: { mode: 'ids', ids } },
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await readSheet(res.rawPayload);
    expect(rows).toHaveLength(2);
    expect(rows[1]![0]).toBe('2611300001');
    // It is in 导出记录 too, finished, and the same file downloads again from there.
    const [record] = (
      await t.app.inject({ method: 'GET', url: '/api/b2/list/exports', headers: seller.headers })
    ).json().data;
    expect(record).toMatchObject({ listKey: 'shopOrders', state: 'finished', total: 1, done: 1 });
    const again = await t.app.inject({ method: 'GET', url: `/api/b2/list/exports/${record.id}/file`, headers: seller.headers });
    expect((await readSheet(again.rawPayload))[1]![0]).toBe('2611300001');
  });

  it("exports are their creator's: another account gets 40400 and sees none in its 导出记录", async () => {
    const [record] = (
      await t.app.inject({ method: 'GET', url: '/api/b2/list/exports', headers: seller.headers })
    ).json().data;
    const stolen = await t.app.inject({
      method: 'GET',
      url: `/api/b2/list/exports/${record.id}/file`,
      headers: purchaser.headers,
    });
    expect(stolen.json()).toMatchObject({ errorCode: 40400 });
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/b2/list/exports',
      headers: purchaser.headers,
    });
    expect(theirs.json().data).toEqual([]);
  });

  it('an empty selection is refused in Chinese, for both kinds of export', async () => {
    for (const url of ['/api/b2/shopOrders/export', '/api/b2/shopOrders/export/file']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: seller.headers,
        payload: { selection: { mode: 'filter', filter: { search: { field: 'tid', text: '000000000' } } } },
      });
      expect(res.json()).toMatchObject({ errorCode: 40000, errorMsg: '没有符合条件的数据可导出' });
    }
  });

  it('an expired export leaves 导出记录 and its file cannot be downloaded', async () => {
    const [record] = (
      await t.app.inject({ method: 'GET', url: '/api/b2/list/exports', headers: seller.headers })
    ).json().data;
    await t.database.db.execute(
      sql`update list_exports set expires_at = now() - interval '1 second' where id = ${record.id}`,
    );
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/b2/list/exports/${record.id}/file`,
      headers: seller.headers,
    });
    expect(file.json()).toMatchObject({ errorCode: 40400, errorMsg: '导出记录不存在或已过期' });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/b2/list/exports', headers: seller.headers })
    ).json().data;
    expect(list.map((e: { id: number }) => e.id)).not.toContain(record.id);
  });
});
