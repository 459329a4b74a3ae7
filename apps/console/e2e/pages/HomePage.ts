import type { Page } from '@playwright/test';
import { pressDialogButton } from './dialogs.ts';

export class HomePage {
  constructor(private readonly page: Page) {}

  currentUser() {
    return this.page.getByTestId('current-user');
  }

  async signOut() {
    await this.currentUser().hover();
    await this.page.getByRole('menuitem', { name: '退出登录' }).click();
    await pressDialogButton(this.page, '确定要退出登录？');
  }
}
