import { expect, test } from './support/test.ts';
import { pressDialogButton } from './pages/dialogs.ts';

test.describe('商品关联 (seller)', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('seller');
  });

  test('an unlinked SKU of a waiting order: 关联商品 → it moves to 已关联 → 解除关联 brings it back', async ({
    page,
  }) => {
    await page.goto('/home');
    await page.getByRole('menuitem', { name: '商品管理' }).click();
    await page.getByRole('menuitem', { name: '商品关联' }).click();
    await expect(page.getByRole('heading', { name: '商品关联' })).toBeVisible();
    const table = page.getByRole('table', { name: '商品关联' });
    const tabs = page.getByRole('tablist');
    await expect(tabs.getByRole('tab', { name: /未关联/ })).toHaveAttribute('aria-selected', 'true');
    // the tab shows its count once the counts have come
    await expect(tabs.getByRole('tab', { name: /未关联/ })).toHaveText(/\(\d+\)/);
    const unlinkedBefore = Number(
      (await tabs.getByRole('tab', { name: /未关联/ }).textContent())!.match(/\d+/)![0],
    );
    expect(unlinkedBefore).toBeGreaterThan(0);

    const link = table.getByRole('button', { name: /^关联商品 / }).first();
    const sku = (await link.getAttribute('aria-label'))!.replace(/^关联商品 /, '');
    const articleNo = sku.split(' ')[0]!;
    await link.click();
    const dialog = page.getByRole('dialog', { name: '关联商品' });
    await dialog
      .getByRole('button', { name: /^选择 / })
      .first()
      .click();
    await expect(dialog.getByLabel('档口颜色')).toBeVisible();
    await dialog.getByRole('button', { name: '确认关联' }).click();
    await expect(dialog).toBeHidden();
    await expect(tabs.getByRole('tab', { name: /未关联/ })).toContainText(`(${unlinkedBefore - 1})`);

    await tabs.getByRole('tab', { name: /已关联/ }).click();
    await page.getByRole('searchbox', { name: '搜索商品' }).fill(articleNo);
    await page.getByRole('searchbox', { name: '搜索商品' }).press('Enter');
    const row = table.getByRole('row').filter({ has: page.getByRole('button', { name: `修改关联 ${sku}` }) });
    await expect(row).toBeVisible();
    await page.screenshot({ path: '../../.artifacts/screens/goods-association-1440.png', fullPage: true });
    await row.getByRole('button', { name: '解除关联' }).click();
    await pressDialogButton(page, '已下的代发订单不受影响');
    await expect(page.getByText('已解除关联')).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.goto('/goods/association');
    await expect(tabs.getByRole('tab', { name: /未关联/ })).toContainText(`(${unlinkedBefore})`);
  });
});
