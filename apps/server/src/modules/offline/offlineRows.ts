import { sql, type SQL } from 'drizzle-orm';
import type { OfflineEvent, OfflineLineInput } from '@oms/api-client';
import type { Db, DbOrTx } from '../../db/client.ts';
import { arrayParam } from '../../db/arrayParam.ts';
import { containing } from '../../db/likePattern.ts';
import { ApiError, notFound } from '../../http/apiError.ts';
import { ErrorCode } from '@oms/api-client';

/** Who is acting, as the handlers know them. */
export interface OfflineCaller {
  tenantId: number;
  accountId: number;
  username: string;
  subUsername: string | null;
}

export const actorName = (c: OfflineCaller) => c.subUsername ?? c.username;

/** XH / XT + yyMMdd (Asia/Shanghai) + 6 digits. */
export async function nextOfflineNo(tx: DbOrTx, kind: 'order' | 'return'): Promise<string> {
  const [prefix, seq] = kind === 'order' ? ['XH', 'offline_order_no_seq'] : ['XT', 'offline_return_no_seq'];
  const r = await tx.execute<{ no: string }>(sql`
    select ${prefix} || to_char(now() at time zone 'Asia/Shanghai', 'YYMMDD')
           || lpad((nextval(${seq}) % 1000000)::text, 6, '0') as no`);
  return r.rows[0]!.no;
}

export function offlineEvent(
  caller: OfflineCaller,
  type: string,
  params: Record<string, unknown> = {},
): OfflineEvent {
  return { type, at: new Date().toISOString(), by: actorName(caller), params };
}

/** Appends one timeline row in the statement that makes the change. */
export const appendEvent = (event: OfflineEvent) => sql`events || ${JSON.stringify([event])}::jsonb`;

/** What the list's one search box matches: numbers, the customer, the goods. */
export function searchTextOf(
  no: string,
  customer: { name: string; phone: string },
  lines: ReadonlyArray<Pick<OfflineLineInput, 'stall' | 'articleNo' | 'title'>>,
  extra = '',
): string {
  return [
    no,
    customer.name,
    customer.phone,
    extra,
    ...lines.flatMap((l) => [l.stall, l.articleNo, l.title ?? '']),
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

export const totalsOf = (lines: ReadonlyArray<{ qty: number; priceFen: number }>) => ({
  pieces: lines.reduce((n, l) => n + l.qty, 0),
  goodsFen: lines.reduce((n, l) => n + l.qty * l.priceFen, 0),
});

/** The filters a list shares between its page and its counts: the tenant, search and Beijing days. */
export function listFilters(
  alias: 'o' | 'r',
  tenantId: number,
  request: { keyword?: string | undefined; dateFrom?: string | undefined; dateTo?: string | undefined },
): SQL {
  const t = sql.raw(alias);
  const filters: SQL[] = [sql`${t}.tenant_id = ${tenantId}`];
  const keyword = request.keyword?.trim().toLowerCase();
  if (keyword) filters.push(sql`${t}.search_text like ${containing(keyword)}`);
  if (request.dateFrom)
    filters.push(sql`${t}.created_at >= (${request.dateFrom}::date)::timestamp at time zone 'Asia/Shanghai'`);
  if (request.dateTo)
    filters.push(
      sql`${t}.created_at < (${request.dateTo}::date + 1)::timestamp at time zone 'Asia/Shanghai'`,
    );
  return sql.join(filters, sql` and `);
}

export const stateChanged = (what: string) =>
  new ApiError(ErrorCode.CONFLICT, `${what}状态已变化，请刷新后重试`);

/**
 * A page of one of the offline lists, newest first, with the count per state under the same search
 * and dates (the tabs). `state` filters the page only; the counts stay whole.
 */
export async function pageWithCounts<Row, K extends string>(
  db: DbOrTx,
  list: {
    table: 'offline_orders' | 'offline_returns';
    alias: 'o' | 'r';
    stateColumn: 'status' | 'state';
    columns: SQL;
    states: readonly K[];
  },
  tenantId: number,
  request: {
    keyword?: string | undefined;
    dateFrom?: string | undefined;
    dateTo?: string | undefined;
    pageNum?: number | undefined;
    pageSize?: number | undefined;
  },
  state: K | undefined,
): Promise<{ rows: Row[]; total: number; pageNum: number; pageSize: number; counts: Record<K, number> }> {
  const pageNum = request.pageNum ?? 1;
  const pageSize = request.pageSize ?? 20;
  const t = sql.raw(list.alias);
  const table = sql.raw(list.table);
  const stateColumn = sql.raw(`${list.alias}.${list.stateColumn}`);
  const where = listFilters(list.alias, tenantId, request);
  const byState = state ? sql` and ${stateColumn} = ${state}` : sql``;
  const [rows, counts] = await Promise.all([
    db.execute(sql`
      select ${list.columns} from ${table} ${t} join accounts a on a.id = ${t}.account_id
       where ${where}${byState}
       order by ${t}.created_at desc, ${t}.id desc limit ${pageSize} offset ${(pageNum - 1) * pageSize}`),
    db.execute<{ state: K; n: string }>(
      sql`select ${stateColumn} as state, count(*) as n from ${table} ${t} where ${where} group by 1`,
    ),
  ]);
  const perState = Object.fromEntries(list.states.map((k) => [k, 0])) as Record<K, number>;
  for (const c of counts.rows) perState[c.state] = Number(c.n);
  const total = state ? perState[state] : Object.values<number>(perState).reduce((a, b) => a + b, 0);
  return { rows: rows.rows as Row[], total, pageNum, pageSize, counts: perState };
}

/**
 * The chosen rows of the caller's tenant for a print, and the ones that print counted as printed
 * (PRINTED on their timelines), in one transaction; none of the tenant's → 40400.
 */
export async function rowsForPrint<Row extends { id: string }>(
  db: Db,
  list: { table: 'offline_orders' | 'offline_returns'; alias: 'o' | 'r'; columns: SQL; missing: string },
  caller: OfflineCaller,
  ids: readonly number[],
  printable: (row: Row) => boolean,
): Promise<{ printed: Row[]; skipped: Row[] }> {
  const t = sql.raw(list.alias);
  const table = sql.raw(list.table);
  return db.transaction(async (tx) => {
    const rows = (
      await tx.execute(sql`
        select ${list.columns} from ${table} ${t} join accounts a on a.id = ${t}.account_id
         where ${t}.tenant_id = ${caller.tenantId} and ${t}.id = any(${arrayParam(ids)}::bigint[])
         order by ${t}.created_at, ${t}.id`)
    ).rows as Row[];
    if (rows.length === 0) throw notFound(list.missing);
    const printed = rows.filter(printable);
    if (printed.length)
      await tx.execute(sql`
        update ${table} set print_count = print_count + 1, events = ${appendEvent(offlineEvent(caller, 'PRINTED'))}
         where tenant_id = ${caller.tenantId} and id = any(${arrayParam(printed.map((r) => Number(r.id)))}::bigint[])`);
    return { printed, skipped: rows.filter((r) => !printable(r)) };
  });
}
