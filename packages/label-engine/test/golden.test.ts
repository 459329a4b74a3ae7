// Bit-exact raster goldens for every preset at 203 and 300 dpi. UPDATE_GOLDEN=1 rewrites them.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { encodePng } from '../src/output/png.ts';
import { decodePng } from '../src/output/png-decode.ts';
import { isBlack } from '../src/output/raster.ts';
import { PRESETS, renderPreset } from './render.ts';

const dir = fileURLToPath(new URL('./golden/', import.meta.url));
const update = process.env['UPDATE_GOLDEN'] === '1';

describe('golden rasters', () => {
  for (const preset of PRESETS)
    for (const dpi of [203, 300] as const) {
      it(`${preset.id} at ${dpi} dpi matches its golden bit for bit`, () => {
        const { raster, layout } = renderPreset(preset, dpi);
        const file = `${dir}${preset.id}-${dpi}.png`;
        if (update || !existsSync(file)) {
          if (!update) throw new Error(`没有 golden：${file}（用 UPDATE_GOLDEN=1 生成）`);
          mkdirSync(dir, { recursive: true });
          writeFileSync(file, encodePng(raster, layout.dotsPerMm));
        }
        const golden = decodePng(readFileSync(file));
        expect([golden.width, golden.height]).toEqual([raster.width, raster.height]);
        let differing = 0;
        for (let y = 0; y < raster.height; y++)
          for (let x = 0; x < raster.width; x++)
            if (golden.gray[y * golden.width + x]! < 128 !== isBlack(raster, x, y)) differing++;
        expect(differing, `${differing} 个点与 golden 不同`).toBe(0);
        // a preset's sample data must fill every field and fit every box
        expect(layout.warnings).toEqual([]);
      });
    }
});
