import { expect, test } from './support/test.ts';
import { demoMarketGoods, sql } from './support/db.ts';
import { expectUrl, FundsPages } from './pages/FundsPages.ts';
import { pressDialogButton } from './pages/dialogs.ts';
import { ImportPage } from './pages/ImportPage.ts';

const HEADERS = [
  '订单编号',
  '收货人姓名',
  '联系手机',
  '收货地址',
  '档口',
  '商家编码',
  '颜色',
  '尺码',
  '购买数量',
];

test.describe('订单导入 (seller)', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('seller');
  });

  test('a shop export is read, a bad phone fixed in its cell, the orders placed by the job and paid together', async ({
    page,
  }) => {
    const [a, b] = await demoMarketGoods(2);
    const tid = `E2E${Date.now()}`;
    await page.goto('/order/daifaOrderList');
    await page.getByRole('link', { name: '订单导入' }).click();
    await expect(page.getByRole('heading', { name: '订单导入' })).toBeVisible();
    await expect(page.getByRole('table', { name: '最近导入' })).toContainText('拼多多订单');

    const importing = new ImportPage(page);
    const line = (g: typeof a, qty: number) => [
      g!.stall.split(' ').at(-1)!,
      g!.article_no,
      g!.color,
      g!.size,
      qty,
    ];
    await importing.upload('淘宝订单.xlsx', [
      HEADERS,
      [`${tid}-1`, '孙导入', '13912340011', '广东省深圳市南山区科技园科苑路 15 号', ...line(a, 2)],
      [`${tid}-1`, '', '', '', ...line(b, 1)],
      [`${tid}-2`, '李导入', '1391234', '浙江省 杭州市 西湖区 文三路 90 号', ...line(a, 1)],
    ]);
    // the columns mapped themselves from 淘宝's headers; the short phone is outlined with why
    await expect(importing.summary()).toContainText('共 3 行，2 个订单');
    await expect(importing.summary()).toContainText('可下单 1 单');
    await expect(importing.summary()).toContainText('1 行有错误');
    await expect(page.getByLabel('对应列')).toContainText('手机号←联系手机');
    await expect(importing.cell(4, '手机号')).toHaveAttribute('aria-invalid', 'true');
    await expect(importing.rows()).toContainText('手机号：手机号格式不正确');
    await page.screenshot({ path: '../../.artifacts/screens/intelligent-import-1440.png', fullPage: true });

    await importing.fix(4, '手机号', '13912340012');
    await expect(page.getByText('第4行已修正')).toBeVisible();
    await expect(importing.summary()).toContainText('可下单 2 单');
    await expect(importing.summary()).not.toContainText('有错误');

    await page.getByRole('button', { name: '下单（2 单）' }).click();
    await pressDialogButton(page, '导入下单');
    const report = page.getByRole('dialog', { name: '批量处理：导入订单下单' });
    // the job waits its turn on the shared queue (a poll a second)
    await expect(report.getByRole('status').filter({ hasText: /成功/ })).toContainText('成功 2', {
      timeout: 20_000,
    });
    await report.getByRole('button', { name: '关闭' }).last().click();
    // the page's own alert (a toast of the fix may still be showing beside it)
    await expect(page.getByRole('alert').filter({ hasText: '查看代发订单' })).toContainText(
      '已下单 2 个订单',
    );

    const placed = await sql<{ platform_order_no: string; source: string; lines: number }>(
      `select o.platform_order_no, o.source, (select count(*)::int from daifa_order_lines l where l.order_id = o.id) as lines
         from daifa_orders o where o.platform_order_no like $1 order by 1`,
      [`${tid}%`],
    );
    expect(placed).toEqual([
      { platform_order_no: `${tid}-1`, source: 'IMPORT', lines: 2 },
      { platform_order_no: `${tid}-2`, source: 'IMPORT', lines: 1 },
    ]);

    await page.getByRole('button', { name: '去支付（2 单）' }).click();
    await expectUrl(page, /\/funds\/pay\?payNo=ZF\d+/);
    await new FundsPages(page).pin().fill('258369');
    await page.getByRole('button', { name: /确认支付/ }).click();
    await expectUrl(page, /\/order\/daifaOrderList/);
    const paid = await sql<{ status: string }>(
      `select distinct status from daifa_orders where platform_order_no like $1`,
      [`${tid}%`],
    );
    expect(paid).toEqual([{ status: 'WAITING_TAKING' }]);
  });

  test('the demo’s 拼多多 file: only its errors, fixed where they stand; 390 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const [pdd] = await sql<{ id: string }>(
      `select id from daifa_imports where file_name like '拼多多订单%' order by id limit 1`,
    );
    await page.goto(`/order/intelligentImport?id=${pdd!.id}`);
    const importing = new ImportPage(page);
    await expect(importing.summary()).toContainText('共 5 行，5 个订单');
    await page.getByRole('switch').click();
    await expect(importing.rows()).toContainText('无法识别省市区');
    await page.screenshot({ path: '../../.artifacts/screens/intelligent-import-390.png', fullPage: true });
  });
});
