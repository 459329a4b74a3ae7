// The bundled font, fetched once per page load and only by pages that draw labels: the engine
// measures and rasterises with it, and Konva draws the vector preview with the same glyphs.
import { useEffect, useState } from 'react';
import { BUNDLED_FONT_FAMILY, fetchBundledFont, loadFont, type LabelFont } from '@oms/label-engine';

let loading: Promise<LabelFont> | null = null;

export function loadLabelFont(): Promise<LabelFont> {
  loading ??= fetchBundledFont()
    .then(async (bytes) => {
      const face = new FontFace(BUNDLED_FONT_FAMILY, bytes.slice(0));
      document.fonts.add(await face.load());
      return loadFont(bytes);
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

export function useLabelFont(): { font: LabelFont | null; error: string | null; retry: () => void } {
  const [font, setFont] = useState<LabelFont | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadLabelFont().then(
      (f) => live && setFont(f),
      () => live && setError('标签字体加载失败，请检查网络后重试'),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return { font, error, retry: () => (setError(null), setAttempt((n) => n + 1)) };
}
