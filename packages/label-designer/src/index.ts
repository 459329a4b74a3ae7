// @oms/label-designer — the label engine's React face. The headless core is also at '@oms/label-designer/core'.
export * from './core/index.ts';
export { LabelDesigner, type LabelDesignerProps } from './react/LabelDesigner.tsx';
export { LabelCanvas, CANVAS_ORIGIN, type LabelCanvasProps } from './react/LabelCanvas.tsx';
export { LayersPanel } from './react/LayersPanel.tsx';
export { Inspector } from './react/Inspector.tsx';
export { FieldPicker } from './react/FieldPicker.tsx';
export { ValidationPanel } from './react/ValidationPanel.tsx';
export { DesignerToolbar } from './react/DesignerToolbar.tsx';
export { useLabelFont, loadLabelFont } from './react/useLabelFont.ts';
export { bitmapToCanvas } from './react/printerView.ts';
export { imageFileToPngDataUrl } from './react/imageFiles.ts';
export { elementTitle, ELEMENT_TYPE_NAMES } from './react/elementNames.ts';
