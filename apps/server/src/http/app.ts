import crypto from 'node:crypto';
import fs from 'node:fs';
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyMultipart from '@fastify/multipart';
import { ErrorCode, errorMessages, IMPORT_MAX_BYTES } from '@oms/api-client';
import { ApiError } from './apiError.ts';
import { registerGzipAnswers } from './gzipAnswers.ts';
import type { AppContext } from './context.ts';
import { registerSso } from '../modules/auth/sso.ts';
import { registerPurchaserAuth } from '../modules/auth/purchaserAuth.ts';
import { registerUserInfo } from '../modules/account/userInfo.ts';
import { registerRoles } from '../modules/account/roles.ts';
import { registerSubAccounts } from '../modules/account/subAccounts.ts';
import { registerSystem } from '../modules/system/system.ts';
import { registerShellCounts } from '../modules/shell/counts.ts';
import { registerMessages } from '../modules/messages/registerMessages.ts';
import { registerHome } from '../modules/home/registerHome.ts';
import { registerShopAuthPopup } from '../modules/shell/shopAuthPopup.ts';
import { registerTracking } from '../modules/shell/tracking.ts';
import { registerShopAuthorization } from '../modules/shops/shopAuthorization.ts';
import { registerShopSyncEndpoints } from '../modules/shops/shopSyncEndpoints.ts';
import { registerRedBookVerification } from '../modules/shops/redBookVerification.ts';
import { registerShopOrderPage } from '../modules/shopOrders/shopOrderPage.ts';
import { registerShopOrderActions } from '../modules/shopOrders/shopOrderActions.ts';
import { registerShopOrderJobs } from '../modules/shopOrders/shopOrderJobs.ts';
import { registerListJobs } from '../list/jobs/registerListJobs.ts';
import { registerListPrefs } from '../modules/listPrefs/listPrefs.ts';
import { registerLabelTemplates } from '../modules/labelTemplates/labelTemplates.ts';
import { registerPrintLog } from '../modules/printLog/printLog.ts';
import { registerPickupSetting } from '../modules/labelTemplates/pickupSetting.ts';
import { registerLabelImages } from '../modules/labelTemplates/labelImages.ts';
import { registerLabelSampleRows } from '../modules/labelTemplates/labelSampleRows.ts';
import { registerCertificates } from '../modules/certificates/certificates.ts';
import { registerFunds } from '../modules/funds/registerFunds.ts';
import { registerOffline } from '../modules/offline/registerOffline.ts';
import { registerPickup } from '../modules/pickup/registerPickup.ts';
import { registerErp } from '../modules/erp/registerErp.ts';
import { registerSuppliers } from '../modules/suppliers/registerSuppliers.ts';
import { registerSettlements } from '../modules/settlements/registerSettlements.ts';
import { registerStatistics } from '../modules/statistics/registerStatistics.ts';
import { registerPrintDelivery } from '../modules/printDelivery/registerPrintDelivery.ts';
import { registerReturns } from '../modules/returns/registerReturns.ts';
import { registerUploads } from '../modules/uploads/registerUploads.ts';
import { registerCustomGoods } from '../modules/customGoods/registerCustomGoods.ts';
import { registerPlatformSettings } from '../modules/platformSettings/registerPlatformSettings.ts';
import { registerIntercept } from '../modules/intercept/registerIntercept.ts';
import { registerHelp } from '../modules/help/registerHelp.ts';
import { registerAfterSale } from '../modules/afterSale/registerAfterSale.ts';
import { registerDaifa } from '../modules/daifa/registerDaifa.ts';
import { registerOps } from '../modules/ops/opsEndpoints.ts';
import { securityHeaders } from './securityHeaders.ts';
import { envelopeForClientError } from './clientErrors.ts';
import { ThrottleStore } from './throttleStore.ts';
import { logOneLinePerRequest } from './logging.ts';

/** Fastify's own client errors, in words a user can act on. */
const frameworkErrors: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '请求内容不是有效的JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求内容为空',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求内容过大',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求长度不正确',
  FST_ERR_CTP_INVALID_TYPE: '不支持的请求内容类型',
  FST_ERR_BAD_URL: '请求地址不正确',
  FST_ERR_MAX_PARAM_LENGTH: '请求地址过长',
  FST_ERR_ASYNC_CONSTRAINT: '请求不正确',
};

const frameworkStatus: Record<string, number> = { FST_ERR_MAX_PARAM_LENGTH: 414 };

export interface BuildOptions {
  logger?: boolean | object;
  /** The readable log prints one line per request instead of Fastify's two. */
  disableRequestLogging?: boolean;
}

export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = ctx;
  const app = Fastify({
    logger: options.logger ?? false,
    ...(options.disableRequestLogging
      ? { logController: new LogController({ disableRequestLogging: true }) }
      : {}),
    bodyLimit: 1024 * 1024,
    // A client that trickles its request in is cut when the whole request has not arrived in time;
    // Node checks open connections at this interval, so it follows the timeout.
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(config.requestTimeoutMs, 15_000),
      connectionsCheckingInterval: Math.max(250, Math.min(5_000, Math.floor(config.requestTimeoutMs / 4))),
    },
    // Errors the router raises before any route runs (bad percent-encoding, over-long ids) get the envelope too.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply).code(frameworkStatus[error.code] ?? 400).send({
        errorCode: ErrorCode.INVALID_INPUT,
        errorMsg: frameworkErrors[error.code] ?? errorMessages[ErrorCode.INVALID_INPUT],
        data: null,
      });
    },
    clientErrorHandler: envelopeForClientError,
    // Ids are always ours: a client-chosen one would end up in logs and error messages.
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    trustProxy: ctx.config.trustProxy,
    routerOptions: { maxParamLength: 200 },
  });
  app.decorateRequest('caller', null);
  app.decorateRequest('operator', null);
  if (options.disableRequestLogging) logOneLinePerRequest(app);
  // The API speaks JSON only; plain text would reach the schemas as a bare string.
  app.removeContentTypeParser('text/plain');
  app.server.maxConnections = config.maxConnections;

  registerGzipAnswers(app);
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
  // Only the endpoints that ask for it (sign-in, captcha) are throttled, per client address.
  await app.register(fastifyRateLimit, {
    global: false,
    store: ThrottleStore,
    errorResponseBuilder: () => new ApiError(ErrorCode.TOO_MANY_REQUESTS),
  });

  // Files come only to the endpoints that read them (request.file()); a part over the limit is refused there.
  await app.register(fastifyMultipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply
        .code(error.httpStatus)
        .send({ errorCode: error.errorCode, errorMsg: error.message, data: error.data });
    }
    const known = error.code ? frameworkErrors[error.code] : undefined;
    if (known || (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)) {
      return reply.code(error.statusCode ?? 400).send({
        errorCode: ErrorCode.INVALID_INPUT,
        errorMsg: known ?? errorMessages[ErrorCode.INVALID_INPUT],
        data: null,
      });
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
  registerMessages(app, ctx);
  registerHome(app, ctx);
  registerShopAuthPopup(app, ctx);
  registerTracking(app, ctx);
  registerShopAuthorization(app, ctx);
  registerShopSyncEndpoints(app, ctx);
  registerRedBookVerification(app, ctx);
  registerShopOrderPage(app, ctx);
  registerShopOrderActions(app, ctx);
  registerShopOrderJobs(app, ctx);
  registerListJobs(app, ctx);
  registerListPrefs(app, ctx);
  registerLabelTemplates(app, ctx);
  registerPrintLog(app, ctx);
  registerPickupSetting(app, ctx);
  registerLabelImages(app, ctx);
  registerLabelSampleRows(app, ctx);
  registerCertificates(app, ctx);
  registerFunds(app, ctx);
  registerDaifa(app, ctx);
  registerOffline(app, ctx);
  registerPickup(app, ctx);
  registerSuppliers(app, ctx);
  registerErp(app, ctx);
  registerReturns(app, ctx);
  registerSettlements(app, ctx);
  registerStatistics(app, ctx);
  registerPrintDelivery(app, ctx);
  registerCustomGoods(app, ctx);
  registerUploads(app, ctx);
  registerPlatformSettings(app, ctx);
  registerIntercept(app, ctx);
  registerHelp(app, ctx);
  registerAfterSale(app, ctx);
  registerOps(app, ctx);

  const dist = ctx.config.consoleDist;
  const hasConsole = !!dist && fs.existsSync(`${dist}/index.html`);
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: dist,
      index: false,
      // The build leaves .br and .gz beside each asset; they go out as they are to browsers that accept them.
      preCompressed: true,
      // Source maps carry the whole source: they are only served when a setting asks for them.
      allowedPath: (pathName) => config.serveSourceMaps || !pathName.endsWith('.map'),
      setHeaders: (res, filePath) => {
        // Vite fingerprints assets, so they never change; the page itself must always be fresh.
        res.header(
          'cache-control',
          filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
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
    app.get('/', async (_request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(await consolePage()),
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith('/api/');
    // A missing asset (or a source map not served) is a 404, not the console page under a .js name.
    if (request.url.startsWith('/assets/'))
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    if (!isApi && hasConsole && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(await consolePage());
    }
    return reply.code(404).send({ errorCode: ErrorCode.NOT_FOUND, errorMsg: '接口不存在', data: null });
  });

  return app;
}
