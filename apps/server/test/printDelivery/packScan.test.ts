import { describe, expect, it } from 'vitest';
import type { PlacementLine } from '../../src/modules/daifa/placement/placement.ts';
import { call, goods, orderInHand, ownOrder, report, rowsOf } from '../pickup/support.ts';
import { useCourierWorld } from './courierWorld.ts';

// 扫描打印 and 多件合打 at the packing bench: a scan prints the order's 电子面单 (from the stand-in's
// 快递鸟) with its 后道标; pieces go into 格口 until their order is whole, then its waybill prints.
const { w } = useCourierWorld();
const api = (path: string, body: object, who = w.owner) =>
  call(w, who, 'POST', `/api/b2/print/${path}`, body);

/** An own-team order of these lines, every piece taken by the picker; its lines' 取货码 in line order. */
async function takenOrder(lines: PlacementLine[]) {
  const orderNo = await ownOrder(w, lines);
  const rows = await rowsOf(w, orderNo);
  const assigned = await call(w, w.owner, 'POST', '/api/b2/purchaser/assigned/takeAssignedUser', {
    ids: rows.map((r) => r.id),
    pickerId: w.pickerId,
  });
  expect(assigned.errorCode, assigned.errorMsg).toBe(0);
  const codes: string[] = [];
  for (const line of lines) {
    const row = (await rowsOf(w, orderNo)).find((r) => r.articleNo === line.articleNo)!;
    const took = await report(w, w.picker, {
      id: row.id,
      version: row.version,
      outcome: 'TOOK',
      tookQty: line.qty,
      tookPriceFen: 3500,
    });
    expect(took.errorCode, took.errorMsg).toBe(0);
    codes.push(String(row.takeCode));
  }
  return { orderNo, codes };
}
const stall = '国投女装 1楼A2';

describe('扫描打印', () => {
  it('a 取货码 prints its order’s waybill and 后道标; its waybill or number reprints the same; unknown and unfinished are named', async () => {
    const { orderNo, codes } = await takenOrder([goods(stall, 'S1001', 1)]);
    const first = await api('scan', { code: codes[0]!.toLowerCase(), courierCode: 'YTO' });
    expect(first.errorCode, first.errorMsg).toBe(0);
    expect(first.data).toMatchObject({
      orderNo,
      matchedBy: 'TAKE_CODE',
      label: { orderNo, courierCode: 'YTO', printCount: 1, pieces: 1 },
      houdao: { orderNo, pickCode: codes[0], picker: expect.stringMatching(/\S/) },
    });
    expect(first.data.houdao.sortNo).toBe(first.data.label.sortingCode);

    const byWaybill = await api('scan', { code: first.data.label.waybillNo });
    expect(byWaybill.data).toMatchObject({
      matchedBy: 'WAYBILL',
      label: { waybillNo: first.data.label.waybillNo, printCount: 2 },
    });
    const byOrder = await api('scan', { code: orderNo });
    expect(byOrder.data).toMatchObject({ matchedBy: 'ORDER', label: { printCount: 3 } });

    expect(await api('scan', { code: 'NH99999999999' })).toMatchObject({
      errorCode: 40400,
      errorMsg: '未找到该条码对应的订单',
    });
    const open = await ownOrder(w, [goods(stall, 'S1002', 1)]);
    expect(await api('scan', { code: open })).toMatchObject({
      errorCode: 47001,
      errorMsg: '订单还没有拿齐，不能打印面单',
    });
    expect((await api('scan', { code: '   ' })).errorCode).toBe(40000);
    expect((await api('scan', { code: orderNo }, w.picker)).errorCode).toBe(40300);
  });
});

describe('多件合打', () => {
  it('pieces fill the lowest free 格口; the last prints the waybill with its 格口 on the 后道标 and frees it', async () => {
    const a = await takenOrder([goods(stall, 'M2001', 1), goods(stall, 'M2002', 2)]);
    const b = await takenOrder([goods(stall, 'M2003', 1), goods(stall, 'M2004', 1)]);

    const one = await api('pack/scan', { code: a.codes[0] });
    expect(one.errorCode, one.errorMsg).toBe(0);
    expect(one.data).toMatchObject({
      complete: false,
      label: null,
      slot: { slotNo: 1, orderNo: a.orderNo, scanned: 1, pieces: 3 },
    });
    expect(await api('pack/scan', { code: a.codes[0] })).toMatchObject({
      errorCode: 47001,
      errorMsg: '该款已扫齐（1/1件），请检查是否重复扫描',
    });
    expect((await api('pack/scan', { code: b.codes[0] })).data.slot).toMatchObject({ slotNo: 2, scanned: 1 });
    expect((await api('pack/scan', { code: a.codes[1] })).data.slot).toMatchObject({ slotNo: 1, scanned: 2 });

    const slots = await api('pack/slots', {});
    expect(slots.data.slots.map((s: { slotNo: number; scanned: number }) => [s.slotNo, s.scanned])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(slots.data.slots[0].lines).toEqual([
      expect.objectContaining({ takeCode: a.codes[0], took: 1, scanned: 1 }),
      expect.objectContaining({ takeCode: a.codes[1], took: 2, scanned: 1 }),
    ]);

    const last = await api('pack/scan', { code: a.codes[1], courierCode: 'ZTO' });
    expect(last.data).toMatchObject({
      complete: true,
      failure: null,
      label: { orderNo: a.orderNo, courierCode: 'ZTO', pieces: 3, printCount: 1 },
      houdao: { sortNo: '1号格', orderNo: a.orderNo, pickCode: `${a.codes[0]}+1` },
    });
    expect((await api('pack/slots', {})).data.slots.map((s: { slotNo: number }) => s.slotNo)).toEqual([2]);
    expect(await api('pack/scan', { code: a.codes[1] })).toMatchObject({
      errorCode: 47001,
      errorMsg: `订单已有运单号 ${last.data.label.waybillNo}，无需合打`,
    });

    // the printer jammed: 打印 again gives the same number, counted
    expect((await api('pack/print', { orderNo: a.orderNo })).data).toMatchObject({
      slot: null,
      label: { waybillNo: last.data.label.waybillNo, printCount: 2 },
      houdao: { sortNo: last.data.label.sortingCode },
    });

    // the freed 1号格 goes to the next order; 清空格口 forgets b's pieces
    const c = await takenOrder([goods(stall, 'M2005', 1), goods(stall, 'M2006', 1)]);
    expect((await api('pack/scan', { code: c.codes[0] })).data.slot.slotNo).toBe(1);
    expect((await api('pack/clear', { orderNo: b.orderNo })).data).toEqual({ orderNo: b.orderNo, slotNo: 2 });
    expect((await api('pack/scan', { code: b.codes[1] })).data.slot).toMatchObject({ slotNo: 2, scanned: 1 });
    expect(await api('pack/print', { orderNo: b.orderNo })).toMatchObject({
      errorCode: 47001,
      errorMsg: '还差 1 件未扫描，不能打印',
    });
    expect((await api('pack/clear', { orderNo: a.orderNo })).errorCode).toBe(40400);
  });

  it('two benches scanning pieces of one order at once: one 格口, each piece counted once', async () => {
    const d = await takenOrder([goods(stall, 'M3001', 2), goods(stall, 'M3002', 1)]);
    const answers = await Promise.all([
      api('pack/scan', { code: d.codes[0] }),
      api('pack/scan', { code: d.codes[0] }),
    ]);
    expect(answers.map((x) => x.errorCode)).toEqual([0, 0]);
    const slots = (await api('pack/slots', {})).data.slots.filter(
      (s: { orderNo: string }) => s.orderNo === d.orderNo,
    );
    expect(slots).toHaveLength(1);
    expect(slots[0]).toMatchObject({ scanned: 2, pieces: 3 });
    const third = await api('pack/scan', { code: d.codes[1] });
    expect(third.data).toMatchObject({
      complete: true,
      failure: null,
      houdao: { sortNo: `${slots[0].slotNo}号格` },
    });
  });

  it('a piece of an order still being fetched waits in its 格口; a 取货码 of another team is not found', async () => {
    const orderNo = await orderInHand(w, 'M4001', 1);
    const open = await ownOrder(w, [goods(stall, 'M4002', 1), goods(stall, 'M4003', 1)]);
    const rows = await rowsOf(w, open);
    await call(w, w.owner, 'POST', '/api/b2/purchaser/assigned/takeAssignedUser', {
      ids: rows.map((r) => r.id),
      pickerId: w.pickerId,
    });
    const row = (await rowsOf(w, open)).find((r) => r.articleNo === 'M4002')!;
    await report(w, w.picker, {
      id: row.id,
      version: row.version,
      outcome: 'TOOK',
      tookQty: 1,
      tookPriceFen: 3500,
    });
    const waiting = await api('pack/scan', { code: String(row.takeCode) });
    expect(waiting.data).toMatchObject({
      complete: false,
      slot: { status: 'TAKING', scanned: 1, pieces: 2 },
    });
    const other = (await rowsOf(w, open)).find((r) => r.articleNo === 'M4003')!;
    expect(await api('pack/scan', { code: String(other.takeCode) })).toMatchObject({
      errorCode: 47001,
      errorMsg: '该款还没有拿到货',
    });
    expect(orderNo).toMatch(/^DF/);
    expect((await api('pack/scan', { code: 'NH26010100001' })).errorCode).toBe(40400);
  });
});
