import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { FundsServices } from '../../funds/fundsServices.ts';
import type { FulfilmentGateway } from '../../daifa/gateways/fulfilmentGateway.ts';
import { demoSellerId } from '../../daifa/demo/demoDaifa.ts';
import { refundUndelivered } from '../refundUndelivered.ts';

const REASONS = ['买家不想要了', '买家拍错/多拍', '发货太慢'];

/**
 * The seller's demo after-sales, made through 申请售后 itself: 未发货仅退款 of one line on a few paid
 * orders not yet handed to the warehouse (orders of two or more lines, none in an exception or waiting
 * on a 补款), so 售后订单 has cases and 我的余额 the refunds. The orders stay where they were (待拿货).
 */
export async function seedDemoAfterSales(
  db: Db,
  funds: FundsServices,
  fulfilment: FulfilmentGateway,
  count = 3,
): Promise<number> {
  const tenantId = await demoSellerId(db);
  if (!tenantId) return 0;
  const orders = await db.execute<{ order_no: string; line_no: number }>(sql`
    select o.order_no, min(l.line_no) as line_no
      from daifa_orders o join daifa_order_lines l on l.order_id = o.id
     where o.tenant_id = ${tenantId} and o.status = 'WAITING_TAKING' and o.pay_later_fen = 0
       and o.submitted_at is null
       and not l.canceled and l.took_qty = 0 and l.pickup_state = 'WAITING_TAKING' and l.replenish_no is null
     group by o.id, o.order_no
    having count(*) >= 2
     order by o.id
     limit ${count}`);
  let made = 0;
  for (const [i, o] of orders.rows.entries()) {
    await db.transaction((tx) =>
      refundUndelivered(
        tx,
        { funds, fulfilment },
        {
          tenantId,
          orderNo: o.order_no,
          type: 'REFUND_UNDELIVERY',
          lineNos: [Number(o.line_no)],
          reason: REASONS[i % REASONS.length]!,
          remark: '',
          who: { accountId: tenantId, operatorName: 'seller' },
        },
      ),
    );
    made += 1;
  }
  return made;
}
