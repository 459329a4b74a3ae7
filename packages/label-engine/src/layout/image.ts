import { resolveBindings } from '../model/binding.ts';
import type { ImageElement } from '../model/schema.ts';
import { decodeDataUrl } from '../output/png-decode.ts';
import type { LayoutContext } from './context.ts';
import type { Frame, GrayImage, ImagePrimitive } from './primitives.ts';

const decoded = new Map<string, GrayImage | null>();

function resolveImage(ctx: LayoutContext, src: string): GrayImage | null {
  const supplied = ctx.images(src);
  if (supplied) return supplied;
  if (!src.startsWith('data:')) return null;
  let img = decoded.get(src);
  if (img === undefined) {
    img = decodeDataUrl(src);
    if (decoded.size > 200) decoded.clear();
    decoded.set(src, img);
  }
  return img;
}

export function layoutImage(ctx: LayoutContext, el: ImageElement, frame: Frame): ImagePrimitive[] {
  const { text: src, problems } = resolveBindings(el.src, ctx.data);
  for (const p of problems)
    if (p.kind === 'missing-value')
      ctx.warn('missing-value', el.id, `元素「${el.id}」：字段 ${p.field} 没有值`);
  if (src === '') return [];
  const image = resolveImage(ctx, src);
  if (!image) {
    ctx.warn(
      'image-unavailable',
      el.id,
      `元素「${el.id}」：图片无法加载（只内置支持 PNG 数据 URL），以边框代替`,
    );
    return [
      {
        kind: 'image',
        elementId: el.id,
        frame,
        src,
        x: 0,
        y: 0,
        w: frame.cw,
        h: frame.ch,
        crop: { sx: 0, sy: 0, sw: 1, sh: 1 },
        image: null,
        dither: el.dither,
      },
    ];
  }
  const { cw, ch } = frame;
  let w = cw,
    h = ch,
    sx = 0,
    sy = 0,
    sw = image.width,
    sh = image.height;
  if (el.fit === 'contain') {
    const s = Math.min(cw / image.width, ch / image.height);
    w = Math.max(1, Math.round(image.width * s));
    h = Math.max(1, Math.round(image.height * s));
  } else if (el.fit === 'cover') {
    const s = Math.max(cw / image.width, ch / image.height);
    sw = cw / s;
    sh = ch / s;
    sx = (image.width - sw) / 2;
    sy = (image.height - sh) / 2;
  }
  return [
    {
      kind: 'image',
      elementId: el.id,
      frame,
      src,
      x: Math.floor((cw - w) / 2),
      y: Math.floor((ch - h) / 2),
      w,
      h,
      crop: { sx, sy, sw, sh },
      image,
      dither: el.dither,
    },
  ];
}
