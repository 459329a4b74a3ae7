import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultBrand, isBrand, type Brand } from '@oms/api-client';
import { aliyunSmsFromEnv, type AliyunSmsConfig } from './modules/sms/aliyunSms.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The demo platform stand-in's usual port (beside the Alipay stand-in's 8091). */
export const DEFAULT_PLATFORM_STANDIN_PORT = 8092;

export const repoRoot = path.resolve(here, '../../..');

export interface ServerConfig {
  port: number;
  /** Unset: 127.0.0.1 while the demo accounts still have their public passwords, else every address. */
  host: string | undefined;
  /** `pretty`: one readable line per request (npm start on the embedded database); `json` for production logs. */
  logFormat: 'pretty' | 'json';
  /** An external PostgreSQL; when absent an embedded one runs in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  brand: Brand;
  /** Where the built console lives; absent in API-only tests. */
  consoleDist: string | undefined;
  sessionTtlSeconds: number;
  /** Test-only: the captcha answer travels in a response header. Never on by default. */
  exposeCaptchaAnswer: boolean;
  logLevel: string;
  /** Trust X-Forwarded-* (host, protocol, client address); only behind a proxy you run. */
  trustProxy: boolean;
  /** Sign-in calls a minute from one client address (an office behind one NAT shares it). */
  signInPerMinute: number;
  /** Captcha images a minute from one client address; each is a stored row. */
  captchaPerMinute: number;
  /** A request must arrive whole (headers and body) within this time, or its connection is cut. */
  requestTimeoutMs: number;
  /** Open connections at most; more are refused at once. */
  maxConnections: number;
  /** Serve the console's source maps (`/assets/*.js.map`); off, since they carry the whole source. */
  serveSourceMaps: boolean;
  /**
   * The shop platforms' gateway. Unset: demo mode — the product starts the local platform stand-in on
   * `platformStandInPort` and talks to it over HTTP exactly as it would to the real platforms.
   */
  platformUrl: string | undefined;
  /**
   * Where the demo's platform stand-in listens: 8092 by default, so the goods pictures' addresses kept
   * with synced orders still work after a restart (another free port when 8092 is taken); 0: any.
   */
  platformStandInPort: number;
  /**
   * Start the C-Lodop stand-in on this machine's ports 8000 and 18000, so printing works in a demo
   * (OMS_CLODOP_STANDIN, default: in demo mode). Skipped when a port is taken (a real C-Lodop).
   */
  clodopStandIn: boolean;
  /**
   * Let the label image proxy fetch from internal addresses (OMS_IMAGE_PROXY_ALLOW_INTERNAL=1): for
   * tests and an intranet image host only; otherwise a template could make the server read internal
   * services.
   */
  imageProxyAllowInternal: boolean;
  /** How browsers reach this server (platforms send the seller back here after authorising a shop). */
  publicUrl: string;
  /** Run background jobs (shop sync, bulk actions, exports) in this process; off for an API-only process. */
  runJobs: boolean;
  /**
   * How long a running job holds its row without renewing; a killed process's job is taken over by
   * another process after this. Shop syncs renew per page, bulk jobs per chunk, exports per batch.
   */
  syncLeaseSeconds: number;
  jobLeaseSeconds: number;
  /** How often each job-running process looks for jobs whose process died. */
  jobSweepSeconds: number;
  /**
   * Alipay: with ALIPAY_APP_ID (and ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY, ALIPAY_SELLER_ID,
   * ALIPAY_GATEWAY) the real open platform; without, demo mode starts the Alipay stand-in as its own
   * process on `alipayStandInPort` (or uses one already running there) — ALIPAY_STANDIN_URL names one
   * elsewhere.
   */
  alipay:
    | {
        mode: 'real';
        appId: string;
        privateKey: string;
        alipayPublicKey: string;
        sellerId: string;
        gatewayUrl: string;
      }
    | { mode: 'standIn'; port: number; url: string | undefined; msPerMinute: number };
  /**
   * The dropship warehouse and the wholesale market: with OMS_FULFILMENT_URL (and OMS_FULFILMENT_KEY,
   * OMS_MARKET_URL when the market lives elsewhere) the real services; without, demo mode starts
   * `@oms/fulfilment-standin` next to the server (its orders and outbox in our database, schema
   * fulfilment_standin), paid to signed in about half an hour (OMS_FULFILMENT_SIM_SPEED=1).
   */
  fulfilment:
    | { mode: 'real'; url: string; apiKey: string; marketUrl: string }
    | { mode: 'standIn'; port: number; simSpeed: number; batchCuts: 'clock' | 'immediate' };
  /**
   * The courier's 电子面单 service (快递鸟 EOrderService) for the own team's parcels: OMS_COURIER_URL and
   * OMS_COURIER_EBUSINESS_ID (the AppKey is the `courier-app-key` secret). Null: in demo mode the
   * fulfilment stand-in's, with a real warehouse none (打印发货 ships with 已有单号 only).
   */
  courier: { url: string; eBusinessId: string } | null;
  /** How often paid orders waiting for the warehouse are handed over. */
  fulfilmentSubmitMs: number;
  /** How often the funds sweeper closes expired payments, asks Alipay about silent ones, sends refunds and payouts. */
  fundsSweepMs: number;
  /** Keys the pay-password HMAC (OMS_PAY_PEPPER); demo mode keeps one in the database instead. */
  payPepper: string | undefined;
  /**
   * Text messages: 阿里云短信 with ALIYUN_SMS_ACCESS_KEY_ID (and its secret, sign name and a template
   * per scene); null keeps them in the outbox (/dev/sms), which is demo mode's alone — real Alipay
   * without a real SMS provider does not start.
   */
  aliyunSms: AliyunSmsConfig | null;
}

function smsOf(env: NodeJS.ProcessEnv): AliyunSmsConfig | null {
  const aliyun = aliyunSmsFromEnv(env);
  if (!aliyun && env.ALIPAY_APP_ID)
    throw new Error(
      'ALIYUN_SMS_ACCESS_KEY_ID (and its settings) is required with ALIPAY_APP_ID: real money needs real text messages',
    );
  return aliyun;
}

function alipayOf(env: NodeJS.ProcessEnv): ServerConfig['alipay'] {
  if (env.ALIPAY_APP_ID) {
    const need = (name: string) => {
      const value = env[name];
      if (!value) throw new Error(`${name} is required with ALIPAY_APP_ID`);
      return value.replace(/\\n/g, '\n');
    };
    return {
      mode: 'real',
      appId: env.ALIPAY_APP_ID,
      privateKey: need('ALIPAY_PRIVATE_KEY'),
      alipayPublicKey: need('ALIPAY_PUBLIC_KEY'),
      sellerId: need('ALIPAY_SELLER_ID'),
      gatewayUrl: env.ALIPAY_GATEWAY || 'https://openapi.alipay.com/gateway.do',
    };
  }
  return {
    mode: 'standIn',
    // 0: any free port (tests that start several servers)
    port: env.OMS_ALIPAY_STANDIN_PORT === '0' ? 0 : positiveInt(env, 'OMS_ALIPAY_STANDIN_PORT', 8091),
    url: env.ALIPAY_STANDIN_URL || undefined,
    msPerMinute: positiveInt(env, 'OMS_ALIPAY_MS_PER_MINUTE', 60_000),
  };
}

function courierOf(env: NodeJS.ProcessEnv): ServerConfig['courier'] {
  if (!env.OMS_COURIER_URL) return null;
  if (!env.OMS_COURIER_EBUSINESS_ID) throw new Error('OMS_COURIER_EBUSINESS_ID is required with OMS_COURIER_URL');
  return { url: env.OMS_COURIER_URL.replace(/\/+$/, ''), eBusinessId: env.OMS_COURIER_EBUSINESS_ID };
}

function fulfilmentOf(env: NodeJS.ProcessEnv): ServerConfig['fulfilment'] {
  if (env.OMS_FULFILMENT_URL) {
    if (!env.OMS_FULFILMENT_KEY) throw new Error('OMS_FULFILMENT_KEY is required with OMS_FULFILMENT_URL');
    const url = env.OMS_FULFILMENT_URL.replace(/\/+$/, '');
    return {
      mode: 'real',
      url,
      apiKey: env.OMS_FULFILMENT_KEY,
      marketUrl: (env.OMS_MARKET_URL || url).replace(/\/+$/, ''),
    };
  }
  const cuts = env.OMS_FULFILMENT_BATCH_CUTS || 'immediate';
  if (cuts !== 'clock' && cuts !== 'immediate')
    throw new Error(`OMS_FULFILMENT_BATCH_CUTS must be clock or immediate (got ${cuts})`);
  return {
    mode: 'standIn',
    port: env.OMS_FULFILMENT_STANDIN_PORT ? positiveInt(env, 'OMS_FULFILMENT_STANDIN_PORT', 0) : 0,
    // 0 freezes the warehouse's clock (end-to-end tests move it through the stand-in's /control/clock)
    simSpeed: env.OMS_FULFILMENT_SIM_SPEED === '0' ? 0 : positiveInt(env, 'OMS_FULFILMENT_SIM_SPEED', 1),
    batchCuts: cuts,
  };
}

function logFormatOf(env: NodeJS.ProcessEnv): 'pretty' | 'json' {
  const format = env.OMS_LOG_FORMAT;
  if (format === 'pretty' || format === 'json') return format;
  if (format) throw new Error(`OMS_LOG_FORMAT must be pretty or json (got ${format})`);
  return env.DATABASE_URL ? 'json' : 'pretty';
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive whole number (got ${raw})`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const brand = env.OMS_BRAND ?? defaultBrand;
  if (!isBrand(brand)) throw new Error(`OMS_BRAND must be one of e3e3, go2, e3hw, e3hm (got ${brand})`);
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST || undefined,
    logFormat: logFormatOf(env),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(repoRoot, env.OMS_DATA_DIR ?? '.data'),
    brand,
    consoleDist: path.join(repoRoot, 'apps/console/dist'),
    sessionTtlSeconds: Number(env.OMS_SESSION_TTL_SECONDS ?? 7 * 24 * 3600),
    exposeCaptchaAnswer: env.OMS_TEST_CAPTCHA === '1',
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.OMS_TRUST_PROXY === '1',
    signInPerMinute: positiveInt(env, 'OMS_SIGNIN_PER_MINUTE', 30),
    captchaPerMinute: positiveInt(env, 'OMS_CAPTCHA_PER_MINUTE', 30),
    requestTimeoutMs: positiveInt(env, 'OMS_REQUEST_TIMEOUT_MS', 30_000),
    maxConnections: positiveInt(env, 'OMS_MAX_CONNECTIONS', 2000),
    serveSourceMaps: env.OMS_SERVE_SOURCE_MAPS === '1',
    platformUrl: env.OMS_PLATFORM_URL || undefined,
    // Any free port unless set: the authorise links are built from wherever it listens.
    platformStandInPort: env.OMS_PLATFORM_STANDIN_PORT
      ? positiveInt(env, 'OMS_PLATFORM_STANDIN_PORT', 0)
      : DEFAULT_PLATFORM_STANDIN_PORT,
    clodopStandIn: env.OMS_CLODOP_STANDIN ? env.OMS_CLODOP_STANDIN === '1' : !env.OMS_PLATFORM_URL,
    imageProxyAllowInternal: env.OMS_IMAGE_PROXY_ALLOW_INTERNAL === '1',
    publicUrl: (env.OMS_PUBLIC_URL || `http://localhost:${Number(env.PORT ?? 8080)}`).replace(/\/+$/, ''),
    runJobs: env.OMS_RUN_JOBS !== '0',
    syncLeaseSeconds: positiveInt(env, 'OMS_SYNC_LEASE_SECONDS', 120),
    jobLeaseSeconds: positiveInt(env, 'OMS_JOB_LEASE_SECONDS', 60),
    jobSweepSeconds: positiveInt(env, 'OMS_JOB_SWEEP_SECONDS', 15),
    alipay: alipayOf(env),
    fundsSweepMs: positiveInt(env, 'OMS_FUNDS_SWEEP_MS', 5_000),
    fulfilment: fulfilmentOf(env),
    courier: courierOf(env),
    fulfilmentSubmitMs: positiveInt(env, 'OMS_FULFILMENT_SUBMIT_MS', 2_000),
    payPepper: env.OMS_PAY_PEPPER || undefined,
    aliyunSms: smsOf(env),
  };
}
