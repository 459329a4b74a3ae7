import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call, fundsWorld } from '../funds/support.ts';
import { dressLine, payFromBalance, shenzhen, until } from '../daifa/support.ts';
import { authorisedShop } from '../support/standIn.ts';
import { ssoLogin } from '../support/testApp.ts';
import { syncShop } from '../../src/modules/shops/sync/syncShop.ts';
import { placeOrder } from '../../src/modules/daifa/placement/placement.ts';
import { submitPaidOrders } from '../../src/modules/daifa/warehouse/fulfilmentSubmitter.ts';
import { runWriteBacks } from '../../src/modules/daifa/fromShop/writeBack.ts';
import { applyTrace } from '../../src/modules/daifa/express/courierTraces.ts';
import { markCollectOverdue, queueEarlyWriteBack } from '../../src/modules/platformSettings/speedDelivery.ts';

// 自定义发货信息 and 提速发货 over HTTP; the order's sender handed to the warehouse stand-in, the early
// write-back to the platform stand-in, and 揽收超时.
const world = fundsWorld({ warehouse: true, platform: true });
const db = () => world.t.database.db;
const get = (path: string) => call(world, world.seller, 'GET', path);
const post = (path: string, body: object) => call(world, world.seller, 'POST', path, body);

let shop: { id: number; name: string } | null = null;
let taken = 0;

/** The seller's TAOBAO shop on the platform stand-in, synced once. */
async function theShop() {
  if (shop) return shop;
  const s = await authorisedShop(world.t, world.platform, world.sellerTenant, {
    channel: 'TAOBAO',
    ordersTotal: 20,
    historyDays: 1,
    shopName: '小雅女装旗舰店',
  });
  expect(await syncShop(world.t.shops.syncDeps, s.shop.id, 'MANUAL')).toMatchObject({ state: 'OK' });
  shop = { id: s.shop.id, name: '小雅女装旗舰店' };
  return shop;
}

/** A 待发货 order of the shop placed as a paid dropship order (2 pieces). */
async function placedFromShop() {
  const { id: shopId } = await theShop();
  const r = await db().execute<{ id: string; tid: string; line_id: string }>(sql`
    select o.id, o.tid, (select min(l.id) from shop_order_lines l where l.order_id = o.id) as line_id
      from shop_orders o where o.shop_id = ${shopId} and o.status = 'WAIT_SEND' order by o.id offset ${taken++} limit 1`);
  const so = r.rows[0]!;
  const placed = await db().transaction((tx) =>
    placeOrder(tx, world.t.funds, {
      tenantId: world.sellerTenant,
      accountId: world.sellerTenant,
      brand: 'e3e3',
      requestKey: crypto.randomUUID(),
      source: 'SHOP_ORDER',
      courierCode: 'ZTO',
      receiver: shenzhen,
      lines: [{ ...dressLine, qty: 2, shopOrderLineId: Number(so.line_id) }],
      platform: 'TAOBAO',
      platformOrderNo: so.tid,
      shopId,
      shopOrderId: Number(so.id),
    }),
  );
  return { ...placed, tid: so.tid };
}

const orderRow = async (orderNo: string) =>
  (
    await db().execute<{ id: string; sender: unknown; flags: string[]; status: string; tab: string }>(
      sql`select id, sender, flags, status, tab from daifa_orders where order_no = ${orderNo}`,
    )
  ).rows[0]!;

describe('自定义发货信息', () => {
  it('keeps the warehouse’s sender until one is set; refuses a bad phone, a long or unknown 面单备注', async () => {
    const first = await get('/api/b2/setting/customInfo');
    expect(first.errorCode).toBe(0);
    expect(first.data).toMatchObject({ sender: null, remark: '', neutral: false, updatedAt: null });
    expect(first.data.warehouse.name).toMatch(/仓/);

    const bad = [
      [
        { sender: { name: '小雅', phone: '1380013800' }, remark: '', neutral: false },
        '请输入正确的手机号、座机号或虚拟号',
      ],
      [
        { sender: { name: '小雅女装旗舰店'.repeat(3), phone: '13800138000' }, remark: '', neutral: false },
        '寄件人最多20个字符',
      ],
      [
        { remark: '买家{买家昵称}', neutral: false },
        '面单备注只能使用{店铺名}{平台订单号}{件数}',
      ],
      [{ remark: '备'.repeat(61), neutral: false }, '面单备注最多60个字符'],
    ] as const;
    for (const [body, message] of bad)
      expect(await post('/api/b2/setting/customInfo', body)).toMatchObject({
        errorCode: 40000,
        errorMsg: message,
      });
    expect((await get('/api/b2/setting/customInfo')).data.updatedAt).toBeNull();

    const saved = await post('/api/b2/setting/customInfo', {
      sender: { name: '小雅服饰', phone: '13800138000-1234' },
      remark: '{店铺名} 单号{平台订单号} 共{件数}件',
      neutral: true,
    });
    expect(saved.errorCode).toBe(0);
    expect(saved.data).toMatchObject({
      sender: { name: '小雅服饰', phone: '13800138000-1234' },
      remark: '{店铺名} 单号{平台订单号} 共{件数}件',
      neutral: true,
    });
    expect(saved.data.updatedAt).not.toBeNull();
  });

  it('a shop’s own sender goes on its orders, copied at placing and handed to the warehouse; another tenant’s shop is 40400', async () => {
    const { id: shopId, name } = await theShop();
    expect(
      await post('/api/b2/setting/customInfo/shop', {
        shopId,
        sender: { name: '小雅旗舰店', phone: '0571-88886666' },
      }),
    ).toMatchObject({
      errorCode: 0,
      data: { shopId, sender: { name: '小雅旗舰店', phone: '0571-88886666' } },
    });
    const listed = (await get('/api/b2/setting/customInfo')).data.shops.find(
      (s: { shopId: number }) => s.shopId === shopId,
    );
    expect(listed).toMatchObject({ shopName: name, platform: 'TAOBAO', sender: { name: '小雅旗舰店' } });
    const purchaser = await ssoLogin(world.t.app, 'purchaser', 'purchaser123');
    expect(
      await call(world, purchaser, 'POST', '/api/b2/setting/customInfo/shop', {
        shopId,
        sender: { name: '冒名', phone: '13900139000' },
      }),
    ).toMatchObject({ errorCode: 40400, errorMsg: '店铺不存在' });

    const placed = await placedFromShop();
    expect((await orderRow(placed.orderNo)).sender).toEqual({
      name: '小雅旗舰店',
      phone: '0571-88886666',
      remark: `${name} 单号${placed.tid} 共2件`,
      neutral: true,
    });
    // a later change does not rewrite the order's
    await post('/api/b2/setting/customInfo/shop', { shopId });
    expect((await orderRow(placed.orderNo)).sender).toMatchObject({ name: '小雅旗舰店' });

    await payFromBalance(world, placed.payNo);
    await world.warehouse.control.force({ orderNo: placed.orderNo, result: 'TOOK' });
    expect(
      await submitPaidOrders(db(), world.t.daifa.fulfilment, 20, world.sellerTenant),
    ).toBeGreaterThanOrEqual(1);
    const view = await fetch(`${world.warehouse.url}/fulfilment/orders/${placed.orderNo}`, {
      headers: { authorization: `Bearer test-warehouse-key` },
    }).then((r) => r.json());
    expect(view.order.sender).toEqual({
      name: '小雅旗舰店',
      phone: '0571-88886666',
      remark: `${name} 单号${placed.tid} 共2件`,
      neutral: true,
    });
  });
});

describe('提速发货', () => {
  it('lists every platform off; turns one on; refuses an unknown platform', async () => {
    await theShop();
    const off = await get('/api/b2/setting/speedDelivery');
    expect(off.data.platforms.map((p: { platform: string }) => p.platform)).toContain('PDD');
    expect(off.data.platforms.every((p: { enabled: boolean }) => !p.enabled)).toBe(true);
    expect(
      off.data.platforms.find((p: { platform: string }) => p.platform === 'TAOBAO').shops,
    ).toBeGreaterThanOrEqual(1);
    expect(await post('/api/b2/setting/speedDelivery', { platform: 'MARS', enabled: true })).toMatchObject({
      errorCode: 40000,
      errorMsg: '不支持该平台',
    });
  });

  it('off, the printed waybill waits for 揽收; on, it goes back to the shop when printed, the parcel signed later', async () => {
    const before = await placedFromShop();
    const row = await orderRow(before.orderNo);
    expect(await db().transaction((tx) => queueEarlyWriteBack(tx, Number(row.id)))).toBe(false);

    expect(await post('/api/b2/setting/speedDelivery', { platform: 'TAOBAO', enabled: true })).toMatchObject({
      errorCode: 0,
      data: { platform: 'TAOBAO', enabled: true },
    });
    const placed = await placedFromShop();
    await payFromBalance(world, placed.payNo);
    await world.warehouse.control.force({ orderNo: placed.orderNo, result: 'TOOK' });
    await world.warehouse.control.force({ orderNo: placed.orderNo, parcel: 'SIGNED' });
    await submitPaidOrders(db(), world.t.daifa.fulfilment, 20, world.sellerTenant);
    const early = await until(
      'early write-back queued at WAYBILL_PRINTED',
      async () =>
        (
          await db().execute<{ early: boolean }>(sql`
            select w.early from shop_write_backs w join daifa_orders d on d.id = w.daifa_order_id where d.order_no = ${placed.orderNo}`)
        ).rows[0],
      (w) => w !== undefined,
    );
    expect(early).toEqual({ early: true });
    await until(
      'written back',
      () => runWriteBacks(db(), world.t.shops),
      (n) => n === 0,
    );
    const events = await db().execute<{ type: string; params: { early?: boolean; tid: string } }>(sql`
      select e.type, e.params from daifa_order_events e join daifa_orders d on d.id = e.order_id
       where d.order_no = ${placed.orderNo} and e.type = 'WRITE_BACK'`);
    expect(events.rows).toEqual([
      { type: 'WRITE_BACK', params: expect.objectContaining({ early: true, tid: placed.tid }) },
    ]);
    // the parcel goes on as before: collected, then signed
    await until(
      'signed',
      async () =>
        (
          await db().execute<{ signed_at: Date | null }>(sql`
        select signed_at from daifa_orders where order_no = ${placed.orderNo}`)
        ).rows[0]!.signed_at,
      (at) => at !== null,
    );
    const shopOrder = await db().execute<{ status: string }>(
      sql`select status from shop_orders where tid = ${placed.tid}`,
    );
    expect(shopOrder.rows[0]!.status).toBe('SENT');
  });

  it('揽收超时 20 hours after an early write-back: marked, told once, a to-do; collected, the mark goes', async () => {
    await post('/api/b2/setting/speedDelivery', { platform: 'TAOBAO', enabled: true });
    const placed = await placedFromShop();
    const waybill = `7${String(Date.now()).slice(-12)}`;
    const o = await db().execute<{ id: string }>(sql`
      update daifa_orders set status = 'WAITING_DELIVERING', waybill_no = ${waybill} where order_no = ${placed.orderNo} returning id`);
    const id = Number(o.rows[0]!.id);
    expect(await db().transaction((tx) => queueEarlyWriteBack(tx, id))).toBe(true);
    // 19 hours on: not yet
    expect(await markCollectOverdue(db(), new Date(Date.now() + 19 * 3600_000))).toBe(0);
    const later = new Date(Date.now() + 21 * 3600_000);
    expect(await markCollectOverdue(db(), later)).toBe(1);
    expect(await markCollectOverdue(db(), later)).toBe(0);
    expect((await orderRow(placed.orderNo)).flags).toContain('COLLECT_OVERDUE');

    const told = await db().execute<{ n: string }>(sql`
      select count(*) as n from notify_outbox where tenant_id = ${world.sellerTenant} and type = 'COLLECT_OVERDUE'
         and key = ${`collect-overdue:${id}`}`);
    expect(Number(told.rows[0]!.n)).toBe(1);
    const todo = await get('/api/home/todo');
    expect(todo.data).toContainEqual(
      expect.objectContaining({
        key: 'COLLECT_OVERDUE',
        label: '揽收超时',
        link: '/order/daifaOrderList?flag=COLLECT_OVERDUE',
      }),
    );
    const chip = await post('/api/b2/daifa/order/page', { flag: 'COLLECT_OVERDUE', pageSize: 20 });
    expect(chip.data.rows.map((r: { orderNo: string }) => r.orderNo)).toContain(placed.orderNo);
    expect((await get('/api/b2/setting/speedDelivery')).data.collectOverdue).toBeGreaterThanOrEqual(1);

    await db().transaction((tx) =>
      applyTrace(tx, {
        LogisticCode: waybill,
        ShipperCode: 'ZTO',
        State: '1',
        Traces: [{ AcceptTime: '2026-11-25 18:00:00', AcceptStation: '已揽收', Location: '广州市' }],
      }),
    );
    const after = await orderRow(placed.orderNo);
    expect(after.flags).not.toContain('COLLECT_OVERDUE');
    expect(after.status).toBe('DELIVERED');
  });
});
