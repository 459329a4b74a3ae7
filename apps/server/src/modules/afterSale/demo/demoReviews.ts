import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { FundsServices } from '../../funds/fundsServices.ts';
import type { ReturnsGateway } from '../../daifa/gateways/returnsGateway.ts';
import type { DemoWarehouse } from '../../daifa/demo/demoWarehouse.ts';
import { applyReview } from '../reviewCase.ts';
import { applyReturnEvent } from '../returnEvents.ts';

/**
 * 价保 and 补寄 on the seller's signed-for orders through the real paths: one 价保 the stall granted,
 * one 补寄 shipped, one 补寄 the desk is still looking into (answered live). The desk's past answers go
 * through the hook's own `applyReturnEvent`, then the desk takes each case on where it stands.
 */
export async function seedDemoReviews(
  db: Db,
  deps: { funds: FundsServices; returns: ReturnsGateway; warehouse: DemoWarehouse },
  tenantId: number,
  reshipOf: (orderNo: string, i: number) => Promise<{ waybillNo: string; courier: string }>,
): Promise<number> {
  const orders = await db.execute<{ order_no: string; goods: number }>(sql`
    select o.order_no, min(l.took_qty * l.price_fen)::int as goods
      from daifa_orders o join daifa_order_lines l on l.order_id = o.id
     where o.tenant_id = ${tenantId} and o.status in ('DELIVERED', 'FINISHED')
       and o.signed_at between now() - interval '10 days' and now() - interval '1 day'
       and not exists (select 1 from after_sales a where a.order_id = o.id)
     group by o.id, o.order_no, o.signed_at
    having bool_and(l.took_qty > 0 and not l.canceled and l.after_sale_state is null)
     order by o.signed_at desc limit 3`);
  const plan = [
    { type: 'ELSE_PRICE_PROTECTION', reason: '档口降价', remark: '' },
    { type: 'ELSE_REISSUE', reason: '漏发配件', remark: '买家说缺腰带' },
    { type: 'ELSE_REISSUE', reason: '少件', remark: '买家收到少一件' },
  ] as const;
  let made = 0;
  for (const [i, o] of orders.rows.entries()) {
    const p = plan[i]!;
    const price = p.type === 'ELSE_PRICE_PROTECTION';
    const fen = Math.min(500, Number(o.goods));
    const applied = await db.transaction((tx) =>
      applyReview(
        tx,
        { returns: deps.returns },
        {
          tenantId,
          orderNo: o.order_no,
          type: p.type,
          lineNos: [1],
          reason: p.reason,
          remark: p.remark,
          ...(price ? { amountFen: fen } : {}),
          who: { accountId: tenantId, operatorName: 'seller' },
        },
      ),
    );
    made += 1;
    if (i === 2) continue;
    const data = price
      ? { kind: 'PRICE', approved: true, fen, reason: null }
      : { kind: 'REISSUE', approved: true, reship: await reshipOf(o.order_no, 900 + i), reason: null };
    await db.transaction((tx) =>
      applyReturnEvent(tx, deps.funds, {
        eventId: `${applied.asNo}-1`,
        subject: applied.asNo,
        seq: 1,
        type: 'REVIEW_RESULT',
        data,
      }),
    );
    await deps.warehouse.adoptReturn(applied.asNo, { stage: 'DONE', seq: 1 });
  }
  return made;
}
