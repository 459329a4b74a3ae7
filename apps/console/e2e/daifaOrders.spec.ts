import { expect, test } from './support/test.ts';
import { DaifaOrdersPage } from './pages/DaifaOrdersPage.ts';

test.describe('代发订单 (seller)', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('seller');
  });

  test('the demo orders fill the tabs; a chip keeps only its orders; the drawer tells each order’s life', async ({
    page,
  }) => {
    const orders = new DaifaOrdersPage(page);
    await orders.open();
    const all = await orders.tabCount('全部');
    expect(all).toBeGreaterThanOrEqual(70);
    await orders.tab('待付款').click();
    await expect(page).toHaveURL(/tab=WAIT_PAY/);
    await expect.poll(async () => (await orders.orderNumbers()).length).toBe(await orders.tabCount('待付款'));

    await orders.tab('异常').click();
    await orders.chip('缺货').click();
    await expect(page).toHaveURL(/flag=LACK/);
    await expect.poll(async () => (await orders.orderNumbers()).length).toBe(5);
    const headers = orders.list().getByRole('row', { name: /^订单/ });
    for (let i = 0; i < 5; i++) await expect(headers.nth(i)).toContainText('缺货');

    const [first] = await orders.orderNumbers();
    await orders.list().getByRole('button', { name: first! }).click();
    const drawer = orders.drawer();
    await expect(drawer.getByText('付款成功（支付宝）')).toBeVisible();
    await expect(drawer.getByText(/第 \d 款：缺货/)).toBeVisible();
  });

  test('取消订单 of a paid order refunds it to the balance and moves it to 已取消', async ({ page }) => {
    const orders = new DaifaOrdersPage(page);
    await orders.open('?tab=WAIT_TAKE');
    const canceledBefore = await orders.tabCount('已取消');
    const [no] = await orders.orderNumbers();
    await orders.list().getByRole('button', { name: no! }).click();
    const drawer = orders.drawer();
    await drawer.getByRole('button', { name: '取消订单' }).click();
    const dialog = page.getByRole('dialog', { name: '取消订单' });
    await dialog.getByRole('textbox').fill('买家不要了');
    await dialog.getByRole('button', { name: '确认取消' }).click();
    await expect(page.getByText(/订单已取消，¥[\d.,]+ 已退回余额/)).toBeVisible();
    await expect(drawer.getByText(/^订单已取消(（已通知代发仓拦截）)?：买家不要了$/)).toBeVisible();
    await expect(drawer.getByRole('button', { name: '取消订单' })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect.poll(() => orders.tabCount('已取消')).toBe(canceledBefore + 1);
    await expect(orders.list().getByRole('button', { name: no! })).toBeHidden();
  });

  test('修改地址 before the waybill: a pasted address, saved, shown in the drawer and on the timeline', async ({
    page,
  }) => {
    const orders = new DaifaOrdersPage(page);
    await orders.open('?tab=WAIT_TAKE');
    const numbers = await orders.orderNumbers();
    await orders
      .list()
      .getByRole('button', { name: numbers.at(-1)! })
      .click();
    const drawer = orders.drawer();
    await drawer.getByRole('button', { name: '修改地址' }).click();
    const dialog = page.getByRole('dialog', { name: '修改地址' });
    await dialog.getByLabel('智能识别').fill('周七 13600136000 广东省广州市天河区天河路385号');
    await dialog.getByRole('button', { name: '识别' }).click();
    await expect(dialog.getByLabel('收件人')).toHaveValue('周七');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText('地址已修改')).toBeVisible();
    await expect(drawer.getByText('天河路385号')).toBeVisible();
    await expect(drawer.getByText(/收件地址已修改为 广东省广州市/)).toBeVisible();
  });

  test('on a 390-px phone the list shows cards without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const orders = new DaifaOrdersPage(page);
    await orders.open();
    await expect.poll(async () => (await orders.orderNumbers()).length).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '../../.artifacts/screens/daifa-orders-390.png', fullPage: false });
  });
});
