import { expect, test } from './support/test.ts';
import { pickOption } from './pages/dialogs.ts';
import { expectFitsWidth } from './support/layout.ts';

test.describe('快递列表 (seller)', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('seller');
  });

  test('each courier’s fees by zone and where it does not go; the calculator prices a parcel', async ({
    page,
  }) => {
    await page.goto('/order/placeOrder');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: '快递列表' }).click(),
    ]);
    await expect(popup).toHaveURL(/\/order\/expressList$/);
    await expect(popup).toHaveTitle(/^快递列表 \| /);
    // outside the main frame: no menu
    await expect(popup.getByRole('menu')).toHaveCount(0);
    const couriers = popup.getByRole('table', { name: '快递公司' });
    await expect(couriers.getByRole('row')).toHaveCount(11);
    const zto = couriers.getByRole('row').filter({ hasText: '中通快递' });
    await expect(zto).toContainText('首重 ¥3.00 · 续重 ¥1.00/kg：广东');
    await expect(zto).toContainText('首重 ¥15.00 · 续重 ¥10.00/kg');
    await expect(zto).toContainText('台湾、香港、澳门');

    // 34 provinces: typed to find, as a seller would
    await popup.getByLabel('收件省份').fill('新疆');
    await pickOption(popup, popup.getByLabel('收件省份'), '新疆维吾尔自治区');
    await popup.getByLabel('重量（kg）').fill('2.5');
    await popup.getByLabel('重量（kg）').blur();
    const quotes = popup.getByRole('table', { name: '运费查询结果' });
    // 2.5 kg → 3 kg: ¥15.00 + 2 × ¥10.00
    await expect(quotes.getByRole('row').filter({ hasText: '中通快递' })).toContainText('¥35.00');
    await popup.screenshot({ path: '../../.artifacts/screens/express-list-1440.png', fullPage: true });
  });
});

test.describe('快递列表 on a 390-px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('the page fits: each courier a card with its zones', async ({ page, signInAs }) => {
    await signInAs('seller');
    await page.goto('/order/expressList');
    // a card per courier instead of a table
    const couriers = page.getByLabel('快递公司');
    await expect(couriers.getByRole('listitem')).toHaveCount(10);
    await expect(couriers.getByRole('listitem', { name: '中通快递' })).toContainText(
      '不送达：台湾、香港、澳门',
    );
    await expectFitsWidth(page);
    await page.screenshot({ path: '../../.artifacts/screens/express-list-390.png', fullPage: true });
  });
});
