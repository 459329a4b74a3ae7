// The pick-up template's tagElements checklist (spec §3) decides what is on the label: a checked
// checkbox shows its canvas element, a mutil_radio shows the one option chosen (supplier name on or off:
// ARTICLE_SIZE_NUM vs ARTICLE_SIZE_NUM_WITHOUT_NAME; barcode or QR pick code: TAKE_CODE vs
// TAKE_CODE_QR), an input_text prints its text. Changes return a new template; the canvas follows.
import type { PickupCanvasElement, PickupTagElement, PickupTemplate } from './format.ts';

export type PickupSection = 'pickup' | 'return';

export interface ChecklistChange {
  checked?: boolean;
  /** For a mutil_radio: the child key to use. */
  option?: string;
  /** For an input_text: its text. */
  text?: string;
}

type Datas = { pickup: { tagElements: PickupTagElement[] }; return: { tagElements: PickupTagElement[] } };

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** The chosen option of a mutil_radio: its checked child, else the first. */
export function chosenOption(item: PickupTagElement): PickupTagElement | undefined {
  return item.children?.find((c) => c.checked) ?? item.children?.[0];
}

function nextZ(elements: PickupCanvasElement[]) {
  return Math.max(0, ...elements.map((e) => e.zIndex)) + 1;
}

/** Makes the canvas show what the checklist says for one item. */
function syncCanvas(spec: PickupTemplate, item: PickupTagElement) {
  const elements = spec.originCanvasData.elements as PickupCanvasElement[];
  const on = item.checked !== false;
  if (item.type === 'mutil_radio') {
    const chosen = chosenOption(item);
    const keys = new Set((item.children ?? []).map((c) => c.key));
    const ofGroup = elements.filter((e) => keys.has(e.key));
    const own = ofGroup.find((e) => e.key === chosen?.key);
    if (!own && ofGroup[0] && chosen) {
      // one canvas element serves the group (the article line): it takes the chosen field
      ofGroup[0].key = chosen.key as never;
      if (ofGroup[0].type === 'text' && chosen.mockValue !== undefined) ofGroup[0].text = chosen.mockValue;
    }
    for (const e of ofGroup) e.visible = on && e.key === chosen?.key;
    return;
  }
  const mine = elements.filter((e) => e.key === item.key);
  if (item.type === 'input_text') {
    if (mine.length === 0 && on) {
      elements.push({
        id: `${item.key.toLowerCase()}-${elements.length + 1}`,
        type: 'text',
        key: item.key as never,
        text: item.mockValue ?? '',
        x: 6,
        y: 134,
        width: 215,
        height: 14,
        fontSize: item.fontSize ?? 10,
        textAlign: 'center',
        isWrap: false,
        maxLines: 1,
        visible: true,
        locked: false,
        zIndex: nextZ(elements),
      } as PickupCanvasElement);
      return;
    }
    for (const e of mine) if (e.type === 'text') e.text = item.mockValue ?? '';
  }
  for (const e of mine) e.visible = on;
}

export function setPickupItem(spec: PickupTemplate, section: PickupSection, key: string, change: ChecklistChange): PickupTemplate {
  const next = clone(spec);
  const datas = next.datas as Datas;
  const item = datas[section].tagElements.find((e) => e.key === key);
  if (!item) return spec;
  if (change.checked !== undefined) item.checked = change.checked;
  if (change.option !== undefined && item.children)
    for (const c of item.children) c.checked = c.key === change.option;
  if (change.text !== undefined) item.mockValue = change.text;
  if (section === 'pickup') syncCanvas(next, item);
  return next;
}
