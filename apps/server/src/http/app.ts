import crypto from 'node:crypto';
import fs from 'node:fs';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ErrorCode, errorMessages } from '@oms/api-client';
import { ApiError } from './apiError.ts';
import type { AppContext } from './context.ts';
import { registerSso } from '../modules/auth/sso.ts';
import { registerPurchaserAuth } from '../modules/auth/purchaserAuth.ts';
import { registerUserInfo } from '../modules/account/userInfo.ts';
import { registerRoles } from '../modules/account/roles.ts';
import { registerSubAccounts } from '../modules/account/subAccounts.ts';
import { registerSystem } from '../modules/system/system.ts';
import { registerShellCounts } from '../modules/shell/counts.ts';
import { registerShopAuthPopup } from '../modules/shell/shopAuthPopup.ts';
import { registerTracking } from '../modules/shell/tracking.ts';

/** Fastify's own client errors, in words a user can act on. */
const frameworkErrors: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '请求内容不是有效的JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求内容为空',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求内容过大',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求长度不正确',
  FST_ERR_BAD_URL: '请求地址不正确',
  FST_ERR_ASYNC_CONSTRAINT: '请求不正确',
};

export interface BuildOptions {
  logger?: boolean | object;
}

export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    // Ids are always ours: a client-chosen one would end up in logs and error messages.
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    trustProxy: ctx.config.trustProxy,
    routerOptions: { maxParamLength: 200 },
  });
  app.decorateRequest('caller', null);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.httpStatus).send({ errorCode: error.errorCode, errorMsg: error.message, data: error.data });
    }
    const known = error.code ? frameworkErrors[error.code] : undefined;
    if (known || (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)) {
      return reply
        .code(error.statusCode ?? 400)
        .send({ errorCode: ErrorCode.INVALID_INPUT, errorMsg: known ?? errorMessages[ErrorCode.INVALID_INPUT], data: null });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({
      errorCode: ErrorCode.UNEXPECTED,
      errorMsg: `${errorMessages[ErrorCode.UNEXPECTED]}（请求编号 ${request.id}）`,
      data: null,
    });
  });

  registerSystem(app, ctx);
  registerSso(app, ctx);
  registerPurchaserAuth(app, ctx);
  registerUserInfo(app, ctx);
  registerRoles(app, ctx);
  registerSubAccounts(app, ctx);
  registerShellCounts(app, ctx);
  registerShopAuthPopup(app, ctx);
  registerTracking(app, ctx);

  const dist = ctx.config.consoleDist;
  const hasConsole = !!dist && fs.existsSync(`${dist}/index.html`);
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: dist,
      index: false,
      setHeaders: (res, filePath) => {
        // Vite fingerprints assets, so they never change; the page itself must always be fresh.
        res.header('cache-control', filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // One build serves every brand: the page learns its brand from this meta tag.
  const consolePage = async () =>
    (await fs.promises.readFile(`${dist}/index.html`, 'utf8')).replace(
      /(<meta name="oms-brand" content=")[^"]*(")/,
      `$1${ctx.config.brand}$2`,
    );
  if (hasConsole) {
    app.get('/', async (_request, reply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(await consolePage()));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith('/api/');
    if (!isApi && hasConsole && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(await consolePage());
    }
    return reply.code(404).send({ errorCode: ErrorCode.NOT_FOUND, errorMsg: '接口不存在', data: null });
  });

  return app;
}
