import { describe, expect, it, vi } from 'vitest';
import { CANCELLED_MESSAGE, createApiClient, type AuthState, type ClientHost } from '../src/http/client.ts';

interface Sent {
  url: string;
  init: RequestInit;
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setup(options: { auth?: AuthState | null; respond?: (s: Sent) => Promise<Response> | Response } = {}) {
  const sent: Sent[] = [];
  const navigations: string[] = [];
  const alerts: unknown[] = [];
  const saved: Array<{ blob: Blob; filename: string }> = [];
  const auth = options.auth === undefined ? { userId: '7', userHash: 'h-abc', isPurchaser: false } : options.auth;
  const host: ClientHost = {
    baseURL: 'http://api.test',
    ssoUrl: 'http://api.test/sso',
    getAuth: () => auth,
    currentUrl: () => 'http://console.test/order/daifaOrderList?status=TOOK&x=1',
    navigate: (url) => navigations.push(url),
    alert: async (o) => {
      alerts.push(o);
    },
    saveBlob: (blob, filename) => saved.push({ blob, filename }),
    fetch: (async (url: string, init: RequestInit) => {
      const s = { url, init };
      sent.push(s);
      return options.respond ? options.respond(s) : json({ errorCode: 0, errorMsg: '', data: { ok: true } });
    }) as typeof fetch,
  };
  return { client: createApiClient(host), sent, navigations, alerts, saved };
}

const headersOf = (s: Sent) => s.init.headers as Record<string, string>;

describe('request pipeline', () => {
  it('GET and PUT send params in the query, POST and DELETE in a JSON body', async () => {
    const { client, sent } = setup();
    await client.get('/api/a', { q: '拿货', ids: [1, 2] });
    await client.put('/api/b', { n: 1 });
    await client.post('/api/c', { n: 2 });
    await client.delete('/api/d', { n: 3 });
    expect(sent[0]!.url).toBe('http://api.test/api/a?q=%E6%8B%BF%E8%B4%A7&ids=1&ids=2');
    expect(sent[0]!.init.body).toBeUndefined();
    expect(sent[1]!.url).toBe('http://api.test/api/b?n=1');
    expect(sent[2]!.url).toBe('http://api.test/api/c');
    expect(sent[2]!.init.body).toBe('{"n":2}');
    expect(sent[3]!.init.method).toBe('DELETE');
    expect(sent[3]!.init.body).toBe('{"n":3}');
  });

  it('sends X-TOKEN and X-USER-ID, and X-REQUEST-SOURCE only for purchasers', async () => {
    const seller = setup();
    await seller.client.get('/api/x');
    expect(headersOf(seller.sent[0]!)).toMatchObject({ 'X-TOKEN': 'h-abc', 'X-USER-ID': '7' });
    expect(headersOf(seller.sent[0]!)['X-REQUEST-SOURCE']).toBeUndefined();
    const purchaser = setup({ auth: { userId: '9', userHash: 'p', isPurchaser: true } });
    await purchaser.client.get('/api/x');
    expect(headersOf(purchaser.sent[0]!)['X-REQUEST-SOURCE']).toBe('purchase');
  });

  it('noToken skips the auth headers and is not sent', async () => {
    const { client, sent } = setup({ auth: null });
    await client.post('/api/login', { noToken: true, username: 'u' });
    expect(headersOf(sent[0]!)['X-TOKEN']).toBeUndefined();
    expect(sent[0]!.init.body).toBe('{"username":"u"}');
  });

  it('formData posts array-aware url-encoded, isFile posts multipart', async () => {
    const { client, sent } = setup();
    await client.post('/api/f', { ids: [3, 4], name: '档口 A' }, { formData: true });
    expect(sent[0]!.init.body).toBe('ids=3&ids=4&name=%E6%A1%A3%E5%8F%A3%20A');
    expect(headersOf(sent[0]!)['Content-Type']).toContain('application/x-www-form-urlencoded');
    await client.post('/api/u', { file: new Blob(['x']), tag: 't' }, { isFile: true });
    const form = sent[1]!.init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('tag')).toBe('t');
    expect(headersOf(sent[1]!)['Content-Type']).toBeUndefined();
  });

  it('passes other error codes back to the caller', async () => {
    const { client, navigations } = setup({
      respond: () => json({ errorCode: 40900, errorMsg: '账号已存在', data: null }, 409),
    });
    const result = await client.post('/api/x', {});
    expect(result).toEqual({ errorCode: 40900, errorMsg: '账号已存在', data: null });
    expect(navigations).toEqual([]);
  });

  it('without a login hash goes to SSO with the current address as jump, sending nothing', async () => {
    const { client, sent, navigations } = setup({ auth: null });
    const result = await client.get('/api/b2/user');
    expect(sent).toHaveLength(0);
    expect(result.errorCode).toBe(10000);
    expect(navigations).toEqual([
      'http://api.test/sso?jump=' + encodeURIComponent('http://console.test/order/daifaOrderList?status=TOOK&x=1'),
    ]);
  });

  it('errorCode 10000 redirects to SSO', async () => {
    const { client, navigations } = setup({ respond: () => json({ errorCode: 10000, errorMsg: 'x', data: null }, 401) });
    await client.get('/api/b2/user');
    expect(navigations[0]).toMatch(/^http:\/\/api\.test\/sso\?jump=http%3A%2F%2Fconsole\.test/);
  });

  it('errorCode 10001 shows one alert for many calls, then redirects', async () => {
    const { client, alerts, navigations } = setup({
      respond: () => json({ errorCode: 10001, errorMsg: 'x', data: null }),
    });
    const answers = await Promise.all([client.get('/a'), client.get('/b'), client.get('/c')]);
    // The calls answer while the alert is still open; the redirect waits for the user.
    expect(answers.map((a) => a.errorCode)).toEqual([10001, 10001, 10001]);
    expect(alerts).toEqual([{ title: '登录错误', content: '进入采购商系统请使用采购商账号登录', okText: '确定' }]);
    await vi.waitFor(() => expect(navigations).toHaveLength(1));
  });

  it('quietAuth answers 10000 and 10001 as they are, with no redirect or alert', async () => {
    for (const code of [10000, 10001]) {
      const { client, alerts, navigations } = setup({ respond: () => json({ errorCode: code, errorMsg: 'x', data: null }) });
      expect((await client.get('/api/b2/user', undefined, { quietAuth: true })).errorCode).toBe(code);
      expect(alerts).toEqual([]);
      expect(navigations).toEqual([]);
    }
    const signedOut = setup({ auth: null });
    expect((await signedOut.client.get('/api/b2/user', undefined, { quietAuth: true })).errorCode).toBe(10000);
    expect(signedOut.sent).toEqual([]);
    expect(signedOut.navigations).toEqual([]);
  });

  it('a network failure is errorCode -20 系统异常', async () => {
    const { client } = setup({
      respond: () => {
        throw new TypeError('fetch failed');
      },
    });
    expect(await client.get('/api/x')).toEqual({ errorCode: -20, errorMsg: '系统异常', data: null });
  });

  it('a timeout is errorCode -20 系统异常', async () => {
    vi.useFakeTimers();
    try {
      const { client } = setup({
        respond: (s) =>
          new Promise((_, reject) => s.init.signal!.addEventListener('abort', () => reject(new Error('aborted')))),
      });
      const pending = client.get('/api/slow');
      await vi.advanceTimersByTimeAsync(120000);
      expect(await pending).toEqual({ errorCode: -20, errorMsg: '系统异常', data: null });
    } finally {
      vi.useRealTimers();
    }
  });

  it('abortFlag: an identical repeat cancels the earlier request; a different payload does not', async () => {
    const { client } = setup({
      respond: (s) =>
        new Promise((resolve, reject) => {
          s.init.signal!.addEventListener('abort', () => reject(new Error('aborted')));
          setTimeout(() => resolve(json({ errorCode: 0, errorMsg: '', data: s.init.body })), 20);
        }),
    });
    const first = client.post('/api/save', { a: 1 }, { abortFlag: true });
    const other = client.post('/api/save', { a: 2 }, { abortFlag: true });
    const second = client.post('/api/save', { a: 1 }, { abortFlag: true });
    expect(await first).toMatchObject({ errorMsg: CANCELLED_MESSAGE });
    expect(await other).toMatchObject({ errorCode: 0, data: '{"a":2}' });
    expect(await second).toMatchObject({ errorCode: 0, data: '{"a":1}' });
  });

  it('abortFlag_URL matches on method and URL only', async () => {
    const { client } = setup({
      respond: (s) =>
        new Promise((resolve, reject) => {
          s.init.signal!.addEventListener('abort', () => reject(new Error('aborted')));
          setTimeout(() => resolve(json({ errorCode: 0, errorMsg: '', data: null })), 20);
        }),
    });
    const first = client.post('/api/search', { q: 'a' }, { abortFlag_URL: true });
    const second = client.post('/api/search', { q: 'b' }, { abortFlag_URL: true });
    expect((await first).errorMsg).toBe('操作太频繁，请稍后再试');
    expect((await second).errorCode).toBe(0);
  });

  it('export helper downloads the blob as .xlsx and calls success', async () => {
    const { client, saved, sent } = setup({
      respond: () => new Response(new Blob(['PK..']), { headers: { 'content-type': 'application/octet-stream' } }),
    });
    const success = vi.fn();
    await client.exportFile({ url: '/api/export', params: { day: '11.21' }, filename: '拿货任务', success });
    expect(sent[0]!.url).toBe('http://api.test/api/export?day=11.21');
    expect(saved[0]!.filename).toBe('拿货任务.xlsx');
    expect(await saved[0]!.blob.text()).toBe('PK..');
    expect(success).toHaveBeenCalledOnce();
  });

  it('export helper sends POST params in the body and reports a JSON error', async () => {
    const { client, sent, saved } = setup({
      respond: () => json({ errorCode: 40300, errorMsg: '暂无权限', data: null }, 403),
    });
    const error = vi.fn();
    await client.exportFile({ method: 'POST', url: '/api/export', params: { a: 1 }, filename: 'x.xlsx', error });
    expect(sent[0]!.init.method).toBe('POST');
    expect(sent[0]!.init.body).toBe('{"a":1}');
    expect(saved).toHaveLength(0);
    expect(error).toHaveBeenCalledWith('暂无权限');
  });
});
