import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SUPPLIER_SHEET_HEADERS } from '@oms/api-client';
import { call, goods, ownOrder, rowsOf, usePickupWorld } from './support.ts';

// 供应商管理's 合并 and .xlsx 导出/导入.
const w = usePickupWorld();
const api = (path: string, body: object) => call(w, w.owner, 'POST', `/api/b2/supplier/${path}`, body);

async function xlsx(rows: unknown[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('供应商');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(data: Buffer) {
  const boundary = `----oms${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="suppliers.xlsx"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await w.t.app.inject({
    method: 'POST',
    url: '/api/b2/supplier/import',
    headers: { ...w.owner.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return res.json() as { errorCode: number; errorMsg: string; data: Record<string, unknown> };
}

const supplierOf = async (stallNo: string) =>
  (
    await w.t.database.db.execute<{ id: string; state: string; merged_into: string | null }>(sql`
      select id, state, merged_into from suppliers where tenant_id = ${w.tenant} and stall_no = ${stallNo}`)
  ).rows[0]!;

describe('供应商 合并 and .xlsx', () => {
  it('合并 moves the stall’s lines to the one kept; new lines naming it go there too', async () => {
    const saved = await api('save', {
      market: '国投女装',
      floor: '1楼',
      stallNo: 'A2B',
      name: '阿美家二店',
      phone: '',
      settleMode: 'CASH',
      returnDays: 7,
      noReturn: false,
    });
    expect(saved.errorCode, saved.errorMsg).toBe(0);
    const before = await ownOrder(w, [goods('国投女装 1楼A2B', 'M8001', 1)]);
    expect((await rowsOf(w, before))[0]).toMatchObject({ stallNo: 'A2B' });
    const a2 = await supplierOf('A2');
    const merged = await api('merge', { fromIds: [saved.data.id], intoId: Number(a2.id) });
    expect(merged.data).toMatchObject({ merged: 1, lines: 1 });
    expect((await rowsOf(w, before))[0]).toMatchObject({ stallNo: 'A2', stallName: '阿美家' });
    expect(await supplierOf('A2B')).toMatchObject({ state: 'STOPPED', merged_into: a2.id });
    const after = await ownOrder(w, [goods('国投女装 1楼A2B', 'M8002', 1)]);
    expect((await rowsOf(w, after))[0]).toMatchObject({ stallNo: 'A2' });
    expect(await api('merge', { fromIds: [Number(a2.id)], intoId: saved.data.id })).toMatchObject({
      errorCode: 40000,
      errorMsg: '保留的档口已合并到其他档口，请选择合并后的档口',
    });
    expect(await api('merge', { fromIds: [Number(a2.id)], intoId: Number(a2.id) })).toMatchObject({
      errorCode: 40000,
      errorMsg: '不能合并到自身',
    });
  });

  it('导出 then 导入: a row a stall, new ones added, known ones updated, bad rows named', async () => {
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/api/b2/supplier/export',
      headers: w.owner.headers,
      payload: { state: 'ACTIVE' },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    book.getWorksheet('供应商')!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual([...SUPPLIER_SHEET_HEADERS]);
    expect(rows.slice(1).map((r) => r[2])).toEqual(['A2', 'A10', 'A316']);

    const imported = await upload(
      await xlsx([
        [...SUPPLIER_SHEET_HEADERS],
        ['国投女装', '3楼', 'A316', '韩版女装', '13900000316', '月结', '不退'],
        ['沙河万佳', '2楼', 'B208', '潮牌', '', '余额代付', 15],
        ['沙河万佳', '2楼', 'B 209', '坏行', '', '现结', 7],
      ]),
    );
    expect(imported.errorCode, imported.errorMsg).toBe(0);
    expect(imported.data).toEqual({
      added: 1,
      updated: 1,
      failed: [{ rowNo: 4, message: '档口号只能包含字母、数字和“-”' }],
    });
    const page = await api('page', { keyword: 'A316' });
    expect(page.data.list[0]).toMatchObject({
      phone: '13900000316',
      settleMode: 'MONTHLY',
      returnDays: null,
    });
    const added = await api('page', { keyword: 'B208' });
    expect(added.data.list[0]).toMatchObject({
      market: '沙河万佳',
      floor: '2楼',
      settleMode: 'BALANCE',
      returnDays: 15,
    });
    expect(await upload(await xlsx([['名称'], ['x']]))).toMatchObject({
      errorCode: 40000,
      errorMsg: '缺少列：市场、楼层、档口号、档口名称（请使用下载的模板）',
    });
  });
});
