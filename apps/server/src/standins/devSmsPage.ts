import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { asDate } from '../db/rawRows.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * `/dev/sms` (demo mode only, where texts go to the outbox instead of phones): the latest 100
 * messages, so a demo user can read the code a page asked for.
 */
export function registerDevSmsPage(app: FastifyInstance, db: Db) {
  app.get('/dev/sms', async (_request, reply) => {
    const rows = await db.execute<{ phone: string; content: string; created_at: Date | string }>(
      sql`select phone, content, created_at from sms_outbox order by id desc limit 100`,
    );
    const body = rows.rows
      .map((r) => {
        const at = new Date(asDate(r.created_at).getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
        return `<tr><td>${at}</td><td>${escapeHtml(r.phone)}</td><td>${escapeHtml(r.content)}</td></tr>`;
      })
      .join('');
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>短信发件箱（演示）</title><style>body{font:14px/1.6 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;margin:24px;color:#222}
table{border-collapse:collapse;width:100%;max-width:960px}td,th{border:1px solid #e5e5e5;padding:6px 10px;text-align:left}th{background:#fafafa}</style></head>
<body><h1>短信发件箱（演示环境）</h1><p>演示环境不发送真实短信，验证码在这里查看（最近100条）。</p>
<table><thead><tr><th>时间</th><th>手机号</th><th>内容</th></tr></thead><tbody>${body || '<tr><td colspan="3">暂无短信</td></tr>'}</tbody></table></body></html>`);
  });
}
