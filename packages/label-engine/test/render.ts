// Shared by the integration tests: every preset laid out and rasterised once per resolution.
import { layoutLabel } from '../src/layout/layout.ts';
import type { LabelLayout } from '../src/layout/primitives.ts';
import { loadBundledFont } from '../src/node.ts';
import { renderRaster, type MonoBitmap } from '../src/output/raster.ts';
import { PRESETS, type Preset } from '../src/presets/index.ts';
import { loadAnyTemplate } from '../src/template-input.ts';
import type { Dpi } from '../src/units.ts';

export const font = loadBundledFont();

export interface Rendered {
  preset: Preset;
  dpi: Dpi;
  layout: LabelLayout;
  raster: MonoBitmap;
}

const cache = new Map<string, Rendered>();

export function renderPreset(preset: Preset, dpi: Dpi): Rendered {
  const key = `${preset.id}@${dpi}`;
  let r = cache.get(key);
  if (!r) {
    const layout = layoutLabel(loadAnyTemplate(preset.template), preset.sample, { font, dpi });
    r = { preset, dpi, layout, raster: renderRaster(layout, font) };
    cache.set(key, r);
  }
  return r;
}

export { PRESETS };
