import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { Rng, hashText, mixSeed } from '@oms/standin-kit';

/**
 * The desk's photos of a parcel it handled: L the outside with its waybill sticker, C the goods taken
 * out of the bag, Q the fault QC found. Drawn, not stored: the same id always gives the same JPEG, so
 * the desk keeps nothing and a photo fetched twice is byte for byte the same.
 */
export type PhotoTag = 'L' | 'C' | 'Q';

export interface PhotoSubject {
  /** SH… (a return) or WJ… (a 无头件). */
  subject: string;
  /** What the desk saw inside: 黑色连衣裙 ×1, or a return's lines (colour + 货号). */
  goods: string;
  waybillNo: string | null;
  courier: string | null;
}

const ID = /^((?:SH\d{14})|(?:WJ\d{12}))-([LCQ])$/;

export const photoIdOf = (subject: string, tag: PhotoTag) => `${subject}-${tag}`;

export function parsePhotoId(id: string): { subject: string; tag: PhotoTag } | null {
  const m = ID.exec(id);
  return m ? { subject: m[1]!, tag: m[2] as PhotoTag } : null;
}

const W = 640;
const H = 480;

const COLOURS: [RegExp, string][] = [
  [/黑/, '#26262a'],
  [/白/, '#ecebe6'],
  [/灰/, '#8a8c90'],
  [/牛仔/, '#3d5a86'],
  [/蓝/, '#2f5fb0'],
  [/红/, '#b8322e'],
  [/粉/, '#e79ab0'],
  [/绿/, '#3f8a4f'],
  [/黄/, '#e0b93a'],
  [/卡其|杏/, '#c2a878'],
];

type Shape = 'dress' | 'top' | 'trousers' | 'shoes';
const SHAPES: [RegExp, Shape][] = [
  [/裙/, 'dress'],
  [/裤/, 'trousers'],
  [/鞋/, 'shoes'],
];

function colourOf(goods: string, rng: Rng): string {
  for (const [re, c] of COLOURS) if (re.test(goods)) return c;
  return `hsl(${rng.int(0, 359)}, ${rng.int(35, 65)}%, ${rng.int(35, 60)}%)`;
}

const shapeOf = (goods: string): Shape => SHAPES.find(([re]) => re.test(goods))?.[1] ?? 'top';

/** A floor or a table, a little uneven, so no two photos share a background. */
function background(ctx: SKRSContext2D, rng: Rng) {
  const tone = rng.int(150, 205);
  ctx.fillStyle = `rgb(${tone}, ${tone - rng.int(0, 12)}, ${tone - rng.int(10, 30)})`;
  ctx.fillRect(0, 0, W, H);
  for (let i = 0; i < 40; i++) {
    ctx.fillStyle = `rgba(0, 0, 0, ${(rng.int(2, 8) / 100).toFixed(2)})`;
    ctx.fillRect(rng.int(-50, W), rng.int(0, H), rng.int(60, 260), rng.int(2, 10));
  }
}

function garment(ctx: SKRSContext2D, shape: Shape, colour: string, rng: Rng) {
  ctx.fillStyle = colour;
  ctx.strokeStyle = 'rgba(0, 0, 0, 0.35)';
  ctx.lineWidth = 3;
  ctx.beginPath();
  if (shape === 'dress') {
    ctx.moveTo(-50, -150);
    ctx.lineTo(50, -150);
    ctx.lineTo(60, -40);
    ctx.lineTo(130, 160);
    ctx.lineTo(-130, 160);
    ctx.lineTo(-60, -40);
  } else if (shape === 'trousers') {
    ctx.moveTo(-90, -160);
    ctx.lineTo(90, -160);
    ctx.lineTo(110, 170);
    ctx.lineTo(20, 170);
    ctx.lineTo(0, -20);
    ctx.lineTo(-20, 170);
    ctx.lineTo(-110, 170);
  } else if (shape === 'shoes') {
    ctx.ellipse(-70, 0, 55, 130, 0.1, 0, Math.PI * 2);
    ctx.moveTo(125, 0);
    ctx.ellipse(70, 10, 55, 130, -0.1, 0, Math.PI * 2);
  } else {
    ctx.moveTo(-90, -140);
    ctx.lineTo(-30, -150);
    ctx.quadraticCurveTo(0, -120, 30, -150);
    ctx.lineTo(90, -140);
    ctx.lineTo(170, -60);
    ctx.lineTo(130, -20);
    ctx.lineTo(95, -60);
    ctx.lineTo(95, 150);
    ctx.lineTo(-95, 150);
    ctx.lineTo(-95, -60);
    ctx.lineTo(-130, -20);
    ctx.lineTo(-170, -60);
  }
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  // folds: a few darker strokes across
  ctx.strokeStyle = 'rgba(0, 0, 0, 0.18)';
  for (let i = 0; i < 4; i++) {
    ctx.beginPath();
    ctx.moveTo(rng.int(-80, 0), rng.int(-100, 120));
    ctx.lineTo(rng.int(0, 80), rng.int(-100, 120));
    ctx.stroke();
  }
  // the hang tag
  ctx.fillStyle = '#f7f3e8';
  ctx.fillRect(40, -120, 34, 54);
  ctx.strokeRect(40, -120, 34, 54);
}

/** The courier's sticker: its code, the waybill in digits and bars drawn from them. */
function waybillSticker(ctx: SKRSContext2D, p: PhotoSubject) {
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(-150, -90, 300, 180);
  ctx.fillStyle = '#111111';
  ctx.font = 'bold 28px sans-serif';
  ctx.fillText(p.courier ?? 'EXP', -135, -50);
  const digits = p.waybillNo ?? '000000000000';
  let x = -135;
  for (const ch of digits) {
    const code = ch.charCodeAt(0);
    for (let b = 0; b < 4; b++) {
      const w = 1 + ((code >> b) & 1) * 2;
      if ((code + b) % 2 === 0) ctx.fillRect(x, -30, w, 60);
      x += w + 1;
    }
  }
  ctx.font = '20px monospace';
  ctx.fillText(digits, -135, 60);
}

/** One photo as a JPEG (quality 80, about 20–40 KB). */
export function renderParcelPhoto(seed: number, p: PhotoSubject, tag: PhotoTag): Buffer {
  const rng = new Rng(mixSeed(seed, hashText(`${p.subject}-${tag}`), 31));
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d');
  background(ctx, rng);
  ctx.save();
  ctx.translate(W / 2 + rng.int(-50, 50), H / 2 + rng.int(-30, 30));
  ctx.rotate((rng.int(-12, 12) * Math.PI) / 180);
  if (tag === 'L') {
    ctx.fillStyle = `rgb(${rng.int(170, 200)}, ${rng.int(125, 150)}, ${rng.int(80, 100)})`;
    ctx.fillRect(-230, -170, 460, 340);
    ctx.fillStyle = 'rgba(120, 90, 60, 0.5)';
    ctx.fillRect(-230, -20, 460, 40);
    waybillSticker(ctx, p);
  } else {
    const scale = tag === 'Q' ? 1.5 : 0.9 + rng.int(0, 20) / 100;
    ctx.scale(scale, scale);
    garment(ctx, shapeOf(p.goods), colourOf(p.goods, rng), rng);
    if (tag === 'Q') {
      // the fault, ringed in red as the desk marks it
      const x = rng.int(-50, 50);
      const y = rng.int(-40, 80);
      ctx.fillStyle = 'rgba(90, 60, 30, 0.7)';
      ctx.beginPath();
      ctx.ellipse(x, y, 14, 9, 0.4, 0, Math.PI * 2);
      ctx.fill();
      ctx.strokeStyle = '#e02020';
      ctx.lineWidth = 4;
      ctx.beginPath();
      ctx.arc(x, y, 30, 0, Math.PI * 2);
      ctx.stroke();
    }
  }
  ctx.restore();
  return canvas.toBuffer('image/jpeg', 80);
}
