import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { Authorizations } from './authorizations.ts';
import { CallLimiter } from './callLimiter.ts';
import { CHANNELS, channelPath } from './channels.ts';
import { StandInClock } from './clock.ts';
import type { StandInContext } from './context.ts';
import { createControl, type StandInControl } from './control.ts';
import { ErrorCodes, StandInError } from './errors.ts';
import { FaultSwitch } from './faults.ts';
import { HungCalls } from './hungCalls.ts';
import { QianfanInbox } from './qianfanInbox.ts';
import { hashText, mixSeed } from '@oms/standin-kit';
import { ReceiverSealer } from './receiverMasking.ts';
import { registerControlRoutes } from './routes/controlRoutes.ts';
import { registerErpRoutes } from './routes/erpRoutes.ts';
import { registerOauthRoutes } from './routes/oauthRoutes.ts';
import { registerOrderRoutes } from './routes/orderRoutes.ts';
import { registerRedbookRoutes } from './routes/redbookRoutes.ts';
import { registerWaybillRoutes } from './routes/waybillRoutes.ts';
import { registerGoodsImages } from './goodsImage.ts';
import { ShopHistories } from './shopHistories.ts';
import { TokenSigner } from './tokens.ts';

export interface PlatformStandInOptions {
  /** 0 (the default): any free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Signs tokens and seeds the orders: the same secret (and seed) serves the same history after a restart. */
  secret?: string;
  /** New orders a minute per shop (default 3). */
  ordersPerMinutePerShop?: number;
  /** The stand-in's clock (default: real time); `control` can freeze and move it. */
  now?: () => Date;
  /** Varies the generated orders without changing the secret (default 0). */
  seed?: number;
  /** Calls a second each shop may make (default 20; 0: no limit). A provisioned shop may set its own. */
  callsPerSecondPerShop?: number;
  /** Access token lifetime (default 24 h). */
  accessTokenTtlSeconds?: number;
  /** Refresh token lifetime, i.e. how long an authorisation lasts (default 30 days). */
  refreshTokenTtlSeconds?: number;
  /** The longest a `timeout` fault holds a call whose client stays (default 120 s). */
  hangMs?: number;
  /** The key the dropship warehouse (a 厂家代打 partner) asks for 密文面单 with (default `oms-waybill-partner`). */
  waybillPartnerKey?: string;
  /** 解密 calls a shop may make a day (default 500). */
  decryptsPerShopPerDay?: number;
  /** Fastify's request log (default off). */
  logger?: boolean;
}

export interface PlatformStandIn {
  /** Where it listens, e.g. `http://127.0.0.1:41234`; channels live under `/{channel}`. */
  url: string;
  close(): Promise<void>;
  control: StandInControl;
}

export const DEFAULT_SECRET = 'oms-platform-standin';
export const DEFAULT_WAYBILL_PARTNER_KEY = 'oms-waybill-partner';

function contextOf(options: PlatformStandInOptions): StandInContext {
  const secret = options.secret ?? DEFAULT_SECRET;
  const clock = new StandInClock(options.now);
  const lifetimes = {
    accessMs: (options.accessTokenTtlSeconds ?? 86_400) * 1000,
    refreshMs: (options.refreshTokenTtlSeconds ?? 30 * 86_400) * 1000,
  };
  const ordersPerMinute = options.ordersPerMinutePerShop ?? 3;
  if (!(ordersPerMinute > 0)) throw new Error('ordersPerMinutePerShop must be positive');
  const sealer = new ReceiverSealer(secret);
  const publicUrl = { value: '' };
  const dataSeed = mixSeed(hashText(secret), options.seed ?? 0);
  return {
    clock,
    authorizations: new Authorizations(new TokenSigner(secret), clock, lifetimes, secret),
    histories: new ShopHistories({
      dataSeed,
      ordersPerMinute,
      sealer,
      publicUrl,
    }),
    faults: new FaultSwitch(),
    limiter: new CallLimiter(),
    hungCalls: new HungCalls(),
    inbox: new QianfanInbox(),
    callsPerSecondPerShop: options.callsPerSecondPerShop ?? 20,
    hangMs: options.hangMs ?? 120_000,
    sealer,
    waybillSeed: mixSeed(dataSeed, 71),
    waybillPartnerKey: options.waybillPartnerKey ?? DEFAULT_WAYBILL_PARTNER_KEY,
    decryptsPerShopPerDay: options.decryptsPerShopPerDay ?? 500,
    decrypts: new Map(),
    publicUrl,
  };
}

/** Every refusal as the platform words it: `{error_code, error_msg}`. */
function registerErrorShape(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error instanceof StandInError) {
      if (error.retryAfterSeconds !== null) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send({ error_code: error.code, error_msg: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status < 500)
      return reply
        .status(status)
        .send({ error_code: ErrorCodes.INVALID_PARAMETER.code, error_msg: '请求格式不正确' });
    reply.log.error(error);
    return reply.status(500).send({ error_code: ErrorCodes.INTERNAL.code, error_msg: '平台内部错误' });
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ error_code: ErrorCodes.NOT_FOUND.code, error_msg: '接口不存在' }),
  );
}

/** OAuth token calls and the authorise page post forms, as OAuth clients and browsers do. */
function registerFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}

/**
 * Answers leave as UTF-8 buffers: a socket handed a large string full of Chinese encodes it several
 * times slower than Buffer.from does (measured: most of the time of serving 100,000 orders).
 */
function registerBufferedAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, _reply, payload) =>
    typeof payload === 'string' ? Buffer.from(payload) : payload,
  );
}

function urlOf(address: AddressInfo): string {
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** Starts the platform stand-in: every channel under its own path, `/_control` for tests. */
export async function startPlatformStandIn(options: PlatformStandInOptions = {}): Promise<PlatformStandIn> {
  const ctx = contextOf(options);
  const control = createControl(ctx);
  // Closing drops every connection, held ones included: a stand-in stops at once, it drains nothing.
  const app = Fastify({ logger: options.logger ?? false, forceCloseConnections: true });
  registerFormBodies(app);
  registerErrorShape(app);
  registerBufferedAnswers(app);
  app.get('/', async () => ({
    service: 'platform-standin',
    channels: CHANNELS.map((c) => `/${channelPath(c)}`),
  }));
  registerOauthRoutes(app, ctx);
  registerOrderRoutes(app, ctx);
  registerRedbookRoutes(app, ctx);
  registerWaybillRoutes(app, ctx);
  registerErpRoutes(app, ctx);
  registerGoodsImages(app);
  registerControlRoutes(app, control);
  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const url = urlOf(app.server.address() as AddressInfo);
  ctx.publicUrl.value = url;
  return {
    url,
    control,
    close: async () => {
      ctx.hungCalls.releaseAll();
      await app.close();
    },
  };
}
