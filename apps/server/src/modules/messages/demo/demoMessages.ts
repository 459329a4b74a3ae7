import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { renderEvent, type NotifyEvent } from '../../notify/notifyTypes.ts';

const HOUR = 3600_000;
const goods = ['A12-8865 黑色/M ×1', 'T0617 藏青/S ×1', 'K3108 杏色/均码 ×2', 'B2209 白色/L ×1', 'D7731 卡其/XL ×1'];
const orderNo = (tenantId: number, i: number) => `DF${String(261100000 + tenantId * 1000 + i)}`;

/** A tenant's history of events, as modules would have emitted them (newest last). */
function demoEvents(tenantId: number, total: number): Omit<NotifyEvent, 'tenantId' | 'key'>[] {
  const kinds = [
    (i: number) => ({ type: 'ABNORMAL_LACK', params: { orderNo: orderNo(tenantId, i), goods: goods[i % 5]! } }),
    (i: number) => ({
      type: 'REPLENISH_NEW',
      params: { replenishNo: `BK${2611000 + i}`, orderNo: orderNo(tenantId, i), amountFen: 300 + (i % 7) * 150, reason: '档口涨价', hours: 48 },
    }),
    (i: number) => ({ type: 'ABNORMAL_NEXT_DAY', params: { orderNo: orderNo(tenantId, i), goods: goods[(i + 1) % 5]! } }),
    (i: number) => ({ type: 'WITHDRAW_PAID', params: { withdrawNo: `TX${2611000 + i}`, amountFen: 50_000 + i * 1000 } }),
    (i: number) => ({
      type: 'SHOP_EXPIRING',
      params: { shopId: i, shopName: i % 2 ? '潮流女装旗舰店' : '简约男装店', leftDays: 5 - (i % 5), expireDate: '2026-12-06' },
    }),
    (i: number) => ({
      type: 'ABNORMAL_PRICE_RAISED',
      params: { orderNo: orderNo(tenantId, i), goods: goods[(i + 2) % 5]!, reason: '档口涨价 ¥5.00' },
    }),
    (i: number) => ({
      type: 'REPLENISH_DUE',
      params: { replenishNo: `BK${2612000 + i}`, orderNo: orderNo(tenantId, i), amountFen: 500, deadlineText: '今天 18:00' },
    }),
    (i: number) => ({
      type: 'SHOP_SYNC_FAILED',
      params: { shopId: i, shopName: '潮流女装旗舰店', reason: '平台返回：授权已失效' },
    }),
    (i: number) => ({
      type: 'SYSTEM',
      params: {
        title: i % 2 ? '打印控件已更新' : '双十二发货提醒',
        content: i % 2 ? '新版打印控件支持40×70热敏标签，请到打印设置中更新。' : '12月12日当天拿货截单时间提前至14:00，请提前安排。',
      },
    }),
  ];
  return Array.from({ length: total }, (_, i) => kinds[i % kinds.length]!(i) as Omit<NotifyEvent, 'tenantId' | 'key'>);
}

/**
 * 消息中心's demo: `total` messages over the last two weeks across the categories, `unread` of the newest
 * unread by the main account (the rest read), written as the notifier would.
 */
export async function seedDemoMessages(tx: DbOrTx, tenantId: number, counts: { total: number; unread: number }) {
  const events = demoEvents(tenantId, counts.total);
  const now = Date.now();
  const rows = events.map((e, i) => {
    const r = renderEvent(e.type, e.params)!;
    const at = new Date(now - (counts.total - i) * 8 * HOUR).toISOString();
    return sql`(${tenantId}::bigint, ${r.category}, ${e.type}, ${`demo:${i}`}, ${r.title}, ${r.content}, ${r.link},
      ${r.code}, ${JSON.stringify(e.params)}::jsonb, ${at}::timestamptz, ${at}::timestamptz)`;
  });
  const inserted = await tx.execute<{ id: string }>(sql`
    insert into messages (tenant_id, category, type, key, title, content, link, code, params, created_at, updated_at)
    values ${sql.join(rows, sql`, `)} returning id`);
  const ids = inserted.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  const read = ids.slice(0, Math.max(0, ids.length - counts.unread));
  if (read.length)
    await tx.execute(sql`
      insert into message_reads (account_id, message_id, read_at)
      select ${tenantId}, id, now() from messages where id = any(${sql.param(read)}::bigint[])`);
  return ids.length;
}
