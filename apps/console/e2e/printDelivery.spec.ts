import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { sql } from './support/db.ts';
import { pickOption } from './pages/dialogs.ts';
import { clearClodopTasks, clodopSituation, clodopTasks } from './support/clodop.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';

/** The purchaser on a print page, the C-Lodop stand-in online with no jobs yet. */
async function openAsPurchaser(page: Page, signInAs: (who: 'purchaser') => Promise<unknown>, path: string) {
  await clodopSituation('ok');
  await clearClodopTasks();
  await signInAs('purchaser');
  await page.goto(path);
}

/** The print dialog's job as TSPL; answers the dialog once it says all `n` labels printed. */
async function printAsTspl(page: Page, n: number) {
  const dialog = page.getByRole('dialog', { name: '打印', exact: true });
  await pickOption(page, dialog.getByLabel('打印方式'), 'TSPL 指令（直连打印机）');
  await dialog.getByRole('button', { name: /^打\s*印$/ }).click();
  await expect(dialog).toContainText(`完成：成功 ${n} 张，失败 0 张`);
  return dialog;
}

// 打印发货 against the demo: the own team's orders in hand ship from the bench with their waybill.
test('打印发货: an order in hand ships with the waybill it carries and moves to 已发货', async ({
  page,
  signInAs,
}) => {
  await signInAs('purchaser');
  await page.goto('/print/printDelivery');
  const table = page.getByRole('table', { name: '打印发货' });
  // an order's row, not the loading or empty one that stands first while the page answers
  const first = table
    .getByRole('row')
    .filter({ hasText: /DF\d{14}/ })
    .first();
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
  await openAsPurchaser(page, signInAs, '/print/printDelivery');
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
  const dialog = await printAsTspl(page, 3);
  const tasks = await clodopTasks();
  expect(tasks).toHaveLength(1);
  const raw = String(tasks[0]!.calls.find((c) => c.fn === 'SEND_PRINT_RAWDATA')!.args[0]);
  expect(raw.match(/PRINT 1,1\r\n/g)).toHaveLength(3);
  expect(raw).toMatch(/^SIZE 100 mm,180 mm/);
  const printed = await sql<{
    order_no: string;
    courier_code: string;
    waybill_no: string;
    sorting_code: string;
  }>(
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

/** An own-team order in hand with no waybill yet and at least `pieces` pieces: its lines' 取货码. */
async function orderToPack(pieces: number) {
  const [order] = await sql<{ order_no: string; codes: string[]; took: number[] }>(
    `select o.order_no, array_agg(t.take_code order by t.source_line_no) as codes,
            array_agg(t.took_qty order by t.source_line_no) as took
       from daifa_orders o join pickup_tasks t on t.order_no = o.order_no and t.source = 'DAIFA'
      where o.tenant_id = (select id from accounts where username = 'purchaser')
        and o.status = 'WAITING_DELIVERING' and o.waybill_no is null
        and not exists (select 1 from pack_slots s where s.order_id = o.id)
      group by o.order_no, o.paid_at having sum(t.took_qty) >= $1
      order by o.paid_at desc limit 1`,
    [pieces],
  );
  expect(order, `an order in hand of ${pieces}+ pieces`).toBeTruthy();
  return order!;
}

const rawJobs = async () =>
  (await clodopTasks()).map((t) => String(t.calls.find((c) => c.fn === 'SEND_PRINT_RAWDATA')!.args[0]));

test('扫描打印: a 取货码 prints the waybill and the 后道标 at once; 重打 prints the same number again', async ({
  page,
  signInAs,
}) => {
  const order = await orderToPack(1);
  await openAsPurchaser(page, signInAs, '/print/scanPrint');
  await pickOption(page, page.getByLabel('面单打印方式'), 'TSPL 指令（直连打印机）');
  await page.getByRole('checkbox', { name: '同时打印后道标（60×40）' }).check();
  await pickOption(page, page.getByLabel('后道标打印方式'), 'TSPL 指令（直连打印机）');
  const scan = page.getByLabel('扫描条码');
  await scan.fill(order.codes[0]!);
  await scan.press('Enter');
  const result = page.getByRole('status', { name: '扫描结果' });
  await expect(result).toContainText(`${order.order_no} 已打印`);
  // ready for the next scan: focused, the last code selected so the gun types over it
  await expect(scan).toBeFocused();
  await expect.poll(async () => (await rawJobs()).length).toBe(2);
  const [waybillJob, houdaoJob] = await rawJobs();
  expect(waybillJob).toMatch(/^SIZE 100 mm,180 mm/);
  expect(houdaoJob).toMatch(/^SIZE 60 mm,40 mm/);
  const [printed] = await sql<{ waybill_no: string; print_count: number }>(
    `select w.waybill_no, w.print_count from own_waybills w join daifa_orders o on o.id = w.order_id where o.order_no = $1`,
    [order.order_no],
  );
  expect(printed!.print_count).toBe(1);
  const list = page.getByRole('list', { name: '本次扫描' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(printed!.waybill_no);
  await expectNoSeriousA11yViolations(page);

  await list.getByRole('button', { name: `重打 ${order.order_no}` }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('第2次打印');
  await expect.poll(async () => (await rawJobs()).length).toBe(4);
});

test('多件合打: each piece is told its 格口; the last prints the order’s waybill and frees the 格口', async ({
  page,
  signInAs,
}) => {
  const order = await orderToPack(2);
  const pieces = order.took.reduce((a, b) => a + b, 0);
  const codes = order.codes.flatMap((code, i) => Array.from({ length: order.took[i]! }, () => code));
  await openAsPurchaser(page, signInAs, '/print/moreProduct');
  await pickOption(page, page.getByLabel('面单打印方式'), 'TSPL 指令（直连打印机）');
  const scan = page.getByLabel('扫描取货码');
  const result = page.getByRole('status', { name: '扫描结果' });
  await scan.fill(codes[0]!);
  await scan.press('Enter');
  await expect(result).toContainText(`已扫 1 / ${pieces} 件`);
  const slotNo = Number((await result.locator('.oms-bench-slot-big').innerText()).replace('号格', ''));
  const wall = page.getByRole('list', { name: '格口' });
  await expect(wall.getByRole('listitem', { name: `${slotNo}号格` })).toContainText(order.order_no);
  await expectNoSeriousA11yViolations(page);

  // the same piece twice is refused, not counted
  if (order.took[0] === 1) {
    await scan.fill(codes[0]!);
    await scan.press('Enter');
    await expect(result).toContainText('该款已扫齐（1/1件）');
  }
  for (const [i, code] of codes.slice(1).entries()) {
    await scan.fill(code);
    await scan.press('Enter');
    if (i + 2 < pieces) await expect(result).toContainText(`已扫 ${i + 2} / ${pieces} 件`);
  }
  await expect(result).toContainText('已扫齐，面单已打印');
  await expect.poll(async () => (await rawJobs()).length).toBe(1);
  expect((await rawJobs())[0]).toMatch(/^SIZE 100 mm,180 mm/);
  await expect(wall.getByRole('listitem', { name: `${slotNo}号格` })).toHaveCount(0);
  const [shipped] = await sql<{ status: string; waybill_no: string | null }>(
    `select status, waybill_no from daifa_orders where order_no = $1`,
    [order.order_no],
  );
  expect(shipped).toMatchObject({ status: 'WAITING_DELIVERING', waybill_no: expect.stringMatching(/\S/) });
});

test('自由打印: 后道标 rows pasted from Excel with their 份数, previewed, printed as 3 labels', async ({
  page,
  signInAs,
}) => {
  await openAsPurchaser(page, signInAs, '/print/orderFreePrint');
  await pickOption(page, page.getByLabel('标签模板'), '后道标（60×40）');
  await page.getByRole('button', { name: '从Excel粘贴' }).click();
  const paste = page.getByRole('dialog', { name: '从Excel粘贴' });
  await paste
    .getByLabel('粘贴的内容')
    .fill('orderNo\tsortNo\t份数\nDF26113000000001\tA-001\t2\nDF26113000000002\tA-002\t1\n');
  await paste.getByRole('button', { name: /读\s*取/ }).click();
  const rows = page.getByRole('table', { name: '标签内容' });
  await expect(rows.getByLabel('第2行 sortNo')).toHaveValue('A-002');
  await expect(rows.getByLabel('第1行 份数')).toHaveValue('2');
  await expect(page.getByRole('img', { name: '标签预览：第 1 行' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: '打印 3 张' }).click();
  await printAsTspl(page, 3);
  const jobs = await rawJobs();
  expect(jobs).toHaveLength(3);
  for (const job of jobs) expect(job).toMatch(/^SIZE 60 mm,40 mm/);
});
