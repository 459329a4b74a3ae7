import { sql } from 'drizzle-orm';
import { PRINT_DELIVERY_CODE } from '@oms/api-client';
import type { Db } from '../../../db/client.ts';
import { demoCaller } from '../../pickup/demo/demoCaller.ts';
import { OWN_TEAM, shipWithWaybill } from '../printDelivery.ts';

/** A waybill number as the courier prints it (中通 13 digits, 圆通 YT + 13), from the order number. */
const waybillOf = (courier: string, orderNo: string) =>
  courier === 'YTO' ? `YT${orderNo.slice(-13)}` : `7${orderNo.slice(-12)}`;

/**
 * The week's own-team orders in hand shipped from the bench as the team does (已有单号), all but the last
 * two days': those wait on 打印发货. Through the same call as the console.
 */
export async function seedDemoShipments(db: Db, tenantId: number): Promise<number> {
  const due = await db.execute<{ order_no: string; courier_code: string }>(sql`
    select o.order_no, o.courier_code from daifa_orders o
     where o.tenant_id = ${tenantId} and o.status = 'WAITING_DELIVERING'
       and o.paid_at < now() - interval '2 days'
       and ${OWN_TEAM}
     order by o.paid_at`);
  const owner = demoCaller(tenantId, tenantId, 'purchaser', null, PRINT_DELIVERY_CODE);
  for (const o of due.rows)
    await shipWithWaybill(db, owner, {
      orderNo: o.order_no,
      courierCode: o.courier_code === 'YTO' ? 'YTO' : 'ZTO',
      waybillNo: waybillOf(o.courier_code, o.order_no),
    });
  return due.rows.length;
}
