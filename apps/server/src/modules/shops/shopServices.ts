import type { PlatformAdapter } from './platform/adapter.ts';
import type { ErpGateway } from '../erp/erpGateway.ts';
import type { ShopSyncScheduler } from './sync/syncJobs.ts';
import { syncShop, type SyncDeps, type SyncTrigger } from './sync/syncShop.ts';
import type { TokenSeal } from './tokenSeal.ts';

/** What the shops and shop-orders endpoints need beyond the database. */
export interface ShopServices {
  adapterFor(channel: string): PlatformAdapter;
  seal: TokenSeal;
  /** Where platforms send the browser back after authorisation (a console page). */
  authorizeReturnUrl: string;
  /** Starts a sync of the shop in the background: on the job queue when there is one. */
  requestSync(shopId: number, trigger: SyncTrigger): Promise<void>;
  syncDeps: SyncDeps;
  /** The purchasers' ERPs (快麦), served beside the platforms: the stand-in in demo mode. */
  erp: ErpGateway;
}

export function createShopServices(input: {
  syncDeps: SyncDeps;
  authorizeReturnUrl: string;
  scheduler: ShopSyncScheduler | null;
  erp: ErpGateway;
}): ShopServices {
  const { syncDeps, scheduler } = input;
  return {
    adapterFor: syncDeps.adapterFor,
    seal: syncDeps.seal,
    authorizeReturnUrl: input.authorizeReturnUrl,
    syncDeps,
    erp: input.erp,
    async requestSync(shopId, trigger) {
      if (scheduler) return scheduler.enqueue(shopId, trigger);
      // Without a queue (API-only tests) the sync runs in this process, after the answer.
      void syncShop(syncDeps, shopId, trigger).catch(() => undefined);
    },
  };
}
