import { sql } from 'drizzle-orm';
import type { PlatformStandIn } from '@oms/platform-standin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secret } from '../../src/db/secrets.ts';
import { shops } from '../../src/db/schema.ts';
import { createTokenSeal } from '../../src/modules/shops/tokenSeal.ts';
import { startPlatformStandIn } from '@oms/platform-standin';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { tenantIdOf } from '../support/shopFixtures.ts';
import { insertProvisionedShop } from '../support/standIn.ts';
import { call, signIn, startServerProcess, waitFor, type ServerProcess } from './serverProcess.ts';

/**
 * Two server processes on one PostgreSQL (DATABASE_URL), as when a seller outgrows one machine: they
 * share sessions and the job queue; each job runs once; a process killed with SIGKILL mid-job leaves
 * work the surviving process picks up, losing and duplicating nothing. Short leases keep it quick.
 */
const EXPORT_ORDERS = 15_000;
const SYNC_ORDERS = 3_000;

let t: TestApp;
let standIn: PlatformStandIn;
let env: Record<string, string>;
const processes: ServerProcess[] = [];
let sellerId: number;

async function start() {
  const p = await startServerProcess(env);
  processes.push(p);
  return p;
}

beforeAll(async () => {
  t = await createTestApp();
  standIn = await startPlatformStandIn({ port: 0, secret: 'scale-out-secret' });
  const db = t.database.db;
  sellerId = await tenantIdOf(db, 'seller');
  env = {
    DATABASE_URL: t.databaseUrl,
    OMS_PLATFORM_URL: standIn.url,
    OMS_SYNC_LEASE_SECONDS: '3',
    OMS_JOB_LEASE_SECONDS: '3',
    OMS_JOB_SWEEP_SECONDS: '1',
  };
  // A big shop's orders, written set-based (the export's material).
  const [shop] = await db
    .insert(shops)
    .values({
      tenantId: sellerId,
      name: '多进程导出店',
      platform: 'TAOBAO',
      platformShopId: 'scale-export',
      lastAuthTime: new Date(),
      expireTime: new Date(Date.now() + 30 * 86400_000),
    })
    .returning();
  await db.execute(sql`
    insert into shop_orders (tenant_id, shop_id, platform, tid, status, buyer_nick, receiver_name, receiver_phone,
      receiver_province, receiver_city, receiver_district, receiver_address, receiver_masked, payment_fen, post_fee_fen,
      order_time, platform_modified_at)
    select ${sellerId}, ${shop!.id}, 'TAOBAO', 'SX' || g, 'WAIT_SEND', '买家' || g, '张三', '13800001111', '广东省', '广州市',
      '天河区', '天河路 1 号', false, 9900, 0, now() - g * interval '1 second', now()
      from generate_series(1, ${EXPORT_ORDERS}) g`);
  await db.execute(sql`
    insert into shop_order_lines (order_id, tenant_id, oid, title, image_url, color, size, article_no, stall, quantity, price_fen)
    select id, tenant_id, tid || '-1', '毛衣', '', '米白', 'M', 'A1', '十三行', 1, 9900 from shop_orders where shop_id = ${shop!.id}`);
}, 120_000);

afterAll(async () => {
  await Promise.all(processes.map((p) => p.kill9()));
  await standIn.close();
  await t.close();
}, 60_000);

/** A small export: the one order of buyer 买家1. */
const exportFilter = { mode: 'filter', filter: { search: { field: 'buyerNick', text: '买家1' } } };

describe('two server processes on one database', () => {
  let a: ServerProcess;
  let b: ServerProcess;

  it('a session made on one process works on the other; an export job runs exactly once', async () => {
    [a, b] = await Promise.all([start(), start()]);
    const headers = await signIn(a.url, 'seller', 'seller123');
    expect((await call(b.url, 'GET', '/api/b2/user', headers)).errorCode).toBe(0);

    const created = await call(a.url, 'POST', '/api/b2/shopOrders/export', headers, {
      selection: exportFilter,
    });
    expect(created.errorCode, created.errorMsg).toBe(0);
    const record = await waitFor('the export', async () => {
      const list = await call(b.url, 'GET', '/api/b2/list/exports', headers);
      return list.data.find(
        (e: { id: number; state: string }) => e.id === created.data.id && e.state === 'finished',
      );
    });
    expect(record.total).toBe(created.data.total);
    const runs = await t.database.db.execute<{ n: string }>(
      sql`select count(*) as n from pgboss.job where name = 'list-export' and data->>'id' = ${String(created.data.id)}`,
    );
    expect(Number(runs.rows[0]!.n)).toBe(1);
  });

  it('a sign-out on one process ends the session on the other, which had it kept', async () => {
    const headers = await signIn(a.url, 'seller', 'seller123');
    // b resolves it once and keeps it
    expect((await call(b.url, 'GET', '/api/b2/user', headers)).errorCode).toBe(0);
    expect((await call(b.url, 'GET', '/api/b2/user', headers)).errorCode).toBe(0);
    expect((await call(a.url, 'POST', '/api/b2/user/logout', headers)).errorCode).toBe(0);
    // b hears the revoke as a notification on its idle connections: at once, give or take a scheduling
    await waitFor(
      'the other process to refuse the session',
      async () => (await call(b.url, 'GET', '/api/b2/user', headers)).errorCode === 10000,
      2000,
    );
  });

  it('an export whose process is killed mid-file is written again, whole, by the surviving process', async () => {
    await b.stop(); // a alone runs jobs now
    const headers = await signIn(a.url, 'seller', 'seller123');
    const shopId = Number(
      (
        await t.database.db.execute<{ id: string }>(
          sql`select id from shops where platform_shop_id = 'scale-export'`,
        )
      ).rows[0]!.id,
    );
    const selection = { mode: 'filter', filter: { shopIds: [shopId] } };
    const created = await call(a.url, 'POST', '/api/b2/shopOrders/export', headers, { selection });
    expect(created.data.total).toBe(EXPORT_ORDERS);
    await waitFor('the export to be half-way', async () => {
      const [row] = (
        await t.database.db.execute<{ done: number }>(
          sql`select done from list_exports where id = ${created.data.id}`,
        )
      ).rows;
      return row && row.done > 0 && row.done < EXPORT_ORDERS;
    });
    await a.kill9();
    const survivor = await start();
    const record = await waitFor(
      'the export to be finished by the survivor',
      async () => {
        const list = await call(survivor.url, 'GET', '/api/b2/list/exports', headers);
        return list.data.find(
          (e: { id: number; state: string }) => e.id === created.data.id && e.state === 'finished',
        );
      },
      90_000,
    );
    expect(record).toMatchObject({ total: EXPORT_ORDERS, done: EXPORT_ORDERS });
    // The stored file is one whole run: its chunks add up to its size, in one unbroken sequence.
    const [chunks] = (
      await t.database.db.execute<{ n: string; bytes: string; max: number }>(
        sql`select count(*) as n, sum(length(data)) as bytes, max(seq) as max from list_export_chunks where export_id = ${created.data.id}`,
      )
    ).rows;
    expect(Number(chunks!.bytes)).toBe(record.bytes);
    expect(Number(chunks!.max)).toBe(Number(chunks!.n) - 1);
    b = survivor;
  }, 120_000);

  it('a shop sync killed mid-way resumes from its cursor on the other process: nothing lost, nothing twice', async () => {
    const db = t.database.db;
    const seal = createTokenSeal(await secret(db, 'platform-token-key'));
    // Slow on purpose (a rate limit of 4 calls a second, 50 orders a page), so the kill lands mid-sync.
    const p = standIn.control.provisionShop({
      channel: 'JD',
      ordersTotal: SYNC_ORDERS,
      historyDays: 5,
      callsPerSecond: 4,
    });
    const shop = await insertProvisionedShop(db, seal, sellerId, p);
    const synced = async () =>
      Number(
        (
          await db.execute<{ n: string }>(
            sql`select count(*) as n from shop_orders where shop_id = ${shop.id}`,
          )
        ).rows[0]!.n,
      );

    const first = b; // the only process alive
    const headers = await signIn(first.url, 'seller', 'seller123');
    expect((await call(first.url, 'POST', '/api/b2/shop/sync', headers, { shopId: shop.id })).errorCode).toBe(
      0,
    );
    await waitFor('part of the shop to sync', async () => {
      const n = await synced();
      return n >= 200 && n < SYNC_ORDERS;
    });
    await first.kill9();
    const before = await synced();
    const second = await start();
    // The dead process's lease lapses after 3 s; then 立即同步 on the other process takes the shop.
    await new Promise((r) => setTimeout(r, 3500));
    const again = await signIn(second.url, 'seller', 'seller123');
    expect((await call(second.url, 'POST', '/api/b2/shop/sync', again, { shopId: shop.id })).errorCode).toBe(
      0,
    );
    await waitFor('the sync to finish', async () => (await synced()) === SYNC_ORDERS, 90_000);
    const [orders] = (
      await db.execute<{ n: string; distinct_tids: string }>(
        sql`select count(*) as n, count(distinct tid) as distinct_tids from shop_orders where shop_id = ${shop.id}`,
      )
    ).rows;
    expect(Number(orders!.n)).toBe(SYNC_ORDERS);
    expect(Number(orders!.distinct_tids)).toBe(SYNC_ORDERS);
    // The run after the kill created only what the killed run had not: it went on from the cursor.
    const logs = await waitFor('the finishing run to be logged', async () => {
      const rows = (
        await db.execute<{ result: string; created: number }>(
          sql`select result, created from shop_sync_logs where shop_id = ${shop.id} and result = 'OK' order by id`,
        )
      ).rows;
      return rows.length > 0 ? rows : null;
    });
    expect(logs.reduce((sum, l) => sum + l.created, 0)).toBe(SYNC_ORDERS - before);
  }, 180_000);
});
