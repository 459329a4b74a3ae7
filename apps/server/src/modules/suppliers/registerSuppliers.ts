import type { FastifyInstance } from 'fastify';
import { supplierEndpoints } from '@oms/api-client';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { saveSupplier, setSupplierState, supplierPage, supplierTree } from './suppliers.ts';
import { mergeSuppliers } from './supplierMerge.ts';
import { importSuppliers, supplierTemplate, supplierWorkbook } from './supplierSheet.ts';
import { sendXlsx } from '../../list/jobs/exportFiles.ts';
import { xlsxFile } from '../../list/jobs/exportJobs.ts';
import { uploadedFile } from '../../http/uploadedFile.ts';

/** 供应商管理: who may call is settled by the contract (the entry + manual delivery, purchasers only). */
export function registerSuppliers(app: FastifyInstance, ctx: AppContext) {
  const e = supplierEndpoints;
  registerEndpoint(app, ctx, e.tree, ({ caller }) => supplierTree(ctx.db, caller));
  registerEndpoint(app, ctx, e.page, ({ body, caller }) => supplierPage(ctx.db, caller, body));
  registerEndpoint(app, ctx, e.save, ({ body, caller }) => saveSupplier(ctx.db, caller, body));
  registerEndpoint(app, ctx, e.state, ({ body, caller }) =>
    setSupplierState(ctx.db, caller, body.ids, body.state),
  );
  registerEndpoint(app, ctx, e.merge, ({ body, caller }) => mergeSuppliers(ctx.db, caller, body));
  registerEndpoint(app, ctx, e.exportFile, { sendsFile: true }, async ({ body, caller, reply }) =>
    sendXlsx(reply, xlsxFile('供应商', await supplierWorkbook(ctx.db, caller, body))),
  );
  registerEndpoint(app, ctx, e.template, { sendsFile: true }, async ({ reply }) =>
    sendXlsx(reply, { fileName: '供应商导入模板.xlsx', file: await supplierTemplate() }),
  );
  registerEndpoint(app, ctx, e.importFile, async ({ request, caller }) => {
    const file = await uploadedFile(request);
    return importSuppliers(ctx.db, caller, file.fileName, file.data);
  });
}
