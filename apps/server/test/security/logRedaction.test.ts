import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, purchaserLogin, type TestApp } from '../support/testApp.ts';
import { redactUrl, serializeError } from '../../src/http/logging.ts';

/** What the log never holds: session tokens (query, header, cookie) and SQL parameters. */
let t: TestApp;
const logLines: string[] = [];
const SECRET_PARAM = 'secret-param-ZX81';
beforeAll(async () => {
  t = await createTestApp({ exposeCaptchaAnswer: true }, { logLines });
  // A route that fails inside PostgreSQL with a parameter, as a bad insert would.
  t.app.get('/api/test/db-failure', async () => {
    await t.database.db.execute(sql`select ${SECRET_PARAM}::int`);
    return null;
  });
});
afterAll(() => t.close());

describe('the log', () => {
  it('holds no session token after an SSO sign-in and the first page load', async () => {
    const signIn = await t.app.inject({ method: 'POST', url: '/api/sso/login', payload: { username: 'seller', password: 'seller123', jump: '/home' } });
    const { userId, userHash, redirect } = signIn.json().data;
    expect(redirect).toContain(encodeURIComponent(userHash));
    await t.app.inject({ method: 'GET', url: redirect });
    await t.app.inject({ method: 'GET', url: `/order/orderList?user_id=${userId}&user_hash=${userHash}&tab=1` });
    await t.app.inject({ method: 'GET', url: '/api/b2/user', headers: { 'x-user-id': String(userId), 'x-token': userHash, cookie: `user_hash=${userHash}` } });
    const purchaser = await purchaserLogin(t.app, 'purchaser', 'purchaser123');
    await t.app.inject({ method: 'GET', url: '/api/b2/user', headers: purchaser.headers });
    const log = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(5);
    expect(log).toContain('[REDACTED]');
    expect(log).toContain('/order/orderList?user_id=');
    for (const token of [userHash, encodeURIComponent(userHash), purchaser.userHash]) expect(log).not.toContain(token);
  });

  it('holds no SQL parameter when a query fails', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/db-failure' });
    expect(res.json().errorCode).toBe(50000);
    const log = logLines.join('\n');
    expect(log).toContain('unexpected error');
    expect(log).toContain('select $1::int');
    expect(log).not.toContain(SECRET_PARAM);
    expect(res.body).not.toContain(SECRET_PARAM);
  });

  it('redacts token-like query values whatever their name, and keeps ordinary ones', () => {
    expect(redactUrl('/home?user_id=7&user_hash=abc')).toBe('/home?user_id=7&user_hash=[REDACTED]');
    expect(redactUrl('/x?ticket=Zm9vYmFyYmF6cXV4cXV1eHh5enp5eHd2dXQ&page=2')).toBe('/x?ticket=[REDACTED]&page=2');
    expect(redactUrl('/x?keyword=%E4%B8%AD&page=2#frag')).toBe('/x?keyword=%E4%B8%AD&page=2');
    expect(serializeError(Object.assign(new Error('Failed query: select $1\nparams: hunter2'), { code: '22P02' }))).toMatchObject({
      message: 'Failed query: select $1\nparams: [REDACTED]',
      code: '22P02',
    });
  });
});
