import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { MENU_CHANGE_TOUR_KEY, PLATFORM_TOUR_CLOSED_KEY } from '../../src/app/tours/tourSteps.ts';
import { shopPopupDayKey } from '../../src/app/layout/shopAuthPopupKeys.ts';

export type Role = 'seller' | 'purchaser' | 'picker' | 'finance' | 'tuihuo';
export const passwords: Record<Role, string> = {
  seller: 'seller123',
  purchaser: 'purchaser123',
  picker: 'picker123',
  finance: 'finance123',
  tuihuo: 'tuihuo123',
};

/** Sub-accounts sign in as `主账号:子账号`. */
export const loginNames: Record<Role, string> = {
  seller: 'seller',
  purchaser: 'purchaser',
  picker: 'purchaser:picker',
  finance: 'purchaser:finance',
  tuihuo: 'purchaser:tuihuo',
};

export function baseUrl(brand = 'e3e3'): string {
  const url = process.env[`E2E_URL_${brand.toUpperCase()}`];
  if (!url) throw new Error(`no server for brand ${brand}`);
  return url;
}

/** Today on the business's clock (Beijing), as the console keys its once-a-day prompts. */
function localDay() {
  return new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
}

/** Marks first-visit guidance as seen and the user's shop popup as shown today, for tests about other things. */
export async function quietGuidance(context: BrowserContext, userId: number) {
  await context.addInitScript(
    ({ keys, day }) => {
      localStorage.setItem(keys.menu, '1');
      localStorage.setItem(keys.platform, '1');
      localStorage.setItem(keys.shop, day);
      if (!localStorage.getItem('app_version')) localStorage.setItem('app_version', '1.9.0');
    },
    {
      keys: { menu: MENU_CHANGE_TOUR_KEY, platform: PLATFORM_TOUR_CLOSED_KEY, shop: shopPopupDayKey(userId) },
      day: localDay(),
    },
  );
}

/** The popup's "shown today" entry for a user, to mark it shown from a test. */
export function shopPopupShownToday(userId: number): [string, string] {
  return [shopPopupDayKey(userId), localDay()];
}

export interface SignInOptions {
  /** Keep first-visit guidance, the shop popup and 弹窗提醒 out of the way (default true). */
  quiet?: boolean;
}

/**
 * Signs in through the real endpoints (SSO for the seller, captcha sign-in for purchaser accounts)
 * and puts the session where the console looks for it; the UI sign-in itself is tested in signIn.spec.
 */
export async function signIn(
  context: BrowserContext,
  request: APIRequestContext,
  role: Role | { username: string; password: string },
  base: string,
  options: SignInOptions = {},
) {
  const quiet = options.quiet ?? true;
  const username = typeof role === 'string' ? loginNames[role] : role.username;
  const password = typeof role === 'string' ? passwords[role] : role.password;
  let init: { userId: number; userHash: string; userType?: number; purchaser: boolean };
  if (role === 'seller') {
    const res = await request.post(`${base}/api/sso/login`, { data: { username, password } });
    const body = await res.json();
    init = { ...body.data, purchaser: false };
  } else {
    const captcha = await request.get(`${base}/api/b2/purchaser/auth/captcha`);
    const res = await request.post(`${base}/api/b2/purchaser/auth/login`, {
      data: {
        username,
        password,
        captchaId: (await captcha.json()).data.captchaId,
        captchaCode: captcha.headers()['x-test-captcha'],
      },
    });
    const body = await res.json();
    init = { ...body.data, purchaser: true };
  }
  if (!init.userHash) throw new Error(`sign-in of ${username} failed`);
  if (!init.purchaser) {
    const url = new URL(base);
    await context.addCookies([
      { name: 'user_id', value: String(init.userId), domain: url.hostname, path: '/' },
      { name: 'user_hash', value: init.userHash, domain: url.hostname, path: '/' },
    ]);
  }
  // Once per tab, so a test can change storage and reload without it being put back.
  await context.addInitScript((init) => {
    if (sessionStorage.getItem('__e2e_signed_in')) return;
    sessionStorage.setItem('__e2e_signed_in', '1');
    if (init.purchaser) {
      localStorage.setItem('user_id', String(init.userId));
      localStorage.setItem('user_hash', init.userHash);
      localStorage.setItem('userType', String(init.userType ?? 0));
      localStorage.setItem('loginSource', 'purchase');
    }
    localStorage.setItem('app_version', '1.9.0');
  }, init);
  if (quiet) {
    await quietGuidance(context, init.userId);
    await quietMessagePopups(request, base, init);
  }
}

/**
 * 弹窗提醒 off for every category of the account (its own setting, through the API): the demo's orders
 * keep telling of 缺货 while a test runs, and a notice in the top right would cover what it clicks.
 */
async function quietMessagePopups(
  request: APIRequestContext,
  base: string,
  init: { userId: number; userHash: string; purchaser: boolean },
) {
  const headers = {
    'x-user-id': String(init.userId),
    'x-token': init.userHash,
    ...(init.purchaser ? { 'x-request-source': 'purchase' } : {}),
  };
  const current = await (await request.get(`${base}/api/b2/message/subscription`, { headers })).json();
  if (current.errorCode !== 0) throw new Error(`message settings of ${init.userId}: ${current.errorMsg}`);
  const items = (current.data as { category: string; receive: boolean }[]).map((s) => ({
    ...s,
    popup: false,
  }));
  const saved = await request.post(`${base}/api/b2/message/subscription/save`, { headers, data: { items } });
  if ((await saved.json()).errorCode !== 0) throw new Error(`message settings of ${init.userId} not saved`);
}
