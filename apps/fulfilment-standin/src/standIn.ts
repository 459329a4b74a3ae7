import Fastify, { type FastifyError } from 'fastify';
import type { AddressInfo } from 'node:net';
import { createControl, type StandInControl } from './control.ts';
import { startEngine } from './engine.ts';
import { ApiError } from './errors.ts';
import type { BatchCuts } from './orders/timing.ts';
import type { Keys } from './outbox/signing.ts';
import { requireApiKey } from './routes/auth.ts';
import { registerControlRoutes } from './routes/controlRoutes.ts';
import { registerCourierRoutes } from './routes/courierRoutes.ts';
import { registerFulfilmentRoutes } from './routes/fulfilmentRoutes.ts';
import { registerMarketRoutes } from './routes/marketRoutes.ts';
import { registerReturnRoutes } from './routes/returnRoutes.ts';
import { registerSendBackRoutes } from './routes/sendBackRoutes.ts';
import { platformWaybills } from './platformWaybills.ts';
import { memoryStore } from './store/memoryStore.ts';
import { DEFAULT_SCHEMA, pgStore } from './store/pgStore.ts';

export interface FulfilmentStandInOptions {
  /** 0 (the default): any free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** The API key the server sends as `Authorization: Bearer …` on /market and /fulfilment. */
  secret?: string;
  /** Signs the events (hex HMAC-SHA256 of the body in X-Fulfilment-Signature); the server's `fulfilment-hook` secret. */
  hmacSecret?: string;
  /** The server's base URL; events go to {callbackUrl}/api/hooks/fulfilment/events, pushes to …/api/hooks/courier/traces. */
  callbackUrl?: string | null;
  /** Simulated time per real time: 1 real time, 600 for tests, 0 frozen (only the control moves it). */
  simSpeed?: number;
  /** Varies the market and the outcomes (default 0). */
  seed?: number;
  /** `clock`: batches at 10:00 and 15:00 Beijing time; `immediate`: a simulated minute after submission. Default: clock at speed 1, else immediate. */
  batchCuts?: BatchCuts;
  /** Where the simulated clock starts (default now, or where a previous run on the same store stopped). */
  startAt?: Date;
  /** PostgreSQL to keep orders and the outbox in (own schema); absent: memory, lost on stop. */
  databaseUrl?: string;
  schema?: string;
  /** 快递鸟 AppKey and EBusinessID: sign the pushes (DataSign) and check the queries. */
  courierAppKey?: string;
  courierEBusinessId?: string;
  /** Wall-clock backoff of undelivered messages: base, doubling, capped (defaults 1 s, 60 s). */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** How often it looks for due work (default 50 ms). */
  pollMs?: number;
  /**
   * The shop platforms' open API (in demo mode: the platform stand-in), asked for 密文面单 of orders
   * whose receiver a platform sealed. Absent: such orders are refused with 503 until it is set.
   */
  platformUrl?: string | null;
  /** Our key there as a 厂家代打 partner (default the platform stand-in's). */
  platformPartnerKey?: string;
  /** Fastify's request log (default off). */
  logger?: boolean;
}

export interface FulfilmentStandIn {
  /** Where it listens, e.g. `http://127.0.0.1:41234`. */
  url: string;
  control: StandInControl;
  /** Stops listening and sending; with PostgreSQL what is still owed waits in the schema. */
  stop(): Promise<void>;
  close(): Promise<void>;
}

export const DEFAULT_SECRET = 'oms-fulfilment-standin';
export const DEFAULT_HMAC_SECRET = 'oms-fulfilment-hook';
export const DEFAULT_COURIER_APP_KEY = 'oms-kdniao-app-key';
export const DEFAULT_EBUSINESS_ID = '1690001';
/** The platform stand-in's default partner key (its DEFAULT_WAYBILL_PARTNER_KEY). */
export const DEFAULT_PLATFORM_PARTNER_KEY = 'oms-waybill-partner';

function urlOf(address: AddressInfo): string {
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** Starts the market, the warehouse and the courier on one port, and the loops that drive orders on. */
export async function startFulfilmentStandIn(
  options: FulfilmentStandInOptions = {},
): Promise<FulfilmentStandIn> {
  const secret = options.secret ?? DEFAULT_SECRET;
  const keys: Keys = {
    hmacSecret: options.hmacSecret ?? DEFAULT_HMAC_SECRET,
    courierAppKey: options.courierAppKey ?? DEFAULT_COURIER_APP_KEY,
    courierEBusinessId: options.courierEBusinessId ?? DEFAULT_EBUSINESS_ID,
  };
  const simSpeed = options.simSpeed ?? 1;
  const store = options.databaseUrl
    ? await pgStore(options.databaseUrl, options.schema ?? DEFAULT_SCHEMA)
    : memoryStore();
  const engine = await startEngine({
    store,
    keys,
    seed: options.seed ?? 0,
    simSpeed,
    batchCuts: options.batchCuts ?? (simSpeed === 1 ? 'clock' : 'immediate'),
    startAtMs: options.startAt?.getTime() ?? null,
    callbackUrl: options.callbackUrl ?? null,
    retryBaseMs: options.retryBaseMs ?? 1000,
    retryMaxMs: options.retryMaxMs ?? 60_000,
    pollMs: options.pollMs ?? 50,
  });
  const waybills = platformWaybills({
    url: options.platformUrl ?? null,
    partnerKey: options.platformPartnerKey ?? DEFAULT_PLATFORM_PARTNER_KEY,
  });
  const control = createControl(engine, waybills);
  const app = Fastify({ logger: options.logger ?? false, forceCloseConnections: true });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.setErrorHandler((error: FastifyError | ApiError, _request, reply) => {
    if (error instanceof ApiError)
      return reply.status(error.status).send({ ok: false, error: error.code, message: error.message });
    const status =
      'statusCode' in error && error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    return reply
      .status(status)
      .send({ ok: false, error: status < 500 ? 'INVALID_REQUEST' : 'INTERNAL', message: error.message });
  });
  app.addHook('onRequest', async (request) => {
    if (['/market/', '/fulfilment/', '/photos/'].some((prefix) => request.url.startsWith(prefix)))
      requireApiKey(request, secret);
  });
  app.get('/', async () => ({
    service: 'fulfilment-standin',
    parts: ['/market', '/fulfilment', '/kdniao', '/control'],
  }));
  registerMarketRoutes(app, engine);
  registerFulfilmentRoutes(app, engine, waybills);
  registerReturnRoutes(app, engine);
  registerSendBackRoutes(app, engine);
  registerCourierRoutes(app, engine, keys);
  registerControlRoutes(app, control, () => ({
    simSpeed: engine.clock.simSpeed,
    batchCuts: engine.env.batchCuts,
    seed: engine.env.seed,
    storage: options.databaseUrl ? `postgres (${options.schema ?? DEFAULT_SCHEMA})` : 'memory',
    callbackUrl: engine.settings().callbackUrl,
  }));
  try {
    await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  } catch (e) {
    await engine.stop();
    throw e;
  }
  const stop = async () => {
    await app.close();
    await engine.stop();
  };
  return { url: urlOf(app.server.address() as AddressInfo), control, stop, close: stop };
}
