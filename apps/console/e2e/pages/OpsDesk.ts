import type { Page } from '@playwright/test';

/** /ops signed in as the demo's 平台财务, as an operator types it. */
export async function openOpsDesk(page: Page): Promise<void> {
  await page.goto('/ops');
  await page.getByLabel('账号', { exact: true }).fill('ops');
  await page.getByLabel('密码', { exact: true }).fill('ops123');
  await page.getByRole('button', { name: '登录' }).click();
}
