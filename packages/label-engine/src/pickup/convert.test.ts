import { describe, expect, it } from 'vitest';
import { parseTemplate } from '../model/migrate.ts';
import { PICKUP_SPEC_SAMPLE } from '../presets/pickup-60x40.ts';
import { PICKUP_KEYS } from './keys.ts';
import { pickupToTemplate, templateToPickup } from './convert.ts';

describe('spec pick-up format ⇄ engine', () => {
  it('round-trips spec → engine → spec identically', () => {
    const engine = pickupToTemplate(PICKUP_SPEC_SAMPLE);
    expect(templateToPickup(engine)).toStrictEqual(PICKUP_SPEC_SAMPLE);
  });
  it('survives JSON storage of the engine template', () => {
    const stored = JSON.parse(JSON.stringify(pickupToTemplate(PICKUP_SPEC_SAMPLE)));
    expect(templateToPickup(parseTemplate(stored))).toStrictEqual(PICKUP_SPEC_SAMPLE);
  });
  it('keeps fields it does not know about', () => {
    const spec = structuredClone(PICKUP_SPEC_SAMPLE) as Record<string, unknown> & typeof PICKUP_SPEC_SAMPLE;
    spec['shopId'] = 42;
    (spec.originCanvasData as Record<string, unknown>)['scale'] = 1.5;
    (spec.originCanvasData.elements[0] as Record<string, unknown>)['rotation'] = 0;
    expect(templateToPickup(pickupToTemplate(spec))).toStrictEqual(spec);
  });
  it('converts px at 96/inch to mm and keys to bindings', () => {
    const t = pickupToTemplate(PICKUP_SPEC_SAMPLE);
    expect([t.width, t.height]).toEqual([60, 40]);
    const code = t.elements.find((e) => e.id === 'takeCode');
    expect(code).toMatchObject({ type: 'barcode', subset: 'B', content: '{{TAKE_CODE}}' });
    // barcode 145×42 px from §9
    expect(code?.width).toBeCloseTo((145 * 25.4) / 96, 9);
    expect(code?.height).toBeCloseTo((42 * 25.4) / 96, 9);
    const qr = t.elements.find((e) => e.id === 'takeCodeQr');
    expect(qr).toMatchObject({ type: 'qrcode', visible: false });
    expect(qr?.width).toBeCloseTo((60 * 25.4) / 96, 9);
  });
  it('keeps an edit made in the engine', () => {
    const t = pickupToTemplate(PICKUP_SPEC_SAMPLE);
    const moved = { ...t, elements: t.elements.map((e) => (e.id === 'shop' ? { ...e, x: 10 } : e)) };
    const spec = templateToPickup(moved);
    expect(spec.originCanvasData.elements.find((e) => e.id === 'shop')?.x).toBeCloseTo(37.795276, 5);
  });
  it('uses every key of the spec', () => {
    const used = new Set<string>();
    const walk = (els: { key: string; children?: unknown }[]) =>
      els.forEach((e) => {
        used.add(e.key);
        if (Array.isArray(e.children)) walk(e.children as typeof els);
      });
    walk(PICKUP_SPEC_SAMPLE.datas.pickup.tagElements);
    for (const k of PICKUP_KEYS) expect(used.has(k), k).toBe(true);
  });
  it('rejects a bad pick-up template with a readable message', () => {
    expect(() => pickupToTemplate({ ...PICKUP_SPEC_SAMPLE, width: 50 })).toThrow(
      /取货标签模板格式不正确[\s\S]*width/,
    );
    const bad = structuredClone(PICKUP_SPEC_SAMPLE) as { datas: { pickup: { tagRule: string } } };
    bad.datas.pickup.tagRule = 'RULE_99';
    expect(() => pickupToTemplate(bad)).toThrow(/tagRule/);
  });
});
