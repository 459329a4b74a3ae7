// @oms/label-engine — headless label engine: mm templates, one layout pass, every output from it.
// Pure TypeScript without DOM; Node-only file helpers live in './node.ts' (export "./node").
export * from './units.ts';
export { LABEL_CONSTANTS } from './constants.ts';

export * from './model/schema.ts';
export { parseTemplate, migrateTemplate, TemplateError } from './model/migrate.ts';
export {
  resolveBindings,
  bindingFields,
  templateFields,
  type LabelData,
  type ResolvedText,
} from './model/binding.ts';
export { FORMATTERS, formatDate, formatYuan } from './model/formatters.ts';

export { loadFont, type LabelFont, type GlyphInfo } from './font/font.ts';
export { bundledFontUrl, fetchBundledFont, BUNDLED_FONT_FAMILY, BUNDLED_FONT_FILE } from './font/bundled.ts';

export { layoutLabel, layoutLabels, type LayoutOptions } from './layout/layout.ts';
export type { ImageSource } from './layout/context.ts';
export type * from './layout/primitives.ts';
export { toLabel, rectToLabel } from './layout/primitives.ts';
export {
  encodeCode128,
  code128Problem,
  code128Bars,
  type Code128Subset,
  BarcodeDataError,
} from './layout/code128.ts';
export { encodeQr, QrCapacityError, type QrErrorLevel } from './layout/qr.ts';
export { breakLines } from './layout/linebreak.ts';

export { renderRaster, isBlack, type MonoBitmap } from './output/raster.ts';
export { encodePng, pngDataUrl } from './output/png.ts';
export { decodePng } from './output/png-decode.ts';
export { renderPdf, type PdfOptions } from './output/pdf.ts';
export { renderTspl, type TsplOptions } from './output/tspl.ts';
export { renderZpl } from './output/zpl.ts';
export {
  renderLodop,
  lodopScript,
  DEFAULT_LODOP_FONT,
  type LodopCall,
  type LodopOptions,
} from './output/lodop.ts';
export { renderKonva, type KonvaNodeConfig, type KonvaOptions } from './output/konva.ts';
export { encodeGbk } from './output/gbk.ts';

export {
  validateLabel,
  formatWarnings,
  type ValidationResult,
  type ValidateOptions,
} from './validate/validate.ts';

export { PICKUP_KEYS, RETURN_KEYS, PICKUP_KEY_LABELS, type PickupKey } from './pickup/keys.ts';
export { pickupTemplateSchema, isPickupFormat, type PickupTemplate } from './pickup/format.ts';
export {
  pickupToTemplate,
  templateToPickup,
  pickupSampleData,
  parsePickupTemplate,
} from './pickup/convert.ts';

export { setPickupItem, chosenOption, type PickupSection, type ChecklistChange } from './pickup/checklist.ts';
export { PRESETS, findPreset, PICKUP_SPEC_SAMPLE, DEFAULT_PICKUP_TEMPLATE, type Preset } from './presets/index.ts';
export { stallCardTemplate } from './presets/stall-card.ts';
export { loadAnyTemplate, expandCopies } from './template-input.ts';
