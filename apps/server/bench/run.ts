import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { startPlatformStandIn } from '@oms/platform-standin';
import { encodeCursor } from '../src/list/keysetCursor.ts';
import { secret } from '../src/db/secrets.ts';
import { createPlatformRegistry } from '../src/modules/shops/platform/registry.ts';
import { syncShop } from '../src/modules/shops/sync/syncShop.ts';
import { createTokenSeal } from '../src/modules/shops/tokenSeal.ts';
import { insertProvisionedShop } from '../test/support/standIn.ts';
import { call, signIn, startServerProcess, waitFor } from '../test/scaleOut/serverProcess.ts';
import { openBenchDatabase } from './benchDatabase.ts';
import { benchTenantName, scaleSeed } from './scaleSeed.ts';
import { explainMainQueries } from './explain.ts';
import { percentile } from './load.ts';

/**
 * `pnpm bench` (server): issue 9's figures on the 1 M-order scale seed, against a real server process
 * over loopback. Prints a table of figure vs target and writes it to .artifacts/bench/server.json.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const results: { figure: string; value: string; target: string; ok: boolean }[] = [];
const record = (figure: string, value: number, unit: string, target: string, ok: boolean) => {
  results.push({ figure, value: `${value.toFixed(unit === 'req/s' ? 0 : 1)} ${unit}`, target, ok });
  console.log(`[bench] ${figure}: ${value.toFixed(1)} ${unit} (target ${target})${ok ? '' : '  ← MISSED'}`);
};
const median = (values: number[]) => percentile(values, 50);

async function timed(times: number, run: () => Promise<unknown>) {
  const took: number[] = [];
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    await run();
    took.push(performance.now() - t0);
  }
  return took;
}

function rssMb(pid: number): Promise<number> {
  return fs
    .readFile(`/proc/${pid}/status`, 'utf8')
    .then((s) => Number(/VmRSS:\s+(\d+)/.exec(s)![1]) / 1024)
    .catch(() => 0);
}

const bench = await openBenchDatabase();
const db = bench.database.db;
const seedSeconds = await scaleSeed(db, (m) => console.log(`[seed] ${m}`));
if (seedSeconds)
  record('scale seed (1 M orders, ~2.5 M lines)', seedSeconds, 's', '≤ 120 s', seedSeconds <= 120);

const serverEnv = {
  DATABASE_URL: bench.url,
  NODE_ENV: 'production',
  // Not demo mode (no stand-in started by the server); no shop here has tokens, so nothing syncs.
  OMS_PLATFORM_URL: 'http://127.0.0.1:9',
  OMS_SIGNIN_PER_MINUTE: '100000',
};
let server = await startServerProcess(serverEnv);
try {
  const big = benchTenantName(1);
  const headers = await signIn(server.url, big, 'seller123');
  const [bigShop] = (
    await db.execute<{ id: string; tenant_id: string }>(
      sql`select s.id, s.tenant_id from shops s join accounts a on a.id = s.tenant_id where a.username = ${big} order by s.id limit 1`,
    )
  ).rows;
  const tenantId = Number(bigShop!.tenant_id);
  const from = new Date(Date.now() - 30 * 86400_000).toISOString();
  const pageBody = {
    tab: 'WAIT_SEND',
    orderTime: { from, to: new Date().toISOString() },
    shopIds: [Number(bigShop!.id)],
    pageSize: 50,
  };

  // 1. The list: a filtered page of 50 with lines and every tab's count, concurrency 20.
  for (const [label, who, body] of [
    [`big tenant (${big}, 100k orders)`, headers, pageBody],
    [
      `typical tenant (${benchTenantName(2)}, ~18k orders)`,
      await signIn(server.url, benchTenantName(2), 'seller123'),
      { tab: 'WAIT_SEND', orderTime: pageBody.orderTime, pageSize: 50 },
    ],
  ] as const) {
    const latencies: number[] = [];
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: `${server.url}/api/b2/shopOrders/page`,
          method: 'POST',
          headers: { ...who, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          connections: 20,
          duration: 10,
        },
        (error, done) => (error ? reject(error) : resolve(done)),
      );
      instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`list: ${result.non2xx} non-2xx, ${result.errors} errors`);
    record(
      `list page + tab counts, ${label}: p95 at concurrency 20`,
      percentile(latencies, 95),
      'ms',
      '≤ 50 ms',
      percentile(latencies, 95) <= 50,
    );
    record(
      `list page + tab counts, ${label}: throughput`,
      result.requests.average,
      'req/s',
      '≥ 1000 req/s',
      result.requests.average >= 1000,
    );
  }

  // 2. Batch paste of 1,000 platform order numbers (10 of them found nowhere).
  const tids = (
    await db.execute<{ tid: string }>(
      sql`select tid from shop_orders where tenant_id = ${tenantId} order by random() limit 990`,
    )
  ).rows.map((r) => r.tid);
  const numbers = [...tids, ...Array.from({ length: 10 }, (_, i) => `NOPE${i}`)];
  const pasted = await timed(10, async () => {
    const answer = await call(server.url, 'POST', '/api/b2/shopOrders/page', headers, {
      batch: { field: 'any', numbers },
      pageSize: 50,
    });
    if (answer.data.notFound.length !== 10) throw new Error(`batch paste: ${answer.errorMsg}`);
  });
  record(
    'batch paste of 1,000 numbers (median of 10)',
    median(pasted),
    'ms',
    '≤ 200 ms',
    median(pasted) <= 200,
  );

  // 3. Page 1 against page 2,000 (the cursor of the 99,950th order, as following 1,999 next-page links gives).
  const [deep] = (
    await db.execute<{ order_time: Date; id: string }>(
      sql`select order_time, id from shop_orders where tenant_id = ${tenantId} order by order_time desc, id desc offset ${1999 * 50 - 1} limit 1`,
    )
  ).rows;
  const deepCursor = encodeCursor({ time: new Date(deep!.order_time), id: Number(deep!.id) });
  const page = (cursor?: string) => async () => {
    const answer = await call(server.url, 'POST', '/api/b2/shopOrders/page', headers, {
      pageSize: 50,
      ...(cursor ? { cursor } : {}),
    });
    if (answer.errorCode !== 0 || answer.data.rows.length === 0) throw new Error(`page: ${answer.errorMsg}`);
  };
  const first = median(await timed(20, page()));
  const deepest = median(await timed(20, page(deepCursor)));
  record('page 1 (median of 20)', first, 'ms', '—', true);
  record(
    'page 2,000 (median of 20), as a multiple of page 1',
    deepest / first,
    '×',
    '≤ 2×',
    deepest / first <= 2,
  );

  // 4. Export of 100,000 orders (every order of the big tenant) through the job, on a fresh server
  // process (the list benchmark above leaves garbage in the heap), with the RSS it grows by.
  await server.stop();
  server = await startServerProcess(serverEnv);
  await call(server.url, 'GET', '/api/b2/list/exports', headers);
  const rssBefore = await rssMb(server.child.pid!);
  let rssPeak = rssBefore;
  const sampler = setInterval(
    () => void rssMb(server.child.pid!).then((r) => (rssPeak = Math.max(rssPeak, r))),
    200,
  );
  const exportStarted = performance.now();
  const created = await call(server.url, 'POST', '/api/b2/shopOrders/export', headers, {
    selection: { mode: 'filter', filter: {} },
  });
  if (created.errorCode !== 0) throw new Error(`export: ${created.errorMsg}`);
  const exported = await waitFor(
    'the export',
    async () => {
      const list = await call(server.url, 'GET', '/api/b2/list/exports', headers);
      const row = list.data.find((e: { id: number }) => e.id === created.data.id);
      if (row?.state === 'failed') throw new Error(`export failed: ${row.error}`);
      return row?.state === 'finished' ? row : null;
    },
    300_000,
  );
  const exportSeconds = (performance.now() - exportStarted) / 1000;
  clearInterval(sampler);
  record(
    `export of ${exported.total.toLocaleString()} orders to .xlsx (${(exported.bytes / 1048576).toFixed(1)} MB)`,
    exportSeconds,
    's',
    '≤ 30 s',
    exportSeconds <= 30,
  );
  record(
    'server RSS growth during the export',
    rssPeak - rssBefore,
    'MB',
    '≤ 100 MB',
    rssPeak - rssBefore <= 100,
  );
  await db.execute(sql`delete from list_exports where id = ${created.data.id}`);

  // 5. Sync: the stand-in serving 100,000 orders to one shop; then a re-sync of the same window.
  const standIn = await startPlatformStandIn({ port: 0, secret: 'bench-secret' });
  try {
    const registry = createPlatformRegistry(standIn.url);
    const seal = createTokenSeal(await secret(db, 'platform-token-key'));
    const deps = { db, adapterFor: (c: string) => registry.adapterFor(c), seal };
    const p = standIn.control.provisionShop({
      channel: 'TAOBAO',
      ordersTotal: 100_000,
      historyDays: 30,
      callsPerSecond: 0,
    });
    await db.execute(sql`delete from shops where platform_shop_id = ${p.shopId}`);
    const shop = await insertProvisionedShop(db, seal, tenantId, p, '同步压测店');
    const syncStarted = performance.now();
    const firstRun = await syncShop(deps, shop.id, 'MANUAL');
    const syncSeconds = (performance.now() - syncStarted) / 1000;
    if (firstRun.state !== 'OK' || firstRun.created !== 100_000)
      throw new Error(`sync: ${JSON.stringify(firstRun)}`);
    record('sync of a 100,000-order shop from the stand-in', syncSeconds, 's', '≤ 60 s', syncSeconds <= 60);
    await db.execute(
      sql`update shops set sync_since = ${p.historyStart}, sync_cursor = null where id = ${shop.id}`,
    );
    const again = await syncShop(deps, shop.id, 'MANUAL');
    if (again.state !== 'OK') throw new Error(`re-sync: ${JSON.stringify(again)}`);
    const wrote = again.created + again.updated;
    // The stand-in's buyers keep acting (cancel, refund, change address): those orders changed on the
    // platform after the first run read them, and the re-sync must write exactly them, nothing else.
    const [changed] = (
      await db.execute<{ n: string }>(
        sql`select count(*) as n from shop_orders where shop_id = ${shop.id}
             and platform_modified_at >= ${new Date(performance.timeOrigin + syncStarted).toISOString()}::timestamptz`,
      )
    ).rows;
    const meanwhile = Number(changed!.n);
    record(
      `re-sync of the same window (${again.unchanged.toLocaleString()} unchanged, ${meanwhile} changed on the platform meanwhile): orders written beyond those`,
      Math.max(0, wrote - meanwhile),
      'orders',
      '0',
      wrote <= meanwhile,
    );
    await db.execute(sql`delete from shops where id = ${shop.id}`);
  } finally {
    await standIn.close();
  }

  const plans = await explainMainQueries(db, tenantId, Number(bigShop!.id), numbers);
  await fs.mkdir(path.join(repoRoot, '.artifacts/bench'), { recursive: true });
  await fs.writeFile(
    path.join(repoRoot, '.artifacts/bench/server.json'),
    JSON.stringify({ results, plans }, null, 2),
  );
  await fs.writeFile(
    path.join(repoRoot, '.artifacts/bench/explain.txt'),
    plans.map((p) => `## ${p.name}\n${p.plan}`).join('\n\n'),
  );
  console.log('\n| figure | measured | target |\n|---|---|---|');
  for (const r of results)
    console.log(`| ${r.figure} | ${r.value}${r.ok ? '' : ' (missed)'} | ${r.target} |`);
} finally {
  await server.stop();
  await bench.stop();
}
