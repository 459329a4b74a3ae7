import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

/**
 * The seller's 自定义发货信息 (its own name on waybills, a remark naming the shop and the pieces, 中性包装),
 * its 抖音 shop sending under its own name, and 提速发货 on for 拼多多. Once: a seller's later edits stay.
 */
export async function seedDemoPlatformSettings(db: Db): Promise<{ shops: number; platforms: number }> {
  const seller = await db.execute<{ id: string }>(
    sql`select id from accounts where username = 'seller' and parent_id is null`,
  );
  const tenantId = seller.rows[0]?.id;
  if (!tenantId) return { shops: 0, platforms: 0 };
  const settings = await db.execute(sql`
    insert into shipping_info_settings (tenant_id, sender_name, sender_phone, remark, neutral, updated_at)
    values (${tenantId}, '小鹿服饰', '13800138000', '{店铺名} 共{件数}件，有问题请联系店铺客服', true, now() - interval '3 days')
    on conflict (tenant_id) do nothing`);
  if (settings.rowCount !== 1) return { shops: 0, platforms: 0 };
  const shop = await db.execute(sql`
    update shops set sender_name = name, sender_phone = '0571-87654321'
     where id = (select min(id) from shops where tenant_id = ${tenantId} and auth_state = 'AUTHORIZED' and platform = 'TIKTOK')`);
  const platforms = await db.execute(sql`
    insert into speed_delivery_settings (tenant_id, platform, enabled, updated_at)
    values (${tenantId}, 'PDD', true, now() - interval '12 days'), (${tenantId}, 'TAOBAO', false, now() - interval '5 days')
    on conflict do nothing`);
  return { shops: shop.rowCount ?? 0, platforms: platforms.rowCount ?? 0 };
}
