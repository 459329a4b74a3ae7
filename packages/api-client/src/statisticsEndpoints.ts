import { endpoint } from './endpoints.ts';
import { nullData } from './schemas/common.ts';
import {
  outStockPageSchema,
  outStockRequestSchema,
  shopTakeStatisticsSchema,
  statisticsRangeSchema,
  takeReturnStatisticsSchema,
} from './schemas/statistics.ts';

export const SHOP_TAKE_STATISTICS_CODE = '/statistics/orderTakeStatistics';
export const OUT_STOCK_CODE = '/statistics/outStock';
export const TAKE_RETURN_CODE = '/statistics/takeReturn';
const shop = { kind: 'signedIn', permission: SHOP_TAKE_STATISTICS_CODE } as const;
const outStock = { kind: 'purchaser', permission: OUT_STOCK_CODE, manualDelivery: true } as const;
const takeReturn = { kind: 'purchaser', permission: TAKE_RETURN_CODE, manualDelivery: true } as const;
const base = '/api/b2/statistics';

/** 数据统计 (issue 28 §4): 店铺拿退统计 for every account, 缺货统计 and 拿退货统计 of the own team. */
export const statisticsEndpoints = {
  shopTake: endpoint({
    method: 'POST',
    path: `${base}/shopTake`,
    access: shop,
    body: statisticsRangeSchema,
    data: shopTakeStatisticsSchema,
  }),
  shopTakeExport: endpoint({
    method: 'POST',
    path: `${base}/shopTake/export`,
    access: shop,
    body: statisticsRangeSchema,
    data: nullData,
  }),
  outStock: endpoint({
    method: 'POST',
    path: `${base}/outStock`,
    access: outStock,
    body: outStockRequestSchema,
    data: outStockPageSchema,
  }),
  outStockExport: endpoint({
    method: 'POST',
    path: `${base}/outStock/export`,
    access: outStock,
    body: outStockRequestSchema,
    data: nullData,
  }),
  takeReturn: endpoint({
    method: 'POST',
    path: `${base}/takeReturn`,
    access: takeReturn,
    body: statisticsRangeSchema,
    data: takeReturnStatisticsSchema,
  }),
  takeReturnExport: endpoint({
    method: 'POST',
    path: `${base}/takeReturn/export`,
    access: takeReturn,
    body: statisticsRangeSchema,
    data: nullData,
  }),
};
