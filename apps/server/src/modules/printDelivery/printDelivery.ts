import { sql } from 'drizzle-orm';
import {
  ErrorCode,
  maskPhone,
  PRINT_DELIVERY_TABS,
  SHIP_COURIERS,
  type PrintDeliveryPage,
  type PrintDeliveryPageRequest,
  type PrintDeliveryShipRequest,
  type PrintDeliveryTab,
} from '@oms/api-client';
import type { Db } from '../../db/client.ts';
import { iso } from '../../db/rawRows.ts';
import { containing } from '../../db/likePattern.ts';
import { ApiError, invalid, notFound } from '../../http/apiError.ts';
import { callerName, type Caller } from '../../http/caller.ts';
import { addEvent, findOrder, transition } from '../daifa/orders/daifaOrders.ts';
import { queueWriteBack } from '../daifa/fromShop/writeBack.ts';

/** The tenant's own team fetched it: its lines are pick-up tasks (the routed gateway sent it there). */
export const OWN_TEAM = sql`exists (select 1 from pickup_tasks t where t.source = 'DAIFA' and t.order_no = o.order_no)`;
/** Shipped ones stay on 已发货 this long. */
const SENT_DAYS = 30;

const tabOf = (tab: PrintDeliveryTab) =>
  tab === 'WAIT_PRINT'
    ? sql`o.status = 'WAITING_DELIVERING' and o.waybill_no is null`
    : tab === 'PRINTED'
      ? sql`o.status = 'WAITING_DELIVERING' and o.waybill_no is not null`
      : sql`o.status in ('DELIVERED', 'FINISHED') and o.delivered_at > now() - make_interval(days => ${SENT_DAYS})`;

type Body = Required<Pick<PrintDeliveryPageRequest, 'tab' | 'pageNum' | 'pageSize'>> &
  PrintDeliveryPageRequest;

/** 打印发货's list: the own team's orders in hand (oldest paid first: they waited longest), shipped newest first. */
export async function printDeliveryPage(db: Db, caller: Caller, body: Body): Promise<PrintDeliveryPage> {
  const parts = [sql`o.tenant_id = ${caller.tenantId}`, OWN_TEAM];
  if (body.keyword) {
    const k = body.keyword.trim();
    parts.push(
      sql`(o.order_no = ${k} or o.waybill_no = ${k.toUpperCase()} or o.receiver_name ilike ${containing(k)})`,
    );
  }
  const where = sql.join(parts, sql` and `);
  const order = body.tab === 'SENT' ? sql`o.delivered_at desc, o.id desc` : sql`o.paid_at, o.id`;
  const [rows, counted] = await Promise.all([
    db.execute<Record<string, unknown>>(sql`
      select o.order_no, o.status, coalesce(s.name, '手工下单') as shop_name, o.receiver_name, o.receiver_phone,
             o.province, o.city, o.district, o.address, o.courier_code, o.waybill_no, o.weight_g, o.paid_at,
             o.delivered_at,
             (select json_agg(json_build_object('stall', l.stall, 'articleNo', l.article_no, 'color', l.color,
                                                'size', l.size, 'qty', l.took_qty) order by l.line_no)
                from daifa_order_lines l where l.order_id = o.id and not l.canceled and l.took_qty > 0) as lines
        from daifa_orders o left join shops s on s.id = o.shop_id
       where ${where} and ${tabOf(body.tab)}
       order by ${order}
       limit ${body.pageSize} offset ${(body.pageNum - 1) * body.pageSize}`),
    db.execute<Record<string, number>>(sql`
      select ${sql.join(
        PRINT_DELIVERY_TABS.map((t) => sql`count(*) filter (where ${tabOf(t)})::int as ${sql.identifier(t)}`),
        sql`, `,
      )}
        from daifa_orders o where ${where} and o.status in ('WAITING_DELIVERING', 'DELIVERED', 'FINISHED')`),
  ]);
  const counts = Object.fromEntries(
    PRINT_DELIVERY_TABS.map((t) => [t, Number(counted.rows[0]?.[t] ?? 0)]),
  ) as Record<PrintDeliveryTab, number>;
  return {
    list: rows.rows.map((r) => {
      const lines =
        (r.lines as
          { stall: string; articleNo: string; color: string; size: string; qty: number }[] | null) ?? [];
      const courier = String(r.courier_code);
      return {
        orderNo: String(r.order_no),
        status: String(r.status),
        shopName: String(r.shop_name),
        receiverName: String(r.receiver_name),
        receiverPhone: maskPhone(String(r.receiver_phone)),
        region: `${r.province} ${r.city} ${r.district}`,
        address: String(r.address),
        lines,
        pieces: lines.reduce((n, l) => n + Number(l.qty), 0),
        courierCode: courier,
        courierName: SHIP_COURIERS[courier as keyof typeof SHIP_COURIERS] ?? courier,
        waybillNo: (r.waybill_no as string | null) ?? null,
        weightG: Number(r.weight_g),
        paidAt: iso(r.paid_at),
        deliveredAt: iso(r.delivered_at),
      };
    }),
    total: counts[body.tab],
    pageNum: body.pageNum,
    pageSize: body.pageSize,
    counts,
  };
}

/**
 * 已有单号 发货 (the order locked): an own-team order in hand (待发货) takes the courier and waybill given
 * and is 已发货 at once — the team handed it over; placed from a shop order, the waybill goes back to the
 * shop (回传). The same waybill again answers the same; a waybill on another of the tenant's orders is
 * refused.
 */
export function shipWithWaybill(db: Db, caller: Caller, body: PrintDeliveryShipRequest) {
  return db.transaction(async (tx) => {
    const own = await tx.execute(sql`
      select 1 from daifa_orders o where o.tenant_id = ${caller.tenantId} and o.order_no = ${body.orderNo} and ${OWN_TEAM}`);
    const order = own.rows.length ? await findOrder(tx, caller.tenantId, body.orderNo, { lock: true }) : null;
    if (!order) throw notFound('订单不存在');
    const current = await tx.execute<{ waybill_no: string | null; courier_code: string }>(
      sql`select waybill_no, courier_code from daifa_orders where id = ${order.id}`,
    );
    const was = current.rows[0]!;
    if (
      order.status === 'DELIVERED' &&
      was.waybill_no === body.waybillNo &&
      was.courier_code === body.courierCode
    )
      return {
        orderNo: body.orderNo,
        status: order.status,
        courierCode: body.courierCode,
        waybillNo: body.waybillNo,
      };
    if (order.status !== 'WAITING_DELIVERING')
      throw new ApiError(
        ErrorCode.PICKUP_STATE,
        order.status === 'DELIVERED' ? '订单已发货' : '订单还没有拿齐，不能发货',
      );
    const printed = await tx.execute<{ waybill_no: string }>(
      sql`select waybill_no from own_waybills where order_id = ${order.id}`,
    );
    if (printed.rows.length && printed.rows[0]!.waybill_no !== body.waybillNo)
      throw new ApiError(ErrorCode.PICKUP_STATE, '该订单已打印电子面单，请用面单上的单号发货或先取消单号');
    const used = await tx.execute(sql`
      select 1 from daifa_orders where tenant_id = ${caller.tenantId} and waybill_no = ${body.waybillNo} and id <> ${order.id}`);
    if (used.rows.length) throw invalid('该运单号已用于其他订单', 'waybillNo');
    await tx.execute(sql`
      update daifa_orders set courier_code = ${body.courierCode}, waybill_no = ${body.waybillNo} where id = ${order.id}`);
    // a 电子面单 printed here already is on the timeline; 已有单号 is printed elsewhere
    if (!printed.rows.length)
      await addEvent(tx, order.id, {
        type: 'WAYBILL_PRINTED',
        params: {
          courierCode: body.courierCode,
          waybillNo: body.waybillNo,
          by: callerName(caller),
          own: true,
        },
        accountId: caller.accountId,
      });
    const moved = await transition(
      tx,
      order,
      'PICKED_UP',
      { type: 'PICKED_UP', params: { courierCode: body.courierCode, by: callerName(caller) } },
      { deliveredAt: true },
    );
    await queueWriteBack(tx, order.id);
    return {
      orderNo: body.orderNo,
      status: moved.status,
      courierCode: body.courierCode,
      waybillNo: body.waybillNo,
    };
  });
}
