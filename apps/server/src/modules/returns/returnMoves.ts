import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  ErrorCode,
  RETURN_ASSIGN_CODE,
  RETURN_CODE,
  RETURN_MAX_RETRIES,
  type ReturnAssignRequest,
  type ReturnItemRow,
  type ReturnMoved,
  type ReturnReportRequest,
} from '@oms/api-client';
import type { Db, DbOrTx } from '../../db/client.ts';
import { callerName, hasPermission, type Caller } from '../../http/caller.ts';
import { ApiError, conflict, notFound } from '../../http/apiError.ts';
import { idempotent } from '../funds/idempotency.ts';
import { itemsWhere, logItems } from './returnRows.ts';
import { followItems, lockDocumentsOf } from './offlineReturnState.ts';

/** `p` (an account row) may walk returns for the tenant: a live sub-account whose role holds 退货登记指派. */
export const mayReturn = (tenantId: number) => sql`p.parent_id = ${tenantId} and p.state = 1
  and exists (select 1 from account_roles ar join role_permissions rp on rp.role_id = ar.role_id
               where ar.account_id = p.id and rp.code = ${RETURN_CODE})`;

const stateError = (message = '当前状态不可执行此操作') => new ApiError(ErrorCode.PICKUP_STATE, message);

/** A bulk move: which items it starts from, what it writes, how it is logged. */
export type ItemMove = {
  eligible: SQL;
  set: SQL;
  event: string;
  params?: Record<string, unknown>;
  check?: (tx: DbOrTx) => Promise<void>;
};

/**
 * A bulk move: every id must be the tenant's (else 40400, nothing moved); those in a state the move
 * starts from (`eligible`) move under their row locks, the rest are counted as skipped. A 线下退货单
 * whose goods moved follows them.
 */
export async function moveItemsInTx(
  tx: DbOrTx,
  caller: Caller,
  ids: number[] | SQL,
  move: ItemMove,
): Promise<ReturnMoved> {
  const chosen = Array.isArray(ids) ? sql`id = any(${sql.param(ids)}::bigint[])` : ids;
  await lockDocumentsOf(tx, caller.tenantId, chosen);
  const rows = (
    await tx.execute<{ id: number; ok: boolean }>(sql`
      select id, (${move.eligible}) as ok from return_items
       where tenant_id = ${caller.tenantId} and ${chosen} order by id for update`)
  ).rows;
  if (Array.isArray(ids) && rows.length !== new Set(ids).size) throw notFound('退货不存在');
  await move.check?.(tx);
  const moving = rows.filter((r) => r.ok).map((r) => Number(r.id));
  if (moving.length)
    await tx.execute(sql`
      update return_items set ${move.set}, version = version + 1, updated_at = now()
       where id = any(${sql.param(moving)}::bigint[])`);
  await logItems(tx, moving, caller.tenantId, move.event, callerName(caller), move.params);
  const note = move.params?.note;
  await followItems(tx, moving, callerName(caller), typeof note === 'string' ? note : undefined);
  return { moved: moving.length, skipped: rows.length - moving.length };
}

const moveIds = (db: Db, caller: Caller, ids: number[] | SQL, move: ItemMove) =>
  db.transaction((tx) => moveItemsInTx(tx, caller, ids, move));

async function checkStaff(tx: DbOrTx, tenantId: number, staffId: number) {
  const rows = await tx.execute(
    sql`select 1 from accounts p where p.id = ${staffId} and ${mayReturn(tenantId)}`,
  );
  if (!rows.rows.length)
    throw new ApiError(ErrorCode.INVALID_INPUT, '退货员不存在或没有退货权限', { field: 'staffId' });
}

/**
 * 指派 (or 改派 before the stall answered) to a 退货员; 按档口 takes the stalls' 未指派 items. The
 * item waits for the walk as 待退档口.
 */
export function assignMove(caller: Caller, body: Omit<ReturnAssignRequest, 'ids'>): ItemMove {
  return {
    eligible: sql`route = 'WALK' and (state = 'WAITING_ASSIGNED' or (state = 'WAIT_FACTORY' and reported_at is null))`,
    set: sql`state = 'WAIT_FACTORY', staff_id = ${body.staffId}, assigned_at = now()`,
    event: 'ASSIGNED',
    params: { staffId: body.staffId },
    check: async (tx) => {
      if (body.supplierIds) {
        const owned = await tx.execute<{ n: number }>(sql`
          select count(*)::int as n from suppliers
           where tenant_id = ${caller.tenantId} and id = any(${sql.param(body.supplierIds)}::bigint[])`);
        if (Number(owned.rows[0]!.n) !== new Set(body.supplierIds).size) throw notFound('档口不存在');
      }
      await checkStaff(tx, caller.tenantId, body.staffId);
    },
  };
}

/**
 * 指派 (or 改派 before the stall answered) to a 退货员; 按档口 takes the stalls' 未指派 items. The
 * item waits for the walk as 待退档口.
 */
export function assignReturns(db: Db, caller: Caller, body: ReturnAssignRequest): Promise<ReturnMoved> {
  const chosen =
    body.ids ??
    sql`supplier_id = any(${sql.param(body.supplierIds!)}::bigint[]) and state = 'WAITING_ASSIGNED'`;
  return moveIds(db, caller, chosen, assignMove(caller, body));
}

export const STOP_MOVE: ItemMove = {
  eligible: sql`route = 'WALK' and state in ('WAITING_ASSIGNED', 'WAIT_FACTORY')`,
  set: sql`resume_state = state, state = 'STOP_RETURNED'`,
  event: 'STOPPED',
};

export const RESUME_MOVE: ItemMove = {
  eligible: sql`state = 'STOP_RETURNED'`,
  set: sql`state = coalesce(resume_state, 'WAITING_ASSIGNED'), resume_state = null`,
  event: 'RESUMED',
};

/**
 * 重新退: a refusal argued again another day — back to 未指派, at most twice. A stall in another city
 * holds the parcel: 再次申请 asks it again (待退档口), counted the same.
 */
export const RETRY_MOVE: ItemMove = {
  eligible: sql`(state = 'FACTORY_REFUSE' and route = 'WALK' or state = 'FACTORY_REFUSE_TODEAL')
    and disposition is null and retries < ${RETURN_MAX_RETRIES}`,
  set: sql`state = case when route = 'COURIER' then 'WAIT_FACTORY' else 'WAITING_ASSIGNED' end,
      retries = retries + 1, staff_id = null, assigned_at = null,
      refuse_reason = null, reported_at = null, reported_by = null, confirmed_at = null`,
  event: 'RETRIED',
};

export const stopReturns = (db: Db, caller: Caller, ids: number[]) => moveIds(db, caller, ids, STOP_MOVE);

export const resumeReturns = (db: Db, caller: Caller, ids: number[]) => moveIds(db, caller, ids, RESUME_MOVE);

/**
 * 确认 the stall's answer a 退货员 reported (or a stall in another city's refund, 档口核实中 → 档口已退款):
 * it then counts in the stall's bill.
 */
export const confirmReturns = (db: Db, caller: Caller, ids: number[]) =>
  moveIds(db, caller, ids, {
    eligible: sql`(state in ('FACTORY_RETURNED', 'FACTORY_REFUSE') and confirmed_at is null and disposition is null)
      or state = 'FACTORY_RETURNED_TOCONFIRM'`,
    set: sql`state = case when state = 'FACTORY_RETURNED_TOCONFIRM' then 'FACTORY_RETURNED' else state end,
      confirmed_at = now()`,
    event: 'CONFIRMED',
  });

export const retryReturns = (db: Db, caller: Caller, ids: number[]) => moveIds(db, caller, ids, RETRY_MOVE);

/** Refusals still to settle: in town 档口拒收; in another city 拒收待处理 or 协商中. */
const OPEN_REFUSAL = sql`state in ('FACTORY_REFUSE', 'FACTORY_REFUSE_TODEAL', 'NEGOTIATE_REFUND') and disposition is null`;

/** 自留 / 报损: a refusal that stands; the goods leave the returns shelf (or stay at the far stall's reach). */
export const disposeReturns = (db: Db, caller: Caller, ids: number[], disposition: 'KEEP' | 'WRITE_OFF') =>
  moveIds(db, caller, ids, {
    eligible: OPEN_REFUSAL,
    set: sql`state = 'FACTORY_REFUSE', disposition = ${disposition}, confirmed_at = now()`,
    event: 'DISPOSED',
    params: { disposition },
  });

/** 协商中: a far stall's refusal being argued; then 协商退款 or 自留/报损. */
export const negotiatingReturns = (db: Db, caller: Caller, ids: number[]) =>
  moveIds(db, caller, ids, {
    eligible: sql`state = 'FACTORY_REFUSE_TODEAL'`,
    set: sql`state = 'NEGOTIATE_REFUND'`,
    event: 'NEGOTIATING',
  });

type LockedItem = {
  id: number;
  state: string;
  route: 'WALK' | 'COURIER';
  version: number;
  staff_id: number | null;
  qty: number;
  price_fen: number;
  disposition: string | null;
};

/** One item as the caller may act on it, locked: a 退货员 reaches only what they walk (else 40400). */
async function lockItem(tx: DbOrTx, caller: Caller, id: number, version: number): Promise<LockedItem> {
  await lockDocumentsOf(tx, caller.tenantId, sql`id = ${id}`);
  const [row] = (
    await tx.execute<LockedItem>(sql`
      select id, state, route, version, staff_id, qty, price_fen, disposition from return_items
       where id = ${id} and tenant_id = ${caller.tenantId} for update`)
  ).rows;
  if (!row || (!hasPermission(caller, RETURN_ASSIGN_CODE) && Number(row.staff_id) !== caller.accountId))
    throw notFound('退货不存在');
  if (Number(row.version) !== version) throw conflict('退货已变化，请刷新后重试');
  return row;
}

const checkRefund = (row: LockedItem, refundFen: number) => {
  const goods = Number(row.qty) * Number(row.price_fen);
  if (refundFen > goods)
    throw new ApiError(ErrorCode.RETURN_REFUND_OVER, '退款金额超过原拿货金额', { field: 'refundFen' });
};

async function answer(tx: DbOrTx, id: number): Promise<ReturnItemRow> {
  return (await itemsWhere(tx, sql`r.id = ${id}`))[0]!;
}

/** 上报结果 under the caller's Idempotency-Key: the 退货员's phone replays it after a lost signal. */
export function reportReturn(
  db: Db,
  request: FastifyRequest,
  caller: Caller,
  body: ReturnReportRequest,
): Promise<ReturnItemRow> {
  return idempotent(db, request, caller.tenantId, (tx) => applyReturnReport(tx, caller, body));
}

/** A report in the caller's transaction (the endpoint's, under its key; the demo's 退货员; a 线下退货单's). */
export async function applyReturnReport(
  tx: DbOrTx,
  caller: Caller,
  body: ReturnReportRequest,
  note?: string,
): Promise<ReturnItemRow> {
  const row = await lockItem(tx, caller, body.id, body.version);
  // a far stall answers by phone once the parcel is there (its 签收 push may come later than its word)
  const courier = row.route === 'COURIER';
  const from = courier ? ['WAIT_SIGNED', 'SIGNED', 'WAIT_FACTORY'] : ['WAIT_FACTORY'];
  if (!from.includes(row.state)) throw stateError();
  const [refunded, refused] = courier
    ? ['FACTORY_RETURNED_TOCONFIRM', 'FACTORY_REFUSE_TODEAL']
    : ['FACTORY_RETURNED', 'FACTORY_REFUSE'];
  const set =
    body.outcome === 'REFUNDED'
      ? (checkRefund(row, body.refundFen!),
        sql`state = ${refunded}, refund_fen = ${body.refundFen!}, refuse_reason = null`)
      : sql`state = ${refused}, refuse_reason = ${body.refuseReason!}, refund_fen = null`;
  await tx.execute(sql`
    update return_items set ${set}, reported_at = now(), reported_by = ${caller.accountId},
           version = version + 1, updated_at = now()
     where id = ${row.id}`);
  await logItems(tx, [row.id], caller.tenantId, body.outcome, callerName(caller), {
    refundFen: body.refundFen,
    refuseReason: body.refuseReason,
  });
  await followItems(tx, [row.id], callerName(caller), note);
  return answer(tx, row.id);
}

/** 协商退款: the stall refused, then agreed to refund this much; the manager's word confirms it. */
export function negotiateReturn(
  db: Db,
  caller: Caller,
  body: { id: number; version: number; refundFen: number },
): Promise<ReturnItemRow> {
  return db.transaction(async (tx) => {
    const row = await lockItem(tx, caller, body.id, body.version);
    const open = row.route === 'COURIER' ? ['FACTORY_REFUSE_TODEAL', 'NEGOTIATE_REFUND'] : ['FACTORY_REFUSE'];
    if (!open.includes(row.state) || row.disposition) throw stateError();
    checkRefund(row, body.refundFen);
    await tx.execute(sql`
      update return_items set state = 'FACTORY_RETURNED', refund_fen = ${body.refundFen}, negotiated = true,
             confirmed_at = now(), version = version + 1, updated_at = now()
       where id = ${row.id}`);
    await logItems(tx, [row.id], caller.tenantId, 'NEGOTIATED', callerName(caller), {
      refundFen: body.refundFen,
    });
    await followItems(tx, [row.id], callerName(caller));
    return answer(tx, row.id);
  });
}
