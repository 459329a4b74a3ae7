import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { insertShop, platformOrder, putOrders, tenantIdOf } from '../support/shopFixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 2, minute));

describe('applying pulled orders', () => {
  it('inserts once, ignores a repeated page, ignores an older copy and applies a newer one', async () => {
    const db = t.database.db;
    const shop = await insertShop(db, await tenantIdOf(db, 'seller'), 'TAOBAO', '幂等测试店');
    const first = [
      platformOrder({ tid: '9001', modifiedAt: at(1) }),
      platformOrder({ tid: '9002', modifiedAt: at(2) }),
    ];
    expect(await putOrders(db, shop, first)).toEqual({ created: 2, updated: 0, unchanged: 0 });
    expect(await putOrders(db, shop, first)).toEqual({ created: 0, updated: 0, unchanged: 2 });

    const newer = platformOrder({ tid: '9001', modifiedAt: at(5), status: 'CLOSED' });
    const older = platformOrder({ tid: '9002', modifiedAt: at(0), status: 'CLOSED' });
    // One page out of order: a newer copy of 9001 and an older (stale) copy of 9002.
    expect(await putOrders(db, shop, [older, newer])).toEqual({ created: 0, updated: 1, unchanged: 1 });

    const rows = await db.execute<{ tid: string; status: string; lines: number }>(sql`
      select tid, status, (select count(*)::int from shop_order_lines l where l.order_id = o.id) as lines
        from shop_orders o where shop_id = ${shop.id} order by tid`);
    expect(rows.rows).toEqual([
      { tid: '9001', status: 'CLOSED', lines: 1 },
      { tid: '9002', status: 'WAIT_SEND', lines: 1 },
    ]);
    const events = await db.execute<{ detail: string }>(sql`
      select e.detail from shop_order_events e join shop_orders o on o.id = e.order_id
       where o.tid = '9001' and o.shop_id = ${shop.id} order by e.id`);
    expect(events.rows.map((e) => e.detail)).toEqual(['订单同步入库', '状态 待发货 → 已关闭']);
  });

  it('keeps the newest copy when one page holds an order twice, and replaces changed lines', async () => {
    const db = t.database.db;
    const shop = await insertShop(db, await tenantIdOf(db, 'seller'), 'JD', '重复页测试店');
    const v1 = platformOrder({ tid: '7001', modifiedAt: at(1) });
    const v2 = platformOrder({
      tid: '7001',
      modifiedAt: at(2),
      lines: [{ ...v1.lines[0]!, oid: '7001-2', color: '黑色', size: 'M', quantity: 2 }],
    });
    expect(await putOrders(db, shop, [v2, v1])).toEqual({ created: 1, updated: 0, unchanged: 0 });
    const lines = await db.execute<{ oid: string; color: string }>(sql`
      select l.oid, l.color from shop_order_lines l join shop_orders o on o.id = l.order_id where o.shop_id = ${shop.id}`);
    expect(lines.rows).toEqual([{ oid: '7001-2', color: '黑色' }]);
  });

  it('keeps the seller’s own flag and remark when the platform copy changes', async () => {
    const db = t.database.db;
    const shop = await insertShop(db, await tenantIdOf(db, 'seller'), 'WEIDIAN', '备注保留店');
    await putOrders(db, shop, [
      platformOrder({ tid: '6001', modifiedAt: at(1), sellerRemark: '平台备注', sellerFlag: 2 }),
    ]);
    await db.execute(
      sql`update shop_orders set seller_remark = '我的备注', seller_flag = 1 where shop_id = ${shop.id}`,
    );
    await putOrders(db, shop, [
      platformOrder({ tid: '6001', modifiedAt: at(3), status: 'SENT', sellerRemark: '平台备注2' }),
    ]);
    const [row] = (
      await db.execute<{ seller_remark: string; seller_flag: number; status: string }>(
        sql`select seller_remark, seller_flag, status from shop_orders where shop_id = ${shop.id}`,
      )
    ).rows;
    expect(row).toEqual({ seller_remark: '我的备注', seller_flag: 1, status: 'SENT' });
  });
});
