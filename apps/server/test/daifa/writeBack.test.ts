import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PlatformStandIn, ProvisionedShop } from '@oms/platform-standin';
import { createTestApp, ssoLogin, type Session, type TestApp } from '../support/testApp.ts';
import { tenantIdOf } from '../support/shopFixtures.ts';
import { authorisedShop, startTestStandIn } from '../support/standIn.ts';
import { syncShop } from '../../src/modules/shops/sync/syncShop.ts';
import { placeOrder } from '../../src/modules/daifa/placement/placement.ts';
import { queueWriteBack, runWriteBacks } from '../../src/modules/daifa/fromShop/writeBack.ts';
import { finishSignedOrders } from '../../src/modules/daifa/orders/finishOrders.ts';
import type { PlatformAdapter } from '../../src/modules/shops/platform/adapter.ts';
import { dressLine, shenzhen } from './support.ts';

// 回传: the waybill of a dropship order placed from a shop order goes back to the platform stand-in.
let t: TestApp;
let standIn: PlatformStandIn;
let adapter: PlatformAdapter;
let provisioned: ProvisionedShop;
let shopId: number;
let sellerId: number;
let seller: Session;

beforeAll(async () => {
  const platforms = await startTestStandIn();
  standIn = platforms.standIn;
  adapter = platforms.adapterFor('TAOBAO');
  t = await createTestApp({}, { adapterFor: platforms.adapterFor });
  sellerId = await tenantIdOf(t.database.db, 'seller');
  seller = await ssoLogin(t.app, 'seller', 'seller123');
  const shop = await authorisedShop(t, standIn, sellerId, {
    channel: 'TAOBAO',
    ordersTotal: 40,
    historyDays: 1,
    shopName: '回传测试店',
  });
  provisioned = shop.provisioned;
  shopId = shop.shop.id;
  expect(await syncShop(t.shops.syncDeps, shopId, 'MANUAL')).toMatchObject({ state: 'OK' });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const db = () => t.database.db;
let taken = 0;

/** One line of a shop order placed as a dropship order that the courier has just collected. */
async function collected(shopOrder: { id: string; tid: string }, lineId: string, waybillNo: string) {
  return db().transaction(async (tx) => {
    const p = await placeOrder(tx, t.funds, {
      tenantId: sellerId,
      accountId: sellerId,
      brand: 'e3e3',
      requestKey: crypto.randomUUID(),
      source: 'SHOP_ORDER',
      courierCode: 'ZTO',
      receiver: shenzhen,
      lines: [{ ...dressLine, shopOrderLineId: Number(lineId) }],
      platform: 'TAOBAO',
      platformOrderNo: shopOrder.tid,
      shopId,
      shopOrderId: Number(shopOrder.id),
    });
    // As the courier's 揽收 leaves it (the courier path itself is tested with the fulfilment stand-in).
    const o = await tx.execute<{ id: string }>(sql`
      update daifa_orders set status = 'DELIVERED', waybill_no = ${waybillNo} where order_no = ${p.orderNo} returning id`);
    await queueWriteBack(tx, Number(o.rows[0]!.id));
    return p.orderNo;
  });
}

/** A 待发货 shop order of the stand-in, placed as a dropship order that the courier has just collected. */
async function collectedFromShop(waybillNo: string) {
  const r = await db().execute<{ id: string; tid: string; line_id: string }>(sql`
    select o.id, o.tid, (select min(l.id) from shop_order_lines l where l.order_id = o.id) as line_id
      from shop_orders o where o.shop_id = ${shopId} and o.status = 'WAIT_SEND' order by o.id offset ${taken++} limit 1`);
  const shopOrder = r.rows[0]!;
  return { tid: shopOrder.tid, orderNo: await collected(shopOrder, shopOrder.line_id, waybillNo) };
}

const row = async (orderNo: string) =>
  (
    await db().execute<{ state: string; attempts: number; last_error: string | null; due_now: boolean }>(sql`
      select w.state, w.attempts, w.last_error, w.next_at <= now() as due_now
        from shop_write_backs w join daifa_orders d on d.id = w.daifa_order_id where d.order_no = ${orderNo}`)
  ).rows[0]!;
const events = async (orderNo: string) =>
  (
    await db().execute<{ type: string; params: { reason: string | null } }>(sql`
      select e.type, e.params from daifa_order_events e join daifa_orders d on d.id = e.order_id
       where d.order_no = ${orderNo} and e.type like 'WRITE_BACK%' order by e.id`)
  ).rows;
const faults = (body: object | null) =>
  fetch(`${standIn.url}/_control/faults`, {
    method: body ? 'POST' : 'DELETE',
    headers: { 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

describe('回传 to the shop', () => {
  it('sends the waybill with the platform’s courier code: the platform and 同步订单 show it shipped', async () => {
    const { tid, orderNo } = await collectedFromShop('78912345678901');
    expect(await runWriteBacks(db(), t.shops)).toBe(1);
    const atPlatform = await adapter.pullOrder(provisioned.accessToken, tid);
    expect(atPlatform).toMatchObject({ status: 'SENT', waybillNo: '78912345678901', expressCompany: 'ZTO' });
    const local = await db().execute<{ status: string; waybill_no: string }>(
      sql`select status, waybill_no from shop_orders where shop_id = ${shopId} and tid = ${tid}`,
    );
    expect(local.rows[0]).toEqual({ status: 'SENT', waybill_no: '78912345678901' });
    expect(await row(orderNo)).toMatchObject({ state: 'DONE' });
    expect((await events(orderNo)).map((e) => e.type)).toEqual(['WRITE_BACK']);
    // Nothing is due any more: a second run sends nothing.
    expect(await runWriteBacks(db(), t.shops)).toBe(0);
  });

  it('the shop order 已完成 on the platform finishes the dropship order, unless an after-sale is open', async () => {
    const { tid, orderNo } = await collectedFromShop('78912345670001');
    const other = await collectedFromShop('78912345670002');
    await runWriteBacks(db(), t.shops);
    // the buyer confirmed receipt: the next sync brings 已完成 (the sync's writes are tested with it)
    await db().execute(
      sql`update shop_orders set status = 'FINISHED' where shop_id = ${shopId} and tid in (${tid}, ${other.tid})`,
    );
    await db().execute(sql`update daifa_order_lines set after_sale_state = 'REFUNDING'
                            where order_id = (select id from daifa_orders where order_no = ${other.orderNo})`);
    const status = async (no: string) =>
      (await db().execute<{ status: string }>(sql`select status from daifa_orders where order_no = ${no}`))
        .rows[0]!.status;
    expect(await finishSignedOrders(db())).toBe(1);
    expect(await status(orderNo)).toBe('FINISHED');
    expect(await status(other.orderNo)).toBe('DELIVERED');
    const finished = await db().execute<{ params: object }>(sql`
      select e.params from daifa_order_events e join daifa_orders d on d.id = e.order_id
       where d.order_no = ${orderNo} and e.type = 'FINISHED'`);
    expect(finished.rows).toEqual([{ params: { byShop: true } }]);
    expect(await finishSignedOrders(db())).toBe(0);
  });

  it('a platform failing is retried later with a growing wait, then goes through', async () => {
    const { tid, orderNo } = await collectedFromShop('78912345678902');
    await faults({ kind: '5xx', times: 1, shop_id: provisioned.shopId });
    await runWriteBacks(db(), t.shops);
    expect(await row(orderNo)).toMatchObject({ state: 'PENDING', attempts: 1, due_now: false });
    expect((await row(orderNo)).last_error).toMatch(/^平台接口异常，稍后自动重试/);
    expect(await events(orderNo)).toEqual([]);
    await db().execute(sql`update shop_write_backs set next_at = now() where state = 'PENDING'`);
    await runWriteBacks(db(), t.shops);
    expect(await row(orderNo)).toMatchObject({ state: 'DONE', attempts: 2 });
    expect((await adapter.pullOrder(provisioned.accessToken, tid))?.waybillNo).toBe('78912345678902');
  });

  it('a second parcel of a shop order we shipped goes as 追加包裹; one the seller shipped elsewhere is left', async () => {
    // a 待发货 shop order of two lines, placed as two dropship orders (one line each)
    const r = await db().execute<{ id: string; tid: string; lines: string[] }>(sql`
      select o.id, o.tid, array_agg(l.id::text order by l.id) as lines
        from shop_orders o join shop_order_lines l on l.order_id = o.id
       where o.shop_id = ${shopId} and o.status = 'WAIT_SEND'
         and not exists (select 1 from daifa_orders d where d.shop_order_id = o.id)
       group by o.id, o.tid having count(*) >= 2 order by o.id limit 1`);
    const shopOrder = r.rows[0]!;
    const parcel = (lineId: string, waybillNo: string) => collected(shopOrder, lineId, waybillNo);
    const first = await parcel(shopOrder.lines[0]!, '78912345679001');
    expect(await runWriteBacks(db(), t.shops)).toBe(1);
    const second = await parcel(shopOrder.lines[1]!, '78912345679002');
    expect(await runWriteBacks(db(), t.shops)).toBe(1);
    const atPlatform = await adapter.pullOrder(provisioned.accessToken, shopOrder.tid);
    expect(atPlatform).toMatchObject({
      status: 'SENT',
      waybillNo: '78912345679001',
      packages: [{ expressCompany: 'ZTO', waybillNo: '78912345679002' }],
    });
    expect(await events(second)).toEqual([
      {
        type: 'WRITE_BACK',
        params: expect.objectContaining({ additional: true, waybillNo: '78912345679002' }),
      },
    ]);
    expect((await events(first)).map((e) => e.type)).toEqual(['WRITE_BACK']);
    // nothing goes twice
    expect(await runWriteBacks(db(), t.shops)).toBe(0);

    // shipped by the seller some other way: our parcel is not added to it
    const { tid, orderNo } = await collectedFromShop('78912345679003');
    await db().execute(
      sql`update shop_orders set status = 'SENT', waybill_no = 'SF0000000001' where shop_id = ${shopId} and tid = ${tid}`,
    );
    await runWriteBacks(db(), t.shops);
    expect((await events(orderNo))[0]).toMatchObject({ type: 'WRITE_BACK_SKIPPED' });
    expect((await adapter.pullOrder(provisioned.accessToken, tid))?.packages).toEqual([]);
  });

  it('a refusal stops at 回传失败 on the timeline; 重试回传 sends it again', async () => {
    const { tid, orderNo } = await collectedFromShop('78912345678903');
    // Shipped at the platform meanwhile with another waybill, while our copy still says 待发货.
    await adapter.pushWaybill(provisioned.accessToken, {
      tid,
      expressCompany: 'YTO',
      waybillNo: 'YT0000000001',
    });
    await runWriteBacks(db(), t.shops);
    expect(await row(orderNo)).toMatchObject({ state: 'FAILED' });
    const [failed] = await events(orderNo);
    expect(failed).toMatchObject({ type: 'WRITE_BACK_FAILED' });
    expect(failed!.params.reason).toMatch(/^平台拒绝：/);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/b2/daifa/order/${orderNo}`,
      headers: seller.headers,
    });
    expect(detail.json().data.writeBack).toMatchObject({ state: 'FAILED' });

    const retry = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/b2/daifa/order/writeBack/retry',
        headers: seller.headers,
        payload: { orderNo },
      });
    expect((await retry()).json().errorCode).toBe(0);
    expect(await row(orderNo)).toMatchObject({ state: 'PENDING', attempts: 0, due_now: true });
    expect((await retry()).json()).toMatchObject({ errorCode: 40900, errorMsg: '回传没有失败，无需重试' });
  });
});
