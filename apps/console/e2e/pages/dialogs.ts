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

/**
 * Opens an antd Select and picks the option showing `text`. antd keeps only a few role=option nodes
 * in its accessibility list, so the visible item is clicked.
 */
export async function pickOption(page: Page, select: ReturnType<Page['getByLabel']>, text: string) {
  // a click while the dialog zooms in or the list slides down lands on a moving box and is lost
  const moving = page.locator('.ant-zoom-appear, .ant-zoom-enter, .ant-slide-up-appear, .ant-slide-up-enter');
  await expect(moving).toHaveCount(0);
  await select.click();
  const item = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: text });
  await expect(item.first()).toBeVisible();
  await expect(moving).toHaveCount(0);
  await item.first().click();
  await expect(
    page.locator('.ant-select-item-option-selected').filter({ hasText: text }).first(),
  ).toBeAttached();
}

/** 修改地址: a pasted receiver recognised (智能识别) and saved; waits for the toast. */
export async function changeAddress(page: Page, pasted: string, name: string) {
  const dialog = page.getByRole('dialog', { name: '修改地址' });
  await dialog.getByLabel('智能识别').fill(pasted);
  await dialog.getByRole('button', { name: '识别' }).click();
  await expect(dialog.getByLabel('收件人')).toHaveValue(name);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText(/^地址已修改/)).toBeVisible();
}
