import { NO_BLEACH, WASH_30 } from '../../../packages/label-engine/src/presets/care-symbols.ts';
import { expect, test } from './support/test.ts';
import { sql, tenantId } from './support/db.ts';
import { clearClodopTasks, clodopSituation, clodopTasks } from './support/clodop.ts';
import { ConsoleShell } from './pages/ConsoleShell.ts';

const png = (dataUrl: string) => Buffer.from(dataUrl.split(',')[1]!, 'base64');

test.describe('自定义合格证', () => {
  test.beforeEach(async ({ signInAs }) => {
    await clodopSituation('ok');
    await clearClodopTasks();
    await sql(`delete from custom_certificates where tenant_id = $1`, [await tenantId('seller')]);
    await signInAs('seller');
  });

  test('a certificate with two washed-label pictures, saved, listed and printed in 3 copies', async ({
    page,
  }) => {
    await page.goto('/basicSet/customCertificate');
    await expect(page.getByRole('heading', { name: '自定义合格证' })).toBeVisible();
    await page.getByRole('link', { name: /新建合格证/ }).click();
    await expect(page.getByRole('heading', { name: '新建合格证' })).toBeVisible();
    await expect(page.getByLabel('标题')).toHaveValue('合格证');
    await page.getByLabel('品牌').fill('衣衫汇');
    await page.getByLabel('品名').fill('针织连衣裙');
    await page.getByLabel('货号').fill('L6021');
    await page.getByLabel('规格').fill('165/88A (M)');
    await page.getByLabel('成分').fill('面料：棉 65% 聚酯纤维 35%');
    const upload = page.locator('.oms-washed-labels input[type=file]');
    await upload.setInputFiles({ name: 'wash.png', mimeType: 'image/png', buffer: png(WASH_30) });
    await page.getByLabel('洗水标1说明').fill('30℃水洗');
    await upload.setInputFiles({ name: 'bleach.png', mimeType: 'image/png', buffer: png(NO_BLEACH) });
    await page.getByLabel('洗水标2说明').fill('不可漂白');
    await page.getByLabel('份数').fill('3');
    await expect(page.getByTestId('label-preview')).toBeVisible();
    await new ConsoleShell(page).screenshot('desktop-certificate-editor', { fullPage: true, settleMs: 300 });

    await page.getByRole('button', { name: '保存并打印' }).click();
    await expect(page.getByText('合格证已创建')).toBeVisible();
    const dialog = page.getByRole('dialog', { name: '打印', exact: true });
    await expect(dialog.getByRole('region', { name: '打印环境检测' })).toContainText('已连接');
    await dialog.getByRole('button', { name: /^打\s*印$/ }).click();
    await expect(dialog).toContainText('完成：成功 3 张，失败 0 张');
    const tasks = await clodopTasks();
    expect(tasks).toHaveLength(3);
    // a 40×70 certificate page: 400×700 tenths of a millimetre
    expect(tasks[0]!.calls.find((c) => c.fn === 'SET_PRINT_PAGESIZE')!.args).toEqual([1, 400, 700, '']);

    await dialog
      .getByRole('button', { name: /关\s*闭/ })
      .last()
      .click();
    await expect(page).toHaveURL(/\/basicSet\/customCertificate$/);
    const row = page.getByRole('row').filter({ hasText: 'L6021' });
    await expect(row).toContainText('2 个');
    await expect(row).toContainText('针织连衣裙');
    const [saved] = await sql<{ fields: { washedLabelList: { zhDesc: string }[]; quantity: number } }>(
      `select fields from custom_certificates where art_no = 'L6021'`,
    );
    expect(saved!.fields.washedLabelList.map((w) => w.zhDesc)).toEqual(['30℃水洗', '不可漂白']);
    expect(saved!.fields.quantity).toBe(3);
  });

  test('required fields are named in Chinese before anything is saved', async ({ page }) => {
    await page.goto('/basicSet/addCustomCertificate');
    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    await expect(page.getByText('请输入品牌')).toBeVisible();
    await expect(page.getByText('请输入货号')).toBeVisible();
    expect(
      await sql(`select 1 from custom_certificates where tenant_id = $1`, [await tenantId('seller')]),
    ).toHaveLength(0);
  });

  test('份数 0 is said on the field (not saved as 1); a second certificate of one 货号 is refused on 货号; times dashed', async ({
    page,
  }) => {
    const fill = async (artNo: string, copies: string) => {
      await page.goto('/basicSet/addCustomCertificate');
      await page.getByLabel('品牌').fill('衣衫汇');
      await page.getByLabel('品名').fill('针织连衣裙');
      await page.getByLabel('货号').fill(artNo);
      await page.getByLabel('份数').fill(copies);
      await page.getByRole('button', { name: /^保\s*存$/ }).click();
    };
    await fill('D900', '0');
    await expect(page.getByText('份数至少1份')).toBeVisible();
    expect(
      await sql(`select 1 from custom_certificates where tenant_id = $1`, [await tenantId('seller')]),
    ).toHaveLength(0);
    await page.getByLabel('份数').fill('2');
    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    await expect(page).toHaveURL(/\/basicSet\/customCertificate$/);
    // Times as everywhere else in the console: 2026-11-28 14:03:05, not 2026/11/28.
    await expect(page.getByRole('row').filter({ hasText: 'D900' })).toContainText(
      /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/,
    );

    await fill('d900', '1');
    const field = page.locator('.ant-form-item').filter({ has: page.getByLabel('货号') });
    await expect(field).toContainText('货号 d900 已有合格证，请直接编辑它');
  });
});
