// Printer, print mode and calibration offsets, remembered per template kind on this computer
// (the printers are this computer's).
import type { LabelTemplateKind, PrintMode } from '@oms/api-client';

export interface PrintPrefs {
  printer: string | null;
  mode: PrintMode;
  offsetX: number;
  offsetY: number;
  /** 浏览器打印's paper: a page a label (label rolls) or as many as fit on A4 with cut lines (sticker sheets). */
  sheet: 'label' | 'A4';
}

const key = (kind: LabelTemplateKind) => `oms.printPrefs.${kind}`;
export const DEFAULT_PRINT_PREFS: PrintPrefs = {
  printer: null,
  mode: 'lodop-raster',
  offsetX: 0,
  offsetY: 0,
  sheet: 'label',
};

export function loadPrintPrefs(kind: LabelTemplateKind): PrintPrefs {
  try {
    const raw = JSON.parse(localStorage.getItem(key(kind)) ?? 'null') as Partial<PrintPrefs> | null;
    return { ...DEFAULT_PRINT_PREFS, ...(raw ?? {}) };
  } catch {
    return DEFAULT_PRINT_PREFS;
  }
}

export function savePrintPrefs(kind: LabelTemplateKind, prefs: PrintPrefs) {
  localStorage.setItem(key(kind), JSON.stringify(prefs));
}
