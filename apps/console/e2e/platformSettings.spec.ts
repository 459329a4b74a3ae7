import { expect, test } from './support/test.ts';
import { sql, tenantId } from './support/db.ts';
import { expectFitsWidth } from './support/layout.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { ShopOrdersPage } from './pages/ShopOrdersPage.ts';

test.describe('平台代发设置: 自定义发货信息 and 提速发货 (seller)', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('seller');
  });

  test('自定义发货信息: the demo sender in the preview, a bad phone refused, the remark filled in, saved', async ({
    page,
  }) => {
    const seller = await tenantId('seller');
    const shops = await sql<{ name: string; sender_name: string | null }>(
      `select name, sender_name from shops where tenant_id = $1 order by id`,
      [seller],
    );
    await page.goto('/basicSet/customInfo');
    const tabs = page.getByRole('navigation', { name: '平台代发设置' });
    await expect(tabs.getByRole('link', { name: '自定义发货信息' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('radio', { name: '自定义寄件人' })).toBeChecked();
    const preview = page.getByLabel('面单预览');
    await expect(preview).toContainText('寄 小鹿服饰 13800138000');
    // the demo's remark names the shop and the pieces of the example order
    await expect(preview).toContainText(`备注 ${shops[0]!.name} 共2件`);
    await expect(preview.getByText('中性包装')).toBeVisible();

    await page.getByLabel('寄件人电话').fill('0571-123');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: '请输入正确的手机号、座机号或虚拟号' }),
    ).toBeVisible();
    await page.getByLabel('寄件人电话').fill('13800138000-1234');
    const remark = page.getByLabel('面单备注');
    await remark.fill('单号');
    await page.getByRole('button', { name: '{平台订单号}' }).click();
    await expect(remark).toHaveValue('单号{平台订单号}');
    await expect(preview).toContainText('备注 单号3726541980123456789');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('发货信息已保存，之后下单的代发订单按新设置发货')).toBeVisible();
    const [saved] = await sql<{ sender_phone: string; remark: string }>(
      `select sender_phone, remark from shipping_info_settings where tenant_id = $1`,
      [seller],
    );
    expect(saved).toEqual({ sender_phone: '13800138000-1234', remark: '单号{平台订单号}' });

    // the shop that sends under its own name, and the others as the account
    const own = shops.find((s) => s.sender_name);
    const table = page.getByRole('table', { name: '店铺寄件人' });
    await expect(table.getByRole('row', { name: new RegExp(own!.name) })).toContainText('0571-87654321');
    await expect(table.getByText('同账号设置').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByLabel('面单预览')).toContainText('13800138000-1234');
    await expectFitsWidth(page);
  });

  test('提速发货: turning a platform on warns of 虚假发货 first; off again at once', async ({ page }) => {
    await page.goto('/basicSet/speedSelivery');
    await expect(page.getByText('提速发货有虚假发货风险')).toBeVisible();
    await expect(page.getByRole('switch', { name: '拼多多 提速发货' })).toBeChecked();
    const taobao = page.getByRole('switch', { name: '淘宝 提速发货' });
    await expect(taobao).not.toBeChecked();
    await taobao.click();
    const dialog = page.getByRole('dialog', { name: '开启淘宝提速发货' });
    await expect(dialog).toContainText('虚假发货');
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(taobao).not.toBeChecked();
    await taobao.click();
    await page
      .getByRole('dialog', { name: '开启淘宝提速发货' })
      .getByRole('button', { name: '确认开启' })
      .click();
    await expect(page.getByText('淘宝已开启提速发货')).toBeVisible();
    await expect(taobao).toBeChecked();
    await expect(page.getByRole('row', { name: /淘宝/ })).toContainText('仓库打单后立即回传');
    await expectNoSeriousA11yViolations(page);
    // off needs no question: the waybill waits for 揽收 again
    await taobao.click();
    await expect(page.getByText('淘宝已关闭提速发货，运单号在快递揽收后回传')).toBeVisible();
    await expect(taobao).not.toBeChecked();
  });

  test('订单履约策略: 缺货 waits the days set, saved for the tenant', async ({ page }) => {
    const seller = await tenantId('seller');
    await page.goto('/basicSet/orderFulfillmentStrategy');
    const days = page.getByRole('spinbutton', { name: '缺货等待天数' });
    await expect(days).toHaveValue('3');
    await expect(page.getByRole('spinbutton', { name: '明天有等待次数' })).toHaveValue('3');
    await expect(page.getByText('72 小时未处理：取消订单，全额退回余额')).toBeVisible();
    await days.fill('2');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('订单履约策略已保存，未处理的异常按新设置自动处理')).toBeVisible();
    const [saved] = await sql<{ lack_wait_days: number }>(
      `select lack_wait_days from fulfilment_strategies where tenant_id = $1`,
      [seller],
    );
    expect(saved!.lack_wait_days).toBe(2);
    await expectNoSeriousA11yViolations(page);
    // the other specs read the platform's 3 days
    await sql(`delete from fulfilment_strategies where tenant_id = $1`, [seller]);
  });

  test('自动拦截策略: a 不要发 rule, tried on 7 days, saved and applied, holds the waiting order; the hit is logged', async ({
    page,
  }) => {
    const seller = await tenantId('seller');
    // the oldest waiting order of the week (the other specs take the newest) says 不要发 in words no other uses
    const [order] = await sql<{ id: string; tid: string }>(
      `update shop_orders set buyer_remark = '麻烦先不要发，E2E等我改地址'
        where id = (select id from shop_orders where tenant_id = $1 and status = 'WAIT_SEND' and not hold
                      and daifa_status = 'NONE' and order_time > now() - interval '6 days'
                    order by order_time limit 1)
        returning id, tid`,
      [seller],
    );
    await page.goto('/basicSet/autoIntercept');
    await expect(page.getByRole('row', { name: /买家要求暂缓发货/ })).toContainText(
      '挂起48小时后自动解除并加急、通知',
    );
    await page.getByRole('button', { name: '新建规则' }).click();
    const drawer = page.getByRole('dialog', { name: '新建拦截规则' });
    await drawer.getByRole('textbox', { name: '规则名称' }).fill('E2E 不要发');
    await drawer.getByRole('combobox', { name: '添加条件' }).click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: '买家留言包含' })
      .click();
    const words = drawer.getByRole('combobox', { name: '买家留言包含' });
    await words.fill('E2E等我');
    await words.press('Enter');
    await drawer.getByRole('button', { name: '规则试算' }).click();
    const trial = drawer.getByTestId('intercept-trial');
    await expect(trial).toContainText('这条规则会命中 1 单');
    await expect(trial.getByRole('row', { name: new RegExp(order!.tid) })).toContainText(
      '买家留言含「E2E等我」',
    );
    await expectNoSeriousA11yViolations(page);
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('已新建规则「E2E 不要发」，新同步的订单将按它拦截')).toBeVisible();
    const row = page.getByRole('row', { name: /E2E 不要发/ });
    await expect(row).toContainText('买家留言包含「E2E等我」');

    await row.getByRole('button', { name: '应用到待发货订单 E2E 不要发' }).click();
    await page
      .getByRole('tooltip', { name: /用「E2E 不要发」拦截现在的待发货订单/ })
      .getByRole('button', { name: '应用' })
      .click();
    await expect(page.getByText('命中 1 单，已挂起 1 单')).toBeVisible();
    await expect(row).toContainText('1 单');

    await page.getByRole('tab', { name: '命中记录' }).click();
    const hit = page
      .getByRole('table', { name: '命中记录' })
      .getByRole('row', { name: new RegExp(order!.tid) });
    await expect(hit).toContainText('买家留言含「E2E等我」');
    await hit.getByRole('link', { name: order!.tid }).click();
    const orders = new ShopOrdersPage(page);
    await expect(orders.list()).toBeVisible();
    await orders.tab('已挂起').click();
    await expect.poll(() => orders.orderNumbers()).toContain(order!.tid);

    // the other specs see the demo's rules and orders as they were
    await sql(`delete from intercept_rules where tenant_id = $1 and name = 'E2E 不要发'`, [seller]);
    await sql(`update shop_orders set hold = false, buyer_remark = '' where id = $1`, [order!.id]);
  });
});
