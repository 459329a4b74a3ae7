import ExcelJS from 'exceljs';
import { expect, test } from './support/test.ts';
import { sql, tenantId } from './support/db.ts';
import { ConsoleShell } from './pages/ConsoleShell.ts';
import { FundsPages, expectUrl, fenOf } from './pages/FundsPages.ts';
import { pickOption } from './pages/dialogs.ts';
import { shotBoth } from './support/screens.ts';
import { openOpsDesk } from './pages/OpsDesk.ts';

const SELLER_PHONE = '13800138000';

test.describe('资金管理 (seller)', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('seller');
  });

  test('我的余额: the cards agree with the bills; 账单类型 filters them; 资金去向 shows where money went', async ({
    page,
  }) => {
    const funds = new FundsPages(page);
    await page.goto('/funds/balance');
    await expect(funds.billRows().first()).toBeVisible();
    // the totals explain the balance: 期初 + 收入 − 支出 = 期末, the card's figure
    const explained = /期初余额 (¥[\d,.]+) \+ 收入 (¥[\d,.]+) − 支出 (¥[\d,.]+) = 期末余额 (¥[\d,.]+)/.exec(
      await page.getByTestId('bill-totals').innerText(),
    );
    const [opening, income, expense, closing] = explained!.slice(1).map(fenOf);
    expect(opening! + income! - expense!).toBe(closing);
    expect(closing).toBe(await funds.card('available'));
    await expect(page.getByText(/您在旧版系统还有余额 ¥126\.40/)).toBeVisible();
    // a bill paid straight through Alipay says it went around the balance (支付方式 支付宝: newer
    // balance movements, such as the demo's after-sale refunds, may fill the first page)
    await page.goto('/funds/balance?pm=ALIPAY');
    await expect(page.getByRole('cell', { name: '—（支付宝）' }).first()).toBeVisible();
    await page.goto('/funds/balance');
    await expect(funds.billRows().first()).toBeVisible();
    await pickOption(page, page.getByLabel('账单类型'), '充值');
    await expect(page).toHaveURL(/types=RECHARGE/);
    await expect(async () => {
      const types = await page.locator('.ant-table-tbody tr.ant-table-row td:nth-child(3)').allInnerTexts();
      expect(types.length).toBeGreaterThan(0);
      expect(new Set(types)).toEqual(new Set(['充值']));
    }).toPass();
    // 导出 gives the same bills as an .xlsx
    const totals = await page.getByTestId('bill-totals').innerText();
    const count = Number(/共 (\d+) 笔/.exec(totals)![1]);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出$/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^账单明细_\d{8}_\d{6}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    const rows: unknown[][] = [];
    workbook.getWorksheet('账单明细')!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]!.slice(0, 3)).toEqual(['时间', '流水号', '账单类型']);
    expect(rows).toHaveLength(count + 1);
    expect(new Set(rows.slice(1).map((r) => r[2]))).toEqual(new Set(['充值']));

    await page
      .getByRole('button', { name: /^资金去向 / })
      .first()
      .click();
    const drawer = page.getByRole('dialog').filter({ hasText: '资金去向' });
    await expect(drawer.getByText('可用余额')).toBeVisible();
    await expect(drawer.getByText('支付宝', { exact: true })).toBeVisible();
    await expect(drawer.getByTestId('bill-net')).toContainText('这单一共收入');
    await new ConsoleShell(page).screenshot('funds-balance');
  });

  test('日对账: each day opens where the one before closed, and the newest closes at the balance', async ({
    page,
  }) => {
    const funds = new FundsPages(page);
    await page.goto('/funds/balance');
    const available = await funds.card('available');
    await page.getByRole('tab', { name: '日对账' }).click();
    const rows = page.getByRole('tabpanel').locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.nth(2)).toBeVisible();
    const table = await rows.evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
    );
    const fen = (text: string) => fenOf(text.replace(/^[+-]/, ''));
    expect(fen(table[0]![4]!)).toBe(available);
    for (const [i, row] of table.entries()) {
      expect(fen(row[1]!) + fen(row[2]!) - fen(row[3]!)).toBe(fen(row[4]!));
      if (i + 1 < table.length) expect(fen(row[1]!)).toBe(fen(table[i + 1]![4]!));
    }
    await new ConsoleShell(page).screenshot('funds-daily');
  });

  test('充值 ¥100 through the Alipay cashier: back from it, 充值成功 ¥100.00, then 我的余额 shows it', async ({
    page,
  }) => {
    const funds = new FundsPages(page);
    await page.goto('/funds/balance');
    const before = await funds.card('available');
    await page.getByRole('link', { name: '充值', exact: true }).click();
    await expectUrl(page, /\/funds\/rechargeWithdraw\?tab=recharge/);
    await page.getByLabel('充值金额').fill('100');
    await page.getByRole('button', { name: '去支付宝充值' }).click();
    await expectUrl(page, /\/funds\/pay\?payNo=ZF\d+/);
    await expect(page.getByTestId('pay-due')).toHaveText('¥100.00');
    await expect(page.getByText(/请在 \d\d:\d\d 内完成支付/)).toBeVisible();
    await new ConsoleShell(page).screenshot('funds-pay-alipay');
    await page.getByRole('button', { name: '去支付宝付款' }).click();
    await expect(page.getByText('本地模拟收银台（演示与测试环境，不会扣款）')).toBeVisible();
    await expect(page.getByText('￥100.00')).toBeVisible();
    await page.getByRole('button', { name: '确认付款' }).click();
    // back in the console the recharge's state is asked for: paid, so 充值成功 with the amount and the new balance
    await expectUrl(page, /\/funds\/pay\?payNo=ZF\d+&returned=1/);
    await expect(page.getByText('充值成功')).toBeVisible({ timeout: 15_000 });
    const paid = page.getByTestId('recharge-paid');
    await expect(paid).toHaveText(/^已充值 ¥100\.00，当前可用余额 ¥[\d,]+\.\d\d$/);
    expect(fenOf((await paid.innerText()).split('当前可用余额')[1]!)).toBe(before + 10_000);
    await shotBoth(page, 'funds-recharge-paid');
    await page.getByRole('button', { name: '查看余额' }).click();
    await expectUrl(page, /\/funds\/balance$/);
    await expect.poll(() => funds.card('available')).toBe(before + 10_000);
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText('充值');
  });

  test('充值 abandoned at the Alipay cashier (取消): back in the console it says 支付未完成, 充值单待支付', async ({
    page,
  }) => {
    const funds = new FundsPages(page);
    await page.goto('/funds/balance');
    const before = await funds.card('available');
    await page.goto('/funds/rechargeWithdraw?tab=recharge');
    await page.getByLabel('充值金额').fill('88');
    await page.getByRole('button', { name: '去支付宝充值' }).click();
    await expectUrl(page, /\/funds\/pay\?payNo=ZF\d+/);
    await page.getByRole('button', { name: '去支付宝付款' }).click();
    await expect(page.getByText('本地模拟收银台（演示与测试环境，不会扣款）')).toBeVisible();
    await page.getByRole('button', { name: '取消' }).click();
    await expectUrl(page, /\/funds\/pay\?payNo=ZF\d+&returned=1/);
    // once the server has asked Alipay itself (10 s after the cashier opened), the page says it plainly
    await expect(page.getByText('支付未完成')).toBeVisible({ timeout: 25_000 });
    await expect(page.getByText(/^充值单待支付：支付宝尚未收到这笔付款/)).toBeVisible();
    await expect(page.getByText('充值成功')).toHaveCount(0);
    await shotBoth(page, 'funds-recharge-unpaid');
    await page.getByRole('button', { name: '重新支付' }).click();
    await expect(page.getByRole('button', { name: '去支付宝付款' })).toBeVisible();
    await page.goto('/funds/balance');
    expect(await funds.card('available')).toBe(before);
  });

  test('a 补款 paid from the balance: a wrong PIN says how many tries are left, then the right one pays', async ({
    page,
  }) => {
    const funds = new FundsPages(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/funds/transferRecord');
    await expect(page.getByRole('tab', { name: /待补款\(\d+\)/ })).toBeVisible();
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
    // At 1440 every column reads whole: no sideways scroll, 截止时间 not cut behind the pinned 操作.
    await expect(row.getByText(/^剩/)).toBeVisible();
    const body = page.locator('.ant-table-content, .ant-table-body').first();
    expect(await body.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '../../.artifacts/screenshots/funds-transfer-record-1440.png' });
    const replenishNo = /BK\d+/.exec(await row.innerText())![0];
    await row.getByRole('button', { name: /^去补款 / }).click();
    await expectUrl(page, /\/funds\/pay\?payNo=ZF\d+/);
    await expect(page.getByText(/余额支付（可用余额 ¥[\d,]+\.\d\d）/)).toBeVisible();
    await funds.pin().fill('111222');
    await page.getByRole('button', { name: /确认支付/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: '支付密码错误，还可尝试4次' })).toBeVisible();
    // On a 900 px screen 确认支付 stays in view, and Enter after the sixth digit pays.
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(page.getByRole('button', { name: /确认支付/ })).toBeInViewport();
    await funds.pin().fill('258369');
    await page.keyboard.press('Enter');
    await expectUrl(page, /\/funds\/transferRecord$/);
    await page.getByRole('tab', { name: /已补款/ }).click();
    await expect(
      page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: replenishNo }),
    ).toContainText('已补款');
    const [state] = await sql<{ state: string }>(
      `select state from replenish_requests where replenish_no = $1`,
      [replenishNo],
    );
    expect(state!.state).toBe('PAID');
  });

  test('提现 with the PIN and the SMS code, 撤销 while 待审核, then 提现 again, which /ops approves', async ({
    page,
    context,
  }) => {
    const funds = new FundsPages(page);
    await sql(`update withdrawals set created_at = created_at - interval '3 days' where tenant_id = $1`, [
      await tenantId('seller'),
    ]);
    const apply = async (amount: string) => {
      await page.goto('/funds/rechargeWithdraw?tab=withdraw');
      await expect(page.getByText('今日还可提现')).toBeVisible();
      await page.getByLabel('提现金额').fill(amount);
      await funds.pin().fill('258369');
      await page.getByRole('button', { name: '获取验证码' }).click();
      await expect(page.getByRole('button', { name: /秒后重发/ })).toBeVisible();
      await page.locator('#withdraw-sms').fill(await FundsPages.latestSmsCode(SELLER_PHONE));
      // latestSmsCode lifted the server's 60 s gap; this tab's own wait goes with it
      await page.evaluate(() => sessionStorage.removeItem('sms-cooldown:WITHDRAW'));
      await page.getByRole('button', { name: '申请提现' }).click();
      await expect(page.getByRole('tab', { name: '提现记录', selected: true })).toBeVisible();
    };

    // Each error on its field, which takes the focus: an empty form, then a wrong code (42005).
    await page.goto('/funds/rechargeWithdraw?tab=withdraw');
    await page.getByRole('button', { name: '申请提现' }).click();
    const field = (label: string) =>
      page.locator('.ant-form-item').filter({ has: page.getByText(label, { exact: true }) });
    await expect(field('提现金额').locator('.ant-form-item-explain')).toHaveText('请输入提现金额');
    await expect(field('支付密码').locator('.ant-form-item-explain')).toHaveText('请输入6位支付密码');
    await expect(page.locator('.ant-form-item-has-error')).toHaveCount(3);
    await expect(page.getByLabel('提现金额')).toBeFocused();
    await shotBoth(page, 'funds-withdraw-field-errors');
    await page.getByLabel('提现金额').fill('50');
    await funds.pin().fill('258369');
    await page.getByRole('button', { name: '获取验证码' }).click();
    const resend = page.getByRole('button', { name: /^\d+秒后重发$/ });
    await expect(resend).toBeVisible();
    // a reload keeps the wait (no 获取验证码 to press into a 429)
    await page.reload();
    await expect(resend).toBeDisabled();
    expect(Number(/^(\d+)秒后重发$/.exec(await resend.innerText())![1])).toBeGreaterThan(40);
    await expect(page.getByRole('button', { name: '获取验证码' })).toHaveCount(0);
    await page.getByLabel('提现金额').fill('50');
    await funds.pin().fill('258369');
    await page.locator('#withdraw-sms').fill('000000');
    await page.getByRole('button', { name: '申请提现' }).click();
    await expect(page.locator('.ant-form-item-has-error .ant-form-item-explain')).toHaveText(
      '验证码错误或已过期',
    );
    await expect(page.locator('#withdraw-sms')).toBeFocused();
    await shotBoth(page, 'funds-withdraw-sms-error');
    await FundsPages.latestSmsCode(SELLER_PHONE);
    await page.evaluate(() => sessionStorage.removeItem('sms-cooldown:WITHDRAW'));

    await apply('50');
    const first = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await expect(first).toContainText('待审核');
    await expect(first).toContainText('¥50.00');
    await first.getByRole('button', { name: '撤销' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /撤\s*销/ })
      .click();
    await expect(first).toContainText('已撤销');
    await expect(first).toContainText('已撤销，金额已退回余额');
    await expect(first).not.toContainText('完成');
    await apply('60');
    const second = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await expect(second).toContainText('¥60.00');
    const withdrawNo = (await second.locator('td').nth(1).innerText()).trim();
    await new ConsoleShell(page).screenshot('funds-withdraw-records');

    // 平台财务 approves it on /ops before its 10 minutes are up; the payout follows
    const ops = await context.newPage();
    await openOpsDesk(ops);
    const row = ops.getByRole('row').filter({ hasText: withdrawNo });
    await expect(row).toContainText('待审核');
    await row.getByRole('button', { name: '通过' }).click();
    // Paying out asks first, naming who gets what.
    const confirm = ops.getByRole('dialog', { name: '通过提现' });
    await expect(confirm).toContainText(withdrawNo);
    // Enter twice must not pay out: the question starts on 取消.
    await expect(confirm.getByRole('button', { name: '取消' })).toBeFocused();
    await confirm.getByRole('button', { name: '通过并打款' }).click();
    await expect(confirm).toBeHidden();
    await ops.getByLabel('状态').selectOption('ALL');
    await expect(ops.getByRole('row').filter({ hasText: withdrawNo })).toContainText(/打款中|已到账/);
    await ops.screenshot({ path: '../../.artifacts/screenshots/ops-withdrawals.png' });
    await ops.close();
    await page.reload();
    await expect(
      page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: withdrawNo }),
    ).toContainText(/打款中|已到账/);
  });

  test('a locked PIN is reset with the code read on /dev/sms', async ({ page, context }) => {
    const seller = await tenantId('seller');
    await sql(`update pay_passwords set locked_until = now() + interval '3 hours' where account_id = $1`, [
      seller,
    ]);
    await page.goto('/funds/resetPayPass');
    await expect(page.getByText(/支付密码错误次数过多，已锁定至/)).toBeVisible();
    await page.getByRole('link', { name: '忘记支付密码？' }).click();
    await expect(page.getByText('忘记支付密码')).toBeVisible();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('button', { name: /秒后重发/ })).toBeVisible();
    const outbox = await context.newPage();
    await outbox.goto('/dev/sms');
    const text = await outbox.locator('tbody tr').first().innerText();
    expect(text).toContain('用于设置支付密码');
    const code = /验证码(\d{6})/.exec(text)![1]!;
    await outbox.close();
    await page.locator('#sms-code').fill(code);
    await page.getByLabel('新支付密码', { exact: true }).fill('258369');
    await page.getByLabel('再次输入新支付密码').fill('258369');
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('支付密码已修改')).toBeVisible();
    const [row] = await sql<{ locked: boolean }>(
      `select coalesce(locked_until > now(), false) as locked from pay_passwords where account_id = $1`,
      [seller],
    );
    expect(row!.locked).toBe(false);
  });
});
