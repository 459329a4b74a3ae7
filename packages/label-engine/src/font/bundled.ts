// Where the bundled font lives; bundlers (Vite) and Node both resolve this URL next to the source.
export const BUNDLED_FONT_FILE = 'NotoSansSC-LabelSubset.otf';
// a literal string so Vite can see and copy the asset
export const bundledFontUrl: URL = new URL('../../fonts/NotoSansSC-LabelSubset.otf', import.meta.url);
/** CSS family name the designer registers with FontFace so Konva draws with the same font. */
export const BUNDLED_FONT_FAMILY = 'OMS Label Sans';

/** Browser helper: fetch the bundled font bytes. */
export async function fetchBundledFont(fetcher: typeof fetch = fetch): Promise<ArrayBuffer> {
  const res = await fetcher(bundledFontUrl.href);
  if (!res.ok) throw new Error(`字体加载失败：${res.status}`);
  return res.arrayBuffer();
}
