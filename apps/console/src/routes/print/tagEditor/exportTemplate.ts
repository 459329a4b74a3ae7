// Downloads of what the designer shows: the label as PNG (at the printer's dots) or PDF, and the template as JSON.
import { saveBlobInBrowser } from '@oms/api-client';
import { safeFileName } from '../../../print/fileName.ts';
import {
  encodePng,
  layoutLabel,
  renderPdf,
  renderRaster,
  type ImageSource,
  type LabelData,
  type LabelFont,
  type Template,
} from '@oms/label-engine';

const download = (bytes: BlobPart, type: string, fileName: string) =>
  saveBlobInBrowser(new Blob([bytes], { type }), fileName);

export function exportPng(
  template: Template,
  data: LabelData,
  font: LabelFont,
  dpi: 203 | 300 = 203,
  images?: ImageSource,
) {
  const layout = layoutLabel(template, data, { font, dpi, ...(images ? { images } : {}) });
  download(
    encodePng(renderRaster(layout, font)) as BlobPart,
    'image/png',
    `${safeFileName(template.name)}-${dpi}dpi.png`,
  );
}

export function exportPdf(template: Template, data: LabelData, font: LabelFont, images?: ImageSource) {
  const layout = layoutLabel(template, data, { font, dpi: 300, ...(images ? { images } : {}) });
  download(renderPdf([layout], font) as BlobPart, 'application/pdf', `${safeFileName(template.name)}.pdf`);
}

export function exportJson(template: Template) {
  download(JSON.stringify(template, null, 2), 'application/json', `${safeFileName(template.name)}.json`);
}
