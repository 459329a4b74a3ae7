import { useState } from 'react';
import { Button, Upload } from 'antd';
import type { HeadlessRow } from '@oms/api-client';
import { useFeedback } from '@oms/ui';
import { searchHeadlessByPhoto } from '../../../api/headless.ts';

export type PhotoMatch = HeadlessRow & { similarity: number };

/** The longest side sent: enough for the hash, small enough to upload at once (≈ 30 KB). */
const MAX_SIDE = 480;

/** A photo scaled down in the browser to a base64 JPEG. */
async function scaledJpeg(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', 0.85).replace(/^data:image\/jpeg;base64,/, '');
}

/** 以图搜件: pick a photo of the goods; the pool's look-alikes come back, the most alike first. */
export function PhotoSearch({ onResult }: { onResult: (rows: PhotoMatch[]) => void }) {
  const { toast } = useFeedback();
  const [busy, setBusy] = useState(false);
  const run = async (file: File) => {
    setBusy(true);
    try {
      let image: string;
      try {
        image = await scaledJpeg(file);
      } catch {
        return toast.error('图片无法识别，请上传 JPG 或 PNG 图片');
      }
      const answer = await searchHeadlessByPhoto(image).catch((e: Error) => e);
      if (answer instanceof Error) return toast.error(answer.message);
      onResult(answer.rows);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Upload
      accept="image/jpeg,image/png,image/webp"
      showUploadList={false}
      beforeUpload={(file) => {
        void run(file);
        return false;
      }}
    >
      <Button loading={busy}>以图搜件</Button>
    </Upload>
  );
}
