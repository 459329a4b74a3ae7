// Renders a PDF page to 1-bit dots at 203 dpi with pdf.js (Mozilla's renderer, as browsers use), to
// compare what the browser-print path sends with the engine's raster.
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { MonoBitmap } from '@oms/label-engine';

export async function rasterisePdf(bytes: Uint8Array, dotsPerMm = 8): Promise<MonoBitmap[]> {
  const doc = await getDocument({ data: bytes }).promise;
  const pages: MonoBitmap[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const viewport = page.getViewport({ scale: (dotsPerMm * 25.4) / 72 });
    const width = Math.round(viewport.width);
    const height = Math.round(viewport.height);
    const canvas = createCanvas(width, height);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    await page.render({ canvasContext: ctx as unknown as CanvasRenderingContext2D, viewport, canvas: canvas as unknown as HTMLCanvasElement }).promise;
    const rgba = ctx.getImageData(0, 0, width, height).data;
    const rowBytes = Math.ceil(width / 8);
    const bits = new Uint8Array(rowBytes * height);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) if (rgba[(y * width + x) * 4]! < 128) bits[y * rowBytes + (x >> 3)]! |= 0x80 >> (x & 7);
    pages.push({ width, height, rowBytes, bits });
  }
  return pages;
}
