import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { refreshShopDays } from '../../src/modules/statistics/shopTake.ts';
import { refreshPickupStatDays } from '../../src/modules/statistics/pickupStatDays.ts';
import { call, goods, ownOrder, report, rowsOf, usePickupWorld } from '../pickup/support.ts';

// 数据统计: 店铺拿退统计 from the rollup, 缺货统计 (频繁缺货 at three in 7 days), 拿退货统计 by day and person.
const w = usePickupWorld();
const stat = (path: string, body: object = {}, who = w.owner) =>
  call(w, who, 'POST', `/api/b2/statistics/${path}`, body);

/** One line at a stall, handed to the picker and answered, its day moved `daysAgo` back. */
async function answered(stall: string, articleNo: string, outcome: 'TOOK' | 'LACK', daysAgo: number) {
  const orderNo = await ownOrder(w, [goods(stall, articleNo, 2, 4000)]);
  const [row] = await rowsOf(w, orderNo);
  await call(w, w.owner, 'POST', '/api/b2/purchaser/assigned/takeAssignedUser', {
    ids: [row!.id],
    pickerId: w.pickerId,
  });
  const [taking] = await rowsOf(w, orderNo);
  const body =
    outcome === 'TOOK'
      ? { id: taking!.id, version: taking!.version, outcome, tookQty: 2, tookPriceFen: 4000 }
      : { id: taking!.id, version: taking!.version, outcome };
  const done = await report(w, w.picker, body, crypto.randomUUID());
  expect(done.errorCode, done.errorMsg).toBe(0);
  await w.t.database.db.execute(
    sql`update pickup_assignments set day = day - ${daysAgo}::int where id = ${taking!.id}`,
  );
  return orderNo;
}

describe('数据统计', () => {
  it('缺货统计: a stall 缺货 three times in 7 days is 频繁缺货; by 货号 too; .xlsx', async () => {
    for (const [i, back] of [1, 2, 3].entries()) await answered('国投女装 1楼A2', `K10${i}`, 'LACK', back);
    await answered('国投女装 1楼A2', 'K199', 'TOOK', 1);
    await answered('国投女装 1楼A10', 'K200', 'LACK', 20);
    await answered('国投女装 1楼A10', 'K201', 'TOOK', 20);
    // the statistics read the rollup: nothing of these answers until it is refreshed
    expect((await stat('outStock', {})).data.lacked).toBe(0);
    expect(await refreshPickupStatDays(w.t.database.db, 30)).toBeGreaterThan(0);
    const page = await stat('outStock', {});
    expect(page.errorCode, page.errorMsg).toBe(0);
    expect(page.data.refreshedAt).not.toBeNull();
    expect(page.data).toMatchObject({ answered: 6, lacked: 4 });
    expect(page.data.frequent).toBe(1);
    expect(page.data.list[0]).toMatchObject({
      stall: '国投女装 1楼A2 阿美家',
      answered: 4,
      lacked: 3,
      lackPermille: 750,
      lacked7: 3,
    });
    expect(page.data.list[1]).toMatchObject({
      stall: '国投女装 1楼A10 小鹿服饰',
      answered: 2,
      lacked: 1,
      lacked7: 0,
    });
    expect((await stat('outStock', { frequent: true })).data.list).toHaveLength(1);
    const byArticle = await stat('outStock', { by: 'ARTICLE' });
    expect(byArticle.data.list.map((r: { articleNo: string }) => r.articleNo)).toEqual(
      expect.arrayContaining(['K100', 'K101', 'K102', 'K200']),
    );
    expect(byArticle.data.list).toHaveLength(4);
    expect(byArticle.data.list.find((r: { articleNo: string }) => r.articleNo === 'K200')).toMatchObject({
      stall: '国投女装 1楼A10 小鹿服饰',
      answered: 1,
      lacked: 1,
      lackPermille: 1000,
    });
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/api/b2/statistics/outStock/export',
      headers: w.owner.headers,
      payload: {},
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('缺货统计')!;
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      '国投女装 1楼A2 阿美家',
      4,
      3,
      '75.0%',
      3,
      expect.any(String),
    ]);
    expect(await stat('outStock', { dayFrom: '2026-01-01', dayTo: '2026-12-31' })).toMatchObject({
      errorCode: 40000,
      errorMsg: '统计范围最多92天',
    });
    expect((await stat('outStock', {}, w.picker)).errorCode).toBe(40300);
  });

  it('拿退货统计: the days and the picker; 店铺拿退统计 from the rollup after a refresh', async () => {
    await refreshPickupStatDays(w.t.database.db, 30);
    const s = await stat('takeReturn', {});
    expect(s.errorCode, s.errorMsg).toBe(0);
    expect(s.data.days).toHaveLength(30);
    const total = s.data.days.reduce((n: number, d: { tookPieces: number }) => n + d.tookPieces, 0);
    expect(total).toBe(4);
    expect(s.data.staff).toEqual([
      expect.objectContaining({ name: '拿货员', lines: 6, tookPieces: 4, lackLines: 4 }),
    ]);

    expect(await refreshShopDays(w.t.database.db)).toBeGreaterThan(0);
    const shops = await stat('shopTake', {});
    expect(shops.data.rows).toEqual([
      expect.objectContaining({ shopName: '手工下单', orders: 6, pieces: 12, tookPieces: 4, lackPieces: 8 }),
    ]);
    expect(shops.data.refreshedAt).not.toBeNull();
    const seller = await call(w, w.owner, 'POST', '/api/b2/statistics/shopTake', {
      dayFrom: '2026-11-30',
      dayTo: '2026-11-01',
    });
    expect(seller).toMatchObject({ errorCode: 40000, errorMsg: '开始日期不能晚于结束日期' });
  });
});
