// `pnpm bench`: a 500-label batch of the 60×40 pick-up label handed to C-Lodop (the stand-in's own
// CLodopfuncs.js, each task posted over HTTP) as one raster task per label. Target: ≤ 2 s.
import { loadClodopScript, startClodopStandIn } from '@oms/clodop-standin';
import { findPreset, layoutLabel, parseTemplate, renderLodop } from '@oms/label-engine';
import { loadBundledFont } from '@oms/label-engine/node';
import { runBatch } from '../src/batch.ts';
import { runLodopTask } from '../src/lodop/runTask.ts';
import type { CLodop } from '../src/lodop/types.ts';

const preset = findPreset('pickup-60x40')!;
const template = parseTemplate(preset.template);
const font = loadBundledFont();
const standIn = await startClodopStandIn({ servicePorts: [0, 0] });
const script = await (await fetch(`http://127.0.0.1:${standIn.servicePorts[0]}/CLodopfuncs.js`)).text();
const lodop = loadClodopScript(script).lodop as unknown as CLodop;
const rows = Array.from({ length: 500 }, (_, i) => ({ ...preset.sample, TAKE_CODE: `NH${String(i).padStart(4, '0')}`, SHOP_ORDER_NO: String(3726451900000 + i) }));

for (const mode of ['raster', 'native'] as const) {
  standIn.tasks.length = 0;
  const started = performance.now();
  const results = await runBatch(rows, (row) =>
    runLodopTask(lodop, renderLodop(layoutLabel(template, row, { font, dpi: 203 }), font, { mode }), { printer: 'Gprinter GP-1324D' }),
  );
  const ms = performance.now() - started;
  const ok = results.filter((r) => r.ok).length;
  console.log(`[bench] 500 pick-up labels as ${mode} Lodop tasks: ${ms.toFixed(0)} ms (${(ms / 500).toFixed(2)} ms a label), ${ok} printed, ${standIn.tasks.length} recorded by the stand-in`);
}
await standIn.close();
