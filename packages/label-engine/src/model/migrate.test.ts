import { describe, expect, it } from 'vitest';
import { parseTemplate, TemplateError } from './migrate.ts';

describe('template versions', () => {
  it('upgrades a version-1 template (128A barcodes, hline/vline, point sizes)', () => {
    const t = parseTemplate({
      name: '旧模板',
      width: 60,
      height: 40,
      elements: [
        { type: 'text', x: 1, y: 1, width: 20, height: 5, content: '{{orderNo}}', fontSize: 9 },
        { type: 'barcode128A', x: 1, y: 8, width: 40, height: 10, content: 'ABC' },
        { type: 'hline', x: 0, y: 20, width: 60, height: 0.3, dashed: true },
        { type: 'vline', x: 30, y: 0, width: 0.3, height: 40 },
      ],
    });
    expect(t.schemaVersion).toBe(2);
    expect(t.elements.map((e) => e.id)).toEqual(['el1', 'el2', 'el3', 'el4']);
    expect(t.elements[0]).toMatchObject({ type: 'text', align: 'left', visible: true, rotation: 0 });
    expect(t.elements[0]!.type === 'text' && t.elements[0]!.fontSize).toBeCloseTo(3.175, 3);
    expect(t.elements[1]).toMatchObject({ type: 'barcode', subset: 'A' });
    expect(t.elements[2]).toMatchObject({ type: 'line', direction: 'horizontal', style: 'dashed' });
    expect(t.elements[3]).toMatchObject({ type: 'line', direction: 'vertical', style: 'solid' });
  });
  it('explains every problem', () => {
    try {
      parseTemplate({
        schemaVersion: 2,
        name: '',
        width: 60,
        height: 40,
        elements: [
          { id: 'a', type: 'text', x: 0, y: 0, width: 1, height: 1, content: 'x', fontSize: 2, rotation: 45 },
        ],
      });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(TemplateError);
      expect((e as TemplateError).issues.some((i) => i.startsWith('name'))).toBe(true);
      expect((e as TemplateError).issues.some((i) => i.startsWith('第1个元素的 rotation：'))).toBe(true);
      // in Chinese wherever it runs, whatever the process's zod settings
      expect((e as TemplateError).issues.join('\n')).not.toMatch(/expected|Invalid|Too small/);
    }
  });
  it('rejects duplicate element ids', () => {
    const el = { id: 'a', type: 'line', direction: 'horizontal', x: 0, y: 0, width: 1, height: 1 };
    expect(() =>
      parseTemplate({ schemaVersion: 2, name: 'x', width: 10, height: 10, elements: [el, el] }),
    ).toThrow(/id 重复：a/);
  });
});
