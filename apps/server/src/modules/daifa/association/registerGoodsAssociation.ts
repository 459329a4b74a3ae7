import type { FastifyInstance } from 'fastify';
import { goodsAssociationEndpoints as e } from '@oms/api-client';
import type { AppContext } from '../../../http/context.ts';
import { registerEndpoint } from '../../../http/registerEndpoint.ts';
import { uploadedFile } from '../../../http/uploadedFile.ts';
import { registerListJobEndpoints } from '../../../list/jobs/registerListJobEndpoints.ts';
import { readImportFile } from '../import/importFile.ts';
import { stallKindOf } from '../placement/goodsEndpoints.ts';
import { associateArticle } from './articleAssociate.ts';
import { associationHistory, dissociate, goodsAssociationPage } from './associationPage.ts';
import { importAssociations } from './associationFile.ts';
import { associate } from './goodsAssociation.ts';

/** 商品关联 (/goods/association): its list, 关联 (one SKU or a 货号), 解除, 关联记录, 批量采纳, 导出, 导入. */
export function registerGoodsAssociation(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const deps = { market: ctx.daifa.market, kind: stallKindOf(ctx.config.brand), brand: ctx.config.brand };
  registerEndpoint(app, ctx, e.page, ({ body, caller }) => goodsAssociationPage(db, caller.tenantId, body));
  registerEndpoint(app, ctx, e.save, ({ body, caller }) =>
    db.transaction((tx) => associate(tx, deps, caller, body)),
  );
  registerEndpoint(app, ctx, e.saveArticle, ({ body, caller }) =>
    db.transaction((tx) => associateArticle(tx, deps, caller, body)),
  );
  registerEndpoint(app, ctx, e.remove, ({ body, caller }) =>
    db.transaction((tx) => dissociate(tx, caller, body)),
  );
  registerEndpoint(app, ctx, e.history, ({ body, caller }) => associationHistory(db, caller.tenantId, body));
  registerListJobEndpoints(app, ctx, 'goodsAssociations', e);
  registerEndpoint(app, ctx, e.importFile, async ({ request, caller }) => {
    const file = await uploadedFile(request);
    return importAssociations(db, deps, caller, await readImportFile(file.fileName, file.data));
  });
}
