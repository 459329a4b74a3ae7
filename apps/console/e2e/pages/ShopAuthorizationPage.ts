import { expect, type Page } from '@playwright/test';
import { pressDialogButton } from './dialogs.ts';

/** /basicSet/shopAuthorization: the seller's shops, adding one through its platform, sync and logs. */
export class ShopAuthorizationPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/basicSet/shopAuthorization');
    await expect(this.page.getByRole('heading', { name: '店铺授权' })).toBeVisible();
  }

  /** A shop's table row (wide screens). */
  row(shopName: string) {
    return this.page.getByRole('row').filter({ hasText: shopName });
  }

  /** A shop's card (phones). */
  card(shopName: string) {
    return this.page.getByRole('listitem').filter({ hasText: shopName });
  }

  /** The 订单数 of a shop's row, read from the column of that name. */
  async orderCount(shopName: string): Promise<number> {
    const headers = await this.page.locator('.ant-table-thead th').allTextContents();
    const cell = this.row(shopName).locator('td').nth(headers.indexOf('订单数'));
    return Number((await cell.textContent())?.trim());
  }

  /**
   * 添加店铺 → the platform's authorise page (the stand-in's plain form in demo mode) → 同意授权 →
   * back here, where the code is exchanged.
   */
  async addShop(platformLabel: string, shopName: string) {
    await this.page.getByRole('button', { name: '添加店铺' }).click();
    const dialog = this.page.getByRole('dialog').filter({ hasText: '选择店铺所在的平台' });
    await dialog.getByRole('radio', { name: new RegExp(`^${platformLabel}`) }).check();
    await pressDialogButton(this.page, '选择店铺所在的平台', /去授权/);
    await this.page.waitForURL(/\/oauth\/authorize/);
    await this.page.getByLabel('店铺名称').fill(shopName);
    // Some history, so the first sync has orders to bring in.
    const history = this.page.getByLabel('模拟已有订单');
    if (await history.count()) await history.selectOption('1');
    await this.page.getByRole('button', { name: '同意授权' }).click();
    await this.page.waitForURL(/\/basicSet\/shopAuthorization/);
    await expect(this.page.getByText(`授权成功：${shopName}`)).toBeVisible();
  }

  async syncNow(shopName: string) {
    // Disabled while the sync the authorisation started is still being watched.
    const button = this.row(shopName).getByRole('button', { name: '立即同步' });
    await expect(button).toBeEnabled({ timeout: 35_000 });
    await button.click();
    await expect(this.page.getByText(`已开始同步：${shopName}`)).toBeVisible();
  }

  /** Opens 同步日志 of a shop and returns the drawer. */
  async openSyncLogs(shopName: string) {
    await this.row(shopName).getByRole('button', { name: '同步日志' }).click();
    const drawer = this.page.getByRole('dialog').filter({ hasText: `同步日志：${shopName}` });
    await expect(drawer).toBeVisible();
    return drawer;
  }
}
