// The offline labels print with the engine's presets: a pick label per piece, a return label per piece.
import type { LabelData } from '@oms/label-engine';
import type { OfflinePickLabel, OfflineReturnLabel } from '@oms/api-client';
import { presetTemplate } from '../../../print/presetTemplate.ts';

export const pickLabelTemplate = () => presetTemplate('offline-pick', 'quantity');
export const returnLabelTemplate = () => presetTemplate('return-label', 'quantity');

export const pickLabelRows = (labels: OfflinePickLabel[]): LabelData[] => labels.map((l) => ({ ...l }));
export const returnLabelRows = (labels: OfflineReturnLabel[]): LabelData[] => labels.map((l) => ({ ...l }));
