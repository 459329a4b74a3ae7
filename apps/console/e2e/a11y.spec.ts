import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { DIALOG, expectNoSeriousA11yViolations } from './support/a11y.ts';
import { AccountManagementPage } from './pages/AccountManagementPage.ts';
import { ConsoleShell } from './pages/ConsoleShell.ts';
import { HomePage } from './pages/HomePage.ts';
import { baseUrl, signIn } from './support/session.ts';

// A desktop window: the screenshots of this suite are the 1440-px look of the shell.
test.use({ viewport: { width: 1440, height: 900 } });

test.describe('axe finds nothing serious or critical on the shell pages', () => {
  test('the sign-in pages: /login and /sso (with its captcha shown)', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: '采购商登录' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/sso');
    for (let i = 0; i < 3; i++) {
      await page.getByLabel('账号').fill('a11y_probe');
      await page.getByLabel('密码').fill(`wrong${i}`);
      await page.getByRole('button', { name: '登录' }).click();
      await expect(page.locator('#error')).not.toBeEmpty();
    }
    await expect(page.getByAltText('验证码，点击换一张')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('/home of the seller', async ({ page, signInAs }) => {
    await signInAs('seller');
    await page.goto('/home');
    await expect(page.getByText('欢迎，seller')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await new ConsoleShell(page).screenshot('desktop-home-seller');
  });

  test('/home of the purchaser', async ({ page, signInAs }) => {
    await signInAs('purchaser');
    await page.goto('/home');
    await expect(page.getByText('采购商主账号')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('账号管理 of the purchaser, both tabs and the add dialog', async ({ page, signInAs }) => {
    await signInAs('purchaser');
    const accounts = new AccountManagementPage(page);
    await accounts.open();
    await expect(accounts.row('picker')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await new ConsoleShell(page).screenshot('desktop-account-management');
    await page.getByRole('tab', { name: '角色' }).click();
    await expect(page.getByRole('row').filter({ hasText: '拿货员' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: '子账号' }).click();
    await page.getByRole('button', { name: '新增子账号' }).click();
    await expect(page.getByRole('dialog').filter({ hasText: '新增子账号' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { within: DIALOG });
  });

  test('拿货任务指派 with its dialogs, and 供应商管理', async ({ page, signInAs }) => {
    await signInAs('purchaser');
    await page.goto('/offlineReturnOrder/pickup');
    await expect(page.getByRole('table', { name: '拿货任务' }).getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: '按区域指派' }).click();
    await expect(page.getByRole('tree', { name: '市场、楼层和档口' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { within: DIALOG });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '自动指派设置' }).click();
    await expect(page.getByRole('table', { name: '自动指派规则' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { within: DIALOG });
    await page.keyboard.press('Escape');
    await page.goto('/basicSet/supplierManagement');
    await expect(page.getByRole('table', { name: '档口' }).getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('我的任务 of the picker', async ({ page, signInAs }) => {
    await signInAs('picker');
    await page.goto('/offlineReturnOrder/pickup');
    await expect(page.getByRole('heading', { name: '我的任务' })).toBeVisible();
    await expect(page.getByTestId('task-line').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('退货登记指派 with its dialogs, 我的退货 and 退货登记', async ({
    page,
    signInAs,
    browser,
    request,
    brand,
  }) => {
    await signInAs('purchaser');
    await page.goto('/offlineReturnOrder/offlineReturnOrderList?tab=ALL');
    const rows = page.getByRole('table', { name: '退货' }).getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await rows.nth(1).getByRole('checkbox').check();
    await page.getByRole('button', { name: '指派给退货员' }).click();
    await expect(page.getByRole('dialog', { name: /指派给退货员/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { within: DIALOG });
    await page.keyboard.press('Escape');
    const staff = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await signIn(staff, request, 'tuihuo', baseUrl(brand));
    const phone = await staff.newPage();
    await phone.goto(`${baseUrl(brand)}/offlineReturnOrder/offlineReturnOrderList`);
    await expect(phone.getByRole('heading', { name: '我的退货' })).toBeVisible();
    await expectNoSeriousA11yViolations(phone);
    await phone.goto(`${baseUrl(brand)}/offlineReturnOrder/returnRegistration`);
    await expect(phone.getByRole('table', { name: '本次登记' })).toBeVisible();
    await expectNoSeriousA11yViolations(phone);
    await staff.close();
  });

  test('线下拿货单, 新建线下拿货单 and 线下退货单 of the purchaser', async ({ page, signInAs }) => {
    await signInAs('purchaser');
    await page.goto('/order/getOfflineList');
    await expect(page.getByRole('table', { name: '线下拿货单' }).getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/order/getOfflineCreate');
    await expect(page.getByRole('heading', { name: '新建线下拿货单' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/order/offlineReturnOrder');
    await expect(page.getByRole('table', { name: '线下退货单' }).getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('拿货结算账单 with its 明细, 拿货员结算 with 登记备用金, and 对账单', async ({ page, signInAs }) => {
    await signInAs('finance');
    await page.goto('/funds/nahuoSettlement?tab=ALL');
    const first = page.getByRole('button', { name: /^明细 JS/ }).first();
    await expect(first).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await first.click();
    await expect(page.getByRole('dialog', { name: /^账单明细 JS/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { within: DIALOG });
    await page.keyboard.press('Escape');
    await page.goto('/funds/nahuoSettlement/nahuoyuanSettlement');
    await page.getByRole('button', { name: '登记备用金', exact: true }).click();
    await expect(page.getByRole('dialog', { name: '登记备用金' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { within: DIALOG });
    await page.keyboard.press('Escape');
    await page.goto('/funds/accountStatement');
    await expect(page.getByTestId('statement-closing')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a 功能建设中 page', async ({ page, signInAs }) => {
    await signInAs('seller');
    // a page not built yet (issue 29's 货款后付设置)
    await page.goto('/basicSet/setPayment');
    await expect(page.getByText('功能建设中')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('我的余额 with its bills and 资金去向, and the pay page', async ({ page, signInAs }) => {
    await signInAs('seller');
    await page.goto('/funds/balance');
    await expect(page.getByTestId('bill-totals')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page
      .getByRole('button', { name: /^资金去向 / })
      .first()
      .click();
    await expect(page.getByTestId('bill-net')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/funds/rechargeWithdraw?tab=withdraw');
    await expect(page.getByText('可提现余额')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('代发订单, 手动报单, 报单记录, 商品关联 and 快递列表', async ({ page, signInAs }) => {
    // Five pages with an axe pass each: 37 s on ours, the longest test; twice the config's room.
    test.setTimeout(240_000);
    await signInAs('seller');
    await page.goto('/order/orderCollect');
    await expect(page.getByRole('listitem', { name: '第1单' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/order/orderCollectRecord');
    await expect(page.getByRole('table', { name: '报单记录' }).getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/goods/association');
    await expect(page.getByRole('table', { name: '商品关联' }).getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/goods/customGoods');
    await expect(page.getByRole('table', { name: '自定义商品' }).getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // state tags in every colour
    await page.goto('/order/daifaOrderList');
    await expect(page.getByRole('button', { name: /^DF\d{14}$/ }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/order/expressList');
    await expect(page.getByRole('table', { name: '快递公司' }).getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('订单导入: the upload, recent imports and a report with cells to fix', async ({ page, signInAs }) => {
    await signInAs('seller');
    await page.goto('/order/intelligentImport');
    await expect(page.getByRole('table', { name: '最近导入' }).getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page
      .getByRole('table', { name: '最近导入' })
      .getByRole('button', { name: '修正并下单' })
      .first()
      .click();
    await expect(page.getByRole('button', { name: /第\d+行 .*有错误/ }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the 403 page', async ({ page, signInAs }) => {
    await signInAs('picker');
    await page.goto('/funds/balance');
    await new ConsoleShell(page).expectForbidden();
    await expectNoSeriousA11yViolations(page);
  });

  test('the 404 page', async ({ page, signInAs }) => {
    await signInAs('seller');
    await page.goto('/no/such/page');
    await new ConsoleShell(page).expectNotFound();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('keyboard', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('seller');
  });

  /** Presses Tab until the focused element matches the selector, or fails after `max` presses. */
  async function tabTo(page: Page, selector: string, max = 80) {
    for (let i = 0; i < max; i += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
    }
    throw new Error(`${selector} never reached by Tab`);
  }

  test('the first Tab offers 跳到主要内容, which skips the header and the menu', async ({ page }) => {
    await page.goto('/order/daifaOrderList');
    await expect(page.getByRole('heading', { name: '代发订单' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: '跳到主要内容' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    await expect(page).toHaveURL(/\/order\/daifaOrderList$/);
  });

  test('a button that opens a page is one link, one Tab stop: no button inside a link', async ({ page }) => {
    for (const [path, name] of [
      ['/funds/balance', '充值'],
      ['/order/daifaOrderList', '代发下单'],
    ] as const) {
      await page.goto(path);
      const link = page.getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      await expect(page.locator('main a button, main a [role="button"]')).toHaveCount(0);
      await link.focus();
      await page.keyboard.press('Tab');
      // the next stop is another control, not the same action's inner button
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).not.toBe(name);
    }
  });

  test('a field Tab reaches further down is scrolled into view below the sticky header, not under it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 500 });
    await page.goto('/funds/balance');
    await expect(page.getByRole('table').first()).toBeVisible();
    // from the foot of the page back up: each field above the view is scrolled in at the top
    await page.locator('main').getByRole('button').last().focus();
    const header = await page.locator('header').first().boundingBox();
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Shift+Tab');
      const box = await page.evaluate(() => {
        const r = document.activeElement?.getBoundingClientRect();
        return r && document.activeElement?.closest('main') ? { top: r.top, bottom: r.bottom } : null;
      });
      if (box && box.bottom > 0 && box.top < 500)
        expect(box.top).toBeGreaterThanOrEqual(header!.y + header!.height);
    }
  });

  test('the user menu opens with Enter and 退出登录 is reached and chosen with the keyboard', async ({
    page,
  }) => {
    await page.goto('/home');
    const trigger = new HomePage(page).currentUser();
    await expect(trigger).toBeVisible();
    await expect(trigger).toHaveJSProperty('tagName', 'BUTTON');
    await tabTo(page, '[data-testid="current-user"]');
    await expect(trigger).toBeFocused();
    // The ring is drawn.
    expect(await trigger.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const logout = page.getByRole('menuitem', { name: '退出登录' });
    await expect(logout).toBeVisible();
    // Focus moves into the menu as it opens.
    await expect(page.locator('ul.ant-dropdown-menu')).toBeFocused();
    // Arrow keys walk the menu (focus is already in it): 修改支付密码, then 退出登录.
    for (
      let i = 0;
      i < 4 && !(await logout.evaluate((el) => el.classList.contains('ant-dropdown-menu-item-active')));
      i += 1
    ) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(logout).toHaveClass(/ant-dropdown-menu-item-active/);
    await new ConsoleShell(page).screenshot('desktop-user-menu-keyboard', { fullPage: false, settleMs: 300 });
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog').filter({ hasText: '确定要退出登录？' });
    await expect(confirm).toBeVisible();
    // Escape answers no: still signed in.
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('修改支付密码 is reachable with the keyboard too', async ({ page }) => {
    await page.goto('/home');
    // the keys come after the page has loaded, as a person's do
    await page.waitForLoadState('networkidle');
    const trigger = new HomePage(page).currentUser();
    await trigger.focus();
    await page.keyboard.press('Space');
    const item = page.getByRole('menuitem', { name: '修改支付密码' });
    await expect(item).toBeVisible();
    await expect(page.locator('ul.ant-dropdown-menu')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item).toHaveClass(/ant-dropdown-menu-item-active/);
    // focus left on the list, as when rc-menu's frame to move it to the entry is missed on a loaded
    // machine: one Enter still chooses the highlighted entry (HeaderBar does)
    await page.locator('ul.ant-dropdown-menu').focus();
    await expect(item).toHaveClass(/ant-dropdown-menu-item-active/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/funds\/resetPayPass$/);
  });

  test('Escape closes the user menu and gives focus back to its button', async ({ page }) => {
    await page.goto('/home');
    const trigger = new HomePage(page).currentUser();
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
    await expect(page.locator('ul.ant-dropdown-menu')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: '退出登录' })).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('the home counters and shortcut tiles are links with a visible ring round the whole card', async ({
    page,
  }) => {
    await page.goto('/home');
    const tile = page.locator('a.oms-tile-link').filter({ hasText: '订单数' });
    await expect(tile).toBeVisible();
    await tabTo(page, 'a.oms-tile-link');
    const focused = page.locator('a.oms-tile-link:focus');
    await expect(focused).toHaveCount(1);
    const ring = await focused.evaluate((el) => {
      const style = getComputedStyle(el);
      return { outline: style.outlineStyle, width: parseFloat(style.outlineWidth), display: style.display };
    });
    expect(ring).toEqual({ outline: 'solid', width: 2, display: 'block' });
    await new ConsoleShell(page).screenshot('desktop-focus-tile', { fullPage: false });
    // The link is the card's box, so the ring goes round the card.
    const [link, card] = await Promise.all([
      focused.boundingBox(),
      focused.locator('.oms-tile').boundingBox(),
    ]);
    expect(Math.abs(link!.height - card!.height)).toBeLessThanOrEqual(1);
    expect(Math.abs(link!.width - card!.width)).toBeLessThanOrEqual(1);
  });
});

test.describe('keyboard: the own team’s money dialogs', () => {
  test('登记备用金 and 有争议 are done without a mouse', async ({ page, signInAs }) => {
    await signInAs('finance');
    await page.goto('/funds/nahuoSettlement/nahuoyuanSettlement');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: '登记备用金', exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '登记备用金' });
    // the person first: typed into the focused picker and chosen with Enter
    await expect(dialog.getByRole('combobox', { name: '拿货员' })).toBeFocused();
    await page.keyboard.type('老陈');
    await page.keyboard.press('Enter');
    // past the day (today already), to the amount
    const amount = dialog.getByLabel('备用金');
    for (let i = 0; i < 4 && !(await amount.evaluate((el) => el === document.activeElement)); i += 1)
      await page.keyboard.press('Tab');
    await expect(amount).toBeFocused();
    await page.keyboard.type('300');
    await page.keyboard.press('Enter');
    await expect(page.getByText('备用金已登记')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.goto('/funds/nahuoSettlement');
    const dispute = page.getByRole('button', { name: /^有争议 JS/ }).first();
    await expect(dispute).toBeVisible();
    await dispute.focus();
    await page.keyboard.press('Enter');
    const ask = page.getByRole('dialog', { name: /^标记争议：JS/ });
    await expect(ask.getByRole('textbox')).toBeFocused();
    await page.keyboard.type('单价不对');
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
  });
});

test.describe('keyboard: 寄回异地档口', () => {
  test('goods are ticked, sent to the dialog, its fields reached and the dialog left without a mouse', async ({
    page,
    signInAs,
  }) => {
    await signInAs('purchaser');
    await page.goto('/offlineReturnOrder/offlineReturnOrderList?tab=WAITING_ASSIGNED');
    const row = page.getByRole('table', { name: '退货' }).getByRole('row').nth(1);
    await expect(row).toBeVisible();
    await row.getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    await expect(row.getByRole('checkbox')).toBeChecked();
    const open = page.getByRole('region', { name: '已选退货' }).getByRole('button', { name: '寄回异地档口' });
    await open.focus();
    await page.keyboard.press('Enter');
    const ship = page.getByRole('dialog', { name: /寄回异地档口/ });
    await expect(ship).toBeVisible();
    // Tab walks the dialog: the courier, then the weight, each reached in turn
    const courier = ship.getByRole('combobox', { name: '快递' });
    for (let i = 0; i < 4 && !(await courier.evaluate((el) => el === document.activeElement)); i += 1)
      await page.keyboard.press('Tab');
    await expect(courier).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(ship.getByLabel('包裹重量')).toBeFocused();
    // the freight for the weight, or (a stall in town, no return address) why not and where to set one
    await expect(ship.getByRole('alert').or(ship.getByText(/寄出时从余额扣除/))).toBeVisible();
    await expectNoSeriousA11yViolations(page, { within: DIALOG });
    await page.keyboard.press('Escape');
    await expect(ship).toBeHidden();
    await expect(open).toBeFocused();
  });
});

test.describe('menu entries are links', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('seller');
  });

  test('every leaf is an <a href> to its page; a plain click stays in the app, Ctrl+click opens a tab', async ({
    page,
    context,
  }) => {
    await page.goto('/home');
    const shell = new ConsoleShell(page);
    const leaves = await shell.leafCodes();
    expect(leaves.length).toBeGreaterThan(20);
    for (const code of leaves) await expect(shell.menuLink(code)).toHaveAttribute('href', code);
    await expect(
      page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '我的余额' }),
    ).toHaveAttribute('href', '/funds/balance');

    // A plain click navigates inside the app: the page is not loaded again.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await shell.menuLink('/funds/balance').click();
    await expect(page).toHaveURL(/\/funds\/balance$/);
    await expect(page.getByRole('heading', { name: '我的余额' })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);

    // Ctrl+click opens the entry in a new tab and leaves this one where it is.
    const opened = context.waitForEvent('page');
    await shell.menuLink('/funds/accountStatement').click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/funds/accountStatement');
    await expect(page).toHaveURL(/\/funds\/balance$/);
    await tab.close();
  });

  test('the current page’s group opens whenever the route changes: shortcut tile, redirect, history', async ({
    page,
  }) => {
    await page.goto('/home');
    const shell = new ConsoleShell(page);
    const problemEntry = page.locator('ul.ant-menu-root [data-menu-code="/afterSale/problemList"]');
    await expect(page.locator('ul.ant-menu-root [data-menu-code="/home"]')).toBeVisible();
    await expect(problemEntry).toBeHidden();
    // A shortcut tile on the home page.
    await page.getByRole('main').getByRole('link', { name: '问题件', exact: true }).click();
    await expect(page).toHaveURL(/\/afterSale\/problemList$/);
    await expect(problemEntry).toBeVisible();
    await expect(shell.menuLink('/afterSale/problemList').locator('xpath=ancestor::li[1]')).toHaveClass(
      /ant-menu-item-selected/,
    );

    // The user can still close the group...
    await page.locator('ul.ant-menu-root [data-menu-code="daifa"]').click();
    await expect(problemEntry).toBeHidden();
    // ...and open another, which stays open while they move on.
    await page.locator('ul.ant-menu-root [data-menu-code="funds"]').click();
    await shell.menuLink('/funds/balance').click();
    await expect(page).toHaveURL(/\/funds\/balance$/);
    await expect(shell.menuLink('/funds/accountStatement')).toBeVisible();

    // A group address redirects to a child: that child's group is open on arrival.
    await page.goto('/offlineReturnOrder');
    await expect(page).toHaveURL(/\/offlineReturnOrder\/offlineReturnOrderList$/);
    await expect(shell.menuLink('/offlineReturnOrder/offlineReturnOrderList')).toBeVisible();
    await expect(
      shell.menuLink('/offlineReturnOrder/offlineReturnOrderList').locator('xpath=ancestor::li[1]'),
    ).toHaveClass(/ant-menu-item-selected/);

    // Browser history counts as a route change too.
    await page.goBack();
    await expect(page).toHaveURL(/\/funds\/balance$/);
    await expect(shell.menuLink('/funds/balance')).toBeVisible();
  });
});
