import type { ClodopSituation, PrintTask } from '@oms/clodop-standin';
import { decodePng, type MonoBitmap } from '@oms/label-engine';

const control = () => {
  const url = process.env.E2E_CLODOP_CONTROL;
  if (!url) throw new Error('no C-Lodop stand-in');
  return url;
};

export async function clodopSituation(situation: ClodopSituation) {
  const res = await fetch(`${control()}/situation`, { method: 'POST', body: situation });
  if (!res.ok) throw new Error(await res.text());
}

export async function clodopTasks(): Promise<PrintTask[]> {
  return (await fetch(`${control()}/tasks`)).json() as Promise<PrintTask[]>;
}

export async function clearClodopTasks() {
  await fetch(`${control()}/tasks`, { method: 'DELETE' });
}

/** The 1-bit picture a raster task sent (ADD_PRINT_IMAGE with a PNG data URL), as the printer gets it. */
export function taskRaster(task: PrintTask): MonoBitmap {
  const image = task.calls.find((c) => c.fn === 'ADD_PRINT_IMAGE');
  const src = /src="data:image\/png;base64,([^"]+)"/.exec(String(image?.args[4] ?? ''))?.[1];
  if (!src) throw new Error('the task holds no PNG image');
  const png = decodePng(Buffer.from(src, 'base64'));
  const rowBytes = Math.ceil(png.width / 8);
  const bits = new Uint8Array(rowBytes * png.height);
  for (let y = 0; y < png.height; y++)
    for (let x = 0; x < png.width; x++) if (png.gray[y * png.width + x]! < 128) bits[y * rowBytes + (x >> 3)]! |= 0x80 >> (x & 7);
  return { width: png.width, height: png.height, rowBytes, bits };
}
