import {
  isBlack,
  layoutLabel,
  parseTemplate,
  pickupSampleData,
  renderRaster,
  templateToPickup,
} from '@oms/label-engine';
import { loadBundledFont } from '@oms/label-engine/node';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { sql, tenantId } from './support/db.ts';
import { ConsoleShell } from './pages/ConsoleShell.ts';

/** The preview image's pixels at its own size (one per printer dot), as grey levels. */
async function previewPng(page: Page) {
  return page.getByTestId('label-preview').evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const rgba = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    const gray = Array.from({ length: canvas.width * canvas.height }, (_, i) => rgba[i * 4]!);
    return { width: canvas.width, height: canvas.height, gray };
  });
}

test.describe('打印设置: the 60×40 pick-up label checklist', () => {
  test.beforeEach(async ({ signInAs }) => {
    const tenant = await tenantId('seller');
    await sql(`delete from print_settings where tenant_id = $1`, [tenant]);
    await signInAs('seller');
  });

  test('unticking, switching to 货号+规格 and to a QR pick code changes the label; saved, it comes back, dot for dot', async ({
    page,
  }) => {
    await page.goto('/print/printSetting');
    await expect(page.getByRole('heading', { name: '打印设置' })).toBeVisible();
    await expect(page.getByText('默认模板')).toBeVisible();
    const before = await previewPng(page);
    expect([before.width, before.height]).toEqual([480, 320]);

    const list = page.getByRole('list', { name: '拿货标签内容' });
    await list.getByRole('checkbox', { name: '买家备注', exact: true }).uncheck();
    await list.getByRole('radio', { name: '货号+规格', exact: true }).check();
    await list.getByRole('radio', { name: '二维码', exact: true }).check();
    await expect(page.getByText('未保存')).toBeVisible();
    await expect
      .poll(async () => (await previewPng(page)).gray.some((v, i) => v !== before.gray[i]))
      .toBe(true);
    await new ConsoleShell(page).screenshot('desktop-print-setting', { fullPage: true, settleMs: 300 });

    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText('打印设置已保存')).toBeVisible();
    await expect(page.getByText('第 1 版')).toBeVisible();

    await page.reload();
    await expect(list.getByRole('checkbox', { name: '买家备注', exact: true })).not.toBeChecked();
    await expect(list.getByRole('radio', { name: '货号+规格', exact: true })).toBeChecked();
    await expect(list.getByRole('radio', { name: '二维码', exact: true })).toBeChecked();

    // the saved template keeps the spec's format, and the preview is its raster dot for dot
    const [row] = await sql<{ body: unknown; kind: string }>(
      `select t.body, t.kind from print_settings s join label_templates t on t.id = s.pickup_template_id where s.tenant_id = $1`,
      [await tenantId('seller')],
    );
    expect(row!.kind).toBe('pickup-60x40');
    const template = parseTemplate(row!.body);
    const spec = templateToPickup(template);
    expect(spec.originCanvasData.elements.find((e) => e.key === 'BUYER_REMARK')?.visible).toBe(false);
    const font = loadBundledFont();
    const raster = renderRaster(layoutLabel(template, pickupSampleData(spec), { font, dpi: 203 }), font);
    const shown = await previewPng(page);
    let differing = 0;
    for (let y = 0; y < raster.height; y++)
      for (let x = 0; x < raster.width; x++)
        if (isBlack(raster, x, y) !== shown.gray[y * shown.width + x]! < 128) differing++;
    expect(differing).toBe(0);
  });
});
