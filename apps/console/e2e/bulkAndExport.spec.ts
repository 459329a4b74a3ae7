import ExcelJS from 'exceljs';
import { expect, test } from './support/test.ts';
import { sql } from './support/db.ts';
import { ShopOrdersPage } from './pages/ShopOrdersPage.ts';
import { ConsoleShell } from './pages/ConsoleShell.ts';
import { expectFitsWidth } from './support/layout.ts';

/** A demo shop of the seller with at least `min` orders in 待发货, as the filters address it. */
async function busyShop(min: number) {
  const [shop] = await sql<{ id: string; platform_shop_id: string; name: string }>(
    `select s.id, s.platform_shop_id, s.name from shops s join accounts a on a.id = s.tenant_id
      where a.username = 'seller' and s.auth_state = 'AUTHORIZED' and s.expire_time > now()
        and (select count(*) from shop_orders o where o.shop_id = s.id and o.status = 'WAIT_SEND') >= $1
      order by s.id limit 1`,
    [min],
  );
  if (!shop) throw new Error('no demo shop with enough orders');
  return shop;
}

async function readWorkbook(path: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.getWorksheet('同步订单')!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

test.describe('同步订单: bulk actions and exports (seller)', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('seller');
  });

  test('全选匹配结果 → 设置旗帜 runs as a job with a per-order report; the list shows the flags', async ({
    page,
  }) => {
    const shop = await busyShop(3);
    const orders = new ShopOrdersPage(page);
    await orders.open(`?tab=WAIT_SEND&shops=${shop.id}&size=20`);
    await orders.expectTotalMatchesTab('待发货');
    const total = await orders.total();
    await orders.list().getByRole('checkbox', { name: '全选本页' }).check();
    const bar = page.getByRole('region', { name: '批量操作' });
    if (total > 20) await bar.getByRole('button', { name: /^全选 [\d,]+ 条匹配结果$/ }).click();
    await expect(bar).toContainText(total > 20 ? `已选择全部 ${total.toLocaleString()} 条匹配结果` : '已选');
    await bar.getByRole('button', { name: /设置旗帜/ }).click();
    await page.getByRole('menuitem', { name: '蓝旗' }).click();
    const dialog = page.getByRole('dialog', { name: '批量处理：设置旗帜：蓝旗' });
    // The job waits its turn on the shared queue (other lists' jobs, a poll a second): not instant.
    await expect(dialog.getByRole('status').filter({ hasText: /成功/ })).toContainText(`成功 ${total}`, {
      timeout: 20_000,
    });
    await expect(dialog).toContainText('失败 0');
    // The report's own 关闭 (the dialog's corner button is named 关闭 too).
    await dialog.getByRole('button', { name: '关闭' }).last().click();
    const [flags] = await sql<{ blue: string; all: string }>(
      `select count(*) filter (where seller_flag = 4) as blue, count(*) as all from shop_orders
        where shop_id = $1 and status = 'WAIT_SEND'`,
      [shop.id],
    );
    expect(Number(flags!.blue)).toBeGreaterThanOrEqual(total);
    await expect(orders.list().getByText('蓝旗').first()).toBeVisible();
  });

  test('同步 with the platform failing: the report gives the reason, 重试失败项 succeeds once it is back', async ({
    page,
    request,
  }) => {
    const shop = await busyShop(4);
    const orders = new ShopOrdersPage(page);
    await orders.open(`?tab=WAIT_SEND&shops=${shop.id}&size=20`);
    await orders.expectTotalMatchesTab('待发货');
    const fault = await request.post(`${process.env.E2E_STANDIN_URL}/_control/faults`, {
      data: { kind: '5xx', times: 3, shop_id: shop.platform_shop_id },
    });
    expect(fault.status()).toBe(201);
    await orders.list().getByRole('checkbox', { name: '全选本页' }).check();
    const bar = page.getByRole('region', { name: '批量操作' });
    await bar.getByRole('button', { name: '同步', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '批量处理：同步订单' });
    await expect(dialog.getByRole('button', { name: '重试失败项' })).toBeEnabled({ timeout: 20_000 });
    await expect(dialog.getByRole('cell', { name: '平台接口异常，稍后自动重试' }).first()).toBeVisible();
    await request.delete(`${process.env.E2E_STANDIN_URL}/_control/faults`);
    await dialog.getByRole('button', { name: '重试失败项' }).click();
    await expect(dialog).toContainText('失败 0', { timeout: 20_000 });
    await expect(dialog.getByRole('button', { name: '重试失败项' })).toBeDisabled();
    await new ConsoleShell(page).screenshot('desktop-bulk-report', { fullPage: false });
  });

  test('导出 of a small list downloads the .xlsx at once; it holds the orders shown', async ({ page }) => {
    const shop = await busyShop(1);
    const orders = new ShopOrdersPage(page);
    await orders.open(`?tab=WAIT_SEND&shops=${shop.id}`);
    await orders.expectTotalMatchesTab('待发货');
    const total = await orders.total();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导出$/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^同步订单_\d{8}_\d{6}\.xlsx$/);
    const rows = await readWorkbook(await file.path());
    expect(rows[0]!.slice(0, 3)).toEqual(['平台订单号', '系统单号', '店铺']);
    const tids = new Set(rows.slice(1).map((r) => r[0]));
    // New orders may arrive while the test runs: at least the ones counted, every one of this shop.
    expect(tids.size).toBeGreaterThanOrEqual(total);
    expect(rows.slice(1).every((r) => r[2] === shop.name)).toBe(true);
    await expect(page.getByText(/已导出 \d+ 个订单/)).toBeVisible();
  });

  test('导出 of every order goes to 导出记录; the finished file downloads and reads back', async ({
    page,
  }) => {
    const orders = new ShopOrdersPage(page);
    await orders.open();
    const total = await orders.tabCount('全部');
    expect(total).toBeGreaterThan(1000);
    await page.getByRole('button', { name: /导出$/ }).click();
    await expect(page.getByText(/已开始后台导出 [\d,]+ 个订单/)).toBeVisible();
    const drawer = page.getByRole('dialog', { name: '导出记录' });
    const row = drawer
      .getByRole('row')
      .filter({ hasText: /同步订单_\d{8}_\d{6}\.xlsx/ })
      .first();
    await expect(row).toContainText('已完成', { timeout: 60_000 });
    await new ConsoleShell(page).screenshot('desktop-export-records', { fullPage: false });
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: /^下载/ }).click();
    const rows = await readWorkbook(await (await download).path());
    const tids = new Set(rows.slice(1).map((r) => r[0]));
    expect(tids.size).toBeGreaterThanOrEqual(total);
  });

  test('on a 390-px phone the selection bar, the bulk report and 导出记录 fit the screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const shop = await busyShop(2);
    // On a phone the orders are cards in a list, not a table.
    await page.goto(`/order/orderList?tab=WAIT_SEND&shops=${shop.id}`);
    await page.getByRole('checkbox', { name: '全选本页' }).check();
    const bar = page.getByRole('region', { name: '批量操作' });
    await bar.getByRole('button', { name: '挂起', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '批量处理：挂起订单' });
    await expect(dialog.getByRole('button', { name: '重试失败项' })).toBeVisible({ timeout: 20_000 });
    const shell = new ConsoleShell(page);
    await shell.screenshot('mobile-bulk-report', { fullPage: false });
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await dialog.getByRole('button', { name: '关闭' }).last().click();
    await page.getByRole('button', { name: '导出记录' }).click();
    const drawer = page.getByRole('dialog', { name: '导出记录' });
    await expect(drawer).toBeVisible();
    await shell.screenshot('mobile-export-records', { fullPage: false, settleMs: 500 });
    await expectFitsWidth(page);
  });
});
