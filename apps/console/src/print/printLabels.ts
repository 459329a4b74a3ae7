// One print job: every label laid out once by the engine, then handed to the chosen path, one task per
// label so each gets its own result (and a failure names its label).
import {
  expandCopies,
  layoutLabel,
  renderLodop,
  renderPdf,
  renderTspl,
  renderZpl,
  type LabelData,
  type ImageSource,
  type LabelFont,
  type LabelLayout,
  type Template,
} from '@oms/label-engine';
import type { PrintMode } from '@oms/api-client';
import { preloadLabelImages } from './labelImages.ts';
import { printPdfInBrowser, runBatch, runLodopTask, runRawTask, type BatchItemResult, type CLodop } from '@oms/print-bridge';

export interface PrintRequest {
  template: Template;
  rows: LabelData[];
  font: LabelFont;
  mode: PrintMode;
  lodop: CLodop | null;
  printer: string | null;
  offsetMm: { x: number; y: number };
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

/** Every label of the job laid out once, at the printer's 203 dpi, with the images the labels use. */
export function layoutsFor(template: Template, rows: LabelData[], font: LabelFont, images?: ImageSource): LabelLayout[] {
  return expandCopies(template, rows).map((row) => layoutLabel(template, row, { font, dpi: 203, ...(images ? { images } : {}) }));
}

export async function printLabels(r: PrintRequest): Promise<BatchItemResult[]> {
  const layouts = layoutsFor(r.template, r.rows, r.font, await preloadLabelImages(r.template, r.rows));
  if (r.mode === 'browser') {
    try {
      await printPdfInBrowser(renderPdf(layouts, r.font));
      return layouts.map((_, index) => ({ index, ok: true }));
    } catch (e) {
      const error = e instanceof Error ? e.message : '浏览器无法打开打印对话框';
      return layouts.map((_, index) => ({ index, ok: false, error }));
    }
  }
  const lodop = r.lodop;
  if (!lodop) return layouts.map((_, index) => ({ index, ok: false, error: '打印服务未连接' }));
  const options = { ...(r.printer ? { printer: r.printer } : {}), offsetMm: r.offsetMm };
  return runBatch(
    layouts,
    (layout) => {
      switch (r.mode) {
        case 'lodop-raster':
          return runLodopTask(lodop, renderLodop(layout, r.font, { mode: 'raster' }), options);
        case 'lodop-native':
          return runLodopTask(lodop, renderLodop(layout, r.font, { mode: 'native' }), options);
        case 'tspl':
          return runRawTask(lodop, renderTspl(layout, r.font, { text: 'bitmap' }), options);
        case 'zpl':
          return runRawTask(lodop, renderZpl(layout, r.font), options);
        default:
          return Promise.resolve(`不支持的打印方式 ${String(r.mode)}`);
      }
    },
    { ...(r.signal ? { signal: r.signal } : {}), onProgress: (done, total) => r.onProgress?.(done, total) },
  );
}
