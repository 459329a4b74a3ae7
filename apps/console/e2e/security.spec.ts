import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { quietGuidance } from './support/session.ts';
import { tenantId } from './support/db.ts';
import { ConsoleShell } from './pages/ConsoleShell.ts';
import { PurchaserLoginPage } from './pages/PurchaserLoginPage.ts';
import { CspRecorder, OffsiteGuard, SsoJumpPage, expectSecurityHeaders } from './pages/SecurityProbes.ts';

const REFUSED = '不允许跳转到其他站点';
const OTHER = 'other.example';

/**
 * Jumps that must never take the browser (and the fresh user_hash in its query) off our site.
 * `{origin}` and `{host}` are our server's, filled in per run.
 */
const hostileJumps = [
  '/.//other.example/x',
  '{origin}//other.example/x',
  '/\\other.example/x',
  'https://other.example/x',
  '//other.example',
  '/%2F%2Fother.example',
  '/\t/other.example',
  '/\n/other.example',
  '/\r\n/other.example',
  'javascript:alert(1)',
  // More spellings browsers read as another host or as script.
  '///other.example/x',
  '/\\/other.example/x',
  '\\\\other.example/x',
  ' //other.example',
  'HTTPS://OTHER.EXAMPLE/x',
  'https:other.example/x',
  '{origin}@other.example/x',
  'http://other.example@{host}/x',
  '/x/../..//other.example',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
];

function fill(template: string, origin: string) {
  return template.replaceAll('{origin}', origin).replaceAll('{host}', new URL(origin).host);
}

/** The seller's SSO page with every off-site request recorded (and blocked), guidance kept quiet. */
async function guardedSso(page: Page, context: BrowserContext, baseURL: string) {
  const origin = new URL(baseURL).origin;
  await quietGuidance(context, await tenantId('seller'));
  return { origin, guard: await OffsiteGuard.install(context, origin), sso: new SsoJumpPage(page) };
}

test.describe('SSO jump', () => {
  // Every spelling is refused or reduced to our own path by the server (its redirect suite holds 70 more);
  // here the browser reads each one as a user's would: one page each, in one context with fresh cookies.
  test('no hostile jump leaves our origin, read by the browser', async ({
    page: first,
    context,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const guard = await OffsiteGuard.install(context, origin);
    await first.close();
    for (const template of hostileJumps) {
      const jump = fill(template, origin);
      const named = `jump ${JSON.stringify(template)}`;
      await context.clearCookies();
      guard.reset();
      const page = await context.newPage();
      const sso = new SsoJumpPage(page);
      await sso.open(jump);
      // The page reads the jump exactly as we meant it (tabs and line breaks included).
      expect(await page.evaluate(() => new URLSearchParams(location.search).get('jump')), named).toBe(jump);

      const answer = await sso.signIn('seller', 'seller123');
      if (answer.errorCode === 0) {
        // Accepted: only as a path on our own site.
        test
          .info()
          .annotations.push({ type: named, description: `accepted, redirect ${answer.data!.redirect}` });
        expect(answer.data!.redirect, named).toMatch(/^\/(?![/\\])/);
        await page.waitForURL((url) => url.pathname !== '/sso');
        await page.waitForLoadState('networkidle');
      } else {
        test
          .info()
          .annotations.push({ type: named, description: `refused ${answer.errorCode} ${answer.errorMsg}` });
        expect(answer.errorCode, named).toBe(40000);
        expect(answer.data, named).not.toHaveProperty('redirect');
        expect.soft(answer.errorMsg, `${named}: the refusal names the off-site jump`).toBe(REFUSED);
        await expect.soft(sso.error(), named).toHaveText(REFUSED);
        await page.waitForLoadState('networkidle');
        await expect(page, named).toHaveURL(/\/sso\?jump=/);
      }

      expect(new URL(page.url()).origin, named).toBe(origin);
      expect(guard.offsite, `${named}: requests to another host`).toEqual([]);
      expect(guard.mentioning(OTHER), named).toEqual([]);
      expect(guard.dialogs, `${named}: script run by the jump`).toEqual([]);
      await page.close();
    }
  });

  test('a same-site jump lands on /order/orderList and the session never reaches another host', async ({
    page,
    context,
    baseURL,
  }) => {
    const { origin, guard, sso } = await guardedSso(page, context, baseURL!);
    await sso.open('/order/orderList?tab=1');

    const answer = await sso.signIn('seller', 'seller123');
    expect(answer.errorCode).toBe(0);
    const { userHash, redirect } = answer.data!;
    expect(redirect).toMatch(/^\/order\/orderList\?tab=1&user_id=\d+&user_hash=/);

    await page.waitForURL((url) => url.pathname === '/order/orderList');
    await expect(page.getByRole('table', { name: '同步订单' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(new URL(page.url()).origin).toBe(origin);
    expect(page.url(), 'the console takes the session out of the address bar').not.toContain('user_hash');
    // Goods pictures come from the platforms' image hosts; nothing else may leave, and nothing carries the session.
    // (the demo's platform stand-in serves them from this machine: /images/goods/<货号>/<kind>.svg)
    const picture =
      /^(https:\/\/[^/]+\/goods\/[\w-]+\.(jpg|png|webp)|http:\/\/127\.0\.0\.1:\d+\/images\/goods\/[\w-]+\/[^/?#]+\.svg)$/;
    expect(guard.offsite.filter((url) => !picture.test(url))).toEqual([]);
    expect(guard.requests.filter((url) => url.includes(userHash) && !guard.isOwn(url))).toEqual([]);
    expect(
      guard.referers.filter((referer) => referer.includes(userHash)),
      'Referer headers carrying the session',
    ).toEqual([]);
  });
});

test('the first URL after SSO carries user_hash; its answer sets referrer-policy no-referrer and no Referer is sent', async ({
  page,
  context,
  baseURL,
}) => {
  const { guard, sso } = await guardedSso(page, context, baseURL!);
  const ssoDocument = await sso.open();
  expect(ssoDocument!.headers()['referrer-policy']).toBe('no-referrer');

  const landing = page.waitForResponse(
    (r) => r.request().isNavigationRequest() && new URL(r.url()).pathname === '/home',
  );
  const answer = await sso.signIn('seller', 'seller123');
  expect(answer.errorCode).toBe(0);
  const first = await landing;
  expect(new URL(first.url()).searchParams.get('user_hash')).toBe(answer.data!.userHash);
  expect(first.headers()['referrer-policy']).toBe('no-referrer');
  expectSecurityHeaders(first, 'the first /home after SSO');

  await expect(page.getByText('欢迎，seller')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.referrer)).toBe('');
  expect(guard.referers, 'Referer headers sent while the first URL held the session').toEqual([]);
  expect(guard.offsite).toEqual([]);

  const again = await page.goto('/home');
  expect(again!.headers()['referrer-policy']).toBe('no-referrer');
});

test.describe('Content-Security-Policy of every shell page', () => {
  test('/sso, including the captcha it shows after failed sign-ins', async ({ page, context }) => {
    const csp = await CspRecorder.install(context);
    const sso = new SsoJumpPage(page);
    expectSecurityHeaders(await sso.open(), '/sso');
    await page.waitForLoadState('networkidle');
    await csp.expectNone(page, '/sso');

    // A name of its own, so the captcha appears without touching a real account.
    const name = `cspprobe${Date.now()}`;
    let last = 0;
    for (let i = 0; i < 4 && last !== 40014; i++) {
      await page.getByLabel('账号').fill(name);
      await page.getByLabel('密码').fill('wrong-password');
      const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/sso/login');
      await page.getByRole('button', { name: '登录' }).click();
      last = ((await (await answer).json()) as { errorCode: number }).errorCode;
    }
    expect(last).toBe(40014);
    await expect(sso.captchaImage()).toBeVisible();
    await expect(sso.captchaImage()).toHaveAttribute('src', /^data:image\//);
    expect(
      await sso.captchaImage().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await page.waitForLoadState('networkidle');
    await csp.expectNone(page, '/sso with the captcha');
    expect(csp.pageErrors).toEqual([]);
  });

  test('the first /home a seller reaches from /sso, with user_hash in its address', async ({
    page,
    context,
  }) => {
    await quietGuidance(context, await tenantId('seller'));
    const csp = await CspRecorder.install(context);
    const sso = new SsoJumpPage(page);
    await sso.open('/home');
    const landing = page.waitForResponse(
      (r) => r.request().isNavigationRequest() && new URL(r.url()).pathname === '/home',
    );
    expect((await sso.signIn('seller', 'seller123')).errorCode).toBe(0);
    expectSecurityHeaders(await landing, 'the first /home after SSO');
    await expect(page.getByText('欢迎，seller')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await csp.expectNone(page, 'the first /home after SSO');
    expect(csp.pageErrors).toEqual([]);
  });

  test('/login with its captcha', async ({ page, context }) => {
    const csp = await CspRecorder.install(context);
    const documentResponse = page.waitForResponse((r) => r.request().isNavigationRequest());
    await new PurchaserLoginPage(page).open();
    expectSecurityHeaders(await documentResponse, '/login');
    await expect(page.getByRole('img', { name: '验证码图片' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await csp.expectNone(page, '/login');
    expect(csp.pageErrors).toEqual([]);
  });

  /** Opens each page, waits until it settled, and checks its headers and that no policy was violated. */
  async function visitEach(
    page: Page,
    csp: CspRecorder,
    who: string,
    pages: [string, () => Promise<void>][],
  ) {
    for (const [path, settled] of pages) {
      expectSecurityHeaders(await page.goto(path), path);
      await settled();
      await page.waitForLoadState('networkidle');
      await csp.expectNone(page, `${who} ${path}`);
    }
    expect(csp.pageErrors).toEqual([]);
  }

  test('seller: /home, 同步订单, a page under construction, an unknown path', async ({
    page,
    context,
    signInAs,
  }) => {
    const csp = await CspRecorder.install(context);
    await signInAs('seller');
    const shell = new ConsoleShell(page);
    const pages: [string, () => Promise<void>][] = [
      ['/home', () => expect(page.getByText('欢迎，seller')).toBeVisible()],
      ['/order/orderList', () => expect(page.getByRole('table', { name: '同步订单' })).toBeVisible()],
      ['/funds/balance', () => expect(page.getByTestId('bill-totals')).toBeVisible()],
      [
        '/funds/rechargeWithdraw',
        () => expect(page.getByRole('button', { name: '去支付宝充值' })).toBeVisible(),
      ],
      ['/basicSet/setPayment', () => expect(page.getByText('功能建设中')).toBeVisible()],
      ['/no-such-page/at-all', () => shell.expectNotFound()],
    ];
    await visitEach(page, csp, 'seller', pages);
  });

  test('seller on a first visit: guidance and the shop popup', async ({ page, context, signInAs }) => {
    const csp = await CspRecorder.install(context);
    await signInAs('seller', { quiet: false });
    expectSecurityHeaders(await page.goto('/home'), '/home (first visit)');
    await expect(page.getByText('欢迎，seller')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await csp.expectNone(page, 'seller /home on a first visit');
    expect(csp.pageErrors).toEqual([]);
  });

  test('purchaser: /home, account management with its dialogs, a page under construction, an unknown path', async ({
    page,
    context,
    signInAs,
  }) => {
    const csp = await CspRecorder.install(context);
    await signInAs('purchaser');
    const shell = new ConsoleShell(page);
    const pages: [string, () => Promise<void>][] = [
      ['/home', () => expect(page.getByText('采购商主账号')).toBeVisible()],
      [
        '/accountPermission/accountManagement',
        async () => {
          await expect(page.getByRole('heading', { name: '账号管理' })).toBeVisible();
          await page.getByRole('tab', { name: '角色' }).click();
          await page.getByRole('button', { name: '新增角色' }).click();
          await expect(page.getByRole('dialog').filter({ hasText: '新增角色' })).toBeVisible();
        },
      ],
      ['/order/orderList', () => expect(page.getByRole('table', { name: '同步订单' })).toBeVisible()],
      ['/funds/balance', () => expect(page.getByTestId('bill-totals')).toBeVisible()],
      ['/basicSet/setPayment', () => expect(page.getByText('功能建设中')).toBeVisible()],
      ['/no-such-page/at-all', () => shell.expectNotFound()],
    ];
    await visitEach(page, csp, 'purchaser', pages);
  });

  test('picker: the 403 page', async ({ page, context, signInAs }) => {
    const csp = await CspRecorder.install(context);
    await signInAs('picker');
    expectSecurityHeaders(
      await page.goto('/accountPermission/accountManagement'),
      '/accountPermission/accountManagement (picker)',
    );
    await new ConsoleShell(page).expectForbidden();
    await page.waitForLoadState('networkidle');
    await csp.expectNone(page, 'picker /403');
    expect(csp.pageErrors).toEqual([]);
  });
});
