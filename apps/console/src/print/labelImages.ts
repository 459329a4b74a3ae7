// Template images the engine cannot decode itself — http(s) addresses (fetched through the server's
// image proxy) and JPEG data URLs — loaded once as grey images, for the preview, the checks, exports
// and every print path alike.
import { useEffect, useMemo, useState } from 'react';
import { isEmpty } from '@oms/ui';
import { labelTemplateEndpoints } from '@oms/api-client';
import {
  expandCopies,
  resolveBindings,
  type GrayImage,
  type ImageSource,
  type LabelData,
  type Template,
} from '@oms/label-engine';
import { apiClient } from '../api/client.ts';

type Entry = GrayImage | 'failed';
const cache = new Map<string, Entry | Promise<Entry>>();

/** The image sources of a template with these rows that need loading (not PNG data URLs). */
export function imageSourcesOf(template: Template, rows: readonly LabelData[]): string[] {
  const out = new Set<string>();
  for (const el of template.elements) {
    if (el.type !== 'image' || !el.visible) continue;
    for (const row of expandCopies(template, [...rows])) {
      const src = resolveBindings(el.src, row).text;
      if (/^https?:\/\//i.test(src) || /^data:image\/jpe?g/i.test(src)) out.add(src);
    }
  }
  return [...out];
}

function toGray(source: CanvasImageSource, width: number, height: number): GrayImage {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(source, 0, 0);
  const rgba = ctx.getImageData(0, 0, width, height).data;
  const gray = new Uint8Array(width * height);
  for (let i = 0; i < gray.length; i++)
    gray[i] = Math.round(0.299 * rgba[i * 4]! + 0.587 * rgba[i * 4 + 1]! + 0.114 * rgba[i * 4 + 2]!);
  return { width, height, gray };
}

async function load(src: string): Promise<Entry> {
  try {
    let blob: Blob;
    if (src.startsWith('data:')) {
      // an <img> may show data: URLs; fetching them is not allowed by the page's CSP
      const img = new Image();
      img.src = src;
      await img.decode();
      return toGray(img, img.naturalWidth, img.naturalHeight);
    } else {
      const answer = await apiClient.fetchBlob(labelTemplateEndpoints.image.path, { url: src });
      if (!(answer instanceof Blob)) return 'failed';
      blob = answer;
    }
    const bitmap = await createImageBitmap(blob);
    return toGray(bitmap, bitmap.width, bitmap.height);
  } catch {
    return 'failed';
  }
}

function entry(src: string): Entry | Promise<Entry> {
  let e = cache.get(src);
  if (!e) {
    e = load(src).then((done) => {
      cache.set(src, done);
      return done;
    });
    cache.set(src, e);
  }
  return e;
}

const sourceOf = (): ImageSource => (src) => {
  const e = cache.get(src);
  return e && !(e instanceof Promise) && e !== 'failed' ? e : null;
};

/** Loads every image these labels need; the answer draws them (a failed one prints as its frame, with a warning). */
export async function preloadLabelImages(
  template: Template,
  rows: readonly LabelData[],
): Promise<ImageSource> {
  await Promise.all(imageSourcesOf(template, rows).map(entry));
  return sourceOf();
}

/** The images of a template being edited: a new ImageSource whenever one more has arrived. */
export function useLabelImages(
  template: Template | null,
  rows: readonly LabelData[],
): ImageSource | undefined {
  const [version, setVersion] = useState(0);
  const wanted = useMemo(() => (template ? imageSourcesOf(template, rows) : []), [template, rows]);
  useEffect(() => {
    let live = true;
    for (const src of wanted) {
      const e = entry(src);
      if (e instanceof Promise) void e.then(() => live && setVersion((v) => v + 1));
    }
    return () => {
      live = false;
    };
  }, [wanted]);
  // a new function each time one more image has arrived, so what draws with it draws again
  return useMemo(() => (isEmpty(wanted) || version < 0 ? undefined : sourceOf()), [wanted, version]);
}
