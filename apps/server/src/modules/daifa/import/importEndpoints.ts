import type { FastifyInstance } from 'fastify';
import { daifaEndpoints } from '@oms/api-client';
import type { AppContext } from '../../../http/context.ts';
import { uploadedFile } from '../../../http/uploadedFile.ts';
import { registerEndpoint } from '../../../http/registerEndpoint.ts';
import { sendXlsx } from '../../../list/jobs/exportFiles.ts';
import { stallKindOf } from '../placement/goodsEndpoints.ts';
import { readImportFile } from './importFile.ts';
import { startImportPlace } from './importPlace.ts';
import { importErrorsFile, importTemplate } from './importXlsx.ts';
import {
  createImport,
  errorRowsOf,
  importRows,
  importSummary,
  recentImports,
  saveMapping,
  updateImportRow,
  type ImportDeps,
} from './imports.ts';

/** 订单导入: upload, mapping, the row report and its fixes, the errors file, the template, and 下单. */
export function registerImportEndpoints(app: FastifyInstance, ctx: AppContext) {
  const deps: ImportDeps = {
    market: ctx.daifa.market,
    kind: stallKindOf(ctx.config.brand),
    brand: ctx.config.brand,
  };
  const { db } = ctx;

  registerEndpoint(app, ctx, daifaEndpoints.importUpload, async ({ request, caller }) => {
    const file = await uploadedFile(request);
    const sheet = await readImportFile(file.fileName, file.data);
    return createImport(db, deps, caller, file.fileName, sheet);
  });

  registerEndpoint(app, ctx, daifaEndpoints.importPage, async ({ caller }) =>
    recentImports(db, caller.tenantId),
  );

  registerEndpoint(app, ctx, daifaEndpoints.importTemplate, { sendsFile: true }, async ({ reply }) =>
    sendXlsx(reply, { fileName: '订单导入模板.xlsx', file: await importTemplate() }),
  );

  registerEndpoint(app, ctx, daifaEndpoints.importGet, async ({ params, caller }) =>
    importSummary(db, caller.tenantId, params.id),
  );

  registerEndpoint(app, ctx, daifaEndpoints.importMapping, async ({ params, body, caller }) =>
    saveMapping(db, deps, caller, params.id, body),
  );

  registerEndpoint(app, ctx, daifaEndpoints.importRows, async ({ params, body, caller }) =>
    importRows(db, caller.tenantId, params.id, body),
  );

  registerEndpoint(app, ctx, daifaEndpoints.importRowUpdate, async ({ params, body, caller }) =>
    updateImportRow(db, deps, caller, params.id, body),
  );

  registerEndpoint(
    app,
    ctx,
    daifaEndpoints.importErrors,
    { sendsFile: true },
    async ({ params, caller, reply }) => {
      const { head, rows } = await errorRowsOf(db, caller.tenantId, params.id);
      const name = head.file_name.replace(/\.(xlsx|csv|txt)$/i, '');
      return sendXlsx(reply, {
        fileName: `${name}-错误行.xlsx`,
        file: await importErrorsFile(head.headers, rows),
      });
    },
  );

  registerEndpoint(app, ctx, daifaEndpoints.importPlace, async ({ params, body, caller }) =>
    startImportPlace(
      db,
      ctx.listJobs.kinds.bulk.daifaImports!,
      (jobId) => ctx.listJobs.startBulk(jobId),
      caller,
      params.id,
      body.requestKey,
    ),
  );
}
