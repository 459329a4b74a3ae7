// Accepts either the engine format or the spec's pick-up format.
import type { LabelData } from './model/binding.ts';
import { parseTemplate } from './model/migrate.ts';
import type { Template } from './model/schema.ts';
import { isPickupFormat } from './pickup/format.ts';
import { pickupToTemplate } from './pickup/convert.ts';

export function loadAnyTemplate(raw: unknown): Template {
  return isPickupFormat(raw) ? pickupToTemplate(raw) : parseTemplate(raw);
}

/** Repeats each row by the template's copies field (the certificate's quantity); at least one copy. */
export function expandCopies(template: Template, rows: LabelData[]): LabelData[] {
  const field = template.copiesField;
  if (!field) return rows;
  return rows.flatMap((row) => {
    const n = Math.max(1, Math.min(1000, Math.floor(Number(row[field] ?? 1)) || 1));
    return Array.from({ length: n }, () => row);
  });
}
