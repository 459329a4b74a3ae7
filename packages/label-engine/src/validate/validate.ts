// Validation in Chinese, each message naming its element. Layout produces the findings (it is the
// only place that knows what fits); this adds the template-level checks and a summary.
import type { LabelFont } from '../font/font.ts';
import { layoutLabel } from '../layout/layout.ts';
import type { LayoutWarning } from '../layout/primitives.ts';
import type { LabelData } from '../model/binding.ts';
import type { Template } from '../model/schema.ts';
import type { Dpi } from '../units.ts';

export interface ValidationResult {
  ok: boolean;
  warnings: LayoutWarning[];
}

/** Checks a template with one data row at both printer resolutions (a module can be 2 dots at 300 dpi but 1 at 203). */
export function validateLabel(template: Template, data: LabelData, font: LabelFont, dpis: Dpi[] = [203]): ValidationResult {
  const seen = new Set<string>();
  const warnings: LayoutWarning[] = [];
  for (const dpi of dpis)
    for (const w of layoutLabel(template, data, { font, dpi }).warnings) {
      const key = `${w.code}|${w.elementId}|${w.message}`;
      if (!seen.has(key)) {
        seen.add(key);
        warnings.push(w);
      }
    }
  return { ok: warnings.length === 0, warnings };
}

export function formatWarnings(warnings: LayoutWarning[]): string {
  return warnings.map((w) => `⚠ ${w.message}`).join('\n');
}
