import { brandCodes } from '@oms/api-client';
import { expect, test } from './support/test.ts';
import { sql } from './support/db.ts';
import { ConsoleShell } from './pages/ConsoleShell.ts';

for (const brand of brandCodes) {
  test.describe(`brand ${brand}`, () => {
    test.use({ brand });

    test('menu and home page', async ({ page, signInAs }) => {
      await signInAs('seller');
      await page.goto('/home');
      const shell = new ConsoleShell(page);
      const menu = await shell.menu();
      const has = (entry: string) => menu.includes(entry);
      expect(has('asset 资产管理') && has('/funds/coupon 我的优惠劵')).toBe(brand === 'go2');
      expect(has('/goods/customGoods 自定义商品')).toBe(brand !== 'go2');
      expect(has('e3hReportGetGoods 报单管理')).toBe(brand === 'e3hw' || brand === 'e3hm');
      const label = { e3e3: '生意网', go2: '购途网', e3hw: '衣衫汇女装', e3hm: '衣衫汇男装' }[brand];
      await expect(page.getByText(label, { exact: true })).toBeVisible();
      await shell.screenshot(`home-brand-${brand}`);

      if (brand === 'e3hw' || brand === 'e3hm') {
        await page.goto('/e3hReportGetGoods');
        await expect(page).toHaveURL(/\/e3hReportGetGoods\/myDeclaration$/);
      } else {
        await page.goto('/e3hReportGetGoods/myDeclaration');
        await shell.expectNotFound();
        await expect(page).toHaveURL(/\/e3hReportGetGoods\/myDeclaration$/);
      }
      if (brand === 'go2') {
        await page.goto('/funds/coupon');
        await expect(page.getByRole('tab', { name: '未使用(3)' })).toBeVisible();
        await expect(page.getByText('满¥300.00可用')).toBeVisible();
        await page.getByRole('tab', { name: '已使用(2)' }).click();
        await expect(page.getByText('满¥50.00可用')).toBeVisible();
        await shell.screenshot('go2-coupons');
      } else {
        await page.goto('/funds/coupon');
        await shell.expectNotFound();
        // The address typed stays, as for any unknown path: it is what the user will report.
        await expect(page).toHaveURL(/\/funds\/coupon$/);
      }
    });
  });
}

test('without the manual-delivery permission the pick/return pages and their menus are gone', async ({
  page,
  signInAs,
}) => {
  await sql(`update accounts set manual_delivery = false where username = 'seller'`);
  try {
    await signInAs('seller');
    await page.goto('/home');
    const shell = new ConsoleShell(page);
    const titles = (await shell.menu()).join('|');
    for (const hidden of ['拿退货管理', '打印发货', '自定义商品', '拿货结算账单', '对账单', '供应商管理']) {
      expect(titles).not.toContain(hidden);
    }
    expect(await page.evaluate(() => localStorage.getItem('orderManualDeliveryPermission'))).toBe('0');
    for (const path of [
      '/offlineReturnOrder/offlineReturnOrderList',
      '/offlineReturnOrder/returnRegistration',
      '/offlineReturnOrder/pickup',
      '/order/getOfflineList',
      '/order/getOfflineCreate',
      '/order/offlineReturnOrder',
      '/basicSet/supplierManagement',
      '/goods/customGoods',
    ]) {
      await page.goto(path);
      await shell.expectForbidden();
    }
  } finally {
    await sql(`update accounts set manual_delivery = true where username = 'seller'`);
  }
});
