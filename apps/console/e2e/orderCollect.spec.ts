import { expect, test } from './support/test.ts';
import { demoMarketGoods, sql, tenantId } from './support/db.ts';
import { expectUrl, FundsPages } from './pages/FundsPages.ts';
import { pickOption, pressDialogButton } from './pages/dialogs.ts';
import { OrderCollectPage } from './pages/OrderCollectPage.ts';
import { openOpsDesk } from './pages/OpsDesk.ts';

test.describe('手动报单 and 报单记录 (seller)', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('seller');
  });

  test('two orders typed by hand: the known goods is placed and paid, the unknown 货号 waits as 待核价', async ({
    page,
  }) => {
    const goods = (await demoMarketGoods())[0]!;
    await page.goto('/order/daifaOrderList');
    await page.getByRole('link', { name: '手动报单' }).click();
    const collect = new OrderCollectPage(page);
    await expect(page.getByRole('heading', { name: '手动报单' })).toBeVisible();

    const first = collect.row(1);
    await collect.recognise(
      first,
      '收货人：赵小报，手机号码：13912340001，广东省深圳市南山区科技园科苑路15号',
    );
    await expect(first.getByLabel('收件人')).toHaveValue('赵小报');
    await expect(first).toContainText('广东省 / 深圳市 / 南山区');
    // the stall as sellers type it: its last part only
    await collect.fillLine(first, 1, {
      stall: goods.stall.split(' ').at(-1)!,
      articleNo: goods.article_no,
      color: goods.color,
      size: goods.size,
      qty: '2',
    });

    // the market's goods for the 货号: the stall typed names one, its price is shown
    await expect(first).toContainText(`${goods.stall} ${goods.article_no}`);
    await expect(first).toContainText('今日价 ¥');
    await page.getByRole('button', { name: /添加订单/ }).click();
    const second = collect.row(2);
    await collect.recognise(second, '钱待核 13912340002 浙江省杭州市西湖区文三路 90 号');
    await collect.fillLine(second, 1, {
      stall: '新开档口 9楼',
      articleNo: 'ZZ-E2E-404',
      color: '黑色',
      size: 'M',
      qty: '1',
    });
    await pickOption(page, page.getByLabel('快递'), '中通快递');
    await page.screenshot({ path: '../../.artifacts/screens/order-collect-1440.png', fullPage: true });

    await page.getByRole('button', { name: '提交报单' }).click();
    await expect(page.getByRole('dialog').filter({ hasText: '已生成 1 个代发订单' })).toContainText(
      '另有 1 单未下单',
    );
    // the 待核价 order stays on the page with why
    await expect(collect.row(1)).toContainText('待核价');
    await expect(collect.row(1)).toContainText('市场未收录「新开档口 9楼 ZZ-E2E-404」');
    await pressDialogButton(page, '已生成 1 个代发订单', /去支付/);
    await expectUrl(page, /\/funds\/pay\?payNo=ZF\d+/);
    await new FundsPages(page).pin().fill('258369');
    await page.getByRole('button', { name: /确认支付/ }).click();
    await expectUrl(page, /\/order\/daifaOrderList/);

    const [placed] = await sql<{ order_no: string; status: string; qty: number }>(
      `select o.order_no, o.status, l.qty from daifa_orders o join daifa_order_lines l on l.order_id = o.id
        where o.source = 'COLLECT' and o.receiver_name = '赵小报' order by o.id desc limit 1`,
    );
    expect(placed).toMatchObject({ status: 'WAITING_TAKING', qty: 2 });

    await page.goto('/order/orderCollectRecord');
    const records = page.getByRole('table', { name: '报单记录' });
    await page.getByRole('searchbox', { name: '搜索报单' }).fill(placed!.order_no);
    await page.getByRole('searchbox', { name: '搜索报单' }).press('Enter');
    await expect(records.getByRole('link', { name: placed!.order_no })).toBeVisible();
    await expect(records).toContainText('赵*报');
    await page.getByRole('searchbox', { name: '搜索报单' }).fill('ZZ-E2E-404');
    await page.getByRole('searchbox', { name: '搜索报单' }).press('Enter');
    await expect(records.getByRole('row')).toHaveCount(2);
    await expect(records).toContainText('待核价');
    await page.screenshot({ path: '../../.artifacts/screens/order-collect-record-1440.png', fullPage: true });
  });

  test('待核价 priced by staff on /ops: the 报单 becomes an unpaid DF order the seller sees in 报单记录', async ({
    page,
    context,
  }) => {
    const article = `ZZ-OPS-${Date.now() % 100000}`;
    await sql(
      `insert into daifa_collects (tenant_id, account_id, state, receiver_name, receiver_phone, area_code, receiver_address,
                                   lines, courier_code, request_key, reason, submitted_at)
       values ($1, $1, 'PRICE_CHECK', '孙核价', '13912340003', '440305', '科技园科苑路 15 号', $2, 'ZTO', $3, '待核价', now())`,
      [
        await tenantId('seller'),
        JSON.stringify([{ stall: '新开档口 9楼', articleNo: article, color: '黑色', size: 'M', qty: 2 }]),
        `e2e-ops-${article}:0`,
      ],
    );
    const ops = await context.newPage();
    await openOpsDesk(ops);
    await ops.getByRole('tab', { name: '待核价' }).click();
    const row = ops.getByRole('row').filter({ hasText: article });
    await expect(row).toContainText('seller');
    await row.getByLabel(/单价（元）/).fill('45.50');
    await row.getByRole('button', { name: '核价下单' }).click();
    await expect(ops.getByRole('status')).toContainText(/已下单 DF\d{14}，等待商家付款/);
    await ops.screenshot({ path: '../../.artifacts/screens/ops-price-check.png' });
    await ops.close();

    await page.goto(`/order/orderCollectRecord?q=${article}`);
    const record = page
      .getByRole('table', { name: '报单记录' })
      .getByRole('row')
      .filter({ hasText: article });
    await expect(record).toContainText('已下单');
    await expect(record.getByRole('link', { name: /^DF\d{14}$/ })).toBeVisible();
    const [order] = await sql<{ status: string; goods_fen: string }>(
      `select o.status, o.goods_fen::text from daifa_orders o join daifa_collects c on c.order_no = o.order_no
        where c.request_key = $1`,
      [`e2e-ops-${article}:0`],
    );
    expect(order).toEqual({ status: 'WAITING_PAYMENT', goods_fen: '9100' });
  });

  test('保存草稿 → 报单记录 → 编辑 brings it back whole → 删除', async ({ page }) => {
    const collect = new OrderCollectPage(page);
    await page.goto('/order/orderCollect');
    const row = collect.row(1);
    await row.getByLabel('收件人').fill('孙草稿');
    await row.getByLabel('手机号').fill('13912340003');
    await collect.fillLine(row, 1, { stall: '', articleNo: 'DRAFT-E2E', color: '', size: '', qty: '3' });
    await page.getByRole('button', { name: '提交报单' }).click();
    // not complete: the row says what it lacks, nothing sent
    await expect(row.getByRole('alert')).toContainText('请选择省市区');
    await expect(row.getByRole('alert')).toContainText('第1款缺少档口、颜色、尺码');
    await page.getByRole('button', { name: '保存草稿' }).click();
    await expect(page.getByText('已保存 1 个草稿')).toBeVisible();

    await page.goto('/order/orderCollectRecord?state=DRAFT');
    const records = page.getByRole('table', { name: '报单记录' });
    const draft = records.getByRole('row').filter({ hasText: 'DRAFT-E2E' });
    await expect(draft).toContainText('孙*稿');
    await draft.getByRole('button', { name: '编辑' }).click();
    await expectUrl(page, /\/order\/orderCollect\?edit=\d+/);
    const edited = collect.row(1);
    await expect(edited.getByLabel('收件人')).toHaveValue('孙草稿');
    await expect(edited.getByLabel('手机号')).toHaveValue('13912340003');
    await expect(edited.getByLabel('货号')).toHaveValue('DRAFT-E2E');
    await expect(edited.getByLabel('数量')).toHaveValue('3');

    await page.goto('/order/orderCollectRecord?state=DRAFT');
    await records
      .getByRole('row')
      .filter({ hasText: 'DRAFT-E2E' })
      .getByRole('button', { name: '删除' })
      .click();
    await pressDialogButton(page, '删除后不能恢复');
    await expect(page.getByText('已删除')).toBeVisible();
    await expect(records.getByRole('row').filter({ hasText: 'DRAFT-E2E' })).toHaveCount(0);
  });
});

test.describe('手动报单 on a 390-px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('a row stacks its receiver over its goods without sideways scrolling', async ({ page, signInAs }) => {
    await signInAs('seller');
    await page.goto('/order/orderCollect');
    await expect(page.getByRole('heading', { name: '手动报单' })).toBeVisible();
    const row = new OrderCollectPage(page).row(1);
    await expect(row.getByLabel('货号')).toBeVisible();
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll).toBeLessThanOrEqual(390);
    const box = (await row.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '../../.artifacts/screens/order-collect-390.png', fullPage: true });
  });
});
