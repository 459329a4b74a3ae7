import type { Db } from '../db/client.ts';
import type { ListKinds } from '../list/jobs/listJobKinds.ts';
import { shopOrderBulkKind } from './shopOrders/shopOrderBulk.ts';
import { shopOrderExportKind } from './shopOrders/shopOrderExport.ts';
import type { ShopServices } from './shops/shopServices.ts';
import { billExportKind } from './funds/balance/billExport.ts';
import type { FundsServices } from './funds/fundsServices.ts';
import { daifaBulkKind } from './daifa/orders/daifaBulk.ts';
import { daifaExportKind } from './daifa/orders/daifaExport.ts';
import { afterSaleExportKind } from './afterSale/afterSaleExport.ts';
import { afterSaleBulkKind } from './afterSale/afterSaleBulk.ts';
import { pickupExportKind } from './pickup/pickupExport.ts';
import { pickupCodeExportKind } from './pickup/pickupCodes.ts';
import { returnExportKind } from './returns/returnExport.ts';
import type { DaifaServices } from './daifa/daifaServices.ts';
import { importPlaceKind } from './daifa/import/importPlace.ts';
import { stallKindOf } from './daifa/placement/goodsEndpoints.ts';
import type { Brand } from '@oms/api-client';
import { associationBulkKind } from './daifa/association/associationBulk.ts';
import { associationExportKind } from './daifa/association/associationFile.ts';

/** Every list with bulk actions or exports; the next list (售后…) adds its kinds here. */
export function createListKinds(
  db: Db,
  deps: { shops: ShopServices; funds: FundsServices; daifa: DaifaServices; brand: Brand },
): ListKinds {
  return {
    bulk: {
      shopOrders: shopOrderBulkKind(db, deps.shops),
      daifaOrders: daifaBulkKind(db, deps),
      afterSales: afterSaleBulkKind(db, { returns: deps.daifa.returns }),
      goodsAssociations: associationBulkKind(db, {
        market: deps.daifa.market,
        kind: stallKindOf(deps.brand),
        brand: deps.brand,
      }),
      daifaImports: importPlaceKind(db, {
        funds: deps.funds,
        market: deps.daifa.market,
        kind: stallKindOf(deps.brand),
        brand: deps.brand,
      }),
    },
    exports: {
      shopOrders: shopOrderExportKind(db),
      bills: billExportKind(db),
      daifaOrders: daifaExportKind(db),
      afterSales: afterSaleExportKind(db),
      pickupTasks: pickupExportKind(db),
      pickupCodes: pickupCodeExportKind(db),
      returnItems: returnExportKind(db),
      goodsAssociations: associationExportKind(db),
    },
  };
}
