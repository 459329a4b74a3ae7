import { expect, test } from './support/test.ts';
import { sql } from './support/db.ts';
import { openOpsDesk } from './pages/OpsDesk.ts';

/** /ops, as 平台财务 uses it: 拿退货权限 granted and taken back with a reason, asked in the page. */
test('拿退货权限: 开通 asks for a reason in the page (Esc cancels), then the shop has it', async ({
  page,
}) => {
  await sql(`delete from accounts where username = 'e2eshop' and parent_id is null`);
  await sql(
    `insert into accounts (kind, username, password_hash)
     select 'seller', 'e2eshop', password_hash from accounts where username = 'seller' and parent_id is null`,
  );
  await openOpsDesk(page);
  await page.getByRole('tab', { name: '拿退货权限' }).click();
  await page.locator('#mdKeyword').fill('e2eshop');
  await page.getByRole('button', { name: '查询' }).click();
  const row = page.getByRole('row').filter({ hasText: 'e2eshop' });
  await expect(row).toContainText('未开通');

  // Esc leaves everything as it was.
  await row.getByRole('button', { name: '开通' }).click();
  const dialog = page.getByRole('dialog', { name: '开通拿退货权限' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('开通原因')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('未开通');

  // An empty reason is said on the field, not silently dropped.
  await row.getByRole('button', { name: '开通' }).click();
  await dialog.getByRole('button', { name: '开通' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('请填写开通原因');
  await expect(dialog.getByLabel('开通原因')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('开通原因').fill('已签拿退货协议');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('已开通');
  await expect(row).toContainText('已签拿退货协议');
  await expect(row).toContainText('平台财务');
  await expect(page.getByRole('status').filter({ hasText: '已为 e2eshop 开通拿退货权限' })).toBeVisible();
  await page.screenshot({ path: '../../.artifacts/screenshots/ops-manual-delivery.png' });
  const [granted] = await sql<{ manual_delivery: boolean }>(
    `select manual_delivery from accounts where username = 'e2eshop' and parent_id is null`,
  );
  expect(granted?.manual_delivery).toBe(true);

  await page.setViewportSize({ width: 390, height: 844 });
  await row.getByRole('button', { name: '关闭' }).click();
  await expect(page.getByRole('dialog', { name: '关闭拿退货权限' })).toBeVisible();
  await page.screenshot({ path: '../../.artifacts/screenshots/ops-manual-delivery-390.png' });
  await page.getByRole('dialog').getByLabel('关闭原因').fill('协议到期');
  await page.getByRole('dialog').getByRole('button', { name: '关闭', exact: true }).click();
  await expect(row).toContainText('未开通');
  await sql(`delete from accounts where username = 'e2eshop' and parent_id is null`);

  // The tab is in the address: a reload comes back to it.
  await expect(page).toHaveURL(/\/ops\?tab=manualDelivery$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: '拿退货权限' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#panel-manualDelivery')).toBeVisible();
});

test('提现审核 filters by every state, 已撤销 too', async ({ page }) => {
  await openOpsDesk(page);
  await page.getByLabel('状态').selectOption({ label: '已撤销' });
  const rows = page.locator('#panel-withdrawals tbody tr');
  await expect(rows.first()).toContainText('已撤销');
  for (const text of await rows.allTextContents()) expect(text).toContain('已撤销');
});

test('退出登录 ends the operator’s session on the server: the old token is refused afterwards', async ({
  page,
}) => {
  await openOpsDesk(page);
  await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
  const token = await page.evaluate(() => sessionStorage.getItem('opsToken'));
  expect(token).toBeTruthy();
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  await expect(page.getByRole('button', { name: '退出登录' })).toBeHidden();
  const answer = await page.request.get('/api/ops/anomalies', { headers: { 'x-ops-token': token! } });
  expect((await answer.json()).errorCode).toBe(10000);
});
