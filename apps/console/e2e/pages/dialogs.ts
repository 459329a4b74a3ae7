import { expect, type Page } from '@playwright/test';

/**
 * Presses a button of the open antd dialog once its opening animation is over; a click during the
 * zoom-in can land on the moving button's old box and be lost.
 */
export async function pressDialogButton(page: Page, text: string, button: RegExp = /确\s*定/) {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await expect(page.locator('.ant-zoom-appear, .ant-zoom-enter')).toHaveCount(0);
  await dialog.getByRole('button', { name: button }).click();
}
