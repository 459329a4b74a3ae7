import { sql } from 'drizzle-orm';
import type { PlatformRefund } from '../../src/modules/shops/platform/adapter.ts';
import { submitPaidOrders } from '../../src/modules/daifa/warehouse/fulfilmentSubmitter.ts';
import { call, newKey, type FundsWorld } from '../funds/support.ts';
import { marketLines as linesOf, placeAndPay, until } from '../daifa/support.ts';
import { applyRefunds } from '../../src/modules/shops/sync/applyRefunds.ts';
import { insertShop, platformOrder, putOrders } from '../support/shopFixtures.ts';

/** 退货退款 as the tests drive it: signed-for orders, cases through the API, the desk's stand-in. */
export function returnHelpers(world: FundsWorld) {
  const db = () => world.t.database.db;
  const desk = () => world.warehouse.control;
  async function linesOfOrder(orderNo: string) {
    const r = await db().execute<{
      id: number;
      qty: number;
      price_fen: number;
      after_sale_state: string | null;
    }>(sql`
      select l.id, l.qty, l.price_fen, l.after_sale_state
        from daifa_order_lines l join daifa_orders o on o.id = l.order_id
       where o.order_no = ${orderNo} order by l.line_no`);
    return r.rows.map((l) => ({ ...l, id: Number(l.id), qty: Number(l.qty), price: Number(l.price_fen) }));
  }

  /** A paid order every line of which is taken, shipped and signed for by the buyer. */
  async function signedOrder(count: number, qty: number) {
    const orderNo = await placeAndPay(world, await linesOf(world, count, qty));
    for (const l of await linesOfOrder(orderNo))
      await desk().force({ orderNo, lineId: l.id, result: 'TOOK' });
    await desk().force({ orderNo, parcel: 'SIGNED' });
    await submitPaidOrders(db(), world.t.daifa.fulfilment);
    await until(
      'signed',
      async () =>
        (
          await db().execute<{ signed_at: Date | null }>(
            sql`select signed_at from daifa_orders where order_no = ${orderNo}`,
          )
        ).rows[0]!.signed_at,
      (at) => at !== null,
    );
    return orderNo;
  }

  /** A paid order every line of which is taken and shipped: collected, kept on its way, never signed for. */
  async function shippedOrder(count: number, qty: number) {
    const orderNo = await placeAndPay(world, await linesOf(world, count, qty));
    for (const l of await linesOfOrder(orderNo))
      await desk().force({ orderNo, lineId: l.id, result: 'TOOK' });
    await desk().force({ orderNo, parcel: 'IN_TRANSIT' });
    await submitPaidOrders(db(), world.t.daifa.fulfilment);
    await until(
      'collected',
      async () =>
        (
          await db().execute<{ status: string }>(
            sql`select status from daifa_orders where order_no = ${orderNo}`,
          )
        ).rows[0]!.status,
      (status) => status === 'DELIVERED',
    );
    return orderNo;
  }

  async function kase(asNo: string) {
    const r = await db().execute<{
      status: string;
      return_state: string | null;
      refunded_fen: number;
      fee_fen: number;
      waybill_due_at: Date | null;
      problem_reason: string | null;
      intercept_state: string | null;
      next_as_no: string | null;
    }>(sql`select status, return_state, refunded_fen, fee_fen, waybill_due_at, problem_reason,
                  intercept_state, next_as_no
             from after_sales where as_no = ${asNo}`);
    const k = r.rows[0]!;
    return { ...k, refunded_fen: Number(k.refunded_fen), fee_fen: Number(k.fee_fen) };
  }

  const applyReturn = (orderNo: string, lineNos: number[], reason = '七天无理由', key = newKey()) =>
    call(
      world,
      world.seller,
      'POST',
      '/api/b2/aftersale/orders/apply',
      { orderNo, type: 'RETURN_GOODS_DELIVERY', lineNos, reason },
      key,
    );
  /** 申请售后 of any type, with its own fields (换货's exchangeTo, 价保's amountFen). */
  const applyAs = (
    orderNo: string,
    type: string,
    lineNos: number[],
    reason: string,
    extra: Record<string, unknown> = {},
  ) =>
    call(
      world,
      world.seller,
      'POST',
      '/api/b2/aftersale/orders/apply',
      { orderNo, type, lineNos, reason, ...extra },
      newKey(),
    );
  const giveWaybill = (asNo: string, waybillNo: string, courier = 'ZTO') =>
    call(world, world.seller, 'POST', '/api/b2/aftersale/orders/returnWaybill', { asNo, waybillNo, courier });
  const cancel = (asNo: string) =>
    call(world, world.seller, 'POST', '/api/b2/aftersale/orders/cancel', { asNo });
  let waybills = 0;
  const nextWaybill = () => `7881${String(Date.now()).slice(-8)}${String(++waybills).padStart(2, '0')}`;

  /** A return the stall (or QC) answered as forced, left a 问题件: its case and the waybill it came under. */
  async function returnedAsProblem(
    force: Parameters<ReturnType<typeof desk>['forceReturn']>[1],
    count = 2,
    qty = 1,
    reason = '七天无理由',
  ) {
    const orderNo = await signedOrder(count, qty);
    const applied = await applyReturn(
      orderNo,
      Array.from({ length: count }, (_, i) => i + 1),
      reason,
    );
    const asNo: string = applied.data.asNo;
    const waybillNo = nextWaybill();
    await giveWaybill(asNo, waybillNo);
    await desk().forceReturn(asNo, force);
    await desk().advanceClock(3 * 3_600_000);
    await until(
      'a 问题件',
      () => kase(asNo),
      (k) => k.status === 'PROBLEM',
    );
    return { orderNo, asNo, waybillNo };
  }
  return {
    linesOfOrder,
    signedOrder,
    shippedOrder,
    kase,
    applyReturn,
    applyAs,
    giveWaybill,
    cancel,
    nextWaybill,
    returnedAsProblem,
  };
}

/** 店铺售后 as the tests make them: a synced shop order whose line went out as a dropship order's. */
export function shopRefunds(world: FundsWorld) {
  const db = () => world.t.database.db;
  const shops = new Map<string, Awaited<ReturnType<typeof insertShop>>>();
  let serial = 0;

  /**
   * A synced shop order whose one line went out as this dropship order's first line, and the platform's
   * refund on it (as the refunds feed brings it).
   */
  async function shopRefundOn(
    orderNo: string,
    status: 'REFUNDING' | 'REFUNDED' | 'REFUSED',
    reason = '七天无理由',
    kind: PlatformRefund['kind'] = null,
    /** 抖店's 极速退款: the refund on a 抖店 shop, tagged as the platform granted it at once. */
    fast = false,
    /** More of the platform's own fields (换货's exchange_to). */
    extraRaw: Record<string, unknown> = {},
  ) {
    const platform = fast ? 'TIKTOK' : 'TAOBAO';
    if (!shops.has(platform))
      shops.set(
        platform,
        await insertShop(db(), world.sellerTenant, platform, fast ? '售后测试抖店' : '售后测试淘宝店'),
      );
    const shop = shops.get(platform)!;
    const tid = `T${Date.now()}${++serial}`;
    await putOrders(db(), shop, [platformOrder({ tid, status: 'SENT' })]);
    const line = await db().execute<{ id: number; oid: string }>(sql`
      select l.id, l.oid from shop_order_lines l join shop_orders o on o.id = l.order_id
       where o.shop_id = ${shop.id} and o.tid = ${tid} order by l.id limit 1`);
    const [first] = await returnHelpers(world).linesOfOrder(orderNo);
    await db().execute(
      sql`update daifa_order_lines set shop_order_line_id = ${Number(line.rows[0]!.id)} where id = ${first!.id}`,
    );
    const refundId = `RF${tid}`;
    await db().transaction((tx) =>
      applyRefunds(tx, shop, [
        {
          refundId,
          tid,
          oid: line.rows[0]!.oid,
          status,
          reason,
          amountFen: first!.price,
          modifiedAt: new Date(),
          kind,
          returnWaybillNo: null,
          returnCompany: null,
          fast,
          raw: {
            refund_id: refundId,
            status,
            reason,
            ...(fast ? { aftersale_tags: [{ tag_detail: '极速退款' }] } : {}),
            ...extraRaw,
          },
        },
      ]),
    );
    const row = await db().execute<{ id: number }>(
      sql`select id from shop_after_sales where refund_id = ${refundId}`,
    );
    return { id: Number(row.rows[0]!.id), refundId, tid, amountFen: first!.price };
  }

  /** The refund's next version as the feed brings it: what changed over what it was. */
  async function nextVersion(refundId: string, change: Partial<PlatformRefund>) {
    const r = await db().execute<{
      tid: string;
      oid: string;
      reason: string;
      amount_fen: number;
      shop_id: number;
      fast: boolean;
    }>(
      sql`select tid, oid, reason, amount_fen, shop_id, fast from shop_after_sales where refund_id = ${refundId}`,
    );
    const was = r.rows[0]!;
    const owner = [...shops.values()].find((s) => s.id === Number(was.shop_id))!;
    await db().transaction((tx) =>
      applyRefunds(tx, owner, [
        {
          refundId,
          tid: was.tid,
          oid: was.oid,
          status: 'REFUNDING',
          reason: was.reason,
          amountFen: Number(was.amount_fen),
          modifiedAt: new Date(),
          kind: null,
          returnWaybillNo: null,
          returnCompany: null,
          fast: was.fast,
          raw: { refund_id: refundId },
          ...change,
        },
      ]),
    );
  }

  /** The buyer withdraws the refund (买家撤销): its next version, CLOSED. */
  const withdraw = (refundId: string) =>
    nextVersion(refundId, {
      status: 'CLOSED',
      raw: { refund_id: refundId, status: 'CLOSED', tb_status: 'CLOSED' },
    });

  /** The buyer sends the goods back (退货退款): the refund's next version carries the return waybill. */
  const shipBack = (refundId: string, waybillNo: string, company = '圆通速递') =>
    nextVersion(refundId, {
      kind: 'RETURN_GOODS',
      returnWaybillNo: waybillNo,
      returnCompany: company,
      raw: {
        refund_id: refundId,
        tb_status: 'WAIT_SELLER_CONFIRM_GOODS',
        sid: waybillNo,
        company_name: company,
      },
    });
  return { shopRefundOn, withdraw, shipBack, nextVersion };
}

/** 调账 by 平台财务: a tenant's balance (the seller's unless said) moved to (or back from) offline money, as /ops posts it. */
export async function adjustBalance(
  world: Pick<FundsWorld, 't'> & { sellerTenant?: number },
  fen: number,
  tenantId = world.sellerTenant!,
) {
  await world.t.database.db.transaction((tx) =>
    world.t.funds.ledger.post(tx, {
      tenantId,
      billType: 'OTHER',
      direction: fen < 0 ? 'OUT' : 'IN',
      document: { kind: 'ADJUSTMENT', no: `TZ${Date.now()}` },
      payMethod: 'BALANCE',
      operator: { id: null, name: '平台财务' },
      memo: '测试调账',
      idempotencyKey: newKey(),
      entries: [
        { account: 'offline', fen: -fen },
        { account: 'available', fen },
      ],
    }),
  );
}
