import { expect, test } from './support/test.ts';
import { ConsoleShell } from './pages/ConsoleShell.ts';

test.describe('purchaser (main account)', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('purchaser');
  });

  test('sees every entry, 商品供应商 too (its tenant runs an ERP), and 问题件 at 99+', async ({ page }) => {
    await page.goto('/home');
    const shell = new ConsoleShell(page);
    const leaves = await shell.leafCodes();
    expect(leaves).toContain('/goods/supplier');
    expect(leaves).toContain('/accountPermission/accountManagement');
    expect(leaves).toContain('/offlineReturnOrder/pickup');
    expect(leaves).toHaveLength(28);
    await shell.menu();
    await expect(shell.menuBadge('/afterSale/problemList')).toHaveText('99+');
    await expect(page.getByText('采购商主账号')).toBeVisible();
    await shell.screenshot('home-purchaser');
  });

  test('requests carry X-REQUEST-SOURCE: purchase', async ({ page }) => {
    const request = page.waitForRequest((r) => r.url().endsWith('/api/b2/user'));
    await page.goto('/home');
    expect((await request).headers()['x-request-source']).toBe('purchase');
  });
});
