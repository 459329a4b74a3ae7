import { expect, test } from './support/test.ts';
import { ConsoleShell } from './pages/ConsoleShell.ts';

test.describe('picker (sub-account, role 拿货员)', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('picker');
  });

  test('sees only 拿货任务指派; /home goes there', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/offlineReturnOrder\/pickup$/);
    const shell = new ConsoleShell(page);
    expect(await shell.menu()).toEqual([
      'offlineReturnOrder 拿退货管理',
      '/offlineReturnOrder/pickup 拿货任务指派',
    ]);
    await expect(page).toHaveTitle('拿货任务指派 | order management system');
    await shell.screenshot('home-picker');
  });

  test('the group address opens the child it may open, not the default one it may not', async ({ page }) => {
    await page.goto('/offlineReturnOrder');
    await expect(page).toHaveURL(/\/offlineReturnOrder\/pickup$/);
  });

  test('menu routes outside its list and placeOrder without 代发订单 go to /403', async ({ page }) => {
    const shell = new ConsoleShell(page);
    for (const path of [
      '/funds/balance',
      '/order/placeOrder',
      '/basicSet/customInfo',
      '/accountPermission/accountManagement',
    ]) {
      await page.goto(path);
      await shell.expectForbidden();
    }
    await expect(page).toHaveTitle('暂无权限 | order management system');
    await shell.screenshot('forbidden-picker');
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/offlineReturnOrder\/pickup$/);
  });
});
