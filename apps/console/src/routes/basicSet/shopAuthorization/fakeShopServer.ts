import type { ApiEnvelope, ShopRow } from '@oms/api-client';

/**
 * The HTTP layer for the page's tests: `fetch` answers each API path from a handler a test sets, and
 * every call is recorded with its JSON body. The console's client binds `fetch` when it is created,
 * so install() must run before it is imported (vi.hoisted).
 */
export interface RecordedCall {
  path: string;
  body: Record<string, unknown>;
}

type Handler = (body: Record<string, unknown>) => ApiEnvelope<unknown> | Promise<ApiEnvelope<unknown>>;

export function ok<T>(data: T): ApiEnvelope<T> {
  return { errorCode: 0, errorMsg: '成功', data };
}

export function refused(errorCode: number, errorMsg: string, field?: string): ApiEnvelope<unknown> {
  return { errorCode, errorMsg, data: field ? { field } : null };
}

export function createFakeShopServer() {
  const handlers = new Map<string, Handler>();
  const calls: RecordedCall[] = [];

  const fetchFake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = new URL(String(input), 'http://console.test').pathname;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    calls.push({ path, body });
    const handler = handlers.get(path);
    const envelope = handler ? await handler(body) : refused(40400, `no fake for ${path}`);
    return { json: async () => envelope } as Response;
  };

  return {
    install() {
      globalThis.fetch = fetchFake as typeof fetch;
    },
    answer(path: string, handler: Handler) {
      handlers.set(path, handler);
    },
    reset() {
      handlers.clear();
      calls.length = 0;
    },
    callsTo(path: string) {
      return calls.filter((c) => c.path === path);
    },
  };
}

/** A shop row with plausible defaults; tests override what they are about. */
export function shopRow(patch: Partial<ShopRow> & Pick<ShopRow, 'id' | 'name' | 'platform'>): ShopRow {
  return {
    lastAuthTime: '2025-05-01T02:00:00.000Z',
    expireTime: '2025-08-01T02:00:00.000Z',
    leftDays: 40,
    authState: 'AUTHORIZED',
    lastSyncAt: '2025-06-20T03:04:05.000Z',
    lastSyncResult: 'OK',
    lastSyncError: null,
    orderCount: 12,
    needsVerification: false,
    verifyLockedUntil: null,
    ...patch,
  };
}
