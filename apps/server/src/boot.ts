import { syncHelpArticles } from './modules/help/helpArticles.ts';
import { sql } from 'drizzle-orm';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CallerCache } from './http/callerCache.ts';
import { connect, ensureDatabase, runMigrations, startupLock, type Database } from './db/client.ts';
import { startEmbeddedPostgres, type RunningPostgres } from './db/embeddedPostgres.ts';
import { secret } from './db/secrets.ts';
import { demoPasswordsInUse, seedDemoData } from './db/seed.ts';
import { buildApp } from './http/app.ts';
import { loggerFor } from './http/logging.ts';
import { startShopRuntime, type ShopRuntime } from './modules/shops/shopRuntime.ts';
import { provisionDemoShops } from './modules/shops/demo/demoShops.ts';
import { createListKinds } from './modules/listKinds.ts';
import { startListJobs } from './list/jobs/listJobRuntime.ts';
import { startFundsRuntime, type FundsRuntime } from './modules/funds/fundsRuntime.ts';
import { describeReconcile, reconcile } from './modules/funds/ledger/reconcile.ts';
import { setDemoPayPasswords } from './modules/funds/demo/demoFunds.ts';
import { seedDemoDaifa } from './modules/daifa/demo/demoDaifa.ts';
import { startHousekeeping } from './jobs/housekeeping.ts';
import { stallKindOf } from './modules/daifa/placement/goodsEndpoints.ts';
import {
  startFulfilmentRuntime,
  type FulfilmentRuntime,
} from './modules/daifa/warehouse/fulfilmentRuntime.ts';
import { tellDeskSendBacks } from './modules/afterSale/sendBack/sendBackDesk.ts';
import { seedDemoSendBacks } from './modules/afterSale/demo/demoSendBacks.ts';
import { seedDemoHeadless } from './modules/afterSale/demo/demoHeadless.ts';
import { seedDemoAutoAfterSale } from './modules/afterSale/demo/demoAutoAfterSale.ts';
import type { ServerConfig } from './config.ts';
import { startWriteBackRunner } from './modules/daifa/fromShop/writeBack.ts';
import { startNotifier } from './modules/notify/notifier.ts';
import { seedDemoHomeDaily } from './modules/home/closeHomeDays.ts';
import { seedDemoFromShop } from './modules/daifa/demo/demoFromShop.ts';
import { seedDemoAssociations } from './modules/daifa/demo/demoAssociations.ts';
import { handDemoOrdersToWarehouse } from './modules/daifa/demo/demoWarehouse.ts';
import { seedDemoShopHistory } from './modules/daifa/demo/demoShopHistory.ts';
import { seedDemoCollect } from './modules/daifa/demo/demoCollect.ts';
import { seedDemoImports } from './modules/daifa/demo/demoImport.ts';
import { seedDemoOffline } from './modules/offline/demo/demoOffline.ts';
import { seedDemoPickup } from './modules/pickup/demo/demoPickup.ts';
import { seedDemoErp } from './modules/erp/demo/demoErp.ts';
import { startPickerSimulator } from './modules/pickup/demo/pickerSimulator.ts';
import { refreshShopDays } from './modules/statistics/shopTake.ts';
import { refreshPickupStatDays } from './modules/statistics/pickupStatDays.ts';
import { seedDemoReturnItems } from './modules/returns/demo/demoReturnItems.ts';
import { seedDemoCustomGoods } from './modules/customGoods/demo/demoCustomGoods.ts';
import { seedDemoPlatformSettings } from './modules/platformSettings/demo/demoPlatformSettings.ts';
import { seedDemoInterceptRules } from './modules/intercept/demo/demoInterceptRules.ts';
import { seedDemoAfterSales } from './modules/afterSale/demo/demoAfterSales.ts';
import { seedDemoIntercepts } from './modules/afterSale/demo/demoIntercepts.ts';
import { seedDemoReturns } from './modules/afterSale/demo/demoReturns.ts';
/** How often each demo picker answers a line (at the simulated world's speed 1). */
const PICKER_EVERY_MS = 90_000;

export interface Running {
  app: FastifyInstance;
  database: Database;
  postgres: RunningPostgres | null;
  seeded: boolean;
  /** Some demo account still signs in with its published password. */
  demoPasswords: boolean;
  stop(): Promise<void>;
}

/** Database up, migrated and seeded, then the HTTP app built (not yet listening). */
export async function boot(config: ServerConfig, log: (msg: string) => void): Promise<Running> {
  let postgres: RunningPostgres | null = null;
  let url = config.databaseUrl;
  if (!url) {
    postgres = await startEmbeddedPostgres({ dataDir: path.join(config.dataDir, 'pg'), log });
    await ensureDatabase(postgres.adminUrl, 'oms');
    url = postgres.urlFor('oms');
  }
  // every connection listens for the auth tables' changes (the kept sessions are forgotten on them)
  const callers = new CallerCache();
  const database = connect(url, 10, { onConnect: (client) => callers.adopt(client) });
  let shopRuntime: ShopRuntime | null = null;
  let fundsRuntime: FundsRuntime | null = null;
  let fulfilmentRuntime: FulfilmentRuntime | null = null;
  let unlock: (() => Promise<void>) | null = null;
  try {
    unlock = await startupLock(database);
    await runMigrations(database);
    const helpArticles = await syncHelpArticles(database.db);
    log(`帮助中心: ${helpArticles} articles from content/help`);
    const seeded = await seedDemoData(database.db);
    const demoPasswords = await demoPasswordsInUse(database.db);
    const aesKey = await secret(database.db, 'user-id-aes-key');
    shopRuntime = await startShopRuntime(database.db, url, config);
    if (shopRuntime.standIn) {
      log(
        `demo mode: shop platforms are the local stand-in at ${shopRuntime.standIn.url} (set OMS_PLATFORM_URL for real ones)`,
      );
      const synced = await provisionDemoShops(database.db, shopRuntime.services, shopRuntime.standIn.control);
      if (synced > 0) log(`demo shops authorised at the stand-in, ${synced} orders synced`);
    }
    const runtime = shopRuntime;
    const clodop = config.clodopStandIn ? await startDemoClodop(log) : null;
    fundsRuntime = await startFundsRuntime(database.db, url, config, log);
    const funds = fundsRuntime;
    fulfilmentRuntime = await startFulfilmentRuntime(database.db, url, config, log, runtime.waybillPartner);
    const fulfilment = fulfilmentRuntime;
    const listJobs = await startListJobs(
      database.db,
      createListKinds(database.db, {
        shops: runtime.services,
        funds: funds.services,
        daifa: fulfilment.services,
        brand: config.brand,
      }),
      runtime.queue,
      {
        work: config.runJobs,
        leaseSeconds: config.jobLeaseSeconds,
        sweepSeconds: config.jobSweepSeconds,
      },
    );
    if (seeded) await setDemoPayPasswords(database.db, (id, pin) => funds.services.payPasswords.set(id, pin));
    await unlock();
    unlock = null;
    // Every start proves the money adds up (in the background: it reads every ledger entry).
    void reconcile(database.db)
      .then((report) => log(describeReconcile(report)))
      .catch((e: unknown) => log(`reconcile could not run: ${(e as Error).message}`));
    const app = await buildApp(
      {
        db: database.db,
        config,
        aesKey,
        checkResponses: process.env.NODE_ENV !== 'production',
        callers,
        shops: runtime.services,
        listJobs,
        funds: funds.services,
        daifa: fulfilment.services,
      },
      {
        logger: loggerFor(config.logLevel, config.logFormat),
        disableRequestLogging: config.logFormat === 'pretty',
      },
    );
    if (seeded) {
      const orders = await seedDemoDaifa(
        database.db,
        funds.services,
        fulfilment.services.fulfilment,
        config.brand,
        fulfilment.services.market,
      );
      log(`demo dropship orders: ${orders} placed, paid and moved on`);
      const fromShop = await seedDemoFromShop(
        database.db,
        funds.services,
        fulfilment.services.market,
        config.brand,
      );
      log(`demo 下单代发 from synced orders: ${fromShop} placed and paid, as many linked and ready`);
      const links = await seedDemoAssociations(database.db, {
        market: fulfilment.services.market,
        kind: stallKindOf(config.brand),
        brand: config.brand,
      });
      if (links)
        log(
          `demo 商品关联: ${links.skus} SKUs, ${links.linked} linked, ${links.invalid} 已失效, ${links.suggested} with 建议`,
        );
      const history = await seedDemoShopHistory(database.db, {
        funds: funds.services,
        shops: runtime.services,
        market: fulfilment.services.market,
        brand: config.brand,
      });
      log(
        `demo 代发 history: ${history} shipped and finished shop orders went out through 代发 (40 % of 45 days)`,
      );
      const collects = await seedDemoCollect(
        database.db,
        funds.services,
        fulfilment.services.market,
        config.brand,
      );
      log(`demo 报单记录: ${collects} (placed and paid, 待核价, 失败, 草稿)`);
      const imports = await seedDemoImports(database.db, fulfilment.services.market, config.brand, listJobs);
      log(`demo 订单导入: ${imports} (a 淘宝 file placed by its job, a 拼多多 one with rows to fix)`);
      const custom = await seedDemoCustomGoods(database.db, config.brand);
      log(`demo 自定义商品: ${custom}`);
      const shipping = await seedDemoPlatformSettings(database.db);
      log(
        `demo 自定义发货信息: the seller's sender, remark and 中性包装, ${shipping.shops} shop under its own name; 提速发货 on ${shipping.platforms} platform rows`,
      );
      const intercept = await seedDemoInterceptRules(database.db);
      log(`demo 自动拦截策略: ${intercept.rules} rules, ${intercept.hits} orders waiting now hit`);
      const pickup = await seedDemoPickup(
        database.db,
        {
          funds: funds.services,
          fulfilment: fulfilment.services.fulfilment,
          market: fulfilment.services.market,
        },
        config.brand,
      );
      log(
        `demo 拿货任务: the purchaser fetches with its own team — ${pickup.stalls} stalls, ${pickup.lines} lines on today's board`,
      );
      if (runtime.standIn) {
        const erp = await seedDemoErp(database.db, runtime.services.erp);
        log(
          `demo 商品供应商: the purchaser's ERP read — ${erp.goods} goods (${erp.unassigned} 未指定供应商), ${erp.tasks} 采购单 lines on the board`,
        );
      }
      const returnItems = await seedDemoReturnItems(database.db, config.brand, {
        courier: fulfilment.services.courier,
        funds: funds.services,
      });
      log(
        `demo 退货登记: ${returnItems} returns registered from today's takes, in every state of the walk back; one far stall's sent by courier`,
      );
      const offline = await seedDemoOffline(database.db, fulfilment.services.market, config.brand);
      log(
        `demo 线下拿货单: ${offline.orders} and 线下退货单: ${offline.returns} (the purchaser's, in every state)`,
      );
      const afterSales = await seedDemoAfterSales(
        database.db,
        funds.services,
        fulfilment.services.fulfilment,
      );
      const returns = await seedDemoReturns(database.db, {
        funds: funds.services,
        returns: fulfilment.services.returns,
        warehouse: fulfilment.demoWarehouse,
      });
      log(
        `demo 售后: ${afterSales} 未发货仅退款 of one line of an order waiting at the stall, ${returns} 退货退款 in every stage (those on their way move on live)`,
      );
      const sendBacks = await seedDemoSendBacks(database.db, funds.services);
      log(`demo 寄回单: ${sendBacks} (待付款, 待寄回 moving on live at the desk, 已寄回)`);
      const auto = await seedDemoAutoAfterSale(database.db, {
        funds: funds.services,
        fulfilment: fulfilment.services.fulfilment,
        returns: fulfilment.services.returns,
      });
      log(
        `demo 自动售后: on for 未发货仅退款 and 已发货仅退款 (≤ ¥200); ${auto} shop refunds decided (已生成, 已跳过) in its log`,
      );
      const headless = await seedDemoHeadless(database.db);
      log(`demo 无头件: ${headless} (two claimed by the seller; the desk adds about six a day)`);
      if (fulfilment.demoWarehouse) {
        const handed = await handDemoOrdersToWarehouse(database.db, fulfilment.demoWarehouse);
        log(
          `demo: ${handed} open 代发 orders handed to the warehouse stand-in where they stand; they move on from here`,
        );
        const intercepts = await seedDemoIntercepts(database.db, {
          returns: fulfilment.services.returns,
          warehouse: fulfilment.demoWarehouse,
        });
        log(`demo 已发货仅退款: ${intercepts} parcels on their way asked back (拦截成功, 拦截失败, 拦截中)`);
      }
      const statDays = await refreshShopDays(database.db, 90);
      log(`demo 店铺拿退统计: ${statDays} shop-days of 90 rolled up`);
      const pickupDays = await refreshPickupStatDays(database.db, 90);
      log(`demo 缺货统计 / 拿退货统计: ${pickupDays} rows of 90 days rolled up`);
      const tenants = await database.db.execute<{ id: string }>(
        sql`select id from accounts where parent_id is null`,
      );
      const homeDays = await seedDemoHomeDaily(
        database.db,
        tenants.rows.map((r) => Number(r.id)),
      );
      log(
        `demo 工作台: ${homeDays} closed days recorded (30 a tenant) for yesterday's figures and the trend`,
      );
    }
    await startHousekeeping(
      runtime.queue,
      {
        db: database.db,
        funds: funds.services,
        daifa: fulfilment.services,
        erp: runtime.services.erp,
        goods: { market: fulfilment.services.market, kind: stallKindOf(config.brand), brand: config.brand },
      },
      {
        work: config.runJobs,
        onFailure: (sweep, error) =>
          app.log.warn({ err: error, sweep }, 'housekeeping sweep failed (retried)'),
      },
    );
    fulfilment.startSubmitter([() => tellDeskSendBacks(database.db, fulfilment.services.returns)]);
    const stopWriteBack = config.runJobs
      ? startWriteBackRunner(database.db, runtime.services, config.fulfilmentSubmitMs, (e) =>
          log(`sending waybills back to shops failed: ${(e as Error).message}`),
        )
      : () => undefined;
    const stopNotifier = config.runJobs
      ? startNotifier(database.db, 1000, (e) =>
          log(`writing messages from the outbox failed: ${(e as Error).message}`),
        )
      : () => undefined;
    // demo mode while its world moves (not the e2e stacks'): the other pickers keep answering their lines
    const sim = config.fulfilment.mode === 'standIn' ? config.fulfilment.simSpeed : 0;
    const stopPickers =
      runtime.standIn && config.runJobs && sim > 0
        ? startPickerSimulator(database.db, Math.round(PICKER_EVERY_MS / sim), (e) =>
            log(`the demo pickers stumbled: ${(e as Error).message}`),
          )
        : () => undefined;
    let stopped = false;
    return {
      app,
      database,
      postgres,
      seeded,
      demoPasswords,
      async stop() {
        if (stopped) return;
        stopped = true;
        // each phase timed: a stop over main.ts's 15 s budget (seen under load) says where it went —
        // after the fact, or while it is still in it at 10 s
        const running = new Set<string>();
        const watch = setTimeout(
          () => log(`stopping: still in ${[...running].join(', ')} after 10 s`),
          10_000,
        );
        watch.unref();
        const phase = async (name: string, run: () => Promise<unknown>) => {
          const t0 = performance.now();
          running.add(name);
          await run().catch(() => undefined);
          running.delete(name);
          const ms = performance.now() - t0;
          if (ms > 2000) log(`stopping: ${name} took ${(ms / 1000).toFixed(1)} s`);
        };
        // what sends us work goes quiet first — our loops, then the stand-ins and outside runtimes (side
        // by side: they are independent) — so closing waits only on requests already in flight
        listJobs.stop();
        stopWriteBack();
        stopNotifier();
        stopPickers();
        await Promise.all([
          phase('the warehouse side', () => fulfilment.stop()),
          phase('the funds side', () => funds.stop()),
          phase('the C-Lodop stand-in', async () => clodop?.close()),
        ]);
        await phase('open requests', () => app.close());
        await phase('the job queue', () => runtime.stop());
        await phase('the database pool', () => database.close());
        await phase('PostgreSQL', async () => postgres?.stop());
        clearTimeout(watch);
      },
    };
  } catch (e) {
    await unlock?.().catch(() => undefined);
    await fulfilmentRuntime?.stop().catch(() => undefined);
    await fundsRuntime?.stop().catch(() => undefined);
    await shopRuntime?.stop().catch(() => undefined);
    await database.close().catch(() => undefined);
    await postgres?.stop().catch(() => undefined);
    throw e;
  }
}

/** Demo mode: the C-Lodop stand-in on 8000/18000, so the console can print on this machine. */
async function startDemoClodop(log: (msg: string) => void) {
  // imported here so a production process never loads the stand-in
  const { startClodopStandIn } = await import('@oms/clodop-standin');
  try {
    const standIn = await startClodopStandIn({ servicePorts: [8000, 18000], controlPort: 0 });
    log(
      'demo mode: printing goes to the local C-Lodop stand-in on ports 8000 and 18000 (OMS_CLODOP_STANDIN=0 turns it off)',
    );
    return standIn;
  } catch {
    log('C-Lodop stand-in not started: port 8000 or 18000 is in use (a real C-Lodop prints instead)');
    return null;
  }
}
