import type { Db } from '../db/client.ts';
import type { ServerConfig } from '../config.ts';

export interface AppContext {
  db: Db;
  config: ServerConfig;
  /** Hex AES key for userIdAesStr. */
  aesKey: string;
  checkResponses: boolean;
}
