import type { Db } from '../db/client.ts';
import type { SupplyDeps } from '../modules/daifa/association/supplyGoods.ts';
import { recheckAssociations } from '../modules/daifa/association/associationRecheck.ts';
import { suggestGoods } from '../modules/daifa/association/goodsSuggestions.ts';
import type { JobQueue } from './jobQueue.ts';
import type { FundsServices } from '../modules/funds/fundsServices.ts';
import type { DaifaServices } from '../modules/daifa/daifaServices.ts';
import { pruneCaptchas } from '../modules/auth/captcha.ts';
import { pruneLoginAttempts } from '../modules/auth/loginAttempts.ts';
import { dropExpiredExports } from '../list/jobs/exportJobs.ts';
import { pruneIdempotencyKeys } from '../modules/funds/idempotency.ts';
import { expireUnpaidOrders } from '../modules/daifa/payments/daifaPayments.ts';
import { compactTabCounts } from '../modules/daifa/orders/daifaOrders.ts';
import { finishSignedOrders } from '../modules/daifa/orders/finishOrders.ts';
import { rollOverPickupDay } from '../modules/pickup/dayRollover.ts';
import { refreshShopDays } from '../modules/statistics/shopTake.ts';
import { autoAssignAll } from '../modules/pickup/autoAssign.ts';
import { applyExceptionDefaults } from '../modules/daifa/abnormal/exceptionDefaults.ts';
import { closeReturnsWithoutWaybill } from '../modules/afterSale/returnCase.ts';
import { disposeExpiredProblems } from '../modules/afterSale/problemParcels.ts';
import { cancelUnpaidSendBacks } from '../modules/afterSale/sendBack/sendBackCancel.ts';
import { disposeUnclaimedHeadless } from '../modules/afterSale/headless/headlessParcels.ts';
import { runAutoAfterSales } from '../modules/afterSale/auto/autoRules.ts';
import { lapseShopRefunds } from '../modules/afterSale/shopAfterSale/shopAfterSaleLapse.ts';
import { compactAfterSaleCounts } from '../modules/afterSale/tabCounts.ts';
import { foldAllPickupDayCounts } from '../modules/pickup/dayCounts.ts';
import { refreshPickupStatDays } from '../modules/statistics/pickupStatDays.ts';
import { subscribeWaybills } from '../modules/printDelivery/waybills.ts';
import { syncAllErps } from '../modules/erp/erpSync.ts';
import { releaseDueHolds } from '../modules/intercept/releaseHolds.ts';
import type { ErpGateway } from '../modules/erp/erpGateway.ts';
import { remindDueReplenish } from '../modules/funds/payments/replenishReminders.ts';
import { warnExpiringShops } from '../modules/shops/shopExpiryReminders.ts';
import { markCollectOverdue } from '../modules/platformSettings/speedDelivery.ts';
import { pruneNotifyKeys } from '../modules/notify/drain.ts';
import { closeHomeDays } from '../modules/home/closeHomeDays.ts';
import { pruneAccountRates } from '../db/accountRate.ts';
import { copyPendingPhotos } from '../modules/afterSale/photos/parcelPhotos.ts';

export interface HousekeepingDeps {
  db: Db;
  funds: FundsServices;
  daifa: Pick<DaifaServices, 'fulfilment' | 'returns' | 'courier'>;
  /** The purchasers' ERPs, read every 5 minutes. */
  erp: ErpGateway;
  /** 商品关联's goods: the market and the brand's 自定义商品 (re-read hourly, 建议). */
  goods: SupplyDeps;
}

export interface Sweep {
  /** The pg-boss queue (and schedule) of this sweep alone. */
  name: string;
  cron: string;
  /** The cron's time zone (UTC when absent). */
  tz?: string;
  run(deps: HousekeepingDeps): Promise<unknown>;
}

/**
 * What housekeeping does, each on its own: a failing one is retried and logged by itself and holds no
 * other back (they once ran one after another in one `try`, so a captcha table hiccup skipped closing
 * unpaid orders). The business deadlines first; then rows that only mattered for a while (used or
 * expired captchas, stale sign-in counters, exports past their 7 days, idempotency keys past a day), so
 * an anonymous caller cannot grow the tables without bound.
 */
export const SWEEPS: readonly Sweep[] = [
  { name: 'housekeeping-daifa-expire-unpaid', cron: '*/10 * * * *', run: (d) => expireUnpaidOrders(d.db) },
  { name: 'housekeeping-daifa-finish-signed', cron: '*/10 * * * *', run: (d) => finishSignedOrders(d.db) },
  // a new day on the pick-up board: yesterday's open work comes over 待指派
  // the ERPs' goods and 采购单: open lines whose stall is known go on the pick-up board
  { name: 'housekeeping-erp-sync', cron: '*/5 * * * *', run: (d) => syncAllErps(d.db, d.erp) },
  { name: 'housekeeping-pickup-rollover', cron: '*/10 * * * *', run: (d) => rollOverPickupDay(d.db) },
  // 店铺拿退统计's rollup of the last days (daifa's own writes stay as they are)
  { name: 'housekeeping-statistics-shop-days', cron: '*/10 * * * *', run: (d) => refreshShopDays(d.db) },
  {
    name: 'housekeeping-statistics-pickup-days',
    cron: '*/10 * * * *',
    run: (d) => refreshPickupStatDays(d.db),
  },
  { name: 'housekeeping-pickup-day-counts', cron: '* * * * *', run: (d) => foldAllPickupDayCounts(d.db) },
  {
    name: 'housekeeping-courier-subscribe',
    cron: '*/10 * * * *',
    run: (d) => subscribeWaybills(d.db, d.daifa.courier),
  },
  // 自动指派 before the morning walk and the afternoon one (Shanghai time)
  {
    name: 'housekeeping-pickup-auto-morning',
    cron: '30 8 * * *',
    tz: 'Asia/Shanghai',
    run: (d) => autoAssignAll(d.db),
  },
  {
    name: 'housekeeping-pickup-auto-afternoon',
    cron: '0 14 * * *',
    tz: 'Asia/Shanghai',
    run: (d) => autoAssignAll(d.db),
  },
  {
    name: 'housekeeping-daifa-exception-defaults',
    cron: '*/10 * * * *',
    run: (d) => applyExceptionDefaults(d.db, { funds: d.funds, fulfilment: d.daifa.fulfilment }),
  },
  {
    name: 'housekeeping-aftersale-no-waybill',
    cron: '*/10 * * * *',
    run: (d) => closeReturnsWithoutWaybill(d.db, d.daifa.returns),
  },
  {
    name: 'housekeeping-aftersale-sendback-unpaid',
    cron: '* * * * *',
    run: (d) => cancelUnpaidSendBacks(d.db, { funds: d.funds, returns: d.daifa.returns }),
  },
  {
    name: 'housekeeping-aftersale-auto',
    cron: '* * * * *',
    run: (d) =>
      runAutoAfterSales(d.db, { funds: d.funds, fulfilment: d.daifa.fulfilment, returns: d.daifa.returns }),
  },
  { name: 'housekeeping-shop-refund-lapse', cron: '*/10 * * * *', run: (d) => lapseShopRefunds(d.db) },
  {
    name: 'housekeeping-aftersale-photos',
    cron: '* * * * *',
    run: (d) => copyPendingPhotos(d.db, d.daifa.returns),
  },
  {
    name: 'housekeeping-aftersale-headless-unclaimed',
    cron: '*/10 * * * *',
    run: (d) => disposeUnclaimedHeadless(d.db),
  },
  {
    name: 'housekeeping-aftersale-problem-deadline',
    cron: '*/10 * * * *',
    run: (d) => disposeExpiredProblems(d.db, d.funds),
  },
  { name: 'housekeeping-daifa-tab-counts', cron: '*/10 * * * *', run: (d) => compactTabCounts(d.db) },
  /** 提速发货's orders not collected 20 h after their early write-back: 揽收超时. */
  { name: 'housekeeping-daifa-collect-overdue', cron: '*/10 * * * *', run: (d) => markCollectOverdue(d.db) },
  /** 自动拦截策略's holds with a time limit, lifted when due. */
  { name: 'housekeeping-intercept-release', cron: '* * * * *', run: (d) => releaseDueHolds(d.db) },
  // 商品关联: each link's goods read again hourly (价格变动, 已失效); 建议 for SKUs new or not looked at in a day
  {
    name: 'housekeeping-goods-association-recheck',
    cron: '*/10 * * * *',
    run: (d) => recheckAssociations(d.db, d.goods),
  },
  { name: 'housekeeping-goods-suggestions', cron: '*/10 * * * *', run: (d) => suggestGoods(d.db, d.goods) },
  {
    name: 'housekeeping-aftersale-tab-counts',
    cron: '*/10 * * * *',
    run: (d) => compactAfterSaleCounts(d.db),
  },
  // 消息中心: 补款 near their deadline, shops near their expiry (the morning's), the notifier's old keys
  { name: 'housekeeping-notify-replenish-due', cron: '*/10 * * * *', run: (d) => remindDueReplenish(d.db) },
  {
    name: 'housekeeping-notify-shop-expiry',
    cron: '0 9 * * *',
    tz: 'Asia/Shanghai',
    run: (d) => warnExpiringShops(d.db),
  },
  // 工作台: yesterday closes for every tenant
  {
    name: 'housekeeping-home-close-day',
    cron: '5 0 * * *',
    tz: 'Asia/Shanghai',
    run: (d) => closeHomeDays(d.db),
  },
  { name: 'housekeeping-prune-notify-keys', cron: '17 * * * *', run: (d) => pruneNotifyKeys(d.db) },
  { name: 'housekeeping-prune-account-rates', cron: '23 * * * *', run: (d) => pruneAccountRates(d.db) },
  { name: 'housekeeping-prune-captchas', cron: '*/10 * * * *', run: (d) => pruneCaptchas(d.db) },
  { name: 'housekeeping-prune-login-attempts', cron: '*/10 * * * *', run: (d) => pruneLoginAttempts(d.db) },
  { name: 'housekeeping-drop-expired-exports', cron: '*/10 * * * *', run: (d) => dropExpiredExports(d.db) },
  {
    name: 'housekeeping-prune-idempotency-keys',
    cron: '*/10 * * * *',
    run: (d) => pruneIdempotencyKeys(d.db),
  },
];

/**
 * Each sweep as a scheduled pg-boss job: pg-boss sends one job a tick across all server processes on
 * the database (the schedule lives in PostgreSQL), any job-running process takes it, a failure is
 * retried with backoff and kept with its error (pgboss.job, 7 days) besides the log line.
 */
export async function startHousekeeping(
  queue: JobQueue,
  deps: HousekeepingDeps,
  options: {
    work: boolean;
    onFailure: (sweep: string, error: unknown) => void;
    sweeps?: readonly Sweep[];
    /** How often an idle worker looks for its sweep's job (default 30 s). */
    pollSeconds?: number;
  },
): Promise<void> {
  const { boss } = queue;
  for (const sweep of options.sweeps ?? SWEEPS) {
    await boss.createQueue(sweep.name, {
      name: sweep.name,
      // a tick's job waits at most once: a slow sweep is not stacked up behind itself
      policy: 'singleton',
      retryLimit: 3,
      retryDelay: 30,
      retryBackoff: true,
      expireInSeconds: 10 * 60,
    });
    if (options.work)
      // Ticks come every 10 minutes: polling each queue every 30 s is prompt enough and keeps eight
      // queues from asking PostgreSQL every few seconds in every process.
      await boss.work(
        sweep.name,
        { batchSize: 1, pollingIntervalSeconds: options.pollSeconds ?? 30 },
        async () => {
          try {
            await sweep.run(deps);
          } catch (error) {
            options.onFailure(sweep.name, error);
            throw error;
          }
        },
      );
    await boss.schedule(sweep.name, sweep.cron, {}, sweep.tz ? { tz: sweep.tz } : {});
  }
}
