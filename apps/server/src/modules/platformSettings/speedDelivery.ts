import { sql } from 'drizzle-orm';
import { COLLECT_OVERDUE_HOURS, SPEED_DELIVERY_PLATFORMS, type SpeedDelivery } from '@oms/api-client';
import type { Db, DbOrTx } from '../../db/client.ts';
import { addEvent, refreshDerived } from '../daifa/orders/daifaOrders.ts';
import { notify } from '../notify/emit.ts';
import { queueWriteBack } from '../daifa/fromShop/writeBack.ts';

/** 提速发货 per platform, with how many of the account's shops each covers and the orders 揽收超时 now. */
export async function readSpeedDelivery(db: DbOrTx, tenantId: number): Promise<SpeedDelivery> {
  const [settings, shops, overdue] = await Promise.all([
    db.execute<{ platform: string; enabled: boolean; updated_at: Date | string }>(sql`
      select platform, enabled, updated_at from speed_delivery_settings where tenant_id = ${tenantId}`),
    db.execute<{ platform: string; n: string }>(sql`
      select platform, count(*) as n from shops where tenant_id = ${tenantId} and auth_state <> 'CANCELED' group by platform`),
    db.execute<{ n: string }>(sql`
      select count(*) as n from daifa_orders o where o.tenant_id = ${tenantId} and 'COLLECT_OVERDUE' = any(o.flags)`),
  ]);
  const byPlatform = new Map(settings.rows.map((s) => [s.platform, s]));
  const shopCount = new Map(shops.rows.map((s) => [s.platform, Number(s.n)]));
  return {
    platforms: SPEED_DELIVERY_PLATFORMS.map((platform) => {
      const s = byPlatform.get(platform);
      return {
        platform,
        enabled: s?.enabled ?? false,
        shops: shopCount.get(platform) ?? 0,
        updatedAt: s ? new Date(s.updated_at).toISOString() : null,
      };
    }),
    collectOverdue: Number(overdue.rows[0]?.n ?? 0),
  };
}

export async function saveSpeedDelivery(db: DbOrTx, tenantId: number, platform: string, enabled: boolean) {
  await db.execute(sql`
    insert into speed_delivery_settings (tenant_id, platform, enabled, updated_at)
    values (${tenantId}, ${platform}, ${enabled}, now())
    on conflict (tenant_id, platform) do update set enabled = excluded.enabled, updated_at = now()`);
  return { platform, enabled };
}

/**
 * The warehouse printed the order's waybill: with 提速发货 on for its shop's platform the waybill goes back
 * to the shop now (the order is queued for write-back, marked early) instead of at 揽收. One statement:
 * nothing when the order is not from a shop or the platform is off; a second print queues nothing more.
 */
export const queueEarlyWriteBack = (tx: DbOrTx, orderId: number): Promise<boolean> =>
  queueWriteBack(tx, orderId, { early: true });

/** Early write-backs older than this are no longer watched (the order is long collected or in after-sales). */
const WATCH_DAYS = 7;

/**
 * 揽收超时: an order whose waybill went back early and that no courier collected in COLLECT_OVERDUE_HOURS
 * is marked (chip 揽收超时, the home to-do) and its seller told once — the shop shows it shipped, so the
 * platform may call it 虚假发货. Each order under its own lock (skip locked: processes share the sweep).
 */
export async function markCollectOverdue(db: Db, now = new Date()): Promise<number> {
  return db.transaction((tx) => markInTx(tx, now));
}

async function markInTx(db: DbOrTx, now: Date): Promise<number> {
  const r = await db.execute<{
    id: string;
    tenant_id: string;
    order_no: string;
    waybill_no: string | null;
  }>(sql`
    with due as (
      select d.id from shop_write_backs w join daifa_orders d on d.id = w.daifa_order_id
       where w.early and w.created_at > ${now.toISOString()}::timestamptz - make_interval(days => ${WATCH_DAYS})
         and w.created_at <= ${now.toISOString()}::timestamptz - make_interval(hours => ${COLLECT_OVERDUE_HOURS})
         and d.status = 'WAITING_DELIVERING' and not ('COLLECT_OVERDUE' = any(d.flags))
       limit 500
       for update of d skip locked)
    update daifa_orders o set flags = array_append(o.flags, 'COLLECT_OVERDUE'), version = o.version + 1, updated_at = now()
      from due where o.id = due.id
    returning o.id, o.tenant_id, o.order_no, o.waybill_no`);
  for (const o of r.rows) {
    await refreshDerived(db, Number(o.id));
    await addEvent(db, Number(o.id), {
      type: 'COLLECT_OVERDUE',
      params: { hours: COLLECT_OVERDUE_HOURS, waybillNo: o.waybill_no },
    });
  }
  await notify.emitMany(
    db,
    r.rows.map((o) => ({
      type: 'COLLECT_OVERDUE' as const,
      tenantId: Number(o.tenant_id),
      key: `collect-overdue:${o.id}`,
      params: { orderNo: o.order_no, waybillNo: o.waybill_no ?? '', hours: COLLECT_OVERDUE_HOURS },
    })),
  );
  return r.rows.length;
}
