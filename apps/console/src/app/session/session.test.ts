import { beforeEach, describe, expect, it } from 'vitest';
import { isDemoDropshipAccount } from './demoAccounts.ts';
import { resetStaleUserType } from './loadSession.ts';
import { paymentReturn } from '../navigation/payCallback.ts';
import { APP_VERSION_KEY, checkVersion } from '../navigation/versionCheck.ts';

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'user_id=; Path=/; Max-Age=0';
});

describe('session rules', () => {
  it('resets a stored userType 1 to 0 when a user cookie exists', () => {
    localStorage.setItem('userType', '1');
    resetStaleUserType();
    expect(localStorage.getItem('userType')).toBe('1');
    document.cookie = 'user_id=5; Path=/';
    resetStaleUserType();
    expect(localStorage.getItem('userType')).toBe('0');
  });

  it('recognises the shared dropship demo logins only', () => {
    expect(isDemoDropshipAccount('daifademo01')).toBe(true);
    expect(isDemoDropshipAccount('DaifaDemo2')).toBe(true);
    expect(isDemoDropshipAccount('seller')).toBe(false);
    expect(isDemoDropshipAccount('mydaifademo')).toBe(false);
  });
});

describe('payment return', () => {
  it('maps payCallback to its landing and prefers activityName', () => {
    expect(paymentReturn('?payCallback=recharge')).toEqual({ kind: 'landing', to: '/funds/balance' });
    expect(paymentReturn('?payCallback=bukuan')).toEqual({ kind: 'landing', to: '/funds/transferRecord' });
    expect(paymentReturn('?payCallback=problem')).toEqual({ kind: 'landing', to: '/afterSale/problemList' });
    expect(paymentReturn('?payCallback=unknown')).toBeNull();
    expect(paymentReturn('?payCallback=recharge&activityName=618')).toEqual({
      kind: 'activity',
      activityName: '618',
    });
  });
});

describe('version check', () => {
  const host = (version: string, log: string[]) => ({
    fetchVersion: async () => ({ version, desc: `desc ${version}` }),
    showNotice: async (desc: string) => {
      log.push(desc);
    },
    reload: () => log.push('reload'),
  });

  it('stores 1.9.0 on the first visit without asking the server', async () => {
    const log: string[] = [];
    await checkVersion({
      ...host('2.0.0', log),
      fetchVersion: async () => Promise.reject(new Error('not called')),
    });
    expect(localStorage.getItem(APP_VERSION_KEY)).toBe('1.9.0');
    expect(log).toEqual([]);
  });

  it('shows desc, stores the new version and reloads when it differs; runs one check at a time', async () => {
    localStorage.setItem(APP_VERSION_KEY, '1.9.0');
    const log: string[] = [];
    await Promise.all([checkVersion(host('1.9.1', log)), checkVersion(host('1.9.1', log))]);
    expect(log).toEqual(['desc 1.9.1', 'reload']);
    expect(localStorage.getItem(APP_VERSION_KEY)).toBe('1.9.1');
  });

  it('ignores a failed check', async () => {
    localStorage.setItem(APP_VERSION_KEY, '1.9.0');
    await expect(
      checkVersion({ ...host('x', []), fetchVersion: () => Promise.reject(new Error('offline')) }),
    ).resolves.toBeUndefined();
    expect(localStorage.getItem(APP_VERSION_KEY)).toBe('1.9.0');
  });
});
