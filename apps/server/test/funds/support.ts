import crypto from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { sql } from 'drizzle-orm';
import { startAlipayStandIn, type AlipayStandIn, type Faults } from '@oms/alipay-standin';
import { createTestApp, ssoLogin, type Session, type TestApp } from '../support/testApp.ts';
import { demoGateway } from '../../src/modules/funds/fundsRuntime.ts';
import { sweepFunds } from '../../src/modules/funds/fundsSweeper.ts';
import { startFulfilmentStandIn, type FulfilmentStandIn } from '@oms/fulfilment-standin';
import { fulfilmentHookSecret } from '../../src/modules/daifa/warehouse/fulfilmentHook.ts';
import { courierAppKey } from '../../src/modules/daifa/express/courierTraces.ts';
import { createDaifaServices } from '../../src/modules/daifa/daifaServices.ts';
import { httpFulfilmentGateway } from '../../src/modules/daifa/gateways/fulfilmentGateway.ts';
import { httpReturnsGateway } from '../../src/modules/daifa/gateways/returnsGateway.ts';
import { httpMarketGateway } from '../../src/modules/daifa/gateways/marketGateway.ts';
import type { PlatformStandIn } from '@oms/platform-standin';
import { startTestStandIn } from '../support/standIn.ts';

const WAREHOUSE_KEY = 'test-warehouse-key';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface FundsWorld {
  t: TestApp;
  standIn: AlipayStandIn;
  /** With `warehouse: true`: the market, warehouse and courier stand-in, at 600× speed, posting to the server. */
  warehouse: FulfilmentStandIn;
  /** With `platform: true`: the shop platforms' stand-in (sync, 解密), where the warehouse asks for 密文面单. */
  platform: PlatformStandIn;
  seller: Session;
  sellerTenant: number;
  baseUrl: string;
  /** The server's log lines (production format), to show why a call failed. */
  log: string[];
}

/**
 * The server listening on a real port (the Alipay stand-in posts its notifications there over HTTP),
 * the stand-in on the test database with Alipay's retry schedule at 20 ms a minute, and the seller
 * signed in with a phone and the PIN 258369.
 */
export function fundsWorld(
  options: { timeoutMs?: number; brand?: 'e3e3' | 'go2'; warehouse?: boolean; platform?: boolean } = {},
) {
  const world = {} as FundsWorld;
  beforeAll(async () => {
    const port = await freePort();
    world.baseUrl = `http://127.0.0.1:${port}`;
    world.log = [];
    const platforms = options.platform ? await startTestStandIn() : null;
    if (platforms) world.platform = platforms.standIn;
    world.t = await createTestApp(
      { publicUrl: world.baseUrl, ...(options.brand ? { brand: options.brand } : {}) },
      {
        logLines: world.log,
        ...(platforms ? { adapterFor: platforms.adapterFor } : {}),
        alipay: async (db, databaseUrl) => {
          world.standIn = await startAlipayStandIn({ databaseUrl, msPerMinute: 20 });
          return demoGateway(
            db,
            world.standIn.url,
            `${world.baseUrl}/api/pay/alipay/notify`,
            options.timeoutMs,
          );
        },
        ...(options.warehouse
          ? {
              daifa: async (db) => {
                world.warehouse = await startFulfilmentStandIn({
                  secret: WAREHOUSE_KEY,
                  hmacSecret: await fulfilmentHookSecret({ db }),
                  courierAppKey: await courierAppKey({ db }),
                  callbackUrl: world.baseUrl,
                  simSpeed: 600,
                  batchCuts: 'immediate',
                  retryBaseMs: 50,
                  retryMaxMs: 500,
                  pollMs: 20,
                  platformUrl: platforms?.standIn.url ?? null,
                });
                const target = { url: world.warehouse.url, apiKey: WAREHOUSE_KEY };
                return createDaifaServices({
                  fulfilment: httpFulfilmentGateway(target),
                  returns: httpReturnsGateway(target),
                  market: httpMarketGateway(target),
                });
              },
            }
          : {}),
      },
    );
    await world.t.app.listen({ port, host: '127.0.0.1' });
    world.seller = await ssoLogin(world.t.app, 'seller', 'seller123');
    world.sellerTenant = world.seller.userId;
    await world.t.database.db.execute(
      sql`update accounts set phone = '13800138000' where id = ${world.sellerTenant}`,
    );
    await world.t.funds.payPasswords.set(world.sellerTenant, '258369');
  });
  afterAll(async () => {
    await world.t?.close();
    await world.standIn?.close();
    await world.warehouse?.close();
    await world.platform?.close();
  });
  return world;
}

export const newKey = () => `test-${crypto.randomUUID()}`;

/** An answer as the tests read it: `data` is whatever the call returns. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads its own call's data shape
type Answer = { errorCode: number; errorMsg: string; data: any };

export async function call(
  world: FundsWorld,
  who: Session,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  key?: string,
) {
  const res = await world.t.app.inject({
    method,
    url,
    headers: { ...who.headers, ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });
  const body = res.json() as Answer;
  if (body.errorCode === 50000) {
    const why = world.log.filter((l) => l.includes('unexpected error')).pop();
    throw new Error(`${method} ${url}: 50000 — ${why?.slice(0, 3000) ?? 'no log line'}`);
  }
  return body;
}

export async function control(world: FundsWorld, path: string, body?: object) {
  const res = await fetch(`${world.standIn.url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the stand-in's control answers vary by route
  return res.json() as Promise<any>;
}

export const setFaults = (world: FundsWorld, faults: Faults) => control(world, '/control/faults', faults);

export async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const got = await probe();
    if (got) return got;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export const sweep = (world: FundsWorld) => sweepFunds(world.t.funds);

export async function available(world: FundsWorld, tenantId = world.sellerTenant): Promise<number> {
  const r = await world.t.database.db.execute<{ balance: number }>(
    sql`select balance from ledger_accounts where tenant_id = ${tenantId} and code = 'available'`,
  );
  return Number(r.rows[0]?.balance ?? 0);
}
