import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  GARMENT_G,
  PACKAGING_G,
  PROBLEM_DECIDE_DAYS,
  PROBLEM_TABS,
  type problemPageRequestSchema,
  type problemRowSchema,
} from '@oms/api-client';
import type { Db, DbOrTx } from '../../db/client.ts';
import { arrayParam } from '../../db/arrayParam.ts';
import { asDate } from '../../db/rawRows.ts';
import { keysetClause, keysetResult } from '../../list/keysetPage.ts';
import { KEYSET_TIME_FORMAT } from '../../list/keysetCursor.ts';
import type { CourierProblem } from '../daifa/daifaServices.ts';
import type { Who } from '../daifa/payments/lineSettlement.ts';
import type { FundsServices } from '../funds/fundsServices.ts';
import { addCaseEvent, endCaseLines } from './afterSaleCases.ts';
import { chargeRefuseFee } from './refuseFee.ts';
import { courierByCode } from '../daifa/express/couriers.ts';
import { parcelCounts } from './tabCounts.ts';
import { photosOf } from './photos/parcelPhotos.ts';

type PageRequest = z.output<typeof problemPageRequestSchema>;
type Row = z.output<typeof problemRowSchema>;

/**
 * 问题件 of a return: QC failed, or the stall refused pieces (one a case). The stall refusing again after
 * 重新退档口 makes the same parcel (MATCHED while it was away) 待处理 once more, with the new refusal.
 */
export async function registerReturnProblem(
  tx: DbOrTx,
  input: {
    tenantId: number;
    afterSaleId: number;
    asNo: string;
    orderNo: string;
    parcelNo: string;
    source: 'RETURN_QC' | 'STALL_REFUSE';
    problemType: string;
    reason: string;
    goods: string[];
    /** Pieces in the parcel (its weight for 寄回's freight). */
    pieces: number;
  },
) {
  await tx.execute(sql`
    insert into problem_parcels (tenant_id, parcel_no, problem_type, state, deadline_at, source, reason,
                                 after_sale_id, order_no, as_no, goods, weight_g)
    values (${input.tenantId}, ${input.parcelNo}, ${input.problemType}, 'WAITING_PROCESS',
            now() + make_interval(days => ${PROBLEM_DECIDE_DAYS}), ${input.source}, ${input.reason},
            ${input.afterSaleId}, ${input.orderNo}, ${input.asNo},
            ${arrayParam(input.goods)}::text[], ${input.pieces * GARMENT_G + PACKAGING_G})
    on conflict (after_sale_id) do update
       set state = 'WAITING_PROCESS', problem_type = excluded.problem_type, source = excluded.source,
           reason = excluded.reason, goods = excluded.goods, weight_g = excluded.weight_g,
           deadline_at = excluded.deadline_at, handled_at = null, version = problem_parcels.version + 1
     where problem_parcels.state = 'MATCHED'`);
}

/** What QC's reason makes of the parcel, in 问题件's types. */
export function qcProblemType(reason: string): string {
  if (reason.includes('吊牌')) return '吊牌缺失';
  if (reason.includes('破损')) return '破损';
  if (reason.includes('非本店')) return '非本店商品';
  return '质检不通过';
}

const COURIER_TYPES: Record<string, string> = { '404': '拒收', '420': '地址异常', '416': '联系不上收件人' };

/** An outgoing parcel the courier reports as a problem (快递鸟 State 4): a 问题件 with the order's goods. */
export async function registerCourierProblem(tx: DbOrTx, p: CourierProblem) {
  // (the goods in a subquery: an aggregate over no rows would still make a row, and a repeat a second 问题件)
  await tx.execute(sql`
    insert into problem_parcels (tenant_id, parcel_no, problem_type, state, deadline_at, source, reason,
                                 order_no, weight_g, goods)
    select ${p.tenantId}, ${p.waybillNo}, ${COURIER_TYPES[p.stateEx ?? ''] ?? '快递异常'}, 'WAITING_PROCESS',
           now() + make_interval(days => ${PROBLEM_DECIDE_DAYS}), 'COURIER', ${p.station.slice(0, 200)},
           ${p.orderNo}, (select o.weight_g from daifa_orders o where o.id = ${p.orderId}),
           coalesce((select array_agg(l.article_no || ' ' || l.color || '/' || l.size || ' ×' || l.took_qty
                                      order by l.line_no)
                       from daifa_order_lines l where l.order_id = ${p.orderId} and l.took_qty > 0), '{}'::text[])
     where not exists (select 1 from problem_parcels x
                        where x.tenant_id = ${p.tenantId} and x.parcel_no = ${p.waybillNo} and x.source = 'COURIER')`);
}

type ProblemRecord = {
  id: number;
  parcel_no: string;
  problem_type: string;
  state: string;
  source: string | null;
  reason: string;
  order_no: string | null;
  as_no: string | null;
  goods: string[];
  deadline_at: Date | string | null;
  created_at: Date | string;
  created_key: string;
  post_no: string | null;
  post_state: string | null;
  courier_code: string | null;
  waybill_no: string | null;
  freight_fen: number | null;
  receiver: string | null;
  case_status: string | null;
  case_return_state: string | null;
  rereturns: number | null;
  negotiated: boolean | null;
  offer_fen: number | null;
  offer_note: string | null;
  headless_no: string | null;
};

/** A row's columns, `p` the parcel, with its 寄回单 (`s`) and a return's case (`a`), left-joined by the caller. */
const ROW_COLUMNS = sql`p.id, p.parcel_no, p.problem_type, p.state, p.source, p.reason, p.order_no, p.as_no,
  p.goods, p.deadline_at, p.created_at,
  to_char(p.created_at at time zone 'UTC', ${sql.raw(KEYSET_TIME_FORMAT)}) as created_key,
  s.post_no, s.state as post_state, s.courier_code, s.waybill_no, s.freight_fen,
  s.receiver_name || ' ' || s.receiver_phone || ' ' || s.province || s.city || s.district || ' ' || s.address as receiver,
  a.status as case_status, a.return_state as case_return_state, a.rereturns, a.negotiated_at is not null as negotiated,
  a.offer_fen, a.offer_note, h.headless_no`;
const WITH_POST_ORDER = sql`left join post_orders s on s.id = p.post_order_id
  left join after_sales a on a.id = p.after_sale_id
  left join headless_parcels h on h.problem_parcel_id = p.id`;

/** 重新退档口 and 协商退款 (`problemResolve.ts`) as the row offers them: the same rules the server checks. */
function caseOf(r: ProblemRecord): Row['afterSale'] {
  if (r.case_status === null) return null;
  const deciding = r.state === 'WAITING_PROCESS' && r.case_status === 'PROBLEM';
  const negotiating = r.case_return_state === 'NEGOTIATE_REFUND';
  return {
    status: r.case_status,
    returnState: r.case_return_state,
    canRestall: deciding && !negotiating && Number(r.rereturns) === 0,
    canNegotiate: deciding && !negotiating && r.source === 'STALL_REFUSE' && !r.negotiated,
    offerFen: negotiating && r.offer_fen !== null && Number(r.offer_fen) > 0 ? Number(r.offer_fen) : null,
    offerNote: r.offer_note,
  };
}

/** The parcel's photos: its case's (签收, QC) and the 无头件's it came from. */
const subjectsOf = (r: ProblemRecord) => [r.as_no, r.headless_no].filter((s): s is string => !!s);

async function rowsOf(db: DbOrTx, records: ProblemRecord[]): Promise<Row[]> {
  const photos = await photosOf(db, records.flatMap(subjectsOf));
  // the fault first: it is what the seller decides on
  const order = { Q: 0, C: 1, L: 2 };
  return records.map((r) => ({
    ...rowOf(r),
    photos: subjectsOf(r)
      .flatMap((s) => photos.get(s) ?? [])
      .sort((a, b) => order[a.tag] - order[b.tag]),
  }));
}

const rowOf = (r: ProblemRecord): Omit<Row, 'photos'> => ({
  id: Number(r.id),
  parcelNo: r.parcel_no,
  problemType: r.problem_type,
  state: r.state,
  source: r.source,
  reason: r.reason,
  orderNo: r.order_no,
  asNo: r.as_no,
  goods: r.goods ?? [],
  deadlineAt: r.deadline_at === null ? null : asDate(r.deadline_at).toISOString(),
  createdAt: asDate(r.created_at).toISOString(),
  sendBack: r.post_no
    ? {
        postNo: r.post_no,
        state: r.post_state ?? '',
        courierName: courierByCode(r.courier_code ?? '')?.name ?? r.courier_code ?? '',
        waybillNo: r.waybill_no,
        freightFen: Number(r.freight_fen),
        receiver: r.receiver ?? '',
      }
    : null,
  afterSale: caseOf(r),
});

/** The account's 问题件 of these ids, in the order asked (寄回's page); another account's are left out. */
export async function problemsByIds(db: DbOrTx, tenantId: number, ids: number[]) {
  const r = await db.execute<ProblemRecord>(sql`
    select ${ROW_COLUMNS} from problem_parcels p ${WITH_POST_ORDER}
     where p.tenant_id = ${tenantId} and p.id = any(${arrayParam(ids)}::bigint[])`);
  const byId = new Map((await rowsOf(db, r.rows)).map((row) => [row.id, row]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []) };
}

/** A tab's states (both of 已丢弃's under DISCARD), as the state index can use them. */
const statesOfTab = (tab: string) =>
  tab === 'DISCARD' ? sql`p.state in ('DISCARD', 'PROCESSED')` : sql`p.state = ${tab}`;

function keywordWhere(keyword: string | undefined): SQL | null {
  if (!keyword) return null;
  const upper = keyword.toUpperCase();
  if (/^SH\d{14}$/.test(upper)) return sql`p.as_no = ${upper}`;
  if (/^DF\d{14}$/.test(upper)) return sql`p.order_no = ${upper}`;
  return sql`(p.parcel_no = ${keyword} or exists (select 1 from unnest(p.goods) g
                where g like ${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)} || '%'))`;
}

/** 问题件: newest first, keyset-paged, each tab counted for the same search, and those due within 24 h. */
export async function problemPage(db: DbOrTx, tenantId: number, request: PageRequest) {
  const base: SQL[] = [sql`p.tenant_id = ${tenantId}`];
  const keyword = keywordWhere(request.keyword);
  if (keyword) base.push(keyword);
  const where = [...base];
  if (request.tab !== 'ALL') where.push(statesOfTab(request.tab));
  const keyset = keysetClause({ ...request, order: 'desc' }, sql`p.created_at`, sql`p.id`);
  if (keyset.where) where.push(keyset.where);
  const [rows, counts, due] = await Promise.all([
    db.execute<ProblemRecord>(sql`
      select ${ROW_COLUMNS}
        from problem_parcels p ${WITH_POST_ORDER}
       where ${sql.join(where, sql` and `)}
       order by ${keyset.orderBy} limit ${keyset.limit}`),
    // without a search the counts are the appended moves' sums; a search counts its few matches
    keyword
      ? db
          .execute<{ state: string; n: number }>(
            sql`select p.state, count(*)::int as n from problem_parcels p where ${sql.join(base, sql` and `)} group by 1`,
          )
          .then((r) => new Map(r.rows.map((c) => [c.state, Number(c.n)])))
      : parcelCounts(db, tenantId),
    db.execute<{ n: number }>(sql`
      select count(*)::int as n from problem_parcels p
       where ${sql.join(base, sql` and `)} and p.state = 'WAITING_PROCESS' and p.deadline_at < now() + interval '24 hours'`),
  ]);
  const tabs: Record<string, number> = Object.fromEntries(PROBLEM_TABS.map((t) => [t, 0]));
  for (const [state, n] of counts) {
    const tab = state === 'PROCESSED' ? 'DISCARD' : state;
    // MATCHED (back with its case: 重新退档口, 协商退款 accepted) shows under 全部 only
    if (tab in tabs) tabs[tab]! += n;
    tabs.ALL! += n;
  }
  const dueSoon = Number(due.rows[0]?.n ?? 0);
  const page = keysetResult({ ...request, order: 'desc' }, rows.rows, (r) => ({
    time: r.created_key,
    id: Number(r.id),
  }));
  return {
    ...page,
    rows: await rowsOf(db, page.rows),
    total: tabs[request.tab] ?? 0,
    tabs,
    notFound: [],
    dueSoon,
  };
}

/**
 * A return's case waiting on its 问题件 ends once the parcel is settled — discarded, disposed of or sent
 * back: PROBLEM → REFUSE (what the stall refused is not refunded), the lines closed as REFUSE. Locks
 * run 寄回单 → 问题件 → order → case everywhere, so the parcel's row is already held by the caller.
 */
export async function closeProblemCase(
  tx: DbOrTx,
  funds: FundsServices,
  afterSaleId: number,
  event: 'PROBLEM_DISPOSED' | 'PROBLEM_SENT_BACK',
  params: Record<string, unknown>,
  who: Who,
) {
  // Order, then case, as every money path takes them (`lockCase`): a stall's answer racing this waits.
  await tx.execute(sql`
    select 1 from daifa_orders where id = (select order_id from after_sales where id = ${afterSaleId}) for update`);
  const kase = await tx.execute<{ id: number; order_id: number }>(sql`
    update after_sales set status = 'REFUSE', completed_at = now(), updated_at = now(), version = version + 1
     where id = ${afterSaleId} and status = 'PROBLEM'
    returning id, order_id`);
  const k = kase.rows[0];
  if (!k) return;
  await addCaseEvent(tx, Number(k.id), event, params, who);
  // the refused pieces are known from the lines still open
  await chargeRefuseFee(tx, funds, Number(k.id));
  await endCaseLines(tx, Number(k.id), Number(k.order_id), 'REFUSE');
}

/**
 * WAITING_PROCESS → DISCARD (the seller) or PROCESSED (the deadline), by compare-and-set; a return's
 * case PROBLEM → REFUSE with it: the refused goods stay with the platform, nothing more comes back.
 */
async function dispose(
  tx: DbOrTx,
  funds: FundsServices,
  id: number,
  tenantId: number | null,
  to: 'DISCARD' | 'PROCESSED',
  who: Who,
): Promise<'OK' | 'GONE' | 'MOVED'> {
  const r = await tx.execute<{ after_sale_id: number | null; parcel_no: string }>(sql`
    update problem_parcels p set state = ${to}, handled_at = now(), version = version + 1
     where p.id = ${id} ${tenantId === null ? sql`` : sql`and p.tenant_id = ${tenantId}`}
       and p.state = 'WAITING_PROCESS'
    returning p.after_sale_id, p.parcel_no`);
  const row = r.rows[0];
  if (!row) {
    const exists = await tx.execute(
      sql`select 1 from problem_parcels where id = ${id} ${tenantId === null ? sql`` : sql`and tenant_id = ${tenantId}`}`,
    );
    return exists.rows.length ? 'MOVED' : 'GONE';
  }
  if (row.after_sale_id !== null)
    await closeProblemCase(
      tx,
      funds,
      Number(row.after_sale_id),
      'PROBLEM_DISPOSED',
      { parcelNo: row.parcel_no, by: to === 'DISCARD' ? 'SELLER' : 'DEADLINE' },
      who,
    );
  return 'OK';
}

/** 丢弃, each id on its own: the answers in the order sent. */
export async function discardProblems(
  db: Db,
  funds: FundsServices,
  tenantId: number,
  ids: number[],
  who: Who,
) {
  const results = [];
  for (const id of ids) {
    const outcome = await db.transaction((tx) => dispose(tx, funds, id, tenantId, 'DISCARD', who));
    results.push({
      id,
      ok: outcome === 'OK',
      message: outcome === 'OK' ? null : outcome === 'GONE' ? '问题件不存在' : '包裹状态已变化，请刷新',
    });
  }
  return { results };
}

/** Undecided past the deadline: the platform disposes of it (PROCESSED), one transaction each. */
export async function disposeExpiredProblems(db: Db, funds: FundsServices, limit = 500): Promise<number> {
  const due = await db.execute<{ id: number }>(sql`
    select id from problem_parcels where state = 'WAITING_PROCESS' and deadline_at < now()
     order by deadline_at limit ${limit}`);
  let done = 0;
  for (const row of due.rows)
    if (
      (await db.transaction((tx) =>
        dispose(tx, funds, Number(row.id), null, 'PROCESSED', { accountId: null, operatorName: '系统' }),
      )) === 'OK'
    )
      done++;
  return done;
}
