import { afterSalePreset } from './after-sale.ts';
import type { Preset } from './build.ts';
import { certificatePreset } from './certificate.ts';
import { headlessPreset } from './headless.ts';
import { houdaoPreset } from './houdao.ts';
import { offlinePickPreset, offlinePickSupplierPreset } from './offline-pick.ts';
import { pickupPreset } from './pickup-60x40.ts';
import { returnLabelPreset } from './return-label.ts';
import { returnStoragePreset } from './return-storage.ts';
import { thermal40x70Preset } from './thermal-40x70.ts';
import { waybillPreset } from './waybill-100x180.ts';

export type { Preset } from './build.ts';
export { PICKUP_SPEC_SAMPLE, DEFAULT_PICKUP_TEMPLATE } from './pickup-60x40.ts';

export const PRESETS: readonly Preset[] = [
  houdaoPreset,
  afterSalePreset,
  offlinePickPreset,
  offlinePickSupplierPreset,
  returnLabelPreset,
  returnStoragePreset,
  headlessPreset,
  certificatePreset,
  thermal40x70Preset,
  pickupPreset,
  waybillPreset,
];

export function findPreset(id: string): Preset | undefined {
  return PRESETS.find((p) => p.id === id);
}
