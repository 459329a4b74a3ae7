import { daifaEndpoints } from '@oms/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../http/context.ts';
import { registerEndpoint } from '../../../http/registerEndpoint.ts';
import { createBulkJob } from '../../../list/jobs/bulkJobs.ts';
import { sendXlsx } from '../../../list/jobs/exportFiles.ts';
import { createExport, directExport } from '../../../list/jobs/exportJobs.ts';
import { daifaSelectionWhere } from './daifaOrderPage.ts';
import { payDaifaOrders } from '../payments/daifaPay.ts';

/** 代发订单's 批量支付 and, on the list module's jobs, 批量取消/挂起/恢复 and 导出. */
export function registerDaifaJobs(app: FastifyInstance, ctx: AppContext) {
  const { db, funds } = ctx;
  const { kinds } = ctx.listJobs;

  registerEndpoint(app, ctx, daifaEndpoints.pay, async ({ body, caller }) =>
    db.transaction((tx) =>
      payDaifaOrders(
        tx,
        funds,
        caller,
        daifaSelectionWhere(caller.tenantId, body.selection),
        body.selection.mode,
      ),
    ),
  );

  registerEndpoint(app, ctx, daifaEndpoints.bulk, async ({ body, caller }) => {
    const job = await createBulkJob(db, kinds.bulk.daifaOrders!, caller, body.action, body.selection);
    await ctx.listJobs.startBulk(job.id);
    return job;
  });

  registerEndpoint(app, ctx, daifaEndpoints.exportJob, async ({ body, caller }) => {
    const job = await createExport(db, kinds.exports.daifaOrders!, caller, body.selection);
    await ctx.listJobs.startExport(job.id);
    return job;
  });

  registerEndpoint(
    app,
    ctx,
    daifaEndpoints.exportFile,
    { sendsFile: true },
    async ({ body, caller, reply }) =>
      sendXlsx(reply, await directExport(ctx.db, kinds.exports.daifaOrders!, caller, body.selection)),
  );
}
