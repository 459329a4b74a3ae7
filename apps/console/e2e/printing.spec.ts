import { readFile } from 'node:fs/promises';
import { isBlack, layoutLabel, parseTemplate, renderRaster } from '@oms/label-engine';
import { loadBundledFont } from '@oms/label-engine/node';
import { readCodes } from '@oms/label-engine/testing';
import { expect, test } from './support/test.ts';
import { sql } from './support/db.ts';
import { clearClodopTasks, clodopSituation, clodopTasks, taskRaster } from './support/clodop.ts';
import { rasterisePdf } from './support/pdfRaster.ts';
import { LabelDesignerPage } from './pages/LabelDesignerPage.ts';
import { ConsoleShell } from './pages/ConsoleShell.ts';
import { pickOption } from './pages/dialogs.ts';

const TAKE_CODE = 'TK2024112400021';
const QR_DATA = 'https://oms.example.com/t/TK2024112400021';

test.describe('printing through C-Lodop (the stand-in on 8000/18000)', () => {
  test.beforeEach(async ({ signInAs }) => {
    await clodopSituation('ok');
    await clearClodopTasks();
    await sql(`delete from label_templates where name like 'E2E打印%'`);
    await sql(`delete from print_jobs where template_name like 'E2E打印%'`);
    await signInAs('seller');
  });
  test.afterAll(async () => clodopSituation('ok'));

  test('a label designed here prints on the chosen printer; the recorded job equals the preview dot for dot and its codes scan', async ({
    page,
  }) => {
    const designer = new LabelDesignerPage(page);
    await designer.open();
    await designer.newTemplate('E2E打印标签');
    await designer.add('文本');
    await designer.setContent('档口 3F-A12 红色 / M');
    await designer.add('条形码');
    await designer.setContent(TAKE_CODE);
    await designer.add('二维码');
    await designer.setContent(QR_DATA);
    await designer.add('虚线');
    await designer.save();
    await expect(page.getByText('已保存为第 2 版')).toBeVisible();
    await page.reload();
    await expect(designer.layers()).toHaveCount(4);

    await designer.openPrint();
    const dialog = page.getByRole('dialog', { name: '打印', exact: true });
    const env = dialog.getByRole('region', { name: '打印环境检测' });
    await expect(env).toContainText('已连接');
    await expect(env).toContainText('Xprinter XP-365B');
    await pickOption(page, dialog.getByLabel('打印机'), 'Xprinter XP-365B');
    await dialog.getByLabel('份数').fill('2');
    await new ConsoleShell(page).screenshot('desktop-print-dialog', { fullPage: false, settleMs: 300 });
    await dialog.getByRole('button', { name: /^打\s*印$/ }).click();
    await expect(dialog).toContainText('完成：成功 2 张，失败 0 张');

    const tasks = await clodopTasks();
    expect(tasks).toHaveLength(2);
    expect(tasks[0]).toMatchObject({
      printer: 'Xprinter XP-365B',
      result: 'printed',
      taskName: 'E2E打印标签',
    });
    expect(tasks[0]!.calls.find((c) => c.fn === 'SET_PRINT_PAGESIZE')!.args).toEqual([1, 600, 400, '']);
    const [row] = await sql<{ body: unknown }>(
      `select body from label_templates where name = 'E2E打印标签' and deleted_at is null`,
    );
    const font = loadBundledFont();
    const layout = layoutLabel(parseTemplate(row!.body), {}, { font, dpi: 203 });
    const preview = renderRaster(layout, font);
    const printed = taskRaster(tasks[0]!);
    let differing = 0;
    for (let y = 0; y < preview.height; y++)
      for (let x = 0; x < preview.width; x++)
        if (isBlack(preview, x, y) !== isBlack(printed, x, y)) differing++;
    expect([printed.width, printed.height, differing]).toEqual([480, 320, 0]);
    expect(readCodes(printed, layout).map((c) => [c.kind, c.read])).toEqual([
      ['barcode', TAKE_CODE],
      ['qrcode', QR_DATA],
    ]);

    // the print log has the job; 重打 prints the same labels again
    await dialog
      .getByRole('button', { name: /关\s*闭/ })
      .last()
      .click();
    await page.getByRole('button', { name: '打印记录' }).click();
    const log = page.getByRole('dialog', { name: '打印记录' });
    const jobRow = log.getByRole('row').filter({ hasText: 'E2E打印标签' }).first();
    await expect(jobRow).toContainText('已打印');
    await expect(jobRow).toContainText('Xprinter XP-365B');
    await jobRow.getByRole('button', { name: '重打' }).click();
    const again = page.getByRole('dialog', { name: '打印', exact: true });
    await again.getByRole('button', { name: /^打\s*印$/ }).click();
    await expect(again).toContainText('完成：成功 2 张，失败 0 张');
    expect(await clodopTasks()).toHaveLength(4);
  });

  test('an offline printer: each label says why, and the log says 打印失败', async ({ page }) => {
    const designer = new LabelDesignerPage(page);
    await designer.open();
    await designer.newTemplate('E2E打印脱机');
    await designer.add('文本');
    await designer.save();
    await designer.openPrint();
    const dialog = page.getByRole('dialog', { name: '打印', exact: true });
    await pickOption(page, dialog.getByLabel('打印机'), '仓库打印机(脱机)');
    await dialog.getByRole('button', { name: /^打\s*印$/ }).click();
    await expect(dialog.getByRole('list', { name: '打印失败的标签' })).toContainText(
      '第 1 张：打印机脱机或缺纸',
    );
    const [job] = await sql<{ result: string; error: string }>(
      `select result, error from print_jobs where template_name = 'E2E打印脱机'`,
    );
    expect(job).toEqual({ result: 'FAILED', error: '第1张：打印机脱机或缺纸' });
  });

  test('浏览器打印: the PDF in the print frame, rasterised at 203 dpi, is the preview and its codes scan', async ({
    page,
  }) => {
    // keep the PDF the console hands to the hidden frame, and the frame's print dialog shut
    await page.addInitScript(() => {
      const create = URL.createObjectURL.bind(URL);
      URL.createObjectURL = (obj: Blob | MediaSource) => {
        if (obj instanceof Blob && obj.type === 'application/pdf')
          (window as unknown as { __pdf: Blob }).__pdf = obj;
        return create(obj);
      };
      window.print = () => undefined;
    });
    const designer = new LabelDesignerPage(page);
    await designer.open();
    await designer.newTemplate('E2E打印浏览器');
    await designer.add('条形码');
    await designer.setContent(TAKE_CODE);
    await designer.add('二维码');
    await designer.setContent(QR_DATA);
    await designer.save();
    await expect(page.getByText('已保存为第 2 版')).toBeVisible();
    const dialog = await designer.openPrint();
    await pickOption(page, dialog.getByLabel('打印方式'), '浏览器打印');
    await dialog.getByRole('button', { name: /^打\s*印$/ }).click();
    await expect(dialog).toContainText('完成：成功 1 张，失败 0 张');
    const pdf = await page.evaluate(async () =>
      Array.from(new Uint8Array(await (window as unknown as { __pdf: Blob }).__pdf.arrayBuffer())),
    );

    const [printed] = await rasterisePdf(Uint8Array.from(pdf));
    const [row] = await sql<{ body: unknown }>(
      `select body from label_templates where name = 'E2E打印浏览器' and deleted_at is null`,
    );
    const font = loadBundledFont();
    const layout = layoutLabel(parseTemplate(row!.body), {}, { font, dpi: 203 });
    const preview = renderRaster(layout, font);
    expect([printed!.width, printed!.height]).toEqual([480, 320]);
    let differing = 0;
    let inked = 0;
    for (let y = 0; y < preview.height; y++)
      for (let x = 0; x < preview.width; x++) {
        if (isBlack(preview, x, y)) inked++;
        if (isBlack(preview, x, y) !== isBlack(printed!, x, y)) differing++;
      }
    // a vector PDF rasterised by another renderer: edges may land a dot either way, nothing more
    expect(differing / inked).toBeLessThan(0.02);
    expect(readCodes(printed!, layout).map((c) => [c.kind, c.read])).toEqual([
      ['barcode', TAKE_CODE],
      ['qrcode', QR_DATA],
    ]);

    // no label printer: 7 copies on an A4 sticker sheet, saved as a PDF (one page, each label's codes still scan)
    await dialog.getByLabel('份数').fill('7');
    // by keys alone: 纸张 opened and moved to A4, 下载PDF pressed
    const sheet = dialog.getByLabel('纸张');
    await sheet.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'A4 纸（多张排版，带裁切线）' })).toBeAttached();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    // (picked: the file below is one A4 page)
    const saved = page.waitForEvent('download');
    await dialog.getByRole('button', { name: '下载PDF' }).focus();
    await page.keyboard.press('Enter');
    const file = await saved;
    expect(file.suggestedFilename()).toBe('E2E打印浏览器.pdf');
    const sheets = await rasterisePdf(new Uint8Array(await readFile((await file.path())!)));
    expect(sheets).toHaveLength(1);
    expect([sheets[0]!.width, sheets[0]!.height]).toEqual([1680, 2376]);
    await expect(page.getByText('已下载 7 张标签的 PDF')).toBeVisible();
    await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    const [logged] = await sql<{ printer: string; labels: number }>(
      `select printer, labels from print_jobs where template_name = 'E2E打印浏览器' order by id desc limit 1`,
    );
    expect(logged).toEqual({ printer: '下载PDF', labels: 7 });
  });

  test('打印环境检测 explains each situation in Chinese with its fix', async ({ page }) => {
    const designer = new LabelDesignerPage(page);
    await designer.open();
    await designer.newTemplate('E2E打印环境');
    await designer.openPrint();
    const dialog = page.getByRole('dialog', { name: '打印', exact: true });
    const env = dialog.getByRole('region', { name: '打印环境检测' });
    await expect(env).toContainText('已连接');
    const cases = [
      ['not-started', 'Web打印服务 CLodop 未安装或未启动', '再次启动'],
      ['control-missing', '打印控件未安装', '下载安装'],
      ['service-outdated', 'Web打印服务 CLodop 版本过低（当前 4.0.9.8，最低 6.5.0.0）', '下载升级'],
      ['control-outdated', '打印控件版本过低（当前 6.1.9.8，最低 6.2.2.6）', '下载升级'],
    ] as const;
    for (const [situation, message, link] of cases) {
      await clodopSituation(situation);
      await env.getByRole('button', { name: '重新检测' }).click();
      const problem = env.getByRole('alert');
      await expect(problem).toContainText(message);
      await expect(problem.getByRole('link', { name: link })).toBeVisible();
      await expect(problem).toContainText('浏览器升级或重装');
      await expect(dialog.getByRole('button', { name: /^打\s*印$/ })).toBeDisabled();
      if (situation === 'not-started')
        await new ConsoleShell(page).screenshot('desktop-print-env-not-started', { fullPage: false });
    }
    // the browser's own print dialog stays available
    await pickOption(page, dialog.getByLabel('打印方式'), '浏览器打印');
    await expect(dialog.getByRole('button', { name: /^打\s*印$/ })).toBeEnabled();
    await clodopSituation('ok');
  });
});
