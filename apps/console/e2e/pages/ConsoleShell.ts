import { expect, type Page } from '@playwright/test';

/** The signed-in frame: left menu, header, result pages. */
export class ConsoleShell {
  constructor(readonly page: Page) {}

  /** Every menu entry as `code title`, groups and leaves, in order (collapsed groups are opened). */
  async menu(): Promise<string[]> {
    const root = this.page.locator('ul.ant-menu-root');
    await root.locator('[data-menu-code]').first().waitFor();
    const closed = root.locator('li.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
    // A group may open by itself between the count and the click (the current page's group does), so
    // each click is short and a missed one is simply counted again.
    for (let tries = 0; tries < 20 && (await closed.count()) > 0; tries++) {
      await closed
        .first()
        .click({ timeout: 1_000 })
        .catch(() => undefined);
    }
    return root
      .locator('[data-menu-code]')
      .evaluateAll((els) =>
        els.map((e) => `${e.getAttribute('data-menu-code')} ${e.getAttribute('data-menu-title')}`),
      );
  }

  async leafCodes(): Promise<string[]> {
    return (await this.menu()).map((m) => m.split(' ')[0]!).filter((c) => c.startsWith('/'));
  }

  menuBadge(code: string) {
    return this.page.locator(`ul.ant-menu-root [data-menu-code="${code}"] .ant-badge-count`);
  }

  /** A menu entry's link (every leaf is an `<a href>`), by its code. */
  menuLink(code: string) {
    return this.page
      .locator('ul.ant-menu-root a')
      .filter({ has: this.page.locator(`[data-menu-code="${code}"]`) });
  }

  /** The header's menu button, shown below 768 px instead of the left bar. */
  menuButton() {
    return this.page.getByRole('button', { name: '打开菜单' });
  }

  /** The phone's menu drawer. */
  menuDrawer() {
    return this.page
      .getByRole('dialog')
      .filter({ has: this.page.getByRole('navigation', { name: '主菜单' }) });
  }

  async openMenuDrawer() {
    await this.menuButton().click();
    await expect(this.menuDrawer()).toBeVisible();
  }

  /** True when the page scrolls sideways (something sticks out past the window). */
  async scrollsSideways(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  }

  /** Clicks a menu entry, opening its group first when it is collapsed. */
  async openMenu(group: string, code: string) {
    const entry = this.page.locator(`ul.ant-menu-root [data-menu-code="${code}"]`);
    if (!(await entry.isVisible()))
      await this.page.locator(`ul.ant-menu-root [data-menu-code="${group}"]`).click();
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
    await expect(
      this.page.getByText('请检查您输入的网址是否正确，点击以下按钮返回主页或者发送错误报告'),
    ).toBeVisible();
    await expect(this.page.getByRole('button', { name: '返回首页' })).toBeVisible();
  }

  /**
   * Writes `.artifacts/screenshots/<name>.png`, the whole page by default. With an overlay open (a
   * drawer, a dialog) pass `{ fullPage: false, settleMs: 500 }`: the window as seen, after the overlay's
   * enter animation.
   */
  async screenshot(
    name: string,
    { fullPage = true, settleMs = 0 }: { fullPage?: boolean; settleMs?: number } = {},
  ) {
    await this.page.waitForLoadState('networkidle');
    if (settleMs) await this.page.waitForTimeout(settleMs);
    await this.page.screenshot({ path: `../../.artifacts/screenshots/${name}.png`, fullPage });
  }
}
