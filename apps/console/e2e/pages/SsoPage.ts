import type { Page } from '@playwright/test';

/** The single sign-on page at /sso. */
export class SsoPage {
  constructor(private readonly page: Page) {}

  async signIn(username: string, password: string) {
    await this.page.getByLabel('账号').fill(username);
    await this.page.getByLabel('密码').fill(password);
    await this.page.getByRole('button', { name: '登录' }).click();
  }

  error() {
    return this.page.getByRole('alert');
  }
}
