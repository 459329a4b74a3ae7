import { expect, test } from './support/test.ts';
import { sql } from './support/db.ts';
import { ShopOrdersPage } from './pages/ShopOrdersPage.ts';
import { expectUrl, FundsPages } from './pages/FundsPages.ts';
import { pickOption } from './pages/dialogs.ts';
import { DaifaOrdersPage } from './pages/DaifaOrdersPage.ts';

/** A 待发货 shop order of the seller, not yet placed, every line unlinked and not refunded. */
async function unplacedOrder() {
  const [order] = await sql<{ id: string; tid: string; article_no: string; lines: string }>(
    `select o.id, o.tid, min(l.article_no) as article_no, count(*)::text as lines
       from shop_orders o join shop_order_lines l on l.order_id = o.id join accounts a on a.id = o.tenant_id
      where a.username = 'seller' and o.status = 'WAIT_SEND' and o.daifa_status = 'NONE' and not o.hold
      group by o.id, o.tid
     -- one line in all (a second, linked line would leave the card 可下单 only in part)
     having count(*) = 1 and bool_and(l.refund_status = 'NONE')
        and not bool_or(exists (select 1 from goods_associations g
                                 where g.tenant_id = o.tenant_id and g.article_no = l.article_no))
      order by o.order_time desc limit 1`,
  );
  if (!order) throw new Error('no unplaced demo shop order');
  return order;
}

test.describe('下单代发 from 同步订单 (seller)', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('seller');
  });

  test('an unlinked order: 关联商品 from the market, one courier, PIN pay → the shop order is 已代发', async ({
    page,
  }) => {
    const order = await unplacedOrder();
    const orders = new ShopOrdersPage(page);
    await orders.open(`?q=${order.tid}`);
    await orders
      .list()
      .getByRole('checkbox', { name: `选择订单 ${order.tid}` })
      .check();
    await page.getByRole('region', { name: '批量操作' }).getByRole('button', { name: '下单代发' }).click();

    const dialog = page.getByRole('dialog', { name: '下单代发' });
    const card = dialog.getByRole('listitem', { name: `店铺订单 ${order.tid}` });
    await expect(card).toContainText('待关联商品');
    await card.getByRole('button', { name: new RegExp(`^关联商品 ${order.article_no}`) }).click();
    const linking = page.getByRole('dialog', { name: '关联商品' });
    await linking
      .getByRole('button', { name: /^选择 / })
      .first()
      .click();
    await expect(linking.getByLabel('档口颜色')).toBeVisible();
    await linking.getByRole('button', { name: '确认关联' }).click();
    await expect(card).toContainText('可下单');
    await expect(linking).toBeHidden();
    await page.screenshot({ path: '../../.artifacts/screens/from-shop-dialog.png', fullPage: false });

    await pickOption(page, dialog.getByLabel('快递'), '中通快递');
    await dialog.getByRole('button', { name: /^下单并支付（1 个订单）$/ }).click();
    await expectUrl(page, /\/funds\/pay\?payNo=ZF\d+/);
    await new FundsPages(page).pin().fill('258369');
    await page.getByRole('button', { name: /确认支付/ }).click();
    await expectUrl(page, /\/order\/daifaOrderList/);

    const [placed] = await sql<{ status: string; source: string; daifa_status: string }>(
      `select d.status, d.source, s.daifa_status from daifa_orders d join shop_orders s on s.id = d.shop_order_id
        where s.id = $1`,
      [order.id],
    );
    expect(placed).toEqual({ status: 'WAITING_TAKING', source: 'SHOP_ORDER', daifa_status: 'DONE' });
    await orders.open(`?q=${order.tid}`);
    await expect(orders.list()).toContainText('已代发');

    // The courier collected the parcel, but the platform refused the waybill at first: 回传失败.
    // (the order's tab and the day's tab counts moved along, as the courier's 揽收 moves them)
    const [daifa] = await sql<{ id: string; order_no: string }>(
      `update daifa_orders set status = 'DELIVERED', combined_state = 'DELIVERED', tab = 'SENT',
              waybill_no = '78900000000001', delivered_at = now()
        where shop_order_id = $1 returning id, order_no`,
      [order.id],
    );
    await sql(
      `with d as (select tenant_id, (created_at at time zone 'Asia/Shanghai')::date as day from daifa_orders where id = $1)
       insert into daifa_tab_counts (tenant_id, day, tab, n)
       select tenant_id, day, t.tab, t.n from d, (values ('WAIT_TAKE', -1), ('SENT', 1)) as t(tab, n)`,
      [daifa!.id],
    );
    await sql(
      `insert into shop_write_backs (tenant_id, daifa_order_id, shop_order_id, state, attempts, last_error)
       select tenant_id, id, shop_order_id, 'FAILED', 1, '平台拒绝：订单状态不允许发货' from daifa_orders where id = $1`,
      [daifa!.id],
    );
    const daifaOrders = new DaifaOrdersPage(page);
    await daifaOrders.open(`?q=${daifa!.order_no}`);
    await daifaOrders.list().getByRole('button', { name: daifa!.order_no }).click();
    const drawer = daifaOrders.drawer();
    await expect(drawer).toContainText('回传失败');
    await drawer.getByRole('button', { name: '重试回传' }).click();
    await expect(page.getByText('已重新回传，稍后刷新查看结果')).toBeVisible();
    // The server's runner sends it to the platform stand-in; the shop order comes back shipped.
    await expect
      .poll(
        async () =>
          (await sql<{ status: string }>(`select status from shop_orders where id = $1`, [order.id]))[0]!
            .status,
        { timeout: 20_000 },
      )
      .toBe('SENT');
    // 回传中 refreshes itself until the runner is done.
    await expect(drawer).toContainText('已回传', { timeout: 15_000 });
    await expect(drawer).toContainText(`运单号 78900000000001 已回传店铺订单 ${order.tid}`);
  });

  test('on a 390-px phone the dialog fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const order = await unplacedOrder();
    await page.goto(`/order/orderList?q=${order.tid}`);
    await page.getByRole('checkbox', { name: `选择订单 ${order.tid}` }).check();
    await page.getByRole('region', { name: '批量操作' }).getByRole('button', { name: '下单代发' }).click();
    const dialog = page.getByRole('dialog', { name: '下单代发' });
    await expect(dialog.getByRole('listitem', { name: `店铺订单 ${order.tid}` })).toBeVisible();
    await expect(page.locator('.ant-zoom-appear, .ant-zoom-enter')).toHaveCount(0);
    await page.screenshot({ path: '../../.artifacts/screens/from-shop-dialog-390.png', fullPage: false });
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });
});
