import { expect, test } from './support/test.ts';
import { sql } from './support/db.ts';
import { pickOption } from './pages/dialogs.ts';

// 打印发货 against the demo: the own team's orders in hand ship from the bench with their waybill.
test('打印发货: an order in hand ships with the waybill it carries and moves to 已发货', async ({
  page,
  signInAs,
}) => {
  await signInAs('purchaser');
  await page.goto('/print/printDelivery');
  const table = page.getByRole('table', { name: '打印发货' });
  const first = table.getByRole('row').nth(1);
  await expect(first).toBeVisible();
  const orderNo = (await first.textContent())!.match(/DF\d{14}/)![0];
  await first.getByRole('button', { name: `填写单号发货 ${orderNo}` }).click();
  const dialog = page.getByRole('dialog', { name: `填写单号发货：${orderNo}` });
  await pickOption(page, dialog.getByLabel('快递公司'), '申通快递');
  const waybill = `77${Date.now()}`;
  await dialog.getByLabel('运单号').fill(waybill);
  await dialog.getByRole('button', { name: /发\s*货/ }).click();
  await expect(page.getByText(`${orderNo} 已发货，运单号 ${waybill}`)).toBeVisible();
  const [order] = await sql<{ status: string; courier_code: string; waybill_no: string }>(
    `select status, courier_code, waybill_no from daifa_orders where order_no = $1`,
    [orderNo],
  );
  expect(order).toEqual({ status: 'DELIVERED', courier_code: 'STO', waybill_no: waybill });
  await page.getByRole('tab', { name: /已发货/ }).click();
  await page.getByLabel('搜索订单').fill(waybill);
  await page.getByLabel('搜索订单').press('Enter');
  await expect(table.getByRole('row').nth(1)).toContainText(orderNo);
  await expect(table.getByRole('row').nth(1)).toContainText('申通快递');
});
