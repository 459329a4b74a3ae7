import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  ErrorCode,
  maskPhone,
  SHIP_COURIERS,
  yuanText,
  type ReturnShipped,
  type ReturnShipQuote,
  type ReturnShipRequest,
} from '@oms/api-client';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ApiError, notFound } from '../../http/apiError.ts';
import { callerName, type Caller } from '../../http/caller.ts';
import type { CourierGateway, WaybillAddress } from '../daifa/gateways/courierGateway.ts';
import { divisionOf } from '../daifa/express/areaTree.ts';
import { quoteFreight } from '../daifa/placement/placement.ts';
import { idempotent } from '../funds/idempotency.ts';
import type { FundsServices } from '../funds/fundsServices.ts';
import { LedgerLimitError } from '../funds/ledger/ledger.ts';
import { senderOf } from '../printDelivery/waybills.ts';
import { followItems, lockDocumentsOf } from './offlineReturnState.ts';
import { splitByValue } from './offlineReturnItems.ts';
import { logItems } from './returnRows.ts';

type StoredAddress = { name: string; phone: string; areaCode: string; address: string };

type Target = {
  quote: ReturnShipQuote;
  receiver: WaybillAddress;
  items: { id: number; goodsFen: number }[];
  goods: string;
};

const noAddress = (stall: string) =>
  new ApiError(
    ErrorCode.RETURN_NO_ADDRESS,
    `档口「${stall}」不是异地档口或未填写退货地址，请先在供应商管理中设置`,
  );

/**
 * What a parcel of returns is: one stall's goods still on the shelf (未指派, not yet walked or sent),
 * that stall marked 异地 with a return address, and the courier's freight to its province at the weight
 * given (`courier_fee_rules`, as dropship orders are quoted). `lock` takes the goods' row locks.
 */
async function targetOf(tx: DbOrTx, caller: Caller, body: ReturnShipRequest, lock: boolean): Promise<Target> {
  const ids = [...new Set(body.ids)];
  const rows = (
    await tx.execute<{
      id: number;
      state: string;
      route: string;
      supplier_id: number | null;
      stall: string;
      article_no: string;
      color: string;
      size: string;
      qty: number;
      price_fen: number;
    }>(sql`
      select id, state, route, supplier_id, stall, article_no, color, size, qty, price_fen from return_items
       where tenant_id = ${caller.tenantId} and id = any(${sql.param(ids)}::bigint[])
       order by id ${lock ? sql`for update` : sql``}`)
  ).rows;
  if (rows.length !== ids.length) throw notFound('退货不存在');
  if (rows.some((r) => r.state !== 'WAITING_ASSIGNED' || r.route !== 'WALK'))
    throw new ApiError(ErrorCode.PICKUP_STATE, '只有未指派的退货可以寄回异地档口');
  const suppliers = new Set(rows.map((r) => r.supplier_id));
  if (suppliers.size > 1)
    throw new ApiError(ErrorCode.INVALID_INPUT, '一次只能寄回同一档口的退货', { field: 'ids' });
  const supplierId = rows[0]!.supplier_id;
  if (supplierId === null) throw noAddress(rows[0]!.stall);
  const [supplier] = (
    await tx.execute<{ name: string; remote: boolean; address: StoredAddress | null }>(sql`
      select s.name, s.return_remote as remote, s.return_address as address from suppliers s
       where s.id = ${supplierId} and s.tenant_id = ${caller.tenantId}`)
  ).rows;
  const division = supplier?.address ? divisionOf(supplier.address.areaCode) : null;
  if (!supplier?.remote || !supplier.address || !division) throw noAddress(supplier?.name ?? rows[0]!.stall);
  const { fen } = await quoteFreight(tx, body.courierCode, division.provinceCode, body.weightG);
  const receiver = {
    name: supplier.address.name,
    phone: supplier.address.phone,
    province: division.province,
    city: division.city,
    district: division.district,
    address: supplier.address.address,
  };
  const items = rows.map((r) => ({ id: Number(r.id), goodsFen: Number(r.qty) * Number(r.price_fen) }));
  return {
    quote: {
      supplierId: Number(supplierId),
      stall: supplier.name,
      receiver: {
        name: receiver.name,
        phone: receiver.phone,
        address: `${receiver.province}${receiver.city}${receiver.district} ${receiver.address}`,
      },
      pieces: rows.reduce((n, r) => n + Number(r.qty), 0),
      goodsFen: items.reduce((n, i) => n + i.goodsFen, 0),
      feeFen: fen,
    },
    receiver,
    items,
    goods: rows.map((r) => `${r.article_no} ${r.color} ${r.size} ×${r.qty}`).join('；'),
  };
}

export async function quoteShipment(
  db: Db,
  caller: Caller,
  body: ReturnShipRequest,
): Promise<ReturnShipQuote> {
  return (await targetOf(db, caller, body, false)).quote;
}

/** The parcel's number with the courier: the same goods ask for the same number, so a retry costs nothing. */
const shipmentCode = (ids: number[]) =>
  'RT' +
  crypto
    .createHash('sha1')
    .update([...new Set(ids)].sort((a, b) => a - b).join(','))
    .digest('hex')
    .slice(0, 16)
    .toUpperCase();

/**
 * 寄回异地档口 in the caller's transaction, over the goods' locks (two clicks cannot send the same goods
 * twice): the courier's number (快递鸟 1007 — asked while the goods are held,
 * so a number is only kept for goods that go), the freight from the balance (FOR_FACTORY_SHIPMENT,
 * available → revenue, key `for-factory:{waybill}`; a short balance gives the number back and names the
 * sum), the goods 待签收 with their share of the freight (by value, largest remainder: Σ = the freight).
 */
export async function shipInTx(
  tx: DbOrTx,
  courier: CourierGateway,
  funds: FundsServices,
  caller: Caller,
  body: ReturnShipRequest,
): Promise<ReturnShipped> {
  const orderCode = shipmentCode(body.ids);
  await lockDocumentsOf(tx, caller.tenantId, sql`id = any(${sql.param(body.ids)}::bigint[])`);
  const target = await targetOf(tx, caller, body, true);
  const sender = await senderOf(tx, caller);
  const count = target.quote.pieces;
  const answer = await courier.allocate({
    orderCode,
    courierCode: body.courierCode,
    sender,
    receiver: target.receiver,
    goodsName: '服装退货',
    quantity: count,
    weightG: body.weightG,
  });
  if (!answer.ok) throw new ApiError(ErrorCode.COURIER_UNREACHABLE, answer.reason);
  const fee = target.quote.feeFen;
  const courierName = SHIP_COURIERS[body.courierCode as keyof typeof SHIP_COURIERS] ?? body.courierCode;
  try {
    await funds.ledger.post(tx, {
      tenantId: caller.tenantId,
      billType: 'FOR_FACTORY_SHIPMENT',
      direction: 'OUT',
      document: { kind: 'RETURN_SHIPMENT', no: answer.waybillNo },
      payMethod: 'BALANCE',
      itemType: 'FREIGHT',
      operator: { id: caller.accountId, name: callerName(caller) },
      memo: `寄回异地档口 ${target.quote.stall}：${count}件，${courierName} ${answer.waybillNo}`,
      idempotencyKey: `for-factory:${answer.waybillNo}`,
      entries: [
        { account: 'available', fen: -fee, itemType: 'FREIGHT' },
        { account: 'revenue', fen: fee, itemType: 'FREIGHT' },
      ],
    });
  } catch (e) {
    if (!(e instanceof LedgerLimitError)) throw e;
    await courier.cancel({ courierCode: body.courierCode, orderCode, waybillNo: answer.waybillNo });
    throw new ApiError(ErrorCode.INSUFFICIENT_BALANCE, `余额不足，寄回运费 ${yuanText(fee)}，请先充值`);
  }
  const shares = splitByValue(
    BigInt(fee),
    // goods of no value still share the parcel: by piece then
    target.items.map((i) => BigInt(Math.max(i.goodsFen, 1))),
  )!;
  await tx.execute(sql`
    update return_items r
       set route = 'COURIER', state = 'WAIT_SIGNED', courier_code = ${body.courierCode},
           waybill_no = ${answer.waybillNo}, ship_fee_fen = s.fee, version = r.version + 1, updated_at = now()
      from unnest(${sql.param(target.items.map((i) => i.id))}::bigint[],
                  ${sql.param(shares.map(String))}::bigint[]) as s(id, fee)
     where r.id = s.id`);
  const itemIds = target.items.map((i) => i.id);
  await logItems(tx, itemIds, caller.tenantId, 'SHIPPED', callerName(caller), {
    courierCode: body.courierCode,
    waybillNo: answer.waybillNo,
    feeFen: fee,
  });
  await followItems(tx, itemIds, callerName(caller));
  return {
    ...target.quote,
    courierCode: body.courierCode,
    waybillNo: answer.waybillNo,
    moved: itemIds.length,
    label: {
      orderNo: orderCode,
      courierCode: body.courierCode,
      courierName,
      waybillNo: answer.waybillNo,
      markDestination: answer.markDestination,
      sortingCode: answer.sortingCode,
      packageName: answer.packageName,
      receiverName: target.receiver.name,
      receiverPhone: maskPhone(target.receiver.phone),
      receiverAddress: target.quote.receiver.address,
      senderName: sender.name,
      senderPhone: maskPhone(sender.phone),
      senderAddress: `${sender.province}${sender.city}${sender.district} ${sender.address}`,
      goods: target.goods,
      pieces: count,
      weightG: body.weightG,
      printCount: 1,
      printedAt: new Date().toISOString(),
    },
  } satisfies ReturnShipped;
}

/**
 * The courier is asked to push the parcel's traces once the goods are sent (its 签收 moves them on); a
 * lost answer leaves the 签收 to the manager's word.
 */
export async function followShipment(courier: CourierGateway, body: ReturnShipRequest, waybillNo: string) {
  await courier
    .subscribe({ courierCode: body.courierCode, orderCode: shipmentCode(body.ids), waybillNo })
    .catch(() => undefined);
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
  await followShipment(courier, body, shipped.waybillNo);
  return shipped;
}

/**
 * The courier's 签收 of a parcel of returns (a waybill no order has): its goods 已签收, waiting for the
 * far stall's word. Later pushes of the same parcel change nothing. Answers whether the waybill was ours.
 */
export async function signShipment(
  tx: DbOrTx,
  push: { courierCode: string; waybillNo: string; state: string },
): Promise<boolean> {
  const parcel = sql`waybill_no = ${push.waybillNo} and courier_code = ${push.courierCode}`;
  const [owner] = (
    await tx.execute<{ tenant_id: number }>(sql`select tenant_id from return_items where ${parcel} limit 1`)
  ).rows;
  if (!owner) return false;
  if (push.state !== '3' && push.state !== '311') return true;
  const tenantId = Number(owner.tenant_id);
  // documents before goods, as every return move takes them
  await lockDocumentsOf(tx, tenantId, parcel);
  const found = await tx.execute<{ id: number; state: string }>(sql`
    select id, state from return_items where ${parcel} order by id for update`);
  const signing = found.rows.filter((r) => r.state === 'WAIT_SIGNED').map((r) => Number(r.id));
  if (!signing.length) return true;
  await tx.execute(sql`
    update return_items set state = 'SIGNED', signed_at = now(), version = version + 1, updated_at = now()
     where id = any(${sql.param(signing)}::bigint[]) and state = 'WAIT_SIGNED'`);
  await logItems(tx, signing, tenantId, 'SIGNED', '快递', { waybillNo: push.waybillNo });
  await followItems(tx, signing, '快递');
  return true;
}
