import { expect, type Page } from '@playwright/test';

/** The signed-in frame: left menu, header, result pages. */
export class ConsoleShell {
  constructor(readonly page: Page) {}

  /** Every menu entry as `code title`, groups and leaves, in order (collapsed groups are opened). */
  async menu(): Promise<string[]> {
    const root = this.page.locator('ul.ant-menu-root');
    await root.locator('[data-menu-code]').first().waitFor();
    const closed = root.locator('li.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
    while ((await closed.count()) > 0) await closed.first().click();
    return root
      .locator('[data-menu-code]')
      .evaluateAll((els) => els.map((e) => `${e.getAttribute('data-menu-code')} ${e.getAttribute('data-menu-title')}`));
  }

  async leafCodes(): Promise<string[]> {
    return (await this.menu()).map((m) => m.split(' ')[0]!).filter((c) => c.startsWith('/'));
  }

  menuBadge(code: string) {
    return this.page.locator(`ul.ant-menu-root [data-menu-code="${code}"] .ant-badge-count`);
  }

  /** Clicks a menu entry, opening its group first when it is collapsed. */
  async openMenu(group: string, code: string) {
    const entry = this.page.locator(`ul.ant-menu-root [data-menu-code="${code}"]`);
    if (!(await entry.isVisible())) await this.page.locator(`ul.ant-menu-root [data-menu-code="${group}"]`).click();
    await entry.click();
  }

  async expectForbidden() {
    await expect(this.page).toHaveURL(/\/403$/);
    await expect(this.page.getByText('暂无权限', { exact: true })).toBeVisible();
    await expect(this.page.getByText('请联系主账号管理人员开通权限')).toBeVisible();
    await expect(this.page.getByRole('button', { name: '返回首页' })).toBeVisible();
  }

  async expectNotFound() {
    await expect(this.page.getByText('页面不存在', { exact: true })).toBeVisible();
    await expect(this.page.getByText('请检查您输入的网址是否正确，点击以下按钮返回主页或者发送错误报告')).toBeVisible();
    await expect(this.page.getByRole('button', { name: '返回首页' })).toBeVisible();
  }

  async screenshot(name: string) {
    await this.page.waitForLoadState('networkidle');
    await this.page.screenshot({ path: `../../.artifacts/screenshots/${name}.png`, fullPage: true });
  }
}
