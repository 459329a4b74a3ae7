import { afterEach, describe, expect, it } from 'vitest';
import { loadClodopScript as load } from './testSupport.ts';
import { CURRENT_VERSIONS, OFFLINE_PRINTER, OLD_VERSIONS, startClodopStandIn, type ClodopStandIn } from './standIn.ts';

let standIn: ClodopStandIn | null = null;
afterEach(async () => {
  await standIn?.close();
  standIn = null;
});

const start = async (situation?: 'ok' | 'service-outdated' | 'control-missing' | 'not-started') =>
  (standIn = await startClodopStandIn({ servicePorts: [0, 0], situation }));
const scriptUrl = (s: ClodopStandIn, i = 0) => `http://127.0.0.1:${s.servicePorts[i]}/CLodopfuncs.js`;

describe('the C-Lodop stand-in', () => {
  it('serves CLodopfuncs.js on both ports; a task is recorded and its result comes back through On_Return', async () => {
    const s = await start();
    for (const i of [0, 1]) expect((await fetch(scriptUrl(s, i))).status).toBe(200);
    const { lodop, returns, settled } = load(await (await fetch(scriptUrl(s))).text());
    expect(lodop!['CVERSION']).toBe(CURRENT_VERSIONS.cversion);
    expect(lodop!['GET_PRINTER_COUNT']!()).toBe(3);
    lodop!['PRINT_INITA']!(0, 0, '60mm', '40mm', '拿货标签');
    lodop!['SET_PRINT_PAGESIZE']!(1, 600, 400, '');
    expect(lodop!['SET_PRINTER_INDEX']!('不存在的打印机')).toBe(false);
    expect(lodop!['SET_PRINTER_INDEX']!('Xprinter XP-365B')).toBe(true);
    lodop!['ADD_PRINT_BARCODE']!('2mm', '2mm', '40mm', '10mm', '128Auto', 'TK001');
    const id = lodop!['PRINT']!() as string;
    await settled();
    expect(returns).toEqual([[id, true]]);
    expect(s.tasks).toHaveLength(1);
    expect(s.tasks[0]).toMatchObject({ taskName: '拿货标签', printer: 'Xprinter XP-365B', result: 'printed' });
    expect(s.tasks[0]!.calls.map((c) => c.fn)).toEqual(['PRINT_INITA', 'SET_PRINT_PAGESIZE', 'SET_PRINTER_INDEX', 'ADD_PRINT_BARCODE']);
  });

  it('an offline printer refuses the task with a Chinese reason', async () => {
    const s = await start();
    const { lodop, returns, settled } = load(await (await fetch(scriptUrl(s))).text());
    lodop!['PRINT_INIT']!('x');
    lodop!['SET_PRINTER_INDEX']!(OFFLINE_PRINTER);
    lodop!['PRINT']!();
    await settled();
    expect(returns[0]![1]).toBe('打印机脱机或缺纸');
  });

  it('takes each situation: old versions, a missing control, a stopped service', async () => {
    const s = await start('service-outdated');
    expect(load(await (await fetch(scriptUrl(s))).text()).lodop!['CVERSION']).toBe(OLD_VERSIONS.cversion);
    await fetch(`${s.controlUrl}/situation`, { method: 'POST', body: 'control-missing' });
    expect(load(await (await fetch(scriptUrl(s))).text()).window['getCLodop']).toBeUndefined();
    await fetch(`${s.controlUrl}/situation`, { method: 'POST', body: 'not-started' });
    await expect(fetch(scriptUrl(s))).rejects.toThrow();
    await fetch(`${s.controlUrl}/situation`, { method: 'POST', body: 'ok' });
    expect((await fetch(scriptUrl(s))).status).toBe(200);
  });
});
