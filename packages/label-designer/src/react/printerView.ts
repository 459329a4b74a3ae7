// The printer's view: the engine's 1-bit raster as a canvas, one pixel per printer dot.
import { isBlack, type MonoBitmap } from '@oms/label-engine';

export function bitmapToCanvas(bitmap: MonoBitmap): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const ctx = canvas.getContext('2d')!;
  const image = ctx.createImageData(bitmap.width, bitmap.height);
  const px = new Uint32Array(image.data.buffer);
  // little-endian RGBA: 0xff000000 opaque black, 0xffffffff white
  for (let y = 0; y < bitmap.height; y++)
    for (let x = 0; x < bitmap.width; x++) px[y * bitmap.width + x] = isBlack(bitmap, x, y) ? 0xff000000 : 0xffffffff;
  ctx.putImageData(image, 0, 0);
  return canvas;
}
