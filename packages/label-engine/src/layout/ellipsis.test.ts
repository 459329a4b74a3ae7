import { describe, expect, it } from 'vitest';
import { loadBundledFont } from '../node.ts';
import { parseTemplate } from '../model/migrate.ts';
import { layoutLabel } from './layout.ts';

const font = loadBundledFont();
const lineOf = (content: string, width: number) => {
  const t = parseTemplate({
    schemaVersion: 2,
    name: 't',
    width: 60,
    height: 40,
    elements: [{ id: 'a', type: 'text', x: 1, y: 1, width, height: 5, content, fontSize: 3, wrap: false, maxLines: 1, ellipsis: true }],
  });
  const p = layoutLabel(t, {}, { font, dpi: 203 }).primitives.find((x) => x.kind === 'text');
  return p?.kind === 'text' ? p.text : '';
};

describe('ellipsis', () => {
  it('drops the space before a cut Latin word', () => {
    // every width from "Hell…" to "Hello World W…": somewhere "Hello …" fits but "Hello W…" does not
    const cuts = new Set<string>();
    for (let w = 8; w <= 30; w += 0.25) cuts.add(lineOf('Hello World Wide Web', w));
    expect([...cuts].filter((c) => /\s…$/.test(c))).toEqual([]);
    expect(cuts).toContain('Hello…');
    expect(cuts).toContain('Hello World…');
  });
  it('leaves a line that fits alone', () => {
    expect(lineOf('Hello', 40)).toBe('Hello');
  });
});
