// Validation in Chinese, each message naming its element. Layout produces the findings (it is the
// only place that knows what fits); this adds the template-level checks and a summary.
import type { LabelFont } from '../font/font.ts';
import type { ImageSource } from '../layout/context.ts';
import { layoutLabel } from '../layout/layout.ts';
import type { LayoutWarning } from '../layout/primitives.ts';
import type { LabelData } from '../model/binding.ts';
import type { Template } from '../model/schema.ts';
import type { Dpi } from '../units.ts';

export interface ValidationResult {
  ok: boolean;
  warnings: LayoutWarning[];
}

export interface ValidateOptions {
  /** resolutions to check: a module can be 2 dots at 300 dpi and only 1 at 203 */
  dpis?: Dpi[];
  /** also check what C-Lodop's own barcode engine accepts (QR up to version 14) */
  lodop?: boolean;
  /** images the caller has loaded (http addresses, JPEG): without them such images are reported unavailable */
  images?: ImageSource;
}

/** Lodop draws QR codes itself and refuses anything above version 14 (about 458 characters at level L). */
const LODOP_MAX_QR_VERSION = 14;

export function validateLabel(
  template: Template,
  data: LabelData,
  font: LabelFont,
  options: ValidateOptions = {},
): ValidationResult {
  const seen = new Set<string>();
  const warnings: LayoutWarning[] = [];
  const add = (w: LayoutWarning) => {
    const key = `${w.code}|${w.elementId}|${w.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      warnings.push(w);
    }
  };
  for (const dpi of options.dpis ?? [203]) {
    const layout = layoutLabel(template, data, { font, dpi, ...(options.images ? { images: options.images } : {}) });
    layout.warnings.forEach(add);
    if (options.lodop)
      for (const p of layout.primitives)
        if (p.kind === 'qrcode' && p.version > LODOP_MAX_QR_VERSION)
          add({
            code: 'qr-capacity',
            elementId: p.elementId,
            message: `元素「${p.elementId}」：二维码需要 ${p.version} 版，Lodop 最多支持 ${LODOP_MAX_QR_VERSION} 版（L 级约 458 个字符），请减少内容或用图片方式打印`,
          });
  }
  return { ok: warnings.length === 0, warnings };
}

export function formatWarnings(warnings: LayoutWarning[]): string {
  return warnings.map((w) => `⚠ ${w.message}`).join('\n');
}
