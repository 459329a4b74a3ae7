import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { customGoodsRef } from '@oms/api-client';
import { reconcile } from '../../src/modules/funds/ledger/reconcile.ts';
import { call, fundsWorld } from '../funds/support.ts';
import { ssoLogin, type Session } from '../support/testApp.ts';
import ExcelJS from 'exceljs';
import { CUSTOM_GOODS_SHEET_HEADERS } from '@oms/api-client';
import { sheetRows } from '../support/xlsx.ts';

// 自定义商品 over HTTP, and 代发下单 with one of them beside the market's goods.
const world = fundsWorld({ warehouse: true });
const shoes = fundsWorld({ warehouse: true, brand: 'go2' });
let purchaser: Session;

const silk = {
  stall: '新金马 3F-318',
  articleNo: 'ZS-2601',
  title: '真丝衬衫',
  colors: ['白色', '香槟色'],
  sizes: ['S', 'M', 'L'],
  priceFen: 8800,
  weightG: 250,
};
const save = (body: object, who: Session = world.seller) =>
  call(world, who, 'POST', '/api/b2/goods/custom/save', body);
const page = (body: object = {}, who: Session = world.seller) =>
  call(world, who, 'POST', '/api/b2/goods/custom/page', body);
const receiver = { name: '王五', phone: '13800138000', areaCode: '440305', address: '科技园科苑路 15 号' };

beforeAll(async () => {
  purchaser = await ssoLogin(world.t.app, 'purchaser', 'purchaser123');
});

describe('自定义商品', () => {
  it('adds, lists by keyword, edits and deletes a tenant’s own; 档口 + 货号 once', async () => {
    const added = await save(silk);
    expect(added.errorCode).toBe(0);
    expect(added.data).toMatchObject({ ...silk, goodsId: customGoodsRef(added.data.id), remark: '' });

    expect(await save({ ...silk, title: '另一件' })).toMatchObject({
      errorCode: 40900,
      errorMsg: '该档口已有相同货号的自定义商品',
    });
    const found = await page({ keyword: 'zs-26' });
    expect(found.data.list.map((g: { articleNo: string }) => g.articleNo)).toEqual(['ZS-2601']);
    expect((await page({ keyword: '没有这个' })).data).toMatchObject({ list: [], total: 0 });

    const edited = await save({ ...silk, id: added.data.id, priceFen: 9200, sizes: ['M', 'L'] });
    expect(edited.data).toMatchObject({ priceFen: 9200, sizes: ['M', 'L'] });

    // another tenant neither sees, edits nor deletes it
    expect((await page({}, purchaser)).data.list).toEqual([]);
    expect(await save({ ...silk, id: added.data.id }, purchaser)).toMatchObject({
      errorCode: 40400,
      errorMsg: '自定义商品不存在',
    });
    expect(
      (await call(world, purchaser, 'POST', `/api/b2/goods/custom/delete/${added.data.id}`)).errorCode,
    ).toBe(40400);
    const removed = await call(world, world.seller, 'POST', `/api/b2/goods/custom/delete/${added.data.id}`);
    expect(removed.errorCode).toBe(0);
    expect((await page()).data.total).toBe(0);
  });

  it('refuses bad input field by field, in Chinese', async () => {
    const cases: [object, string, string][] = [
      [{ stall: '  ' }, 'stall', '请输入档口'],
      [{ colors: [] }, 'colors', '请至少填写一个颜色'],
      [{ sizes: ['M', 'M'] }, 'sizes', '尺码不能重复'],
      [{ priceFen: 0 }, 'priceFen', '档口价必须大于0'],
      [{ weightG: 10 }, 'weightG', '单件重量至少50克'],
    ];
    for (const [change, field, message] of cases) {
      const answer = await save({ ...silk, articleNo: `BAD-${field}`, ...change });
      expect(answer).toMatchObject({ errorCode: 40000, errorMsg: message, data: { field } });
    }
  });

  it('代发下单 places it by 档口 and 货号 at the seller’s price, beside a market goods; another tenant’s is 43001', async () => {
    const mine = (await save({ ...silk, articleNo: 'ZS-2602' })).data;
    const theirs = (await save({ ...silk, articleNo: 'ZS-9999' }, purchaser)).data;
    const market = (await call(world, world.seller, 'GET', '/api/b2/daifa/goods/search')).data.items[0];
    const place = (goodsId: string) =>
      call(world, world.seller, 'POST', '/api/b2/daifa/order/place', {
        requestKey: crypto.randomUUID(),
        courierCode: 'ZTO',
        receiver,
        lines: [
          { goodsId: market.goodsId, color: market.colors[0], size: market.sizes[0], qty: 1 },
          { goodsId, color: '香槟色', size: 'L', qty: 2 },
        ],
      });
    const placed = await place(mine.goodsId);
    expect(placed.errorCode).toBe(0);
    const lines = await world.t.database.db.execute<{
      goods_id: string | null;
      stall: string;
      article_no: string;
      price_fen: string;
      weight_g: number;
    }>(sql`
      select l.goods_id, l.stall, l.article_no, l.price_fen, l.weight_g from daifa_order_lines l
        join daifa_orders o on o.id = l.order_id where o.order_no = ${placed.data.orderNo} order by l.line_no`);
    expect(lines.rows[1]).toMatchObject({ goods_id: null, stall: '新金马 3F-318', article_no: 'ZS-2602' });
    expect(Number(lines.rows[1]!.price_fen)).toBe(8800);
    expect(lines.rows[0]!.goods_id).toBe(market.goodsId);

    expect(await place(theirs.goodsId)).toMatchObject({
      errorCode: 43001,
      errorMsg: '第2款：商品已下架或不存在',
    });
    const colour = await call(world, world.seller, 'POST', '/api/b2/daifa/order/place', {
      requestKey: crypto.randomUUID(),
      courierCode: 'ZTO',
      receiver,
      lines: [{ goodsId: mine.goodsId, color: '黑色', size: 'L', qty: 1 }],
    });
    expect(colour).toMatchObject({ errorCode: 40000, errorMsg: '第1款：该商品没有「黑色」这个颜色' });
    expect((await reconcile(world.t.database.db)).ok).toBe(true);
  });

  it('购途网 has none: the page is refused and a custom goods id is not found', async () => {
    const refused = await call(shoes, shoes.seller, 'POST', '/api/b2/goods/custom/page', {});
    expect(refused).toMatchObject({ errorCode: 40300, errorMsg: '当前平台不支持自定义商品' });
    const placed = await call(shoes, shoes.seller, 'POST', '/api/b2/daifa/order/place', {
      requestKey: crypto.randomUUID(),
      courierCode: 'ZTO',
      receiver,
      lines: [{ goodsId: customGoodsRef(1), color: '白色', size: 'M', qty: 1 }],
    });
    expect(placed.errorCode).toBe(43001);
  });
});

describe('demo 自定义商品', () => {
  it('the seller has 25 on 生意网 (seeded once, most with a phone), none on 购途网', async () => {
    const { seedDemoCustomGoods } = await import('../../src/modules/customGoods/demo/demoCustomGoods.ts');
    const before = (await page()).data.total;
    expect(await seedDemoCustomGoods(world.t.database.db, 'e3e3')).toBe(25);
    expect(await seedDemoCustomGoods(world.t.database.db, 'e3e3')).toBe(0);
    const listed = (await page({ keyword: '羊绒' })).data.list;
    expect(listed).toMatchObject([
      {
        stall: '大西豪 5F-502',
        colors: ['驼色', '燕麦色', '黑色'],
        sizes: ['均码'],
        stallPhone: '13920267919',
      },
      { stall: '白马 5F-E501', articleNo: 'BM-5501', title: '双面羊绒大衣' },
    ]);
    expect((await page()).data.total).toBe(before + 25);
    expect(await seedDemoCustomGoods(shoes.t.database.db, 'go2')).toBe(0);
  });
});

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
async function upload(path: string, fileName: string, data: Buffer, who: Session = world.seller) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), fileName);
  const res = await fetch(`${world.baseUrl}${path}`, { method: 'POST', headers: who.headers, body: form });
  // the answer of either endpoint: a picture (upload) or the import's report
  return (await res.json()) as {
    errorCode: number;
    errorMsg: string;
    data: { imageId: string; url: string; added: number; updated: number; failed: unknown[] };
  };
}

describe('自定义商品: picture, 档口电话, 导出 and 导入', () => {
  it('a picture is kept by its bytes and served to its tenant alone; a text file named .png is 46006', async () => {
    const up = await upload('/api/b2/upload/image', '主图.png', PNG);
    expect(up).toMatchObject({ errorCode: 0, data: { type: 'image/png', bytes: PNG.length } });
    const file = await fetch(`${world.baseUrl}${up.data.url}`, { headers: world.seller.headers });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    const theirs = await fetch(`${world.baseUrl}${up.data.url}`, { headers: purchaser.headers });
    expect(((await theirs.json()) as { errorCode: number }).errorCode).toBe(40400);
    expect(
      await upload('/api/b2/upload/image', 'fake.png', Buffer.from('<script>alert(1)</script>')),
    ).toMatchObject({
      errorCode: 46006,
      errorMsg: '图片仅支持jpg/png/webp且不超过5MB',
    });
    expect(
      (await upload('/api/b2/upload/image', 'big.jpg', Buffer.alloc(6 * 1024 * 1024, 0xff))).errorCode,
    ).toBe(46006);

    const saved = await save({
      ...silk,
      articleNo: 'PIC-1',
      imageId: up.data.imageId,
      stallPhone: '020-81234567',
    });
    expect(saved).toMatchObject({
      errorCode: 0,
      data: { imageId: up.data.imageId, stallPhone: '020-81234567' },
    });
    expect(await save({ ...silk, articleNo: 'PIC-2', stallPhone: '12345' })).toMatchObject({
      errorCode: 40000,
      errorMsg: '请输入正确的手机号、座机号或虚拟号',
    });
    // another tenant's picture cannot be named
    const theirUpload = await upload('/api/b2/upload/image', 'x.png', PNG, purchaser);
    expect(await save({ ...silk, articleNo: 'PIC-3', imageId: theirUpload.data.imageId })).toMatchObject({
      errorCode: 40000,
      errorMsg: '图片不存在，请重新上传',
    });
  });

  it('导出 in the columns 导入 reads back: an edited row updated, a new one added, a bad one said why', async () => {
    await save({ ...silk, articleNo: 'XL-1', stallPhone: '13800138000' });
    const res = await world.t.app.inject({
      method: 'POST',
      url: '/api/b2/goods/custom/export',
      headers: world.seller.headers,
      payload: { keyword: 'XL-1' },
    });
    const rows = await sheetRows(res.rawPayload, '自定义商品');
    expect(rows[0]).toEqual([...CUSTOM_GOODS_SHEET_HEADERS]);
    expect(rows[1]).toEqual([
      silk.stall,
      'XL-1',
      silk.title,
      '白色、香槟色',
      'S、M、L',
      88,
      250,
      '13800138000',
      '',
    ]);

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('自定义商品');
    sheet.addRow([...CUSTOM_GOODS_SHEET_HEADERS]);
    sheet.addRow([silk.stall, 'XL-1', '真丝衬衫（新款）', '白色、黑色', 'S M', 99.5, 260, '', '']);
    sheet.addRow(['新档口 2F-201', 'XL-2', '针织开衫', '米白', '均码', 45, 300, '', '新到']);
    sheet.addRow(['新档口 2F-201', 'XL-3', '没价格', '米白', '均码', '', 300, '', '']);
    const answer = await upload(
      '/api/b2/goods/custom/import',
      '自定义商品.xlsx',
      Buffer.from(await book.xlsx.writeBuffer()),
    );
    expect(answer).toMatchObject({ errorCode: 0, data: { added: 1, updated: 1 } });
    expect(answer.data.failed).toEqual([{ rowNo: 4, message: expect.stringContaining('档口价') }]);
    const list = (await page({ keyword: 'XL-' })).data.list;
    expect(list.find((g: { articleNo: string }) => g.articleNo === 'XL-1')).toMatchObject({
      title: '真丝衬衫（新款）',
      colors: ['白色', '黑色'],
      sizes: ['S', 'M'],
      priceFen: 9950,
    });
    expect(list.find((g: { articleNo: string }) => g.articleNo === 'XL-2')).toMatchObject({ remark: '新到' });
  });
});
