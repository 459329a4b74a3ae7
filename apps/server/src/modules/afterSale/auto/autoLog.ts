import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AUTO_LOG_TABS, autoLogPageRequestSchema, autoLogRowSchema } from '@oms/api-client';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { asDate } from '../../../db/rawRows.ts';
import { conflict, notFound } from '../../../http/apiError.ts';
import { keysetClause, keysetResult } from '../../../list/keysetPage.ts';
import { KEYSET_TIME_FORMAT } from '../../../list/keysetCursor.ts';
import { decideShopCase, type AutoDeps } from './autoRules.ts';
import { autoSettings } from './autoSettings.ts';

type PageRequest = z.output<typeof autoLogPageRequestSchema>;
type Row = z.output<typeof autoLogRowSchema>;
type Record = {
  id: number;
  created_at: Date | string;
  created_key: string;
  shop_name: string;
  platform: string;
  shop_after_sale_id: number;
  refund_id: string;
  tid: string;
  rule: string | null;
  result: string;
  as_no: string | null;
  message: string;
  converted: boolean;
  final_decision: boolean;
};

const COLUMNS = sql`g.id, g.created_at, to_char(g.created_at at time zone 'UTC', ${sql.raw(KEYSET_TIME_FORMAT)}) as created_key,
  sh.name as shop_name, s.platform, g.shop_after_sale_id, s.refund_id, s.tid, g.rule, g.result, g.as_no, g.message,
  g.final_decision, s.after_sale_id is not null as converted`;
const FROM = sql`from auto_after_sale_logs g join shop_after_sales s on s.id = g.shop_after_sale_id
  join shops sh on sh.id = s.shop_id`;

const rowOf = (r: Record): Row => ({
  id: Number(r.id),
  at: asDate(r.created_at).toISOString(),
  shopName: r.shop_name,
  platform: r.platform,
  shopAfterSaleId: Number(r.shop_after_sale_id),
  refundId: r.refund_id,
  tid: r.tid,
  rule: r.rule,
  result: r.result,
  asNo: r.as_no,
  message: r.message,
  retryable: r.result !== 'CREATED' && r.result !== 'CANCELED' && !r.converted && !r.final_decision,
});

/** 自动售后日志: newest first, keyset-paged, each result counted. */
export async function autoLogPage(db: DbOrTx, tenantId: number, request: PageRequest) {
  const where: SQL[] = [sql`g.tenant_id = ${tenantId}`];
  if (request.tab !== 'ALL') where.push(sql`g.result = ${request.tab}`);
  const keyset = keysetClause({ ...request, order: 'desc' }, sql`g.created_at`, sql`g.id`);
  if (keyset.where) where.push(keyset.where);
  const [rows, counts] = await Promise.all([
    db.execute<Record>(sql`
      select ${COLUMNS} ${FROM} where ${sql.join(where, sql` and `)}
       order by ${keyset.orderBy} limit ${keyset.limit}`),
    db.execute<{ result: string; n: number }>(sql`
      select result, count(*)::int as n from auto_after_sale_logs where tenant_id = ${tenantId} group by result`),
  ]);
  const tabs: { [k in (typeof AUTO_LOG_TABS)[number]]: number } = {
    ALL: 0,
    CREATED: 0,
    CANCELED: 0,
    SKIPPED: 0,
    FAILED: 0,
  };
  for (const c of counts.rows) {
    if (c.result in tabs) tabs[c.result as keyof typeof tabs] += Number(c.n);
    tabs.ALL += Number(c.n);
  }
  const page = keysetResult({ ...request, order: 'desc' }, rows.rows, (r) => ({
    time: r.created_key,
    id: Number(r.id),
  }));
  return { ...page, rows: page.rows.map(rowOf), total: tabs[request.tab], tabs, notFound: [] };
}

/** 重试: the rules decide the log's shop case again now, whatever version was decided before. */
export async function retryAutoLog(db: Db, deps: AutoDeps, tenantId: number, logId: number) {
  return db.transaction(async (tx) => {
    const found = await tx.execute<{ shop_after_sale_id: number; converted: boolean }>(sql`
      select g.shop_after_sale_id, s.after_sale_id is not null as converted
        from auto_after_sale_logs g join shop_after_sales s on s.id = g.shop_after_sale_id
       where g.id = ${logId} and g.tenant_id = ${tenantId}`);
    const row = found.rows[0];
    if (!row) throw notFound('日志不存在');
    if (row.converted) throw conflict('该店铺售后已转为代发售后，无需重试');
    const { rules } = await autoSettings(tx, tenantId);
    const decided = await decideShopCase(tx, deps, tenantId, Number(row.shop_after_sale_id), rules);
    if (!decided || !('logId' in decided)) throw conflict('平台还没有退款成功，退款成功后将自动处理');
    const r = await tx.execute<Record>(sql`select ${COLUMNS} ${FROM} where g.id = ${decided.logId}`);
    return rowOf(r.rows[0]!);
  });
}
