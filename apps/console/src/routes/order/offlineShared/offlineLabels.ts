// The offline labels print with the engine's presets: a pick label per piece, a return label per piece.
import { findPreset, parseTemplate, type LabelData, type Template } from '@oms/label-engine';
import type { OfflinePickLabel, OfflineReturnLabel } from '@oms/api-client';

const cache = new Map<string, Template>();

/** The preset's template, printing `quantity` copies of each row. */
function presetTemplate(id: 'offline-pick' | 'return-label'): Template {
  let template = cache.get(id);
  if (!template) {
    template = { ...parseTemplate(findPreset(id)!.template), copiesField: 'quantity' };
    cache.set(id, template);
  }
  return template;
}

export const pickLabelTemplate = () => presetTemplate('offline-pick');
export const returnLabelTemplate = () => presetTemplate('return-label');

export const pickLabelRows = (labels: OfflinePickLabel[]): LabelData[] => labels.map((l) => ({ ...l }));
export const returnLabelRows = (labels: OfflineReturnLabel[]): LabelData[] => labels.map((l) => ({ ...l }));
