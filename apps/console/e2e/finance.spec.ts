import { expect, test } from './support/test.ts';
import { ConsoleShell } from './pages/ConsoleShell.ts';

test.describe('finance (sub-account, role 财务)', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('finance');
  });

  test('sees only 资金管理; /home goes to 我的余额; no 待补款 badge at 0', async ({ page }) => {
    const counted = page.waitForResponse((r) =>
      r.url().includes('/api/home/replenish/waitingPayment/statistics'),
    );
    await page.goto('/home');
    expect((await (await counted).json()).data).toEqual({ waitingCount: 0 });
    await expect(page).toHaveURL(/\/funds\/balance$/);
    const shell = new ConsoleShell(page);
    expect(await shell.menu()).toEqual([
      'funds 资金管理',
      '/funds/balance 我的余额',
      '/funds/rechargeWithdraw 充值提现',
      '/funds/transferRecord 代发补款记录',
      '/funds/nahuoSettlement 拿货结算账单',
      '/funds/accountStatement 对账单',
    ]);
    await expect(shell.menuBadge('/funds/transferRecord')).toHaveCount(0);
    await shell.screenshot('home-finance');
  });

  test('pick-up pages are forbidden', async ({ page }) => {
    await page.goto('/offlineReturnOrder/pickup');
    await new ConsoleShell(page).expectForbidden();
  });

  // no 货款后付 debt is seeded until placing under it is built: nothing owed yet
  test('我的余额 shows the purchaser tenant’s money: nothing owed on 货款后付, and its own bills', async ({
    page,
  }) => {
    await page.goto('/funds/balance');
    await expect(page.getByTestId('payLater').locator('.ant-statistic-content-value')).toHaveText('¥0.00');
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    // the tenant's own: its 代发 orders and 充值, and its team's money (拿货结算 paid from the balance, the
    // day's 平台拿退货费, 退档口运费) — the newest first, so any of them may lead the page
    await expect(
      page.getByRole('cell', { name: /^(充值|代发订单|拿货|平台拿退货|退档口运费)$/ }).first(),
    ).toBeVisible();
  });
});
