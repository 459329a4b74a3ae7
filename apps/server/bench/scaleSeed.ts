import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

/** The scale of issue 9's benchmarks. */
export const SCALE = {
  orders: 1_000_000,
  tenants: 50,
  shopsPerTenant: 4,
  /** The first tenant is a big seller (as real tenants are skewed); the others share the rest. */
  bigTenantOrders: 100_000,
} as const;

export const BENCH_PASSWORD_OF = 'seller'; // bench tenants sign in with the demo seller's password
export const benchTenantName = (n: number) => `bench${String(n).padStart(2, '0')}`;

const PLATFORMS = ['TAOBAO', 'PDD', 'TIKTOK', 'JD', 'KUAISHOU', 'WEIDIAN', 'REDBOOK', 'OTHER'];

async function seeded(db: Db): Promise<number> {
  const r = await db.execute<{ n: string }>(
    sql`select count(*) as n from shop_orders o join accounts a on a.id = o.tenant_id where a.username like 'bench%'`,
  );
  return Number(r.rows[0]!.n);
}

/**
 * 1,000,000 orders with ~2.5 M goods lines across 200 shops and 50 tenants, set-based (one INSERT …
 * SELECT per table). Realistic spreads: 90 days of order times, every status, refunds, holds, flags,
 * waybills on shipped orders, article numbers and stalls on lines. Idempotent: a seeded database is
 * left as it is. Returns the seconds it took (0 when it was there already).
 */
export async function scaleSeed(db: Db, log: (msg: string) => void): Promise<number> {
  if ((await seeded(db)) >= SCALE.orders) return 0;
  const started = Date.now();
  const step = async (what: string, statement: ReturnType<typeof sql>) => {
    const t0 = Date.now();
    await db.execute(statement);
    log(`${what}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  };
  await step('clean', sql`delete from accounts where username like 'bench%' and parent_id is null`);
  await step(
    'tenants',
    sql`insert into accounts (kind, username, password_hash)
        select 'seller', 'bench' || lpad(g::text, 2, '0'), (select password_hash from accounts where username = ${BENCH_PASSWORD_OF} and parent_id is null)
          from generate_series(1, ${SCALE.tenants}) g`,
  );
  await step(
    'shops',
    sql`insert into shops (tenant_id, name, platform, platform_shop_id, last_auth_time, expire_time)
        select a.id, a.username || '的' || p.name || '店', p.name, a.username || '-' || s, now() - interval '10 days', now() + interval '20 days'
          from accounts a, generate_series(1, ${SCALE.shopsPerTenant}) s,
               lateral (select (${sql.raw(`array['${PLATFORMS.join("','")}']`)})[1 + (a.id + s) % ${PLATFORMS.length}] as name) p
         where a.username like 'bench%' and a.parent_id is null`,
  );
  // Orders: the first bigTenantOrders go to bench01, the rest round-robin over the other tenants.
  await step(
    'orders',
    sql`with t as (
          select a.id, row_number() over (order by a.username) as n from accounts a where a.username like 'bench%' and a.parent_id is null
        ), s as (
          select s.id, s.tenant_id, s.platform, row_number() over (partition by s.tenant_id order by s.id) - 1 as k from shops s
           where s.tenant_id in (select id from t)
        ), g as (
          select g, case when g <= ${SCALE.bigTenantOrders} then 1 else 2 + (g % (${SCALE.tenants} - 1)) end as tn,
                 random() as r1, random() as r2, random() as r3
            from generate_series(1, ${SCALE.orders}) g
        )
        insert into shop_orders (tenant_id, shop_id, platform, tid, status, refund_status, seller_flag, seller_remark,
          buyer_remark, hold, buyer_nick, receiver_name, receiver_phone, receiver_phone_tail, receiver_province,
          receiver_city, receiver_district, receiver_address, receiver_masked, payment_fen, post_fee_fen,
          express_company, waybill_no, order_time, paid_at, platform_modified_at)
        select t.id, s.id, s.platform, (2600000000000000 + g.g)::text,
          st.status,
          case when g.r2 < 0.04 then 'REFUNDING' when g.r2 < 0.07 then 'REFUNDED' else 'NONE' end,
          case when g.r3 < 0.1 then 1 + (g.g % 5) else 0 end,
          case when g.r3 < 0.05 then '加急' else '' end,
          case when g.r1 < 0.1 then '麻烦尽快发货' else '' end,
          g.r3 > 0.98,
          'buyer_' || (g.g % 200000), '买家' || (g.g % 1000), '138' || lpad((g.g % 100000000)::text, 8, '0'),
          lpad((g.g % 10000)::text, 4, '0'), '广东省', '广州市', '天河区', '天河路 ' || (g.g % 500) || ' 号',
          s.platform in ('PDD', 'TIKTOK', 'KUAISHOU'), 5000 + (g.g % 30000), 0,
          case when st.status in ('SENT', 'FINISHED') then '中通快递' end,
          case when st.status in ('SENT', 'FINISHED') then '7' || lpad(g.g::text, 14, '0') end,
          now() - g.r1 * interval '90 days', now() - g.r1 * interval '90 days', now() - g.r1 * interval '89 days'
          from g join t on t.n = g.tn
          join s on s.tenant_id = t.id and s.k = g.g % ${SCALE.shopsPerTenant}
          cross join lateral (select case when g.r2 < 0.08 then 'WAIT_PAY' when g.r2 < 0.35 then 'WAIT_SEND'
                                          when g.r2 < 0.6 then 'SENT' when g.r2 < 0.9 then 'FINISHED' else 'CLOSED' end as status) st`,
  );
  // 1 to 4 lines an order (2.5 on average).
  await step(
    'lines',
    sql`insert into shop_order_lines (order_id, tenant_id, oid, title, image_url, color, size, article_no, stall, quantity, price_fen)
        select o.id, o.tenant_id, o.tid || k, '2026秋冬新款宽松毛衣女 ' || k, '', (array['黑色','米白','驼色','灰色'])[1 + k % 4],
               (array['S','M','L','XL'])[1 + (o.id + k) % 4], 'A' || (1000 + (o.id * 7 + k) % 9000),
               '十三行 ' || (1 + o.id % 8) || '楼 A' || (100 + o.id % 400), 1 + (o.id + k) % 2, 3000 + (o.id % 20000)
          from shop_orders o cross join lateral generate_series(1, 1 + (o.id % 4)::int) k
         where o.tenant_id in (select id from accounts where username like 'bench%' and parent_id is null)`,
  );
  await step('analyze', sql`analyze shop_orders; analyze shop_order_lines; analyze shops; analyze accounts`);
  return (Date.now() - started) / 1000;
}
