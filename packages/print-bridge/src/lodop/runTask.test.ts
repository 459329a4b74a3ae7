import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_PRINTER, loadClodopScript, startClodopStandIn, type ClodopStandIn } from '@oms/clodop-standin';
import { runLodopTask, runRawTask } from './runTask.ts';
import { printersOf } from './findCLodop.ts';
import type { CLodop } from './types.ts';

let standIn: ClodopStandIn;
let lodop: CLodop;
beforeAll(async () => {
  standIn = await startClodopStandIn({ servicePorts: [0, 0] });
  const script = await (await fetch(`http://127.0.0.1:${standIn.servicePorts[0]}/CLodopfuncs.js`)).text();
  lodop = loadClodopScript(script).lodop as unknown as CLodop;
});
afterAll(() => standIn.close());

const calls = [
  { fn: 'PRINT_INITA', args: [0, 0, '60mm', '40mm', '拿货标签'] },
  { fn: 'SET_PRINT_PAGESIZE', args: [1, 600, 400, ''] },
  { fn: 'ADD_PRINT_BARCODE', args: ['2mm', '2mm', '40mm', '10mm', '128Auto', 'TK001'] },
];

describe('running tasks on C-Lodop (the stand-in’s own CLodopfuncs.js)', () => {
  it('lists the printers the service embeds', () => {
    expect(printersOf(lodop)).toContain('Gprinter GP-1324D');
  });

  it('prints on the chosen printer with copies and the calibration offset, answered through On_Return', async () => {
    standIn.tasks.length = 0;
    const result = await runLodopTask(lodop, calls, { printer: 'Xprinter XP-365B', copies: 3, offsetMm: { x: 0.5, y: -1 } });
    expect(result).toBe(true);
    const task = standIn.tasks[0]!;
    expect(task).toMatchObject({ printer: 'Xprinter XP-365B', copies: 3, taskName: '拿货标签' });
    expect(task.calls[0]).toEqual({ fn: 'PRINT_INITA', args: ['-1mm', '0.5mm', '60mm', '40mm', '拿货标签'] });
    expect(task.calls.map((c) => c.fn)).toEqual(['PRINT_INITA', 'SET_PRINTER_INDEX', 'SET_PRINT_COPIES', 'SET_PRINT_PAGESIZE', 'ADD_PRINT_BARCODE']);
  });

  it('says why in Chinese: an unknown printer, an offline one', async () => {
    expect(await runLodopTask(lodop, calls, { printer: '不存在' })).toBe('找不到打印机「不存在」，请重新选择');
    expect(await runLodopTask(lodop, calls, { printer: OFFLINE_PRINTER })).toBe('打印机脱机或缺纸');
  });

  it('sends raw commands byte for byte', async () => {
    standIn.tasks.length = 0;
    const bytes = new Uint8Array([0x53, 0x49, 0x5a, 0x45, 0x20, 0xb1, 0xea, 0x00, 0xff]);
    expect(await runRawTask(lodop, bytes, { printer: 'Gprinter GP-1324D' })).toBe(true);
    const sent = String(standIn.tasks[0]!.calls.find((c) => c.fn === 'SEND_PRINT_RAWDATA')!.args[0]);
    expect([...sent].map((ch) => ch.charCodeAt(0))).toEqual([...bytes]);
  });
});
