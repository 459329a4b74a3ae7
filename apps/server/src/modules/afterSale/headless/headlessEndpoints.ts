import type { FastifyInstance } from 'fastify';
import {
  AFTER_SALE_LIST_CODE,
  HEADLESS_LIST_CODE,
  PROBLEM_LIST_CODE,
  headlessEndpoints,
} from '@oms/api-client';
import type { AppContext } from '../../../http/context.ts';
import { registerEndpoint } from '../../../http/registerEndpoint.ts';
import { headlessPage, searchHeadless } from './headlessPage.ts';
import { claimHeadless } from './headlessClaim.ts';
import { linkCandidates, linkHeadless } from './headlessLink.ts';
import { searchHeadlessByPhoto } from './headlessPhotoSearch.ts';
import { photoForCaller } from '../photos/parcelPhotos.ts';
import { hasPermission } from '../../../http/caller.ts';
import { forbidden, notFound } from '../../../http/apiError.ts';

/** 无头件认领 (README): the pool and mine, search, claim. */
export function registerHeadless(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const e = headlessEndpoints;
  registerEndpoint(app, ctx, e.page, ({ body, caller }) => headlessPage(db, caller.tenantId, body));
  registerEndpoint(app, ctx, e.search, ({ body, caller }) => searchHeadless(db, caller.tenantId, body));
  registerEndpoint(app, ctx, e.claim, ({ body, caller }) =>
    claimHeadless(db, caller.tenantId, body.headlessNo, body.waybillNo),
  );
  registerEndpoint(app, ctx, e.photoSearch, ({ body, caller }) =>
    searchHeadlessByPhoto(db, caller.tenantId, body),
  );
  registerEndpoint(app, ctx, e.linkCandidates, ({ body, caller }) =>
    linkCandidates(db, caller.tenantId, body.headlessNo),
  );
  registerEndpoint(app, ctx, e.link, ({ body, caller }) =>
    db.transaction((tx) =>
      linkHeadless(tx, ctx.daifa.returns, {
        tenantId: caller.tenantId,
        headlessNo: body.headlessNo,
        asNo: body.asNo,
        who: { accountId: caller.accountId, operatorName: caller.username },
      }),
    ),
  );
  // a photo shows on 售后订单详情, 问题件 and 无头件认领: a caller who may open none of them sees none
  registerEndpoint(app, ctx, e.photo, { sendsFile: true }, async ({ params, caller, reply }) => {
    const pages = [AFTER_SALE_LIST_CODE, PROBLEM_LIST_CODE, HEADLESS_LIST_CODE];
    if (!pages.some((page) => hasPermission(caller, page)))
      throw forbidden('暂无权限，请联系主账号管理人员开通权限');
    const bytes = await photoForCaller(db, caller.tenantId, params.id);
    if (!bytes) throw notFound('照片不存在');
    return reply
      .header('content-type', 'image/jpeg')
      .header('cache-control', 'private, max-age=86400')
      .send(bytes);
  });
}
