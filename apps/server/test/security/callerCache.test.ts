import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '../../src/db/client.ts';
import { codeOf, createTestApp, purchaserLogin, type Session, type TestApp } from '../support/testApp.ts';

/**
 * Sessions resolved once are kept by the process (src/http/callerCache.ts) and forgotten on the auth
 * tables' notifications: a revoke is seen by the next request whether it was made here, by another
 * process or by hand in psql.
 */
let t: TestApp;
let owner: Session;
let elsewhere: Database;
beforeAll(async () => {
  t = await createTestApp({ exposeCaptchaAnswer: true });
  owner = await purchaserLogin(t.app, 'purchaser', 'purchaser123');
  // another process's connections: a pool of its own on the same database
  elsewhere = connect(t.databaseUrl, 1);
});
afterAll(async () => {
  await elsewhere.close();
  await t.close();
});

const me = (session: Session) =>
  t.app.inject({ method: 'GET', url: '/api/b2/user', headers: session.headers });
const call = (session: Session, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: session.headers, payload });

async function subAccount(username: string, permissionCodes: string[]) {
  const role = await call(owner, '/api/b2/purchaser/role/add', {
    roleName: `角色${username}`,
    permissionCodes,
  });
  const roleId = role.json().data.id as number;
  const user = await call(owner, '/api/b2/purchaser/user/add', {
    username,
    password: 'secret123',
    subUsername: username,
    roleIds: [roleId],
  });
  expect(codeOf(user)).toBe(0);
  return {
    id: user.json().data.id as number,
    roleId,
    session: await purchaserLogin(t.app, `purchaser:${username}`, 'secret123'),
  };
}

async function refusedWithin(session: Session, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (codeOf(await me(session)) === 10000) return true;
    await new Promise((r) => setTimeout(r, 10));
  }
  return false;
}

describe('resolved sessions', () => {
  it('拿退货 taken from the tenant by hand elsewhere: the next pick-up call is refused, granted again it answers', async () => {
    const mine = () =>
      t.app.inject({ method: 'GET', url: '/api/b2/purchaser/assigned/takeMine', headers: owner.headers });
    expect(codeOf(await mine())).toBe(0);
    await elsewhere.db.execute(sql`update accounts set manual_delivery = false where username = 'purchaser'`);
    const until = Date.now() + 5000;
    let code = 0;
    while (Date.now() < until && (code = codeOf(await mine())) === 0)
      await new Promise((r) => setTimeout(r, 10));
    expect(code).toBe(40300);
    await elsewhere.db.execute(sql`update accounts set manual_delivery = true where username = 'purchaser'`);
    const back = Date.now() + 5000;
    while (Date.now() < back && (code = codeOf(await mine())) !== 0)
      await new Promise((r) => setTimeout(r, 10));
    expect(code).toBe(0);
  });

  it('a second request is answered from the kept caller: a revoke nobody is told of goes unseen', async () => {
    const { session } = await subAccount('cache1', []);
    expect(codeOf(await me(session))).toBe(0);
    expect(t.callers.size).toBeGreaterThan(0);
    // with the notification switched off the kept caller still answers — it is the cache, not a read
    await elsewhere.db.transaction(async (tx) => {
      await tx.execute(sql`alter table sessions disable trigger sessions_auth_changed`);
      await tx.execute(sql`update sessions set revoked_at = now() where account_id = ${session.userId}`);
      await tx.execute(sql`alter table sessions enable trigger sessions_auth_changed`);
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(codeOf(await me(session))).toBe(0);
    // anything that notifies empties it: the revoke is then seen
    await elsewhere.db.execute(sql`update sessions set revoked_at = revoked_at where false`);
    expect(await refusedWithin(session, 2000)).toBe(true);
  });

  it('a revoke by another process (or by hand) is seen by the next requests', async () => {
    const { session } = await subAccount('cache2', []);
    expect(codeOf(await me(session))).toBe(0);
    expect(codeOf(await me(session))).toBe(0);
    await elsewhere.db.execute(
      sql`update sessions set revoked_at = now() where account_id = ${session.userId}`,
    );
    expect(await refusedWithin(session, 2000)).toBe(true);
  });

  it('changes made through this process are seen by the very next request', async () => {
    const disabled = await subAccount('cache3', []);
    expect(codeOf(await me(disabled.session))).toBe(0);
    await call(owner, '/api/b2/purchaser/user/updateState', { id: disabled.id, state: 0 });
    expect(codeOf(await me(disabled.session))).toBe(10000);

    // a permission taken from the role: the next request is refused, no wait
    const finance = await subAccount('cache4', ['/funds/balance']);
    const balance = () =>
      t.app.inject({ method: 'GET', url: '/api/b2/funds/overview', headers: finance.session.headers });
    expect(codeOf(await balance())).toBe(0);
    await call(owner, '/api/b2/purchaser/role/permissions/authorization', {
      roleId: finance.roleId,
      permissionCodes: ['/afterSale/problemList'],
    });
    expect(codeOf(await balance())).toBe(40300);
  });

  it('a disabled main account takes its sub-accounts’ kept sessions with it', async () => {
    const { session } = await subAccount('cache5', []);
    expect(codeOf(await me(session))).toBe(0);
    await elsewhere.db.execute(sql`update accounts set state = 0 where id = ${owner.userId}`);
    try {
      expect(await refusedWithin(session, 2000)).toBe(true);
      expect(await refusedWithin(owner, 2000)).toBe(true);
    } finally {
      await elsewhere.db.execute(sql`update accounts set state = 1 where id = ${owner.userId}`);
    }
  });

  it('a sign-in (its last_login_at written) does not empty the cache', async () => {
    const { session } = await subAccount('cache6', []);
    expect(codeOf(await me(session))).toBe(0);
    const kept = t.callers.size;
    await purchaserLogin(t.app, 'purchaser:cache6', 'secret123');
    expect(t.callers.size).toBe(kept);
  });
});
