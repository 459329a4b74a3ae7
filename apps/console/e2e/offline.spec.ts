import { expect, test } from './support/test.ts';
import { sql } from './support/db.ts';
import { clearClodopTasks, clodopSituation, clodopTasks } from './support/clodop.ts';
import { ConsoleShell } from './pages/ConsoleShell.ts';
import { pickOption, pressDialogButton } from './pages/dialogs.ts';
import { OfflineForm, OfflineListPage } from './pages/OfflinePages.ts';

test.describe('线下拿货单 and 线下退货单 (purchaser)', () => {
  test.beforeEach(async ({ signInAs }) => {
    await clodopSituation('ok');
    await clearClodopTasks();
    await signInAs('purchaser');
  });

  test('线下拿货单: Tab passes through 创建时间 on to what follows', async ({ page }) => {
    await page.goto('/order/getOfflineList');
    const start = page.getByLabel('创建时间开始日期');
    await start.focus();
    await page.keyboard.press('Tab');
    await expect(start).not.toBeFocused();
    await expect(page.getByLabel('创建时间结束日期')).not.toBeFocused();
  });

  test('an order for a customer: submitted, labels printed, picked one short, delivered, then brought back and refunded by the stall', async ({
    page,
  }) => {
    const name = `线下${String(Date.now()).slice(-6)}`;
    const list = new OfflineListPage(page);
    await page.goto('/home');
    await page.getByRole('link', { name: '线下拿货单' }).click();
    await expect(page.getByRole('heading', { name: '线下拿货单' })).toBeVisible();
    // the tabs count what the list holds: the demo's ten, in every state
    const all = await list.tabCount('全部');
    const [db] = await sql<{ n: number }>(
      `select count(*)::int as n from offline_orders o join accounts a on a.id = o.tenant_id where a.username = 'purchaser'`,
    );
    expect(all).toBe(db!.n);

    await page.getByRole('button', { name: '新建拿货单' }).click();
    await expect(page.getByRole('heading', { name: '新建线下拿货单' })).toBeVisible();
    const form = new OfflineForm(page);
    await page.getByRole('button', { name: /^提\s*交$/ }).click();
    await expect(page.getByText('请输入客户姓名')).toBeVisible();
    await form.customer({ name, phone: '13812349876', address: '杭州市上城区四季青服装市场东门 12 号' });
    await form.fillLine(1, {
      stall: '四季青 A2-315',
      articleNo: 'A2088',
      title: '羊羔毛外套',
      color: '黑色',
      size: 'XL',
      qty: '2',
      price: '45.50',
    });
    await page.getByRole('button', { name: /添加商品/ }).click();
    await form.fillLine(2, {
      stall: '国投女装 1楼B191',
      articleNo: 'B7001',
      color: '杏色',
      size: 'M',
      qty: '1',
      price: '89',
    });
    await expect(page.getByLabel('合计')).toHaveText('共 3 件，合计 ¥180.00');
    await new ConsoleShell(page).screenshot('offline-create', { fullPage: true });
    await page.getByRole('button', { name: /^提\s*交$/ }).click();

    await expect(page).toHaveURL(/\/order\/getOfflineList\?status=WAITING_TAKING/);
    const masked = `${name[0]}${'*'.repeat(name.length - 2)}${name.at(-1)}`;
    const row = list.row('线下拿货单', masked);
    await expect(row).toContainText('138****9876');
    await expect(row).toContainText('¥180.00');
    await expect(row).toContainText('待拿货');

    // pick labels: one a piece
    await row.getByRole('checkbox').check();
    await page
      .getByRole('region', { name: '已选拿货单' })
      .getByRole('button', { name: '打印拿货标签' })
      .click();
    const dialog = page.getByRole('dialog', { name: '打印', exact: true });
    await expect(dialog.getByRole('region', { name: '打印环境检测' })).toContainText('已连接');
    await dialog.getByRole('button', { name: /^打\s*印$/ }).click();
    await expect(dialog).toContainText('完成：成功 3 张，失败 0 张');
    expect(await clodopTasks()).toHaveLength(3);
    await dialog
      .getByRole('button', { name: /关\s*闭/ })
      .last()
      .click();
    await expect(row).toContainText('已打印 1 次');

    await list.act(row, '开始拿货');
    await expect(page.getByText(/已开始拿货/)).toBeVisible();
    await list.tab(/^拿货中/);
    const taking = list.row('线下拿货单', masked);
    await list.act(taking, '拿货完成');
    const took = page.getByRole('dialog').filter({ hasText: '拿货完成' });
    await expect(took.getByLabel('A2088 实拿数量')).toHaveValue('2');
    await took.getByLabel('B7001 实拿数量').fill('0');
    await expect(took).toContainText('实拿合计 2 件');
    await pressDialogButton(page, '拿货完成', /确认拿货完成/);
    await list.tab(/^已拿货/);
    const back = list.row('线下拿货单', masked);
    await expect(back).toContainText('实拿 2/3 件');
    await expect(back).toContainText('（实拿 0）');
    await list.act(back, '交付');
    await list.tab(/^已交付/);
    const delivered = list.row('线下拿货单', masked);
    await list.act(delivered, '详情');
    const drawer = page.getByRole('region', { name: '拿货单动态' });
    await expect(drawer).toContainText('拿货完成：实拿 2 件，缺 1 件');
    await expect(drawer).toContainText('已交付给客户');
    await expect(page.getByRole('dialog')).toContainText('13812349876');
    await new ConsoleShell(page).screenshot('offline-order-drawer', { settleMs: 300 });
    await page.keyboard.press('Escape');

    // brought back: the return form starts from the order, with what was taken
    await list.act(delivered, '登记退货');
    await expect(page).toHaveURL(/\/order\/offlineReturnOrder\?order=XH\d{12}/);
    const returnForm = page.getByRole('dialog').filter({ hasText: '登记退货' });
    await expect(returnForm.getByLabel('客户姓名')).toHaveValue(name);
    const returnLines = new OfflineForm(page, returnForm);
    await expect(returnLines.line(1).getByLabel('货号')).toHaveValue('A2088');
    await expect(returnLines.line(2)).toHaveCount(0);
    await pickOption(page, returnForm.getByLabel('退货原因'), '质量原因');
    await returnLines.line(1).getByLabel('数量').fill('1');
    await pressDialogButton(page, '登记退货', /保\s*存/);
    await expect(page.getByText(/已登记退货 XT\d{12}/)).toBeVisible();

    const ret = list.row('线下退货单', masked);
    await expect(ret).toContainText('未指派');
    await expect(ret).toContainText('质量原因');
    // its goods go to a 退货员's walk, as on 退货登记指派
    const sendBack = async (title: string, keyboard = false) => {
      await list.act(ret, title);
      const who = page.getByRole('dialog').filter({ hasText: title });
      const staff = who.getByRole('radio', { name: /^退货员 / });
      if (keyboard) {
        // by keys alone: the 退货员 is reached and picked, 送退 pressed
        await staff.focus();
        await page.keyboard.press('Space');
        await expect(staff).toBeChecked();
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        await expect(who.getByRole('button', { name: /送\s*退$/ })).toBeFocused();
        await page.keyboard.press('Enter');
      } else {
        await staff.check();
        await pressDialogButton(page, title, /送\s*退$/);
      }
      await expect(ret).toContainText('待退档口');
    };
    await sendBack('送退档口');
    await list.act(ret, '档口拒收');
    const refuse = page.getByRole('dialog').filter({ hasText: '档口拒收' });
    await pickOption(page, refuse.getByLabel('拒收原因'), '试穿有异味');
    await refuse.getByLabel('说明').fill('有香水味');
    await pressDialogButton(page, '档口拒收');
    await expect(ret).toContainText('试穿有异味');
    await sendBack('再次送退', true);
    await list.act(ret, '档口已退款');
    const refund = page.getByRole('dialog').filter({ hasText: '档口已退款' });
    await expect(refund.getByLabel('退款金额')).toHaveValue('45.50');
    await refund.getByLabel('退款金额').fill('40');
    await pressDialogButton(page, '档口已退款');
    await expect(ret).toContainText('已退 ¥40.00');
    await expect(ret).toContainText('档口已退款');
    await list.act(ret, '动态');
    await expect(page.getByRole('region', { name: '退货单动态' })).toContainText(
      '档口拒收：试穿有异味（有香水味）',
    );
    await new ConsoleShell(page).screenshot('offline-returns', { fullPage: true });
    // 退货进度: the goods on 退货登记指派, refunded by the stall, waiting for 确认
    await page.keyboard.press('Escape');
    await expect(page.getByRole('region', { name: '退货单动态' })).toBeHidden();
    const returnNo = (await ret.textContent())!.match(/XT\d{12}/)![0];
    await list.act(ret, '退货进度');
    await expect(page).toHaveURL(
      new RegExp(`/offlineReturnOrder/offlineReturnOrderList\\?tab=ALL&q=${returnNo}`),
    );
    const goods = page.getByRole('table', { name: '退货' }).getByRole('row');
    await expect(goods).toHaveCount(2);
    await expect(goods.nth(1)).toContainText('A2088');
    await expect(goods.nth(1)).toContainText('档口已退款');
  });

  test('a draft is saved, edited and deleted; a second click of 保存草稿 makes one draft', async ({
    page,
  }) => {
    const name = `草稿${String(Date.now()).slice(-6)}`;
    await page.goto('/order/getOfflineCreate');
    const form = new OfflineForm(page);
    await form.customer({ name, phone: '0571-86001234' });
    await form.fillLine(1, {
      stall: '四季青 A2-315',
      articleNo: 'D1',
      color: '白',
      size: 'S',
      qty: '1',
      price: '20',
    });
    await page.getByRole('button', { name: /保存草稿/ }).dblclick();
    await expect(page).toHaveURL(/status=DRAFT/);
    const rows = await sql(`select 1 from offline_orders where customer_name = $1`, [name]);
    expect(rows).toHaveLength(1);
    const list = new OfflineListPage(page);
    const masked = `${name[0]}${'*'.repeat(name.length - 2)}${name.at(-1)}`;
    await list.act(list.row('线下拿货单', masked), '编辑');
    await expect(page.getByLabel('客户姓名')).toHaveValue(name);
    await form.line(1).getByLabel('数量').fill('4');
    await page.getByRole('button', { name: /保存草稿/ }).click();
    await expect(list.row('线下拿货单', masked)).toContainText('4 件');
    await list.act(list.row('线下拿货单', masked), '删除');
    await pressDialogButton(page, '删除草稿');
    await expect(list.row('线下拿货单', masked)).toHaveCount(0);
  });
});

test.describe('线下拿货单 (picker)', () => {
  test('the picker holds 拿货任务指派: 线下拿货单 yes, 线下退货单 no', async ({ page, signInAs }) => {
    await signInAs('picker');
    await page.goto('/order/getOfflineList');
    await expect(page.getByRole('heading', { name: '线下拿货单' })).toBeVisible();
    await expect(page.getByRole('button', { name: '线下退货单' })).toHaveCount(0);
    await page.goto('/order/offlineReturnOrder');
    await new ConsoleShell(page).expectForbidden();
  });
});
