import { expect, test } from './support/test.ts';
import { quietGuidance } from './support/session.ts';
import { tenantId } from './support/db.ts';
import { HomePage } from './pages/HomePage.ts';
import { PurchaserLoginPage } from './pages/PurchaserLoginPage.ts';
import { SsoPage } from './pages/SsoPage.ts';
import { pressDialogButton } from './pages/dialogs.ts';

test('a seller opening /home is sent to SSO, signs in, lands on /home, and signs out', async ({
  page,
  context,
}) => {
  await quietGuidance(context, await tenantId('seller'));
  await page.goto('/home');
  await expect(page).toHaveURL(/\/sso\?jump=/);
  expect(new URL(page.url()).searchParams.get('jump')).toMatch(/\/home$/);
  await expect(page.getByRole('heading', { name: '统一身份认证' })).toBeVisible();
  await page.screenshot({ path: '../../.artifacts/screenshots/sso.png' });

  const sso = new SsoPage(page);
  await sso.signIn('seller', 'wrong-password');
  await expect(sso.error()).toContainText('用户名或密码错误');
  await sso.signIn('seller', 'seller123');

  await expect(page).toHaveURL(/\/home$/);
  const home = new HomePage(page);
  await expect(home.currentUser()).toHaveText(/seller/);
  await expect(page.getByText('欢迎，seller')).toBeVisible();
  await expect(page.getByText('卖家主账号')).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'user_hash')?.value).toBeTruthy();

  await home.signOut();
  await expect(page).toHaveURL(/\/sso\?jump=/);
  expect((await context.cookies()).find((c) => c.name === 'user_hash')).toBeUndefined();
  await page.goto('/home');
  await expect(page).toHaveURL(/\/sso\?jump=/);
});

test('a purchaser signs in with the captcha and sees the purchaser account on /home', async ({
  page,
  context,
}) => {
  await quietGuidance(context, await tenantId('purchaser'));
  const login = new PurchaserLoginPage(page);
  const firstCode = await login.open();
  await expect(page.getByRole('img', { name: '验证码图片' })).toBeVisible();
  await expect(page).toHaveTitle('登录 | order management system');

  const nextCaptcha = page.waitForResponse((r) => r.url().includes('/api/b2/purchaser/auth/captcha'));
  await login.signIn('purchaser', 'purchaser123', firstCode === 'abcd' ? 'bcde' : 'abcd');
  await expect(page.getByText('验证码错误或已过期')).toBeVisible();
  const code = (await nextCaptcha).headers()['x-test-captcha'] ?? '';

  // By keyboard alone: Tab from the password goes to 验证码 (not the eye icon), Enter signs in.
  await page.getByLabel('账号', { exact: true }).fill('purchaser');
  await page.getByLabel('密码', { exact: true }).fill('purchaser123');
  await page.getByLabel('密码', { exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('验证码', { exact: true })).toBeFocused();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('采购商主账号')).toBeVisible();
});

test('a seller on the purchaser sign-in is told to use a purchaser account', async ({ page }) => {
  const login = new PurchaserLoginPage(page);
  const code = await login.open();
  await login.signIn('seller', 'seller123', code);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('登录错误');
  await expect(dialog).toContainText('进入采购商系统请使用采购商账号登录');
  // The answer has come: the button behind the alert no longer spins.
  await expect(page.locator('button.ant-btn-loading')).toHaveCount(0);
  await pressDialogButton(page, '进入采购商系统请使用采购商账号登录');
  await expect(page).toHaveURL(/\/sso\?jump=/);
});

test('a seller who opens the purchaser sign-in finds the way to the seller sign-on', async ({ page }) => {
  await new PurchaserLoginPage(page).open();
  await page.getByRole('link', { name: '从卖家单点登录进入' }).click();
  await expect(page).toHaveURL(/\/sso\?jump=/);
  await expect(page.getByRole('heading', { name: '统一身份认证' })).toBeVisible();
});

test('the captcha image and its input are one height, and nothing on /login is cut', async ({ page }) => {
  await new PurchaserLoginPage(page).open();
  const input = await page.getByLabel('验证码', { exact: true }).boundingBox();
  const image = await page.getByAltText('验证码图片').boundingBox();
  expect(Math.abs(input!.height - image!.height)).toBeLessThanOrEqual(1);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '采购商登录' })).toBeVisible();
});

test('someone already signed in is sent on from /login and from /sso', async ({ page, signInAs }) => {
  await signInAs('purchaser');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
  await signInAs('seller');
  await page.goto('/sso?jump=%2Faccount%2Fbalance');
  await expect(page).not.toHaveURL(/\/sso/);
});
