import { describe, expect, it } from 'vitest';
import { DEFAULT_PICKUP_TEMPLATE, PICKUP_SPEC_SAMPLE } from '../presets/index.ts';
import { setPickupItem } from './checklist.ts';
import { parsePickupTemplate, pickupSampleData, pickupToTemplate } from './convert.ts';

const spec = parsePickupTemplate(PICKUP_SPEC_SAMPLE);
const canvas = (s: typeof spec, key: string) => s.originCanvasData.elements.filter((e) => e.key === key);
const printed = (s: typeof spec) =>
  pickupToTemplate(s)
    .elements.filter((e) => e.visible)
    .map((e) => (e.type === 'text' || e.type === 'barcode' || e.type === 'qrcode' ? `${e.type}:${e.content}` : e.type));

describe('the pick-up checklist decides what is on the label', () => {
  it('a checkbox shows or hides its element', () => {
    const off = setPickupItem(spec, 'pickup', 'BUYER_REMARK', { checked: false });
    expect(canvas(off, 'BUYER_REMARK').every((e) => !e.visible)).toBe(true);
    expect(printed(off)).not.toContain('text:{{BUYER_REMARK}}');
    expect(printed(setPickupItem(off, 'pickup', 'BUYER_REMARK', { checked: true }))).toContain('text:{{BUYER_REMARK}}');
    // the original is untouched
    expect(canvas(spec, 'BUYER_REMARK').every((e) => e.visible)).toBe(true);
  });

  it('supplier name off: the article line takes ARTICLE_SIZE_NUM_WITHOUT_NAME', () => {
    const s = setPickupItem(spec, 'pickup', 'ARTICLE_SIZE_NUM', { option: 'ARTICLE_SIZE_NUM_WITHOUT_NAME' });
    expect(printed(s)).toContain('text:{{ARTICLE_SIZE_NUM_WITHOUT_NAME}}');
    expect(printed(s)).not.toContain('text:{{ARTICLE_SIZE_NUM}}');
    expect(pickupSampleData(s)['ARTICLE_SIZE_NUM_WITHOUT_NAME']).toBe('A2088 黑色/XL×1');
    const back = setPickupItem(s, 'pickup', 'ARTICLE_SIZE_NUM', { option: 'ARTICLE_SIZE_NUM' });
    expect(printed(back)).toContain('text:{{ARTICLE_SIZE_NUM}}');
  });

  it('pick code as QR instead of barcode', () => {
    const s = setPickupItem(spec, 'pickup', 'TAKE_CODE', { option: 'TAKE_CODE_QR' });
    const kinds = pickupToTemplate(s).elements.filter((e) => e.visible && (e.type === 'barcode' || e.type === 'qrcode'));
    expect(kinds.map((e) => e.type)).toEqual(['qrcode']);
    const none = setPickupItem(s, 'pickup', 'TAKE_CODE', { checked: false });
    expect(pickupToTemplate(none).elements.filter((e) => e.visible && (e.type === 'barcode' || e.type === 'qrcode'))).toEqual([]);
  });

  it('an input_text prints its text, added to the canvas when first checked', () => {
    const s = setPickupItem(setPickupItem(spec, 'pickup', 'PRINT_STALL_SEPARATOR', { checked: true }), 'pickup', 'PRINT_STALL_SEPARATOR', {
      text: '—— 二楼 ——',
    });
    expect(canvas(s, 'PRINT_STALL_SEPARATOR')).toHaveLength(1);
    expect(pickupSampleData(s)['PRINT_STALL_SEPARATOR']).toBe('—— 二楼 ——');
    expect(printed(s)).toContain('text:{{PRINT_STALL_SEPARATOR}}');
  });
});

describe('the default pick-up label', () => {
  it('prints a 13-character take code with modules of at least 2 dots at 203 dpi (the spec’s sample does not)', async () => {
    const { layoutLabel } = await import('../layout/layout.ts');
    const { loadBundledFont } = await import('../node.ts');
    const font = loadBundledFont();
    const moduleOf = (s: typeof spec, code: string) => {
      const layout = layoutLabel(pickupToTemplate(s), { ...pickupSampleData(s), TAKE_CODE: code }, { font, dpi: 203 });
      const bar = layout.primitives.find((p) => p.kind === 'barcode');
      return { dots: bar?.kind === 'barcode' ? bar.moduleDots : 0, warnings: layout.warnings.filter((w) => w.code.startsWith('barcode')) };
    };
    const fallback = parsePickupTemplate(DEFAULT_PICKUP_TEMPLATE);
    for (const code of ['NH24112400013', 'A2411240001B3', '2411240001301']) {
      expect(moduleOf(fallback, code).dots, code).toBeGreaterThanOrEqual(2);
      expect(moduleOf(fallback, code).warnings).toEqual([]);
    }
    // the spec's own sample (CODE128B, 145 px) is what the review measured: 1-dot modules, with a warning
    expect(moduleOf(spec, 'NH24112400013').dots).toBe(1);
    expect(moduleOf(spec, 'NH24112400013').warnings.map((w) => w.code)).toContain('barcode-module-small');
  });
});
