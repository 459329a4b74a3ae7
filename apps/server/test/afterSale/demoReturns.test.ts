import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeReconcile, reconcile } from '../../src/modules/funds/ledger/reconcile.ts';
import { seedDemoDaifa } from '../../src/modules/daifa/demo/demoDaifa.ts';
import { fundsWorld } from '../funds/support.ts';

// The demo's 退货退款: made through 申请售后, 填写退货单号 and 撤销 at the returns desk (the stand-in),
// the desk's past events through the hook's own code, then the desk takes each case on where it stands.
const world = fundsWorld({ warehouse: true });

describe('demo 退货退款', () => {
  it('售后: 退货退款 on signed-for orders in every stage through the real paths and the desk; the money reconciles', async () => {
    const { seedDemoReturns } = await import('../../src/modules/afterSale/demo/demoReturns.ts');
    await seedDemoDaifa(world.t.database.db, world.t.funds, world.t.daifa.fulfilment, 'e3e3');
    // the full demo has 45 days of signed-for history; here the shipped orders are signed for over days
    await world.t.database.db.execute(sql`
      update daifa_orders set signed_at = now() - (id % 12) * interval '1 day' - interval '3 hours'
       where status in ('DELIVERED', 'FINISHED')`);
    const made = await seedDemoReturns(world.t.database.db, {
      funds: world.t.funds,
      returns: world.t.daifa.returns,
      warehouse: {
        adopt: (b) => world.warehouse.control.adopt(b),
        adoptReturn: (asNo, at) => world.warehouse.control.adoptReturn(asNo, at),
      },
    });
    expect(made).toBeGreaterThanOrEqual(8);
    const cases = await world.t.database.db.execute<{ status: string; return_state: string; n: number }>(sql`
      select status, return_state, count(*)::int as n from after_sales
       where type = 'RETURN_GOODS_DELIVERY' group by 1, 2 order by 1, 2`);
    const seen = cases.rows.map((c) => `${c.status}/${c.return_state}`);
    expect(seen).toEqual(
      expect.arrayContaining([
        'GOODS_RETURNING/WAIT_SIGNED',
        'COMPLETE/FACTORY_RETURNED',
        'PROBLEM/SIGNED',
        'PROBLEM/FACTORY_REFUSE',
        'CLOSE/WAIT_SIGNED',
      ]),
    );
    // the one left at the stall is the desk's to answer: this stand-in runs 600 times real time, so it
    // has answered by now (the demo's, at real time, half an hour after the start)
    expect(cases.rows.find((c) => c.status === 'COMPLETE')?.n).toBeGreaterThanOrEqual(3);
    // the settled ones are the desk's too, where they stand: nothing more comes for them
    const done = await world.t.database.db.execute<{ as_no: string }>(
      sql`select as_no from after_sales where status = 'COMPLETE' and type = 'RETURN_GOODS_DELIVERY' limit 1`,
    );
    expect(await world.warehouse.control.returnOf(done.rows[0]!.as_no)).toMatchObject({
      stage: 'DONE',
      seq: 4,
    });
    // applied before now, over the days since signing
    const late = await world.t.database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from after_sale_events e join after_sales a on a.id = e.after_sale_id
       where a.type = 'RETURN_GOODS_DELIVERY' and e.created_at > now()`);
    expect(late.rows[0]!.n).toBe(0);
    const report = await reconcile(world.t.database.db);
    expect(report.ok, describeReconcile(report)).toBe(true);
  });
});
