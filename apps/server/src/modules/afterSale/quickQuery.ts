import { sql, type SQL } from 'drizzle-orm';
import { maskName, type AfterSaleQuickQuery } from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import { arrayParam } from '../../db/arrayParam.ts';
import { asDate } from '../../db/rawRows.ts';
import { interceptOrderBlock, returnOrderBlock } from './afterSaleLines.ts';

type Matched = AfterSaleQuickQuery['matchedBy'];

/** Orders a scan may list at once (one platform order split over a few dropship orders). */
const MAX_ORDERS = 5;
/**
 * 申请售后 is open while goods may still be given up at the stall, while the parcel is on its way
 * (已发货仅退款), or for 15 days after signing.
 */
const APPLICABLE = new Set(['WAITING_TAKING', 'TAKING']);
const canApply = (o: OrderRow, now: Date) => {
  const signedAt = o.signed_at === null ? null : asDate(o.signed_at);
  return (
    APPLICABLE.has(o.status) ||
    !interceptOrderBlock(o.status, signedAt) ||
    !returnOrderBlock(o.status, signedAt, now)
  );
};

type OrderRow = {
  id: number;
  order_no: string;
  status: string;
  platform_order_no: string | null;
  waybill_no: string | null;
  receiver_name: string;
  created_at: Date | string;
  signed_at: Date | string | null;
};

async function ordersWhere(db: DbOrTx, tenantId: number, where: SQL): Promise<OrderRow[]> {
  const r = await db.execute<OrderRow>(sql`
    select id, order_no, status, platform_order_no, waybill_no, receiver_name, created_at, signed_at
      from daifa_orders where tenant_id = ${tenantId} and ${where}
     order by id desc limit ${MAX_ORDERS}`);
  return r.rows;
}

/**
 * 售后快速查询: a scanned number, tried as what its shape says — an SH number is a case (its order), a DF
 * number an order — else as a waybill, then as a platform order number, each an exact match on an
 * index of this account's orders. Each order comes with its goods and cases.
 */
export async function quickQuery(db: DbOrTx, tenantId: number, input: string): Promise<AfterSaleQuickQuery> {
  const code = input.trim();
  const upper = code.toUpperCase();
  let matchedBy: Matched = null;
  let asNo: string | null = null;
  let orders: OrderRow[] = [];
  const now = new Date();
  if (/^SH\d{14}$/.test(upper)) {
    const r = await db.execute<{ order_id: number }>(
      sql`select order_id from after_sales where as_no = ${upper} and tenant_id = ${tenantId}`,
    );
    if (r.rows[0]) {
      orders = await ordersWhere(db, tenantId, sql`id = ${Number(r.rows[0].order_id)}`);
      matchedBy = 'AS_NO';
      asNo = upper;
    }
  } else if (/^DF\d{14}$/.test(upper)) {
    orders = await ordersWhere(db, tenantId, sql`order_no = ${upper}`);
    if (orders.length) matchedBy = 'ORDER_NO';
  } else {
    orders = await ordersWhere(db, tenantId, sql`waybill_no = ${code}`);
    if (orders.length) matchedBy = 'WAYBILL';
    else {
      // the buyer's return parcel, scanned as it comes in: its case
      const r = await db.execute<{ order_id: number; as_no: string }>(sql`
        select order_id, as_no from after_sales
         where return_waybill_no = ${upper} and tenant_id = ${tenantId} order by id desc limit 1`);
      if (r.rows[0]) {
        orders = await ordersWhere(db, tenantId, sql`id = ${Number(r.rows[0].order_id)}`);
        matchedBy = 'WAYBILL';
        asNo = r.rows[0].as_no;
      }
    }
    if (!orders.length) {
      orders = await ordersWhere(db, tenantId, sql`platform_order_no = ${code}`);
      if (orders.length) matchedBy = 'PLATFORM_ORDER';
    }
  }
  const ids = orders.map((o) => Number(o.id));
  const [goods, cases] = ids.length
    ? await Promise.all([
        db.execute<{ order_id: number; text: string }>(sql`
          select order_id, article_no || ' ' || color || '/' || size || ' ×' || qty as text
            from daifa_order_lines where order_id = any(${arrayParam(ids)}::bigint[]) order by order_id, line_no`),
        db.execute<{
          order_id: number;
          as_no: string;
          type: string;
          status: string;
          refunded_fen: number;
          returning: boolean;
        }>(sql`
          select order_id, as_no, type, status, refunded_fen, return_state is not null as returning from after_sales
           where order_id = any(${arrayParam(ids)}::bigint[]) order by id desc`),
      ])
    : [{ rows: [] }, { rows: [] }];
  return {
    code,
    matchedBy,
    asNo,
    orders: orders.map((o) => ({
      orderNo: o.order_no,
      status: o.status,
      platformOrderNo: o.platform_order_no,
      waybillNo: o.waybill_no,
      receiverName: maskName(o.receiver_name),
      createdAt: asDate(o.created_at).toISOString(),
      goods: goods.rows.filter((g) => Number(g.order_id) === Number(o.id)).map((g) => g.text),
      cases: cases.rows
        .filter((c) => Number(c.order_id) === Number(o.id))
        .map((c) => ({
          asNo: c.as_no,
          type: c.type,
          status: c.status,
          refundedFen: Number(c.refunded_fen),
          returning: c.returning,
        })),
      canApply: canApply(o, now),
    })),
  };
}
