import { beforeEach, describe, expect, it } from 'vitest';
import {
  adoptAsPurchaser,
  captureAuthFromUrl,
  clearAuth,
  readAuth,
  savePurchaserAuth,
} from './authStorage.ts';

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'user_id=; Path=/; Max-Age=0';
  document.cookie = 'user_hash=; Path=/; Max-Age=0';
  window.history.replaceState(null, '', '/');
});

describe('auth storage', () => {
  it('takes user_id and user_hash out of the address bar and keeps them', () => {
    window.history.replaceState(null, '', '/home?tab=1&user_id=5&user_hash=abc123');
    expect(captureAuthFromUrl()).toBe(true);
    expect(window.location.pathname + window.location.search).toBe('/home?tab=1');
    expect(readAuth()).toEqual({ userId: '5', userHash: 'abc123', isPurchaser: false });
  });

  it('prefers cookies over local storage for sellers', () => {
    localStorage.setItem('user_id', '1');
    localStorage.setItem('user_hash', 'old');
    document.cookie = 'user_id=2; Path=/';
    document.cookie = 'user_hash=fresh; Path=/';
    expect(readAuth()).toEqual({ userId: '2', userHash: 'fresh', isPurchaser: false });
  });

  it('purchasers read local storage only and are marked as purchase traffic', () => {
    document.cookie = 'user_id=2; Path=/';
    document.cookie = 'user_hash=cookie; Path=/';
    savePurchaserAuth({ userId: 9, userHash: 'p-hash', userType: 1 });
    expect(readAuth()).toEqual({ userId: '9', userHash: 'p-hash', isPurchaser: true });
    expect(localStorage.getItem('userType')).toBe('1');
  });

  it('a purchaser signed in through SSO is adopted as purchase traffic', () => {
    document.cookie = 'user_id=3; Path=/';
    document.cookie = 'user_hash=sso-hash; Path=/';
    adoptAsPurchaser();
    expect(readAuth()).toEqual({ userId: '3', userHash: 'sso-hash', isPurchaser: true });
  });

  it('signing out forgets everything', () => {
    savePurchaserAuth({ userId: 9, userHash: 'p-hash', userType: 0 });
    clearAuth();
    expect(readAuth()).toBeNull();
  });
});
