// `pnpm label presets` and `pnpm label render <template.json | preset> …` (see README).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, extname, join, dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { layoutLabel } from './layout/layout.ts';
import type { LabelLayout } from './layout/primitives.ts';
import type { LabelData } from './model/binding.ts';
import { TemplateError } from './model/migrate.ts';
import type { Template } from './model/schema.ts';
import { loadBundledFont } from './node.ts';
import { renderLodop } from './output/lodop.ts';
import { encodePng } from './output/png.ts';
import { renderPdf } from './output/pdf.ts';
import { renderRaster } from './output/raster.ts';
import { renderTspl } from './output/tspl.ts';
import { renderZpl } from './output/zpl.ts';
import { isPickupFormat, pickupTemplateSchema } from './pickup/format.ts';
import { pickupSampleData } from './pickup/convert.ts';
import { findPreset, PRESETS } from './presets/index.ts';
import { expandCopies, loadAnyTemplate } from './template-input.ts';
import { isDpi } from './units.ts';

const FORMATS = ['png', 'pdf', 'tspl', 'zpl', 'lodop'] as const;
type Format = (typeof FORMATS)[number];

class UsageError extends Error {}

const USAGE = `用法：
  pnpm label presets
  pnpm label render <模板.json | 预设名> [--data 数据.json] --format png|pdf|tspl|zpl|lodop [--dpi 203|300] --out 文件
        [--sheet label|A4]（pdf）  [--text native|bitmap]（tspl）  [--lodop-mode native|raster]
  数据文件是一个对象（一张标签）或数组（每行一张；png 批量输出带编号的文件）。`;

/** Every option `render` knows, with the values it takes (null: any value). */
const OPTIONS: Record<string, readonly string[] | null> = {
  data: null,
  format: null,
  out: null,
  dpi: ['203', '300'],
  sheet: ['label', 'A4'],
  text: ['native', 'bitmap'],
  'lodop-mode': ['native', 'raster'],
};

function parseArgs(argv: string[]) {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--') continue;
    if (a.startsWith('--')) {
      const [k, inline] = a.slice(2).split('=', 2) as [string, string | undefined];
      const v = inline ?? argv[++i];
      if (!(k in OPTIONS)) throw new UsageError(`未知参数 --${k}`);
      if (v === undefined) throw new UsageError(`参数 --${k} 缺少取值`);
      const allowed = OPTIONS[k];
      if (allowed && !allowed.includes(v)) throw new UsageError(`--${k} 只能是 ${allowed.join(' 或 ')}（收到 ${v}）`);
      flags[k] = v;
    } else positional.push(a);
  }
  return { positional, flags };
}

function readJson(path: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new UsageError(`找不到${what}文件：${path}`);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new UsageError(`${what}文件不是合法的 JSON：${path}（${(e as Error).message}）`);
  }
}

function loadTemplate(ref: string): { template: Template; sample: LabelData } {
  const preset = findPreset(ref);
  if (preset && !ref.endsWith('.json'))
    return { template: loadAnyTemplate(preset.template), sample: preset.sample };
  if (!ref.endsWith('.json') && !existsSync(ref))
    throw new UsageError(
      `没有叫「${ref}」的预设，也找不到这个模板文件。可用预设：${PRESETS.map((p) => p.id).join('、')}`,
    );
  const raw = readJson(ref, '模板');
  const template = loadAnyTemplate(raw);
  const sample = isPickupFormat(raw) ? pickupSampleData(pickupTemplateSchema.parse(raw)) : {};
  return { template, sample };
}

function numbered(out: string, i: number, total: number): string {
  if (total === 1) return out;
  const ext = extname(out);
  return join(
    dirname(out),
    `${basename(out, ext)}-${String(i + 1).padStart(String(total).length, '0')}${ext}`,
  );
}

function render(args: string[]) {
  const { positional, flags } = parseArgs(args);
  const ref = positional[0];
  if (!ref) throw new UsageError('缺少模板文件或预设名');
  const format = flags['format'] as Format | undefined;
  if (!format || !FORMATS.includes(format)) throw new UsageError(`--format 必须是 ${FORMATS.join('|')} 之一`);
  const out = flags['out'];
  if (!out) throw new UsageError('缺少 --out 输出文件');
  const dpi = Number(flags['dpi'] ?? 203);
  if (!isDpi(dpi)) throw new UsageError('--dpi 只能是 203 或 300');

  const { template, sample } = loadTemplate(ref);
  const data = flags['data'] ? readJson(flags['data'], '数据') : sample;
  if (typeof data !== 'object' || data === null) throw new UsageError('数据文件必须是对象或对象数组');
  const rows = expandCopies(template, (Array.isArray(data) ? data : [data]) as LabelData[]);
  if (rows.length === 0) throw new UsageError('数据文件是空数组，没有要打印的标签');

  const font = loadBundledFont();
  // copies of one row share a layout
  const byRow = new Map<LabelData, LabelLayout>();
  const layouts: LabelLayout[] = rows.map((row) => {
    let l = byRow.get(row);
    if (!l) byRow.set(row, (l = layoutLabel(template, row, { font, dpi })));
    return l;
  });
  const warned = new Set<string>();
  layouts.forEach((l, i) => {
    for (const w of l.warnings) {
      const msg = rows.length > 1 ? `第 ${i + 1} 张：${w.message}` : w.message;
      if (!warned.has(msg)) process.stderr.write(`⚠ ${msg}\n`);
      warned.add(msg);
    }
  });

  mkdirSync(dirname(out) || '.', { recursive: true });
  switch (format) {
    case 'png':
      layouts.forEach((l, i) =>
        writeFileSync(numbered(out, i, layouts.length), encodePng(renderRaster(l, font), l.dotsPerMm)),
      );
      break;
    case 'pdf': {
      const sheet = flags['sheet'] === 'A4' ? 'A4' : 'label';
      writeFileSync(out, renderPdf(layouts, font, { sheet }));
      break;
    }
    case 'tspl':
      writeFileSync(
        out,
        renderTspl(layouts, font, { text: flags['text'] === 'bitmap' ? 'bitmap' : 'native' }),
      );
      break;
    case 'zpl':
      writeFileSync(out, renderZpl(layouts, font));
      break;
    case 'lodop':
      // one call per line: readable and still JSON
      writeFileSync(
        out,
        `[\n${renderLodop(layouts, font, { mode: flags['lodop-mode'] === 'raster' ? 'raster' : 'native' })
          .map((c) => JSON.stringify(c))
          .join(',\n')}\n]\n`,
      );
      break;
  }
  const files =
    format === 'png' && layouts.length > 1
      ? `${layouts.length} 个文件（${numbered(out, 0, layouts.length)} …）`
      : out;
  process.stdout.write(
    `已生成 ${layouts.length} 张「${template.name}」标签（${format}，${dpi} dpi）：${files}\n`,
  );
}

function listPresets() {
  for (const p of PRESETS) {
    const t = loadAnyTemplate(p.template);
    process.stdout.write(`${p.id.padEnd(24)}${p.name}（${t.width}×${t.height} mm）  ${p.description}\n`);
  }
}

export function main(argv: string[]): number {
  const [command, ...rest] = argv.filter((a, i) => !(i === 0 && a === '--'));
  try {
    if (command === 'presets') listPresets();
    else if (command === 'render') render(rest);
    else {
      process.stderr.write(`${command ? `未知命令：${command}\n` : ''}${USAGE}\n`);
      return command ? 2 : 0;
    }
    return 0;
  } catch (e) {
    if (e instanceof TemplateError) process.stderr.write(`模板无效：${e.message}\n`);
    else if (e instanceof UsageError) process.stderr.write(`${e.message}\n\n${USAGE}\n`);
    else process.stderr.write(`出错了：${(e as Error).stack ?? String(e)}\n`);
    return 1;
  }
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) process.exitCode = main(process.argv.slice(2));
