import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startPlatformStandIn, type PlatformStandIn } from '@oms/platform-standin';
import { createTestApp, purchaserLogin, type Session, type TestApp } from '../support/testApp.ts';
import { addMarkets } from '../../src/modules/pickup/marketTree.ts';
import { createHttpErpGateway } from '../../src/modules/erp/httpErpGateway.ts';
import { call } from '../pickup/support.ts';

// 商品供应商 and ERP采购单: the purchaser's 快麦 ERP (the platform stand-in) read, its goods set to stalls,
// its open 采购单 lines on the pick-up board.
let standIn: PlatformStandIn;
let t: TestApp;
let owner: Session;
let picker: Session;
const w = {
  get t() {
    return t;
  },
};
const SHANGHAI = 8 * 3_600_000;
const DAY = 86_400_000;

beforeAll(async () => {
  standIn = await startPlatformStandIn({ port: 0, secret: 'erp-test' });
  // the stand-in's "today" is yesterday, late: its whole day of 采购单 made, all before our now
  const shanghaiToday = Math.floor((Date.now() + SHANGHAI) / DAY);
  standIn.control.setClock(new Date((shanghaiToday - 1) * DAY - SHANGHAI + 23 * 3_600_000));
  t = await createTestApp(
    { exposeCaptchaAnswer: true },
    { erp: createHttpErpGateway({ baseUrl: standIn.url }) },
  );
  owner = await purchaserLogin(t.app, 'purchaser', 'purchaser123');
  picker = await purchaserLogin(t.app, 'purchaser:picker', 'picker123');
  await t.database.db.transaction((tx) =>
    addMarkets(tx, owner.userId, [
      // the ERP's first supplier is written "新中国大厦 1楼A101": matched by how it is written
      { name: '新中国大厦', floors: [{ name: '1楼', stalls: [{ stallNo: 'A101', name: '小鹿服饰' }] }] },
      { name: '白马服装城', floors: [{ name: '2楼', stalls: [{ stallNo: 'B201', name: '依人服饰' }] }] },
    ]),
  );
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

const stallId = async (stallNo: string) =>
  Number(
    (await t.database.db.execute<{ id: string }>(sql`select id from suppliers where stall_no = ${stallNo}`))
      .rows[0]!.id,
  );
const goodsPage = (body: object = {}) =>
  call(w, owner, 'POST', '/api/b2/erp/goods/page', { pageSize: 200, ...body });
const takePage = (body: object = {}) =>
  call(w, owner, 'POST', '/api/b2/purchaser/assigned/erpTakePage', { pageSize: 200, ...body });

describe('商品供应商 and ERP采购单', () => {
  it('同步ERP商品 reads 150 goods, matches a stall by how the ERP writes it, and puts its open lines on the board', async () => {
    const synced = await call(w, owner, 'POST', '/api/b2/erp/goods/sync', {});
    expect(synced.errorCode, synced.errorMsg).toBe(0);
    expect(synced.data.goods).toBe(150);
    const all = await goodsPage();
    // every 24th of the 130 goods with a supplier is the first supplier's: 0, 24, … 120
    expect(all.data.counts).toEqual({ ALL: 150, UNASSIGNED: 144 });
    expect(all.data.syncError).toBeNull();
    const matched = all.data.list.filter((g: { supplier: string | null }) => g.supplier);
    expect(matched).toHaveLength(6);
    expect(matched[0]).toMatchObject({
      erpSupplier: '新中国大厦 1楼A101',
      supplier: '新中国大厦 1楼A101 小鹿服饰',
    });
    expect(all.data.list[0].picUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\/goods\//);
    const takes = await takePage({ tab: 'ALL' });
    // yesterday's 6 (one 待审核, one 作废) and the 部分到货 one of the day before, 2–4 lines each
    expect(takes.data.counts.ALL).toBeGreaterThanOrEqual(14);
    const onBoard = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pickup_tasks where source = 'ERP'`,
    );
    expect(takes.data.counts.ON_BOARD).toBe(Number(onBoard.rows[0]!.n));
    expect(synced.data.tasksMade).toBe(takes.data.counts.ON_BOARD);
    // 待审核 and 作废 never wait for a stall: only open 采购单
    const waiting = await takePage();
    expect(waiting.data.counts.NO_SUPPLIER).toBeGreaterThan(0);
    for (const row of waiting.data.list) {
      expect(['GOODS_NOT_ARRIVED', 'GOODS_PART_ARRIVED']).toContain(row.purchaseStatus);
      expect(row).toMatchObject({ supplier: null, takeCode: null, lineState: null });
    }
  });

  it('指定供应商 of a 采购单 line puts it on the board and remembers the stall for its goods', async () => {
    const waiting = await takePage();
    const line = waiting.data.list[0];
    const b201 = await stallId('B201');
    const assigned = await call(w, owner, 'POST', '/api/b2/purchaser/assigned/assignTakeSupplier', {
      ids: [line.id],
      supplierId: b201,
      remember: true,
    });
    expect(assigned.errorCode, assigned.errorMsg).toBe(0);
    expect(assigned.data.updated).toBe(1);
    expect(assigned.data.tasksMade).toBeGreaterThanOrEqual(1);
    const found = await takePage({ tab: 'ON_BOARD', keyword: line.purchaseNo });
    expect(found.data.list.find((r: { id: number }) => r.id === line.id)).toMatchObject({
      supplier: '白马服装城 2楼B201 依人服饰',
      takeCode: expect.stringMatching(/^NH\d{11}$/),
      lineState: 'WAITING_TAKING',
    });
    const goods = await goodsPage({ keyword: line.articleNo });
    expect(goods.data.list[0]).toMatchObject({ supplier: '白马服装城 2楼B201 依人服饰', waitingLines: 0 });
    // the board's task: the ERP line's snapshot at the stall, its 采购单 as the order
    const [task] = (
      await t.database.db.execute<{
        order_no: string;
        supplier_id: string;
        qty: number;
        article_no: string;
      }>(sql`
        select order_no, supplier_id, qty, article_no from pickup_tasks where source = 'ERP' and source_id = ${line.id}`)
    ).rows;
    expect(task).toMatchObject({ order_no: line.purchaseNo, article_no: line.articleNo, qty: line.qty });
    expect(Number(task!.supplier_id)).toBe(b201);
    // a line on the board is not set again
    const again = await call(w, owner, 'POST', '/api/b2/purchaser/assigned/assignTakeSupplier', {
      ids: [line.id],
      supplierId: await stallId('A101'),
    });
    expect(again.data).toEqual({ updated: 0, tasksMade: 0 });
  });

  it('批量指定 sets the goods’ stall and 拿货价; every waiting line goes on; a second read makes nothing twice', async () => {
    const unassigned = await goodsPage({ tab: 'UNASSIGNED' });
    const ids = unassigned.data.list.map((g: { id: number }) => g.id);
    const b201 = await stallId('B201');
    const set = await call(w, owner, 'POST', '/api/b2/erp/goods/assignSupplier', {
      ids,
      supplierId: b201,
      takePriceFen: 4500,
    });
    expect(set.errorCode, set.errorMsg).toBe(0);
    expect(set.data.updated).toBe(ids.length);
    expect((await goodsPage({ tab: 'UNASSIGNED' })).data.counts.UNASSIGNED).toBe(0);
    const takes = await takePage();
    expect(takes.data.counts.NO_SUPPLIER).toBe(0);
    expect(takes.data.list).toEqual([]);
    // the lines put on by it were priced at the 拿货价 set
    const priced = await t.database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from pickup_tasks where source = 'ERP' and ref_price_fen = 4500`);
    expect(Number(priced.rows[0]!.n)).toBe(set.data.tasksMade);
    const before = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pickup_tasks`,
    );
    const again = await call(w, owner, 'POST', '/api/b2/erp/goods/sync', {});
    expect(again.data).toMatchObject({ goods: 150, tasksMade: 0 });
    const after = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pickup_tasks`,
    );
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    // a stall no longer 合作中 is refused
    await t.database.db.execute(sql`update suppliers set state = 'STOPPED' where id = ${b201}`);
    const stopped = await call(w, owner, 'POST', '/api/b2/erp/goods/assignSupplier', {
      ids: [ids[0]],
      supplierId: b201,
    });
    expect(stopped).toMatchObject({ errorCode: 40400, errorMsg: '档口不存在或已停止合作' });
    // its goods have no stall now: 未指定供应商 again (its lines already on the board stay)
    expect((await goodsPage({ tab: 'UNASSIGNED' })).data.counts.UNASSIGNED).toBe(ids.length + 1);
    await t.database.db.execute(sql`update suppliers set state = 'ACTIVE' where id = ${b201}`);
  });

  it('a 采购单 作废 in the ERP takes its lines off the board', async () => {
    const db = t.database.db;
    // the ERP's 作废 one, as it stood before: open and on the board
    const [closed] = (
      await db.execute<{ purchase_no: string }>(sql`
        select purchase_no from erp_purchase_lines where purchase_status = 'GOODS_CLOSED' limit 1`)
    ).rows;
    await db.execute(sql`
      update erp_purchase_lines set purchase_status = 'GOODS_NOT_ARRIVED', modified_at = '2000-01-01', supplier_id = null
       where purchase_no = ${closed!.purchase_no}`);
    const open = await takePage({ tab: 'ALL', keyword: closed!.purchase_no });
    const on = await call(w, owner, 'POST', '/api/b2/purchaser/assigned/assignTakeSupplier', {
      ids: open.data.list.map((r: { id: number }) => r.id),
      supplierId: await stallId('A101'),
      remember: false,
    });
    expect(on.data.tasksMade).toBe(open.data.list.length);
    // the ERP's change reaches the next read (the stand-in's 采购单 keep their times: read its days again)
    await db.execute(sql`update erp_bindings set orders_read_to = null`);
    await call(w, owner, 'POST', '/api/b2/erp/goods/sync', {});
    const tasks = await db.execute<{ closed: boolean; states: string[] }>(sql`
      select bool_and(t.closed) as closed, array_agg(distinct a.state) as states
        from pickup_tasks t join pickup_assignments a on a.task_id = t.id
       where t.source = 'ERP' and t.order_no = ${closed!.purchase_no}`);
    expect(tasks.rows[0]).toMatchObject({ closed: true, states: ['CLOSE'] });
  });

  it('a 采购单 reopened in the ERP comes back on the board; a changed quantity or 采购价 reaches its task', async () => {
    const db = t.database.db;
    const [closed] = (
      await db.execute<{ purchase_no: string }>(sql`
        select l.purchase_no from erp_purchase_lines l join pickup_tasks t on t.source = 'ERP' and t.source_id = l.id
         where l.purchase_status = 'GOODS_CLOSED' and t.closed limit 1`)
    ).rows;
    // the ERP's later word (stamped after anything the stand-in says): open again, then one line changed
    const sync = async () => {
      await db.execute(sql`update erp_bindings set orders_read_to = null`);
      expect((await call(w, owner, 'POST', '/api/b2/erp/goods/sync', {})).errorCode).toBe(0);
    };
    await db.execute(sql`
      update erp_purchase_lines set purchase_status = 'GOODS_NOT_ARRIVED', modified_at = '2100-01-01'
       where purchase_no = ${closed!.purchase_no}`);
    await sync();
    const tasksOf = () =>
      db.execute<{
        id: string;
        closed: boolean;
        qty: number;
        ref_price_fen: string;
        state: string;
        version: number;
      }>(sql`
        select t.id, t.closed, t.qty, t.ref_price_fen, a.state, a.version from pickup_tasks t
          join pickup_assignments a on a.task_id = t.id and a.state in ('WAITING_ASSIGNED', 'TAKING')
         where t.source = 'ERP' and t.order_no = ${closed!.purchase_no} order by t.source_line_no`);
    const back = (await tasksOf()).rows;
    expect(back.length).toBeGreaterThan(0);
    expect(back.every((r) => !r.closed && r.state === 'WAITING_ASSIGNED')).toBe(true);

    const first = back[0]!;
    await db.execute(sql`
      update erp_purchase_lines l set qty = l.qty + 2, price_fen = l.price_fen + 500
        from pickup_tasks t where t.id = ${first.id} and l.id = t.source_id`);
    await sync();
    const [changed] = (await tasksOf()).rows;
    expect(changed).toMatchObject({
      qty: first.qty + 2,
      ref_price_fen: Number(first.ref_price_fen) + 500,
      version: first.version + 1,
    });
    const events = await db.execute<{ type: string; params: { qty?: number[]; why?: string } }>(sql`
      select type, params from pickup_events where task_id = ${first.id} order by id`);
    expect(events.rows.map((e) => e.type)).toEqual(expect.arrayContaining(['REQUEUED', 'ERP_CHANGED']));
    expect(events.rows.at(-1)!.params.qty).toEqual([first.qty, first.qty + 2]);
    // read again, nothing more changes
    await sync();
    expect((await tasksOf()).rows[0]).toMatchObject({ version: first.version + 1 });
  });

  it('a line taken out of a 采购单 read again is gone from the board; the lines are the ERP’s by their own id', async () => {
    const db = t.database.db;
    const [open] = (
      await db.execute<{ id: string; purchase_no: string }>(sql`
        select l.id, l.purchase_no from erp_purchase_lines l join pickup_tasks t on t.source = 'ERP' and t.source_id = l.id
         where l.purchase_status = 'GOODS_NOT_ARRIVED' and not t.closed order by l.id limit 1`)
    ).rows;
    // a line the ERP no longer lists in that 采购单, on the board as the others
    await db.execute(sql`
      insert into erp_purchase_lines (tenant_id, purchase_no, purchase_status, detail_id, line_no, goods_id, article_no,
                                      title, color, size, qty, price_fen, supplier_id, created_at, modified_at)
      select tenant_id, purchase_no, purchase_status, 'GONE-1', 9, goods_id, article_no, title, color, size, 1, price_fen,
             ${await stallId('A101')}, created_at, '2000-01-01'
        from erp_purchase_lines where id = ${open!.id}`);
    await call(w, owner, 'POST', '/api/b2/purchaser/assigned/assignTakeSupplier', {
      ids: [
        Number(
          (
            await db.execute<{ id: string }>(
              sql`select id from erp_purchase_lines where detail_id = 'GONE-1'`,
            )
          ).rows[0]!.id,
        ),
      ],
      supplierId: await stallId('A101'),
      remember: false,
    });
    await db.execute(sql`update erp_bindings set orders_read_to = null`);
    await call(w, owner, 'POST', '/api/b2/erp/goods/sync', {});
    const lines = await db.execute<{ detail_id: string; purchase_status: string; closed: boolean }>(sql`
      select l.detail_id, l.purchase_status, t.closed from erp_purchase_lines l
        join pickup_tasks t on t.source = 'ERP' and t.source_id = l.id
       where l.purchase_no = ${open!.purchase_no} order by l.line_no`);
    expect(lines.rows.at(-1)).toMatchObject({
      detail_id: 'GONE-1',
      purchase_status: 'GOODS_CLOSED',
      closed: true,
    });
    expect(lines.rows.slice(0, -1).every((l) => l.purchase_status === 'GOODS_NOT_ARRIVED' && !l.closed)).toBe(
      true,
    );
  });

  it('an ERP that refuses is said on the page (47011); a tenant without an ERP gets 47010; a picker 40300', async () => {
    const db = t.database.db;
    await db.execute(sql`update erp_bindings set session = 'revoked'`);
    const refused = await call(w, owner, 'POST', '/api/b2/erp/goods/sync', {});
    expect(refused).toMatchObject({ errorCode: 47011, errorMsg: 'ERP：session 无效或已过期（27）' });
    expect((await goodsPage()).data.syncError).toBe('ERP：session 无效或已过期（27）');
    await db.execute(sql`update erp_bindings set session = 'km-demo-purchaser'`);
    await db.execute(sql`update accounts set has_erp = false where id = ${owner.userId}`);
    expect(await goodsPage()).toMatchObject({ errorCode: 47010, errorMsg: '未开通ERP' });
    expect(await takePage()).toMatchObject({ errorCode: 47010 });
    await db.execute(sql`update accounts set has_erp = true where id = ${owner.userId}`);
    expect((await call(w, picker, 'POST', '/api/b2/purchaser/assigned/erpTakePage', {})).errorCode).toBe(
      40300,
    );
  });
});
