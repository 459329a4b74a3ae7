import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../e2e/support/test.ts';
import { sql, tenantId } from '../e2e/support/db.ts';
import { LabelDesignerPage } from '../e2e/pages/LabelDesignerPage.ts';

/**
 * The label designer with 200 elements: frames per second while dragging (target ≥ 50), the time an
 * edit takes to redraw the 1-bit printer view (target ≤ 16 ms), and the bundle sizes of the pages
 * that draw labels (they must stay out of the entry bundle).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function manyElements(n: number) {
  const elements = [];
  for (let i = 0; i < n; i++) {
    const col = i % 10;
    const row = Math.floor(i / 10);
    const x = 1 + col * 9.8;
    const y = 1 + row * 3.4;
    elements.push(
      i % 4 === 3
        ? { id: `b${i}`, type: 'barcode', x, y, width: 9, height: 3, content: `${100 + i}`, showText: false }
        : { id: `t${i}`, type: 'text', x, y, width: 9, height: 3, content: `第${i}号 货`, fontSize: 2.2 },
    );
  }
  return { schemaVersion: 2, name: '压力测试200', width: 100, height: 70, elements };
}

test('designer with 200 elements: drag frame rate and printer-view redraw', async ({ page, signInAs }) => {
  const tenant = await tenantId('seller');
  await sql(`delete from label_templates where tenant_id = $1 and name = '压力测试200'`, [tenant]);
  const body = JSON.stringify(manyElements(200));
  const [row] = await sql<{ id: string }>(
    `insert into label_templates (tenant_id, kind, name, version, body, updated_by) values ($1, 'custom', '压力测试200', 1, $2, $1) returning id`,
    [tenant, body],
  );
  await sql(`insert into label_template_versions (template_id, version, name, body, created_by) values ($1, 1, '压力测试200', $2, $3)`, [
    row!.id,
    body,
    tenant,
  ]);
  await signInAs('seller');
  const designer = new LabelDesignerPage(page);
  await designer.open(`?id=${row!.id}`);
  await expect(designer.layers()).toHaveCount(200);

  // drag one element across the label for about a second, counting animation frames
  const fpsRuns: number[] = [];
  for (let run = 0; run < 3; run++) {
    const start = await designer.at(5.5, 2.5);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.evaluate(() => {
      const w = window as unknown as { __frames: number[]; __counting: boolean };
      w.__frames = [];
      w.__counting = true;
      const tick = (t: number) => {
        w.__frames.push(t);
        if (w.__counting) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    for (let i = 1; i <= 60; i++) {
      await page.mouse.move(start.x + i * 4, start.y + (i % 20) * 2);
      await page.waitForTimeout(16);
    }
    const frames = await page.evaluate(() => {
      const w = window as unknown as { __frames: number[]; __counting: boolean };
      w.__counting = false;
      return w.__frames;
    });
    await page.mouse.up();
    const seconds = (frames.at(-1)! - frames[0]!) / 1000;
    fpsRuns.push((frames.length - 1) / seconds);
    await page.keyboard.press('Control+z');
  }

  // the printer view at 203 dpi, redrawn after each nudge
  await page.getByText('203dpi').click();
  await designer.selectLayer(/第0号/);
  await page.evaluate(() => performance.clearMeasures('oms:printer-view'));
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(30);
  }
  const redraws = await page.evaluate(() => performance.getEntriesByName('oms:printer-view').map((e) => e.duration));

  const assets = path.resolve(here, '../dist/assets');
  const kib = (f: string) => (fs.statSync(path.join(assets, `${f}.br`)).size / 1024).toFixed(1);
  const files = fs.readdirSync(assets);
  const find = (re: RegExp) => files.filter((f) => re.test(f) && f.endsWith('.js'));
  const entry = find(/^index-.*\.js$/);
  const chunks = [...find(/^TagEditorPage-/), ...find(/^konva|^Konva|react-konva/i), ...find(/^LabelCanvas|^LabelDesigner/)];
  const font = files.find((f) => f.endsWith('.otf'))!;
  console.log(
    `[bench] label designer, 200 elements: drag ${fpsRuns.map((f) => f.toFixed(0)).join(' / ')} frames/s (median ${median(fpsRuns).toFixed(0)}); ` +
      `printer view (203 dpi) redraw per edit median ${median(redraws).toFixed(1)} ms, max ${Math.max(...redraws).toFixed(1)} ms over ${redraws.length} edits`,
  );
  console.log(
    `[bench] bundles (brotli): entry ${entry.map((f) => `${f} ${kib(f)} KiB`).join(', ')}; label pages ${chunks.map((f) => `${f} ${kib(f)} KiB`).join(', ')}; font ${font} ${kib(font)} KiB (loaded only by label pages)`,
  );
  expect(redraws.length).toBeGreaterThan(0);
});
