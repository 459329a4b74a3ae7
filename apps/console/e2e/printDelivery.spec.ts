import { expect, test } from './support/test.ts';
import { sql } from './support/db.ts';
import { pickOption } from './pages/dialogs.ts';
import { clearClodopTasks, clodopSituation, clodopTasks } from './support/clodop.ts';

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

test('打印面单 of 3: the courier’s numbers with 大头笔, one TSPL job, 已打印未发货; 发货 with it', async ({
  page,
  signInAs,
}) => {
  await clodopSituation('ok');
  await clearClodopTasks();
  await signInAs('purchaser');
  await page.goto('/print/printDelivery');
  const table = page.getByRole('table', { name: '打印发货' });
  await expect(table.getByRole('row').nth(3)).toBeVisible();
  const orderNos: string[] = [];
  for (const n of [1, 2, 3]) {
    const row = table.getByRole('row').nth(n);
    const orderNo = (await row.textContent())!.match(/DF\d{14}/)![0];
    orderNos.push(orderNo);
    await row.getByLabel(`选择 ${orderNo}`).check();
  }
  await pickOption(page, page.getByLabel('面单快递'), '韵达速递');
  await page.getByRole('button', { name: /打印面单（3）/ }).click();
  const dialog = page.getByRole('dialog', { name: '打印', exact: true });
  await pickOption(page, dialog.getByLabel('打印方式'), 'TSPL 指令（直连打印机）');
  await dialog.getByRole('button', { name: /^打\s*印$/ }).click();
  await expect(dialog).toContainText('完成：成功 3 张，失败 0 张');
  const tasks = await clodopTasks();
  expect(tasks).toHaveLength(1);
  const raw = String(tasks[0]!.calls.find((c) => c.fn === 'SEND_PRINT_RAWDATA')!.args[0]);
  expect(raw.match(/PRINT 1,1\r\n/g)).toHaveLength(3);
  expect(raw).toMatch(/^SIZE 100 mm,180 mm/);
  const printed = await sql<{ order_no: string; courier_code: string; waybill_no: string; sorting_code: string }>(
    `select o.order_no, o.courier_code, o.waybill_no, w.sorting_code from daifa_orders o join own_waybills w on w.order_id = o.id
      where o.order_no = any($1) and o.status = 'WAITING_DELIVERING' order by o.order_no`,
    [orderNos],
  );
  expect(printed).toHaveLength(3);
  for (const p of printed) {
    expect(p.courier_code).toBe('YD');
    expect(p.sorting_code).toMatch(/^\d{3}-[A-Z]\d{2}-\d{2}$/);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('tab', { name: /已打印未发货/ }).click();
  const first = printed[0]!;
  await page.getByLabel('搜索订单').fill(first.waybill_no);
  await page.getByLabel('搜索订单').press('Enter');
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText(first.order_no);
  await expect(row).toContainText('韵达速递');
  await row.getByRole('button', { name: `发货 ${first.order_no}` }).click();
  await expect(page.getByText(`${first.order_no} 已发货`)).toBeVisible();
  const [shipped] = await sql<{ status: string; waybill_no: string }>(
    `select status, waybill_no from daifa_orders where order_no = $1`,
    [first.order_no],
  );
  expect(shipped).toEqual({ status: 'DELIVERED', waybill_no: first.waybill_no });
});
