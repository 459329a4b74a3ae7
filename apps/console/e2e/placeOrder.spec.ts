import { expect, test } from './support/test.ts';
import { sql } from './support/db.ts';
import { FundsPages, expectUrl } from './pages/FundsPages.ts';
import { PlaceOrderPage } from './pages/PlaceOrderPage.ts';
import { expectFitsWidth } from './support/layout.ts';
import { setMarketPrice } from './support/market.ts';

test.describe('代发下单 (seller)', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('seller');
  });

  test('two goods from the market, a pasted address, 中通 → PIN pay → the order waits in 待拿货', async ({
    page,
  }) => {
    await page.goto('/order/daifaOrderList');
    await page.getByRole('link', { name: '代发下单' }).click();
    const place = new PlaceOrderPage(page);
    // an empty cart weighs nothing yet
    await expect(page.getByLabel('费用')).toContainText('预估重量—');
    await expect(
      place
        .results()
        .getByRole('button', { name: /^添加 / })
        .first(),
    ).toBeVisible();
    const first = await place.addResult(0);
    await place.addResult(1);
    await expect(place.lines().getByRole('row')).toHaveCount(3);
    await place.lines().getByLabel(`${first} 数量`).fill('2');

    await place.recognise('收货人：王小明，手机号码：13912345678，广东省深圳市南山区科技园科苑路15号');
    await expect(page.getByText('已识别，请核对')).toBeVisible();
    await expect(page.getByLabel('收件人')).toHaveValue('王小明');
    await expect(page.getByLabel('详细地址')).toHaveValue('科技园科苑路15号');
    await place.courier('中通快递').check();
    // 生意网's 精细质检: ¥0.50 a piece on top of 代发费 (3 pieces)
    const before = await place.dueFen();
    await page.getByRole('radio', { name: /精细质检/ }).check();
    await expect.poll(() => place.dueFen()).toBe(before + 150);
    await expect(page.getByRole('radio', { name: /鞋盒/ })).toHaveCount(0);
    const due = await place.dueFen();
    await page.screenshot({ path: '../../.artifacts/screens/place-order-1440.png', fullPage: true });
    await place.submit();

    await expectUrl(page, /\/funds\/pay\?payNo=ZF\d+/);
    const funds = new FundsPages(page);
    await funds.pin().fill('258369');
    await page.getByRole('button', { name: /确认支付/ }).click();
    await expectUrl(page, /\/order\/daifaOrderList/);
    const [order] = await sql<{
      order_no: string;
      status: string;
      total: string;
      district: string;
      receiver_name: string;
    }>(
      `select order_no, status, (goods_fen + service_fen + freight_fen)::text as total, district, receiver_name
         from daifa_orders where source = 'MANUAL' and receiver_name = '王小明' order by id desc limit 1`,
    );
    expect(order).toMatchObject({ status: 'WAITING_TAKING', district: '南山区', receiver_name: '王小明' });
    // what the form showed is what was charged
    expect(Number(order!.total)).toBe(due);
    const [extras] = await sql<{ extras: object }>(`select extras from daifa_orders where order_no = $1`, [
      order!.order_no,
    ]);
    expect(extras!.extras).toEqual({ qc: 'FINE' });
    await page.goto('/order/daifaOrderList?tab=WAIT_TAKE');
    await expect(page.getByRole('button', { name: order!.order_no })).toBeVisible();
  });

  test('a goods page’s link: the goods prefilled; after paying the buyer is sent back with the order and the result', async ({
    page,
    baseURL,
  }) => {
    const place = new PlaceOrderPage(page);
    await place.open();
    const goods = await place.firstGoods();
    const callback = `${baseURL}/home?from=goods`;
    const query = new URLSearchParams({
      goodsId: goods.goodsId,
      color: goods.colors.at(-1)!,
      size: goods.sizes.at(-1)!,
      num: '2',
      advertCode: 'AD2026',
      callback_url: callback,
    });
    await place.open(`?${query.toString()}`);
    await expect(place.lines().getByRole('row')).toHaveCount(2);
    await expect(place.lines().getByRole('spinbutton')).toHaveValue('2');
    await place.recognise('李雷 13800138000 北京市朝阳区建国路88号');
    await place.courier('中通快递').check();
    await place.submit();
    await expectUrl(page, /\/funds\/pay\?payNo=ZF\d+/);
    await new FundsPages(page).pin().fill('258369');
    await page.getByRole('button', { name: /确认支付/ }).click();
    await expectUrl(page, /\/home\?/);
    const back = new URL(page.url());
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      from: 'goods',
      advertCode: 'AD2026',
      result: 'success',
      orderNo: expect.stringMatching(/^DF\d{14}$/),
    });
    const [row] = await sql<{ source: string; qty: number; color: string }>(
      `select o.source, l.qty, l.color from daifa_orders o join daifa_order_lines l on l.order_id = o.id
        where o.order_no = $1`,
      [back.searchParams.get('orderNo')],
    );
    expect(row).toMatchObject({ source: 'GOODS_PAGE', qty: 2, color: goods.colors.at(-1) });
  });

  test('核价 before paying: a stall that raised its price since the goods were added is named, the page takes the new price', async ({
    page,
  }) => {
    const place = new PlaceOrderPage(page);
    await place.open();
    const goods = await place.firstGoods();
    expect(await place.addResult(0)).toBe(goods.articleNo);
    await place.recognise('周婷 13912340001 广东省广州市天河区体育西路1号');
    await place.courier('中通快递').check();
    const shown = await place.dueFen();
    const raisedFen = goods.priceFen + 500;
    await setMarketPrice(goods.goodsId, raisedFen);
    try {
      await place.submit();
      const notice = page.getByRole('dialog').filter({ hasText: '价格已变化' });
      await expect(notice.getByRole('list', { name: '价格变化' })).toContainText(
        `${goods.articleNo} ${goods.colors[0]}/${goods.sizes[0]}：¥${(goods.priceFen / 100).toFixed(2)} → ¥${(raisedFen / 100).toFixed(2)}`,
      );
      await expect(notice).toContainText(
        `应付 ¥${((shown + 500) / 100).toFixed(2)}（原 ¥${(shown / 100).toFixed(2)}）`,
      );
      await page.screenshot({ path: '../../.artifacts/screens/place-order-price-changed.png' });
      await notice.getByRole('button', { name: '返回修改' }).click();
      await expect(notice).toBeHidden();
      // the form now shows the stall's price; placed as it stands, no second notice
      await expect.poll(() => place.dueFen()).toBe(shown + 500);
      await expect(page).toHaveURL(/\/order\/placeOrder/);
      await place.submit();
      await expect(page).toHaveURL(/\/funds\/pay\?payNo=ZF\d+/);
      const [order] = await sql<{ total: string }>(
        `select (goods_fen + service_fen + freight_fen)::text as total from daifa_orders
          where receiver_name = '周婷' order by id desc limit 1`,
      );
      expect(Number(order!.total)).toBe(shown + 500);
    } finally {
      await setMarketPrice(goods.goodsId, null);
    }
  });

  test('nothing placed without goods and a courier; the refusal says what is missing', async ({ page }) => {
    const place = new PlaceOrderPage(page);
    await place.open();
    await place.submit();
    await expect(page.getByText('请输入收件人')).toBeVisible();
    await place.recognise('韩梅梅 13700137000 广东省广州市白云区三元里大道1号');
    await place.submit();
    await expect(page.getByRole('alert').filter({ hasText: '请添加商品' })).toBeVisible();
    await place.addResult(0);
    await place.submit();
    await expect(page.getByRole('alert').filter({ hasText: '请选择快递' })).toBeVisible();
  });

  test('on a 390-px phone the form fits without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const place = new PlaceOrderPage(page);
    await place.open();
    await place.addResult(0);
    await place.recognise('张三 13800138000 广东省深圳市南山区科技园1号');
    await place.courier('中通快递').check();
    await expectFitsWidth(page);
    await page.screenshot({ path: '../../.artifacts/screens/place-order-390.png', fullPage: true });
  });
});
