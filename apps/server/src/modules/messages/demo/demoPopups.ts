import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

const DAY = 86_400_000;

/** Three platform popups: a 工作台 rule change once, a daily 活动 for sellers, a 拼多多 notice on 代发订单. */
export async function seedDemoPopups(tx: DbOrTx): Promise<number> {
  const now = Date.now();
  const rows = [
    {
      title: '代发规则调整通知',
      body: '自 **12 月 10 日** 起，缺货订单默认等待 **2 天** 后自动退款，可在[订单履约策略](/basicSet/orderFulfillmentStrategy)中修改。',
      link: '/announcement/list?tab=ANNOUNCEMENT',
      linkText: '查看公告',
      page: '/home',
      audience: {},
      priority: 20,
      frequency: 'ONCE',
      ends: now + 20 * DAY,
    },
    {
      title: '双十二备货活动',
      body: '双十二期间代发费每件 **立减 ¥0.20**，活动时间 12 月 8 日至 12 月 14 日。',
      link: null,
      linkText: null,
      page: 'ALL',
      audience: { kinds: ['seller'] },
      priority: 10,
      frequency: 'DAILY',
      ends: now + 12 * DAY,
    },
    {
      title: '拼多多面单升级提醒',
      body: '拼多多订单已全部使用 **电子面单密文打印**，收件人信息在面单上加密显示，不影响发货。',
      link: null,
      linkText: null,
      page: '/order/daifaOrderList',
      audience: { hasPddShop: true },
      priority: 5,
      frequency: 'ONCE',
      ends: now + 30 * DAY,
    },
  ].map(
    (p) => sql`(${p.title}, ${p.body}, ${p.link}, ${p.linkText}, ${p.page}, ${JSON.stringify(p.audience)}::jsonb,
                ${p.priority}, ${p.frequency}, ${new Date(now - DAY).toISOString()}::timestamptz,
                ${new Date(p.ends).toISOString()}::timestamptz, '运营')`,
  );
  await tx.execute(sql`
    insert into popups (title, body, link, link_text, page, audience, priority, frequency, starts_at, ends_at, created_by)
    values ${sql.join(rows, sql`, `)}`);
  return rows.length;
}
