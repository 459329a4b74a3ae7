import { sql } from 'drizzle-orm';
import { type ScanMatch, type ScanPrintRequest, type ScanPrintResult } from '@oms/api-client';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/apiError.ts';
import type { Caller } from '../../http/caller.ts';
import type { CourierGateway } from '../daifa/gateways/courierGateway.ts';
import { OWN_TEAM } from './printDelivery.ts';
import { houdaoOf, waybillRefusal } from './houdao.ts';
import { releaseSlot } from './packSlots.ts';
import { printWaybills } from './waybills.ts';

const TAKE_CODE = /^NH\d{11}$/;
const ORDER_NO = /^DF\d{14}$/;

/** The own-team order a scanned code belongs to: a line's 取货码, the order's number, or its waybill. */
async function orderOfCode(
  db: Db,
  caller: Caller,
  code: string,
): Promise<{ id: number; orderNo: string; matchedBy: ScanMatch } | null> {
  const matchedBy: ScanMatch = TAKE_CODE.test(code) ? 'TAKE_CODE' : ORDER_NO.test(code) ? 'ORDER' : 'WAYBILL';
  const where =
    matchedBy === 'TAKE_CODE'
      ? sql`o.order_no = (select t.order_no from pickup_tasks t
                           where t.tenant_id = ${caller.tenantId} and t.take_code = ${code} and t.source = 'DAIFA')`
      : matchedBy === 'ORDER'
        ? sql`o.order_no = ${code}`
        : sql`o.waybill_no = ${code}`;
  const r = await db.execute<{ id: number; order_no: string }>(sql`
    select o.id, o.order_no from daifa_orders o
     where o.tenant_id = ${caller.tenantId} and ${where} and ${OWN_TEAM} limit 1`);
  const row = r.rows[0];
  return row ? { id: Number(row.id), orderNo: row.order_no, matchedBy } : null;
}

/**
 * 扫描打印: the scanned order's 电子面单 at once — a new number, or the one it has again (counted as a
 * reprint) — with its 后道标. An order held in a 多件合打 slot leaves it: its parcel is made.
 */
export async function scanPrint(
  db: Db,
  courier: CourierGateway,
  caller: Caller,
  body: ScanPrintRequest,
): Promise<ScanPrintResult> {
  const order = await orderOfCode(db, caller, body.code);
  if (!order) throw notFound('未找到该条码对应的订单');
  const printed = await printWaybills(db, courier, caller, {
    orderNos: [order.orderNo],
    ...(body.courierCode ? { courierCode: body.courierCode } : {}),
  });
  const label = printed.labels[0];
  if (!label) throw waybillRefusal(printed.failed[0]?.reason ?? '订单不存在');
  const slotNo = await releaseSlot(db, order.id);
  return {
    orderNo: order.orderNo,
    matchedBy: order.matchedBy,
    label,
    houdao: await houdaoOf(db, order.orderNo, slotNo, label),
  };
}
