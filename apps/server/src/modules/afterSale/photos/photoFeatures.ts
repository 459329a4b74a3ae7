import { createCanvas, loadImage } from '@napi-rs/canvas';

/** What 以图搜件 compares of a photo: its shape (a 64-bit difference hash) and its middle's colour. */
export interface PhotoFeatures {
  /** dHash: each of 8 rows of 9 cells, 1 where a cell is brighter than the next one right. */
  dhash: bigint;
  /** The mean colour of the middle quarter, 0xRRGGBB. */
  tone: number;
}

const COLS = 9;
const ROWS = 8;
const CELL = 8;

/**
 * The features of a JPEG, PNG or WebP; null when the bytes are no image. The image is drawn smoothed
 * into 72 × 64 and averaged per 8 × 8 cell, so a photo scaled, recompressed or slightly cropped keeps
 * nearly the same hash (a few bits of 64), while another parcel's differs by twenty or more.
 */
export async function photoFeatures(bytes: Buffer): Promise<PhotoFeatures | null> {
  let image;
  try {
    image = await loadImage(bytes);
  } catch {
    return null;
  }
  if (!image.width || !image.height) return null;
  const w = COLS * CELL;
  const h = ROWS * CELL;
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, 0, 0, w, h);
  const rgba = ctx.getImageData(0, 0, w, h).data;
  const luma = new Float64Array(COLS * ROWS);
  let r = 0;
  let g = 0;
  let b = 0;
  let middle = 0;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      const cell = Math.floor(y / CELL) * COLS + Math.floor(x / CELL);
      luma[cell] = luma[cell]! + 0.299 * rgba[i]! + 0.587 * rgba[i + 1]! + 0.114 * rgba[i + 2]!;
      if (x >= w / 4 && x < (3 * w) / 4 && y >= h / 4 && y < (3 * h) / 4) {
        r += rgba[i]!;
        g += rgba[i + 1]!;
        b += rgba[i + 2]!;
        middle++;
      }
    }
  let hash = 0n;
  for (let row = 0; row < ROWS; row++)
    for (let col = 0; col < COLS - 1; col++)
      hash = (hash << 1n) | (luma[row * COLS + col]! > luma[row * COLS + col + 1]! ? 1n : 0n);
  const tone = (Math.round(r / middle) << 16) | (Math.round(g / middle) << 8) | Math.round(b / middle);
  return { dhash: BigInt.asIntN(64, hash), tone };
}
