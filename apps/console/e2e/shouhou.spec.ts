import { expect, test } from './support/test.ts';
import { ConsoleShell } from './pages/ConsoleShell.ts';
import { expectFitsWidth } from './support/layout.ts';

// The purchaser's 售后 sub-account (role 售后): its four pages work for it, nothing else opens.
test.describe('售后 sub-account (purchaser:shouhou)', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs({ username: 'purchaser:shouhou', password: 'shouhou123' });
  });

  test('its menu is 售后订单, 问题件, 无头件认领 and 平台代发设置; each page answers; 资金 and 账号 go to /403', async ({
    page,
  }) => {
    const shell = new ConsoleShell(page);
    await page.goto('/afterSale/afterSaleList');
    await expect(page.getByRole('tab', { name: /全部/ })).toBeVisible();
    await expect(page.getByText('还没有售后单。在代发订单中点「申请售后」发起')).toBeVisible();
    const leaves = await shell.leafCodes();
    expect(leaves).toEqual(
      expect.arrayContaining([
        '/afterSale/afterSaleList',
        '/afterSale/problemList',
        '/afterSale/headlessList',
      ]),
    );
    expect(leaves.some((c) => c.startsWith('/funds/'))).toBe(false);

    // the purchaser's 120 问题件 waiting: the badge says 99+, the list pages through them
    await page.goto('/afterSale/problemList');
    await expect(shell.menuBadge('/afterSale/problemList')).toHaveText('99+');
    await expect(page.getByRole('tab', { name: /待处理\s*\(\d{3}\)/ })).toBeVisible();

    // the claim pool, its goods photos loaded through the API
    await page.goto('/afterSale/headlessList');
    const pool = page.getByRole('list', { name: '认领大厅' });
    await expect(pool.getByRole('listitem').first()).toBeVisible();
    await expect(pool.getByRole('img', { name: '包裹内物品照片' }).first()).toBeVisible();
    await expect(pool.getByRole('img', { name: '包裹外观照片' })).toHaveCount(0);

    await page.goto('/basicSet/automaticAfterSale');
    await expect(page.getByRole('switch').first()).toBeVisible();

    for (const path of ['/funds/balance', '/accountPermission/accountManagement']) {
      await page.goto(path);
      await shell.expectForbidden();
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/afterSale/headlessList');
    await expect(pool.getByRole('listitem').first()).toBeVisible();
    await expectFitsWidth(page);
  });
});
