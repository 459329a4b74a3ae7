import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  ErrorCode,
  RETURN_ASSIGN_CODE,
  type Brand,
  type ReturnCandidate,
  type ReturnItemRow,
  type ReturnMoved,
  type ReturnRegistered,
  type ReturnRegisterRequest,
  type ReturnScan,
} from '@oms/api-client';
import type { Db, DbOrTx } from '../../db/client.ts';
import { callerName, hasPermission, type Caller } from '../../http/caller.ts';
import { ApiError, invalid, notFound } from '../../http/apiError.ts';
import { idempotent } from '../funds/idempotency.ts';
import { shanghaiToday } from '../pickup/pickupTasks.ts';
import { itemsWhere, SHELF, logItems } from './returnRows.ts';
import { labelsOf } from './returnLabels.ts';

const TAKE_CODE = /^NH\d{11}$/;

/** A taken line with what may still go back and the stall's return window, as of today. */
const CANDIDATE_SELECT = sql`
  select t.id, t.source, t.order_no, t.take_code, t.supplier_id, t.stall, t.article_no, t.title, t.color, t.size,
         t.took_qty, coalesce(t.took_price_fen, t.ref_price_fen) as price_fen,
         (select coalesce(sum(ri.qty), 0) from return_items ri where ri.task_id = t.id)::int as returned_qty,
         (select max(a.day) from pickup_assignments a where a.task_id = t.id and a.took_qty > 0)::text as took_on,
         s.return_days, (s.id is not null and s.return_days is null) as no_return,
         ${SHELF} as shelf,
         ${shanghaiToday}::text as today
    from pickup_tasks t
    left join suppliers s on s.id = t.supplier_id
    left join markets m on m.id = s.market_id
    left join market_floors f on f.id = s.floor_id`;

type CandidateRaw = Record<string, unknown> & { took_on: string | null; today: string };

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function candidateOf(r: CandidateRaw): ReturnCandidate {
  const returnDays = r.return_days === null ? null : Number(r.return_days);
  const noReturn = Boolean(r.no_return);
  const deadline = r.took_on && returnDays !== null ? addDays(r.took_on, returnDays) : null;
  const tookQty = Number(r.took_qty);
  const returnedQty = Number(r.returned_qty);
  return {
    taskId: Number(r.id),
    source: r.source as ReturnCandidate['source'],
    orderNo: String(r.order_no),
    takeCode: String(r.take_code),
    supplierId: r.supplier_id === null ? null : Number(r.supplier_id),
    stall: String(r.stall),
    shelf: String(r.shelf),
    articleNo: String(r.article_no),
    title: String(r.title),
    color: String(r.color),
    size: String(r.size),
    tookQty,
    returnedQty,
    returnableQty: Math.max(0, tookQty - returnedQty),
    priceFen: Number(r.price_fen),
    tookOn: r.took_on,
    returnDays,
    noReturn,
    deadline,
    overdue: noReturn || (deadline !== null && r.today > deadline),
  };
}

/**
 * 退货登记's scan: a 取货码 names one line, a dropship order number or its waybill (a parcel sent back)
 * the order's taken lines, a 线下拿货单 number its taken lines. Nothing taken under the code is 40400.
 */
export async function scanReturn(db: Db, caller: Caller, rawCode: string): Promise<ReturnScan> {
  const code = rawCode.trim().toUpperCase();
  const byCode = TAKE_CODE.test(code);
  const rows = await db.execute<CandidateRaw>(sql`
    ${CANDIDATE_SELECT}
     where t.tenant_id = ${caller.tenantId} and t.took_qty > 0
       and ${
         byCode
           ? sql`t.take_code = ${code}`
           : sql`(t.order_no = ${code} or t.order_no in (
               select d.order_no from daifa_orders d where d.tenant_id = ${caller.tenantId} and d.waybill_no = ${code}))`
       }
     order by t.order_no, t.source_line_no, t.id`);
  if (!rows.rows.length) throw notFound('没有找到该单号的已拿商品');
  const first = rows.rows[0]!;
  const kind = byCode
    ? 'TAKE_CODE'
    : first.source === 'OFFLINE'
      ? 'OFFLINE'
      : first.order_no === code
        ? 'ORDER'
        : 'WAYBILL';
  return { code, kind, candidates: rows.rows.map(candidateOf) };
}

const periodOver = (c: ReturnCandidate, field: string) =>
  new ApiError(
    ErrorCode.RETURN_PERIOD_OVER,
    c.noReturn ? '超过档口退货期限（该档口不退货）' : `超过档口退货期限（${c.returnDays}天）`,
    { field },
  );

/** 入库 under the caller's Idempotency-Key: a double tap at the bench registers once. */
export function registerReturn(
  db: Db,
  request: FastifyRequest,
  caller: Caller,
  brand: Brand,
  body: ReturnRegisterRequest,
): Promise<ReturnRegistered> {
  return idempotent(db, request, caller.tenantId, (tx) => registerInTx(tx, caller, brand, body));
}

/**
 * The lines become return items under one 入库单号, each with its 退货码. The lines' tasks are locked
 * first, so two benches registering the same goods at once cannot both give back the last piece; the
 * stall's window (可退天数 from the day the goods were taken, or 不退) is 47032.
 */
export async function registerInTx(
  tx: DbOrTx,
  caller: Caller,
  brand: Brand,
  body: ReturnRegisterRequest,
): Promise<ReturnRegistered> {
  const ids = [...new Set(body.lines.map((l) => l.taskId))].sort((a, b) => a - b);
  await tx.execute(sql`
    select id from pickup_tasks where tenant_id = ${caller.tenantId} and id = any(${sql.param(ids)}::bigint[])
     order by id for update`);
  const found = await tx.execute<CandidateRaw>(sql`
    ${CANDIDATE_SELECT} where t.tenant_id = ${caller.tenantId} and t.id = any(${sql.param(ids)}::bigint[])`);
  const byId = new Map(found.rows.map((r) => [Number(r.id), candidateOf(r)]));
  const asked = new Map<number, number>();
  body.lines.forEach((line, i) => {
    const c = byId.get(line.taskId);
    if (!c || c.tookQty === 0) throw notFound('商品不存在或尚未拿货');
    const total = (asked.get(line.taskId) ?? 0) + line.qty;
    asked.set(line.taskId, total);
    if (total > c.returnableQty)
      throw invalid(
        c.returnableQty ? `最多可退${c.returnableQty}件` : '该商品已全部登记退货',
        `lines.${i}.qty`,
      );
    if (c.overdue) throw periodOver(c, `lines.${i}.taskId`);
  });
  const items = await insertItems(
    tx,
    caller.tenantId,
    { accountId: caller.accountId, name: callerName(caller) },
    body.lines.map((l) => ({ c: byId.get(l.taskId)!, qty: l.qty, reason: l.reason })),
    body.remark ?? '',
  );
  return { storageNo: items[0]!.storageNo, items, ...(await labelsOf(tx, caller, brand, items)) };
}

/** The goods a new item is: where they were bought (a task, else a stall alone) and where they shelve. */
export type ItemGoods = Pick<
  ReturnCandidate,
  | 'orderNo'
  | 'takeCode'
  | 'supplierId'
  | 'stall'
  | 'shelf'
  | 'articleNo'
  | 'title'
  | 'color'
  | 'size'
  | 'priceFen'
  | 'tookOn'
> & { taskId: number | null };

export type NewItem = { c: ItemGoods; qty: number; reason: string; offlineLineNo?: number };

/**
 * The items under one new 入库单号, each with the day's next 退货码, logged as registered; a 线下退货单's
 * goods carry the document and its line.
 */
export async function insertItems(
  tx: DbOrTx,
  tenantId: number,
  by: { accountId: number; name: string },
  lines: NewItem[],
  remark: string,
  offlineReturnId: number | null = null,
): Promise<ReturnItemRow[]> {
  const counters = await tx.execute<{ kind: string; seq: number }>(sql`
    insert into pickup_day_counters (tenant_id, day, kind, seq)
    values (${tenantId}, ${shanghaiToday}, 'RETURN', ${lines.length}), (${tenantId}, ${shanghaiToday}, 'STORE', 1)
    on conflict (tenant_id, day, kind) do update set seq = pickup_day_counters.seq + excluded.seq
    returning kind, seq`);
  const seqOf = (kind: string) => Number(counters.rows.find((r) => r.kind === kind)!.seq);
  const firstNo = seqOf('RETURN') - lines.length + 1;
  const numbered = lines.map((l, i) => ({ ...l, no: firstNo + i }));
  const col = <T>(pick: (l: (typeof numbered)[number]) => T) => sql.param(numbered.map(pick));
  const made = await tx.execute<{ id: number }>(sql`
    insert into return_items (tenant_id, return_no, storage_no, shelf, task_id, order_no, take_code, supplier_id,
                              stall, article_no, title, color, size, qty, price_fen, took_on, reason, remark,
                              registered_by, registered_name, offline_return_id, offline_line_no)
    select ${tenantId}, 'TH' || to_char(${shanghaiToday}, 'YYMMDD') || lpad(i.no::text, 6, '0'),
           'RK' || to_char(${shanghaiToday}, 'YYMMDD') || lpad(${seqOf('STORE')}::text, 4, '0'),
           i.shelf, i.task_id, i.order_no, i.take_code, i.supplier_id, i.stall, i.article_no, i.title, i.color,
           i.size, i.qty, i.price_fen, i.took_on::date, i.reason, ${remark}, ${by.accountId}, ${by.name},
           ${offlineReturnId}::bigint, i.offline_line_no
      from unnest(${col((l) => l.no)}::int[], ${col((l) => l.c.shelf)}::text[], ${col((l) => l.c.taskId)}::bigint[],
                  ${col((l) => l.c.orderNo)}::text[], ${col((l) => l.c.takeCode)}::text[],
                  ${col((l) => l.c.supplierId)}::bigint[], ${col((l) => l.c.stall)}::text[],
                  ${col((l) => l.c.articleNo)}::text[], ${col((l) => l.c.title)}::text[],
                  ${col((l) => l.c.color)}::text[], ${col((l) => l.c.size)}::text[], ${col((l) => l.qty)}::int[],
                  ${col((l) => l.c.priceFen)}::bigint[], ${col((l) => l.c.tookOn)}::text[],
                  ${col((l) => l.reason)}::text[], ${col((l) => l.offlineLineNo ?? null)}::int[])
        as i(no, shelf, task_id, order_no, take_code, supplier_id, stall, article_no, title, color, size, qty,
             price_fen, took_on, reason, offline_line_no)
    returning id`);
  const madeIds = made.rows.map((r) => Number(r.id));
  await logItems(tx, madeIds, tenantId, 'REGISTERED', by.name);
  return itemsWhere(tx, sql`r.id = any(${sql.param(madeIds)}::bigint[])`);
}

/**
 * A canceled dropship order's goods already in hand go back to their stalls: what of each taken line
 * is not yet on its way back becomes a return item (取消订单), on the shelf 未指派 — whatever the
 * stall's window, which the manager settles (重新退, 自留). The tasks are locked first; a repeated
 * cancel finds nothing left to return.
 */
export async function returnCanceledTakes(tx: DbOrTx, tenantId: number, orderNo: string): Promise<number> {
  await tx.execute(sql`
    select id from pickup_tasks where tenant_id = ${tenantId} and order_no = ${orderNo} and took_qty > 0
     order by id for update`);
  const taken = await tx.execute<CandidateRaw>(sql`
    ${CANDIDATE_SELECT} where t.tenant_id = ${tenantId} and t.order_no = ${orderNo} and t.took_qty > 0
     order by t.source_line_no, t.id`);
  const lines = taken.rows
    .map(candidateOf)
    .filter((c) => c.returnableQty > 0)
    .map((c) => ({ c, qty: c.returnableQty, reason: 'CANCELED' }));
  if (!lines.length) return 0;
  return (await insertItems(tx, tenantId, { accountId: tenantId, name: '系统' }, lines, '订单已取消')).length;
}

/**
 * 撤销: a registration made in error leaves no trace on the shelf — items still 未指派, the
 * registrant's own of today (a manager's any). Others' or moved-on items are refused whole.
 */
export async function undoReturn(db: Db, caller: Caller, ids: number[]): Promise<ReturnMoved> {
  const manager = hasPermission(caller, RETURN_ASSIGN_CODE);
  return db.transaction(async (tx) => {
    const rows = (
      await tx.execute<{ id: number; state: string; mine: boolean; offline_return_id: number | null }>(sql`
        select id, state, offline_return_id,
               registered_by = ${caller.accountId}
                 and (created_at at time zone 'Asia/Shanghai')::date = ${shanghaiToday} as mine
          from return_items where tenant_id = ${caller.tenantId} and id = any(${sql.param(ids)}::bigint[])
         order by id for update`)
    ).rows;
    if (rows.length !== new Set(ids).size || (!manager && rows.some((r) => !r.mine)))
      throw notFound('退货不存在');
    if (rows.some((r) => r.offline_return_id !== null))
      throw new ApiError(ErrorCode.PICKUP_STATE, '线下退货单的商品请在线下退货单修改或删除');
    if (rows.some((r) => r.state !== 'WAITING_ASSIGNED'))
      throw new ApiError(ErrorCode.PICKUP_STATE, '已指派的退货不能撤销登记');
    await tx.execute(sql`delete from return_items where id = any(${sql.param(ids)}::bigint[])`);
    return { moved: rows.length, skipped: 0 };
  });
}
