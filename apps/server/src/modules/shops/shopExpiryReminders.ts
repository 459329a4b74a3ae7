import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notify } from '../notify/emit.ts';

/** As the shop-authorization popup (spec §9): warned from 5 days before expiry. */
export const SHOP_EXPIRY_WARN_DAYS = 5;

/**
 * Run at 09:00 Shanghai: each authorised shop expiring within 5 days (or expired in the last day) is
 * told once a day (the key carries the Shanghai date).
 */
export async function warnExpiringShops(db: DbOrTx): Promise<number> {
  const r = await db.execute<{
    id: string;
    tenant_id: string;
    name: string;
    left_days: number;
    expire_date: string;
    today: string;
  }>(sql`
    select id, tenant_id, name,
           greatest(0, ((expire_time at time zone 'Asia/Shanghai')::date - (now() at time zone 'Asia/Shanghai')::date))::int as left_days,
           to_char(expire_time at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as expire_date,
           to_char(now() at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as today
      from shops
     where auth_state <> 'CANCELED'
       and expire_time <= now() + make_interval(days => ${SHOP_EXPIRY_WARN_DAYS})
       and expire_time > now() - interval '1 day'`);
  await notify.emitMany(
    db,
    r.rows.map((s) => ({
      type: 'SHOP_EXPIRING' as const,
      tenantId: Number(s.tenant_id),
      key: `shop:${s.id}:expiring:${s.today}`,
      params: {
        shopId: Number(s.id),
        shopName: s.name,
        leftDays: Number(s.left_days),
        expireDate: s.expire_date,
      },
    })),
  );
  return r.rows.length;
}
