import { expect, test } from './support/test.ts';
import { ConsoleShell } from './pages/ConsoleShell.ts';
import { FundsPages } from './pages/FundsPages.ts';

test.describe('支付宝分账 (purchaser on 货款后付)', () => {
  // No debt is seeded until 货款后付 placing is built: the page shows the authorisation and an empty list.
  test('工作台 shows the 货款后付 limit; 分账 shows the authorisation; the main account revokes and authorises again', async ({
    page,
    signInAs,
  }) => {
    await signInAs('purchaser');
    await page.goto('/home');
    const card = page.getByTestId('pay-later-card');
    await expect(card).toContainText('待结算¥0.00');
    await expect(card).toContainText('额度¥5,000.00');
    await card.click();
    await expect(page).toHaveURL(/\/funds\/aliLedger$/);
    await expect(page.getByRole('tab', { name: '全部(0)' })).toBeVisible();
    await expect(page.getByText('已授权 ca***@example.com')).toBeVisible();
    await new ConsoleShell(page).screenshot('funds-aliLedger');

    await page.getByRole('link', { name: '管理授权' }).click();
    await expect(page).toHaveURL(/\/funds\/aliLedgerAuth$/);
    await page.getByRole('button', { name: '解除授权' }).click();
    await page.getByLabel('解除授权支付密码').fill('258369');
    await page.getByRole('button', { name: '解除授权' }).last().click();
    await expect(page.getByText('已解除授权')).toBeVisible();

    const funds = new FundsPages(page);
    await page.getByLabel('收款支付宝账号').fill('caigou@example.com');
    await page.getByLabel('真实姓名').fill('王采购');
    await funds.pin().fill('258369');
    await page.getByRole('button', { name: /^授\s?权$/ }).click();
    await expect(page.getByText('已授权支付宝分账')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'ca***@example.com' })).toBeVisible();
    await new ConsoleShell(page).screenshot('funds-aliLedgerAuth');
  });

  test('a sub-account (财务) sees the authorisation but cannot revoke it', async ({ page, signInAs }) => {
    await signInAs('finance');
    await page.goto('/funds/aliLedgerAuth');
    await expect(page.getByRole('cell', { name: '已授权' })).toBeVisible();
    await expect(page.getByRole('button', { name: '解除授权' })).toHaveCount(0);
  });
});
