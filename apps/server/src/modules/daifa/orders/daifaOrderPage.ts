import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  daifaEndpoints,
  DUE_SOON_HOURS,
  extrasText,
  type DaifaExtras,
  maskName,
  maskPhone,
  DAIFA_ORDER_FLAGS,
  DAIFA_TABS,
  type DaifaOrderFlag,
  type daifaOrderFilterSchema,
  type DaifaOrderRow,
} from '@oms/api-client';
import type { DbOrTx } from '../../../db/client.ts';
import { arrayParam } from '../../../db/arrayParam.ts';
import { executePrepared } from '../../../db/prepared.ts';
import { asDate } from '../../../db/rawRows.ts';
import { notFound } from '../../../http/apiError.ts';
import type { AppContext } from '../../../http/context.ts';
import { registerEndpoint } from '../../../http/registerEndpoint.ts';
import { revealReceiver } from '../../shops/receiverReveal.ts';
import { DUE_COLUMNS, fulfilmentReceiverOf, type DueOrder } from '../warehouse/fulfilmentSubmitter.ts';
import { moneyFlowOf } from '../payments/moneyFlow.ts';
import { timelineOf } from './daifaOrderTrail.ts';
import { keysetClause, keysetResult, type KeysetRequest } from '../../../list/keysetPage.ts';
import { KEYSET_TIME_FORMAT } from '../../../list/keysetCursor.ts';
import { pageWithCounts } from '../../../list/pageWithCounts.ts';
import { courierByCode } from '../express/couriers.ts';

export type DaifaOrderFilter = z.output<typeof daifaOrderFilterSchema>;
type Filter = DaifaOrderFilter;

/** Open orders with a ship-by time: the partial index daifa_orders_ship_by holds exactly these. */
const OPEN_SHIP_BY = sql`o.ship_by_at is not null and o.status in ('WAITING_PAYMENT', 'WAITING_TAKING', 'TAKING', 'WAITING_DELIVERING')`;

/**
 * A chip's mark written into the statement (one of DAIFA_ORDER_FLAGS, checked again here): the mark's own
 * partial index (its few thousand orders, not the million) then answers the page and the counts, and
 * each mark's statement is planned once.
 */
export function flagWhere(flag: DaifaOrderFlag): SQL {
  if (!DAIFA_ORDER_FLAGS.includes(flag)) throw new Error(`unknown mark ${flag}`);
  return sql.raw(`'${flag}' = any(o.flags)`);
}

/** Everything but the tab: the tab counts are taken over the same conditions. */
function filterWhere(tenantId: number, f: Filter): SQL {
  const where: SQL[] = [sql`o.tenant_id = ${tenantId}`];
  if (f.createdAt?.from) where.push(sql`o.created_at >= ${f.createdAt.from}::timestamptz`);
  if (f.createdAt?.to) where.push(sql`o.created_at <= ${f.createdAt.to}::timestamptz`);
  if (f.number)
    where.push(
      sql`(o.order_no = ${f.number} or o.platform_order_no = ${f.number} or o.waybill_no = ${f.number})`,
    );
  if (f.phoneTail) where.push(sql`o.receiver_phone_tail = ${f.phoneTail}`);
  if (f.courierCode) where.push(sql`o.courier_code = ${f.courierCode}`);
  if (f.flag) where.push(flagWhere(f.flag));
  if (f.dueSoon)
    where.push(sql`${OPEN_SHIP_BY} and o.ship_by_at < now() + make_interval(hours => ${DUE_SOON_HOURS})`);
  if (f.goods) {
    // Prefix searches on the text_pattern_ops indexes, 货号 or 档口, then the orders they belong to. The
    // range is spelt out (a LIKE with a parameter cannot use the index), so the statement plans once.
    const [from, below] = prefixRange(f.goods);
    const range = (column: SQL) => sql`${column} ~>=~ ${from} and ${column} ~<~ ${below}`;
    where.push(sql`o.id in (select l.order_id from daifa_order_lines l where l.tenant_id = ${tenantId} and ${range(sql`l.article_no`)}
                    union select l.order_id from daifa_order_lines l where l.tenant_id = ${tenantId} and ${range(sql`l.stall`)})`);
  }
  return sql.join(where, sql` and `);
}

/**
 * The strings starting with `prefix` as a range [from, below) in code-point order (which is UTF-8's byte
 * order, text_pattern_ops' order): the last character stepped up one.
 */
export function prefixRange(prefix: string): [string, string] {
  const chars = [...prefix];
  // the highest code point has no next: the one before it steps up instead
  while (chars.length && chars.at(-1)!.codePointAt(0) === 0x10ffff) chars.pop();
  if (!chars.length) return [prefix, '\u{10FFFF}'.repeat(prefix.length + 1)];
  const last = chars.pop()!.codePointAt(0)!;
  // the step over the surrogates' gap lands on the first code point after it
  const next = last === 0xd7ff ? 0xe000 : last + 1;
  return [prefix, chars.join('') + String.fromCodePoint(next)];
}

/** What a bulk action, 批量支付 or an export covers: ticked ids, or the filters with their tab (as listed). */
export function daifaSelectionWhere(
  tenantId: number,
  selection: { mode: 'ids'; ids: number[] } | { mode: 'filter'; filter: Filter },
): SQL {
  if (selection.mode === 'ids')
    return sql`o.tenant_id = ${tenantId} and o.id = any(${arrayParam(selection.ids)}::bigint[])`;
  const { filter } = selection;
  const where = filterWhere(tenantId, filter);
  return filter.tab === 'ALL' ? where : sql`${where} and o.tab = ${filter.tab}`;
}

type Row = Record<string, unknown> & {
  id: number;
  created_at: Date | string;
  lines: Record<string, unknown>[] | null;
};

export const ROW_COLUMNS = sql`o.id, o.order_no, o.platform, o.platform_order_no, o.source, o.status, o.combined_state, o.tab,
  o.flags, o.receiver_name, o.receiver_phone, o.province, o.city, o.district, o.courier_code, o.waybill_no,
  o.goods_fen, o.service_fen, o.freight_fen, o.refunded_fen, o.pay_no, o.created_at, o.ship_by_at,
  to_char(o.created_at at time zone 'UTC', ${sql.raw(KEYSET_TIME_FORMAT)}) as created_key`;

/**
 * The orders `inner` selects, each with its lines as JSON and the buyer's price of the shop lines it
 * buys. Two statements: the orders (planned for their filters each time), then the lines of only the
 * 20–200 rows shown as a named statement — planning the lines' JSON beside the orders cost three times
 * running both.
 */
/**
 * Each order's lines as JSON and the buyer's price of the shop lines it buys (not canceled). A line is
 * a row whose columns are the wire's keys: json_agg writes it without json_build_object's per-call
 * type lookups and padding (a page's lines: 1.6 → 1.0 ms of PostgreSQL and reading, measured).
 */
const linesOf = (which: SQL) => sql`
  select l.order_id, json_agg(line order by l.line_no) as lines,
         sum(sl.price_fen * sl.quantity) filter (where not l.canceled) as shop_revenue_fen
    from daifa_order_lines l left join shop_order_lines sl on sl.id = l.shop_order_line_id
   cross join lateral (select l.line_no as "lineNo", l.stall, l.article_no as "articleNo", l.title, l.color,
           l.size, l.qty, l.took_qty as "tookQty", l.price_fen as "priceFen", l.pickup_state as "pickupState",
           l.exception_reason as "exceptionReason", l.exchanged, l.canceled,
           l.after_sale_state as "afterSaleState") line
   where ${which}
   group by l.order_id`;

export async function rowsWithLines(db: DbOrTx, inner: SQL): Promise<Row[]> {
  const orders = (await db.execute<Row>(inner)).rows;
  if (orders.length === 0) return orders;
  const lines = await executePrepared<{
    order_id: number;
    lines: Row['lines'];
    shop_revenue_fen: string | null;
  }>(db, linesOf(sql`l.order_id = any(${arrayParam(orders.map((o) => Number(o.id)))}::bigint[])`));
  const byOrder = new Map(lines.rows.map((l) => [Number(l.order_id), l]));
  return orders.map((o) => {
    const of = byOrder.get(Number(o.id));
    return { ...o, lines: of?.lines ?? null, shop_revenue_fen: of?.shop_revenue_fen ?? null };
  });
}

export function toDaifaRow(r: Row): DaifaOrderRow {
  const lines = (r.lines ?? []) as DaifaOrderRow['lines'];
  const active = lines.filter((l) => !l.canceled);
  return {
    id: Number(r.id),
    orderNo: String(r.order_no),
    platform: (r.platform as string | null) ?? null,
    platformOrderNo: (r.platform_order_no as string | null) ?? null,
    source: String(r.source),
    status: String(r.status),
    combinedState: String(r.combined_state),
    tab: String(r.tab),
    flags: r.flags as string[],
    receiverName: maskName(r.receiver_name as string),
    receiverPhone: maskPhone(r.receiver_phone as string),
    region: `${String(r.province)} ${String(r.city)} ${String(r.district)}`,
    courierCode: String(r.courier_code),
    courierName: courierByCode(String(r.courier_code))?.name ?? String(r.courier_code),
    waybillNo: (r.waybill_no as string | null) ?? null,
    goodsFen: Number(r.goods_fen),
    serviceFen: Number(r.service_fen),
    freightFen: Number(r.freight_fen),
    refundedFen: Number(r.refunded_fen),
    tookLines: active.filter((l) => l.pickupState === 'TOOK').length,
    activeLines: active.length,
    payNo: (r.pay_no as string | null) ?? null,
    createdAt: asDate(r.created_at).toISOString(),
    shipByAt: r.ship_by_at ? asDate(r.ship_by_at as string).toISOString() : null,
    profitFen:
      r.shop_revenue_fen === null || r.shop_revenue_fen === undefined || r.status === 'CANCELED'
        ? null
        : Number(r.shop_revenue_fen) -
          (Number(r.goods_fen) + Number(r.service_fen) + Number(r.freight_fen) - Number(r.refunded_fen)),
    lines,
  };
}

/** The 即将超时 chip's count rides along with the tab counts as a row of its own (one round trip). */
const DUE_ROW = '#dueSoon';

/**
 * Tab counts and the 即将超时 count as rows (tab, n): with no filter but dates, the (tenant, day, tab)
 * rows kept by every write answer at once (whole days in Beijing time); any other filter counts the
 * matching orders.
 */
function countsQuery(tenantId: number, f: Filter, where: SQL): SQL {
  const onlyDays =
    !f.number &&
    !f.goods &&
    !f.phoneTail &&
    !f.courierCode &&
    !f.flag &&
    !f.dueSoon &&
    isWholeDays(f.createdAt?.from) &&
    isWholeDays(f.createdAt?.to, true);
  const due = sql`select ${sql.raw(`'${DUE_ROW}'::text`)}, count(*)::int from daifa_orders o
     where o.tenant_id = ${tenantId} and ${OPEN_SHIP_BY}
       and o.ship_by_at < now() + make_interval(hours => ${DUE_SOON_HOURS})`;
  return onlyDays
    ? sql`select tab, sum(n)::int as n from daifa_tab_counts
           where tenant_id = ${tenantId}
             and day >= coalesce(${dayOf(f.createdAt?.from)}::date, '-infinity'::date)
             and day <= coalesce(${dayOf(f.createdAt?.to)}::date, 'infinity'::date)
           group by tab having sum(n) > 0
          union all ${due}`
    : sql`select o.tab, count(*)::int as n from daifa_orders o where ${where} group by o.tab
          union all ${due}`;
}

function readCounts(rows: readonly (readonly [string, number])[]) {
  const tabs: Record<string, number> = {};
  let dueSoon = 0;
  for (const [tab, n] of rows) {
    if (tab === DUE_ROW) dueSoon = Number(n);
    else tabs[tab] = Number(n);
  }
  return { tabs, dueSoon };
}

/** The tabs' counts with 全部 (their sum) in front, as the page and the counts alone answer them. */
const withAll = (tabs: Record<string, number>): Record<string, number> => ({
  ALL: Object.values(tabs).reduce((a, b) => a + b, 0),
  ...tabs,
});

async function tabCounts(
  db: DbOrTx,
  tenantId: number,
  f: Filter,
  where: SQL,
): Promise<{ tabs: Record<string, number>; dueSoon: number }> {
  const r = await executePrepared<{ tab: string; n: number }>(db, countsQuery(tenantId, f, where));
  return readCounts(r.rows.map((x) => [x.tab, x.n] as const));
}

/** Beijing midnight (a day's start), or with `end` the last millisecond of a Beijing day. */
function isWholeDays(instant: string | undefined, end = false): boolean {
  if (!instant) return true;
  const t = new Date(instant).getTime() + 8 * 3600_000 + (end ? 1 : 0);
  return t % 86_400_000 === 0;
}
const dayOf = (instant: string | undefined) =>
  instant ? new Date(new Date(instant).getTime() + 8 * 3600_000).toISOString().slice(0, 10) : null;

/**
 * Any other filter: the page's orders with their lines, and the counts over the same filters.
 *
 * Without dates (or a courier, or 即将超时) the statement is planned once for every call — the tab
 * and a chip's mark are written into it, so each has its own plan: the page, each order's lines and
 * the counts go in one round trip (on 2 cores the round trips, not the plans, were the dearest part).
 * With dates a custom plan each time: a generic plan cannot see how narrow they are, and picked a
 * sort of a quarter million rows over the index walk at a million orders; there the page (then its
 * lines) and the counts are asked apart. A number or a phone tail finds its few orders first.
 */
async function listed(db: DbOrTx, tenantId: number, body: Filter, where: SQL, request: KeysetRequest) {
  if (body.tab !== 'ALL' && !DAIFA_TABS.includes(body.tab)) throw new Error(`unknown tab ${body.tab}`);
  const tabWhere = body.tab === 'ALL' ? sql`` : sql.raw(`and o.tab = '${body.tab}'`);
  const keyset = keysetClause(request, sql`o.created_at`, sql`o.id`);
  const pageSql = sql`select ${ROW_COLUMNS} from daifa_orders o where ${where} ${tabWhere}
       ${keyset.where ? sql`and ${keyset.where}` : sql``}
       order by ${keyset.orderBy} limit ${keyset.limit}`;
  const planOnce =
    Boolean(body.number || body.phoneTail) || (!body.createdAt && !body.courierCode && !body.dueSoon);
  if (!planOnce)
    return { rows: await rowsWithLines(db, pageSql), ...(await tabCounts(db, tenantId, body, where)) };
  const { rows, counts } = await pageWithCounts<Row>(db, {
    page: pageSql,
    counts: countsQuery(tenantId, body, where),
    lateral: {
      select: sql`x.lines, x.shop_revenue_fen`,
      join: sql`left join lateral (${linesOf(sql`l.order_id = p.id`)}) x on true`,
    },
    orderBy: keysetClause(request, sql`p.created_at`, sql`p.id`).orderBy,
  });
  return { rows, ...readCounts(counts) };
}

/**
 * A 货号 / 档口 search: its orders found once (the lines' prefix ranges, then their orders) for both the
 * tab counts and the page, the 即将超时 count beside them; then the page's orders with their lines.
 * Two named statements where the other filters take three, and the lines' search runs once, not twice.
 */
async function goodsSearch(
  db: DbOrTx,
  tenantId: number,
  body: Filter,
  where: SQL,
  keyset: ReturnType<typeof keysetClause>,
): Promise<{ rows: Row[]; tabs: Record<string, number>; dueSoon: number }> {
  const tabWhere = body.tab === 'ALL' ? sql`` : sql`and m.tab = ${body.tab}`;
  const found = await executePrepared<{ kind: string; tab: string | null; n: number; id: string | null }>(
    db,
    sql`with m as materialized (select o.id, o.created_at, o.tab from daifa_orders o where ${where})
        select 'tab' as kind, m.tab, count(*)::int as n, null::bigint as id from m group by m.tab
        union all
        select 'due', null, count(*)::int, null from daifa_orders o
         where o.tenant_id = ${tenantId} and ${OPEN_SHIP_BY}
           and o.ship_by_at < now() + make_interval(hours => ${DUE_SOON_HOURS})
        union all
        (select 'row', null, (row_number() over (order by ${keyset.orderBy}))::int, m.id from m
          where true ${tabWhere} ${keyset.where ? sql`and ${keyset.where}` : sql``}
          order by ${keyset.orderBy} limit ${keyset.limit})`,
  );
  const tabs: Record<string, number> = {};
  let dueSoon = 0;
  const ids: number[] = [];
  for (const r of [...found.rows].sort((a, b) => a.n - b.n)) {
    if (r.kind === 'tab') tabs[r.tab!] = Number(r.n);
    else if (r.kind === 'due') dueSoon = Number(r.n);
    else ids.push(Number(r.id));
  }
  if (!ids.length) return { rows: [], tabs, dueSoon };
  const page = await executePrepared<Row>(
    db,
    sql`select ${ROW_COLUMNS}, x.lines, x.shop_revenue_fen
          from daifa_orders o left join lateral (${linesOf(sql`l.order_id = o.id`)}) x on true
         where o.id = any(${arrayParam(ids)}::bigint[])`,
  );
  const byId = new Map(page.rows.map((r) => [Number(r.id), r]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), tabs, dueSoon };
}

export async function daifaOrderPage(
  db: DbOrTx,
  tenantId: number,
  body: Filter & { pageSize: number; cursor?: string | undefined; direction: 'next' | 'prev' },
) {
  const request = {
    pageSize: body.pageSize,
    cursor: body.cursor,
    direction: body.direction,
    order: 'desc' as const,
  };
  const where = filterWhere(tenantId, body);
  const { rows, tabs, dueSoon } = body.goods
    ? await goodsSearch(db, tenantId, body, where, keysetClause(request, sql`m.created_at`, sql`m.id`))
    : await listed(db, tenantId, body, where, request);
  const page = keysetResult(request, rows, (r) => ({ time: String(r.created_key), id: Number(r.id) }));
  const result = { ...page, rows: page.rows.map(toDaifaRow) };
  const counted = withAll(tabs);
  return {
    dueSoon,
    ...result,
    total: counted[body.tab] ?? 0,
    tabs: counted,
    notFound: [],
  };
}

export function registerDaifaOrderPage(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  registerEndpoint(app, ctx, daifaEndpoints.page, async ({ body, caller }) =>
    daifaOrderPage(db, caller.tenantId, body),
  );

  registerEndpoint(app, ctx, daifaEndpoints.tabCounts, async ({ body, caller }) => {
    const { tabs, dueSoon } = await tabCounts(db, caller.tenantId, body, filterWhere(caller.tenantId, body));
    return { tabs: withAll(tabs), dueSoon };
  });

  registerEndpoint(app, ctx, daifaEndpoints.revealReceiver, async ({ params, caller }) => {
    const found = await db.execute<DueOrder & { shop_id: string | null }>(sql`
      select ${DUE_COLUMNS}, shop_id
        from daifa_orders where tenant_id = ${caller.tenantId} and order_no = ${params.orderNo}`);
    const o = found.rows[0];
    if (!o) throw notFound('订单不存在');
    const sealed = o.receiver_cipher && o.shop_id && o.platform_order_no;
    return revealReceiver(db, ctx.shops, caller, {
      documentKind: 'DAIFA_ORDER',
      documentNo: params.orderNo,
      platform: o.platform,
      sealed: sealed
        ? { cipher: o.receiver_cipher!, shopId: Number(o.shop_id), tid: o.platform_order_no! }
        : null,
      stored: fulfilmentReceiverOf({ ...o, receiver_cipher: null }).receiver,
    });
  });

  registerEndpoint(app, ctx, daifaEndpoints.detail, async ({ params, caller }) => {
    const [row] = await rowsWithLines(
      db,
      sql`select ${ROW_COLUMNS}, o.address, o.remark, o.ship_available_first, o.extras, o.paid_at, o.canceled_at,
                 o.receiver_cipher is not null as receiver_sealed
            from daifa_orders o where o.tenant_id = ${caller.tenantId} and o.order_no = ${params.orderNo}`,
    );
    if (!row) throw notFound('订单不存在');
    const wb = await db.execute<{
      state: 'PENDING' | 'DONE' | 'FAILED';
      attempts: number;
      last_error: string | null;
    }>(sql`select state, attempts, last_error from shop_write_backs where daifa_order_id = ${row.id}`);
    const moneyFlow = await moneyFlowOf(db, caller.tenantId, params.orderNo);
    return {
      ...toDaifaRow(row),
      moneyFlow,
      // The full address is the seller's own order: shown, but the name and phone stay masked (查看完整 is audited).
      address: String(row.address),
      receiverSealed: Boolean(row.receiver_sealed),
      remark: String(row.remark),
      shipAvailableFirst: Boolean(row.ship_available_first),
      extras: extrasText(row.extras as DaifaExtras | null),
      paidAt: row.paid_at ? asDate(row.paid_at as string).toISOString() : null,
      canceledAt: row.canceled_at ? asDate(row.canceled_at as string).toISOString() : null,
      timeline: await timelineOf(db, Number(row.id)),
      writeBack: wb.rows[0]
        ? {
            state: wb.rows[0].state,
            attempts: Number(wb.rows[0].attempts),
            lastError: wb.rows[0].last_error,
          }
        : null,
    };
  });
}
