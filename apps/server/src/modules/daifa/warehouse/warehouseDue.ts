import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { addEvent } from '../orders/daifaOrders.ts';
import type { FulfilmentGateway } from '../gateways/fulfilmentGateway.ts';

type DueLine = {
  id: number;
  order_id: number;
  order_no: string;
  submitted: boolean;
  due: 'REPRICE' | 'DROP';
  goods_id: string | null;
  article_no: string;
  stall: string;
  color: string;
  size: string;
  price_fen: number;
};

/**
 * Tells the warehouse what a money transaction decided about a line (补款 paid → pick it again at the
 * new price; 补款 given up → drop it), one line per transaction with its row locked (`skip locked`:
 * processes share the work). Out of reach → the next round. Returns how many were told.
 */
export async function tellWarehouse(db: Db, gateway: FulfilmentGateway, limit = 20): Promise<number> {
  let told = 0;
  for (let i = 0; i < limit; i++) {
    const outcome = await db.transaction(async (tx) => {
      const r = await tx.execute<DueLine>(sql`
        select l.id, l.order_id, o.order_no, o.submitted_at is not null as submitted, l.warehouse_due as due,
               l.goods_id, l.article_no, l.stall, l.color, l.size, l.price_fen
          from daifa_order_lines l join daifa_orders o on o.id = l.order_id
         where l.warehouse_due is not null
         order by l.id limit 1 for update of l skip locked`);
      const line = r.rows[0];
      if (!line) return 'NONE' as const;
      if (line.submitted) {
        const answer = await gateway.steer(
          line.order_no,
          Number(line.id),
          line.due === 'DROP'
            ? { kind: 'drop' }
            : {
                kind: 'reroute',
                goods: {
                  goodsId: line.goods_id ?? '',
                  articleNo: line.article_no,
                  stall: line.stall,
                  color: line.color,
                  size: line.size,
                  priceFen: Number(line.price_fen),
                },
              },
        );
        if (answer.outcome === 'UNREACHABLE') return 'STOP' as const;
        if (answer.outcome === 'REFUSED')
          await addEvent(tx, Number(line.order_id), {
            type: 'WAREHOUSE_REFUSED',
            params: { action: line.due, message: answer.message },
          });
      }
      await tx.execute(sql`update daifa_order_lines set warehouse_due = null where id = ${line.id}`);
      return 'TOLD' as const;
    });
    if (outcome !== 'TOLD') break;
    told += 1;
  }
  return told;
}
