import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { ReturnsGateway } from '../../daifa/gateways/returnsGateway.ts';
import type { DemoWarehouse } from '../../daifa/demo/demoWarehouse.ts';
import { demoSellerId } from '../../daifa/demo/demoDaifa.ts';
import { applyInterceptRefund } from '../refundDelivered.ts';

/**
 * 已发货仅退款 for the demo seller, through the real path on parcels the warehouse stand-in carries (so
 * after the open orders were handed to it): one the courier brought back (refunded once its answer
 * arrives), one it could not stop (已拒绝, 转退货退款 offered), one still being intercepted (answered live).
 */
export async function seedDemoIntercepts(
  db: Db,
  deps: { returns: ReturnsGateway; warehouse: DemoWarehouse | null },
): Promise<number> {
  const tenantId = await demoSellerId(db);
  if (!tenantId || !deps.warehouse) return 0;
  const onTheWay = await db.execute<{ order_no: string; lines: number }>(sql`
    select o.order_no, count(l.id)::int as lines
      from daifa_orders o join daifa_order_lines l on l.order_id = o.id
     where o.tenant_id = ${tenantId} and o.status = 'DELIVERED' and o.signed_at is null
       and not exists (select 1 from after_sales a where a.order_id = o.id)
     group by o.id, o.order_no
    having bool_and(l.took_qty > 0 and not l.canceled and l.after_sale_state is null)
     order by o.id desc limit 20`);
  const plan = [
    { outcome: 'OK', play: true, reason: '买家不想要了' },
    { outcome: 'FAIL', play: true, reason: '发货太慢' },
    { outcome: 'OK', play: false, reason: '买家拍错/多拍' },
  ] as const;
  let made = 0;
  for (const o of onTheWay.rows) {
    const step = plan[made];
    if (!step) break;
    // a parcel the stand-in does not carry (settled before it started, or over): not one to intercept
    const known = await deps.warehouse.forceIntercept(o.order_no, step.outcome).then(
      () => true,
      () => false,
    );
    if (!known) continue;
    const applied = await db
      .transaction((tx) =>
        applyInterceptRefund(
          tx,
          { returns: deps.returns },
          {
            tenantId,
            orderNo: o.order_no,
            type: 'REFUND_DELIVERY',
            lineNos: Array.from({ length: Number(o.lines) }, (_, k) => k + 1),
            reason: step.reason,
            remark: '',
            who: { accountId: tenantId, operatorName: 'seller' },
          },
        ),
      )
      // signed for or intercepted at the desk meanwhile: the next one
      .catch(() => null);
    if (!applied) continue;
    made += 1;
    // the courier's answer goes out through the desk's outbox and lands on the returns hook
    if (step.play) await deps.warehouse.playReturn(applied.asNo);
  }
  return made;
}
