import { expect, type Page } from '@playwright/test';

/** /accountPermission/accountManagement: sub-accounts and roles of a purchaser. */
export class AccountManagementPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/accountPermission/accountManagement');
    await expect(this.page.getByRole('heading', { name: '账号管理' })).toBeVisible();
  }

  async addRole(roleName: string, grant: string[]) {
    await this.page.getByRole('tab', { name: '角色' }).click();
    await this.page.getByRole('button', { name: '新增角色' }).click();
    const form = this.page.getByRole('dialog').filter({ hasText: '新增角色' });
    await form.getByLabel('角色名称').fill(roleName);
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect(this.page.getByText('角色已新增')).toBeVisible();
    const row = this.page.getByRole('row').filter({ hasText: roleName });
    await row.getByRole('button', { name: '权限设置' }).click();
    const dialog = this.page.getByRole('dialog').filter({ hasText: `权限设置：${roleName}` });
    for (const title of grant) {
      await dialog.locator('.ant-tree-treenode').filter({ has: this.page.locator(`.ant-tree-title:text-is("${title}")`) }).locator('.ant-tree-checkbox').click();
    }
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect(this.page.getByText('权限已保存')).toBeVisible();
  }

  async addSubAccount(values: { username: string; password: string; name: string; phone?: string; role: string }) {
    await this.page.getByRole('tab', { name: '子账号' }).click();
    await this.page.getByRole('button', { name: '新增子账号' }).click();
    const form = this.page.getByRole('dialog').filter({ hasText: '新增子账号' });
    await form.getByLabel('登录账号').fill(values.username);
    await form.getByLabel('登录密码').fill(values.password);
    await form.getByLabel('姓名').fill(values.name);
    if (values.phone) await form.getByLabel('手机号').fill(values.phone);
    await form.getByLabel('角色').click();
    await this.page.locator('.ant-select-item-option').filter({ hasText: values.role }).click();
    // Close the open role list, which covers the dialog's buttons.
    await form.getByText('新增子账号', { exact: true }).click();
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect(this.page.getByText('子账号已新增')).toBeVisible();
  }

  row(text: string) {
    return this.page.getByRole('row').filter({ hasText: text });
  }
}
