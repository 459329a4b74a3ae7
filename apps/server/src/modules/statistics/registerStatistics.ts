import type { FastifyInstance } from 'fastify';
import { statisticsEndpoints as e } from '@oms/api-client';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { sendXlsx } from '../../list/jobs/exportFiles.ts';
import { xlsxFile } from '../../list/jobs/exportJobs.ts';
import { outStockPage } from './outStock.ts';
import { cachedPickupStat } from './statisticsCache.ts';
import { shopTakeStatistics } from './shopTake.ts';
import { takeReturnStatistics } from './takeReturn.ts';
import { outStockWorkbook, shopTakeWorkbook, takeReturnWorkbook } from './statisticsExports.ts';

/** Rows one 缺货统计 export writes at most. */
const OUT_STOCK_EXPORT_MAX = 5000;

/** 数据统计: 店铺拿退统计, 缺货统计, 拿退货统计, each with its .xlsx. */
export function registerStatistics(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  registerEndpoint(app, ctx, e.shopTake, ({ body, caller }) => shopTakeStatistics(db, caller.tenantId, body));
  registerEndpoint(app, ctx, e.shopTakeExport, { sendsFile: true }, async ({ body, caller, reply }) =>
    sendXlsx(
      reply,
      xlsxFile('店铺拿退统计', await shopTakeWorkbook(await shopTakeStatistics(db, caller.tenantId, body))),
    ),
  );
  registerEndpoint(app, ctx, e.outStock, ({ body, caller }) =>
    cachedPickupStat(db, caller.tenantId, 'outStock', body, () => outStockPage(db, caller.tenantId, body)),
  );
  registerEndpoint(app, ctx, e.outStockExport, { sendsFile: true }, async ({ body, caller, reply }) => {
    const all = { ...body, pageNum: 1, pageSize: OUT_STOCK_EXPORT_MAX };
    const page = await outStockPage(db, caller.tenantId, all);
    return sendXlsx(reply, xlsxFile('缺货统计', await outStockWorkbook(page, body.by === 'ARTICLE')));
  });
  registerEndpoint(app, ctx, e.takeReturn, ({ body, caller }) =>
    cachedPickupStat(db, caller.tenantId, 'takeReturn', body, () =>
      takeReturnStatistics(db, caller.tenantId, body),
    ),
  );
  registerEndpoint(app, ctx, e.takeReturnExport, { sendsFile: true }, async ({ body, caller, reply }) =>
    sendXlsx(
      reply,
      xlsxFile('拿退货统计', await takeReturnWorkbook(await takeReturnStatistics(db, caller.tenantId, body))),
    ),
  );
}
