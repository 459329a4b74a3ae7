// Every barcode and QR code of every preset is read back from the 203 and 300 dpi rasters by ZXing.
import { describe, expect, it } from 'vitest';
import { BarcodeFormat, crop, read } from './codes.ts';
import { PRESETS, renderPreset } from './render.ts';

describe('codes scan back from the raster', () => {
  let total = 0;
  for (const dpi of [203, 300] as const)
    for (const preset of PRESETS) {
      const { layout, raster } = renderPreset(preset, dpi);
      for (const p of layout.primitives) {
        if (p.kind !== 'barcode' && p.kind !== 'qrcode') continue;
        total++;
        it(`${preset.id} @${dpi} / ${p.elementId} (${p.kind}) reads back as ${p.data}`, () => {
          const format = p.kind === 'barcode' ? BarcodeFormat.CODE_128 : BarcodeFormat.QR_CODE;
          expect(read(crop(raster, p.frame, 24), format)).toBe(p.data);
          if (p.kind === 'barcode') expect(p.moduleDots).toBeGreaterThanOrEqual(2);
        });
      }
    }
  it('found codes to check in the presets', () => expect(total).toBeGreaterThanOrEqual(18));
});

describe('the reader is a real check', () => {
  it('a barcode with a bar wiped out does not read back', () => {
    const { layout, raster } = renderPreset(
      PRESETS.find((p) => p.id === 'houdao')!,
      203,
    );
    const bc = layout.primitives.find((p) => p.kind === 'barcode');
    if (bc?.kind !== 'barcode') throw new Error('no barcode');
    const damaged = { ...raster, bits: raster.bits.slice() };
    // wipe the 5th bar through its whole height
    const bar = bc.bars[4]!;
    for (let y = bar.y; y < bar.y + bar.h; y++)
      for (let x = bar.x; x < bar.x + bar.w; x++)
        damaged.bits[y * raster.rowBytes + (x >> 3)]! &= ~(0x80 >> (x & 7));
    expect(() => read(crop(damaged, bc.frame, 24), BarcodeFormat.CODE_128)).toThrow();
  });
});
