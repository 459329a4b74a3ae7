import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { reconcile } from '../../src/modules/funds/ledger/reconcile.ts';
import { seedDemoShopHistory } from '../../src/modules/daifa/demo/demoShopHistory.ts';
import { fundsWorld } from '../funds/support.ts';
import { expectDatedAsPlaced } from './support.ts';
import { insertShop, platformOrder, putOrders } from '../support/shopFixtures.ts';

// The demo's history of 代发: shipped and finished shop orders that went out through it, 40 % of the period.
const world = fundsWorld({ warehouse: true });
const db = () => world.t.database.db;
const DAY = 86400_000;

beforeAll(async () => {
  const shop = await insertShop(db(), world.sellerTenant, 'TAOBAO', '历史代发店');
  const now = Date.now();
  await putOrders(db(), shop, [
    // 30 shipped or finished with the waybill the shop shows, 10 waiting, 10 closed, 5 from before the period
    ...Array.from({ length: 30 }, (_, i) =>
      platformOrder({
        tid: `H-SENT-${i}`,
        status: i % 3 === 0 ? 'SENT' : 'FINISHED',
        createdAt: new Date(now - (1 + i) * DAY),
        expressCompany: '中通快递',
        waybillNo: `7350000000${String(i).padStart(3, '0')}`,
        // a shop of many goods, ¥59 to ¥349: each 货号 linked to a goods the stall sells for less
        lines: [
          {
            ...platformOrder({ tid: `H-SENT-${i}` }).lines[0]!,
            articleNo: `H${100 + i}`,
            priceFen: 5900 + i * 1000,
          },
        ],
      }),
    ),
    ...Array.from({ length: 10 }, (_, i) =>
      platformOrder({ tid: `H-WAIT-${i}`, createdAt: new Date(now - i * 3600_000) }),
    ),
    ...Array.from({ length: 10 }, (_, i) =>
      platformOrder({ tid: `H-CLOSED-${i}`, status: 'CLOSED', createdAt: new Date(now - (2 + i) * DAY) }),
    ),
    ...Array.from({ length: 5 }, (_, i) =>
      platformOrder({
        tid: `H-OLD-${i}`,
        status: 'FINISHED',
        createdAt: new Date(now - (50 + i) * DAY),
        expressCompany: '中通快递',
        waybillNo: `7351000000${i}`,
      }),
    ),
  ]);
});

describe('demo 代发 history', () => {
  it('40 % of the last 45 days’ synced orders go out through 代发, with the shop’s waybill, sent back and signed', async () => {
    const placed = await seedDemoShopHistory(db(), {
      funds: world.t.funds,
      shops: world.t.shops,
      market: world.t.daifa.market,
      brand: 'e3e3',
    });
    const share = (
      await db().execute<{ synced: number; done: number; old: number }>(sql`
        select count(*) filter (where order_time > now() - interval '45 days')::int as synced,
               count(*) filter (where order_time > now() - interval '45 days' and daifa_status = 'DONE')::int as done,
               count(*) filter (where order_time <= now() - interval '45 days' and daifa_status <> 'NONE')::int as old
          from shop_orders where tenant_id = ${world.sellerTenant}`)
    ).rows[0]!;
    expect(placed).toBeGreaterThan(0);
    expect(share.done / share.synced).toBeCloseTo(0.4, 1);
    expect(share.old).toBe(0);

    const orders = (
      await db().execute<{
        order_no: string;
        status: string;
        waybill_no: string;
        shop_waybill: string;
        shop_status: string;
        placed_after_paid_min: number;
        signed: boolean;
        write_back: string;
      }>(sql`
        select d.order_no, d.status, d.waybill_no, s.waybill_no as shop_waybill, s.status as shop_status,
               extract(epoch from d.created_at - s.paid_at) / 60 as placed_after_paid_min,
               d.signed_at is not null as signed, w.state as write_back
          from daifa_orders d join shop_orders s on s.id = d.shop_order_id
          join shop_write_backs w on w.daifa_order_id = d.id
         where d.request_key like 'demo-history-%'`)
    ).rows;
    expect(orders.length).toBe(placed);
    for (const o of orders) {
      expect(o.waybill_no).toBe(o.shop_waybill);
      expect(o.write_back).toBe('DONE');
      expect(Number(o.placed_after_paid_min)).toBeGreaterThanOrEqual(20);
      expect(Number(o.placed_after_paid_min)).toBeLessThan(120);
      // a finished shop order finishes its 代发 order; a shipped one is on its way or signed for
      expect(o.status).toBe(o.shop_status === 'FINISHED' ? 'FINISHED' : o.status);
      expect(['DELIVERED', 'FINISHED']).toContain(o.status);
    }

    // a timeline that reads like the market's day and the courier's trip, in order
    const finished = orders.find((o) => o.status === 'FINISHED')!;
    const timeline = (
      await db().execute<{ type: string; hours: number }>(sql`
        select e.type, extract(epoch from e.at - o.created_at) / 3600 as hours
          from daifa_order_events e join daifa_orders o on o.id = e.order_id
         where o.order_no = ${finished.order_no} order by e.at, e.id`)
    ).rows.map((e) => [e.type, Math.round(Number(e.hours) * 10) / 10]);
    expect(timeline.map(([type]) => type)).toEqual(
      expect.arrayContaining(['PLACED', 'PAID', 'PACKED', 'PICKED_UP', 'WRITE_BACK', 'SIGNED', 'FINISHED']),
    );
    const at = (type: string) => timeline.find(([t]) => t === type)![1] as number;
    expect(at('PACKED')).toBe(6.5);
    expect(at('PICKED_UP')).toBe(9);
    expect(at('WRITE_BACK')).toBeLessThan(at('SIGNED'));
    expect(at('SIGNED')).toBe(72);
    expect(at('FINISHED')).toBeGreaterThanOrEqual(at('SIGNED'));

    // linked as a dropshipper links: the stall's price under the shop's, so 利润预估 is not in the red
    const profits = await db().execute<{ profit: string }>(sql`
      select (select sum(sl.price_fen * sl.quantity) from daifa_order_lines l
                join shop_order_lines sl on sl.id = l.shop_order_line_id where l.order_id = o.id)
             - (o.goods_fen + o.service_fen + o.freight_fen - o.refunded_fen) as profit
        from daifa_orders o where o.tenant_id = ${world.sellerTenant} and o.request_key like 'demo-history-%'`);
    expect(profits.rows.length).toBe(placed);
    for (const p of profits.rows) expect(Number(p.profit)).toBeGreaterThan(0);
    const dear = await db().execute<{ n: number }>(sql`
      select count(*)::int as n from daifa_order_lines l join shop_order_lines sl on sl.id = l.shop_order_line_id
       where l.tenant_id = ${world.sellerTenant} and l.price_fen > sl.price_fen * 0.6`);
    expect(dear.rows[0]!.n).toBe(0);

    // numbered, paid and billed when it happened, not on the day the demo was made
    expect(await expectDatedAsPlaced(db(), 'demo-history-%')).toEqual({ orders: placed, paid: placed });

    // the money of 600 orders is as exact as of one, and the day rows count what the list shows
    expect((await reconcile(db())).ok).toBe(true);
    const counted = await db().execute<{ tab: string; rows: number; kept: number }>(sql`
      select o.tab, count(*)::int as rows,
             (select coalesce(sum(n), 0)::int from daifa_tab_counts c where c.tenant_id = o.tenant_id and c.tab = o.tab) as kept
        from daifa_orders o where o.tenant_id = ${world.sellerTenant} group by o.tenant_id, o.tab`);
    for (const c of counted.rows) expect(c.kept).toBe(c.rows);
  });
});
