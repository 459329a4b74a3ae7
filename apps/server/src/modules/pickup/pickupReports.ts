import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  ErrorCode,
  PICKUP_ASSIGN_CODE,
  PICKUP_CANCEL_OWN_MINUTES,
  PICKUP_MAX_NEXT_TRIES,
  PICKUP_PRICE_TOLERANCE_FEN,
  type PickupReportRequest,
  type PickupRow,
} from '@oms/api-client';
import type { Db, DbOrTx } from '../../db/client.ts';
import { callerName, hasPermission, type Caller } from '../../http/caller.ts';
import { ApiError, conflict, notFound } from '../../http/apiError.ts';
import { idempotent } from '../funds/idempotency.ts';
import { lockOrders, reportLine, untakeLine, type LineResult } from './daifaSide.ts';
import { rowById } from './pickupRows.ts';
import { logTask } from './pickupTasks.ts';
import { checkDayOpen } from './dayAudit.ts';

type Locked = {
  id: number;
  version: number;
  state: string;
  picker_id: number | null;
  reported_at: Date | null;
  reported_by: number | null;
  took_qty: number;
  day: string;
  is_today: boolean;
  task_id: number;
  source: string;
  source_id: number;
  source_line_no: number;
  order_no: string;
  qty: number;
  task_took: number;
  ref_price_fen: number;
  next_tries: number;
  held: boolean;
  closed: boolean;
};

const stateError = () => new ApiError(ErrorCode.PICKUP_STATE, '当前状态不可执行此操作');

/**
 * The assignment as the caller may act on it, its order locked first and then the row. A picker
 * (no 指派 right) reaches only work that is or was theirs: another's is 40400, one taken from them
 * (改派) 47002. The version read must still be the row's (else 40900).
 */
async function lockForCaller(tx: DbOrTx, caller: Caller, id: number, version: number): Promise<Locked> {
  const [seen] = (
    await tx.execute<{ order_no: string; source: string; picker_id: number | null; task_id: number }>(sql`
      select t.order_no, t.source, a.picker_id, a.task_id from pickup_assignments a join pickup_tasks t on t.id = a.task_id
       where a.id = ${id} and a.tenant_id = ${caller.tenantId}`)
  ).rows;
  if (!seen) throw notFound('任务不存在');
  const manager = hasPermission(caller, PICKUP_ASSIGN_CODE);
  if (!manager && Number(seen.picker_id) !== caller.accountId) {
    const wasMine = await tx.execute(sql`
      select 1 from pickup_events
       where task_id = ${seen.task_id} and type = 'ASSIGNED' and (params->>'pickerId')::bigint = ${caller.accountId}
       limit 1`);
    if (wasMine.rows.length) throw new ApiError(ErrorCode.PICKUP_REASSIGNED, '该任务已改派给其他拿货员');
    throw notFound('任务不存在');
  }
  if (seen.source === 'DAIFA') await lockOrders(tx, [seen.order_no]);
  const [row] = (
    await tx.execute<Locked>(sql`
      select a.id, a.version, a.state, a.picker_id, a.reported_at, a.reported_by, a.took_qty, a.day::text as day,
             a.day = (now() at time zone 'Asia/Shanghai')::date as is_today,
             t.id as task_id, t.source, t.source_id, t.source_line_no, t.order_no, t.qty, t.took_qty as task_took,
             t.ref_price_fen, t.next_tries, t.held, t.closed
        from pickup_assignments a join pickup_tasks t on t.id = a.task_id
       where a.id = ${id} for update of a, t`)
  ).rows;
  if (!row) throw notFound('任务不存在');
  if (!manager && Number(row.picker_id) !== caller.accountId)
    throw new ApiError(ErrorCode.PICKUP_REASSIGNED, '该任务已改派给其他拿货员');
  if (Number(row.version) !== version) throw conflict('任务已变化，请刷新后重试');
  await checkDayOpen(tx, caller.tenantId, row.day);
  return row;
}

type Move = {
  state: string;
  lineState: string | null;
  took?: number;
  priceFen?: number;
  reason?: string | null;
  afternoon?: boolean;
  nextTries?: number;
  daifa?: LineResult;
};

/** What an answer does to the assignment, the task and (a dropship line) the order. */
function moveOf(body: PickupReportRequest, row: Locked): Move {
  const left = Number(row.qty) - Number(row.task_took);
  switch (body.outcome) {
    case 'TOOK': {
      const took = body.tookQty!;
      if (took > left)
        throw new ApiError(ErrorCode.INVALID_INPUT, `实拿数量不能超过待拿数量（${left}件）`, {
          field: 'tookQty',
        });
      if (body.tookPriceFen! > Number(row.ref_price_fen) + PICKUP_PRICE_TOLERANCE_FEN)
        throw new ApiError(ErrorCode.PICKUP_PRICE_OVER, '实拿价超出参考价，请选择档口涨价', {
          field: 'tookPriceFen',
        });
      const whole = took === left;
      const total = Number(row.task_took) + took;
      return {
        state: whole ? 'TOOK' : 'TOOK_PART',
        lineState: whole ? 'TOOK' : 'TOOK_PART',
        took,
        priceFen: body.tookPriceFen!,
        daifa: { result: whole ? 'TOOK' : 'TOOK_PART', tookQty: total },
      };
    }
    case 'LACK':
      return {
        state: 'E_LACK_TAKING',
        lineState: 'E_LACK_TAKING',
        reason: 'LACK',
        daifa: { result: 'E_LACK_TAKING' },
      };
    case 'AFTERNOON':
      return { state: 'TAKING', lineState: null, afternoon: true };
    case 'NEXT_DAY':
      return nextDay(row, 'NEXT_DAY');
    case 'CHANGE':
      return {
        state: 'CLOSE',
        lineState: 'E_CHANGE_TAKING',
        reason: 'CHANGE',
        daifa: { result: 'E_CHANGE_TAKING' },
      };
    case 'DISCONTINUED':
      return {
        state: 'E_STOP_PRODUCTION',
        lineState: 'E_STOP_TAKING',
        reason: 'DISCONTINUED',
        daifa: { result: 'E_STOP_TAKING', reason: 'DELISTED' },
      };
    case 'STOP': {
      const reason = body.stopReason!;
      if (reason === 'MANUAL')
        throw new ApiError(ErrorCode.INVALID_INPUT, '请选择档口的停止原因', { field: 'stopReason' });
      // 档口未出货: the goods come another day — 明天有 to the order
      if (reason === 'NOT_SHIPPED') return nextDay(row, 'NOT_SHIPPED');
      const daifa: LineResult =
        reason === 'PRICE_RAISED'
          ? {
              result: 'E_STOP_TAKING',
              reason: 'PRICE_RAISED',
              newPriceFen: body.newPriceFen!,
              oldPriceFen: Number(row.ref_price_fen),
            }
          : {
              result: 'E_STOP_TAKING',
              reason: reason === 'DELISTED' || reason === 'GIFT_ONLY' ? 'DELISTED' : 'STALL_CLOSED',
            };
      return { state: 'E_STOP_TAKING', lineState: 'E_STOP_TAKING', reason, daifa };
    }
  }
}

/** 明天有: the assignment closes and the line waits for tomorrow; the third time it is 缺货. */
function nextDay(row: Locked, reason: string): Move {
  const tries = Number(row.next_tries) + 1;
  if (tries >= PICKUP_MAX_NEXT_TRIES)
    return {
      state: 'E_LACK_TAKING',
      lineState: 'E_LACK_TAKING',
      reason: 'NEXT_DAY_LIMIT',
      nextTries: tries,
      daifa: { result: 'E_LACK_TAKING' },
    };
  return {
    state: 'CLOSE',
    lineState: 'E_NEXT_TAKING',
    reason,
    nextTries: tries,
    daifa: { result: 'E_NEXT_TAKING' },
  };
}

/**
 * 拿货上报: a picker's answer at the stall, once per `Idempotency-Key` (a phone replaying its queue
 * after a lost signal gets the first answer). Only an assignment being fetched (拿货中) takes one.
 */
export function reportTake(
  db: Db,
  request: FastifyRequest,
  caller: Caller,
  body: PickupReportRequest,
): Promise<PickupRow> {
  return idempotent(db, request, caller.tenantId, (tx) => applyReport(tx, caller, body));
}

/** A report in the caller's transaction (the endpoint's, under its key; the demo's pickers). */
export async function applyReport(tx: DbOrTx, caller: Caller, body: PickupReportRequest): Promise<PickupRow> {
  const row = await lockForCaller(tx, caller, body.id, body.version);
  if (row.state !== 'TAKING' || row.closed) throw stateError();
  if (row.held) throw new ApiError(ErrorCode.PICKUP_STATE, '订单已挂起，暂不拿货');
  const move = moveOf(body, row);
  await tx.execute(sql`
      update pickup_assignments
         set state = ${move.state}, took_qty = took_qty + ${move.took ?? 0},
             took_price_fen = coalesce(${move.priceFen ?? null}::bigint, took_price_fen),
             reason = ${move.reason ?? null}, afternoon = ${move.afternoon ?? false},
             reported_at = ${move.afternoon ? sql`reported_at` : sql`now()`},
             reported_by = ${move.afternoon ? sql`reported_by` : sql`${caller.accountId}::bigint`},
             version = version + 1, updated_at = now()
       where id = ${row.id}`);
  if (move.lineState)
    await tx.execute(sql`
        update pickup_tasks
           set line_state = ${move.lineState}, took_qty = took_qty + ${move.took ?? 0},
               took_price_fen = coalesce(${move.priceFen ?? null}::bigint, took_price_fen),
               reason = ${move.reason ?? null}, next_tries = ${move.nextTries ?? Number(row.next_tries)},
               version = version + 1, updated_at = now()
         where id = ${row.task_id}`);
  if (move.daifa && row.source === 'DAIFA')
    await reportLine(
      tx,
      {
        orderNo: row.order_no,
        lineId: Number(row.source_id),
        lineNo: Number(row.source_line_no),
        // this visit's number: the first 明天有 is attempt 1, as the warehouse counts
        attempt: Number(row.next_tries) + 1,
      },
      move.daifa,
      `report:${row.id}:${row.version}`,
    );
  await logTask(tx, [Number(row.task_id)], caller.tenantId, `REPORT_${body.outcome}`, callerName(caller), {
    ...(move.took ? { took: move.took, priceFen: move.priceFen } : {}),
    ...(body.stopReason ? { stopReason: body.stopReason } : {}),
    ...(body.newPriceFen !== undefined ? { newPriceFen: body.newPriceFen } : {}),
    ...(body.remark ? { remark: body.remark } : {}),
  });
  return (await rowById(tx, caller.tenantId, row.id))!;
}

/**
 * 取消已拿: an 已拿 or 部分拿货 of today back to 拿货中 — a picker's own within 30 minutes of the report,
 * a manager's any. A dropship order that has gone to packing (every line in hand) keeps it: 47001.
 */
export function cancelTook(
  db: Db,
  caller: Caller,
  body: { id: number; version: number },
): Promise<PickupRow> {
  return db.transaction(async (tx) => {
    const row = await lockForCaller(tx, caller, body.id, body.version);
    // a line its source has ended (canceled, the ERP's 作废 or all in hand) keeps what was taken
    if ((row.state !== 'TOOK' && row.state !== 'TOOK_PART') || !row.is_today || row.closed)
      throw stateError();
    if (!hasPermission(caller, PICKUP_ASSIGN_CODE)) {
      const age = Date.now() - new Date(row.reported_at!).getTime();
      if (Number(row.reported_by) !== caller.accountId || age > PICKUP_CANCEL_OWN_MINUTES * 60_000)
        throw new ApiError(
          ErrorCode.PICKUP_STATE,
          `只能取消自己${PICKUP_CANCEL_OWN_MINUTES}分钟内上报的已拿`,
        );
    }
    const took = Number(row.took_qty);
    if (row.source === 'DAIFA' && !(await untakeLine(tx, row.order_no, Number(row.source_line_no), took)))
      throw new ApiError(ErrorCode.PICKUP_STATE, '订单已拿齐进入打包，不能取消已拿');
    await tx.execute(sql`
      update pickup_assignments set state = 'TAKING', took_qty = 0, took_price_fen = null, reported_at = null,
             reported_by = null, version = version + 1, updated_at = now()
       where id = ${row.id}`);
    await tx.execute(sql`
      update pickup_tasks set line_state = 'TAKING', took_qty = greatest(0, took_qty - ${took}),
             version = version + 1, updated_at = now()
       where id = ${row.task_id}`);
    await logTask(tx, [Number(row.task_id)], caller.tenantId, 'TOOK_CANCELED', callerName(caller), { took });
    return (await rowById(tx, caller.tenantId, row.id))!;
  });
}
