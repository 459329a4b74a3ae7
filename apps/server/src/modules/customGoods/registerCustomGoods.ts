import type { FastifyInstance } from 'fastify';
import { customGoodsEndpoints, ErrorCode } from '@oms/api-client';
import { ApiError } from '../../http/apiError.ts';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { uploadedFile } from '../../http/uploadedFile.ts';
import { sendXlsx } from '../../list/jobs/exportFiles.ts';
import { xlsxFile } from '../../list/jobs/exportJobs.ts';
import { customGoodsWorkbook, importCustomGoods } from './customGoodsSheet.ts';
import { customGoodsPage, deleteCustomGoods, offersCustomGoods, saveCustomGoods } from './customGoods.ts';

/** 自定义商品: permission and manual delivery are the contract's; the brand is checked here. */
export function registerCustomGoods(app: FastifyInstance, ctx: AppContext) {
  const e = customGoodsEndpoints;
  // 购途网 has none: refused before the handler, whichever of the three is called
  const offered = <T>(run: () => T): T => {
    if (!offersCustomGoods(ctx.config.brand))
      throw new ApiError(ErrorCode.FORBIDDEN, '当前平台不支持自定义商品');
    return run();
  };
  registerEndpoint(app, ctx, e.page, ({ body, caller }) =>
    offered(() => customGoodsPage(ctx.db, caller.tenantId, body)),
  );
  registerEndpoint(app, ctx, e.save, ({ body, caller }) =>
    offered(() => saveCustomGoods(ctx.db, caller.tenantId, body)),
  );
  registerEndpoint(app, ctx, e.exportFile, { sendsFile: true }, ({ body, caller, reply }) =>
    offered(async () =>
      sendXlsx(
        reply,
        xlsxFile('自定义商品', await customGoodsWorkbook(ctx.db, caller.tenantId, body.keyword)),
      ),
    ),
  );
  registerEndpoint(app, ctx, e.importFile, ({ request, caller }) =>
    offered(async () => {
      const file = await uploadedFile(request);
      return importCustomGoods(ctx.db, caller.tenantId, file.fileName, file.data);
    }),
  );
  registerEndpoint(app, ctx, e.remove, ({ params, body, caller }) =>
    offered(() =>
      ctx.db.transaction((tx) => deleteCustomGoods(tx, caller.tenantId, params.id, body?.confirm ?? false)),
    ),
  );
}
