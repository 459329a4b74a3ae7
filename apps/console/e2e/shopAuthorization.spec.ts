import type { Locator } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { ConsoleShell } from './pages/ConsoleShell.ts';
import { ShopAuthorizationPage } from './pages/ShopAuthorizationPage.ts';

const NEW_SHOP = '小鹿微店';

test.describe('店铺授权 (seller)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test.beforeEach(async ({ signInAs }) => {
    await signInAs('seller');
  });

  test('shows the seeded shops with their states and days left', async ({ page }) => {
    const shops = new ShopAuthorizationPage(page);
    await shops.open();
    await expect(shops.row('小鹿女装旗舰店')).toContainText('淘宝');
    await expect(shops.row('小鹿女装旗舰店')).toContainText('已过期');
    await expect(shops.row('小鹿女装旗舰店')).toContainText('0天');
    await expect(shops.row('小鹿女装旗舰店').getByRole('button', { name: '立即同步' })).toBeDisabled();
    await expect(shops.row('小鹿女装拼多多店')).toContainText('拼多多');
    await expect(shops.row('小鹿女装拼多多店')).toContainText('即将过期');
    await expect(shops.row('小鹿抖音小店')).toContainText('抖音');
    await expect(shops.row('小鹿快手小店')).toContainText('快手');
    await expectNoSeriousA11yViolations(page);
    await new ConsoleShell(page).screenshot('shop-authorization-1440');
  });

  test('adds a 微店 shop through the platform’s authorise page, syncs it and logs the run', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const shops = new ShopAuthorizationPage(page);
    await shops.open();
    await shops.addShop('微店', NEW_SHOP);
    // Taken out of the address: Back or a reload does not spend the code again.
    await expect(page).toHaveURL(/\/basicSet\/shopAuthorization$/);
    await expect(shops.row(NEW_SHOP)).toContainText('微店');
    await expect(shops.row(NEW_SHOP)).toContainText('已授权');

    await shops.syncNow(NEW_SHOP);
    await expect.poll(() => shops.orderCount(NEW_SHOP), { timeout: 35_000 }).toBeGreaterThan(0);
    await expect(shops.row(NEW_SHOP)).toContainText('成功');

    // The orders may have come from the sync the authorisation started while the manual one still
    // waits its turn: the log is read again until a run after the authorisation's is in it. One sync
    // waits per shop at a time, so when the minute's scheduled run was already waiting, the click is
    // answered by that run (定时) rather than a run of its own (手动).
    const later = (rows: Locator) => rows.filter({ hasText: /手动|定时/ });
    let logs = await shops.openSyncLogs(NEW_SHOP);
    await expect(async () => {
      if (!(await later(logs.getByRole('row')).count())) {
        await page.keyboard.press('Escape');
        await expect(logs).toBeHidden();
        logs = await shops.openSyncLogs(NEW_SHOP);
      }
      await expect(later(logs.getByRole('row')).first()).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 40_000 });
    await expect(logs.getByRole('row').filter({ hasText: '成功' }).first()).toBeVisible();
    // The 已开始同步 toast would cover the drawer's title in the picture.
    await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 10_000 });
    await new ConsoleShell(page).screenshot('shop-authorization-sync-logs', {
      fullPage: false,
      settleMs: 500,
    });
  });
});

test.describe('店铺授权 on a 390-px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('shows each shop as a card without sideways scrolling', async ({ page, signInAs }) => {
    await signInAs('seller');
    const shops = new ShopAuthorizationPage(page);
    await shops.open();
    await expect(shops.card('小鹿女装旗舰店')).toContainText('已过期');
    await expect(shops.card('小鹿女装拼多多店')).toContainText('即将过期');
    const shell = new ConsoleShell(page);
    expect(await shell.scrollsSideways()).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await shell.screenshot('shop-authorization-390');
  });
});
