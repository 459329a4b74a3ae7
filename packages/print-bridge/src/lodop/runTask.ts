// Running a task on C-Lodop: the engine's call list (or raw printer commands), a printer, copies and
// the calibration offset; PRINT() answers later through On_Return.
import type { CLodop } from './types.ts';

export interface LodopCall {
  fn: string;
  args: (string | number)[];
}

export interface TaskOptions {
  printer?: string;
  copies?: number;
  /** Calibration: moves the whole label right (x) and down (y), in mm. */
  offsetMm?: { x: number; y: number };
  timeoutMs?: number;
}

/** true when the service printed it; otherwise its reason in Chinese. */
export type TaskResult = true | string;

export class PrintTaskError extends Error {}

const mm = (v: number) => `${Math.round(v * 100) / 100}mm`;

function withSetup(calls: readonly LodopCall[], o: TaskOptions): LodopCall[] {
  const out: LodopCall[] = [];
  for (const c of calls) {
    if (c.fn === 'PRINT_INITA' && o.offsetMm && (o.offsetMm.x || o.offsetMm.y)) {
      const [, , w, h, name] = c.args;
      out.push({ fn: 'PRINT_INITA', args: [mm(o.offsetMm.y), mm(o.offsetMm.x), w ?? 0, h ?? 0, name ?? ''] });
    } else out.push(c);
    if (c.fn === 'PRINT_INITA' || c.fn === 'PRINT_INIT') {
      if (o.printer) out.push({ fn: 'SET_PRINTER_INDEX', args: [o.printer] });
      if (o.copies && o.copies > 1) out.push({ fn: 'SET_PRINT_COPIES', args: [o.copies] });
    }
  }
  return out;
}

export function runLodopTask(lodop: CLodop, calls: readonly LodopCall[], o: TaskOptions = {}): Promise<TaskResult> {
  return new Promise((resolve) => {
    for (const c of withSetup(calls, o)) {
      const f = lodop[c.fn];
      if (typeof f !== 'function') return resolve(`打印服务不支持 ${c.fn}，请升级 CLodop`);
      const ok = (f as (...a: unknown[]) => unknown).apply(lodop, c.args);
      if (c.fn === 'SET_PRINTER_INDEX' && ok === false) return resolve(`找不到打印机「${String(c.args[0])}」，请重新选择`);
    }
    const timer = setTimeout(() => resolve('打印服务没有回应，请检查 CLodop 是否在运行'), o.timeoutMs ?? 30_000);
    lodop.On_Return_Remain = false;
    lodop.On_Return = (_id, value) => {
      clearTimeout(timer);
      resolve(value === true || value === 'true' || value === 1 || value === '1' ? true : String(value || '打印失败'));
    };
    lodop.PRINT();
  });
}

/** Bytes as a string of char codes 0–255, the form SEND_PRINT_RAWDATA passes through to the printer. */
export const bytesToBinaryString = (bytes: Uint8Array) => {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return s;
};

/** Raw TSPL or ZPL straight to the printer: no driver rendering, the printer's own dots. */
export function runRawTask(lodop: CLodop, data: string | Uint8Array, o: TaskOptions = {}): Promise<TaskResult> {
  const text = typeof data === 'string' ? data : bytesToBinaryString(data);
  return runLodopTask(lodop, [{ fn: 'PRINT_INIT', args: ['raw'] }, { fn: 'SEND_PRINT_RAWDATA', args: [text] }], o);
}
