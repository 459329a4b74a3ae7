import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { enqueueTasks } from '../../src/modules/pickup/pickupTasks.ts';
import { call, goods, ownOrder, usePickupWorld, rowsOf } from './support.ts';

// 打印标签: a roll of one label a piece in walking order, each line's batch (M.D-N) fixed when first printed.
const w = usePickupWorld();

const print = (body: object, who = w.owner) =>
  call(w, who, 'POST', '/api/b2/purchaser/assigned/batchPrint', body);
const BATCH = /^\d{1,2}\.\d{1,2}-\d+$/;

describe('打印标签', () => {
  it('one label a piece in walking order, n/m of the order, a card per stall; the lines keep their batch', async () => {
    const orderNo = await ownOrder(w, [
      goods('国投女装 3楼A316', 'P1001', 2, 3500),
      goods('国投女装 1楼A2', 'P1002', 1, 4000),
    ]);
    const ids = (await rowsOf(w, orderNo)).map((r) => r.id);
    const first = await print({ scope: 'IDS', ids });
    expect(first.errorCode, first.errorMsg).toBe(0);
    expect(first.data.batchNo).toMatch(BATCH);
    expect(first.data.stalls).toEqual([
      { market: '国投女装', title: '1楼 A2', subtitle: '阿美家', lines: 1, pieces: 1 },
      { market: '国投女装', title: '3楼 A316', subtitle: '韩版女装', lines: 1, pieces: 2 },
    ]);
    expect(
      first.data.labels.map((l: { stall: number; data: Record<string, string> }) => [
        l.stall,
        l.data.ARTICLE_SIZE_NUM,
        l.data.SHOP_ORDER_PRODUCT_NUM,
      ]),
    ).toEqual([
      [0, '阿美家 P1002 杏色/M', '1/3'],
      [1, '韩版女装 P1001 杏色/M', '2/3'],
      [1, '韩版女装 P1001 杏色/M', '3/3'],
    ]);
    const label = first.data.labels[0].data;
    expect(label).toMatchObject({
      SHOP_ORDER_NO: orderNo,
      PRINT_NAME: '打印：purchaser',
      EXPRESS_NAME: '中通',
      SHOP_ORDER_GOODS_TYPE: '多件',
      POSITION_NO: '库位 1',
      PRINT_STALL_SEPARATOR: '—— 国投女装 1楼 A2 ——',
    });
    expect(label.TAKE_CODE).toMatch(/^NH\d{11}$/);
    expect(label.PRINT_TIME).toMatch(new RegExp(`^${first.data.batchNo.replace('.', '\\.')} \\d{2}:\\d{2}$`));
    // the tenant's template comes with it (the default until 打印设置 saves one)
    expect(first.data.setting).toMatchObject({ templateId: null, version: 0 });
    expect(first.data.setting.template.width).toBe(60);

    const rows = await rowsOf(w, orderNo);
    expect(rows.map((r) => [r.printed, r.batchNo])).toEqual([
      [true, first.data.batchNo],
      [true, first.data.batchNo],
    ]);
    // again: no new batch, the same numbers on the labels (重打 by batch alike)
    const again = await print({ scope: 'IDS', ids });
    expect(again.data.batchNo).toBeNull();
    expect(
      again.data.labels.map((l: { data: Record<string, string> }) => l.data.PRINT_TIME!.split(' ')[0]),
    ).toEqual([first.data.batchNo, first.data.batchNo, first.data.batchNo]);
    const reprint = await print({ scope: 'BATCH', batchNo: first.data.batchNo });
    expect(reprint.data.labels).toHaveLength(3);
  });

  it('twenty prints of 未打印 at once: every line in exactly one batch, no two prints on one number', async () => {
    for (let i = 0; i < 5; i++) await ownOrder(w, [goods('国投女装 1楼A10', `P20${i}`, 1)]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => print({ scope: 'UNPRINTED' })));
    for (const a of answers) expect(a.errorCode, a.errorMsg).toBe(0);
    const batches = answers.map((a) => a.data.batchNo).filter((b): b is string => b !== null);
    expect(new Set(batches).size).toBe(batches.length);
    const lines = await w.t.database.db.execute<{ n: number; printed: number }>(sql`
      select count(*)::int as n, count(*) filter (where batch_no is not null)::int as printed
        from pickup_assignments a join pickup_tasks t on t.id = a.task_id where t.article_no like 'P20%'`);
    expect(lines.rows[0]).toEqual({ n: 5, printed: 5 });
    // each line's batch is one that a print answered with
    const got = await w.t.database.db.execute<{ batch_no: string }>(sql`
      select distinct a.batch_no from pickup_assignments a join pickup_tasks t on t.id = a.task_id where t.article_no like 'P20%'`);
    for (const r of got.rows) expect(batches).toContain(r.batch_no);
    expect((await print({ scope: 'UNPRINTED' })).data).toMatchObject({ batchNo: null, labels: [] });
  });

  it('over 5,000 labels is 47006 and marks nothing; a picker may not print', async () => {
    await w.t.database.db.transaction((tx) =>
      enqueueTasks(tx, {
        tenantId: w.tenant,
        source: 'OFFLINE',
        orderNo: 'XH261130999999',
        lines: Array.from({ length: 6 }, (_, i) => ({
          sourceId: 999_999,
          lineNo: i + 1,
          stall: '国投女装 1楼A2',
          articleNo: `BIG${i}`,
          color: '黑色',
          size: 'L',
          qty: 999,
          priceFen: 1000,
        })),
      }),
    );
    const big = await print({ scope: 'UNPRINTED' });
    expect(big).toMatchObject({ errorCode: 47006 });
    expect(big.errorMsg).toContain('单次最多打印5000张');
    const marked = await w.t.database.db.execute(sql`
      select 1 from pickup_assignments a join pickup_tasks t on t.id = a.task_id where t.article_no like 'BIG%' and a.printed_at is not null`);
    expect(marked.rows).toHaveLength(0);
    expect((await print({ scope: 'UNPRINTED' }, w.picker)).errorCode).toBe(40300);
    expect((await print({ scope: 'BATCH', batchNo: '1/2' })).errorCode).toBe(40000);
  });
});
