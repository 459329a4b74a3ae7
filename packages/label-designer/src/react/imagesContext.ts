// Images the page has loaded for the label (through the server), so the vector view draws the same
// pixels as the printer view instead of fetching the address itself.
import { createContext, useContext } from 'react';
import type { GrayImage, ImageSource } from '@oms/label-engine';

export const LabelImagesContext = createContext<ImageSource | undefined>(undefined);

const canvases = new WeakMap<GrayImage, HTMLCanvasElement>();

/** A loaded grey image as a canvas Konva can draw (one canvas per image, reused). */
export function useLabelImageCanvas(src: string): HTMLCanvasElement | null {
  const images = useContext(LabelImagesContext);
  const image = src && images ? images(src) : null;
  if (!image) return null;
  let canvas = canvases.get(image);
  if (!canvas) {
    canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const ctx = canvas.getContext('2d')!;
    const data = ctx.createImageData(image.width, image.height);
    for (let i = 0; i < image.gray.length; i++) {
      const v = image.gray[i]!;
      data.data[i * 4] = data.data[i * 4 + 1] = data.data[i * 4 + 2] = v;
      data.data[i * 4 + 3] = 255;
    }
    ctx.putImageData(data, 0, 0);
    canvases.set(image, canvas);
  }
  return canvas;
}
