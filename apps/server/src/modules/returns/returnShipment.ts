import { sql } from 'drizzle-orm';
import { availableFen } from '../funds/ledger/ledgerAccounts.ts';
import type { FastifyRequest } from 'fastify';
import {
  ErrorCode,
  yuanText,
  type ReturnShipped,
  type ReturnShipQuote,
  type ReturnShipRequest,
  type WaybillLabel,
} from '@oms/api-client';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ApiError, conflict, notFound } from '../../http/apiError.ts';
import { callerName, type Caller } from '../../http/caller.ts';
import type { CourierGateway } from '../daifa/gateways/courierGateway.ts';
import { quoteFreight } from '../daifa/placement/placement.ts';
import { idempotent } from '../funds/idempotency.ts';
import type { FundsServices } from '../funds/fundsServices.ts';
import { LedgerLimitError } from '../funds/ledger/ledger.ts';
import { senderOf } from '../printDelivery/waybills.ts';
import { followItems, lockDocumentsOf } from './offlineReturnState.ts';
import { shareByWeight } from './offlineReturnItems.ts';
import {
  addressText,
  courierName,
  farStallOf,
  goodsOf,
  parcelLabel,
  shipmentCode,
  type ParcelGoods,
} from './returnParcel.ts';
import { logItems } from './returnRows.ts';

const short = (fen: number) =>
  new ApiError(ErrorCode.INSUFFICIENT_BALANCE, `余额不足，寄回运费 ${yuanText(fen)}，请先充值`);

/**
 * What a parcel of returns is: one far stall's goods still on the shelf (未指派: not walked, not sent),
 * and the courier's freight to its province at the weight given (`courier_fee_rules`, as dropship
 * orders are quoted; none → 43003). `lock` takes the goods' row locks.
 */
async function parcelOf(tx: DbOrTx, caller: Caller, body: ReturnShipRequest, lock: boolean) {
  const goods = await goodsOf(tx, caller, body.ids, lock);
  if (goods.some((g) => g.state !== 'WAITING_ASSIGNED' || g.route !== 'WALK'))
    throw new ApiError(ErrorCode.PICKUP_STATE, '只有未指派的退货可以寄回异地档口');
  const stall = await farStallOf(tx, caller, goods);
  const { fen } = await quoteFreight(tx, body.courierCode, stall.provinceCode, body.weightG);
  const quote: ReturnShipQuote = {
    supplierId: stall.supplierId,
    stall: stall.name,
    receiver: {
      name: stall.receiver.name,
      phone: stall.receiver.phone,
      address: addressText(stall.receiver),
    },
    pieces: goods.reduce((n, g) => n + Number(g.qty), 0),
    goodsFen: goods.reduce((n, g) => n + Number(g.qty) * Number(g.price_fen), 0),
    feeFen: fen,
  };
  return { goods, stall, quote };
}

export async function quoteShipment(
  db: Db,
  caller: Caller,
  body: ReturnShipRequest,
): Promise<ReturnShipQuote> {
  return (await parcelOf(db, caller, body, false)).quote;
}

/**
 * 寄回异地档口 in the caller's transaction, over the goods' locks (two clicks cannot send the same goods
 * twice): the freight checked against what the page showed (40900 when it moved) and the balance (42001
 * naming it, before any number is asked for), the courier's number (快递鸟 1007, asked while the goods
 * are held), the freight from the balance (FOR_FACTORY_SHIPMENT, available → revenue), the goods 待签收
 * with their share of it (by value, largest remainder: Σ = the freight). Whatever fails once the number
 * is given gives it back, so no number stays out for goods that did not go.
 */
export async function shipInTx(
  tx: DbOrTx,
  courier: CourierGateway,
  funds: FundsServices,
  caller: Caller,
  body: ReturnShipRequest,
): Promise<ReturnShipped> {
  await lockDocumentsOf(tx, caller.tenantId, sql`id = any(${sql.param(body.ids)}::bigint[])`);
  const { goods, stall, quote } = await parcelOf(tx, caller, body, true);
  const fee = quote.feeFen;
  if (body.expectedFeeFen !== undefined && body.expectedFeeFen !== fee)
    throw conflict(`运费已变为 ${yuanText(fee)}，请确认后重新寄出`);
  if ((await availableFen(tx, caller.tenantId)) < fee) throw short(fee);
  const sender = await senderOf(tx, caller);
  const orderCode = shipmentCode(goods.map((g) => Number(g.id)));
  const answer = await courier.allocate({
    orderCode,
    courierCode: body.courierCode,
    sender,
    receiver: stall.receiver,
    goodsName: '服装退货',
    quantity: quote.pieces,
    weightG: body.weightG,
  });
  if (!answer.ok) throw new ApiError(ErrorCode.COURIER_UNREACHABLE, answer.reason);
  try {
    await chargeAndSend(tx, funds, caller, body, goods, quote, answer.waybillNo);
  } catch (e) {
    await courier
      .cancel({ courierCode: body.courierCode, orderCode, waybillNo: answer.waybillNo })
      .catch(() => undefined);
    throw e instanceof LedgerLimitError ? short(fee) : e;
  }
  return {
    ...quote,
    courierCode: body.courierCode,
    waybillNo: answer.waybillNo,
    moved: goods.length,
    label: parcelLabel({
      goods,
      courierCode: body.courierCode,
      waybillNo: answer.waybillNo,
      sorting: answer,
      sender,
      receiver: stall.receiver,
      weightG: body.weightG,
      printCount: 1,
    }),
  };
}

/** The freight from the balance and the goods on their way, in the shipping transaction. */
async function chargeAndSend(
  tx: DbOrTx,
  funds: FundsServices,
  caller: Caller,
  body: ReturnShipRequest,
  goods: readonly ParcelGoods[],
  quote: ReturnShipQuote,
  waybillNo: string,
) {
  const fee = quote.feeFen;
  if (fee > 0)
    await funds.ledger.post(tx, {
      tenantId: caller.tenantId,
      billType: 'FOR_FACTORY_SHIPMENT',
      direction: 'OUT',
      document: { kind: 'RETURN_SHIPMENT', no: waybillNo },
      payMethod: 'BALANCE',
      itemType: 'FREIGHT',
      operator: { id: caller.accountId, name: callerName(caller) },
      memo: `寄回异地档口 ${quote.stall}：${quote.pieces}件，${courierName(body.courierCode)} ${waybillNo}`,
      // waybills are the couriers' numbers: the key is the tenant's and the courier's
      idempotencyKey: `for-factory:${caller.tenantId}:${body.courierCode}:${waybillNo}`,
      entries: [
        { account: 'available', fen: -fee, itemType: 'FREIGHT' },
        { account: 'revenue', fen: fee, itemType: 'FREIGHT' },
      ],
    });
  // goods of no value still share the parcel: by piece then
  const shares = shareByWeight(
    BigInt(fee),
    goods.map((g) => BigInt(Math.max(Number(g.qty) * Number(g.price_fen), 1))),
  );
  const ids = goods.map((g) => Number(g.id));
  await tx.execute(sql`
    update return_items r
       set route = 'COURIER', state = 'WAIT_SIGNED', courier_code = ${body.courierCode}, waybill_no = ${waybillNo},
           ship_fee_fen = s.fee, ship_weight_g = ${body.weightG}, ship_prints = 1, retries = 0,
           version = r.version + 1, updated_at = now()
      from unnest(${sql.param(ids)}::bigint[], ${sql.param(shares.map(String))}::bigint[]) as s(id, fee)
     where r.id = s.id`);
  await logItems(tx, ids, caller.tenantId, 'SHIPPED', callerName(caller), {
    courierCode: body.courierCode,
    waybillNo,
    feeFen: fee,
  });
  await followItems(tx, ids, callerName(caller));
}

/**
 * The courier is asked to push the parcel's traces once the goods are sent (its 签收 moves them on); a
 * lost answer leaves the 签收 to the manager's word.
 */
export async function followShipment(
  courier: CourierGateway,
  ids: readonly number[],
  courierCode: string,
  waybillNo: string,
) {
  await courier.subscribe({ courierCode, orderCode: shipmentCode(ids), waybillNo }).catch(() => undefined);
}

/** 寄回异地档口 under the caller's Idempotency-Key, then the traces asked for. */
export async function shipReturns(
  db: Db,
  courier: CourierGateway,
  funds: FundsServices,
  request: FastifyRequest,
  caller: Caller,
  body: ReturnShipRequest,
): Promise<ReturnShipped> {
  const shipped = await idempotent(db, request, caller.tenantId, (tx) =>
    shipInTx(tx, courier, funds, caller, body),
  );
  await followShipment(courier, body.ids, shipped.courierCode, shipped.waybillNo);
  return shipped;
}

/**
 * 重打面单 of a parcel of returns (any of its goods names it): the courier answers the same number and
 * marks for the same goods; another number means the first is no longer good (40900), nothing printed.
 * Each print is counted.
 */
export async function reprintShipment(
  db: Db,
  courier: CourierGateway,
  caller: Caller,
  id: number,
): Promise<WaybillLabel> {
  const [sent] = (
    await db.execute<{ courier_code: string | null; waybill_no: string | null; weight: number | null }>(sql`
      select courier_code, waybill_no, ship_weight_g as weight from return_items
       where id = ${id} and tenant_id = ${caller.tenantId}`)
  ).rows;
  if (!sent) throw notFound('退货不存在');
  if (!sent.waybill_no || !sent.courier_code)
    throw new ApiError(ErrorCode.PICKUP_STATE, '该退货没有寄回异地档口');
  const parcel = (
    await db.execute<{ id: string }>(sql`
      select id from return_items where tenant_id = ${caller.tenantId}
         and waybill_no = ${sent.waybill_no} and courier_code = ${sent.courier_code} order by id`)
  ).rows.map((r) => Number(r.id));
  const goods = await goodsOf(db, caller, parcel, false);
  const stall = await farStallOf(db, caller, goods);
  const sender = await senderOf(db, caller);
  const weightG = Number(sent.weight ?? 500);
  const answer = await courier.allocate({
    orderCode: shipmentCode(parcel),
    courierCode: sent.courier_code,
    sender,
    receiver: stall.receiver,
    goodsName: '服装退货',
    quantity: goods.reduce((n, g) => n + Number(g.qty), 0),
    weightG,
  });
  if (!answer.ok) throw new ApiError(ErrorCode.COURIER_UNREACHABLE, answer.reason);
  if (answer.waybillNo !== sent.waybill_no) throw conflict('快递已换了单号，原面单不能再打印，请联系快递');
  const printed = await db.execute<{ prints: number }>(sql`
    update return_items set ship_prints = ship_prints + 1
     where tenant_id = ${caller.tenantId} and waybill_no = ${sent.waybill_no} and courier_code = ${sent.courier_code}
    returning ship_prints as prints`);
  return parcelLabel({
    goods,
    courierCode: sent.courier_code,
    waybillNo: sent.waybill_no,
    sorting: answer,
    sender,
    receiver: stall.receiver,
    weightG,
    printCount: Number(printed.rows[0]!.prints),
  });
}
