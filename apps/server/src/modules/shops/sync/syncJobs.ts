import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import { shops } from '../../../db/schema.ts';
import type { JobQueue } from '../../../jobs/jobQueue.ts';
import { syncShop, type SyncDeps, type SyncTrigger } from './syncShop.ts';

export const SHOP_SYNC_QUEUE = 'shop-sync';
const SHOP_SYNC_TICK = 'shop-sync-tick';

interface ShopSyncJob {
  shopId: number;
  trigger: SyncTrigger;
}

export interface ShopSyncScheduler {
  /** Queues a sync of the shop unless one is already waiting (a running one does not block the next). */
  enqueue(shopId: number, trigger: SyncTrigger): Promise<void>;
}

/**
 * The shop-sync queue: a cron tick every minute queues each syncable shop; workers in every server
 * process take them. The queue is `short` keyed by shop, so a shop never waits in it twice; the lease
 * inside `syncShop` keeps two runs off one shop, and a killed process's shop is taken again once its
 * lease lapses (a `stately` queue would hold the next run back until the dead job expired).
 */
export async function startShopSync(
  queue: JobQueue,
  deps: SyncDeps,
  options: { work?: boolean } = {},
): Promise<ShopSyncScheduler> {
  const { boss } = queue;
  await boss.createQueue(SHOP_SYNC_QUEUE, {
    name: SHOP_SYNC_QUEUE,
    // At most one waiting sync per shop; a second may start while one runs (or while a killed
    // process's job still counts as active) — the lease inside syncShop keeps them off each other.
    policy: 'short',
    retryLimit: 5,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
  });
  await boss.createQueue(SHOP_SYNC_TICK, { name: SHOP_SYNC_TICK, policy: 'singleton' });

  const enqueue = async (shopId: number, trigger: SyncTrigger) => {
    await boss.send(SHOP_SYNC_QUEUE, { shopId, trigger } satisfies ShopSyncJob, {
      singletonKey: String(shopId),
    });
  };

  if (options.work ?? true) {
    await boss.work<ShopSyncJob>(
      SHOP_SYNC_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: 1 },
      async ([job]) => {
        const outcome = await syncShop(deps, job!.data.shopId, job!.data.trigger);
        // Transient platform failures go back to the queue, which retries with growing delays.
        if (outcome.state === 'FAILED' && outcome.transient) throw new Error(outcome.error);
      },
    );
    await boss.work(SHOP_SYNC_TICK, { batchSize: 1 }, async () => {
      const due = await deps.db
        .select({ id: shops.id })
        .from(shops)
        .where(
          and(
            eq(shops.authState, 'AUTHORIZED'),
            sql`${shops.expireTime} > now()`,
            isNotNull(shops.accessTokenSealed),
            or(sql`${shops.platform} <> 'REDBOOK'`, isNotNull(shops.verifiedAt)),
          ),
        );
      for (const shop of due) await enqueue(shop.id, 'SCHEDULE');
    });
    await boss.schedule(SHOP_SYNC_TICK, '* * * * *');
  }
  return { enqueue };
}
