import { afterAll, beforeAll } from 'vitest';
import { createTestApp, purchaserLogin, type Session, type TestApp } from './testApp.ts';
import { addMatrixAccounts, sessionOf } from './actors.ts';

/**
 * A test app with the purchaser tenant's owner and a rival tenant signed in, and JSON helpers: the
 * setup of every tenant-scoped module's tests.
 */
export function ownerAndRival() {
  const ctx = {} as { t: TestApp; owner: Session; rival: Session };
  beforeAll(async () => {
    ctx.t = await createTestApp({ exposeCaptchaAnswer: true });
    await addMatrixAccounts(ctx.t);
    ctx.owner = await purchaserLogin(ctx.t.app, 'purchaser', 'purchaser123');
    ctx.rival = (await sessionOf(ctx.t, 'otherTenant'))!;
  });
  afterAll(() => ctx.t.close());
  const post = async (who: Session, url: string, payload: object) =>
    (await ctx.t.app.inject({ method: 'POST', url, headers: who.headers, payload })).json();
  const get = async (who: Session, url: string) => (await ctx.t.app.inject({ method: 'GET', url, headers: who.headers })).json();
  return { ctx, post, get };
}
