import { expect, test } from './support/test.ts';

test.describe('商品关联 (seller)', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('seller');
  });

  test('an unlinked SKU: 关联商品 → 已关联 with its 关联记录 → 解除关联 brings it back', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('menuitem', { name: '商品管理' }).click();
    await page.getByRole('menuitem', { name: '商品关联' }).click();
    await expect(page.getByRole('heading', { name: '商品关联' })).toBeVisible();
    const table = page.getByRole('table', { name: '商品关联' });
    const tabs = page.getByRole('tablist');
    const unlinkedTab = tabs.getByRole('tab', { name: /未关联/ });
    await expect(unlinkedTab).toHaveAttribute('aria-selected', 'true');
    await expect(unlinkedTab).toHaveText(/\(\d+\)/);
    const unlinkedBefore = Number((await unlinkedTab.textContent())!.match(/\d+/)![0]);
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
    await expect(unlinkedTab).toContainText(`(${unlinkedBefore - 1})`);

    await tabs.getByRole('tab', { name: /已关联/ }).click();
    await page.getByRole('searchbox', { name: '搜索商品' }).fill(articleNo);
    await page.getByRole('searchbox', { name: '搜索商品' }).press('Enter');
    const row = table.getByRole('row').filter({ has: page.getByRole('button', { name: `修改关联 ${sku}` }) });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `关联记录 ${sku}` }).click();
    const drawer = page.getByRole('dialog', { name: /^关联记录/ });
    await expect(drawer.getByText('关联', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await row.getByRole('button', { name: '解除关联' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /解除关联/ })
      .click();
    await expect(page.getByText('已解除关联')).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.goto('/goods/association');
    await expect(unlinkedTab).toContainText(`(${unlinkedBefore})`);
  });

  test('建议: 采纳 one links it as suggested; 批量采纳 reports each SKU', async ({ page }) => {
    await page.goto('/goods/association?tab=UNLINKED&suggested=1');
    const table = page.getByRole('table', { name: '商品关联' });
    const adopt = table.getByRole('button', { name: /^采纳建议 / }).first();
    await expect(adopt).toBeVisible();
    const sku = (await adopt.getAttribute('aria-label'))!.replace(/^采纳建议 /, '');
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: `采纳建议 ${sku}`, exact: true }) });
    const suggested = (await row.locator('.ant-tag', { hasText: /^建议/ }).locator('..').innerText())
      .replace(/^建议 \d+分/, '')
      .trim();
    await adopt.click();
    await expect(page.getByText(`已关联 ${suggested}`)).toBeVisible();

    await page.goto(`/goods/association?tab=LINKED&q=${encodeURIComponent(sku.split(' ')[0]!)}`);
    const linked = table
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: `修改关联 ${sku}` }) });
    await expect(linked).toContainText(suggested);
    await linked.getByRole('button', { name: `关联记录 ${sku}` }).click();
    await expect(
      page.getByRole('dialog', { name: /^关联记录/ }).getByText('关联', { exact: true }),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/goods/association?tab=UNLINKED&suggested=1');
    await expect(page.getByRole('tab', { name: /未关联/ })).toHaveText(/\(\d+\)/);
    await page.getByRole('button', { name: /批量采纳/ }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: '批量采纳' }).click();
    const job = page.getByRole('dialog', { name: /批量处理/ });
    await expect(job.getByRole('status').filter({ hasText: /成功/ })).toContainText(/成功 \d+/, {
      timeout: 30_000,
    });
    await page.screenshot({
      path: '../../.artifacts/screens/goods-association-bulk-1440.png',
      fullPage: true,
    });
  });
});
