import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { reconcile } from '../../src/modules/funds/ledger/reconcile.ts';
import { RETURN_EXPORT_HEADERS } from '../../src/modules/returns/returnExport.ts';
import { settledJob } from '../listJobs/support.ts';
import { adjustBalance } from '../afterSale/support.ts';
import { useCourierWorld } from '../printDelivery/courierWorld.ts';
import { call } from '../pickup/support.ts';
import { pushTraces } from '../support/courierPush.ts';
import { purchaserLogin, type Session } from '../support/testApp.ts';
import { takenBy } from './support.ts';
import { shareByWeight } from '../../src/modules/returns/offlineReturnItems.ts';
import { sheetRows } from '../support/xlsx.ts';

// 寄回异地档口: a far stall's goods go by courier — quoted, numbered, paid from the balance, signed for
// by the courier's push, answered by the stall through the manager, confirmed or dealt with.
const { w } = useCourierWorld();
let tuihuo: Session;
beforeAll(async () => {
  tuihuo = await purchaserLogin(w.t.app, 'purchaser:tuihuo', 'tuihuo123');
});
const db = () => w.t.database.db;
const api = (path: string, body: object, who: Session = w.owner, key = crypto.randomUUID()) =>
  call(w, who, 'POST', `/api/b2/purchaser/return/${path}`, body, key);

const ADDRESS = {
  name: '李老板',
  phone: '13912345678',
  areaCode: '330782',
  address: '义乌国际商贸城四区 12345 号',
};

async function supplierId(stallNo: string) {
  const r = await db().execute<{ id: number }>(
    sql`select id from suppliers where tenant_id = ${w.tenant} and stall_no = ${stallNo}`,
  );
  return Number(r.rows[0]!.id);
}

async function makeRemote(stallNo: string, name: string) {
  const saved = await call(w, w.owner, 'POST', '/api/b2/supplier/save', {
    id: await supplierId(stallNo),
    market: '国投女装',
    floor: stallNo === 'A316' ? '3楼' : '1楼',
    stallNo,
    name,
    phone: '',
    settleMode: 'CASH',
    returnDays: 7,
    noReturn: false,
    returnRemote: true,
    returnAddress: ADDRESS,
  });
  expect(saved.errorCode, saved.errorMsg).toBe(0);
}

/** Goods of these stalls taken and registered at the bench: their items, on the shelf. */
async function onShelf(lines: [string, string, number, number][]) {
  const { tasks } = await takenBy(w, lines);
  const registered = await api(
    'register',
    { lines: tasks.map((t, i) => ({ taskId: t.id, qty: lines[i]![2], reason: 'QUALITY' })) },
    tuihuo,
  );
  expect(registered.errorCode, registered.errorMsg).toBe(0);
  return registered.data.items as { id: number; version: number }[];
}

const item = async (id: number) =>
  (await api('page', { tab: 'ALL', keyword: (await rowOf(id)).return_no })).data.list[0];
async function rowOf(id: number) {
  const r = await db().execute<{ return_no: string; state: string; ship_fee_fen: string | null }>(
    sql`select return_no, state, ship_fee_fen::text from return_items where id = ${id}`,
  );
  return r.rows[0]!;
}
const availableNow = async () =>
  Number(
    (
      await db().execute<{ balance: string }>(
        sql`select balance::text from ledger_accounts where tenant_id = ${w.tenant} and code = 'available'`,
      )
    ).rows[0]?.balance ?? 0,
  );

describe('寄回异地档口', () => {
  it('the freight is shared by value over the goods, to the fen, even when it is more than they are worth', () => {
    expect(shareByWeight(1000n, [100n, 1n])).toEqual([990n, 10n]);
    expect(shareByWeight(7n, [1n, 1n, 1n])).toEqual([3n, 2n, 2n]);
    expect(shareByWeight(5n, [0n, 0n])).toEqual([5n, 0n]);
  });

  it('a far stall’s goods are quoted, numbered and paid once; the courier’s 签收 and the stall’s word move them', async () => {
    const [a, b] = await onShelf([
      ['国投女装 3楼A316', 'Y7001', 2, 3500],
      ['国投女装 3楼A316', 'Y7002', 1, 3500],
    ]);
    const body = { ids: [a!.id, b!.id], courierCode: 'ZTO', weightG: 1200 };
    // not yet a far stall: 47033 names it
    expect(await api('ship/quote', body)).toMatchObject({
      errorCode: 47033,
      errorMsg: '档口「韩版女装」不是异地档口或未填写退货地址，请先在供应商管理中设置',
    });
    await makeRemote('A316', '韩版女装');
    const quote = await api('ship/quote', body);
    expect(quote.errorCode, quote.errorMsg).toBe(0);
    expect(quote.data).toMatchObject({
      stall: '韩版女装',
      pieces: 3,
      goodsFen: 10800,
      receiver: {
        name: '李老板',
        phone: '13912345678',
        address: '浙江省金华市义乌市 义乌国际商贸城四区 12345 号',
      },
    });
    const fee = quote.data.feeFen as number;
    expect(fee).toBeGreaterThan(0);
    // a 退货员 may not send goods off
    expect((await api('ship', body, tuihuo)).errorCode).toBe(40300);

    // a quote that moved since the page showed it is refused
    expect(await api('ship', { ...body, expectedFeeFen: fee + 1 })).toMatchObject({
      errorCode: 40900,
      errorMsg: `运费已变为 ¥${(fee / 100).toFixed(2)}，请确认后重新寄出`,
    });
    const before = await availableNow();
    const key = crypto.randomUUID();
    const shipped = await api('ship', { ...body, expectedFeeFen: fee }, w.owner, key);
    expect(shipped.errorCode, shipped.errorMsg).toBe(0);
    expect(shipped.data).toMatchObject({ moved: 2, feeFen: fee, courierCode: 'ZTO' });
    expect(shipped.data.label).toMatchObject({
      courierName: '中通快递',
      waybillNo: shipped.data.waybillNo,
      receiverName: '李老板',
      receiverPhone: '139****5678',
      pieces: 3,
      goods: 'Y7001 杏色 M ×2；Y7002 杏色 M ×1',
    });
    // a replay under the key answers the same and charges nothing more
    expect((await api('ship', { ...body, expectedFeeFen: fee }, w.owner, key)).data.waybillNo).toBe(
      shipped.data.waybillNo,
    );
    // 重打面单: the courier's same number, the print counted
    const again = await api('ship/label', { id: b!.id });
    expect(again.data).toMatchObject({
      waybillNo: shipped.data.waybillNo,
      sortingCode: shipped.data.label.sortingCode,
      printCount: 2,
      weightG: 1200,
    });
    expect(await availableNow()).toBe(before - fee);
    const fees = [await rowOf(a!.id), await rowOf(b!.id)].map((r) => Number(r.ship_fee_fen));
    expect(fees[0]! + fees[1]!).toBe(fee);
    expect(fees[0]).toBeGreaterThan(fees[1]!);
    const posted = await db().execute<{ n: number }>(sql`
      select count(*)::int as n from ledger_transactions
       where bill_type = 'FOR_FACTORY_SHIPMENT' and document_no = ${shipped.data.waybillNo} and amount_fen = ${fee}`);
    expect(posted.rows[0]!.n).toBe(1);

    const row = await item(a!.id);
    expect(row).toMatchObject({ state: 'WAIT_SIGNED', route: 'COURIER', waybillNo: shipped.data.waybillNo });
    // sent goods are not the shelf's any more: not walked, not sent again
    expect(await api('assign', { ids: [a!.id], staffId: tuihuo.userId })).toMatchObject({
      data: { moved: 0, skipped: 1 },
    });
    expect((await api('ship', body)).errorCode).toBe(47001);
    const tabs = (await api('page', { tab: 'COURIER' })).data;
    expect(tabs.counts.COURIER).toBeGreaterThanOrEqual(2);
    expect(tabs.list.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([a!.id, b!.id]));

    // the courier’s 签收 (State 3)
    const signed = await pushTraces(w.t, [
      {
        LogisticCode: shipped.data.waybillNo,
        ShipperCode: 'ZTO',
        State: '3',
        Traces: [{ AcceptTime: '2026-11-28 10:00:00', AcceptStation: '已签收' }],
      },
    ]);
    expect(signed).toMatchObject({ status: 200, body: { Success: true } });
    const atStall = await item(a!.id);
    expect(atStall).toMatchObject({ state: 'SIGNED', signedAt: expect.any(String) });

    // refunded, then confirmed: 档口核实中 → 档口已退款
    const refunded = await api('report', {
      id: a!.id,
      version: atStall.version,
      outcome: 'REFUNDED',
      refundFen: 6000,
    });
    expect(refunded.data).toMatchObject({ state: 'FACTORY_RETURNED_TOCONFIRM', refundFen: 6000 });
    expect(await api('confirm', { ids: [a!.id] })).toMatchObject({ data: { moved: 1, skipped: 0 } });
    expect(await item(a!.id)).toMatchObject({ state: 'FACTORY_RETURNED', confirmedAt: expect.any(String) });

    // refused: 拒收待处理 → 再次申请 (待退档口) → refused again → 协商中 → 协商退款
    let other = await item(b!.id);
    const refuse = async () => {
      const answer = await api('report', {
        id: b!.id,
        version: other.version,
        outcome: 'REFUSED',
        refuseReason: 'MISSING_PARTS',
      });
      expect(answer.data, answer.errorMsg).toMatchObject({ state: 'FACTORY_REFUSE_TODEAL' });
      other = answer.data;
    };
    await refuse();
    expect(await api('retry', { ids: [b!.id] })).toMatchObject({ data: { moved: 1 } });
    other = await item(b!.id);
    expect(other).toMatchObject({ state: 'WAIT_FACTORY', retries: 1, staffId: null });
    await refuse();
    expect(await api('negotiating', { ids: [b!.id] })).toMatchObject({ data: { moved: 1 } });
    other = await item(b!.id);
    expect(other.state).toBe('NEGOTIATE_REFUND');
    const agreed = await api('negotiate', { id: b!.id, version: other.version, refundFen: 2000 });
    expect(agreed.data).toMatchObject({ state: 'FACTORY_RETURNED', refundFen: 2000, negotiated: true });

    // the far stall’s goods pay no 平台退货费; the ledger holds together
    const report = await reconcile(db());
    expect(report.checks.filter((c) => c.problems > 0)).toEqual([]);
  });

  it('one stall a parcel; a short balance sends nothing and gives the number back', async () => {
    await makeRemote('A10', '小鹿服饰');
    const [x, y] = await onShelf([
      ['国投女装 1楼A10', 'Y7101', 1, 3500],
      ['国投女装 1楼A2', 'Y7102', 1, 3500],
    ]);
    expect(await api('ship', { ids: [x!.id, y!.id], courierCode: 'ZTO', weightG: 500 })).toMatchObject({
      errorCode: 40000,
      errorMsg: '一次只能寄回同一档口的退货',
    });
    const body = { ids: [x!.id], courierCode: 'ZTO', weightG: 500 };
    const fee = (await api('ship/quote', body)).data.feeFen as number;
    const balance = await availableNow();
    await adjustBalance(w, -(balance - (fee - 1)), w.tenant);
    const short = await api('ship', body);
    expect(short.errorCode).toBe(42001);
    expect(short.errorMsg).toContain('余额不足，寄回运费');
    expect(await rowOf(x!.id)).toMatchObject({ state: 'WAITING_ASSIGNED', ship_fee_fen: null });
    await adjustBalance(w, balance, w.tenant);
    const sent = await api('ship', body);
    expect(sent.errorCode, sent.errorMsg).toBe(0);
    expect(await rowOf(x!.id)).toMatchObject({ state: 'WAIT_SIGNED', ship_fee_fen: String(fee) });
  });
});

const sheetOf = (payload: Buffer) => sheetRows(payload, '退货');
const exportFile = (selection: object, who: Session = w.owner) =>
  w.t.app.inject({
    method: 'POST',
    url: '/api/b2/purchaser/return/export/file',
    headers: who.headers,
    payload: { selection },
  });
const col = (row: unknown[], name: string) => row[RETURN_EXPORT_HEADERS.indexOf(name)];

describe('操作日志', () => {
  it('tells a far parcel’s story, move by move, with who and what; the 退货员 who registered it sees it too', async () => {
    const [one] = (
      await db().execute<{ id: string }>(sql`select id from return_items where article_no = 'Y7002'`)
    ).rows;
    const log = await api('events', { id: Number(one!.id) });
    expect(log.errorCode, log.errorMsg).toBe(0);
    expect(log.data.map((e: { type: string }) => e.type)).toEqual([
      'REGISTERED',
      'SHIPPED',
      'SIGNED',
      'REFUSED',
      'RETRIED',
      'REFUSED',
      'NEGOTIATING',
      'NEGOTIATED',
    ]);
    expect(log.data[0]).toMatchObject({ byName: '退货员' });
    expect(log.data[1]).toMatchObject({
      byName: 'purchaser',
      params: { courierCode: 'ZTO', waybillNo: expect.any(String), feeFen: expect.any(Number) },
    });
    expect(log.data[2]).toMatchObject({ byName: '快递' });
    expect(log.data[7].params).toEqual({ refundFen: 2000 });
    expect((await api('events', { id: Number(one!.id) }, tuihuo)).errorCode).toBe(0);
    expect((await api('events', { id: 99_999_999 })).errorCode).toBe(40400);
  });
});

describe('退货 导出', () => {
  it('寄回异地 as the file: an item a row, in words and yuan, with its courier, waybill and freight', async () => {
    const res = await exportFile({ mode: 'filter', filter: { tab: 'COURIER', keyword: 'Y700' } });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('退货_'));
    const rows = await sheetOf(res.rawPayload);
    expect(rows[0]).toEqual(RETURN_EXPORT_HEADERS);
    expect(
      rows.slice(1).map((r) => [col(r, '货号'), col(r, '数量'), col(r, '状态'), col(r, '退货方式')]),
    ).toEqual([
      ['Y7001', 2, '档口已退款', '寄回异地档口'],
      ['Y7002', 1, '档口已退款', '寄回异地档口'],
    ]);
    const [first, second] = rows.slice(1);
    expect(col(first!, '快递')).toBe('中通快递');
    expect(String(col(first!, '运单号'))).toMatch(/^\d{12,15}$/);
    expect(Number(col(first!, '寄回运费(元)')) + Number(col(second!, '寄回运费(元)'))).toBeGreaterThan(0);
    expect(col(first!, '退款(元)')).toBe(60);
    expect(col(second!, '协商退款')).toBe('是');
    expect(col(first!, '原拿货金额(元)')).toBe(72);

    const [one] = (
      await db().execute<{ id: string }>(sql`select id from return_items where article_no = 'Y7002'`)
    ).rows;
    const picked = await sheetOf((await exportFile({ mode: 'ids', ids: [Number(one!.id)] })).rawPayload);
    expect(picked.slice(1).map((r) => col(r, '货号'))).toEqual(['Y7002']);
  });

  it('any number goes to 导出记录; a 退货员 may not export', async () => {
    const job = await call(w, w.owner, 'POST', '/api/b2/purchaser/return/export', {
      selection: { mode: 'filter', filter: { tab: 'ALL' } },
    });
    expect(job.errorCode, job.errorMsg).toBe(0);
    expect(job.data.total).toBe(4);
    const [record] = await settledJob(w.t, w.owner, '/api/b2/list/exports?listKey=returnItems');
    expect(record).toMatchObject({ state: 'finished', listKey: 'returnItems', total: job.data.total });
    const file = await w.t.app.inject({
      method: 'GET',
      url: `/api/b2/list/exports/${record.id}/file`,
      headers: w.owner.headers,
    });
    expect((await sheetOf(file.rawPayload)).length - 1).toBe(job.data.total);
    expect((await exportFile({ mode: 'filter', filter: { tab: 'ALL' } }, tuihuo)).json().errorCode).toBe(
      40300,
    );
  });
});
