// Node-only helpers (file system). The browser uses fetchBundledFont instead.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundledFontUrl } from './font/bundled.ts';
import { loadFont, type LabelFont } from './font/font.ts';

let cached: LabelFont | undefined;

export function loadBundledFont(): LabelFont {
  cached ??= loadFont(readFileSync(fileURLToPath(bundledFontUrl)));
  return cached;
}
