import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import type { DaifaGoods, ImportSummary } from '@oms/api-client';
import { reconcile } from '../../src/modules/funds/ledger/reconcile.ts';
import { call, fundsWorld } from '../funds/support.ts';
import { ssoLogin } from '../support/testApp.ts';
import { payFromBalance, until } from './support.ts';

// 订单导入 over real HTTP (multipart), real .xlsx and GBK .csv files, against the market stand-in.
const world = fundsWorld({ warehouse: true });
const db = () => world.t.database.db;
let goods: DaifaGoods[];

const HEADERS = [
  '订单编号',
  '收货人姓名',
  '联系电话',
  '收货地址',
  '档口',
  '商家编码',
  '颜色',
  '尺码',
  '购买数量',
  '买家留言',
];
const row = (
  tid: string,
  g: DaifaGoods,
  over: Partial<Record<'name' | 'phone' | 'address' | 'color' | 'qty', string>> = {},
) => [
  tid,
  over.name ?? '王五',
  over.phone ?? '13912345678',
  over.address ?? '广东省 深圳市 南山区 科技园科苑路 15 号',
  g.stall.split(' ').slice(-1)[0]!,
  g.articleNo,
  over.color ?? g.colors[0]!,
  g.sizes[0]!,
  over.qty ?? '1',
  '',
];
const csv = (rows: string[][]) =>
  [HEADERS, ...rows].map((r) => r.map((c) => (c.includes(',') ? `"${c}"` : c)).join(',')).join('\r\n');

async function upload(fileName: string, data: Buffer, who = world.seller) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), fileName);
  const res = await fetch(`${world.baseUrl}/api/b2/daifa/import/upload`, {
    method: 'POST',
    headers: who.headers,
    body: form,
  });
  return (await res.json()) as { errorCode: number; errorMsg: string; data: ImportSummary };
}
const rowsOf = async (id: number, onlyErrors = false) =>
  (await call(world, world.seller, 'POST', `/api/b2/daifa/import/${id}/rows`, { pageSize: 200, onlyErrors }))
    .data;

async function xlsxOf(rows: (string | number)[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

beforeAll(async () => {
  const found = await call(world, world.seller, 'GET', '/api/b2/daifa/goods/search?pageSize=50');
  goods = (found.data.items as DaifaGoods[]).filter(
    (g, i, all) => all.findIndex((o) => o.articleNo === g.articleNo) === i,
  );
});

describe('订单导入', () => {
  let imported: ImportSummary;
  const tid = `TB${Date.now()}`;

  it('reads a GBK .csv, maps its columns from the headers and reports each bad cell in the seller’s words', async () => {
    const [a, b, c] = goods;
    const file = iconv.encode(
      csv([
        row(tid, a!),
        row(tid, b!, { name: '', phone: '', address: '' }), // a second line of the same order
        row(`${tid}-2`, c!, { phone: '1391234' }),
        row(`${tid}-3`, a!, { address: '火星基地 1 号' }),
        row(`${tid}-4`, b!, { color: '荧光绿', qty: '0' }),
      ]),
      'gbk',
    );
    const answer = await upload('淘宝订单.csv', file);
    expect(answer.errorCode).toBe(0);
    imported = answer.data;
    expect(imported).toMatchObject({
      state: 'CHECKED',
      totalRows: 5,
      orders: 4,
      readyOrders: 1,
      errorRows: 3,
    });
    expect(imported.headers).toEqual(HEADERS);
    expect(imported.mapping).toMatchObject({
      platformOrderNo: 0,
      receiverName: 1,
      phone: 2,
      address: 3,
      stall: 4,
      articleNo: 5,
      qty: 8,
      remark: 9,
    });
    const encoding = await db().execute<{ encoding: string }>(
      sql`select encoding from daifa_imports where id = ${imported.id}`,
    );
    expect(encoding.rows[0]!.encoding).toBe('GBK');

    const report = await rowsOf(imported.id, true);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows as the wire has them
    const byRow = new Map<number, any>(report.list.map((r: { rowNo: number }) => [r.rowNo, r]));
    expect(byRow.get(4).errors).toEqual([
      { field: 'phone', reason: '手机号格式不正确（手机号、虚拟号或座机号）' },
    ]);
    expect(byRow.get(5).errors).toEqual([{ field: 'address', reason: '无法识别省市区' }]);
    const colourAndQty = byRow.get(6).errors.map((e: { field: string }) => e.field);
    expect(colourAndQty).toEqual(['qty']);
    // the two lines of one order share its receiver: row 3 is clean and part of the ready order
    expect(byRow.has(2)).toBe(false);
    expect(byRow.has(3)).toBe(false);
  });

  it('a cell fixed in place is checked again with its order; the errors .xlsx names what is left', async () => {
    const fixed = await call(world, world.seller, 'POST', `/api/b2/daifa/import/${imported.id}/row/update`, {
      rowNo: 4,
      values: { phone: '13912345679' },
    });
    expect(fixed.errorCode).toBe(0);
    expect(fixed.data.rows).toEqual([expect.objectContaining({ rowNo: 4, state: 'OK', errors: [] })]);
    expect(fixed.data.summary).toMatchObject({ readyOrders: 2, errorRows: 2 });

    const qty = await call(world, world.seller, 'POST', `/api/b2/daifa/import/${imported.id}/row/update`, {
      rowNo: 6,
      values: { qty: '2' },
    });
    // the quantity is fine now; the colour the goods do not come in is what is left
    expect(qty.data.rows[0].errors).toEqual([
      expect.objectContaining({
        field: 'color',
        reason: expect.stringContaining('该商品没有「荧光绿」这个颜色'),
      }),
    ]);

    const res = await fetch(`${world.baseUrl}/api/b2/daifa/import/${imported.id}/errors`, {
      headers: world.seller.headers,
    });
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, '原行号', ...HEADERS, '错误原因']);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(1).value).toBe(5);
    expect(sheet.getRow(2).getCell(HEADERS.length + 2).value).toBe('详细地址：无法识别省市区');
    expect(String(sheet.getRow(3).getCell(HEADERS.length + 2).value)).toContain(
      '颜色：该商品没有「荧光绿」这个颜色',
    );
  });

  it('下单 places the clean orders on a job (the lines of one 平台订单号 in one order), once; 去支付 pays them', async () => {
    const key = crypto.randomUUID();
    const started = await call(world, world.seller, 'POST', `/api/b2/daifa/import/${imported.id}/place`, {
      requestKey: key,
    });
    expect(started.errorCode).toBe(0);
    expect(started.data.jobId).toEqual(expect.any(Number));
    const again = await call(world, world.seller, 'POST', `/api/b2/daifa/import/${imported.id}/place`, {
      requestKey: key,
    });
    expect(again.data.jobId).toBe(started.data.jobId);

    const done = await until(
      'import placed',
      async () =>
        (await call(world, world.seller, 'GET', `/api/b2/daifa/import/${imported.id}`)).data as ImportSummary,
      (s) => s.state === 'PLACED',
    );
    expect(done).toMatchObject({
      placedOrders: 2,
      failedOrders: 0,
      unpaidOrderIds: [expect.any(Number), expect.any(Number)],
    });
    // 最近导入 reads each import's counts in the same query as the list: the same numbers
    const recent = await call(world, world.seller, 'GET', '/api/b2/daifa/import/page');
    const { headers: _h, mapping: _m, unpaidOrderIds: _u, ...listed } = done;
    expect(recent.data.list.find((i: { id: number }) => i.id === imported.id)).toEqual(listed);
    const orders = await db().execute<{ platform_order_no: string; source: string; lines: number }>(sql`
      select o.platform_order_no, o.source, (select count(*)::int from daifa_order_lines l where l.order_id = o.id) as lines
        from daifa_orders o where o.tenant_id = ${world.sellerTenant} and o.platform_order_no like ${tid + '%'}
       order by o.platform_order_no`);
    expect(orders.rows).toEqual([
      { platform_order_no: tid, source: 'IMPORT', lines: 2 },
      { platform_order_no: `${tid}-2`, source: 'IMPORT', lines: 1 },
    ]);

    const pay = await call(world, world.seller, 'POST', '/api/b2/daifa/order/pay', {
      selection: { mode: 'ids', ids: done.unpaidOrderIds },
    });
    expect(pay.errorCode).toBe(0);
    await payFromBalance(world, pay.data.payNo);
    const after = await call(world, world.seller, 'GET', `/api/b2/daifa/import/${imported.id}`);
    expect(after.data.unpaidOrderIds).toEqual([]);
    expect((await reconcile(db())).ok).toBe(true);

    // placed imports are not edited any more; the same 平台订单号 in a new file is refused on its row
    const edit = await call(world, world.seller, 'POST', `/api/b2/daifa/import/${imported.id}/row/update`, {
      rowNo: 5,
      values: { address: '广东省深圳市南山区 1 号' },
    });
    expect(edit.errorCode).toBe(40900);
    const second = await upload('again.csv', Buffer.from(csv([row(tid, goods[0]!)])));
    const report = await rowsOf(second.data.id);
    expect(report.list[0].errors[0].reason).toMatch(/^该平台订单已代发（DF\d{14}）$/);
  });

  it('an .xlsx with its own headers is mapped by hand once; the next file with those headers maps itself', async () => {
    const own = ['单号', '客户', '客户电话', '省', '市', '区', '街道', '拿货档口', '款', '色', '码', '件'];
    const g = goods[3]!;
    const line = [
      'X-1',
      '赵六',
      '13712345678',
      '浙江省',
      '杭州市',
      '西湖区',
      '文三路 90 号',
      g.stall,
      g.articleNo,
      g.colors[0]!,
      g.sizes[0]!,
      3,
    ];
    const first = await upload('自己的表.xlsx', await xlsxOf([own, line]));
    expect(first.errorCode).toBe(0);
    expect(first.data.mapping).toMatchObject({ province: 3, city: 4, articleNo: null, qty: null });
    const mapping = {
      ...first.data.mapping,
      platformOrderNo: 0,
      receiverName: 1,
      phone: 2,
      address: 6,
      stall: 7,
      articleNo: 8,
      color: 9,
      size: 10,
      qty: 11,
    };
    const saved = await call(world, world.seller, 'POST', `/api/b2/daifa/import/${first.data.id}/mapping`, {
      mapping,
      courierCode: 'YTO',
    });
    expect(saved.errorCode).toBe(0);
    expect(saved.data).toMatchObject({ readyOrders: 1, errorRows: 0, courierCode: 'YTO' });

    const next = await upload('自己的表-2.xlsx', await xlsxOf([own, line]));
    expect(next.data.mapping).toEqual(mapping);
    // a required field left unmapped is refused on its field
    const partial = await call(world, world.seller, 'POST', `/api/b2/daifa/import/${next.data.id}/mapping`, {
      mapping: { ...mapping, phone: null },
      courierCode: 'ZTO',
    });
    expect(partial).toMatchObject({ errorCode: 40000, errorMsg: '请选择「手机号」对应的列' });
  });

  it('refuses what it cannot read with 43006 and why; another seller’s import is not found', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 'a');
    expect(await upload('big.csv', big)).toMatchObject({
      errorCode: 43006,
      errorMsg: '文件格式不正确或超过限制：文件不能超过5MB',
    });
    expect(await upload('old.xls', Buffer.from('not a workbook'))).toMatchObject({
      errorCode: 43006,
      errorMsg: '文件格式不正确或超过限制：请另存为 .xlsx 或 .csv 后再导入',
    });
    const many = csv(Array.from({ length: 5001 }, (_, i) => row(`M${i}`, goods[0]!)));
    expect((await upload('many.csv', Buffer.from(many))).errorMsg).toBe(
      '文件格式不正确或超过限制：一次最多导入5000行，这个文件有5001行',
    );
    expect((await upload('head.csv', Buffer.from(HEADERS.join(',')))).errorCode).toBe(43006);
    const json = await call(world, world.seller, 'POST', '/api/b2/daifa/import/upload', { file: 'x' });
    expect(json).toMatchObject({
      errorCode: 43006,
      errorMsg: '文件格式不正确或超过限制：请选择要导入的文件',
    });

    const rival = await ssoLogin(world.t.app, 'purchaser', 'purchaser123');
    const theirs = await call(world, rival, 'GET', `/api/b2/daifa/import/${imported.id}`);
    expect(theirs.errorCode).toBe(40400);
  });

  it('the template reads back as an import of its own sample rows', async () => {
    const res = await fetch(`${world.baseUrl}/api/b2/daifa/import/template`, {
      headers: world.seller.headers,
    });
    const file = Buffer.from(await res.arrayBuffer());
    const answer = await upload('订单导入模板.xlsx', file);
    expect(answer.errorCode).toBe(0);
    // every field maps itself from the template's starred headers
    expect(Object.values(answer.data.mapping).every((v) => v !== null)).toBe(true);
    expect(answer.data).toMatchObject({ totalRows: 3, orders: 2 });
  });
});
