import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlatformAdapter } from '../../server/src/modules/shops/platform/adapter.ts';
import { createHttpPlatformAdapter } from '../../server/src/modules/shops/platform/httpPlatformAdapter.ts';
import type { ProvisionedShop } from './control.ts';
import { EPOCH, failureOf, startTestPlatform, type TestPlatform } from './testSupport.ts';

const TIMEOUT_MS = 3000;
let platform: TestPlatform;
let shop: ProvisionedShop;
let pdd: PlatformAdapter;
/** The same client, giving up after TIMEOUT_MS: for the calls the stand-in holds. */
let impatient: PlatformAdapter;
beforeEach(async () => {
  platform = await startTestPlatform();
  shop = platform.standIn.control.provisionShop({ channel: 'PDD', historyDays: 1 });
  // A good call may wait seconds for the CPU while npm test runs the browser suite beside it (400 ms
  // was once too short): only the calls meant to time out get the short client.
  pdd = platform.adapter('PDD', 30_000);
  impatient = platform.adapter('PDD', TIMEOUT_MS);
});
afterEach(async () => {
  await platform.standIn.close();
});

const pull = (adapter: PlatformAdapter = pdd, token = shop.accessToken) =>
  adapter.pullChangedOrders(token, { since: EPOCH, cursor: null, pageSize: 10 });

describe('faults a test switches on', () => {
  it('maps each kind to the PlatformError the product acts on', async () => {
    const cases = [
      ['timeout', 'timeout'],
      ['5xx', 'unavailable'],
      ['429', 'rate_limited'],
      ['token_expired', 'token_expired'],
      ['revoked', 'authorization_revoked'],
    ] as const;
    for (const [kind, expected] of cases) {
      platform.standIn.control.addFault({ kind, times: 1 });
      const failure = await failureOf(pull(kind === 'timeout' ? impatient : pdd));
      expect(failure.kind, kind).toBe(expected);
      if (kind === '429') expect(failure.retryAfterMs).toBe(2000);
      // One time means one call: the next one works.
      await expect(pull()).resolves.toBeTruthy();
    }
  });

  it('fails exactly the next n matching calls, of the given channel and shop only', async () => {
    const other = platform.standIn.control.provisionShop({ channel: 'PDD', historyDays: 1 });
    platform.standIn.control.addFault({ kind: '5xx', times: 2, channel: 'pdd', shopId: shop.shopId });
    await expect(pull(pdd, other.accessToken)).resolves.toBeTruthy();
    const taobaoShop = platform.standIn.control.provisionShop({ channel: 'TAOBAO', historyDays: 1 });
    await expect(pull(platform.adapter('TAOBAO'), taobaoShop.accessToken)).resolves.toBeTruthy();
    expect((await failureOf(pull())).kind).toBe('unavailable');
    expect((await failureOf(pdd.pullOrder(shop.accessToken, 'x1'))).kind).toBe('unavailable');
    await expect(pull()).resolves.toBeTruthy();
    expect(platform.standIn.control.faults()).toEqual([]);
  });

  it('refuses a refresh when the authorisation is revoked, and spares token calls from token_expired', async () => {
    platform.standIn.control.addFault({ kind: 'token_expired', times: 1 });
    await expect(pdd.refresh(shop.refreshToken)).resolves.toBeTruthy();
    expect((await failureOf(pull())).kind).toBe('token_expired');
    platform.standIn.control.addFault({ kind: 'revoked', times: 1 });
    expect((await failureOf(pdd.refresh(shop.refreshToken))).kind).toBe('authorization_revoked');
  });

  it('holds a timed-out call until the client gives up, and shuts down with one still held', async () => {
    platform.standIn.control.addFault({ kind: 'timeout', times: 2 });
    const started = performance.now();
    expect((await failureOf(pull(impatient))).kind).toBe('timeout');
    expect(performance.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 10);
    const patient = platform.adapter('PDD', 60_000);
    const held = failureOf(pull(patient));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await platform.standIn.close();
    expect((await held).kind).toMatch(/unavailable|timeout/);
    platform = await startTestPlatform();
  });

  it('is switched over HTTP too, and cleared', async () => {
    const control = (method: string, body?: unknown) =>
      fetch(`${platform.standIn.url}/_control/faults`, {
        method,
        ...(body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      });
    expect((await control('POST', { kind: '5xx', times: 3, channel: 'PDD' })).status).toBe(201);
    expect(((await (await control('GET')).json()) as { faults: unknown[] }).faults).toHaveLength(1);
    expect((await failureOf(pull())).kind).toBe('unavailable');
    expect((await control('DELETE')).status).toBe(200);
    await expect(pull()).resolves.toBeTruthy();
    const bad = await control('POST', { kind: 'meltdown' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error_code: 40000 });
  });
});

describe('errors without a switch', () => {
  it('limits calls per shop and second, with Retry-After', async () => {
    await platform.standIn.close();
    platform = await startTestPlatform({ callsPerSecondPerShop: 5 });
    shop = platform.standIn.control.provisionShop({ channel: 'PDD', historyDays: 1 });
    const other = platform.standIn.control.provisionShop({ channel: 'PDD', historyDays: 1 });
    const adapter = platform.adapter('PDD');
    // In any second, five calls pass and the sixth waits.
    let passed = 0;
    let refused: { kind: string; retryAfterMs: number | null } | null = null;
    while (!refused && passed < 20) {
      refused = await pull(adapter).then(
        () => (passed++, null),
        (error: { kind: string; retryAfterMs: number | null }) => error,
      );
    }
    expect(passed).toBe(5);
    expect(refused).toMatchObject({ kind: 'rate_limited', retryAfterMs: 1000 });
    // Another shop has its own allowance.
    await expect(pull(adapter, other.accessToken)).resolves.toBeTruthy();
    // A provisioned shop may carry its own limit.
    const unlimited = platform.standIn.control.provisionShop({
      channel: 'PDD',
      historyDays: 1,
      callsPerSecond: 0,
    });
    await Promise.all(Array.from({ length: 20 }, () => pull(adapter, unlimited.accessToken)));
  });

  it('calls an unreachable platform unavailable', async () => {
    const nowhere = createHttpPlatformAdapter({
      channel: 'PDD',
      baseUrl: 'http://127.0.0.1:9',
      clientId: 'x',
      timeoutMs: 2000,
    });
    expect((await failureOf(pull(nowhere))).kind).toBe('unavailable');
  });

  it('answers in the platform error shape', async () => {
    const answer = await fetch(`${platform.standIn.url}/pdd/orders/changed?since=yesterday`, {
      headers: { authorization: `Bearer ${shop.accessToken}` },
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error_code: 40000, error_msg: 'since 须为 ISO 8601 时间' });
    const unknown = await fetch(`${platform.standIn.url}/amazon/orders/changed`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error_code: 40400 });
    const anonymous = await fetch(`${platform.standIn.url}/pdd/orders/changed?since=2026-01-01T00:00:00Z`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error_code: 40100 });
  });
});
