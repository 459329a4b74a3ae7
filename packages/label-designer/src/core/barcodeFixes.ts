// What fixes a barcode whose modules come out under 2 dots: a wider box (the width that gives 2-dot
// modules at 203 dpi with the data being previewed), CODE128 auto (digit runs in subset C), or less data.
import { code128Problem, encodeCode128, resolveBindings, type BarcodeElement, type LabelData, type Template } from '@oms/label-engine';

export interface BarcodeFix {
  kind: 'widen' | 'auto-subset';
  label: string;
  patch: Partial<Pick<BarcodeElement, 'width' | 'x' | 'subset'>>;
}

const DOTS_PER_MM_203 = 8;
const QUIET_MODULES = 20;

/** The narrowest box (mm) that gives modules of `dots` dots at 203 dpi, or null when the data cannot be encoded. */
export function widthForModules(data: string, subset: BarcodeElement['subset'], dots = 2): number | null {
  if (!data || code128Problem(data, subset)) return null;
  const modules = encodeCode128(data, subset).modules;
  return Math.ceil(((modules + QUIET_MODULES) * dots * 10) / DOTS_PER_MM_203) / 10;
}

export function barcodeFixes(el: BarcodeElement, template: Template, data: LabelData): BarcodeFix[] {
  const text = resolveBindings(el.content, data).text;
  const fixes: BarcodeFix[] = [];
  const sideways = el.rotation === 90 || el.rotation === 270;
  const need = widthForModules(text, el.subset);
  if (need && !sideways && need > el.width) {
    // keep it on the label: grow to the right, or move left when the right edge is too close
    const x = Math.max(0, Math.min(el.x, template.width - need));
    if (x + need <= template.width + 1e-9) fixes.push({ kind: 'widen', label: `加宽到 ${need} mm`, patch: { width: need, x } });
  }
  if (el.subset !== 'auto') {
    const autoNeed = widthForModules(text, 'auto');
    if (autoNeed !== null && (need === null || autoNeed < need)) fixes.push({ kind: 'auto-subset', label: '改用 CODE128 自动（数字段用 C，更窄）', patch: { subset: 'auto' } });
  }
  return fixes;
}
