import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ErrorCode, maskPhone, SHIP_COURIERS, type WaybillLabel } from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import { ApiError, notFound } from '../../http/apiError.ts';
import type { Caller } from '../../http/caller.ts';
import type { WaybillAddress, WaybillSorting } from '../daifa/gateways/courierGateway.ts';
import { divisionOf } from '../daifa/express/areaTree.ts';

/** A return item as a parcel to a far stall reads it. */
export type ParcelGoods = {
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
};

type StoredAddress = { name: string; phone: string; areaCode: string; address: string };

/** The tenant's goods of these ids in id order (`lock`: under their row locks); one not theirs → 40400. */
export async function goodsOf(tx: DbOrTx, caller: Caller, ids: readonly number[], lock: boolean) {
  const wanted = [...new Set(ids)];
  const rows = (
    await tx.execute<ParcelGoods>(sql`
      select id, state, route, supplier_id, stall, article_no, color, size, qty, price_fen from return_items
       where tenant_id = ${caller.tenantId} and id = any(${sql.param(wanted)}::bigint[])
       order by id ${lock ? sql`for update` : sql``}`)
  ).rows;
  if (rows.length !== wanted.length) throw notFound('退货不存在');
  return rows;
}

/**
 * The far stall the goods go back to: one stall (else 40000), marked 异地 with a return address in a
 * district of the area tree (else 47033, naming it).
 */
export async function farStallOf(tx: DbOrTx, caller: Caller, goods: readonly ParcelGoods[]) {
  if (new Set(goods.map((g) => g.supplier_id)).size > 1)
    throw new ApiError(ErrorCode.INVALID_INPUT, '一次只能寄回同一档口的退货', { field: 'ids' });
  const supplierId = goods[0]!.supplier_id;
  const [supplier] = supplierId
    ? (
        await tx.execute<{ name: string; remote: boolean; address: StoredAddress | null }>(sql`
          select name, return_remote as remote, return_address as address from suppliers
           where id = ${supplierId} and tenant_id = ${caller.tenantId}`)
      ).rows
    : [];
  const division = supplier?.address ? divisionOf(supplier.address.areaCode) : null;
  if (!supplierId || !supplier?.remote || !supplier.address || !division)
    throw new ApiError(
      ErrorCode.RETURN_NO_ADDRESS,
      `档口「${supplier?.name ?? goods[0]!.stall}」不是异地档口或未填写退货地址，请先在供应商管理中设置`,
    );
  const receiver: WaybillAddress = {
    name: supplier.address.name,
    phone: supplier.address.phone,
    province: division.province,
    city: division.city,
    district: division.district,
    address: supplier.address.address,
  };
  return {
    supplierId: Number(supplierId),
    name: supplier.name,
    provinceCode: division.provinceCode,
    receiver,
  };
}

/** A courier's name as our pages print it (中通快递), its code when we do not offer it. */
export const courierName = (code: string) => SHIP_COURIERS[code as keyof typeof SHIP_COURIERS] ?? code;

export const addressText = (a: WaybillAddress) => `${a.province}${a.city}${a.district} ${a.address}`;

/**
 * The parcel's order code with the courier, made of its goods: the same goods ask for the same number
 * (a retry after a lost answer costs nothing; a number given back is followed by a new one).
 */
export const shipmentCode = (ids: readonly number[]) =>
  'RT' +
  crypto
    .createHash('sha1')
    .update([...new Set(ids)].sort((a, b) => a - b).join(','))
    .digest('hex')
    .slice(0, 16)
    .toUpperCase();

/** The waybill of a parcel of returns, as the 100×180 preset prints it. */
export function parcelLabel(input: {
  goods: readonly ParcelGoods[];
  courierCode: string;
  waybillNo: string;
  sorting: WaybillSorting;
  sender: WaybillAddress;
  receiver: WaybillAddress;
  weightG: number;
  printCount: number;
}): WaybillLabel {
  return {
    orderNo: shipmentCode(input.goods.map((g) => Number(g.id))),
    courierCode: input.courierCode,
    courierName: courierName(input.courierCode),
    waybillNo: input.waybillNo,
    markDestination: input.sorting.markDestination,
    sortingCode: input.sorting.sortingCode,
    packageName: input.sorting.packageName,
    receiverName: input.receiver.name,
    receiverPhone: maskPhone(input.receiver.phone),
    receiverAddress: addressText(input.receiver),
    senderName: input.sender.name,
    senderPhone: maskPhone(input.sender.phone),
    senderAddress: addressText(input.sender),
    goods: input.goods.map((g) => `${g.article_no} ${g.color} ${g.size} ×${g.qty}`).join('；'),
    pieces: input.goods.reduce((n, g) => n + Number(g.qty), 0),
    weightG: input.weightG,
    printCount: input.printCount,
    printedAt: new Date().toISOString(),
  };
}
