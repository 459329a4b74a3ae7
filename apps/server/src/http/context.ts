import type { Db } from '../db/client.ts';
import type { ServerConfig } from '../config.ts';
import type { ShopServices } from '../modules/shops/shopServices.ts';
import type { ListJobServices } from '../list/jobs/listJobRuntime.ts';
import type { FundsServices } from '../modules/funds/fundsServices.ts';
import type { DaifaServices } from '../modules/daifa/daifaServices.ts';
import type { CallerCache } from './callerCache.ts';

export interface AppContext {
  db: Db;
  config: ServerConfig;
  /** Hex AES key for userIdAesStr. */
  aesKey: string;
  checkResponses: boolean;
  /** Resolved sessions, kept while the pool listens for the auth tables' changes (none: every request reads its session). */
  callers?: CallerCache;
  /** Platforms, sealed tokens and the sync queue of the shops module. */
  shops: ShopServices;
  /** Bulk actions and exports of the lists, on the job queue. */
  listJobs: ListJobServices;
  /** Ledger, payments (Alipay or its stand-in), PINs and SMS codes. */
  funds: FundsServices;
  /** The warehouse and the market (or their stand-in), and the hooks later modules join. */
  daifa: DaifaServices;
}
