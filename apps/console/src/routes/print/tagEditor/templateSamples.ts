// Preview data and the field picker's fields for each template kind: the kind's preset sample, and for
// a custom label every preset's fields (a seller designing from nothing may bind any of them).
import { PICKUP_KEY_LABELS, PRESETS, findPreset, parseTemplate, templateFields, type LabelData, type Template } from '@oms/label-engine';
import type { LabelTemplateKind } from '@oms/api-client';

const allSamples: LabelData = Object.assign({}, ...[...PRESETS].reverse().map((p) => p.sample));

export function sampleDataFor(kind: LabelTemplateKind): LabelData {
  return findPreset(kind)?.sample ?? allSamples;
}

const labels: Record<string, string> = { ...PICKUP_KEY_LABELS };

export function fieldsFor(template: Template, data: LabelData): { key: string; label?: string }[] {
  const keys = new Set([...templateFields(template.elements), ...Object.keys(data)]);
  return [...keys].map((key) => ({ key, ...(labels[key] ? { label: labels[key] } : {}) }));
}

/** Where a new template of a kind starts: its preset, or an empty 60×40 label. */
export function startingTemplate(kind: LabelTemplateKind, name: string, size?: { width: number; height: number }): Template {
  const preset = findPreset(kind);
  if (preset && kind !== 'custom') return parseTemplate({ ...preset.template, name });
  return parseTemplate({ schemaVersion: 2, name, width: size?.width ?? 60, height: size?.height ?? 40, elements: [] });
}
