import crypto from 'node:crypto';
import { inject } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { connect, type Database } from '../../src/db/client.ts';
import { CallerCache } from '../../src/http/callerCache.ts';
import { buildApp } from '../../src/http/app.ts';
import { loadConfig, type ServerConfig } from '../../src/config.ts';
import { loggerOptions } from '../../src/http/logging.ts';
import { createShopServices, type ShopServices } from '../../src/modules/shops/shopServices.ts';
import { unreachableErp, type ErpGateway } from '../../src/modules/erp/erpGateway.ts';
import type { SyncDeps } from '../../src/modules/shops/sync/syncShop.ts';
import { createTokenSeal } from '../../src/modules/shops/tokenSeal.ts';
import { unreachablePlatform } from './unreachablePlatforms.ts';
import { createListKinds } from '../../src/modules/listKinds.ts';
import { startListJobs } from '../../src/list/jobs/listJobRuntime.ts';
import { createFundsServices, type FundsServices } from '../../src/modules/funds/fundsServices.ts';
import type { PaymentGateway } from '../../src/modules/funds/alipay/paymentGateway.ts';
import { outboxSmsGateway } from '../../src/standins/outboxSms.ts';
import { unreachableAlipay } from './unreachableAlipay.ts';
import { unreachableWarehouse } from './unreachableWarehouse.ts';
import type { DaifaServices } from '../../src/modules/daifa/daifaServices.ts';
import { withOwnTeam } from '../../src/modules/pickup/routedGateway.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The test database's connection string (for worker processes and job queues). */
  databaseUrl: string;
  shops: ShopServices;
  funds: FundsServices;
  daifa: DaifaServices;
  /** The sessions the app keeps resolved (emptied by the auth tables' notifications). */
  callers: CallerCache;
  close(): Promise<void>;
}

function urlFor(db: string) {
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${db}`;
  return url.toString();
}

/** A fresh database cloned from the migrated, seeded template, and the app on it. */
export async function createTestApp(
  overrides: Partial<ServerConfig> = {},
  options: {
    logLines?: string[];
    adapterFor?: SyncDeps['adapterFor'];
    syncDeps?: Partial<SyncDeps>;
    /** Payments: an Alipay gateway on the test database (the stand-in), else one that reaches nothing. */
    alipay?: (db: Database['db'], databaseUrl: string) => Promise<PaymentGateway>;
    /** The warehouse and the market (a test's stand-in, given the test database for its secrets), else out of reach. */
    daifa?: (db: Database['db']) => Promise<DaifaServices>;
    /** The purchasers' ERP (a test's platform stand-in), else out of reach. */
    erp?: ErpGateway;
  } = {},
): Promise<TestApp> {
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = connect(inject('pgAdminUrl'), 1);
  await admin.pool.query(`create database ${name} template ${inject('templateDb')}`);
  await admin.close();
  const callers = new CallerCache();
  const database = connect(urlFor(name), 5, { onConnect: (client) => callers.adopt(client) });
  // Test files sign in hundreds of times from one address; the throttle has tests of its own.
  const config = {
    ...loadConfig({}),
    consoleDist: undefined,
    signInPerMinute: 100_000,
    captchaPerMinute: 100_000,
    ...overrides,
  };
  // With logLines, the app logs as production does (same serializers and redaction) into that array.
  const logger = options.logLines
    ? { ...loggerOptions('info'), stream: { write: (line: string) => void options.logLines!.push(line) } }
    : false;
  // Without a stand-in (tests of sync start one) the platforms are out of reach.
  const syncDeps: SyncDeps = {
    db: database.db,
    adapterFor: options.adapterFor ?? unreachablePlatform,
    seal: createTokenSeal('22'.repeat(32)),
    ...options.syncDeps,
  };
  const shops = createShopServices({
    syncDeps,
    authorizeReturnUrl: 'http://localhost:8080/basicSet/shopAuthorization',
    scheduler: null,
    erp: options.erp ?? unreachableErp,
  });
  const funds = createFundsServices({
    db: database.db,
    gateway: options.alipay ? await options.alipay(database.db, urlFor(name)) : unreachableAlipay(),
    sms: outboxSmsGateway(database.db),
    pepper: '33'.repeat(32),
  });
  // the own team on connections of its own, as at start-up (its callers hold one of the main pool's)
  const team = connect(urlFor(name), 3);
  const daifa = withOwnTeam(
    team.db,
    options.daifa ? await options.daifa(database.db) : unreachableWarehouse(),
  );
  const listJobs = await startListJobs(
    database.db,
    createListKinds(database.db, { shops, funds, daifa, brand: config.brand }),
    null,
  );
  const app = await buildApp(
    {
      db: database.db,
      config,
      aesKey: '11'.repeat(32),
      checkResponses: true,
      callers,
      shops,
      listJobs,
      funds,
      daifa,
    },
    { logger },
  );
  return {
    app,
    database,
    databaseUrl: urlFor(name),
    shops,
    funds,
    daifa,
    callers,
    async close() {
      await app.close();
      await team.close();
      await database.close();
      const again = connect(inject('pgAdminUrl'), 1);
      await again.pool.query(`drop database if exists ${name} with (force)`);
      await again.close();
    },
  };
}

export interface Session {
  userId: number;
  userHash: string;
  headers: Record<string, string>;
}

export async function ssoLogin(app: FastifyInstance, username: string, password: string): Promise<Session> {
  const res = await app.inject({ method: 'POST', url: '/api/sso/login', payload: { username, password } });
  const body = res.json();
  if (body.errorCode !== 0) throw new Error(`login ${username} failed: ${body.errorMsg}`);
  const { userId, userHash } = body.data;
  return { userId, userHash, headers: { 'x-user-id': String(userId), 'x-token': userHash } };
}

/** Signs in as a purchaser would (captcha read through the test switch), with X-REQUEST-SOURCE. */
export async function purchaserLogin(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<Session> {
  const captcha = await app.inject({ method: 'GET', url: '/api/b2/purchaser/auth/captcha' });
  const answer = captcha.headers['x-test-captcha'];
  if (typeof answer !== 'string') throw new Error('start the test app with exposeCaptchaAnswer: true');
  const res = await app.inject({
    method: 'POST',
    url: '/api/b2/purchaser/auth/login',
    payload: { username, password, captchaId: captcha.json().data.captchaId, captchaCode: answer },
  });
  const body = res.json();
  if (body.errorCode !== 0) throw new Error(`purchaser login ${username} failed: ${body.errorMsg}`);
  const { userId, userHash } = body.data;
  return {
    userId,
    userHash,
    headers: { 'x-user-id': String(userId), 'x-token': userHash, 'x-request-source': 'purchase' },
  };
}

export function codeOf(res: LightMyRequestResponse): number {
  return res.json().errorCode;
}

/** The demo operator whose role may call an operator endpoint (its first role; 财务 when any may). */
export function opsLoginFor(app: FastifyInstance, access: { roles?: readonly string[] }) {
  const NAMES: Record<string, string> = { FINANCE: 'ops', SUPPORT: 'kefu', OPERATIONS: 'yunying' };
  return opsLogin(app, NAMES[access.roles?.[0] ?? 'FINANCE']);
}

/**
 * A demo operator signed in at /ops — 财务 (ops / ops123) unless another is named (kefu 客服, yunying 运营,
 * each with `<name>123`): headers for operator endpoints.
 */
export async function opsLogin(app: FastifyInstance, username = 'ops'): Promise<Record<string, string>> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/ops/login',
    payload: { username, password: `${username}123` },
  });
  const body = res.json();
  if (body.errorCode !== 0) throw new Error(`ops login failed: ${body.errorMsg}`);
  return { 'x-ops-token': body.data.token };
}
