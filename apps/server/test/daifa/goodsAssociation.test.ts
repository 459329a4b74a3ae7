import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { GOODS_ASSOCIATION_FILE_COLUMNS, type DaifaGoods, type GoodsAssociationRow } from '@oms/api-client';
import { recheckAssociations } from '../../src/modules/daifa/association/associationRecheck.ts';
import { suggestGoods } from '../../src/modules/daifa/association/goodsSuggestions.ts';
import { drainOutbox } from '../../src/modules/notify/drain.ts';
import { call, fundsWorld } from '../funds/support.ts';
import { settledJob } from '../listJobs/support.ts';
import { insertShop, platformOrder, putOrders } from '../support/shopFixtures.ts';
import { sheetRows } from '../support/xlsx.ts';

// 商品关联 over shop_skus: tabs, 46001, history, the hourly re-read, 建议 and 批量采纳, export and import.
const world = fundsWorld({ warehouse: true });
const db = () => world.t.database.db;
const deps = () => ({ market: world.t.daifa.market, kind: 'CLOTHING' as const, brand: 'e3e3' as const });
let goods: DaifaGoods[];
let shop: Awaited<ReturnType<typeof insertShop>>;

const line = (oid: string, articleNo: string, color: string, size: string) => ({
  oid,
  title: `秋冬毛衣 ${articleNo}`,
  imageUrl: 'https://img.example.invalid/a.jpg',
  articleNo,
  color,
  size,
  stall: '十三行 3楼 A318',
  quantity: 1,
  priceFen: 9900,
  refundStatus: 'NONE' as const,
});
const assoc = (path: string, body: object) =>
  call(world, world.seller, 'POST', `/api/b2/goods/association/${path}`, body);
const rowsOf = async (body: object) => (await assoc('page', body)).data.rows as GoodsAssociationRow[];
const tabsOf = async (keyword: string) =>
  (await assoc('page', { keyword })).data.tabs as Record<string, number>;

async function upload(fileName: string, data: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), fileName);
  const res = await fetch(`${world.baseUrl}/api/b2/goods/association/import`, {
    method: 'POST',
    headers: world.seller.headers,
    body: form,
  });
  return (await res.json()) as {
    errorCode: number;
    errorMsg: string;
    data: { total: number; linked: number; failed: { rowNo: number; reason: string }[] };
  };
}

beforeAll(async () => {
  goods = (await call(world, world.seller, 'GET', '/api/b2/daifa/goods/search?pageSize=50')).data.items;
  shop = await insertShop(db(), world.sellerTenant, 'TAOBAO', '关联测试店');
  await putOrders(db(), shop, [
    platformOrder({ tid: 'GA1', lines: [line('1', 'GA-A', '黑色', 'M'), line('2', 'GA-B', '黑色', 'M')] }),
    platformOrder({ tid: 'GA2', lines: [line('1', 'GA-A', '黑色', 'M')] }),
    platformOrder({ tid: 'GA3', status: 'SENT', lines: [line('1', 'GA-C', '黑色', 'M')] }),
  ]);
});

describe('商品关联', () => {
  it('lists every SKU sold in 90 days under its tab; 46001 without 修改关联; the history of each change', async () => {
    expect(await tabsOf('GA-')).toEqual({ UNLINKED: 3, LINKED: 0, INVALID: 0, PRICE_CHANGED: 0, ALL: 3 });
    const unlinked = await rowsOf({ tab: 'UNLINKED', keyword: 'GA-' });
    // a shipped order's SKU is listed (sold) but waits for nothing
    expect(Object.fromEntries(unlinked.map((r) => [r.articleNo, r.waitingOrders]))).toEqual({
      'GA-A': 2,
      'GA-B': 1,
      'GA-C': 0,
    });
    expect(
      (await rowsOf({ tab: 'UNLINKED', keyword: 'GA-', waitingOnly: true })).map((r) => r.articleNo).sort(),
    ).toEqual(['GA-A', 'GA-B']);

    const [g, h] = [goods[0]!, goods[1]!];
    const body = {
      articleNo: 'GA-A',
      color: '黑色',
      size: 'M',
      goodsId: g.goodsId,
      goodsColor: g.colors[0],
      goodsSize: g.sizes[0],
    };
    expect(await assoc('save', body)).toMatchObject({ errorCode: 0, data: { goodsId: g.goodsId } });
    const linked = (await rowsOf({ tab: 'LINKED', keyword: 'GA-A' }))[0]!;
    expect(linked.link).toMatchObject({
      state: 'ACTIVE',
      linkedPriceFen: g.priceFen,
      marketPriceFen: g.priceFen,
    });
    // a second link of the same SKU from a stale page is refused; 修改关联 replaces it
    const again = { ...body, goodsId: h.goodsId, goodsColor: h.colors[0], goodsSize: h.sizes[0] };
    expect(await assoc('save', again)).toMatchObject({
      errorCode: 46001,
      errorMsg: '该SKU已关联，请用「修改关联」更换',
    });
    expect(await assoc('save', { ...again, replace: true })).toMatchObject({
      errorCode: 0,
      data: { goodsId: h.goodsId },
    });
    expect(await assoc('remove', { articleNo: 'GA-A', color: '黑色', size: 'M' })).toMatchObject({
      errorCode: 0,
    });
    const history = (await assoc('history', { articleNo: 'GA-A', color: '黑色', size: 'M' })).data.items;
    expect(history.map((x: { action: string }) => x.action)).toEqual(['UNLINK', 'RELINK', 'LINK']);
    expect(history[1].goods).toBe(`${h.stall} ${h.articleNo} ${h.colors[0]}/${h.sizes[0]}`);
    expect(history[0].operator).toBeTruthy();
    // goods the market does not know: 46002
    expect(await assoc('save', { ...body, goodsId: 'G999999' })).toMatchObject({ errorCode: 46002 });
  });

  it('the hourly re-read: 价格变动 when the market asks another price, 已失效 with why and a message, then back', async () => {
    const g = goods[2]!;
    await putOrders(db(), shop, [platformOrder({ tid: 'RC1', lines: [line('1', 'RC-A', '白色', 'L')] })]);
    await assoc('save', {
      articleNo: 'RC-A',
      color: '白色',
      size: 'L',
      goodsId: g.goodsId,
      goodsColor: g.colors[0],
      goodsSize: g.sizes[0],
    });
    const tenant = world.sellerTenant;
    await db().execute(
      sql`update goods_associations set linked_price_fen = linked_price_fen - 500 where tenant_id = ${tenant} and article_no = 'RC-A'`,
    );
    await recheckAssociations(db(), deps(), { tenantId: tenant, all: true });
    expect(await tabsOf('RC-A')).toMatchObject({ LINKED: 1, PRICE_CHANGED: 1, INVALID: 0 });

    // the goods lost the colour it was linked in
    await db().execute(
      sql`update goods_associations set goods_color = '不存在色' where tenant_id = ${tenant} and article_no = 'RC-A'`,
    );
    await recheckAssociations(db(), deps(), { tenantId: tenant, all: true });
    const invalid = (await rowsOf({ tab: 'INVALID', keyword: 'RC-A' }))[0]!;
    expect(invalid.link).toMatchObject({
      state: 'INVALID',
      invalidReason: '档口商品已没有「不存在色」这个颜色',
    });
    while ((await drainOutbox(db())) > 0);
    const message = await db().execute<{ title: string; link: string }>(
      sql`select title, link from messages where tenant_id = ${tenant} and category = 'GOODS' order by id desc limit 1`,
    );
    expect(message.rows[0]).toMatchObject({
      title: '商品关联已失效：RC-A 白色/L',
      link: '/goods/association?tab=INVALID',
    });

    await db().execute(
      sql`update goods_associations set goods_color = ${g.colors[0]!} where tenant_id = ${tenant} and article_no = 'RC-A'`,
    );
    await recheckAssociations(db(), deps(), { tenantId: tenant, all: true });
    expect(await tabsOf('RC-A')).toMatchObject({ LINKED: 1, INVALID: 0 });
    const history = (await assoc('history', { articleNo: 'RC-A', color: '白色', size: 'L' })).data.items;
    expect(history.map((x: { action: string }) => x.action).slice(0, 2)).toEqual(['RESTORED', 'INVALID']);
  });

  it('建议 from a 货号 whose other size is linked; 批量采纳 takes the sure ones and says why not for the rest', async () => {
    const g = goods.find((x) => x.sizes.length >= 2 && x.colors[0]!.endsWith('色'))!;
    const bare = g.colors[0]!.replace(/色$/, '');
    await putOrders(db(), shop, [
      platformOrder({
        tid: 'SG1',
        lines: [
          line('1', 'SG-1', g.colors[0]!, g.sizes[0]!),
          // the shop spells it differently: 黑 for 黑色, M码 for M
          line('2', 'SG-1', bare, `${g.sizes[1]}码`),
          line('3', 'SG-NONE', '红色', 'XL'),
        ],
      }),
    ]);
    await assoc('save', {
      articleNo: 'SG-1',
      color: g.colors[0],
      size: g.sizes[0],
      goodsId: g.goodsId,
      goodsColor: g.colors[0],
      goodsSize: g.sizes[0],
    });
    await suggestGoods(db(), deps(), world.sellerTenant);
    const rows = await rowsOf({ tab: 'UNLINKED', keyword: 'SG-' });
    const sg = rows.find((r) => r.articleNo === 'SG-1')!;
    expect(sg.suggestion).toMatchObject({ goodsId: g.goodsId, color: g.colors[0], size: g.sizes[1] });
    expect(sg.suggestion!.score).toBeGreaterThanOrEqual(90);
    expect(sg.suggestion!.reason).toContain('同货号其他规格已关联此商品');
    expect(rows.find((r) => r.articleNo === 'SG-NONE')!.suggestion).toBeNull();

    const started = await assoc('bulk', {
      selection: { mode: 'filter', filter: { tab: 'UNLINKED', keyword: 'SG-' } },
      action: { kind: 'adopt' },
    });
    expect(started.errorCode).toBe(0);
    const job = await settledJob(world.t, world.seller, `/api/b2/list/bulkJobs/${started.data.id}`);
    expect(job).toMatchObject({ title: '批量采纳建议', state: 'finished', total: 2, failed: 1 });
    const items = (await call(world, world.seller, 'GET', `/api/b2/list/bulkJobs/${started.data.id}/items`))
      .data.items;
    expect(items.find((i: { label: string }) => i.label.startsWith('SG-NONE'))).toMatchObject({
      state: 'failed',
      reason: '没有建议的档口商品',
    });
    const adopted = (await rowsOf({ tab: 'LINKED', keyword: 'SG-1' })).find(
      (r) => r.size === `${g.sizes[1]}码`,
    )!;
    expect(adopted.link).toMatchObject({ goodsId: g.goodsId, color: g.colors[0], size: g.sizes[1] });
    const history = (await assoc('history', { articleNo: 'SG-1', color: bare, size: `${g.sizes[1]}码` })).data
      .items;
    expect(history[0]).toMatchObject({ action: 'ADOPT' });
  });

  it('按货号关联 matches colours and sizes by name and lists the ones it cannot', async () => {
    const g = goods.find((x) => x.sizes.includes('M') && x.colors[0]!.endsWith('色'))!;
    await putOrders(db(), shop, [
      platformOrder({
        tid: 'AR1',
        lines: [line('1', 'AR-1', g.colors[0]!.replace(/色$/, ''), 'M码'), line('2', 'AR-1', '荧光绿', 'M')],
      }),
    ]);
    const answer = await assoc('saveArticle', { articleNo: 'AR-1', goodsId: g.goodsId });
    expect(answer).toMatchObject({
      errorCode: 0,
      data: {
        linked: 1,
        skipped: [{ color: '荧光绿', size: 'M', reason: '档口商品没有「荧光绿」对应的颜色' }],
      },
    });
    expect((await rowsOf({ tab: 'LINKED', keyword: 'AR-1' }))[0]!.link).toMatchObject({
      color: g.colors[0],
      size: 'M',
    });
  });

  it('导出 and 导入 share the columns: an exported row given a 档口商品编号 is linked, bad rows say why', async () => {
    const g = goods[3]!;
    await putOrders(db(), shop, [
      platformOrder({ tid: 'IM1', lines: [line('1', 'IM-1', '灰色', 'S'), line('2', 'IM-2', '灰色', 'S')] }),
    ]);
    const res = await world.t.app.inject({
      method: 'POST',
      url: '/api/b2/goods/association/export/file',
      headers: world.seller.headers,
      payload: { selection: { mode: 'filter', filter: { tab: 'UNLINKED', keyword: 'IM-' } } },
    });
    const rows = await sheetRows(res.rawPayload, '商品关联');
    expect(rows[0]).toEqual([...GOODS_ASSOCIATION_FILE_COLUMNS]);
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(['IM-1', 'IM-2']);
    expect(rows[1]![4]).toBe('未关联');

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('商品关联');
    const col = (name: string) => GOODS_ASSOCIATION_FILE_COLUMNS.indexOf(name as never);
    sheet.addRow([...GOODS_ASSOCIATION_FILE_COLUMNS]);
    for (const r of rows.slice(1)) {
      const cells = [...(r as unknown[])];
      cells[col('档口商品编号')] = g.goodsId;
      cells[col('档口颜色')] = r[0] === 'IM-1' ? g.colors[0] : '没有的颜色';
      cells[col('档口尺码')] = g.sizes[0];
      sheet.addRow(cells);
    }
    const answer = await upload('商品关联.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    expect(answer.errorCode).toBe(0);
    expect(answer.data).toMatchObject({ total: 2, linked: 1 });
    expect(answer.data.failed).toEqual([
      { rowNo: expect.any(Number), reason: '该商品没有「没有的颜色」这个颜色' },
    ]);
    expect((await rowsOf({ tab: 'LINKED', keyword: 'IM-1' }))[0]!.link).toMatchObject({ goodsId: g.goodsId });
    expect((await upload('x.csv', Buffer.from('货号,颜色\nIM-1,灰色'))).errorCode).toBe(43006);
  });

  it('deleting a 自定义商品 in use needs confirm (46003); its links become 已失效', async () => {
    const custom = await call(world, world.seller, 'POST', '/api/b2/goods/custom/save', {
      stall: '新档口 1楼 A101',
      articleNo: 'CG-1',
      title: '自定义毛衣',
      colors: ['黑色'],
      sizes: ['M'],
      priceFen: 5000,
      weightG: 300,
    });
    expect(custom.errorCode).toBe(0);
    await putOrders(db(), shop, [platformOrder({ tid: 'CG1', lines: [line('1', 'CG-X', '黑色', 'M')] })]);
    expect(
      await assoc('save', {
        articleNo: 'CG-X',
        color: '黑色',
        size: 'M',
        goodsId: custom.data.goodsId,
        goodsColor: '黑色',
        goodsSize: 'M',
      }),
    ).toMatchObject({ errorCode: 0, data: { stall: '新档口 1楼 A101' } });
    const del = (body?: object) =>
      call(world, world.seller, 'POST', `/api/b2/goods/custom/delete/${custom.data.id}`, body);
    expect(await del()).toMatchObject({
      errorCode: 46003,
      errorMsg: '商品已被商品关联使用（1个店铺商品），删除后这些关联将失效',
    });
    expect(await del({ confirm: true })).toMatchObject({ errorCode: 0 });
    expect((await rowsOf({ tab: 'INVALID', keyword: 'CG-X' }))[0]!.link).toMatchObject({
      state: 'INVALID',
      invalidReason: '自定义商品已删除',
    });
  });
});
