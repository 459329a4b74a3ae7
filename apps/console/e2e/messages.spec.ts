import { expect, test } from './support/test.ts';
import { sql, tenantId } from './support/db.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';

/** A 补款 asked of the purchaser now, as the funds module emits it (the notifier writes the message). */
async function askReplenish(orderNo: string, amountFen: number, reason: string) {
  const no = `BK${Date.now()}`;
  const params = { replenishNo: no, orderNo, amountFen, reason, hours: 48 };
  await sql(
    `insert into notify_outbox (tenant_id, type, key, params) values ($1, 'REPLENISH_NEW', $2, $3::jsonb)`,
    [await tenantId('purchaser'), `e2e:${no}`, JSON.stringify(params)],
  );
}

/** The 补款 asked of DF880001 as told: its own message, or the digest it joined. */
const TOLD_DF880001 = /订单 DF880001 需补款 ¥6\.50|您有 \d+ 笔补款待支付/;

// The finance clerk reads its own messages (reads are per account): marking them leaves the owner's as seeded.
test.describe('消息中心 (the bell)', () => {
  test('a finance clerk reads its categories, marks all read, hears of a new 补款, opens an announcement', async ({
    page,
    signInAs,
  }) => {
    await signInAs('finance');
    await page.goto('/home');
    const bell = page.getByTestId('messages-link');
    await expect(bell).toHaveAttribute('aria-label', /消息，[1-9]\d*条未读/);
    await bell.click();
    await expect(page).toHaveURL(/\/announcement\/list$/);
    await expect(page.getByRole('heading', { name: '消息中心' })).toBeVisible();

    // only the categories of the pages it may open
    const categories = page.getByRole('menu', { name: '消息分类' });
    await expect(categories.getByRole('menuitem', { name: /补款/ })).toBeVisible();
    await expect(categories.getByRole('menuitem', { name: /资金/ })).toBeVisible();
    await expect(categories.getByRole('menuitem', { name: /订单异常/ })).toHaveCount(0);
    await expect(page.getByTestId('message-row').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: '全部已读' }).click();
    await expect(page.getByText(/已将 \d+ 条消息标为已读/)).toBeVisible();
    await page.locator('.ant-segmented-item', { hasText: '未读' }).click();
    await expect(page).toHaveURL(/unread=1/);
    await expect(page.getByText('没有未读消息')).toBeVisible();

    // a 补款 asked now reaches the list through the outbox and the notifier
    await askReplenish('DF880001', 650, '档口涨价');
    await expect(async () => {
      await page.reload();
      await expect(page.getByText(TOLD_DF880001).first()).toBeVisible({ timeout: 4000 });
    }).toPass({ timeout: 25_000 });
    await expect(bell).not.toHaveAttribute('aria-label', '消息，0条未读');
    await page
      .getByTestId('message-row')
      .filter({ hasText: TOLD_DF880001 })
      .first()
      .getByRole('button', { name: '查看' })
      .click();
    await expect(page).toHaveURL(/\/funds\/transferRecord/);
    // 查看 read it (the demo's orders may have told of others meanwhile: the bell is not asked for 0)
    await page.goto('/announcement/list?category=REPLENISH&unread=1');
    await expect(page.getByTestId('message-row').first().or(page.getByText('没有未读消息'))).toBeVisible();
    await expect(page.getByText(TOLD_DF880001)).toHaveCount(0);

    // 平台公告: the pinned one first; opened, it renders its Markdown and counts as read
    await page.goto('/announcement/list?tab=notice');
    const noticeTab = page.getByRole('tab', { name: /平台公告/ });
    await expect(noticeTab).toHaveText('平台公告（12）');
    const first = page.getByTestId('notice-row').first();
    await expect(first).toContainText('置顶');
    await first.getByRole('link', { name: '双十二大促发货安排' }).click();
    await expect(page).toHaveURL(/\/announcement\/details\?type=notice&id=\d+/);
    await expect(page.getByRole('heading', { name: '双十二期间发货安排' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: '异常订单' }).click();
    // a link in an announcement opens the console's page (the finance clerk may not: 暂无权限)
    await expect(page).toHaveURL(/\/(order\/abnormalList|403)/);
    await page.goto('/announcement/list?tab=notice');
    await expect(page.getByRole('tab', { name: /平台公告/ })).toHaveText('平台公告（11）');
  });

  test('接收设置: a category turned off leaves 全部 and the bell', async ({ page, signInAs }) => {
    await signInAs('finance');
    await askReplenish('DF880002', 300, '运费变更');
    await page.goto('/announcement/list?category=REPLENISH&unread=1');
    // alone, or in the 补款 digest when others came within ten minutes
    await expect(page.getByTestId('message-row').first()).toBeVisible({ timeout: 15_000 });
    const bell = page.getByTestId('messages-link');
    await expect(bell).not.toHaveAttribute('aria-label', '消息，0条未读');
    await page.getByRole('button', { name: '接收设置' }).click();
    const drawer = page.getByRole('dialog', { name: '消息接收设置' });
    await drawer.getByRole('switch', { name: '接收补款消息' }).click();
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('接收设置已保存')).toBeVisible();
    // 补款 no longer under 全部 (nor in the bell); asked for by name it still lists
    await page.goto('/announcement/list?unread=1');
    await expect(page.getByTestId('message-row').first().or(page.getByText('没有未读消息'))).toBeVisible();
    await expect(page.getByTestId('message-row').locator('.ant-tag', { hasText: /^补款$/ })).toHaveCount(0);
    await page.goto('/announcement/list?category=REPLENISH&unread=1');
    await expect(page.getByTestId('message-row').first()).toBeVisible();
    // back on for the next test
    await page.getByRole('button', { name: '接收设置' }).click();
    await page
      .getByRole('dialog', { name: '消息接收设置' })
      .getByRole('switch', { name: '接收补款消息' })
      .click();
    await page.getByRole('dialog', { name: '消息接收设置' }).getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('接收设置已保存')).toBeVisible();
  });
});
