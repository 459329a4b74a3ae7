import { expect, test } from './support/test.ts';
import { ShopOrdersPage } from './pages/ShopOrdersPage.ts';
import { sql } from './support/db.ts';
import { shotBoth } from './support/screens.ts';

test.describe('同步订单 (seller)', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('seller');
  });

  test('Tab passes through the date range on to the next filter; a click opens the calendar and Esc closes it', async ({
    page,
  }) => {
    await new ShopOrdersPage(page).open();
    const start = page.getByLabel('下单时间开始日期');
    const calendar = page.locator('.ant-picker-dropdown:visible');
    await start.focus();
    await page.keyboard.press('Tab');
    await expect(start).not.toBeFocused();
    await expect(page.getByLabel('下单时间结束日期')).not.toBeFocused();
    await expect(calendar).toHaveCount(0);
    await page.keyboard.press('Shift+Tab');
    await expect(start).toBeFocused();
    await start.click();
    await expect(calendar).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(calendar).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(start).not.toBeFocused();
  });

  test('shows the synced demo orders; each tab’s count matches its rows', async ({ page }) => {
    const orders = new ShopOrdersPage(page);
    await orders.open();
    expect(await orders.tabCount('全部')).toBeGreaterThanOrEqual(2000);
    expect(await orders.orderNumbers()).not.toHaveLength(0);
    // the goods pictures load from the platform (no broken image host)
    const picture = orders.list().getByRole('img').first();
    await expect(picture).toHaveAttribute('src', /\/images\/goods\//);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    for (const label of ['待付款', '待发货', '已关闭']) {
      await orders.tab(label).click();
      await expect(page).toHaveURL(/tab=/);
      await orders.expectTotalMatchesTab(label);
      // Every order drawn carries the tab's status.
      const headers = orders.list().getByRole('row', { name: /^订单/ });
      const drawn = await headers.count();
      expect(drawn).toBeGreaterThan(0);
      for (let i = 0; i < Math.min(drawn, 5); i++) await expect(headers.nth(i)).toContainText(label);
    }
  });

  test('batch paste finds the pasted orders and lists the numbers found nowhere', async ({ page }) => {
    const orders = new ShopOrdersPage(page);
    await orders.open();
    const [first, second] = await orders.orderNumbers();
    await orders.batchPaste([first!, 'NOPE-404', second!]);
    await expect.poll(() => orders.total()).toBe(2);
    expect((await orders.orderNumbers()).sort()).toEqual([first, second].sort());
    await expect(page.getByText('未找到 1 个')).toBeVisible();
    await page.getByRole('button', { name: '查看' }).click();
    await expect(page.getByText('NOPE-404')).toBeVisible();
  });

  test('back and forward restore the filters; a copied link opens the same list', async ({
    page,
    context,
  }) => {
    const orders = new ShopOrdersPage(page);
    await orders.open();
    await orders.tab('已发货').click();
    await expect(page).toHaveURL(/tab=SENT/);
    await orders.expectTotalMatchesTab('已发货');
    await orders.tab('待发货').click();
    await expect(page).toHaveURL(/tab=WAIT_SEND/);
    await page.goBack();
    await expect(page).toHaveURL(/tab=SENT/);
    await expect(orders.tab('已发货')).toHaveAttribute('aria-selected', 'true');
    await orders.expectTotalMatchesTab('已发货');
    await page.goForward();
    await expect(orders.tab('待发货')).toHaveAttribute('aria-selected', 'true');
    const copied = page.url();
    const other = await context.newPage();
    await other.goto(copied);
    await expect(other.getByRole('tab', { name: /^待发货/ })).toHaveAttribute('aria-selected', 'true');
  });

  test('searching by a platform order no finds it; the drawer saves a remark and holds the order', async ({
    page,
  }) => {
    const orders = new ShopOrdersPage(page);
    await orders.open();
    const [tid] = await orders.orderNumbers();
    await orders.search(tid!);
    await expect.poll(() => orders.total()).toBe(1);
    await orders.list().getByRole('button', { name: tid! }).click();
    const drawer = page.getByRole('dialog', { name: `订单 ${tid}` });
    await drawer.getByLabel('卖家备注').fill('先发这一单');
    await drawer.getByRole('button', { name: '保存备注' }).click();
    await expect(page.getByText('备注已保存')).toBeVisible();
    await drawer.getByRole('button', { name: '挂起', exact: true }).click();
    await expect(drawer.getByRole('button', { name: '取消挂起' })).toBeVisible();
    await expect(drawer.getByText(/挂起订单/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(orders.list()).toContainText('卖家备注：先发这一单');
    await orders.tab('已挂起').click();
    await expect.poll(() => orders.orderNumbers()).toContain(tid);
  });

  test('at 1440×900 the default columns fit: 收件人 reads whole, 实付 is in view without sideways scroll', async ({
    page,
  }) => {
    // the default widths (a column setting saved by another test would change them)
    await sql(`delete from list_column_settings where list_key = 'shopOrders'`);
    await page.setViewportSize({ width: 1440, height: 900 });
    const orders = new ShopOrdersPage(page);
    await orders.open();
    const list = orders.list();
    const paid = list.getByRole('columnheader', { name: '实付' });
    await expect(paid).toBeVisible();
    const box = (await paid.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1440);
    await expect(paid).toBeInViewport({ ratio: 1 });
    // the list itself does not scroll sideways, nor does the page
    expect(await list.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
    // a receiver's name and phone are not cut: the cell shows them whole
    const receiver = list.getByRole('row').filter({ hasText: /\*\*/ }).first().getByRole('cell').nth(7);
    const line = receiver.locator('div[title]').first();
    await expect(line).toHaveText(/^\S+ [\d*]{11}$/);
    expect(await line.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect((await receiver.boundingBox())!.x + (await receiver.boundingBox())!.width).toBeLessThanOrEqual(
      1440,
    );
    await shotBoth(page, 'shop-orders');

    // 批量查询 says 每行一个 once (the label said it, and the empty box's hint again)
    await page.getByRole('button', { name: '批量查询' }).click();
    const dialog = page.getByRole('dialog', { name: '批量查询订单' });
    const numbers = dialog.getByRole('textbox', { name: /（每行一个，最多 \d+ 个）$/ });
    await expect(numbers).toBeVisible();
    expect(await numbers.getAttribute('placeholder')).not.toContain('每行一个');
    await shotBoth(page, 'shop-orders-batch-query');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
  });
});
