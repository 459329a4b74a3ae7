import { listJobEndpoints } from '@oms/api-client';
import type { FastifyInstance } from 'fastify';
import { forbidden, invalid, notFound } from '../../http/apiError.ts';
import { hasPermission, type Caller } from '../../http/caller.ts';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { readBulkJob, readBulkJobItems, retryBulkJob } from './bulkJobs.ts';
import { attachmentHeader, chunkSource, XLSX_TYPE } from './exportFiles.ts';
import { findExport, listExportsOf } from './exportJobs.ts';

/** Jobs and exports of any list: the creator's own only, and only while they may still open that list. */
export function registerListJobs(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const { kinds } = ctx.listJobs;
  const mayOpen = (caller: Caller, listKey: string) => {
    const permission = kinds.bulk[listKey]?.permission ?? kinds.exports[listKey]?.permission;
    if (!permission || !hasPermission(caller, permission))
      throw forbidden('暂无权限，请联系主账号管理人员开通权限');
  };
  const ownJob = async (caller: Caller, id: number) => {
    const job = await readBulkJob(db, id, caller.accountId);
    if (!job) throw notFound('批量任务不存在');
    mayOpen(caller, job.listKey);
    return job;
  };

  registerEndpoint(app, ctx, listJobEndpoints.bulkJob, async ({ params, caller }) =>
    ownJob(caller, params.id),
  );

  registerEndpoint(app, ctx, listJobEndpoints.bulkJobItems, async ({ params, query, caller }) => {
    await ownJob(caller, params.id);
    return readBulkJobItems(db, params.id, query.failedOnly === 'true');
  });

  registerEndpoint(app, ctx, listJobEndpoints.retryBulkJob, async ({ params, caller }) => {
    await ownJob(caller, params.id);
    const job = await retryBulkJob(db, params.id, caller);
    await ctx.listJobs.startBulk(job.id);
    return job;
  });

  registerEndpoint(app, ctx, listJobEndpoints.exports, async ({ query, caller }) =>
    (await listExportsOf(db, caller.accountId, query.listKey)).filter((e) => {
      const permission = kinds.exports[e.listKey]?.permission;
      return permission !== undefined && hasPermission(caller, permission);
    }),
  );

  registerEndpoint(
    app,
    ctx,
    listJobEndpoints.exportFile,
    { sendsFile: true },
    async ({ params, caller, reply }) => {
      const found = await findExport(db, params.id, caller.accountId);
      if (!found || found.expiresAt <= new Date()) throw notFound('导出记录不存在或已过期');
      mayOpen(caller, found.listKey);
      if (found.state !== 'FINISHED') throw invalid('文件还在生成中，请稍后再下载', 'id');
      reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', attachmentHeader(found.fileName))
        .header('cache-control', 'no-store');
      if (found.bytes !== null) reply.header('content-length', String(found.bytes));
      return reply.send(chunkSource(db, found.id));
    },
  );
}
