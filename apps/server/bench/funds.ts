import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { alipayTime, fenToYuan, generateKeyPair, signNotify } from '@oms/alipay-protocol';
import { connect, type Db } from '../src/db/client.ts';
import { secret } from '../src/db/secrets.ts';
import { Ledger } from '../src/modules/funds/ledger/ledger.ts';
import { PayPasswords } from '../src/modules/funds/payments/payPassword.ts';
import { describeReconcile, reconcile } from '../src/modules/funds/ledger/reconcile.ts';
import { call, signIn, startServerProcess, waitFor } from '../test/scaleOut/serverProcess.ts';
import { openBenchDatabase } from './benchDatabase.ts';
import { startReconcileDone } from './startReconcile.ts';
import { FUNDS_SCALE, fundsSeed, fundsTenantName, seedAnchor } from './funds/fundsSeed.ts';
import { apiProblem, load, percentile } from './load.ts';

/**
 * `pnpm --filter @oms/server bench:funds` (and the second half of `pnpm bench`): the 资金管理 figures
 * on the funds seed (10 M ledger entries, 5,000 tenants), the HTTP ones against a real server process
 * over loopback. Prints figure vs target and writes .artifacts/bench/funds.json. Arguments pick
 * figures (`post page pay notify export reconcile`); none runs them all.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const only = new Set(process.argv.slice(2));
const wants = (figure: string) => only.size === 0 || only.has(figure);

const results: { figure: string; value: string; target: string; ok: boolean }[] = [];
const record = (figure: string, value: number, unit: string, target: string, ok: boolean) => {
  const digits = unit === 'tx/s' || unit === '/s' || unit === 'req/s' ? 0 : 1;
  results.push({ figure, value: `${value.toFixed(digits)} ${unit}`, target, ok });
  console.log(
    `[bench] ${figure}: ${value.toFixed(digits)} ${unit} (target ${target})${ok ? '' : '  ← MISSED'}`,
  );
};
const log = (msg: string) => console.log(`[funds] ${msg}`);
const benchStarted = performance.now();
/** Keys and numbers made by this run (a re-run must not replay an earlier run's keys). */
const runTag = Date.now().toString(36);

// Who does what: each figure has tenants of its own, so runs neither wait on each other's rows nor
// change the big tenant's 100,000 bills (paged and exported).
const BIG = 1;
const POST_TENANTS = { from: 1001, to: 3000 };
const POST_ONE_TENANT = 4;
const PAY_TENANTS = { from: 21, to: 40 };
const NOTIFY_TENANTS = { from: 101, to: 600 };
const PIN = '258369';
const CONCURRENCY = { post: 16, page: 20, pay: 20, notify: 20 };
const COUNTS = { postAcross: 15_000, postOne: 3_000, pay: 1_200, notify: 3_000 };

const bench = await openBenchDatabase();
const db = bench.database.db;
const pool = bench.database.pool;
let server: Awaited<ReturnType<typeof startServerProcess>> | null = null;
try {
  // 1. The seed (once; a seeded database is kept in .data-bench).
  const seedSeconds = await fundsSeed(pool, log);
  if (seedSeconds)
    record(
      `funds seed (${(2 * FUNDS_SCALE.transactions).toLocaleString()} ledger entries, ${FUNDS_SCALE.tenants.toLocaleString()} tenants)`,
      seedSeconds,
      's',
      '≤ 180 s',
      seedSeconds <= 180,
    );
  else log('funds seed already present');
  const anchor = await seedAnchor(pool);
  const tenantIds = new Map(
    (
      await db.execute<{ id: number; username: string }>(
        sql`select id, username from accounts where username like 'fundbench%' and parent_id is null`,
      )
    ).rows.map((r) => [Number(r.username.slice('fundbench'.length)), Number(r.id)]),
  );
  const tenant = (n: number) => tenantIds.get(n)!;
  const range = (r: { from: number; to: number }) =>
    Array.from({ length: r.to - r.from + 1 }, (_, i) => tenant(r.from + i));

  // 3. ledger.post in this process, on a pool of its own (no server yet: nothing else runs).
  if (wants('post')) {
    const posting = connect(bench.url, CONCURRENCY.post);
    try {
      const ledger = new Ledger();
      const across = range(POST_TENANTS);
      // A server's cache knows its active tenants' account ids; so does this one before timing.
      for (let i = 0; i < across.length; i += 50)
        await Promise.all(
          across.slice(i, i + 50).map((t) => ledger.accounts.tenantId(posting.db, t, 'available')),
        );
      await postMany(posting.db, ledger, across, 500, `${runTag}w`);
      const acrossRate = await postMany(posting.db, ledger, across, COUNTS.postAcross, `${runTag}a`);
      record(
        `ledger.post across ${across.length.toLocaleString()} tenants, concurrency ${CONCURRENCY.post}`,
        acrossRate,
        'tx/s',
        '≥ 1,500 tx/s',
        acrossRate >= 1500,
      );
      const oneRate = await postMany(
        posting.db,
        ledger,
        [tenant(POST_ONE_TENANT)],
        COUNTS.postOne,
        `${runTag}o`,
      );
      record(
        `ledger.post on one tenant, concurrency ${CONCURRENCY.post}`,
        oneRate,
        'tx/s',
        '≥ 300 tx/s',
        oneRate >= 300,
      );
    } finally {
      await posting.close();
    }
  }

  // The HTTP figures: a real server process; Alipay is "real" mode with keys made here, so this
  // process signs notifications as Alipay would (its gateway address leads nowhere: no call goes out).
  const httpFigures = ['page', 'pay', 'notify', 'export'].filter(wants);
  if (httpFigures.length) {
    const app = generateKeyPair();
    const alipay = generateKeyPair();
    const ALIPAY = { appId: '2021000000009999', sellerId: '2088000000009999' };
    server = await startServerProcess({
      DATABASE_URL: bench.url,
      NODE_ENV: 'production',
      OMS_PLATFORM_URL: 'http://127.0.0.1:9',
      OMS_SIGNIN_PER_MINUTE: '100000',
      ALIPAY_APP_ID: ALIPAY.appId,
      ALIPAY_PRIVATE_KEY: app.privateKey,
      ALIPAY_PUBLIC_KEY: alipay.publicKey,
      ALIPAY_SELLER_ID: ALIPAY.sellerId,
      ALIPAY_GATEWAY: 'http://127.0.0.1:9/gateway.do',
    });
    const started = server;
    const reconciled = await startReconcileDone(started);
    log(`server up; its start ${reconciled}`);

    // 2. 我的余额's bill list of the big tenant (100,000 bills over 90 days): 近30天, 20 a page, with the
    // totals of all it matches; then with the usual filters on top.
    if (wants('page')) {
      const who = await signIn(started.url, fundsTenantName(BIG), 'seller123');
      const createdAt = {
        from: new Date(anchor.getTime() - 30 * 86400_000).toISOString(),
        to: anchor.toISOString(),
      };
      for (const [label, filter] of [
        ['近30天', { createdAt }],
        [
          '近30天 + 支出 + 余额 + 代发订单/补款',
          { createdAt, direction: 'OUT', payMethod: 'BALANCE', billTypes: ['ORDER', 'REPLENISH'] },
        ],
      ] as const) {
        const body = { filter, pageSize: 20 };
        const first = await call(started.url, 'POST', '/api/b2/funds/bill/page', who, body);
        if (first.errorCode !== 0 || first.data.rows.length !== 20)
          throw new Error(`bill page: ${first.errorMsg}`);
        const run = await load({
          url: `${started.url}/api/b2/funds/bill/page`,
          connections: CONCURRENCY.page,
          headers: { ...who, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          duration: 10,
          check: apiProblem,
        });
        if (run.failures.length)
          throw new Error(`bill page: ${run.failures.length} failed (${run.failures[0]})`);
        const p95 = percentile(run.latencies, 95);
        record(
          `bill page (${label}, ${Number(first.data.totals.count).toLocaleString()} bills matched), p95 at concurrency ${CONCURRENCY.page}`,
          p95,
          'ms',
          '≤ 50 ms',
          p95 <= 50,
        );
        record(`bill page (${label}): throughput`, run.rate, 'req/s', '—', true);
      }
    }

    // 4. Paying 补款 from the balance with the PIN (argon2id each), one Idempotency-Key a payment.
    if (wants('pay')) {
      const payers = range(PAY_TENANTS);
      const ledger = new Ledger();
      const pins = new PayPasswords(db, await secret(db, 'pay-password-pepper'));
      for (const t of payers) {
        await pins.set(t, PIN);
        const [available] = (
          await db.execute<{ balance: number }>(
            sql`select balance from ledger_accounts where tenant_id = ${t} and code = 'available'`,
          )
        ).rows;
        if (Number(available!.balance) < 200_000)
          await db.transaction((tx) =>
            ledger.post(tx, {
              tenantId: t,
              billType: 'RECHARGE',
              direction: 'IN',
              document: { kind: 'RECHARGE', no: `CZBENCH${runTag}${t}` },
              payMethod: 'ALIPAY_WEB',
              operator: { id: null, name: '支付宝' },
              memo: '支付宝充值',
              idempotencyKey: `fbench:topup:${runTag}:${t}`,
              entries: [
                { account: 'alipayClearing', fen: -1_000_000 },
                { account: 'available', fen: 1_000_000 },
              ],
            }),
          );
      }
      const orders = interleave(await replenishOrders(db, payers, COUNTS.pay, runTag));
      const headers = new Map<number, Record<string, string>>();
      for (const t of payers) {
        const n = [...tenantIds].find(([, id]) => id === t)![0];
        headers.set(t, await signIn(started.url, fundsTenantName(n), 'seller123'));
      }
      const run = await load({
        url: `${started.url}/api/b2/pay/submit`,
        connections: CONCURRENCY.pay,
        amount: orders.length,
        next: (i) => ({
          body: JSON.stringify({ payNo: orders[i]!.payNo, method: 'BALANCE', payPassword: PIN }),
          headers: {
            ...headers.get(orders[i]!.tenantId)!,
            'content-type': 'application/json',
            'idempotency-key': `bench-pay-${orders[i]!.payNo}`,
          },
        }),
        check: (body) => apiProblem(body) ?? (body.includes('"kind":"PAID"') ? null : body.slice(0, 200)),
      });
      if (run.failures.length) throw new Error(`pay: ${run.failures.length} failed (${run.failures[0]})`);
      const paid = await paidCount(
        db,
        orders.map((o) => o.payNo),
      );
      if (paid !== orders.length) throw new Error(`pay: ${paid} of ${orders.length} orders paid`);
      record(
        `balance payment with PIN (${orders.length.toLocaleString()} payments, ${payers.length} tenants, concurrency ${CONCURRENCY.pay})`,
        run.rate,
        '/s',
        '≥ 80 /s',
        run.rate >= 80,
      );
      record('balance payment with PIN: p95', percentile(run.latencies, 95), 'ms', '—', true);
    }

    // 5. Alipay's notifications for recharges waiting at the cashier, signed as Alipay signs them.
    if (wants('notify')) {
      const orders = interleave(await rechargeOrders(db, range(NOTIFY_TENANTS), COUNTS.notify));
      const signStarted = performance.now();
      const bodies = orders.map((o, i) => {
        const amount = fenToYuan(o.fen);
        const params: Record<string, string> = {
          notify_time: alipayTime(new Date()),
          notify_type: 'trade_status_sync',
          notify_id: `${runTag}${i}`,
          app_id: ALIPAY.appId,
          charset: 'utf-8',
          version: '1.0',
          sign_type: 'RSA2',
          trade_no: `2026${runTag}${String(i).padStart(12, '0')}`,
          out_trade_no: o.payNo,
          buyer_id: '2088102177846880',
          buyer_logon_id: 'bu***@example.com',
          seller_id: ALIPAY.sellerId,
          trade_status: 'TRADE_SUCCESS',
          total_amount: amount,
          receipt_amount: amount,
          buyer_pay_amount: amount,
          subject: '余额充值',
          gmt_create: alipayTime(new Date()),
          gmt_payment: alipayTime(new Date()),
        };
        params.sign = signNotify(params, alipay.privateKey);
        return new URLSearchParams(params).toString();
      });
      log(
        `${bodies.length.toLocaleString()} notifications signed in ${((performance.now() - signStarted) / 1000).toFixed(1)} s`,
      );
      const run = await load({
        url: `${started.url}/api/pay/alipay/notify`,
        connections: CONCURRENCY.notify,
        amount: bodies.length,
        next: (i) => ({
          body: bodies[i]!,
          headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        }),
        check: (body) => (body === 'success' ? null : body.slice(0, 200)),
      });
      if (run.failures.length) throw new Error(`notify: ${run.failures.length} failed (${run.failures[0]})`);
      const paid = await paidCount(
        db,
        orders.map((o) => o.payNo),
      );
      if (paid !== orders.length) throw new Error(`notify: ${paid} of ${orders.length} orders paid`);
      record(
        `Alipay notify (${orders.length.toLocaleString()} recharges paid, concurrency ${CONCURRENCY.notify})`,
        run.rate,
        '/s',
        '≥ 500 /s',
        run.rate >= 500,
      );
      record('Alipay notify: p95', percentile(run.latencies, 95), 'ms', '—', true);
    }

    // 6. Every bill of the big tenant (100,000) through the export job, until its .xlsx is stored.
    if (wants('export')) {
      const who = await signIn(started.url, fundsTenantName(BIG), 'seller123');
      await call(started.url, 'GET', '/api/b2/list/exports', who);
      const exportStarted = performance.now();
      const created = await call(started.url, 'POST', '/api/b2/funds/bill/export', who, { filter: {} });
      if (created.errorCode !== 0) throw new Error(`export: ${created.errorMsg}`);
      const exported = await waitFor(
        'the bill export',
        async () => {
          const list = await call(started.url, 'GET', '/api/b2/list/exports?listKey=bills', who);
          const row = list.data.find((e: { id: number }) => e.id === created.data.id);
          if (row?.state === 'failed') throw new Error(`export failed: ${row.error}`);
          return row?.state === 'finished' ? row : null;
        },
        300_000,
      );
      const exportSeconds = (performance.now() - exportStarted) / 1000;
      const rows = await xlsxRows(started.url, who, created.data.id);
      if (rows !== exported.total) throw new Error(`export: the file has ${rows} bills of ${exported.total}`);
      record(
        `export of ${rows.toLocaleString()} bills to .xlsx (${(exported.bytes / 1048576).toFixed(1)} MB)`,
        exportSeconds,
        's',
        '≤ 20 s',
        exportSeconds <= 20 && rows >= FUNDS_SCALE.bigTenantBills,
      );
      await db.execute(sql`delete from list_exports where id = ${created.data.id}`);
    }
    await started.stop();
    server = null;
  }

  // 7. Reconcile over everything (the seed and what this run added), the server stopped.
  if (wants('reconcile')) {
    const report = await reconcile(db);
    if (!report.ok) throw new Error(describeReconcile(report));
    const [entries] = (await db.execute<{ n: number }>(sql`select count(*)::bigint as n from ledger_entries`))
      .rows;
    record(
      `reconcile (${Number(entries!.n).toLocaleString()} ledger entries, ${report.checks.length} checks)`,
      report.tookMs / 1000,
      's',
      '≤ 60 s',
      report.tookMs <= 60_000,
    );
  }

  const totalSeconds = (performance.now() - benchStarted) / 1000;
  await fs.mkdir(path.join(repoRoot, '.artifacts/bench'), { recursive: true });
  await fs.writeFile(
    path.join(repoRoot, '.artifacts/bench/funds.json'),
    JSON.stringify({ results, totalSeconds, figures: only.size ? [...only] : 'all' }, null, 2),
  );
  console.log('\n| figure | measured | target |\n|---|---|---|');
  for (const r of results)
    console.log(`| ${r.figure} | ${r.value}${r.ok ? '' : ' (missed)'} | ${r.target} |`);
  console.log(`\nfunds bench: ${totalSeconds.toFixed(0)} s`);
} finally {
  await server?.stop();
  await bench.stop();
}

/** `total` postings (half refunds in, half payments out), `CONCURRENCY.post` at a time, each in its own transaction. */
async function postMany(
  pdb: Db,
  ledger: Ledger,
  tenants: number[],
  total: number,
  tag: string,
): Promise<number> {
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY.post }, async () => {
      for (let i = next++; i < total; i = next++) {
        const fen = 100 + (i % 900);
        const inward = i % 2 === 0;
        await pdb.transaction((tx) =>
          ledger.post(tx, {
            tenantId: tenants[i % tenants.length]!,
            billType: inward ? 'REFUND' : 'ORDER',
            direction: inward ? 'IN' : 'OUT',
            document: { kind: 'DAIFA_ORDER', no: `DFBENCH${tag}${i}` },
            payMethod: 'BALANCE',
            itemType: 'ORDER',
            operator: { id: null, name: 'bench' },
            memo: inward ? '缺货退款' : '代发订单付款',
            idempotencyKey: `fbench:${tag}:${i}`,
            entries: [
              { account: 'supplierPayable', fen: inward ? -fen : fen, itemType: 'ORDER' },
              { account: 'available', fen: inward ? fen : -fen, itemType: 'ORDER' },
            ],
          }),
        );
      }
    }),
  );
  return total / ((performance.now() - t0) / 1000);
}

type BenchOrder = { payNo: string; tenantId: number; fen: number };

/** Round robin over the tenants, so the payments in flight at once are of different tenants. */
function interleave(orders: BenchOrder[]): BenchOrder[] {
  const byTenant = new Map<number, BenchOrder[]>();
  for (const o of orders) byTenant.set(o.tenantId, [...(byTenant.get(o.tenantId) ?? []), o]);
  const queues = [...byTenant.values()];
  const out: BenchOrder[] = [];
  for (let i = 0; out.length < orders.length; i++)
    for (const q of queues) {
      const order = q[i];
      if (order) out.push(order);
    }
  return out;
}

/** 补款 waiting for payment, each in a payment order of its own (as 去补款 makes them), set-based. */
async function replenishOrders(
  pdb: Db,
  tenants: number[],
  count: number,
  tag: string,
): Promise<BenchOrder[]> {
  const r = await pdb.execute<{ pay_no: string; tenant_id: number; amount_fen: number }>(sql`
    with r as (
      insert into replenish_requests (tenant_id, replenish_no, order_no, reason, original_fen, current_fen, amount_fen, state)
      select t.id, 'BK' || to_char(now() at time zone 'Asia/Shanghai', 'YYMMDD') || nextval('funds_no_seq'),
             'DFBENCH' || ${tag} || g, 'PRICE_RAISED', 3000, 3000 + 100 + g % 900, 100 + g % 900, 'WAITING_PAYMENT'
        from generate_series(0, ${count - 1}) g
        join unnest(${sql.param(tenants)}::bigint[]) with ordinality t(id, k) on t.k = 1 + g % ${tenants.length}
      returning tenant_id, replenish_no, order_no, amount_fen
    )
    insert into payment_orders (pay_no, tenant_id, created_by, document_kind, document_nos, lines, subject, amount_fen, pay_callback, expires_at)
    select 'ZF' || to_char(now() at time zone 'Asia/Shanghai', 'YYMMDD') || nextval('funds_no_seq'), r.tenant_id, r.tenant_id,
           'REPLENISH', array[r.replenish_no],
           jsonb_build_array(jsonb_build_object('documentNo', r.replenish_no, 'itemType', 'UPDATE_PRICE', 'fen', r.amount_fen,
                                                'label', '档口涨价：' || r.order_no)),
           '代发补款（' || r.order_no || '）', r.amount_fen, 'bukuan', now() + interval '30 minutes'
      from r
    returning pay_no, tenant_id, amount_fen`);
  return r.rows.map((o) => ({ payNo: o.pay_no, tenantId: Number(o.tenant_id), fen: Number(o.amount_fen) }));
}

/** Recharges handed to the Alipay cashier (method set, as 去支付 leaves them), set-based. */
async function rechargeOrders(pdb: Db, tenants: number[], count: number): Promise<BenchOrder[]> {
  const r = await pdb.execute<{ pay_no: string; tenant_id: number; amount_fen: number }>(sql`
    with o as (
      select t.id as tenant_id, 'CZ' || to_char(now() at time zone 'Asia/Shanghai', 'YYMMDD') || nextval('funds_no_seq') as recharge_no,
             (10 + g % 490) * 100 as fen
        from generate_series(0, ${count - 1}) g
        join unnest(${sql.param(tenants)}::bigint[]) with ordinality t(id, k) on t.k = 1 + g % ${tenants.length}
    )
    insert into payment_orders (pay_no, tenant_id, created_by, document_kind, document_nos, lines, subject, amount_fen, pay_callback,
                                expires_at, method, queried_at)
    select 'ZF' || to_char(now() at time zone 'Asia/Shanghai', 'YYMMDD') || nextval('funds_no_seq'), o.tenant_id, o.tenant_id,
           'RECHARGE', array[o.recharge_no],
           jsonb_build_array(jsonb_build_object('documentNo', o.recharge_no, 'itemType', 'OTHER', 'fen', o.fen, 'label', '余额充值')),
           '余额充值 ¥' || (o.fen / 100) || '.00', o.fen, 'recharge', now() + interval '30 minutes', 'ALIPAY_WEB', now()
      from o
    returning pay_no, tenant_id, amount_fen`);
  return r.rows.map((o) => ({ payNo: o.pay_no, tenantId: Number(o.tenant_id), fen: Number(o.amount_fen) }));
}

async function paidCount(pdb: Db, payNos: string[]): Promise<number> {
  const r = await pdb.execute<{ n: number }>(
    sql`select count(*)::int as n from payment_orders where pay_no = any(${sql.param(payNos)}::text[]) and state = 'PAID'`,
  );
  return Number(r.rows[0]!.n);
}

/** The bills in the stored .xlsx (its rows less the header), read as a stream. */
async function xlsxRows(base: string, who: Record<string, string>, exportId: number): Promise<number> {
  const res = await fetch(`${base}/api/b2/list/exports/${exportId}/file`, { headers: who });
  if (!res.ok || !res.body) throw new Error(`export file: HTTP ${res.status}`);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.fromWeb(res.body as never), {
    sharedStrings: 'ignore',
    styles: 'ignore',
    hyperlinks: 'ignore',
    worksheets: 'emit',
  });
  let rows = 0;
  for await (const sheet of reader) for await (const _row of sheet) rows++;
  return rows - 1;
}
