import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DAIFA_EXPORT_HEADERS } from '../../src/modules/daifa/orders/daifaExport.ts';
import { reconcile } from '../../src/modules/funds/ledger/reconcile.ts';
import { available, call, fundsWorld } from '../funds/support.ts';
import { settledJob } from '../listJobs/support.ts';
import { cancelDaifa, dressLine, payFromBalance, placeAndPay, placeUnpaid } from './support.ts';

// 代发订单's 批量支付, bulk jobs (批量取消, 挂起, 恢复) and 导出, on real PostgreSQL with the Alipay stand-in.
const world = fundsWorld();
const db = () => world.t.database.db;

const dress = { ...dressLine, title: '法式碎花连衣裙', qty: 2 };
const cardigan = {
  ...dress,
  goodsId: 'G2',
  stall: '女人街 2F-208',
  articleNo: 'K102',
  title: '针织开衫',
  qty: 1,
  priceFen: 4000,
};

async function idOf(orderNo: string) {
  const r = await db().execute<{ id: string }>(sql`select id from daifa_orders where order_no = ${orderNo}`);
  return Number(r.rows[0]!.id);
}
async function head(orderNo: string) {
  const r = await db().execute<{ status: string; pay_no: string; flags: string[]; total: string }>(sql`
    select status, pay_no, flags, goods_fen + service_fen + freight_fen as total from daifa_orders where order_no = ${orderNo}`);
  return r.rows[0]!;
}
const payState = async (payNo: string) =>
  (await db().execute<{ state: string }>(sql`select state from payment_orders where pay_no = ${payNo}`))
    .rows[0]!.state;
const pay = (selection: object) =>
  call(world, world.seller, 'POST', '/api/b2/daifa/order/pay', { selection });
async function bulk(ids: number[], action: object) {
  const started = await call(world, world.seller, 'POST', '/api/b2/daifa/order/bulk', {
    selection: { mode: 'ids', ids },
    action,
  });
  expect(started.errorCode).toBe(0);
  const job = await settledJob(world.t, world.seller, `/api/b2/list/bulkJobs/${started.data.id}`);
  const items = await call(world, world.seller, 'GET', `/api/b2/list/bulkJobs/${started.data.id}/items`);
  return { job, items: items.data.items as { label: string; state: string; reason: string | null }[] };
}

describe('批量支付', () => {
  it('puts the ticked unpaid orders in one payment order, says why the others are left out, and pays them all', async () => {
    const a = await placeUnpaid(world, [dress]);
    const b = await placeUnpaid(world, [cardigan, dress]);
    const c = await placeUnpaid(world, [dress]);
    expect((await cancelDaifa(world, c.orderNo, '不要了')).errorCode).toBe(0);
    const ids = [await idOf(a.orderNo), await idOf(b.orderNo), await idOf(c.orderNo)];

    const answer = await pay({ mode: 'ids', ids });
    expect(answer.errorCode).toBe(0);
    expect(answer.data.orderNos).toEqual([a.orderNo, b.orderNo]);
    expect(answer.data.skipped).toEqual([{ orderNo: c.orderNo, reason: '订单已取消，无需支付' }]);
    const due = Number((await head(a.orderNo)).total) + Number((await head(b.orderNo)).total);
    expect(answer.data.amountFen).toBe(due);
    // The orders' own payment orders were replaced: an order is never in two open ones.
    expect(await payState(a.payNo!)).toBe('CLOSED');
    expect(await payState(b.payNo!)).toBe('CLOSED');
    // Clicking again hands back the same payment order.
    expect((await pay({ mode: 'ids', ids })).data.payNo).toBe(answer.data.payNo);

    const before = await available(world);
    await payFromBalance(world, answer.data.payNo);
    expect(before - (await available(world))).toBe(due);
    for (const no of [a.orderNo, b.orderNo])
      expect(await head(no)).toMatchObject({ status: 'WAITING_TAKING', pay_no: answer.data.payNo });
    expect((await reconcile(db())).ok).toBe(true);
  });

  it('by filter covers only the unpaid orders of the tab; nothing to pay is said plainly', async () => {
    const a = await placeUnpaid(world, [dress]);
    const answer = await pay({ mode: 'filter', filter: { tab: 'WAIT_PAY', number: a.orderNo } });
    expect(answer.data.orderNos).toEqual([a.orderNo]);
    const paidNo = await placeAndPay(world, [dress]);
    const none = await pay({ mode: 'filter', filter: { tab: 'ALL', number: paidNo } });
    expect(none).toMatchObject({ errorCode: 40900, errorMsg: '没有待付款的订单' });
    const one = await pay({ mode: 'ids', ids: [await idOf(paidNo)] });
    expect(one).toMatchObject({ errorCode: 40900, errorMsg: '订单待拿货，无需支付' });
  });

  it('a single order’s 去支付 after its payment order lapsed makes a new one', async () => {
    const a = await placeUnpaid(world, [dress]);
    await db().execute(
      sql`update payment_orders set state = 'CLOSED', closed_at = now() where pay_no = ${a.payNo}`,
    );
    const answer = await pay({ mode: 'ids', ids: [await idOf(a.orderNo)] });
    expect(answer.data.payNo).not.toBe(a.payNo);
    await payFromBalance(world, answer.data.payNo);
    expect((await head(a.orderNo)).status).toBe('WAITING_TAKING');
  });
});

describe('bulk jobs', () => {
  it('批量取消 refunds each order once, reports an order past cancelling, and a retry pays nothing twice', async () => {
    const paidA = await placeAndPay(world, [dress]);
    const paidB = await placeAndPay(world, [cardigan]);
    const shipped = await placeAndPay(world, [dress]);
    await db().execute(sql`update daifa_orders set status = 'DELIVERED' where order_no = ${shipped}`);
    const before = await available(world);
    const ids = [await idOf(paidA), await idOf(paidB), await idOf(shipped)];

    const { job, items } = await bulk(ids, { kind: 'cancel', reason: '买家不要了' });
    expect(job).toMatchObject({ total: 3, failed: 1, state: 'finished', title: '批量取消订单' });
    expect(items.find((i) => i.label === shipped)).toMatchObject({
      state: 'failed',
      reason: '当前状态不可取消',
    });
    const back = Number((await head(paidA)).total) + Number((await head(paidB)).total);
    expect((await available(world)) - before).toBe(back);
    for (const no of [paidA, paidB]) expect((await head(no)).status).toBe('CANCELED');

    // Run again over the same orders: each is refused by its state, no money moves.
    const again = await bulk(ids.slice(0, 2), { kind: 'cancel', reason: '买家不要了' });
    expect(again.job).toMatchObject({ failed: 2 });
    expect((await available(world)) - before).toBe(back);
    expect((await reconcile(db())).ok).toBe(true);
  });

  it('挂起 and 恢复 apply where they can and say why elsewhere', async () => {
    const paid = await placeAndPay(world, [dress]);
    const unpaid = await placeUnpaid(world, [dress]);
    const ids = [await idOf(paid), await idOf(unpaid.orderNo)];
    const held = await bulk(ids, { kind: 'hold' });
    expect(held.items.find((i) => i.label === unpaid.orderNo)?.reason).toBe('订单待付款，不能挂起');
    expect((await head(paid)).flags).toContain('HOLD');
    const twice = await bulk([ids[0]!], { kind: 'hold' });
    expect(twice.items[0]?.reason).toBe('订单已挂起');
    await bulk([ids[0]!], { kind: 'release' });
    expect((await head(paid)).flags).not.toContain('HOLD');
  });
});

describe('导出', () => {
  it('writes one row per goods line, money on the order’s first line, read back from the .xlsx', async () => {
    const a = await placeUnpaid(world, [dress, cardigan]);
    const res = await world.t.app.inject({
      method: 'POST',
      url: '/api/b2/daifa/order/export/file',
      headers: world.seller.headers,
      payload: { selection: { mode: 'ids', ids: [await idOf(a.orderNo)] } },
    });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('代发订单_'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.getWorksheet('代发订单')!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(DAIFA_EXPORT_HEADERS);
    expect(rows).toHaveLength(3);
    const col = (name: string) => DAIFA_EXPORT_HEADERS.indexOf(name);
    expect(rows[1]![col('系统单号')]).toBe(a.orderNo);
    expect(rows[1]![col('货号')]).toBe('A8821');
    expect(rows[2]![col('货号')]).toBe('K102');
    expect(rows[1]![col('订单状态')]).toBe('待付款');
    expect(rows[1]![col('商品金额(元)')]).toBe(110);
    expect(rows[2]![col('商品金额(元)')]).toBeUndefined();
    expect(rows[1]![col('收件人手机')]).toBe('139****5678');
  });

  it('an export of nothing is refused on the selection, another tenant’s ids are not found', async () => {
    const none = await call(world, world.seller, 'POST', '/api/b2/daifa/order/export/file', {
      selection: { mode: 'filter', filter: { tab: 'ALL', number: 'DF26010100000000' } },
    });
    expect(none).toMatchObject({ errorCode: 40000, errorMsg: '没有符合条件的数据可导出' });
    const other = await call(world, world.seller, 'POST', '/api/b2/daifa/order/export/file', {
      selection: { mode: 'ids', ids: [987_654_321] },
    });
    expect(other.errorCode).toBe(40400);
  });
});
