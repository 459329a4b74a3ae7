import { expect, test } from './support/test.ts';
import { sql, tenantId } from './support/db.ts';

test.describe('工作台', () => {
  test('today against yesterday, to-dos that open their lists, the trend when scrolled to', async ({
    page,
    signInAs,
  }) => {
    await signInAs('seller');
    await page.goto('/home');
    const cards = page.getByTestId('stat-card');
    await expect(cards).toHaveCount(8);
    await expect(cards.first()).toContainText('订单数');
    await expect(cards.first()).toContainText('昨日');
    await expect(page.getByRole('region', { name: '平台公告' })).toContainText('双十二大促发货安排');

    // 待补款: the card's count is the server's, and it opens that list
    const [waiting] = await sql<{ n: number }>(
      `select count(*)::int as n from replenish_requests where tenant_id = $1 and state = 'WAITING_PAYMENT'`,
      [await tenantId('seller')],
    );
    const todo = page.getByRole('link', { name: new RegExp(`^待补款\\s*${waiting!.n}条$`) });
    await expect(todo).toBeVisible();
    await todo.click();
    await expect(page).toHaveURL(/\/funds\/transferRecord$/);
    await expect(page.getByRole('tab', { name: /待补款/, selected: true })).toBeVisible();

    // an abnormal kind opens 异常订单 on its tab
    await page.goto('/home');
    const lack = page.locator('a.oms-tile-link', { hasText: '异常·' }).first();
    await expect(lack).toBeVisible();
    const href = await lack.getAttribute('href');
    expect(href).toMatch(/^\/order\/abnormalList\?kind=[A-Z_]+$/);
    await lack.click();
    await expect(page).toHaveURL(new RegExp(href!.replace('?', '\\?')));

    await page.goto('/home');
    await expect(cards).toHaveCount(8);
    await page.getByRole('heading', { name: '常用功能' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('img', { name: '近7天订单、付款、发货与售后趋势' })).toBeVisible();
    await page.getByText('近30天').click();
    await expect(page.getByRole('img', { name: '近30天订单、付款、发货与售后趋势' })).toBeVisible();
  });
});
