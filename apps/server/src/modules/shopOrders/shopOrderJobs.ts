import { shopOrderEndpoints } from '@oms/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { createBulkJob } from '../../list/jobs/bulkJobs.ts';
import { sendXlsx } from '../../list/jobs/exportFiles.ts';
import { createExport, directExport } from '../../list/jobs/exportJobs.ts';

/** 同步订单's bulk actions and exports, on the list module's jobs. */
export function registerShopOrderJobs(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const { kinds } = ctx.listJobs;

  registerEndpoint(app, ctx, shopOrderEndpoints.bulk, async ({ body, caller }) => {
    const job = await createBulkJob(db, kinds.bulk.shopOrders!, caller, body.action, body.selection);
    await ctx.listJobs.startBulk(job.id);
    return job;
  });

  registerEndpoint(app, ctx, shopOrderEndpoints.exportJob, async ({ body, caller }) => {
    const job = await createExport(db, kinds.exports.shopOrders!, caller, body.selection);
    await ctx.listJobs.startExport(job.id);
    return job;
  });

  // The export helper's direct download, for what fits in one answer; bigger ones go to 导出记录.
  registerEndpoint(
    app,
    ctx,
    shopOrderEndpoints.exportFile,
    { sendsFile: true },
    async ({ body, caller, reply }) =>
      sendXlsx(reply, await directExport(ctx.db, kinds.exports.shopOrders!, caller, body.selection)),
  );
}
