import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { demoSellerId } from '../../daifa/demo/demoDaifa.ts';
import { runAutoAfterSales, type AutoDeps } from '../auto/autoRules.ts';
import { saveAutoSettings } from '../auto/autoSettings.ts';

/**
 * The seller has 自动售后 on for 未发货仅退款 (on the buyer's application, 30 minutes on) and off for
 * 退货退款; the rules then decide the refunds the shops already hold, as the sweep would — so the log
 * has 已生成 and 已跳过 rows, and the signed-for ones still wait in 店铺售后待转 for a click. Returns how
 * many were decided.
 */
export async function seedDemoAutoAfterSale(db: Db, deps: AutoDeps): Promise<number> {
  const tenantId = await demoSellerId(db);
  if (!tenantId) return 0;
  await saveAutoSettings(
    db,
    tenantId,
    {
      enabled: true,
      rules: {
        refundUndelivery: { on: true, trigger: 'APPLY', waitMinutes: 30 },
        returnGoods: { on: false },
        refundDelivery: { on: true, maxFen: 20_000 },
        fastRefund: { on: true },
        // a buyer's 换货 becomes the stall's swap by itself once the parcel is on its way
        exchange: { on: true },
        buyerCancel: { on: true },
      },
    },
    'seller',
  );
  const decided = await runAutoAfterSales(db, deps, { batch: 500 });
  // decided when the refund came, as the sweep would have
  await db.execute(sql`
    update auto_after_sale_logs g set created_at = least(s.platform_modified_at + interval '31 minutes', now())
      from shop_after_sales s where s.id = g.shop_after_sale_id and g.tenant_id = ${tenantId}`);
  return decided;
}
