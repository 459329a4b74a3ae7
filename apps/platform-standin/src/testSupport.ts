// Shared by the tests: a stand-in on a free port with a frozen clock, spoken to through the server's adapter.
import type { PlatformAdapter, PlatformOrder } from '../../server/src/modules/shops/platform/adapter.ts';
import { createHttpPlatformAdapter } from '../../server/src/modules/shops/platform/httpPlatformAdapter.ts';
import { startPlatformStandIn, type PlatformStandIn, type PlatformStandInOptions } from './standIn.ts';

/** A fixed "now" for the tests: 10:00 Beijing time. */
export const T0 = new Date('2026-03-02T02:00:00.000Z');
export const HOUR = 3600_000;
export const DAY = 24 * HOUR;
export const EPOCH = new Date(0);

export interface TestPlatform {
  standIn: PlatformStandIn;
  adapter(channel: string, timeoutMs?: number): PlatformAdapter;
}

export async function startTestPlatform(options: PlatformStandInOptions = {}): Promise<TestPlatform> {
  // No call limit unless a test asks for one: the tests page as fast as they can.
  const standIn = await startPlatformStandIn({ secret: 'test-secret', callsPerSecondPerShop: 0, ...options });
  standIn.control.setClock(T0);
  return {
    standIn,
    adapter: (channel, timeoutMs = 5000) =>
      createHttpPlatformAdapter({ channel, baseUrl: standIn.url, clientId: 'oms-test', timeoutMs }),
  };
}

/** Every order changed since `since`, page by page, as a sync would read them. */
export async function pullAll(
  adapter: PlatformAdapter,
  accessToken: string,
  since: Date = EPOCH,
  pageSize = 100,
): Promise<{ orders: PlatformOrder[]; pages: number }> {
  const orders: PlatformOrder[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await adapter.pullChangedOrders(accessToken, { since, cursor, pageSize });
    orders.push(...page.orders);
    cursor = page.nextCursor;
    pages++;
  } while (cursor !== null);
  return { orders, pages };
}

/** The PlatformError a promise fails with (its kind and wait), to compare in one expectation. */
export async function failureOf(
  promise: Promise<unknown>,
): Promise<{ kind: string; retryAfterMs: number | null }> {
  try {
    await promise;
  } catch (error) {
    const { kind, retryAfterMs } = error as { kind: string; retryAfterMs: number | null };
    return { kind, retryAfterMs };
  }
  throw new Error('expected the call to fail');
}
