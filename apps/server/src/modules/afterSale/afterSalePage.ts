import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  AFTER_SALE_CHIPS,
  AFTER_SALE_TABS,
  type afterSaleDetailSchema,
  type afterSalePageRequestSchema,
  type afterSaleRowSchema,
} from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import { asDate } from '../../db/rawRows.ts';
import { arrayParam } from '../../db/arrayParam.ts';
import { notFound } from '../../http/apiError.ts';
import { keysetClause, keysetResult } from '../../list/keysetPage.ts';
import { KEYSET_TIME_FORMAT } from '../../list/keysetCursor.ts';
import { caseCounts } from './tabCounts.ts';
import { appealOfCase } from './appeal/appeals.ts';
import { photosOf } from './photos/parcelPhotos.ts';

type PageRequest = z.output<typeof afterSalePageRequestSchema>;
type Row = z.output<typeof afterSaleRowSchema>;
type Detail = z.output<typeof afterSaleDetailSchema>;

export type CaseRecord = {
  id: number;
  as_no: string;
  order_no: string;
  type: string;
  status: string;
  source: 'MANUAL' | 'AUTO';
  reason: string;
  remark: string;
  applied_fen: number;
  refunded_fen: number;
  fee_fen: number;
  return_state: string | null;
  return_waybill_no: string | null;
  return_courier: string | null;
  waybill_due_at: Date | string | null;
  problem_reason: string | null;
  intercept_state: string | null;
  next_as_no: string | null;
  exchange_to: string | null;
  reship_waybill_no: string | null;
  reship_courier: string | null;
  review_state: string | null;
  return_weight_g: number | null;
  signed_back_at: Date | string | null;
  created_at: Date | string;
  completed_at: Date | string | null;
  operator_name: string;
  goods: string[] | null;
  created_key: string;
};

export const CASE_COLUMNS = sql`a.id, a.as_no, a.order_no, a.type, a.status, a.source, a.reason, a.remark,
  a.applied_fen, a.refunded_fen, a.fee_fen, a.return_state, a.return_waybill_no, a.return_courier,
  a.waybill_due_at, a.problem_reason, a.intercept_state, a.next_as_no, a.exchange_to,
  a.reship_waybill_no, a.reship_courier, a.review_state, a.return_weight_g, a.signed_back_at,
  a.created_at, a.completed_at, a.operator_name,
  (select array_agg(l.article_no || ' ' || l.color || '/' || l.size || ' ×' || al.qty order by al.line_no)
     from after_sale_lines al join daifa_order_lines l on l.id = al.line_id
    where al.after_sale_id = a.id) as goods,
  to_char(a.created_at at time zone 'UTC', ${sql.raw(KEYSET_TIME_FORMAT)}) as created_key`;

export const rowOf = (r: CaseRecord): Row => ({
  id: Number(r.id),
  asNo: r.as_no,
  orderNo: r.order_no,
  type: r.type,
  status: r.status,
  source: r.source,
  reason: r.reason,
  goods: r.goods ?? [],
  appliedFen: Number(r.applied_fen),
  refundedFen: Number(r.refunded_fen),
  feeFen: Number(r.fee_fen),
  returnState: r.return_state,
  returnWaybillNo: r.return_waybill_no,
  returnCourier: r.return_courier,
  waybillDueAt: r.waybill_due_at === null ? null : asDate(r.waybill_due_at).toISOString(),
  problemReason: r.problem_reason,
  interceptState: r.intercept_state,
  nextAsNo: r.next_as_no,
  exchangeTo: r.exchange_to,
  reshipWaybillNo: r.reship_waybill_no,
  reshipCourier: r.reship_courier,
  reviewState: r.review_state,
  createdAt: asDate(r.created_at).toISOString(),
  completedAt: r.completed_at === null ? null : asDate(r.completed_at).toISOString(),
  operatorName: r.operator_name,
});

/**
 * 售后单号 and 代发订单号 as typed match exactly. Anything else is a 货号 prefix of the case's goods; a
 * long number may also be a waybill (the buyer's return, a swap or 补寄 sent out, the order's own
 * parcel) or the platform's order number, matched exactly.
 */
function keywordWhere(tenantId: number, keyword: string | undefined): SQL | null {
  if (!keyword) return null;
  if (/^SH\d{14}$/i.test(keyword)) return sql`a.as_no = ${keyword.toUpperCase()}`;
  // by the order's id: its cases are found through after_sales_order, not among all the tenant's
  if (/^DF\d{14}$/i.test(keyword))
    return sql`a.order_id in (select o.id from daifa_orders o where o.order_no = ${keyword.toUpperCase()})`;
  const article = sql`exists (select 1 from after_sale_lines al join daifa_order_lines l on l.id = al.line_id
                      where al.after_sale_id = a.id and l.article_no like ${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)} || '%')`;
  if (!/^[A-Za-z0-9-]{10,40}$/.test(keyword) || !/\d{6}/.test(keyword)) return article;
  const upper = keyword.toUpperCase();
  return sql`(${article} or a.return_waybill_no = ${upper} or a.reship_waybill_no = ${upper}
    or a.order_id in (select o.id from daifa_orders o
                       where o.tenant_id = ${tenantId} and (o.platform_order_no = ${keyword} or o.waybill_no = ${upper})))`;
}

/** 退货中's quick filters: no waybill yet (the 3-day clock runs), on its way to the desk, at the stall. */
const CHIP_WHERE: Record<(typeof AFTER_SALE_CHIPS)[number], SQL> = {
  NO_WAYBILL: sql`(a.status = 'GOODS_RETURNING' and a.return_state = 'WAIT_SIGNED' and a.return_waybill_no is null)`,
  WAIT_SIGN: sql`(a.status = 'GOODS_RETURNING' and a.return_state = 'WAIT_SIGNED' and a.return_waybill_no is not null)`,
  AT_STALL: sql`(a.status = 'GOODS_RETURNING' and a.return_state in ('SIGNED', 'WAIT_FACTORY', 'GOODS_RETURNED_FACTORY'))`,
};

export type AfterSaleFilter = Pick<PageRequest, 'tab' | 'chip' | 'keyword'>;
export type AfterSaleSelection = { mode: 'ids'; ids: number[] } | { mode: 'filter'; filter: AfterSaleFilter };

/** A tab, chip and search as SQL over `after_sales a`, the tenant first. */
function filterWhere(
  tenantId: number,
  filter: AfterSaleFilter,
): { base: SQL[]; where: SQL[]; keyword: SQL | null } {
  const base: SQL[] = [sql`a.tenant_id = ${tenantId}`];
  const keyword = keywordWhere(tenantId, filter.keyword);
  if (keyword) base.push(keyword);
  const where = [...base];
  if (filter.tab && filter.tab !== 'ALL') where.push(sql`a.status = ${filter.tab}`);
  if (filter.chip) where.push(CHIP_WHERE[filter.chip]);
  return { base, where, keyword };
}

/** What 导出 covers: ticked cases (the tenant's only), or a filter's. */
export function afterSaleSelectionWhere(tenantId: number, selection: AfterSaleSelection): SQL {
  if (selection.mode === 'ids')
    return sql`a.tenant_id = ${tenantId} and a.id = any(${arrayParam(selection.ids)}::bigint[])`;
  return sql.join(filterWhere(tenantId, selection.filter).where, sql` and `);
}

type Counts = { tabs: Record<string, number>; chips: Record<string, number> };

function countsOf(byKey: Map<string, number>): Counts {
  const tabs: Record<string, number> = Object.fromEntries(AFTER_SALE_TABS.map((t) => [t, 0]));
  for (const t of AFTER_SALE_TABS) if (t !== 'ALL') tabs[t] = byKey.get(t) ?? 0;
  tabs.ALL = AFTER_SALE_TABS.reduce((sum, t) => (t === 'ALL' ? sum : sum + tabs[t]!), 0);
  const chips = Object.fromEntries(AFTER_SALE_CHIPS.map((c) => [c, byKey.get(`CHIP:${c}`) ?? 0]));
  return { tabs, chips };
}

async function countsOfSearch(db: DbOrTx, base: SQL[]): Promise<Counts> {
  const r = await db.execute<{ key: string; n: number }>(sql`
    select k as key, count(*)::int as n
      from after_sales a, unnest(after_sale_count_keys(a.status, a.return_state, a.return_waybill_no)) k
     where ${sql.join(base, sql` and `)} group by k`);
  return countsOf(new Map(r.rows.map((row) => [row.key, Number(row.n)])));
}

/** 售后订单: newest first, keyset-paged, with each tab's count for the same search. */
export async function afterSalePage(db: DbOrTx, tenantId: number, request: PageRequest) {
  const { base, where, keyword } = filterWhere(tenantId, request);
  const keyset = keysetClause({ ...request, order: 'desc' }, sql`a.created_at`, sql`a.id`);
  if (keyset.where) where.push(keyset.where);
  // without a search the counts are the appended moves' sums; a search counts its few matches
  const [rows, { tabs, chips }] = await Promise.all([
    db.execute<CaseRecord>(sql`
      select ${CASE_COLUMNS} from after_sales a
       where ${sql.join(where, sql` and `)}
       order by ${keyset.orderBy} limit ${keyset.limit}`),
    keyword ? countsOfSearch(db, base) : caseCounts(db, tenantId).then(countsOf),
  ]);
  const page = keysetResult({ ...request, order: 'desc' }, rows.rows, (r) => ({
    time: r.created_key,
    id: Number(r.id),
  }));
  return {
    ...page,
    rows: page.rows.map(rowOf),
    total: tabs[request.tab] ?? 0,
    tabs,
    chips,
    notFound: [],
  };
}

/** 售后订单详情: the case, its lines and its timeline (another tenant's number is 40400). */
export async function afterSaleDetail(db: DbOrTx, tenantId: number, asNo: string): Promise<Detail> {
  const r = await db.execute<CaseRecord>(sql`
    select ${CASE_COLUMNS} from after_sales a where a.as_no = ${asNo} and a.tenant_id = ${tenantId}`);
  const kase = r.rows[0];
  if (!kase) throw notFound('售后单不存在');
  const lines = await db.execute<{
    line_no: number;
    stall: string;
    article_no: string;
    color: string;
    size: string;
    qty: number;
    refund_fen: number;
    accepted_qty: number | null;
    refuse_reason: string | null;
  }>(sql`
    select al.line_no, l.stall, l.article_no, l.color, l.size, al.qty, al.refund_fen, al.accepted_qty,
           al.refuse_reason
      from after_sale_lines al join daifa_order_lines l on l.id = al.line_id
     where al.after_sale_id = ${kase.id} order by al.line_no`);
  const offer = await db.execute<{ offer_fen: number | null; offer_note: string | null }>(sql`
    select offer_fen, offer_note from after_sales where id = ${kase.id} and return_state = 'NEGOTIATE_REFUND'`);
  const offered = offer.rows[0];
  const events = await db.execute<{
    type: string;
    params: Record<string, unknown>;
    operator_name: string;
    created_at: Date | string;
  }>(sql`
    select type, params, operator_name, created_at from after_sale_events
     where after_sale_id = ${kase.id} order by id`);
  const appeal = await appealOfCase(db, Number(kase.id));
  const due = await db.execute<{ replenish_no: string; amount_fen: number; deadline_at: Date | string }>(sql`
    select replenish_no, amount_fen, deadline_at from replenish_requests
     where tenant_id = ${tenantId} and after_sale_no = ${asNo} and state = 'WAITING_PAYMENT'
     order by deadline_at, replenish_no`);
  // a 换货 may owe more than one (its swap, a second walk, the refused pieces): the sum, the first due
  const feeDue = due.rows[0]
    ? { ...due.rows[0], amount_fen: due.rows.reduce((sum, r) => sum + Number(r.amount_fen), 0) }
    : undefined;
  const photos = await photosOf(db, [asNo]);
  return {
    ...rowOf(kase),
    photos: photos.get(asNo) ?? [],
    ...appeal,
    feeDue: feeDue
      ? {
          replenishNo: feeDue.replenish_no,
          fen: Number(feeDue.amount_fen),
          deadlineAt: asDate(feeDue.deadline_at).toISOString(),
        }
      : null,
    remark: kase.remark,
    lines: lines.rows.map((l) => ({
      lineNo: Number(l.line_no),
      stall: l.stall,
      articleNo: l.article_no,
      color: l.color,
      size: l.size,
      qty: Number(l.qty),
      refundFen: Number(l.refund_fen),
      acceptedQty: l.accepted_qty === null ? null : Number(l.accepted_qty),
      refuseReason: l.refuse_reason,
    })),
    returnWeightG: kase.return_weight_g === null ? null : Number(kase.return_weight_g),
    signedBackAt: kase.signed_back_at === null ? null : asDate(kase.signed_back_at).toISOString(),
    offer:
      offered?.offer_fen !== null && offered?.offer_fen !== undefined && Number(offered.offer_fen) > 0
        ? { fen: Number(offered.offer_fen), note: offered.offer_note }
        : null,
    events: events.rows.map((e) => ({
      type: e.type,
      params: e.params,
      operatorName: e.operator_name,
      at: asDate(e.created_at).toISOString(),
    })),
  };
}
