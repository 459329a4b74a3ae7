// What the printer will print: the engine's 1-bit raster at 203 dpi, shown with square dots.
import { useEffect, useMemo, useState } from 'react';
import { useLabelImages } from './labelImages.ts';
import './labelPreview.css';
import {
  encodePng,
  layoutLabel,
  renderRaster,
  validateLabel,
  type LabelData,
  type LabelFont,
  type LayoutWarning,
  type Template,
} from '@oms/label-engine';

interface Props {
  template: Template;
  data: LabelData;
  font: LabelFont;
  /** Screen px per printer dot. */
  scale?: number;
  label: string;
  /** Warnings that are expected here (an optional field left empty on a certificate). */
  quiet?: readonly LayoutWarning['code'][];
}

export function LabelPreview({ template, data, font, scale = 1.5, label, quiet = [] }: Props) {
  const rows = useMemo(() => [data], [data]);
  const images = useLabelImages(template, rows);
  const layout = useMemo(
    () => layoutLabel(template, data, { font, dpi: 203, ...(images ? { images } : {}) }),
    [template, data, font, images],
  );
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(
      new Blob([encodePng(renderRaster(layout, font)) as BlobPart], { type: 'image/png' }),
    );
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [layout, font]);
  const warnings = useMemo(
    () =>
      validateLabel(template, data, font, {
        dpis: [203],
        lodop: true,
        ...(images ? { images } : {}),
      }).warnings.filter((w) => !quiet.includes(w.code)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- quiet is a constant list per page
    [template, data, font, images],
  );
  return (
    <figure className="oms-label-preview">
      {url && (
        <img
          src={url}
          alt={label}
          width={layout.widthDots * scale}
          height={layout.heightDots * scale}
          data-testid="label-preview"
        />
      )}
      <figcaption>
        打印机看到的效果（203dpi，{layout.widthDots}×{layout.heightDots} 点）
      </figcaption>
      {warnings.length > 0 && (
        <ul className="oms-label-preview-warnings" aria-label="检查结果">
          {warnings.map((w, i) => (
            <li key={i}>⚠ {w.message}</li>
          ))}
        </ul>
      )}
    </figure>
  );
}
