// The headless editor: a template, a selection and its history, changed only by the functions here.
// No React and no Konva, so every rule of the designer is unit-tested without a browser.
import type { LabelElement, Template } from '@oms/label-engine';
import { boundsOf, round01, type Box } from './geometry.ts';
import { freshId, newElement, type NewElementKind } from './elements.ts';

export interface EditorState {
  template: Template;
  selection: readonly string[];
  past: readonly Template[];
  future: readonly Template[];
  /** Changes with the same key in a row are one undo step (typing in one inspector field). */
  lastChange: string | null;
}

const HISTORY_MAX = 200;

export function createEditor(template: Template): EditorState {
  return { template, selection: [], past: [], future: [], lastChange: null };
}

/** A new template as one undo step, or merged into the last step when `coalesce` repeats. */
export function commit(state: EditorState, template: Template, coalesce: string | null = null): EditorState {
  if (template === state.template) return state;
  const merge = coalesce !== null && coalesce === state.lastChange;
  const past = merge ? state.past : [...state.past, state.template].slice(-HISTORY_MAX);
  const ids = new Set(template.elements.map((e) => e.id));
  return {
    template,
    selection: state.selection.filter((id) => ids.has(id)),
    past,
    future: [],
    lastChange: coalesce,
  };
}

export const canUndo = (s: EditorState) => s.past.length > 0;
export const canRedo = (s: EditorState) => s.future.length > 0;

export function undo(s: EditorState): EditorState {
  const previous = s.past.at(-1);
  if (!previous) return s;
  const ids = new Set(previous.elements.map((e) => e.id));
  return {
    template: previous,
    selection: s.selection.filter((id) => ids.has(id)),
    past: s.past.slice(0, -1),
    future: [s.template, ...s.future],
    lastChange: null,
  };
}

export function redo(s: EditorState): EditorState {
  const next = s.future[0];
  if (!next) return s;
  const ids = new Set(next.elements.map((e) => e.id));
  return {
    template: next,
    selection: s.selection.filter((id) => ids.has(id)),
    past: [...s.past, s.template],
    future: s.future.slice(1),
    lastChange: null,
  };
}

export function select(s: EditorState, ids: readonly string[]): EditorState {
  return { ...s, selection: [...new Set(ids)], lastChange: null };
}

/** Shift/Ctrl-click: adds an element to the selection or takes it out. */
export function toggleSelected(s: EditorState, id: string): EditorState {
  return select(s, s.selection.includes(id) ? s.selection.filter((x) => x !== id) : [...s.selection, id]);
}

export const selectedElements = (s: EditorState): LabelElement[] =>
  s.template.elements.filter((e) => s.selection.includes(e.id));

/** Elements ordered as drawn: by zIndex, then by position in the list. */
export const drawingOrder = (t: Template): LabelElement[] =>
  t.elements.map((e, i) => ({ e, i })).sort((a, b) => a.e.zIndex - b.e.zIndex || a.i - b.i).map((x) => x.e);

/** A change to any fields of one element kind (a line's direction, a text's content…). */
export type Patch = LabelElement extends infer E ? (E extends LabelElement ? Partial<Omit<E, 'id' | 'type'>> : never) : never;

export function patchElements(
  s: EditorState,
  patches: Readonly<Record<string, Patch>>,
  coalesce: string | null = null,
): EditorState {
  let changed = false;
  const elements = s.template.elements.map((e) => {
    const p = patches[e.id];
    if (!p) return e;
    changed = true;
    return { ...e, ...p } as LabelElement;
  });
  return changed ? commit(s, { ...s.template, elements }, coalesce) : s;
}

export const patchTemplate = (s: EditorState, patch: Partial<Pick<Template, 'name' | 'width' | 'height'>>, coalesce?: string) =>
  commit(s, { ...s.template, ...patch }, coalesce ?? null);

export function addElement(s: EditorState, kind: NewElementKind, at?: { x: number; y: number }): EditorState {
  const element = newElement(kind, s.template, at);
  return select(commit(s, { ...s.template, elements: [...s.template.elements, element] }), [element.id]);
}

/** Moves the unlocked selected elements by (dx, dy) mm: arrow keys and dragging. */
export function moveSelection(s: EditorState, dx: number, dy: number, coalesce: string | null = null): EditorState {
  const patches: Record<string, Patch> = {};
  for (const e of selectedElements(s))
    if (!e.locked) patches[e.id] = { x: round01(e.x + dx), y: round01(e.y + dy) };
  return patchElements(s, patches, coalesce);
}

export function deleteSelection(s: EditorState): EditorState {
  const gone = new Set(selectedElements(s).filter((e) => !e.locked).map((e) => e.id));
  if (gone.size === 0) return s;
  return commit(s, { ...s.template, elements: s.template.elements.filter((e) => !gone.has(e.id)) });
}

/** Copies of `elements` with fresh ids, `offset` mm down and right, on top; they become the selection. */
export function pasteElements(s: EditorState, elements: readonly LabelElement[], offset = 1): EditorState {
  if (elements.length === 0) return s;
  let template = s.template;
  const taken = new Set<string>();
  const top = Math.max(0, ...template.elements.map((e) => e.zIndex));
  const copies = elements.map((e, i) => {
    const id = freshId(template, taken);
    taken.add(id);
    return { ...e, id, locked: false, zIndex: top + 1 + i, x: round01(e.x + offset), y: round01(e.y + offset) } as LabelElement;
  });
  template = { ...template, elements: [...template.elements, ...copies] };
  return select(commit(s, template), copies.map((c) => c.id));
}

export const duplicateSelection = (s: EditorState) => pasteElements(s, selectedElements(s));

export type Alignment = 'left' | 'hcenter' | 'right' | 'top' | 'vcenter' | 'bottom';

/**
 * Aligns the selection to its own bounds, or a single element to the label: what every designer
 * (and PowerPoint) does.
 */
export function alignSelection(s: EditorState, how: Alignment): EditorState {
  const els = selectedElements(s).filter((e) => !e.locked);
  if (els.length === 0) return s;
  const ref: Box =
    els.length === 1 ? { x: 0, y: 0, width: s.template.width, height: s.template.height } : boundsOf(els)!;
  const patches: Record<string, Patch> = {};
  for (const e of els) {
    const x =
      how === 'left' ? ref.x : how === 'right' ? ref.x + ref.width - e.width : how === 'hcenter' ? ref.x + (ref.width - e.width) / 2 : e.x;
    const y =
      how === 'top' ? ref.y : how === 'bottom' ? ref.y + ref.height - e.height : how === 'vcenter' ? ref.y + (ref.height - e.height) / 2 : e.y;
    patches[e.id] = { x: round01(x), y: round01(y) };
  }
  return patchElements(s, patches);
}

/** Equal gaps between three or more selected elements, the outer two staying where they are. */
export function distributeSelection(s: EditorState, axis: 'horizontal' | 'vertical'): EditorState {
  const els = selectedElements(s).filter((e) => !e.locked);
  if (els.length < 3) return s;
  const pos = (e: Box) => (axis === 'horizontal' ? e.x : e.y);
  const size = (e: Box) => (axis === 'horizontal' ? e.width : e.height);
  const sorted = [...els].sort((a, b) => pos(a) - pos(b));
  const first = sorted[0]!;
  const last = sorted.at(-1)!;
  const span = pos(last) + size(last) - pos(first);
  const gap = (span - sorted.reduce((sum, e) => sum + size(e), 0)) / (sorted.length - 1);
  const patches: Record<string, Patch> = {};
  let at = pos(first);
  for (const e of sorted) {
    patches[e.id] = axis === 'horizontal' ? { x: round01(at) } : { y: round01(at) };
    at += size(e) + gap;
  }
  return patchElements(s, patches);
}

export type Reorder = 'forward' | 'backward' | 'front' | 'back';

/** Changes drawing order; zIndex values are renumbered 1…n so the order stays unambiguous. */
export function reorder(s: EditorState, id: string, how: Reorder): EditorState {
  const order = drawingOrder(s.template);
  const i = order.findIndex((e) => e.id === id);
  if (i < 0) return s;
  const [el] = order.splice(i, 1);
  const to = how === 'front' ? order.length : how === 'back' ? 0 : how === 'forward' ? Math.min(order.length, i + 1) : Math.max(0, i - 1);
  order.splice(to, 0, el!);
  const z = new Map(order.map((e, n) => [e.id, n + 1]));
  return commit(s, { ...s.template, elements: s.template.elements.map((e) => ({ ...e, zIndex: z.get(e.id)! })) });
}

/**
 * Turns an element a quarter clockwise. The engine turns content inside the footprint, so the
 * footprint turns around its centre (width and height swap) and the content's rotation steps on.
 */
export function rotateSelection(s: EditorState): EditorState {
  const patches: Record<string, Patch> = {};
  for (const e of selectedElements(s)) {
    if (e.locked) continue;
    const cx = e.x + e.width / 2;
    const cy = e.y + e.height / 2;
    const rotation = ((e.rotation + 90) % 360) as LabelElement['rotation'];
    const turned = { width: e.height, height: e.width, x: round01(cx - e.height / 2), y: round01(cy - e.width / 2) };
    patches[e.id] =
      e.type === 'line'
        ? { ...turned, direction: e.direction === 'horizontal' ? ('vertical' as const) : ('horizontal' as const) }
        : { ...turned, rotation };
  }
  return patchElements(s, patches);
}

/** Resizes elements to new boxes (the transformer), keeping at least 0.5 mm a side and lines their thickness. */
export function resizeElements(s: EditorState, boxes: Readonly<Record<string, Box>>): EditorState {
  const patches: Record<string, Patch> = {};
  for (const e of s.template.elements) {
    const b = boxes[e.id];
    if (!b || e.locked) continue;
    let width = Math.max(0.5, round01(b.width));
    let height = Math.max(0.5, round01(b.height));
    if (e.type === 'line') {
      if (e.direction === 'horizontal') height = e.thickness;
      else width = e.thickness;
    }
    if (e.type === 'qrcode') width = height = Math.max(width, height);
    patches[e.id] = { x: round01(b.x), y: round01(b.y), width, height };
  }
  return patchElements(s, patches);
}
