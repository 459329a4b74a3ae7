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
import { saveBlobInBrowser, type PrintMode } from '@oms/api-client';
import { preloadLabelImages } from './labelImages.ts';
import {
  printPdfInBrowser,
  runBatch,
  runLodopTask,
  runRawTask,
  type BatchItemResult,
  type CLodop,
} from '@oms/print-bridge';

export interface PrintRequest {
  template: Template;
  rows: LabelData[];
  /** Labels of more than one template in one job (a pick-up roll: a stall's card, then its pieces); replaces template + rows. */
  sequence?: { template: Template; row: LabelData }[];
  /** TSPL and ZPL: the whole job as one raw task (a roll of thousands is one print job, not thousands). */
  oneJob?: boolean;
  font: LabelFont;
  mode: PrintMode;
  lodop: CLodop | null;
  printer: string | null;
  offsetMm: { x: number; y: number };
  /** 浏览器打印: label-size pages, or labels laid out on A4 sheets with cut lines. */
  sheet?: 'label' | 'A4';
  /** 浏览器打印: saved as this PDF file instead of opening the browser's print dialog. */
  downloadAs?: string;
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

/** Every label of the job laid out once, at the printer's 203 dpi, with the images the labels use. */
export function layoutsFor(
  template: Template,
  rows: LabelData[],
  font: LabelFont,
  images?: ImageSource,
): LabelLayout[] {
  return expandCopies(template, rows).map((row) =>
    layoutLabel(template, row, { font, dpi: 203, ...(images ? { images } : {}) }),
  );
}

async function layoutsOf(r: PrintRequest): Promise<LabelLayout[]> {
  if (!r.sequence)
    return layoutsFor(r.template, r.rows, r.font, await preloadLabelImages(r.template, r.rows));
  const out: LabelLayout[] = [];
  for (const item of r.sequence) {
    const images = await preloadLabelImages(item.template, [item.row]);
    out.push(...layoutsFor(item.template, [item.row], r.font, images));
  }
  return out;
}

export async function printLabels(r: PrintRequest): Promise<BatchItemResult[]> {
  const layouts = await layoutsOf(r);
  if (r.mode === 'browser') {
    try {
      const pdf = renderPdf(layouts, r.font, r.sheet === 'A4' ? { sheet: 'A4', cutLines: true } : {});
      if (r.downloadAs)
        saveBlobInBrowser(new Blob([pdf as BlobPart], { type: 'application/pdf' }), r.downloadAs);
      else await printPdfInBrowser(pdf);
      return layouts.map((_, index) => ({ index, ok: true }));
    } catch (e) {
      const error = e instanceof Error ? e.message : '浏览器无法打开打印对话框';
      return layouts.map((_, index) => ({ index, ok: false, error }));
    }
  }
  const lodop = r.lodop;
  if (!lodop) return layouts.map((_, index) => ({ index, ok: false, error: '打印服务未连接' }));
  const options = { ...(r.printer ? { printer: r.printer } : {}), offsetMm: r.offsetMm };
  if (r.oneJob && (r.mode === 'tspl' || r.mode === 'zpl')) {
    const data =
      r.mode === 'tspl' ? renderTspl(layouts, r.font, { text: 'bitmap' }) : renderZpl(layouts, r.font);
    r.onProgress?.(0, layouts.length);
    const result = await runRawTask(lodop, data, options);
    r.onProgress?.(layouts.length, layouts.length);
    return layouts.map((_, index) =>
      result === true ? { index, ok: true } : { index, ok: false, error: result },
    );
  }
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
