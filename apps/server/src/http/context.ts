import type { Db } from '../db/client.ts';
import type { ServerConfig } from '../config.ts';
import type { ShopServices } from '../modules/shops/shopServices.ts';

export interface AppContext {
  db: Db;
  config: ServerConfig;
  /** Hex AES key for userIdAesStr. */
  aesKey: string;
  checkResponses: boolean;
  /** Platforms, sealed tokens and the sync queue of the shops module. */
  shops: ShopServices;
}
