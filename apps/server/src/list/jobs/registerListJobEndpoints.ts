import type { FastifyInstance } from 'fastify';
import type { Endpoint, ListKey } from '@oms/api-client';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { createBulkJob, type Selection } from './bulkJobs.ts';
import { sendXlsx } from './exportFiles.ts';
import { createExport, directExport } from './exportJobs.ts';

type Selected = { selection: Selection; action?: unknown };

/**
 * A list's 批量 and 导出 endpoints on the list module's jobs, all alike: `bulk` makes a job of the
 * selection and action, `exportJob` a background export into 导出记录, `exportFile` the small export
 * answered as the .xlsx itself. The list's kinds are registered in `modules/listKinds.ts`.
 */
export function registerListJobEndpoints(
  app: FastifyInstance,
  ctx: AppContext,
  listKey: ListKey,
  endpoints: { bulk?: Endpoint; exportJob?: Endpoint; exportFile?: Endpoint },
) {
  const { db, listJobs } = ctx;
  const body = (b: unknown) => b as Selected;
  if (endpoints.bulk)
    registerEndpoint(app, ctx, endpoints.bulk, async (input) => {
      const { selection, action } = body(input.body);
      const job = await createBulkJob(db, listJobs.kinds.bulk[listKey]!, input.caller!, action, selection);
      await listJobs.startBulk(job.id);
      return job;
    });
  if (endpoints.exportJob)
    registerEndpoint(app, ctx, endpoints.exportJob, async (input) => {
      const job = await createExport(
        db,
        listJobs.kinds.exports[listKey]!,
        input.caller!,
        body(input.body).selection,
      );
      await listJobs.startExport(job.id);
      return job;
    });
  if (endpoints.exportFile)
    registerEndpoint(app, ctx, endpoints.exportFile, { sendsFile: true }, async (input) =>
      sendXlsx(
        input.reply,
        await directExport(db, listJobs.kinds.exports[listKey]!, input.caller!, body(input.body).selection),
      ),
    );
}
