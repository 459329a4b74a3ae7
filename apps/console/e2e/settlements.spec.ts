import { expect, test } from './support/test.ts';
import { sql } from './support/db.ts';
import { expectUrl, FundsPages, fenOf } from './pages/FundsPages.ts';
import { pickOption } from './pages/dialogs.ts';

// 拿货结算账单, 拿货员结算 and 对账单 as the purchaser's 财务 works them: the demo's week is 日结 and billed.
test.describe('拿货结算 (finance)', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('finance');
  });

  test('a 待付款 bill paid from the balance with the PIN lands in 已付款 and in the month’s 对账单', async ({
    page,
  }) => {
    const [bill] = await sql<{ bill_no: string; amount_fen: string }>(
      `select b.bill_no, b.amount_fen from pickup_bills b join accounts o on o.id = b.tenant_id and o.username = 'purchaser'
        where b.state = 'WAIT_PAY' and b.amount_fen > 0 order by b.amount_fen limit 1`,
    );
    test.skip(!bill, 'no bill waits to be paid (a rerun)');
    await page.goto('/funds/nahuoSettlement?tab=WAIT_PAY');
    const row = page.getByRole('row').filter({ hasText: bill!.bill_no });
    await expect(row).toContainText('待付款');
    await row.getByRole('button', { name: `余额支付 ${bill!.bill_no}` }).click();
    await expectUrl(page, /\/funds\/pay\?payNo=ZF\d+/);
    await new FundsPages(page).pin().fill('258369');
    await page.getByRole('button', { name: /确认支付/ }).click();
    await expectUrl(page, /\/funds\/nahuoSettlement/);
    const [paid] = await sql<{ state: string; paid_by: string }>(
      `select state, paid_by from pickup_bills where bill_no = $1`,
      [bill!.bill_no],
    );
    expect(paid).toEqual({ state: 'PAID', paid_by: 'BALANCE' });
    await page.goto('/funds/nahuoSettlement?tab=PAID');
    await page.getByLabel('搜索账单').fill(bill!.bill_no);
    await page.getByLabel('搜索账单').press('Enter');
    await expect(page.getByRole('row').filter({ hasText: bill!.bill_no })).toContainText('余额支付');

    // 对账单: 期初 + 收入 − 支出 = 期末, 拿货 among the month's 支出
    await page.goto('/funds/accountStatement');
    const amount = async (id: string) => fenOf(await page.getByTestId(id).innerText());
    await expect(page.getByTestId('statement-closing')).toBeVisible();
    expect(
      (await amount('statement-opening')) +
        (await amount('statement-income')) -
        (await amount('statement-expense')),
    ).toBe(await amount('statement-closing'));
    const pickupRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: '拿货', exact: true }) });
    expect(-fenOf(await pickupRow.locator('td').nth(2).innerText())).toBeGreaterThanOrEqual(
      Number(bill!.amount_fen),
    );
  });

  test('确认 a 现结 bill pays it at the stall; 有争议 with a reason, then 重新核对; the lines in 明细', async ({
    page,
  }) => {
    const bills = await sql<{ bill_no: string; settle_mode: string }>(
      `select b.bill_no, b.settle_mode from pickup_bills b join accounts o on o.id = b.tenant_id and o.username = 'purchaser'
        where b.state = 'WAIT_CONFIRM' order by b.settle_mode = 'CASH' desc, b.id limit 2`,
    );
    test.skip(bills.length < 2, 'the demo’s bills are confirmed already (a rerun)');
    const [cash, other] = bills as [{ bill_no: string; settle_mode: string }, { bill_no: string }];
    await page.goto('/funds/nahuoSettlement');
    const row = page.getByRole('row').filter({ hasText: cash.bill_no });
    await row.getByRole('button', { name: `明细 ${cash.bill_no}` }).click();
    const drawer = page.getByRole('dialog', { name: `账单明细 ${cash.bill_no}` });
    await expect(
      drawer
        .getByRole('row')
        .filter({ hasText: /NH\d{11}/ })
        .first(),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await row.getByRole('button', { name: `确认 ${cash.bill_no}` }).click();
    await expect(page.getByText('已确认 1 张')).toBeVisible();
    const [confirmed] = await sql<{ state: string; paid_by: string | null }>(
      `select state, paid_by from pickup_bills where bill_no = $1`,
      [cash.bill_no],
    );
    expect(confirmed).toEqual(
      cash.settle_mode === 'CASH' ? { state: 'PAID', paid_by: 'CASH' } : { state: 'WAIT_PAY', paid_by: null },
    );

    await page.getByRole('button', { name: `有争议 ${other.bill_no}` }).click();
    const ask = page.getByRole('dialog', { name: `标记争议：${other.bill_no}` });
    await ask.getByRole('button', { name: '标记争议' }).click();
    await expect(ask).toContainText('请填写争议原因');
    await ask.getByRole('textbox').fill('档口说少算了一件');
    await ask.getByRole('button', { name: '标记争议' }).click();
    await expect(page.getByText('已标记争议，付款暂停')).toBeVisible();
    await page.getByRole('tab', { name: /有争议/ }).click();
    const disputed = page.getByRole('row').filter({ hasText: other.bill_no });
    await expect(disputed).toContainText('档口说少算了一件');
    await disputed.getByRole('button', { name: `重新核对 ${other.bill_no}` }).click();
    await expect(page.getByText('已重新核对 1 张')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: other.bill_no })).toHaveCount(0);
  });

  test('拿货员结算: 登记备用金 for today, then 应交回 follows; a 日结 day settles', async ({ page }) => {
    await page.goto('/funds/nahuoSettlement/nahuoyuanSettlement');
    await page.getByRole('button', { name: '登记备用金', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '登记备用金' });
    await pickOption(page, dialog.getByLabel('拿货员'), '小芳');
    await dialog.getByLabel('备用金').fill('800');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText('备用金已登记')).toBeVisible();
    const [today] = await sql<{ d: string }>(`select (now() at time zone 'Asia/Shanghai')::date::text as d`);
    const mine = page.getByRole('row').filter({ hasText: today!.d }).filter({ hasText: '小芳' });
    await expect(mine).toContainText('¥800.00');
    await expect(mine).toContainText('当日未日结');
    await expect(mine.getByRole('button', { name: `确认结算 小芳 ${today!.d}` })).toBeDisabled();

    // a 日结 day's row (its button enabled): yesterday is not one when the run crosses Shanghai's midnight
    const settleable = page
      .getByRole('row')
      .filter({ hasNotText: today!.d })
      .filter({ has: page.getByRole('button', { name: /^确认结算 /, disabled: false }) });
    const first = settleable.first();
    const label = (await first.getByRole('button', { name: /^确认结算 / }).getAttribute('aria-label'))!;
    await first.getByRole('button', { name: label }).click();
    await page.getByRole('button', { name: '确认结算', exact: true }).click();
    await expect(page.getByText('已结算 1 条')).toBeVisible();
    const [, name, day] = label.split(' ');
    const [row] = await sql<{ state: string }>(
      `select w.state from picker_settlements w join accounts p on p.id = w.staff_id
        where coalesce(p.sub_username, p.username) = $1 and w.day = $2::date`,
      [name, day],
    );
    expect(row!.state).toBe('SETTLED');
  });
});
