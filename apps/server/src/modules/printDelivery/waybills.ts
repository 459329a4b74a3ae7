import { sql } from 'drizzle-orm';
import {
  ErrorCode,
  maskPhone,
  SHIP_COURIERS,
  type PrintDeliveryWaybillRequest,
  type PrintDeliveryWaybills,
  type WaybillLabel,
} from '@oms/api-client';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ApiError, notFound } from '../../http/apiError.ts';
import { callerName, type Caller } from '../../http/caller.ts';
import type { CourierGateway, WaybillAddress } from '../daifa/gateways/courierGateway.ts';
import { addEvent } from '../daifa/orders/daifaOrders.ts';
import { receiverOf } from '../daifa/orders/receiverOf.ts';
import { OWN_TEAM } from './printDelivery.ts';

/**
 * Where the team ships from until 自定义发货信息 (issue 29) gives its own: the wholesale district the
 * demo's markets stand in, under the purchaser's name and phone.
 */
const SENDER_REGION = { province: '广东省', city: '广州市', district: '越秀区' };

interface OrderRow {
  id: number;
  order_no: string;
  status: string;
  courier_code: string;
  waybill_no: string | null;
  receiver_name: string;
  receiver_phone: string;
  receiver_cipher: string | null;
  province: string;
  city: string;
  district: string;
  address: string;
  weight_g: number;
  goods: string | null;
  pieces: number;
  own: boolean;
}

async function ordersOf(db: Db, caller: Caller, orderNos: string[]) {
  const rows = await db.execute<OrderRow & Record<string, unknown>>(sql`
    select o.id, o.order_no, o.status, o.courier_code, o.waybill_no, o.receiver_name, o.receiver_phone,
           o.receiver_cipher, o.province, o.city, o.district, o.address, o.weight_g, ${OWN_TEAM} as own,
           (select string_agg(l.article_no || ' ' || l.color || ' ' || l.size || ' ×' || l.took_qty, '；' order by l.line_no)
              from daifa_order_lines l where l.order_id = o.id and not l.canceled and l.took_qty > 0) as goods,
           (select coalesce(sum(l.took_qty), 0)::int from daifa_order_lines l
             where l.order_id = o.id and not l.canceled) as pieces
      from daifa_orders o
     where o.tenant_id = ${caller.tenantId} and o.order_no = any(${sql.param(orderNos)}::text[])`);
  return new Map(rows.rows.map((r) => [r.order_no, r]));
}

/** The team's address on its waybills (its own parcels, and returns sent to a far stall). */
export async function senderOf(db: DbOrTx, caller: Pick<Caller, 'tenantId'>): Promise<WaybillAddress> {
  const r = await db.execute<{ name: string; phone: string | null; market: string | null }>(sql`
    select a.username as name, a.phone,
           (select m.name from markets m where m.tenant_id = a.id order by m.sort, m.id limit 1) as market
      from accounts a where a.id = ${caller.tenantId}`);
  const row = r.rows[0]!;
  return {
    name: row.name,
    phone: row.phone ?? '',
    ...SENDER_REGION,
    address: row.market ?? '服装批发市场',
  };
}

const regionText = (a: WaybillAddress) => `${a.province}${a.city}${a.district} ${a.address}`;

/** An `own_waybills` row as a label reads it. */
interface WaybillRow {
  courier_code: string;
  waybill_no: string;
  mark_destination: string;
  sorting_code: string;
  package_name: string;
  print_count: number;
  printed_at: Date | string;
}

function labelOf(order: OrderRow, sender: WaybillAddress, w: WaybillRow): WaybillLabel {
  return {
    orderNo: order.order_no,
    courierCode: w.courier_code,
    courierName: SHIP_COURIERS[w.courier_code as keyof typeof SHIP_COURIERS] ?? w.courier_code,
    waybillNo: w.waybill_no,
    markDestination: w.mark_destination,
    sortingCode: w.sorting_code,
    packageName: w.package_name,
    receiverName: order.receiver_name,
    receiverPhone: maskPhone(order.receiver_phone),
    receiverAddress: `${order.province}${order.city}${order.district} ${order.address}`,
    senderName: sender.name,
    senderPhone: maskPhone(sender.phone),
    senderAddress: regionText(sender),
    goods: order.goods ?? '',
    pieces: Number(order.pieces),
    weightG: Number(order.weight_g),
    printCount: Number(w.print_count),
    printedAt: new Date(w.printed_at).toISOString(),
  };
}

/** Counts a print of the order's waybill; answers the row as it is now, or null when it has none. */
async function countPrint(db: Db, orderId: number) {
  const r = await db.execute<WaybillRow & Record<string, unknown>>(sql`
    update own_waybills set print_count = print_count + 1, printed_at = now()
     where order_id = ${orderId}
    returning courier_code, waybill_no, mark_destination, sorting_code, package_name, print_count, printed_at`);
  return r.rows[0] ?? null;
}

/**
 * 打印面单 / 重打: each own-team order in hand (待发货) gets the courier's number (快递鸟 1007, asked
 * outside any transaction: the courier answers the same number for the same order, so a retry after a
 * lost answer costs nothing), written only while the order is still waiting and numberless
 * (compare-and-set); one that has its number prints it again. Each print is counted. An order that
 * cannot have one comes back in `failed` with the reason; the rest print.
 */
export async function printWaybills(
  db: Db,
  courier: CourierGateway,
  caller: Caller,
  body: PrintDeliveryWaybillRequest,
): Promise<PrintDeliveryWaybills> {
  const orderNos = [...new Set(body.orderNos)];
  const [orders, sender] = await Promise.all([ordersOf(db, caller, orderNos), senderOf(db, caller)]);
  const labels: WaybillLabel[] = [];
  const failed: PrintDeliveryWaybills['failed'] = [];
  for (const orderNo of orderNos) {
    const order = orders.get(orderNo);
    if (!order || !order.own) {
      failed.push({ orderNo, reason: '订单不存在' });
      continue;
    }
    const printed = await countPrint(db, order.id);
    if (printed) {
      labels.push(labelOf(order, sender, printed));
      continue;
    }
    if (order.status !== 'WAITING_DELIVERING') {
      failed.push({
        orderNo,
        reason: order.status === 'DELIVERED' ? '订单已发货' : '订单还没有拿齐，不能打印面单',
      });
      continue;
    }
    if (order.waybill_no) {
      failed.push({ orderNo, reason: '订单已填写运单号，请直接发货' });
      continue;
    }
    if (order.receiver_cipher) {
      failed.push({ orderNo, reason: '平台加密订单需使用平台电子面单，请用已有单号发货' });
      continue;
    }
    const courierCode = body.courierCode ?? order.courier_code;
    const answer = await courier.allocate({
      orderCode: order.order_no,
      courierCode,
      sender,
      receiver: receiverOf(order),
      goodsName: '服装',
      quantity: Number(order.pieces),
      weightG: Number(order.weight_g),
    });
    if (!answer.ok) {
      failed.push({ orderNo, reason: answer.reason });
      continue;
    }
    const kept = await db.transaction(async (tx) => {
      const moved = await tx.execute(sql`
        update daifa_orders set courier_code = ${courierCode}, waybill_no = ${answer.waybillNo}
         where id = ${order.id} and status = 'WAITING_DELIVERING' and waybill_no is null`);
      if (!moved.rowCount) return false;
      await tx.execute(sql`
        insert into own_waybills (order_id, tenant_id, courier_code, waybill_no, mark_destination, sorting_code,
                                  package_name, package_code)
        values (${order.id}, ${caller.tenantId}, ${courierCode}, ${answer.waybillNo}, ${answer.markDestination},
                ${answer.sortingCode}, ${answer.packageName}, ${answer.packageCode})`);
      if (courierCode !== order.courier_code)
        await addEvent(tx, order.id, {
          type: 'COURIER_CHANGED',
          params: {
            fromName: SHIP_COURIERS[order.courier_code as keyof typeof SHIP_COURIERS] ?? order.courier_code,
            toName: SHIP_COURIERS[courierCode as keyof typeof SHIP_COURIERS] ?? courierCode,
            by: callerName(caller),
          },
          accountId: caller.accountId,
        });
      await addEvent(tx, order.id, {
        type: 'WAYBILL_PRINTED',
        params: {
          courierCode: courierCode,
          waybillNo: answer.waybillNo,
          by: callerName(caller),
          own: true,
        },
        accountId: caller.accountId,
      });
      return true;
    });
    if (!kept) {
      // the order moved on while the courier answered: its number goes back
      await courier.cancel({
        courierCode: courierCode,
        orderCode: order.order_no,
        waybillNo: answer.waybillNo,
      });
      failed.push({ orderNo, reason: '订单状态已变化，请刷新后重试' });
      continue;
    }
    await subscribeOne(db, courier, order.id, {
      courierCode: courierCode,
      orderCode: order.order_no,
      waybillNo: answer.waybillNo,
    });
    labels.push(labelOf(order, sender, (await countPrint(db, order.id))!));
  }
  return { labels, failed };
}

/** 轨迹订阅 of one printed number; a failure leaves it for `subscribeWaybills` to ask again. */
async function subscribeOne(
  db: Db,
  courier: CourierGateway,
  orderId: number,
  input: { courierCode: string; orderCode: string; waybillNo: string },
) {
  const answer = await courier.subscribe(input);
  if (answer.ok)
    await db.execute(sql`
      update own_waybills set subscribed_at = now() where order_id = ${orderId} and waybill_no = ${input.waybillNo}`);
  return answer.ok;
}

/**
 * Housekeeping: the printed numbers of orders still waiting whose subscription did not go through
 * (the courier out of reach at printing) are subscribed now, oldest first. Answers how many took.
 */
export async function subscribeWaybills(db: Db, courier: CourierGateway, limit = 200): Promise<number> {
  const due = await db.execute<{
    order_id: number;
    courier_code: string;
    waybill_no: string;
    order_no: string;
  }>(sql`
    select w.order_id, w.courier_code, w.waybill_no, o.order_no from own_waybills w join daifa_orders o on o.id = w.order_id
     where w.subscribed_at is null and o.status = 'WAITING_DELIVERING' order by w.allocated_at limit ${limit}`);
  let took = 0;
  for (const r of due.rows)
    if (
      await subscribeOne(db, courier, Number(r.order_id), {
        courierCode: r.courier_code,
        orderCode: r.order_no,
        waybillNo: r.waybill_no,
      })
    )
      took++;
  return took;
}

/**
 * 取消单号: an unshipped order's 电子面单 back to the courier (1147) and the order 待打印 again. The
 * courier first: a number it refuses to cancel (collected meanwhile) stays on the order.
 */
export async function cancelWaybill(db: Db, courier: CourierGateway, caller: Caller, orderNo: string) {
  const r = await db.execute<{ id: number; status: string; courier_code: string; waybill_no: string }>(sql`
    select o.id, o.status, w.courier_code, w.waybill_no from daifa_orders o join own_waybills w on w.order_id = o.id
     where o.tenant_id = ${caller.tenantId} and o.order_no = ${orderNo}`);
  const row = r.rows[0];
  if (!row) throw notFound('该订单没有电子面单');
  if (row.status !== 'WAITING_DELIVERING')
    throw new ApiError(ErrorCode.PICKUP_STATE, '订单已发货，不能取消单号');
  const answer = await courier.cancel({
    courierCode: row.courier_code,
    orderCode: orderNo,
    waybillNo: row.waybill_no,
  });
  if (!answer.ok)
    throw new ApiError(
      ErrorCode.COURIER_UNREACHABLE,
      answer.reason.includes('无法连接') ? answer.reason : `快递公司未同意取消：${answer.reason}`,
    );
  return db.transaction(async (tx) => {
    const moved = await tx.execute(sql`
      update daifa_orders set waybill_no = null
       where id = ${row.id} and status = 'WAITING_DELIVERING' and waybill_no = ${row.waybill_no}`);
    if (!moved.rowCount) throw new ApiError(ErrorCode.PICKUP_STATE, '订单已发货，不能取消单号');
    await tx.execute(sql`delete from own_waybills where order_id = ${row.id}`);
    await addEvent(tx, row.id, {
      type: 'WAYBILL_CANCELED',
      params: { courierCode: row.courier_code, waybillNo: row.waybill_no, by: callerName(caller) },
      accountId: caller.accountId,
    });
    return { orderNo, status: 'WAITING_DELIVERING' };
  });
}
