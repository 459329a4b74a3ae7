import { expect, test } from './support/test.ts';
import { pressDialogButton } from './pages/dialogs.ts';
import { sql } from './support/db.ts';
import { signIn } from './support/session.ts';
import { AccountManagementPage } from './pages/AccountManagementPage.ts';
import { ConsoleShell } from './pages/ConsoleShell.ts';

test('a purchaser adds a role and a sub-account; the new account sees exactly what the role grants', async ({
  page,
  signInAs,
  browser,
  request,
  baseURL,
}) => {
  await sql(`delete from accounts where username = 'checker1'`);
  await sql(`delete from roles where role_name = '质检员'`);
  await signInAs('purchaser');
  const accounts = new AccountManagementPage(page);
  await accounts.open();
  await expect(accounts.row('picker')).toContainText('拿货员');
  await accounts.addRole('质检员', ['问题件', '无头件认领']);
  await accounts.addSubAccount({
    username: 'checker1',
    password: 'check123',
    name: '小质',
    phone: '13812345678',
    role: '质检员',
  });
  const row = accounts.row('checker1');
  await expect(row).toContainText('质检员');
  await expect(row).toContainText('138****5678');
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 10000 });
  await new ConsoleShell(page).screenshot('account-management');

  // The new account, in a browser of its own.
  const checkerContext = await browser.newContext({ baseURL });
  try {
    await signIn(checkerContext, request, { username: 'purchaser:checker1', password: 'check123' }, baseURL!);
    const checker = await checkerContext.newPage();
    await checker.goto('/home');
    await expect(checker).toHaveURL(/\/afterSale\/problemList$/);
    expect(await new ConsoleShell(checker).menu()).toEqual([
      'daifa 代发管理',
      '/afterSale/problemList 问题件',
      '/afterSale/headlessList 无头件认领',
    ]);
    await checker.goto('/accountPermission/accountManagement');
    await new ConsoleShell(checker).expectForbidden();
  } finally {
    await checkerContext.close();
  }

  // 删除 by keyboard: a dialog that starts on 取消 (Enter twice deletes nothing); Esc leaves all as it was.
  const remove = row.getByRole('button', { name: '删除' });
  const ask = page.getByRole('dialog').filter({ hasText: '确定删除子账号「checker1」？' });
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(ask.getByRole('button', { name: '取消' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  await expect(row).toBeVisible();
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(ask.getByRole('button', { name: '取消' })).toBeFocused();
  // a Tab while the dialog still zooms in can be lost to its own focus on 取消
  await expect(page.locator('.ant-zoom-appear, .ant-zoom-enter')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(ask.getByRole('button', { name: /删\s*除/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('子账号已删除')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('disabling a sub-account signs it out at once', async ({ page, signInAs, request, baseURL }) => {
  await sql(`update accounts set state = 1 where username = 'finance'`);
  const captcha = await request.get(`${baseURL}/api/b2/purchaser/auth/captcha`);
  const login = await request.post(`${baseURL}/api/b2/purchaser/auth/login`, {
    data: {
      username: 'purchaser:finance',
      password: 'finance123',
      captchaId: (await captcha.json()).data.captchaId,
      captchaCode: captcha.headers()['x-test-captcha'],
    },
  });
  const finance = (await login.json()).data;
  const asFinance = {
    'x-user-id': String(finance.userId),
    'x-token': finance.userHash,
    'x-request-source': 'purchase',
  };
  expect((await (await request.get(`${baseURL}/api/b2/user`, { headers: asFinance })).json()).errorCode).toBe(
    0,
  );
  try {
    await signInAs('purchaser');
    const accounts = new AccountManagementPage(page);
    await accounts.open();
    await accounts.row('finance').getByRole('switch').click();
    // Nothing happens before the manager confirms, and the dialog says what will.
    await expect(page.getByRole('dialog')).toContainText('停用后该账号将立即退出登录');
    expect(
      (await (await request.get(`${baseURL}/api/b2/user`, { headers: asFinance })).json()).errorCode,
    ).toBe(0);
    await pressDialogButton(page, '停用子账号', /停\s*用/);
    await expect(page.getByText('已停用，该账号已被退出登录')).toBeVisible();
    await expect(accounts.row('finance').getByRole('switch')).not.toBeChecked();
    expect(
      (await (await request.get(`${baseURL}/api/b2/user`, { headers: asFinance })).json()).errorCode,
    ).toBe(10000);
  } finally {
    await sql(`update accounts set state = 1 where username = 'finance'`);
  }
});

test('a seller is told sub-accounts are for purchasers', async ({ page, signInAs }) => {
  await signInAs('seller');
  await page.goto('/accountPermission/accountManagement');
  await expect(page.getByText('子账号与角色管理仅对采购商账号开放')).toBeVisible();
});

test('a duplicate name is shown on its field, and a form with errors raises nothing uncaught', async ({
  page,
  signInAs,
}) => {
  const uncaught: string[] = [];
  page.on('pageerror', (e) => uncaught.push(e.message));
  await signInAs('purchaser');
  const accounts = new AccountManagementPage(page);
  await accounts.open();
  await page.getByRole('tab', { name: '角色' }).click();
  await page.getByRole('button', { name: '新增角色' }).click();
  const form = page.getByRole('dialog').filter({ hasText: '新增角色' });
  // Saving an empty form: the rule shows, no promise rejection escapes.
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(form.getByText('请输入角色名称')).toBeVisible();
  await form.getByLabel('角色名称').fill('拿货员');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  // The server's 40900 names roleName: the message sits under that field and the dialog stays open.
  // #roleName_help is what the field's aria-describedby points at: the message belongs to that field.
  await expect(form.getByLabel('角色名称')).toHaveAttribute('aria-describedby', 'roleName_help');
  await expect(form.locator('#roleName_help')).toHaveText('角色名称已存在');
  await expect(form).toBeVisible();
  expect(uncaught).toEqual([]);
});

test('the add dialog says how the new sub-account signs in', async ({ page, signInAs }) => {
  await signInAs('purchaser');
  const accounts = new AccountManagementPage(page);
  await accounts.open();
  await page.getByRole('button', { name: '新增子账号' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: '新增子账号' })).toContainText(
    '子账号登录时输入：purchaser:登录账号',
  );
});
