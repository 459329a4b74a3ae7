import { expect, test } from './support/test.ts';
import { sql } from './support/db.ts';
import { pickOption } from './pages/dialogs.ts';
import { PlaceOrderPage } from './pages/PlaceOrderPage.ts';
import { expectFitsWidth } from './support/layout.ts';

/** A 4×4 red PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGM4L6wERwzEcQCxkxBB2EnKlAAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('自定义商品 (seller, 生意网)', () => {
  // with the dialogs' animations, as most sellers have them: the focus test below is about them
  test.use({ reducedMotion: 'no-preference' });

  test.beforeEach(async ({ signInAs }) => {
    await signInAs('seller');
  });

  test('a goods the market lacks is registered, edited, then placed in 代发下单 by 档口 and 货号', async ({
    page,
  }) => {
    const articleNo = `ZS-${Date.now() % 100000}`;
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.goto('/goods/customGoods');
    await expect(page.getByRole('heading', { name: '自定义商品' })).toBeVisible();
    await page.getByRole('button', { name: '新增自定义商品' }).click();
    const dialog = page.getByRole('dialog', { name: '新增自定义商品' });
    await dialog.getByLabel('档口', { exact: true }).fill('新金马 3F-318');
    await dialog.getByLabel('货号').fill(articleNo);
    await dialog.getByLabel('商品名称').fill('真丝衬衫');
    // Enter in a field saves, as in any form; half filled, the form names what is missing first
    await dialog.getByLabel('商品名称').press('Enter');
    await expect(dialog.getByText('请至少填写一个颜色')).toBeVisible();
    await expect(dialog.getByText('请填写档口价')).toBeVisible();
    // told on the fields, and nothing thrown behind them (保存 used to leave an unhandled rejection)
    expect(pageErrors).toEqual([]);
    for (const colour of ['白色', '香槟色']) {
      await dialog.getByLabel('颜色').fill(colour);
      await dialog.getByLabel('颜色').press('Enter');
    }
    await dialog.getByLabel('尺码').fill('M');
    await dialog.getByLabel('尺码').press('Enter');
    await dialog.getByLabel('档口价').fill('88');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText('已添加自定义商品')).toBeVisible();
    const row = page
      .getByRole('table', { name: '自定义商品' })
      .getByRole('row')
      .filter({ hasText: articleNo });
    await expect(row).toContainText('白色、香槟色');
    await expect(row).toContainText('¥88.00');

    // the same 档口 + 货号 again: told on the 货号 field
    await page.getByRole('button', { name: '新增自定义商品' }).click();
    const again = page.getByRole('dialog', { name: '新增自定义商品' });
    // someone quicker than the opening animation keeps the field they chose (a 颜色 typed there
    // would be dropped if focus jumped to 档口 when the dialog finished opening)
    await again.getByLabel('货号').focus();
    await page.waitForFunction(() => !document.querySelector('.ant-modal[class*="ant-zoom"]'));
    await expect(again.getByLabel('货号')).toBeFocused();
    await again.getByLabel('档口', { exact: true }).fill('新金马 3F-318');
    await again.getByLabel('货号').fill(articleNo);
    await again.getByLabel('商品名称').fill('重复');
    await again.getByLabel('颜色').fill('黑色');
    await again.getByLabel('颜色').press('Enter');
    await again.getByLabel('尺码').fill('L');
    await again.getByLabel('尺码').press('Enter');
    await again.getByLabel('档口价').fill('10');
    await again.getByRole('button', { name: /保\s*存/ }).click();
    await expect(again.getByText('该档口已有相同货号的自定义商品')).toBeVisible();
    await again.getByRole('button', { name: /取\s*消/ }).click();

    await row.getByRole('button', { name: `编辑 ${articleNo}` }).click();
    const edit = page.getByRole('dialog', { name: '编辑自定义商品' });
    await expect(edit.getByLabel('货号')).toHaveValue(articleNo);
    await edit.getByLabel('尺码').fill('L');
    await edit.getByLabel('尺码').press('Enter');
    // the stall's phone and a picture for the picker: a text file is refused before it is sent
    await edit.getByLabel('档口电话').fill('1381234');
    await edit.locator('input[type=file]').setInputFiles({
      name: 'a.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expect(page.getByText('图片格式仅支持 jpg、png、webp')).toBeVisible();
    await edit
      .locator('input[type=file]')
      .setInputFiles({ name: 'shirt.png', mimeType: 'image/png', buffer: PNG });
    await expect(edit.getByRole('img', { name: '商品图片' })).toBeVisible();
    await edit.getByRole('button', { name: /保\s*存/ }).click();
    await expect(edit.getByText('请输入正确的手机号、座机号或虚拟号')).toBeVisible();
    await edit.getByLabel('档口电话').fill('13812345678');
    await edit.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText('已保存')).toBeVisible();
    await expect(row).toContainText('13812345678');
    await expect(row.getByRole('img', { name: `${articleNo} 图片` })).toBeVisible();
    await page.screenshot({ path: '../../.artifacts/screens/custom-goods-1440.png', fullPage: true });

    const place = new PlaceOrderPage(page);
    await place.open();
    await pickOption(page, page.getByLabel('选择自定义商品'), articleNo);
    await page.getByRole('button', { name: '添加', exact: true }).click();
    const line = place.lines().getByRole('row').filter({ hasText: articleNo });
    await expect(line).toContainText('新金马 3F-318');
    await expect(line.getByRole('button', { name: '找同款' })).toHaveCount(0);
    await place.recognise('收货人：林晓，手机号码：13912345670，广东省广州市天河区体育西路191号');
    await expect(page.getByLabel('收件人')).toHaveValue('林晓');
    await place.courier('中通快递').check();
    await place.submit();
    await expect(page).toHaveURL(/\/funds\/pay\?payNo=ZF\d+/);
    const [placed] = await sql<{ goods_id: string | null; stall: string; price_fen: string }>(
      `select l.goods_id, l.stall, l.price_fen::text from daifa_order_lines l join daifa_orders o on o.id = l.order_id
        where o.receiver_name = '林晓' and l.article_no = $1 order by l.id desc limit 1`,
      [articleNo],
    );
    expect(placed).toEqual({ goods_id: null, stall: '新金马 3F-318', price_fen: '8800' });
  });

  test('keyboard only on a 390-px phone: 新增自定义商品 filled and saved, then chosen and added in 代发下单', async ({
    page,
  }) => {
    const articleNo = `KB-${Date.now() % 100000}`;
    const tabTo = async (name: RegExp) => {
      for (let i = 0; i < 8; i++) {
        if (
          await page
            .getByRole('button', { name })
            .evaluate((b) => b === document.activeElement)
            .catch(() => false)
        )
          return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`Tab never reached ${String(name)}`);
    };
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/goods/customGoods');
    await page.getByRole('button', { name: '新增自定义商品' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '新增自定义商品' });
    // the dialog opens on its first field
    await expect(dialog.getByLabel('档口', { exact: true })).toBeFocused();
    await page.keyboard.type('新金马 2F-206');
    await page.keyboard.press('Tab');
    await page.keyboard.type(articleNo);
    await page.keyboard.press('Tab');
    await page.keyboard.type('针织背心');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('颜色')).toBeFocused();
    await page.keyboard.type('燕麦色');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('尺码')).toBeFocused();
    await page.keyboard.type('均码');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('档口价')).toBeFocused();
    await page.keyboard.type('45');
    await expect(dialog).toContainText('燕麦色');
    await expectFitsWidth(page);
    await dialog.screenshot({ path: '../../.artifacts/screens/custom-goods-dialog-390.png' });
    await tabTo(/保\s*存/);
    await page.keyboard.press('Enter');
    await expect(page.getByText('已添加自定义商品')).toBeVisible();
    await expect(dialog).toBeHidden();

    const place = new PlaceOrderPage(page);
    await place.open();
    const picker = page.getByRole('combobox', { name: '选择自定义商品' });
    await picker.focus();
    await page.keyboard.type(articleNo);
    // the one found is the active one: Enter takes it
    await expect(
      page.locator('.ant-select-item-option-active').filter({ hasText: `${articleNo} · 新金马 2F-206` }),
    ).toBeVisible();
    await expectFitsWidth(page);
    await page.screenshot({ path: '../../.artifacts/screens/place-order-custom-goods-390.png' });
    await page.keyboard.press('Enter');
    // the list closes on the choice; Tab then goes on to 添加
    await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: '添加', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    const line = place.lines().getByRole('row').filter({ hasText: articleNo });
    await expect(line).toContainText('新金马 2F-206');
    await expect(line).toContainText('燕麦色');
    await expect(line).toContainText('¥45.00');
  });
});
