import type { Db } from '../db/client.ts';
import type { ListKinds } from '../list/jobs/listJobKinds.ts';
import { shopOrderBulkKind } from './shopOrders/shopOrderBulk.ts';
import { shopOrderExportKind } from './shopOrders/shopOrderExport.ts';
import type { ShopServices } from './shops/shopServices.ts';
import { billExportKind } from './funds/billExport.ts';

/** Every list with bulk actions or exports; the next list (代发订单, 售后…) adds its kinds here. */
export function createListKinds(db: Db, shops: ShopServices): ListKinds {
  return {
    bulk: { shopOrders: shopOrderBulkKind(db, shops) },
    exports: { shopOrders: shopOrderExportKind(db), bills: billExportKind(db) },
  };
}
