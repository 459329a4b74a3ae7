import { expect, test } from './support/test.ts';
import { signIn } from './support/session.ts';
import { sql } from './support/db.ts';
import { ShopOrdersPage } from './pages/ShopOrdersPage.ts';
import { ConsoleShell } from './pages/ConsoleShell.ts';

test.describe('同步订单: saved views and column settings follow the user', () => {
  test.beforeEach(async ({ signInAs }) => {
    await sql(
      `delete from list_saved_views where account_id = (select id from accounts where username = 'seller');
       delete from list_column_settings where account_id = (select id from accounts where username = 'seller')`,
    );
    await signInAs('seller');
  });

  test('a view saved here opens the same list on another computer', async ({ page, browser, baseURL }) => {
    const orders = new ShopOrdersPage(page);
    await orders.open('?tab=SENT&range=last30&sort=orderTime_asc');
    await orders.expectTotalMatchesTab('已发货');
    await page.getByRole('button', { name: /^视图/ }).click();
    await page.getByRole('button', { name: '保存当前筛选为视图' }).click();
    const dialog = page.getByRole('dialog', { name: /保存视图|保存当前筛选/ });
    await dialog.getByLabel('视图名称').fill('近30天已发货');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText('已保存视图「近30天已发货」')).toBeVisible();
    await expect(page.getByRole('button', { name: '视图：近30天已发货' })).toBeVisible();
    await new ConsoleShell(page).screenshot('desktop-saved-view', { fullPage: false, settleMs: 500 });

    // The same seller on another computer: a fresh browser context with its own sign-in.
    const other = await browser.newContext({ baseURL });
    await signIn(other, other.request, 'seller', baseURL!);
    const there = await other.newPage();
    const theirOrders = new ShopOrdersPage(there);
    await theirOrders.open();
    await expect(there.getByRole('tab', { name: /^全部/ })).toHaveAttribute('aria-selected', 'true');
    await there.getByRole('button', { name: /^视图/ }).click();
    await there
      .getByRole('menuitem', { name: /近30天已发货/ })
      .or(there.getByRole('button', { name: /近30天已发货/ }))
      .first()
      .click();
    await expect(there).toHaveURL(/tab=SENT/);
    await expect(there).toHaveURL(/range=last30/);
    await expect(there).toHaveURL(/sort=orderTime_asc/);
    await expect(there.getByRole('button', { name: '视图：近30天已发货' })).toBeVisible();
    await theirOrders.expectTotalMatchesTab('已发货');
    await other.close();
  });

  test('a column hidden here is hidden there after a reload', async ({ page, browser, baseURL }) => {
    const orders = new ShopOrdersPage(page);
    await orders.open();
    await expect(orders.list().getByRole('columnheader', { name: '档口' })).toBeVisible();
    await page.getByRole('button', { name: '列设置' }).click();
    const panel = page.getByRole('dialog', { name: '列设置' });
    await panel.getByRole('checkbox', { name: /档口/ }).uncheck();
    await expect(orders.list().getByRole('columnheader', { name: '档口' })).toHaveCount(0);
    await expect
      .poll(
        async () =>
          (await sql(`select settings from list_column_settings where list_key = 'shopOrders'`)).length,
      )
      .toBe(1);

    const other = await browser.newContext({ baseURL });
    await signIn(other, other.request, 'seller', baseURL!);
    const there = await other.newPage();
    const theirOrders = new ShopOrdersPage(there);
    await theirOrders.open();
    await expect(theirOrders.list().getByRole('columnheader', { name: '商品' })).toBeVisible();
    await expect(theirOrders.list().getByRole('columnheader', { name: '档口' })).toHaveCount(0);
    await other.close();
  });
});
