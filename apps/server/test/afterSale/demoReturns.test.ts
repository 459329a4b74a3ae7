import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeReconcile, reconcile } from '../../src/modules/funds/ledger/reconcile.ts';
import { seedDemoDaifa } from '../../src/modules/daifa/demo/demoDaifa.ts';
import { fundsWorld } from '../funds/support.ts';
import { until } from '../daifa/support.ts';

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
        forceReturn: (asNo, force) => world.warehouse.control.forceReturn(asNo, force),
        forceIntercept: (orderNo, intercept) => world.warehouse.control.force({ orderNo, intercept }),
        playReturn: (asNo) => world.warehouse.control.playReturn(asNo),
      },
    });
    expect(made).toBeGreaterThanOrEqual(8);
    // 协商退款 asked at the start: the stall's offer arrives live; 重新退档口: the stall answers again
    const offered = await until(
      'the stall’s offer',
      async () =>
        (
          await world.t.database.db.execute<{ offer_fen: number | null }>(sql`
            select offer_fen from after_sales where negotiated_at is not null`)
        ).rows,
      (rows) => rows.length === 1 && Number(rows[0]!.offer_fen) > 0,
    );
    expect(offered).toHaveLength(1);
    const restalled = await world.t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from after_sales where rereturns = 1`,
    );
    expect(restalled.rows[0]!.n).toBe(1);
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
        'REFUSE/FACTORY_REFUSE',
      ]),
    );
    // the one discarded paid the desk's work on its refused piece
    const fee = await world.t.database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from after_sale_events e join after_sales a on a.id = e.after_sale_id
       where e.type = 'FEE_CHARGED' and a.type = 'RETURN_GOODS_DELIVERY'`);
    expect(fee.rows[0]!.n).toBe(1);
    // 换货 and 维修 done: the swap (the mend) shipped to the buyer, its fee and freight charged
    const swaps = await world.t.database.db.execute<{
      type: string;
      reship: string | null;
      fee_fen: number;
    }>(sql`
      select type, reship_waybill_no as reship, fee_fen from after_sales
       where type in ('EXCHANGE_GOODS', 'ELSE_MAINTENANCE') and status = 'COMPLETE' order by id`);
    expect(swaps.rows.map((r) => r.type)).toEqual(
      expect.arrayContaining(['EXCHANGE_GOODS', 'ELSE_MAINTENANCE']),
    );
    expect(swaps.rows.every((r) => r.reship !== null && Number(r.fee_fen) > 0)).toBe(true);
    // 价保 granted into the balance, 补寄 shipped free; the third the desk answers live
    const reviews = await world.t.database.db.execute<{
      type: string;
      status: string;
      refunded: number;
      reship: string | null;
    }>(sql`
      select type, status, refunded_fen as refunded, reship_waybill_no as reship from after_sales
       where review_state is not null order by id`);
    // (this small world has orders left for the first of them; the full demo has all three)
    const shown = reviews.rows.map((r) => [r.type, r.status, Number(r.refunded) > 0, r.reship !== null]);
    expect(shown[0]).toEqual(['ELSE_PRICE_PROTECTION', 'COMPLETE', true, false]);
    if (shown[1]) expect(shown[1]).toEqual(['ELSE_REISSUE', 'COMPLETE', false, true]);
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
    // an ended case was signed for when its timeline says so, before it ended (live ones go by the
    // desk's clock, 600 times real time here)
    const signedLate = await world.t.database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from after_sales a
       where a.signed_back_at is not null and a.completed_at is not null
         and (a.signed_back_at > a.completed_at
              or abs(extract(epoch from a.signed_back_at - (select e.created_at from after_sale_events e
                                       where e.after_sale_id = a.id and e.type = 'RETURN_SIGNED'))) > 60)`);
    expect(signedLate.rows[0]!.n).toBe(0);
    const report = await reconcile(world.t.database.db);
    expect(report.ok, describeReconcile(report)).toBe(true);
  });

  it('寄回单: the demo accounts have one 待付款, one 待寄回 the desk holds and one 已寄回 with its waybill; the money reconciles', async () => {
    const { seedDemoSendBacks } = await import('../../src/modules/afterSale/demo/demoSendBacks.ts');
    const { tellDeskSendBacks } = await import('../../src/modules/afterSale/sendBack/sendBackDesk.ts');
    const db = world.t.database.db;
    expect(await seedDemoSendBacks(db, world.t.funds)).toBe(6);
    const states = await db.execute<{
      username: string;
      state: string;
      waybill: boolean;
      parcels: string[];
    }>(sql`
      select a.username, s.state, s.waybill_no is not null as waybill,
             array_agg(p.state order by p.id) as parcels
        from post_orders s join accounts a on a.id = s.tenant_id join problem_parcels p on p.post_order_id = s.id
       group by a.username, s.id, s.state, s.waybill_no order by a.username, s.id`);
    const seen = states.rows.map((r) => `${r.username} ${r.state} ${r.waybill} ${r.parcels.join(',')}`);
    for (const who of ['purchaser', 'seller'])
      expect(seen.filter((s) => s.startsWith(`${who} `))).toEqual([
        `${who} WAITING_PAYMENT false WAITING_PAYMENT`,
        `${who} WAITING_SEND false WAITING_RETURN,WAITING_RETURN`,
        `${who} SENT true SEND_BACKED`,
      ]);
    // the 待寄回 ones go to the desk with the submitter's next round; the shipped one never needs to
    expect(await tellDeskSendBacks(db, world.t.daifa.returns)).toBe(2);
    const report = await reconcile(db);
    expect(report.ok, describeReconcile(report)).toBe(true);
  });

  it('无头件: 40 in the pool signed over 20 days, two the seller claimed and now 问题件', async () => {
    const { seedDemoHeadless } = await import('../../src/modules/afterSale/demo/demoHeadless.ts');
    const db = world.t.database.db;
    expect(await seedDemoHeadless(db)).toBe(42);
    const states = await db.execute<{ state: string; n: number; problems: number; days: number }>(sql`
      select h.state, count(*)::int as n, count(p.id)::int as problems,
             count(distinct date_trunc('day', h.signed_at))::int as days
        from headless_parcels h left join problem_parcels p on p.id = h.problem_parcel_id and p.problem_type = '无头件'
       where h.headless_no not like 'WJ______9%'
       group by h.state order by h.state`);
    expect(states.rows.map((r) => [r.state, r.n, r.problems])).toEqual([
      ['MATCHED', 2, 2],
      ['WAIT_CLAIM', 40, 0],
    ]);
    expect(states.rows.find((r) => r.state === 'WAIT_CLAIM')!.days).toBeGreaterThanOrEqual(15);
  });
});
