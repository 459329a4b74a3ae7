import { describe, expect, it } from 'vitest';
import { parseTemplate } from '@oms/label-engine';
import {
  addElement,
  alignSelection,
  createEditor,
  deleteSelection,
  distributeSelection,
  drawingOrder,
  duplicateSelection,
  moveSelection,
  patchElements,
  redo,
  reorder,
  resizeElements,
  rotateSelection,
  select,
  toggleSelected,
  undo,
} from './editor.ts';

const blank = () => createEditor(parseTemplate({ schemaVersion: 2, name: '空白', width: 60, height: 40, elements: [] }));
const box = (id: string, x: number, y: number, width = 10, height = 5) => ({
  id,
  type: 'text',
  x,
  y,
  width,
  height,
  content: id,
  fontSize: 2.8,
});
const withBoxes = (...els: ReturnType<typeof box>[]) =>
  createEditor(parseTemplate({ schemaVersion: 2, name: 't', width: 60, height: 40, elements: els }));
const el = (s: ReturnType<typeof blank>, id: string) => s.template.elements.find((e) => e.id === id)!;

describe('the editor core', () => {
  it('adds elements centred across the label, each in the first free row, selected, each an undo step', () => {
    let s = addElement(blank(), 'text');
    s = addElement(s, 'barcode');
    expect(s.template.elements.map((e) => e.type)).toEqual(['text', 'barcode']);
    expect(s.selection).toEqual(['el2']);
    expect(el(s, 'el1')).toMatchObject({ x: 15, y: 1, width: 30 });
    // below the text (1…5 mm), not on top of it
    expect(el(s, 'el2')).toMatchObject({ x: 10, y: 5, width: 40 });
    s = undo(s);
    expect(s.template.elements).toHaveLength(1);
    expect(s.selection).toEqual([]);
    s = redo(s);
    expect(s.template.elements).toHaveLength(2);
  });

  it('typing in one field is one undo step; another field starts a new one', () => {
    let s = withBoxes(box('a', 0, 0));
    s = patchElements(s, { a: { content: 'x' } }, 'a.content');
    s = patchElements(s, { a: { content: 'xy' } }, 'a.content');
    s = patchElements(s, { a: { content: 'xyz' } }, 'a.content');
    s = patchElements(s, { a: { fontSize: 4 } }, 'a.fontSize');
    s = undo(s);
    expect(el(s, 'a')).toMatchObject({ content: 'xyz', fontSize: 2.8 });
    s = undo(s);
    expect(el(s, 'a')).toMatchObject({ content: 'a' });
    expect(undo(s)).toBe(s);
  });

  it('nudges unlocked selected elements in tenths of a millimetre, never locked ones', () => {
    let s = withBoxes(box('a', 1, 1), box('b', 5, 5));
    s = patchElements(s, { b: { locked: true } });
    s = select(s, ['a', 'b']);
    s = moveSelection(s, 0.1, 0);
    s = moveSelection(s, 0.1, 0);
    s = moveSelection(s, 0, -1);
    expect(el(s, 'a')).toMatchObject({ x: 1.2, y: 0 });
    expect(el(s, 'b')).toMatchObject({ x: 5, y: 5 });
  });

  it('toggles selection, deletes, duplicates with fresh ids on top', () => {
    let s = withBoxes(box('a', 0, 0), box('b', 20, 0));
    s = toggleSelected(toggleSelected(s, 'a'), 'b');
    expect(s.selection).toEqual(['a', 'b']);
    s = toggleSelected(s, 'a');
    expect(s.selection).toEqual(['b']);
    s = duplicateSelection(s);
    expect(s.selection).toEqual(['el3']);
    expect(el(s, 'el3')).toMatchObject({ x: 21, y: 1, content: 'b' });
    expect(drawingOrder(s.template).at(-1)!.id).toBe('el3');
    s = deleteSelection(select(s, ['a', 'el3']));
    expect(s.template.elements.map((e) => e.id)).toEqual(['b']);
    expect(s.selection).toEqual([]);
  });

  it('aligns several to their bounds and one to the label; distributes with equal gaps', () => {
    let s = select(withBoxes(box('a', 2, 3), box('b', 10, 9, 20), box('c', 40, 20, 4)), ['a', 'b', 'c']);
    expect(alignSelection(s, 'right').template.elements.map((e) => e.x + e.width)).toEqual([44, 44, 44]);
    expect(alignSelection(s, 'top').template.elements.map((e) => e.y)).toEqual([3, 3, 3]);
    s = distributeSelection(s, 'horizontal');
    // span 2…44 = 42, widths 34, so gaps of 4
    expect(s.template.elements.map((e) => e.x)).toEqual([2, 16, 40]);
    const one = alignSelection(select(s, ['a']), 'hcenter');
    expect(el(one, 'a').x).toBe(25);
  });

  it('reorders drawing order', () => {
    let s = withBoxes(box('a', 0, 0), box('b', 0, 0), box('c', 0, 0));
    s = reorder(s, 'a', 'front');
    expect(drawingOrder(s.template).map((e) => e.id)).toEqual(['b', 'c', 'a']);
    s = reorder(s, 'a', 'backward');
    expect(drawingOrder(s.template).map((e) => e.id)).toEqual(['b', 'a', 'c']);
    s = reorder(s, 'c', 'back');
    expect(drawingOrder(s.template).map((e) => e.id)).toEqual(['c', 'b', 'a']);
  });

  it('rotates a quarter around the centre, swapping the footprint', () => {
    let s = select(withBoxes(box('a', 10, 10, 20, 4)), ['a']);
    s = rotateSelection(s);
    expect(el(s, 'a')).toMatchObject({ x: 18, y: 2, width: 4, height: 20, rotation: 90 });
    s = rotateSelection(rotateSelection(rotateSelection(s)));
    expect(el(s, 'a')).toMatchObject({ x: 10, y: 10, width: 20, height: 4, rotation: 0 });
  });

  it('resizing keeps a QR square and a line its thickness', () => {
    let s = addElement(blank(), 'qrcode');
    s = addElement(s, 'hline');
    s = resizeElements(s, { el1: { x: 1, y: 1, width: 10, height: 16 }, el2: { x: 0, y: 20, width: 30, height: 3 } });
    expect(el(s, 'el1')).toMatchObject({ width: 16, height: 16 });
    expect(el(s, 'el2')).toMatchObject({ width: 30, height: 0.25 });
  });
});
