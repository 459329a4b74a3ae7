// Spec pick-up format ⇄ engine model. The canvas is in designer px (96/inch); the engine is in mm.
// Each engine element keeps its source element in `extra.pickup`, so spec → engine → spec is identical.
import { LABEL_CONSTANTS } from '../constants.ts';
import { chinese, formatIssue, parseTemplate, TemplateError } from '../model/migrate.ts';
import type { LabelElement, LabelElementInput, Template } from '../model/schema.ts';
import { mmToPx, pxToMm } from '../units.ts';
import { pickupTemplateSchema, type PickupCanvasElement, type PickupTemplate } from './format.ts';

const P = LABEL_CONSTANTS.pickup;
type Raw = Record<string, unknown>;

const SUBSET_OF = { CODE128: 'auto', CODE128A: 'A', CODE128B: 'B', CODE128C: 'C' } as const;
const CODE_TYPE_OF = { auto: 'CODE128', A: 'CODE128A', B: 'CODE128B', C: 'CODE128C' } as const;

export function parsePickupTemplate(raw: unknown): PickupTemplate {
  const r = pickupTemplateSchema.safeParse(raw, { error: chinese });
  if (!r.success) throw new TemplateError('取货标签模板格式不正确', r.error.issues.map(formatIssue));
  return r.data;
}

function toEngineElement(el: PickupCanvasElement): LabelElementInput {
  const base = {
    id: el.id,
    x: pxToMm(el.x),
    y: pxToMm(el.y),
    visible: el.visible,
    locked: el.locked,
    zIndex: el.zIndex,
    extra: { pickup: el as Raw },
  };
  if (el.type === 'text') {
    return {
      ...base,
      type: 'text',
      width: pxToMm(el.width),
      height: pxToMm(el.height),
      content: `{{${el.key}}}`,
      fontSize: pxToMm(el.fontSize),
      align: el.textAlign ?? 'left',
      lineHeight: el.lineHeight ?? 1.2,
      wrap: el.isWrap ?? false,
      maxLines: el.maxLines ?? (el.isWrap ? P.defaultMaxLines : 1),
      padding: pxToMm(el.padding ?? 0),
      // the old designer's labels sit on one line and cut off; keep the cut visible with …
      ellipsis: true,
    };
  }
  const isQr = el.codeType === 'QRCODE';
  const size = isQr ? P.qr : P.barcode;
  const width = pxToMm(el.width ?? size.width);
  const height = pxToMm(el.height ?? size.height);
  if (isQr) return { ...base, type: 'qrcode', width, height, content: `{{${el.key}}}`, errorLevel: 'M' };
  return {
    ...base,
    type: 'barcode',
    width,
    height,
    content: `{{${el.key}}}`,
    subset: SUBSET_OF[el.codeType as keyof typeof SUBSET_OF],
    showText: el.showText ?? true,
  };
}

/** Spec pick-up JSON → validated engine template. */
export function pickupToTemplate(raw: unknown): Template {
  const spec = parsePickupTemplate(raw);
  const {
    type: _t,
    name,
    width,
    height,
    backgroundColor,
    datas,
    originCanvasData,
    createdAt,
    ...rest
  } = spec;
  const { elements, width: cw, height: ch, backgroundColor: cbg, ...canvasRest } = originCanvasData;
  return parseTemplate({
    schemaVersion: 2,
    name,
    width,
    height,
    backgroundColor,
    elements: elements.map(toEngineElement),
    source: {
      kind: 'pickup',
      datas,
      createdAt,
      canvas: { width: cw, height: ch, backgroundColor: cbg },
      extra: { top: rest, canvas: canvasRest },
    },
  });
}

/** Sets `key` only when the source had it or the value is no longer the default. */
function put(out: Raw, original: Raw, key: string, value: unknown, fallback: unknown) {
  if (key in original || value !== fallback) out[key] = value;
}

function keyOf(content: string): string | null {
  return /^\{\{\s*([A-Z_]+)\s*\}\}$/.exec(content)?.[1] ?? null;
}

function toSpecElement(el: LabelElement): Raw {
  const original = (el.extra?.['pickup'] as Raw | undefined) ?? {};
  const out: Raw = {
    ...original,
    id: el.id,
    x: mmToPx(el.x),
    y: mmToPx(el.y),
    visible: el.visible,
    locked: el.locked,
    zIndex: el.zIndex,
  };
  const key = 'content' in el ? keyOf(el.content) : null;
  if (el.type === 'text') {
    out['type'] = 'text';
    out['key'] = key ?? original['key'] ?? 'PRINT_STALL_SEPARATOR';
    out['text'] = original['text'] ?? el.content;
    out['fontSize'] = mmToPx(el.fontSize);
    out['width'] = mmToPx(el.width);
    out['height'] = mmToPx(el.height);
    put(out, original, 'textAlign', el.align, 'left');
    put(out, original, 'lineHeight', el.lineHeight, 1.2);
    put(out, original, 'isWrap', el.wrap, false);
    put(out, original, 'maxLines', el.maxLines, el.wrap ? P.defaultMaxLines : 1);
    put(out, original, 'padding', mmToPx(el.padding), 0);
    return out;
  }
  if (el.type === 'barcode' || el.type === 'qrcode') {
    const isQr = el.type === 'qrcode';
    const size = isQr ? P.qr : P.barcode;
    out['type'] = 'barcode';
    out['key'] = key ?? original['key'] ?? (isQr ? 'TAKE_CODE_QR' : 'TAKE_CODE');
    out['data'] = original['data'] ?? el.content;
    out['codeType'] = isQr ? 'QRCODE' : CODE_TYPE_OF[el.subset];
    if (el.type === 'barcode') put(out, original, 'showText', el.showText, true);
    put(out, original, 'width', mmToPx(el.width), size.width);
    put(out, original, 'height', mmToPx(el.height), size.height);
    return out;
  }
  throw new TemplateError('取货标签只支持文字、条码和二维码元素', [`元素「${el.id}」是 ${el.type}`]);
}

/** Engine template (made from the pick-up format) → spec pick-up JSON. */
export function templateToPickup(t: Template): PickupTemplate {
  const src = t.source;
  if (!src || src.kind !== 'pickup') throw new TemplateError('这个模板不是取货标签格式，不能导出为取货标签');
  const extra = (src.extra ?? {}) as { top?: Raw; canvas?: Raw };
  return parsePickupTemplate({
    ...extra.top,
    type: 'pickup',
    name: t.name,
    width: t.width,
    height: t.height,
    backgroundColor: t.backgroundColor,
    datas: src.datas,
    originCanvasData: {
      ...extra.canvas,
      width: src.canvas.width,
      height: src.canvas.height,
      backgroundColor: src.canvas.backgroundColor ?? t.backgroundColor,
      elements: t.elements.map(toSpecElement),
    },
    createdAt: src.createdAt,
  });
}

/** Sample data from the pick-up section's mock values, keyed by field key. */
export function pickupSampleData(spec: PickupTemplate): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (els: { key: string; mockValue?: string | undefined; children?: unknown }[]) => {
    for (const e of els) {
      if (e.mockValue !== undefined && !(e.key in out)) out[e.key] = e.mockValue;
      if (Array.isArray(e.children)) walk(e.children as typeof els);
    }
  };
  walk(spec.datas.pickup.tagElements);
  walk(spec.datas.return.tagElements);
  return out;
}
