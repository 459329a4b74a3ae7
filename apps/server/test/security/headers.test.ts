import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '@oms/api-client';
import { createTestApp, purchaserLogin, type TestApp } from '../support/testApp.ts';
import { allEndpoints } from '../support/endpointCases.ts';

/** A built console of our own (a page, a hashed script, its source map), so the static routes are real. */
let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'oms-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><meta name="oms-brand" content=""><div id="root"></div>');
  await fs.writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)\n//# sourceMappingURL=index-abc123.js.map');
  await fs.writeFile(path.join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sourcesContent":["secret source"]}');
  await fs.writeFile(path.join(dist, 'version.json'), '{"version":"1","desc":"x"}');
  t = await createTestApp({ consoleDist: dist, exposeCaptchaAnswer: true });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dist, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
  const csp = String(headers['content-security-policy'] ?? '');
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("script-src 'self'");
  expect(csp, what).not.toMatch(/script-src[^;]*unsafe/);
  // scripts from our files and the seller's local print service only: no scheme-wide source
  const scriptSources = /script-src ([^;]*)/.exec(csp)![1]!.split(' ');
  expect(scriptSources, what).toEqual(["'self'", 'http://localhost:8000', 'http://localhost:18000', 'https://localhost:8443', 'https://localhost.lodop.net:8443']);
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('no-referrer');
}

describe('security headers on every answer', () => {
  it('pages, assets, the SSO page and script, version.json, health, 404s', async () => {
    const urls = ['/', '/home', '/home?user_id=1&user_hash=abc', '/order/orderList', '/sso', '/sso/sso.js', '/assets/index-abc123.js', '/version.json', '/healthz', '/api/nope', '/assets/missing.js'];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expectSecurityHeaders(res.headers, url);
    }
  });

  it('every API endpoint, signed in or not', async () => {
    const owner = await purchaserLogin(t.app, 'purchaser', 'purchaser123');
    for (const [name, endpoint] of Object.entries(allEndpoints)) {
      if (name === 'logout') continue;
      const params = Object.fromEntries([...endpoint.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => [m[1]!, 1]));
      const url = fillPath(endpoint.path, params);
      for (const headers of [{}, owner.headers]) {
        const res = await t.app.inject({ method: endpoint.method, url, headers, ...(endpoint.method === 'POST' ? { payload: {} } : {}) });
        expectSecurityHeaders(res.headers, name);
      }
    }
  });

  it('hashed assets are cached for a year, the page never', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/home' })).headers['cache-control']).toBe('no-cache');
  });
});

describe('source maps', () => {
  it('are not served unless a setting asks', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret source');
    const asked = await createTestApp({ consoleDist: dist, serveSourceMaps: true });
    try {
      const served = await asked.app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
      expect(served.statusCode).toBe(200);
      expect(served.body).toContain('secret source');
    } finally {
      await asked.close();
    }
  });

  it('a missing asset is a 404, not the console page under a .js name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });
});

describe('cookies', () => {
  const ssoCookies = async (app: TestApp, headers: Record<string, string>) => {
    const res = await app.app.inject({ method: 'POST', url: '/api/sso/login', payload: { username: 'seller', password: 'seller123' }, headers });
    return ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  };

  it('are Secure when the page came over HTTPS behind a trusted proxy, not otherwise', async () => {
    const plain = await ssoCookies(t, {});
    expect(plain).toHaveLength(2);
    expect(plain.every((c) => !/;\s*Secure/i.test(c))).toBe(true);
    // Without trust, a forged X-Forwarded-Proto changes nothing.
    expect((await ssoCookies(t, { 'x-forwarded-proto': 'https' })).every((c) => !/;\s*Secure/i.test(c))).toBe(true);
    const proxied = await createTestApp({ trustProxy: true });
    try {
      const secure = await ssoCookies(proxied, { 'x-forwarded-proto': 'https' });
      expect(secure).toHaveLength(2);
      expect(secure.every((c) => /;\s*Secure/i.test(c))).toBe(true);
    } finally {
      await proxied.close();
    }
  });
});
