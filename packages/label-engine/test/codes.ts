// Reads codes back from a 1-bit raster with ZXing, as a scanner would: shared by the engine's tests and
// by tests elsewhere that check what reached a printer (exported as '@oms/label-engine/testing').
// A default import: Node's own ESM loader (Playwright's) cannot see this CommonJS package's named exports.
import zxing, { type BarcodeFormat as Format } from '@zxing/library';
import type { Frame, LabelLayout } from '../src/layout/primitives.ts';
import { isBlack, type MonoBitmap } from '../src/output/raster.ts';

export const { BarcodeFormat } = zxing;
const { BinaryBitmap, DecodeHintType, HybridBinarizer, Code128Reader, QRCodeReader, RGBLuminanceSource } = zxing;
type RGBLuminanceSource = InstanceType<typeof RGBLuminanceSource>;

/** Crops a frame out of the raster with a white margin, as a scanner would see it. */
export function crop(raster: MonoBitmap, f: Frame, margin: number): RGBLuminanceSource {
  const w = f.w + 2 * margin,
    h = f.h + 2 * margin;
  const lum = new Uint8ClampedArray(w * h).fill(255);
  for (let y = 0; y < f.h; y++)
    for (let x = 0; x < f.w; x++) {
      const sx = f.x + x,
        sy = f.y + y;
      if (sx < raster.width && sy < raster.height && isBlack(raster, sx, sy))
        lum[(y + margin) * w + x + margin] = 0;
    }
  return new RGBLuminanceSource(lum, w, h);
}

/** Reads at native resolution with the standard detector, as a scanner would; throws when it cannot. */
export function read(source: RGBLuminanceSource, format: Format): string {
  const bitmap = new BinaryBitmap(new HybridBinarizer(source));
  const hints = new Map([[DecodeHintType.TRY_HARDER, true]]);
  return format === BarcodeFormat.CODE_128
    ? new Code128Reader().decode(bitmap, hints).getText()
    : new QRCodeReader().decode(bitmap, hints).getText();
}

/** Every barcode and QR code of a layout with what it should hold and what a reader finds in `raster`. */
export function readCodes(raster: MonoBitmap, layout: LabelLayout) {
  const out: { elementId: string; kind: 'barcode' | 'qrcode'; data: string; read: string | null }[] = [];
  for (const p of layout.primitives) {
    if (p.kind !== 'barcode' && p.kind !== 'qrcode') continue;
    let text: string | null = null;
    try {
      text = read(crop(raster, p.frame, 24), p.kind === 'barcode' ? BarcodeFormat.CODE_128 : BarcodeFormat.QR_CODE);
    } catch {
      text = null;
    }
    out.push({ elementId: p.elementId, kind: p.kind, data: p.data, read: text });
  }
  return out;
}
