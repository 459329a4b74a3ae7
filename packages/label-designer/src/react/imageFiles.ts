// An uploaded PNG or JPEG as a PNG data URL, which the engine decodes itself, so every output sees it.
const MAX_BYTES = 2 * 1024 * 1024;
/** Longest side kept: 600 px is 50 mm at 300 dpi, more than a label image needs. */
const MAX_SIDE = 600;

export async function imageFileToPngDataUrl(file: Blob, maxSide = MAX_SIDE): Promise<string> {
  if (!/^image\/(png|jpeg)$/.test(file.type)) throw new Error('只支持 PNG 或 JPEG 图片');
  if (file.size > MAX_BYTES) throw new Error('图片不能超过 2MB');
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new Error('图片无法识别，请换一张');
  });
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const ctx = canvas.getContext('2d')!;
  // transparent parts print as paper
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/png');
}
