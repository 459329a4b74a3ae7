import type { Db } from '../db/client.ts';
import type { ListKinds } from '../list/jobs/listJobKinds.ts';
import { shopOrderBulkKind } from './shopOrders/shopOrderBulk.ts';
import { shopOrderExportKind } from './shopOrders/shopOrderExport.ts';
import type { ShopServices } from './shops/shopServices.ts';
import { billExportKind } from './funds/billExport.ts';
import type { FundsServices } from './funds/fundsServices.ts';
import { daifaBulkKind } from './daifa/daifaBulk.ts';
import { daifaExportKind } from './daifa/daifaExport.ts';
import type { DaifaServices } from './daifa/daifaServices.ts';

/** Every list with bulk actions or exports; the next list (售后…) adds its kinds here. */
export function createListKinds(
  db: Db,
  deps: { shops: ShopServices; funds: FundsServices; daifa: DaifaServices },
): ListKinds {
  return {
    bulk: { shopOrders: shopOrderBulkKind(db, deps.shops), daifaOrders: daifaBulkKind(db, deps) },
    exports: {
      shopOrders: shopOrderExportKind(db),
      bills: billExportKind(db),
      daifaOrders: daifaExportKind(db),
    },
  };
}
