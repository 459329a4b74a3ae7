import { DIRECT_EXPORT_MAX_ROWS, shopOrderEndpoints } from '@oms/api-client';
import type { FastifyInstance } from 'fastify';
import { PassThrough } from 'node:stream';
import { invalid } from '../../http/apiError.ts';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { createBulkJob } from '../../list/jobs/bulkJobs.ts';
import { attachmentHeader, XLSX_TYPE } from '../../list/jobs/exportFiles.ts';
import { countForExport, createExport, exportFileName } from '../../list/jobs/exportJobs.ts';
import { writeShopOrdersXlsx } from './shopOrderExport.ts';

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
    async ({ body, caller, reply }) => {
      const total = await countForExport(kinds.exports.shopOrders!, caller, body.selection);
      if (total > DIRECT_EXPORT_MAX_ROWS) {
        throw invalid(`超过${DIRECT_EXPORT_MAX_ROWS}条，请使用后台导出（导出记录中下载）`, 'selection');
      }
      const out = new PassThrough();
      const chunks: Buffer[] = [];
      out.on('data', (c: Buffer) => chunks.push(c));
      await writeShopOrdersXlsx(db, caller, body.selection, out, async () => undefined);
      out.end();
      reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', attachmentHeader(exportFileName('同步订单', new Date())))
        .header('cache-control', 'no-store');
      return reply.send(Buffer.concat(chunks));
    },
  );
}
