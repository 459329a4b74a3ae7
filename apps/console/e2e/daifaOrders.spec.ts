import ExcelJS from 'exceljs';
import { expect, test } from './support/test.ts';
import { sql } from './support/db.ts';
import { DaifaOrdersPage } from './pages/DaifaOrdersPage.ts';
import { expectUrl, FundsPages } from './pages/FundsPages.ts';
import { changeAddress } from './pages/dialogs.ts';
import { expectFitsWidth } from './support/layout.ts';

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
    await expect
      .poll(async () => (await orders.allOrderNumbers()).length)
      .toBe(await orders.tabCount('待付款'));

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
    await page.keyboard.press('Escape');

    // 即将超时 counts the open orders due to ship within 6 hours; the chip lists exactly those.
    await orders.chip('缺货').click();
    const chip = page.getByRole('group', { name: '异常标记' }).getByText(/^即将超时/);
    const due = Number(/\((\d+)\)/.exec(await chip.innerText())![1]);
    await orders.tab('全部').click();
    await chip.click();
    await expect(page).toHaveURL(/due=1/);
    await expect.poll(() => orders.tabCount('全部')).toBe(due);
  });

  test('取消订单 of a paid order refunds it to the balance (资金流向 nets to ¥0.00) and moves it to 已取消', async ({
    page,
  }) => {
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
    // 资金流向: the payment out, the refunds back; nothing kept before the stall was visited
    const flow = drawer.getByRole('table', { name: '资金流向' });
    await expect(flow.getByRole('row').filter({ hasText: '代发订单' }).first()).toContainText('-¥');
    await expect(flow.getByRole('row').filter({ hasText: '取消订单：买家不要了' }).first()).toContainText(
      '+¥',
    );
    await expect(drawer.getByTestId('money-flow-net')).toHaveText('实付 ¥0.00');
    await drawer.screenshot({ path: '../../.artifacts/screens/daifa-money-flow.png' });
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
    // 地址已修改, with the freight's difference when the new province is quoted otherwise.
    await changeAddress(page, '周七 13600136000 广东省广州市天河区天河路385号', '周七');
    await expect(drawer.getByText('天河路385号')).toBeVisible();
    await expect(drawer.getByText(/收件地址已修改为 广东省广州市/)).toBeVisible();
  });

  test('批量支付: two unpaid orders ticked, one payment with the PIN, both move to 待拿货', async ({
    page,
  }) => {
    const orders = new DaifaOrdersPage(page);
    await orders.open('?tab=WAIT_PAY');
    const numbers = (await orders.orderNumbers()).slice(0, 2);
    expect(numbers).toHaveLength(2);
    for (const no of numbers)
      await orders
        .list()
        .getByRole('checkbox', { name: `选择订单 ${no}` })
        .check();
    const bar = page.getByRole('region', { name: '批量操作' });
    await expect(bar).toContainText('已选 2');
    await page.screenshot({ path: '../../.artifacts/screens/daifa-orders-selected.png', fullPage: false });
    await bar.getByRole('button', { name: '批量支付' }).click();
    await expectUrl(page, /\/funds\/pay\?payNo=ZF\d+/);
    const [due] = await sql<{ fen: string }>(
      `select sum(goods_fen + service_fen + freight_fen)::text as fen from daifa_orders where order_no = any($1)`,
      [numbers],
    );
    await expect(
      page.getByRole('button', {
        name: `确认支付 ¥${(Number(due!.fen) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
      }),
    ).toBeVisible();
    await new FundsPages(page).pin().fill('258369');
    await page.getByRole('button', { name: /确认支付/ }).click();
    await expectUrl(page, /\/order\/daifaOrderList/);
    const paid = await sql<{ status: string; pay_no: string }>(
      `select status, pay_no from daifa_orders where order_no = any($1)`,
      [numbers],
    );
    expect(paid.map((o) => o.status)).toEqual(['WAITING_TAKING', 'WAITING_TAKING']);
    expect(new Set(paid.map((o) => o.pay_no)).size).toBe(1);
  });

  test('批量取消 runs as a job: a report per order, the money back, 已取消 counts them', async ({ page }) => {
    const orders = new DaifaOrdersPage(page);
    await orders.open('?tab=WAIT_TAKE');
    const canceledBefore = await orders.tabCount('已取消');
    const numbers = (await orders.orderNumbers()).slice(-2);
    for (const no of numbers)
      await orders
        .list()
        .getByRole('checkbox', { name: `选择订单 ${no}` })
        .check();
    await page.getByRole('region', { name: '批量操作' }).getByRole('button', { name: '批量取消' }).click();
    const prompt = page.getByRole('dialog', { name: '批量取消订单' });
    await prompt.getByRole('textbox').fill('买家不要了');
    await prompt.getByRole('button', { name: /确\s*定/ }).click();
    const report = page.getByRole('dialog', { name: '批量处理：批量取消订单' });
    await expect(report.getByRole('status').filter({ hasText: /成功/ })).toContainText('成功 2', {
      timeout: 20_000,
    });
    await expect(report).toContainText('失败 0');
    await report.getByRole('button', { name: '关闭' }).last().click();
    await expect.poll(() => orders.tabCount('已取消')).toBe(canceledBefore + 2);
    const refunds = await sql<{ n: string }>(
      `select count(*)::text as n from daifa_order_events e join daifa_orders o on o.id = e.order_id
        where o.order_no = any($1) and e.type = 'CANCELED'`,
      [numbers],
    );
    expect(Number(refunds[0]!.n)).toBe(2);
  });

  test('导出 of a tab downloads the .xlsx with a row per goods line', async ({ page }) => {
    const orders = new DaifaOrdersPage(page);
    await orders.open('?tab=WAIT_SEND');
    const count = await orders.tabCount('待发货');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导出$/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^代发订单_\d{8}_\d{6}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    const rows: unknown[][] = [];
    workbook.getWorksheet('代发订单')!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]!.slice(0, 2)).toEqual(['系统单号', '平台订单号']);
    expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(count);
  });

  test('查看详情 opens 代发订单详情: the steps up to 已发货 with their times, the goods and the timeline', async ({
    page,
  }) => {
    const orders = new DaifaOrdersPage(page);
    await orders.open('?tab=SENT');
    const [no] = await orders.orderNumbers();
    await orders.list().getByRole('button', { name: no! }).click();
    await orders.drawer().getByRole('link', { name: '查看详情' }).click();
    await expect(page).toHaveURL(new RegExp(`/order/daifaOrderList/daifaOrederListDetail\\?orderNo=${no}$`));
    await expect(page.getByRole('heading', { name: `代发订单详情 ${no}` })).toBeVisible();
    const steps = page.locator('[aria-label="订单进度"]');
    await expect(steps).toContainText('已下单');
    // the last step reached (antd marks it active)
    await expect(steps.locator('.ant-steps-item-active')).toContainText(/已发货|已签收/);
    await expect(page.getByText('付款成功（支付宝）')).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '../../.artifacts/screens/daifa-order-detail-390.png', fullPage: false });
    await expectFitsWidth(page);
  });

  test('an order from a 拼多多 shop ships on the platform’s waybill; 查看完整信息 asks the platform, once', async ({
    page,
  }) => {
    const [order] = await sql<{ order_no: string; receiver_name: string }>(
      `select o.order_no, o.receiver_name from daifa_orders o join accounts a on a.id = o.tenant_id
        where a.username = 'seller' and o.platform = 'PDD' and o.receiver_cipher is not null
        order by o.id desc limit 1`,
    );
    await page.goto(`/order/daifaOrderList/daifaOrederListDetail?orderNo=${order!.order_no}`);
    await expect(page.getByText('（平台加密，平台面单发货）')).toBeVisible();
    const receiver = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: '收件人' }) })
      .getByRole('cell')
      .first();
    await expect(receiver).toContainText(order!.receiver_name);
    await receiver.getByRole('button', { name: '查看完整信息' }).click();
    await expect(receiver).toContainText(/今日还可查看 \d+ 次/);
    await expect(receiver).not.toContainText('*');
    await expect(receiver).toContainText(order!.receiver_name[0]!);
    await receiver.screenshot({ path: '../../.artifacts/screens/daifa-reveal-receiver.png' });
  });

  test('a waybill’s 物流 shows the courier’s traces, the newest first, by keyboard too', async ({ page }) => {
    const { button: open, waybill } = await new DaifaOrdersPage(page).firstTracking();
    await open.focus();
    await page.keyboard.press('Enter');
    const popover = page.getByRole('tooltip').filter({ hasText: '物流轨迹' });
    await expect(popover).toContainText(waybill);
    const [latest] = await sql<{ station: string }>(
      `select e.params->>'station' as station from daifa_order_events e join daifa_orders o on o.id = e.order_id
        where o.waybill_no = $1 and e.type in ('TRACE', 'SIGNED', 'COURIER_PROBLEM')
        order by e.params->>'at' desc, e.id desc limit 1`,
      [waybill],
    );
    await expect(popover.locator('.ant-timeline-item').first()).toContainText(latest!.station);
    await expect(popover.locator('xpath=ancestor-or-self::*[contains(@class, "ant-popover")][1]')).toHaveCSS(
      'opacity',
      '1',
    );
    await page.screenshot({ path: '../../.artifacts/screens/daifa-tracking.png' });
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
  });

  test('on a 390-px phone 物流 opens a sheet from the bottom that fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { button: open, waybill } = await new DaifaOrdersPage(page).firstTracking();
    await open.click();
    const sheet = page.getByRole('dialog', { name: '物流轨迹' });
    await expect(sheet).toContainText(waybill);
    await expect(sheet.locator('.ant-timeline-item').first()).toBeVisible();
    const box = (await sheet.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expectFitsWidth(page);
    await page.screenshot({ path: '../../.artifacts/screens/daifa-tracking-390.png' });
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  });

  test('on a 390-px phone the list shows cards without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const orders = new DaifaOrdersPage(page);
    await orders.open();
    await expect.poll(async () => (await orders.orderNumbers()).length).toBeGreaterThan(0);
    const [first] = await orders.orderNumbers();
    await page.getByRole('checkbox', { name: `选择订单 ${first}` }).check();
    await expect(
      page.getByRole('region', { name: '批量操作' }).getByRole('button', { name: '批量支付' }),
    ).toBeVisible();
    await expectFitsWidth(page);
    await page.screenshot({ path: '../../.artifacts/screens/daifa-orders-390.png', fullPage: false });
    // The cards ride the page's own scroll: no box scrolling inside it, which showed a card and a half.
    const cards = page.getByRole('list', { name: '代发订单', exact: true }).getByRole('listitem');
    const scrollBoxes = await cards.first().evaluate((card) => {
      const boxes: string[] = [];
      for (let el = card.parentElement; el && el !== document.documentElement; el = el.parentElement) {
        const { overflowY } = getComputedStyle(el);
        if (/auto|scroll/.test(overflowY) && el.scrollHeight > el.clientHeight + 1)
          boxes.push(el.className || el.tagName);
      }
      return boxes;
    });
    expect(scrollBoxes).toEqual([]);
    // Swiped to the end (cards are measured as they are drawn, so the page grows on the way down), the
    // last order and the pager below it are on screen.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(page.getByText(/共 \d+ 条/)).toBeInViewport({ timeout: 500 });
    }).toPass();
    await expect(cards.last()).toBeInViewport();
  });

  test('the drawer has no empty row, and on a 390-px phone its goods and 资金流向 are cards that fit', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const orders = new DaifaOrdersPage(page);
    await orders.open('?tab=SENT');
    const [no] = await orders.orderNumbers();
    await orders.list().getByRole('button', { name: no! }).click();
    const drawer = orders.drawer();
    await expect(drawer.getByRole('table', { name: '资金流向' })).toBeVisible();
    // every row of the facts has a label (增值服务 without any was drawn as an empty row)
    const labels = drawer.locator('.ant-descriptions-item-label');
    await expect(labels.first()).toBeVisible();
    for (const label of await labels.allInnerTexts()) expect(label.trim()).not.toBe('');
    for (const row of await drawer.locator('.ant-descriptions-row').allInnerTexts())
      expect(row.replace(/\s/g, '')).not.toBe('');
    await expect(drawer.getByRole('table', { name: '商品' })).toBeVisible();
    await page.screenshot({ path: '.artifacts/screens/daifa-drawer-1440.png' });

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(drawer.getByRole('list', { name: '商品' }).getByRole('listitem').first()).toBeVisible();
    await expect(drawer.getByRole('list', { name: '资金流向' }).getByRole('listitem').first()).toBeVisible();
    await expect(drawer.getByRole('table', { name: '商品' })).toHaveCount(0);
    await expect(drawer.getByRole('table', { name: '资金流向' })).toHaveCount(0);
    await expect(drawer.getByTestId('money-flow-net')).toHaveText(/^(实付|退回) ¥[\d,]+\.\d\d$/);
    await expectFitsWidth(page);
    // nothing inside the drawer scrolls sideways or sticks out of it either
    const overflow = await drawer.locator('.ant-drawer-body').evaluate((body) => {
      const right = body.getBoundingClientRect().right;
      const wide = [...body.querySelectorAll<HTMLElement>('*')].filter(
        (el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible',
      );
      const out = [...body.querySelectorAll<HTMLElement>('*')].filter(
        (el) => el.getBoundingClientRect().right > right + 1,
      );
      return {
        scroll: body.scrollWidth - body.clientWidth,
        wide: wide.length,
        out: out.map((el) => el.className),
      };
    });
    expect(overflow).toEqual({ scroll: 0, wide: 0, out: [] });
    await page.screenshot({ path: '.artifacts/screens/daifa-drawer-390.png' });
    await drawer.getByRole('list', { name: '资金流向' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: '.artifacts/screens/daifa-drawer-390-flow.png' });
  });
});
