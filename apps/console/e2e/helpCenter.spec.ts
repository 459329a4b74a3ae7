import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expectFitsWidth } from './support/layout.ts';

test.describe('帮助中心 (seller)', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('seller');
  });

  test('a question in the seller’s words finds its article, marked; the article reads and links on; a page’s ? lists its own', async ({
    page,
  }) => {
    await page.goto('/helpCenter');
    await page.getByLabel('搜索帮助').fill('补差价在哪里付');
    await page.getByLabel('搜索帮助').press('Enter');
    await expect(page).toHaveURL(/\/helpCenter\?q=/);
    const results = page.getByRole('region', { name: '搜索结果' });
    const hit = results.getByRole('link', { name: '补款单怎么支付' });
    await expect(hit).toBeVisible();
    await expect(results.locator('mark').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await hit.click();
    await expect(page.getByRole('heading', { name: '补款单怎么支付' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: '相关文章' }).getByRole('link', { name: '余额充值与提现' }),
    ).toBeVisible();
    await page.getByRole('article').getByRole('link', { name: '代发补款记录' }).first().click();
    await expect(page).toHaveURL(/\/funds\/transferRecord/);

    await page.goto('/order/abnormalList');
    await page.getByRole('button', { name: '本页帮助' }).click();
    const drawer = page.getByRole('dialog', { name: '本页帮助' });
    await drawer.getByRole('link', { name: '缺货、明天有怎么处理' }).click();
    await expect(page).toHaveURL(/\/helpCenter\?article=abnormal-lack/);
    await expect(page.getByRole('heading', { name: '缺货、明天有怎么处理' })).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('heading', { name: '缺货、明天有怎么处理' })).toBeVisible();
    await expectFitsWidth(page);
  });
});
