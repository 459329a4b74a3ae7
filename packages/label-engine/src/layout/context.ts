import type { LabelFont } from '../font/font.ts';
import type { LabelData } from '../model/binding.ts';
import type { Dpi } from '../units.ts';
import type { GrayImage, LayoutWarning } from './primitives.ts';

export interface LayoutContext {
  font: LabelFont;
  dpi: Dpi;
  dpm: number;
  data: LabelData;
  images: ImageSource;
  warn(code: LayoutWarning['code'], elementId: string, message: string): void;
}

/** Supplies decoded pixels for image sources the core cannot decode itself (http URLs, JPEG). */
export type ImageSource = (src: string) => GrayImage | null | undefined;
