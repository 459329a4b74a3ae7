import type { Page } from '@playwright/test';

/** The purchaser sign-in at /login; reads the captcha through the server's test-only header. */
export class PurchaserLoginPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<string> {
    const captcha = this.page.waitForResponse((r) => r.url().includes('/api/b2/purchaser/auth/captcha'));
    await this.page.goto('/login');
    return (await captcha).headers()['x-test-captcha'] ?? '';
  }

  async signIn(username: string, password: string, captchaCode: string) {
    await this.page.getByLabel('账号').fill(username);
    await this.page.getByLabel('密码').fill(password);
    await this.page.getByLabel('验证码', { exact: true }).fill(captchaCode);
    await this.page.getByRole('button', { name: /登\s*录/ }).click();
  }
}
