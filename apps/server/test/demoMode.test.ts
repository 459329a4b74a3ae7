import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPasswordsInUse } from '../src/db/seed.ts';
import { loadConfig } from '../src/config.ts';
import { hashPassword } from '../src/security/passwords.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo mode', () => {
  it('knows while a demo account still has its published password, and stops knowing once changed', async () => {
    expect(await demoPasswordsInUse(t.database.db)).toBe(true);
    const hash = await hashPassword('a-private-password');
    await t.database.pool.query(`update accounts set password_hash = $1 where parent_id is null and username in ('seller', 'purchaser')`, [hash]);
    expect(await demoPasswordsInUse(t.database.db)).toBe(false);
  });

  it('leaves the listen address to that unless HOST is set, and logs readably on the embedded database', () => {
    expect(loadConfig({}).host).toBeUndefined();
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({}).logFormat).toBe('pretty');
    expect(loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/db' }).logFormat).toBe('json');
    expect(loadConfig({ OMS_LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ OMS_LOG_FORMAT: 'xml' })).toThrow('OMS_LOG_FORMAT must be pretty or json');
  });
});
