// 预览数据: the account's latest shop orders as label data, so a seller sees a template with real
// names, remarks and lengths before printing it. Keys are the spec's pick-up keys (§3) and plain fields.
import { labelTemplateEndpoints, salesChannel, stateLabel, type LabelSampleRowWire } from '@oms/api-client';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { shopOrderLines, shopOrders, shops } from '../../db/schema.ts';
import { callerName } from '../../http/caller.ts';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';

const ROWS = 5;
const pad = (n: number) => String(n).padStart(2, '0');
/** Beijing time, as labels print it (MM-DD HH:mm). */
function printTime(d: Date) {
  const bj = new Date(d.getTime() + 8 * 3600_000);
  return `${pad(bj.getUTCMonth() + 1)}-${pad(bj.getUTCDate())} ${pad(bj.getUTCHours())}:${pad(bj.getUTCMinutes())}`;
}

export function registerLabelSampleRows(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  registerEndpoint(app, ctx, labelTemplateEndpoints.sampleRows, async ({ caller }) => {
    const orders = await db
      .select({ order: shopOrders, shopName: shops.name })
      .from(shopOrders)
      .innerJoin(shops, eq(shops.id, shopOrders.shopId))
      .where(eq(shopOrders.tenantId, caller.tenantId))
      .orderBy(desc(shopOrders.orderTime), desc(shopOrders.id))
      .limit(ROWS);
    if (orders.length === 0) return [];
    const lines = await db
      .select()
      .from(shopOrderLines)
      .where(
        and(
          eq(shopOrderLines.tenantId, caller.tenantId),
          inArray(
            shopOrderLines.orderId,
            orders.map((o) => o.order.id),
          ),
        ),
      )
      .orderBy(shopOrderLines.id);
    const who = callerName(caller);
    const now = printTime(new Date());
    return orders.map(({ order, shopName }): LabelSampleRowWire => {
      const mine = lines.filter((l) => l.orderId === order.id);
      const first = mine[0];
      const pieces = mine.reduce((n, l) => n + l.quantity, 0);
      const spec = first ? `${first.articleNo} ${first.color}/${first.size}×${first.quantity}` : '';
      const data: Record<string, unknown> = {
        SHOP_ORDER_NO: order.tid,
        SHOP_NAME_AND_PLATFORM: `【${stateLabel(salesChannel, order.platform)}】${shopName}`,
        ARTICLE_SIZE_NUM: first ? `${first.stall ?? ''} ${spec}`.trim() : '',
        ARTICLE_SIZE_NUM_WITHOUT_NAME: spec,
        SHOP_ORDER_PRODUCT_NUM: `1/${Math.max(1, pieces)}`,
        SHOP_ORDER_GOODS_TYPE: pieces > 1 ? '多件' : '单件',
        BUYER_REMARK: order.buyerRemark ? `买家：${order.buyerRemark}` : '',
        SELLER_REMARK: order.sellerRemark ? `卖家：${order.sellerRemark}` : '',
        EXPRESS_NAME: order.expressCompany ?? '',
        TAKE_CODE: `NH${String(order.id % 1_000_000).padStart(6, '0')}`,
        PRINT_NAME: `打印：${who}`,
        PRINT_TIME: now,
        POSITION_NO: '',
        ARTNO: first?.articleNo ?? '',
        buyerNick: order.buyerNick,
        receiverName: order.receiverName,
        goodsTitle: first?.title ?? '',
        quantity: pieces,
      };
      return { label: `${stateLabel(salesChannel, order.platform)} ${order.tid} · ${shopName}`, data };
    });
  });
}
