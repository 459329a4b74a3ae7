import { sql } from 'drizzle-orm';
import type { PlatformStandIn } from '@oms/platform-standin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, purchaserLogin, ssoLogin, type Session, type TestApp } from '../support/testApp.ts';
import { insertShop, platformOrder, putOrders, tenantIdOf } from '../support/shopFixtures.ts';
import { authorisedShop, startTestStandIn } from '../support/standIn.ts';
import { syncShop } from '../../src/modules/shops/sync/syncShop.ts';
import { settledJob } from './support.ts';
import { createListKinds } from '../../src/modules/listKinds.ts';
import { createBulkJob, runBulkJob } from '../../src/list/jobs/bulkJobs.ts';
import { arrayParam } from '../../src/db/arrayParam.ts';

let t: TestApp;
let standIn: PlatformStandIn;
let seller: Session;
let purchaser: Session;
let sellerId: number;
let otherTenantOrder: number;
const STATUSES = ['WAIT_PAY', 'WAIT_SEND', 'WAIT_SEND', 'SENT', 'FINISHED', 'CLOSED'] as const;
const tids = STATUSES.map((_, i) => `2611200000${i + 1}`);

beforeAll(async () => {
  const platforms = await startTestStandIn();
  standIn = platforms.standIn;
  t = await createTestApp({ exposeCaptchaAnswer: true }, { adapterFor: platforms.adapterFor });
  const db = t.database.db;
  sellerId = await tenantIdOf(db, 'seller');
  const shop = await insertShop(db, sellerId, 'TAOBAO', '批量测试店');
  await putOrders(
    db,
    shop,
    STATUSES.map((status, i) =>
      platformOrder({ tid: tids[i]!, status, createdAt: new Date(`2026-11-1${i}T10:00:00+08:00`) }),
    ),
  );
  const purchaserShop = await insertShop(db, await tenantIdOf(db, 'purchaser'), 'JD', '别人的店');
  await putOrders(db, purchaserShop, [platformOrder({ tid: '99990001' })]);
  otherTenantOrder = Number(
    (await db.execute<{ id: string }>(sql`select id from shop_orders where tid = '99990001'`)).rows[0]!.id,
  );
  seller = await ssoLogin(t.app, 'seller', 'seller123');
  purchaser = await purchaserLogin(t.app, 'purchaser', 'purchaser123');
});

afterAll(async () => {
  await t.close();
  await standIn.close();
});

const post = (who: Session, url: string, payload?: object) =>
  t.app
    .inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) })
    .then((r) => r.json());
const get = (who: Session, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who.headers }).then((r) => r.json());
const fixtureShop = sql`(select id from shops where name = '批量测试店')`;
const idsOf = async (where = sql`true`) =>
  (
    await t.database.db.execute<{ id: string }>(
      sql`select id from shop_orders where shop_id = ${fixtureShop} and ${where} order by tid`,
    )
  ).rows.map((r) => Number(r.id));

async function runBulk(who: Session, body: object) {
  const created = await post(who, '/api/b2/shopOrders/bulk', body);
  expect(created.errorCode, created.errorMsg).toBe(0);
  const job = await settledJob(t, who, `/api/b2/list/bulkJobs/${created.data.id}`);
  const items = (await get(who, `/api/b2/list/bulkJobs/${created.data.id}/items`)).data.items;
  return { created: created.data, job, items };
}

describe('bulk actions of 同步订单 as jobs', () => {
  it('全选匹配结果 flags every order the filter matched when the job was created, not later arrivals', async () => {
    const shopId = Number(
      (await t.database.db.execute<{ id: string }>(sql`select ${fixtureShop} as id`)).rows[0]!.id,
    );
    const created = await post(seller, '/api/b2/shopOrders/bulk', {
      selection: { mode: 'filter', filter: { shopIds: [shopId] } },
      action: { kind: 'flag', sellerFlag: 1 },
    });
    expect(created).toMatchObject({ errorCode: 0, data: { total: 6 } });
    // An order arriving after the click is not part of the snapshot.
    const shop = { id: shopId, tenantId: sellerId, platform: 'TAOBAO' };
    await putOrders(t.database.db, shop, [platformOrder({ tid: '26112000099', status: 'WAIT_SEND' })]);
    const job = await settledJob(t, seller, `/api/b2/list/bulkJobs/${created.data.id}`);
    expect(job).toMatchObject({ title: '设置旗帜：红旗', state: 'finished', total: 6, done: 6, failed: 0 });
    const flags = await t.database.db.execute<{ tid: string; seller_flag: number }>(
      sql`select tid, seller_flag from shop_orders where shop_id = ${shopId} order by tid`,
    );
    expect(flags.rows.map((r) => [r.tid, r.seller_flag])).toEqual([
      ...tids.map((tid) => [tid, 1]),
      ['26112000099', 0],
    ]);
    await t.database.db.execute(sql`delete from shop_orders where tid = '26112000099'`);
  });

  it('挂起 fails, with the reason, on orders already shipped, finished or closed', async () => {
    const { job, items } = await runBulk(seller, {
      selection: { mode: 'ids', ids: await idsOf() },
      action: { kind: 'hold' },
    });
    expect(job).toMatchObject({ state: 'finished', total: 6, done: 6, failed: 3 });
    const byTid = Object.fromEntries(items.map((i: { label: string }) => [i.label, i]));
    expect(byTid[tids[0]!]).toMatchObject({ state: 'ok', reason: null });
    expect(byTid[tids[1]!]).toMatchObject({ state: 'ok', reason: null });
    expect(byTid[tids[3]!]).toMatchObject({ state: 'failed', reason: '订单已发货，不能挂起' });
    expect(byTid[tids[4]!]).toMatchObject({ state: 'failed', reason: '订单已完成，不能挂起' });
    expect(byTid[tids[5]!]).toMatchObject({ state: 'failed', reason: '订单已关闭，不能挂起' });
    // Failures are listed first in the report.
    expect(items.slice(0, 3).every((i: { state: string }) => i.state === 'failed')).toBe(true);
    expect(await idsOf(sql`hold`)).toHaveLength(3);
    await runBulk(seller, { selection: { mode: 'ids', ids: await idsOf() }, action: { kind: 'release' } });
    expect(await idsOf(sql`hold`)).toHaveLength(0);
  });

  it('重试失败项 runs a new job over the failed rows only', async () => {
    const first = await runBulk(seller, {
      selection: { mode: 'ids', ids: await idsOf() },
      action: { kind: 'hold' },
    });
    const failedOnly = (await get(seller, `/api/b2/list/bulkJobs/${first.created.id}/items?failedOnly=true`))
      .data.items;
    expect(failedOnly.map((i: { label: string }) => i.label).sort()).toEqual([tids[3], tids[4], tids[5]]);
    const retried = await post(seller, `/api/b2/list/bulkJobs/${first.created.id}/retry`);
    expect(retried).toMatchObject({ errorCode: 0, data: { total: 3 } });
    const job = await settledJob(t, seller, `/api/b2/list/bulkJobs/${retried.data.id}`);
    expect(job).toMatchObject({ retryOf: first.created.id, total: 3, failed: 3 });
    // Nothing failed in a job that succeeded: nothing to retry.
    const ok = await runBulk(seller, {
      selection: { mode: 'ids', ids: await idsOf() },
      action: { kind: 'release' },
    });
    expect(await post(seller, `/api/b2/list/bulkJobs/${ok.created.id}/retry`)).toMatchObject({
      errorCode: 40000,
      errorMsg: '没有失败项需要重试',
    });
  });

  it('picked ids of another tenant fail as not found and are never touched', async () => {
    const mine = await idsOf();
    const { job, items } = await runBulk(seller, {
      selection: { mode: 'ids', ids: [mine[0]!, otherTenantOrder] },
      action: { kind: 'remark', sellerRemark: '加急' },
    });
    expect(job).toMatchObject({ total: 2, failed: 1 });
    expect(items.find((i: { rowId: number }) => i.rowId === otherTenantOrder)).toMatchObject({
      state: 'failed',
      reason: '数据不存在或无权操作',
    });
    const other = await t.database.db.execute<{ seller_remark: string }>(
      sql`select seller_remark from shop_orders where id = ${otherTenantOrder}`,
    );
    expect(other.rows[0]!.seller_remark).toBe('');
  });

  it("another account cannot read or retry the seller's job", async () => {
    const { created } = await runBulk(seller, {
      selection: { mode: 'ids', ids: await idsOf() },
      action: { kind: 'hold' },
    });
    expect((await get(purchaser, `/api/b2/list/bulkJobs/${created.id}`)).errorCode).toBe(40400);
    expect((await get(purchaser, `/api/b2/list/bulkJobs/${created.id}/items`)).errorCode).toBe(40400);
    expect((await post(purchaser, `/api/b2/list/bulkJobs/${created.id}/retry`)).errorCode).toBe(40400);
  });

  it('a filter matching nothing is refused in Chinese', async () => {
    expect(
      await post(seller, '/api/b2/shopOrders/bulk', {
        selection: { mode: 'filter', filter: { search: { field: 'tid', text: '000000000000' } } },
        action: { kind: 'hold' },
      }),
    ).toMatchObject({ errorCode: 40000, errorMsg: '没有符合条件的数据' });
  });

  it('同步 reports the platform failure per order; 重试失败项 succeeds once the platform is back', async () => {
    const { shop, provisioned } = await authorisedShop(t, standIn, sellerId, {
      channel: 'PDD',
      ordersTotal: 5,
      historyDays: 2,
      shopName: '批量同步拼多多店',
    });
    await syncShop(t.shops.syncDeps, shop.id, 'MANUAL');
    standIn.control.addFault({ shopId: provisioned.shopId, kind: '5xx', times: 2 });
    const first = await runBulk(seller, {
      selection: { mode: 'filter', filter: { shopIds: [shop.id] } },
      action: { kind: 'sync' },
    });
    expect(first.job).toMatchObject({ total: 5, failed: 2 });
    expect(
      first.items
        .filter((i: { state: string }) => i.state === 'failed')
        .map((i: { reason: string }) => i.reason),
    ).toEqual(['平台接口异常，稍后自动重试', '平台接口异常，稍后自动重试']);
    const retried = await post(seller, `/api/b2/list/bulkJobs/${first.created.id}/retry`);
    const job = await settledJob(t, seller, `/api/b2/list/bulkJobs/${retried.data.id}`);
    expect(job).toMatchObject({ total: 2, failed: 0, state: 'finished' });
  });
});

describe('a bulk job whose process died', () => {
  it('is finished by the next runner once its lease lapses, without redoing a row; a live lease is left alone', async () => {
    const db = t.database.db;
    const ids = await idsOf();
    const owner = { tenantId: sellerId, accountId: sellerId };
    const kinds = createListKinds(db, { shops: t.shops, funds: t.funds, daifa: t.daifa, brand: 'e3e3' }).bulk;
    const { id } = await createBulkJob(
      db,
      kinds.shopOrders!,
      owner,
      { kind: 'remark', sellerRemark: '接手' },
      { mode: 'ids', ids },
    );
    // As a killed process leaves it: two rows done, the rest pending, the lease still running.
    await db.execute(
      sql`update list_bulk_jobs set state = 'RUNNING', done = 2, lease_until = now() + interval '1 minute' where id = ${id}`,
    );
    await db.execute(sql`
      update list_bulk_job_items set state = 'OK' where job_id = ${id} and row_id in (${ids[0]!}, ${ids[1]!})`);
    await runBulkJob(db, kinds, id);
    const untouched = await db.execute<{ n: string }>(
      sql`select count(*) as n from list_bulk_job_items where job_id = ${id} and state = 'PENDING'`,
    );
    expect(Number(untouched.rows[0]!.n)).toBe(ids.length - 2);

    await db.execute(
      sql`update list_bulk_jobs set lease_until = now() - interval '1 second' where id = ${id}`,
    );
    await runBulkJob(db, kinds, id);
    const job = await get(seller, `/api/b2/list/bulkJobs/${id}`);
    expect(job.data).toMatchObject({ state: 'finished', total: ids.length, done: ids.length, failed: 0 });
    // The two rows done before the "crash" were not done again.
    const remarked = await db.execute<{ id: string }>(
      sql`select id from shop_orders where id = any(${arrayParam(ids)}::bigint[]) and seller_remark = '接手' order by id`,
    );
    expect(remarked.rows.map((r) => Number(r.id)).sort()).toEqual(ids.slice(2).sort());
  });
});
