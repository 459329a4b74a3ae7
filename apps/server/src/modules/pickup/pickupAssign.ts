import { sql, type SQL } from 'drizzle-orm';
import { ErrorCode, type PickupAssigned } from '@oms/api-client';
import type { Db, DbOrTx } from '../../db/client.ts';
import { callerName, type Caller } from '../../http/caller.ts';
import { ApiError, notFound } from '../../http/apiError.ts';
import { batchLines, lockOrders, reportLine } from './daifaSide.ts';
import { logTask, shanghaiToday } from './pickupTasks.ts';
import { PICKUP_CODE } from '@oms/api-client';

type Moving = {
  id: number;
  task_id: number;
  state: string;
  reported_at: Date | null;
  supplier_id: number | null;
  source: string;
  source_id: number;
  source_line_no: number;
  order_no: string;
  held: boolean;
  closed: boolean;
  line_state: string;
  next_tries: number;
};

/** `p` (an account row) may pick for the tenant: a live sub-account whose role holds 拿货任务指派. */
export const mayPick = (tenantId: number) => sql`p.parent_id = ${tenantId} and p.state = 1
  and exists (select 1 from account_roles ar join role_permissions rp on rp.role_id = ar.role_id
               where ar.account_id = p.id and rp.code = ${PICKUP_CODE})`;

/** An account of the tenant that may pick, else 40000. */
export async function checkPicker(tx: DbOrTx, tenantId: number, pickerId: number) {
  const rows = await tx.execute(
    sql`select 1 from accounts p where p.id = ${pickerId} and ${mayPick(tenantId)}`,
  );
  if (!rows.rows.length)
    throw new ApiError(ErrorCode.INVALID_INPUT, '拿货员不存在或没有拿货权限', { field: 'pickerId' });
}

/** Every id asked for must be one of the tenant's assignments: else 40400, nothing moved. */
async function checkOwnIds(tx: DbOrTx, tenantId: number, ids: readonly number[]) {
  const found = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from pickup_assignments
     where tenant_id = ${tenantId} and id = any(${sql.param([...new Set(ids)])}::bigint[])`);
  if (Number(found.rows[0]!.n) !== new Set(ids).size) throw notFound('任务不存在');
}

/** The area's markets, floors and stalls must be the tenant's: else 40400. */
async function checkOwnArea(
  tx: DbOrTx,
  tenantId: number,
  area: { marketIds: number[]; floorIds: number[]; supplierIds: number[] },
) {
  const [r] = (
    await tx.execute<{ m: number; f: number; s: number }>(sql`
      select (select count(*) from markets where tenant_id = ${tenantId} and id = any(${sql.param(area.marketIds)}::bigint[]))::int as m,
             (select count(*) from market_floors where tenant_id = ${tenantId} and id = any(${sql.param(area.floorIds)}::bigint[]))::int as f,
             (select count(*) from suppliers where tenant_id = ${tenantId} and id = any(${sql.param(area.supplierIds)}::bigint[]))::int as s`)
  ).rows;
  if (
    r!.m !== new Set(area.marketIds).size ||
    r!.f !== new Set(area.floorIds).size ||
    r!.s !== new Set(area.supplierIds).size
  )
    throw notFound('区域不存在');
}

/**
 * Reads the assignments `where` picks (the tenant's), locks their dropship orders, then the rows — the
 * order every path locks in — and hands them to `move`.
 */
async function withLocked<T>(
  tx: DbOrTx,
  tenantId: number,
  where: SQL,
  move: (rows: Moving[]) => Promise<T>,
): Promise<T> {
  const pick = sql`from pickup_assignments a join pickup_tasks t on t.id = a.task_id
                   where a.tenant_id = ${tenantId} and ${where}`;
  const orders = await tx.execute<{ order_no: string }>(
    sql`select distinct t.order_no ${pick} and t.source = 'DAIFA'`,
  );
  await lockOrders(
    tx,
    orders.rows.map((r) => r.order_no),
  );
  const rows = await tx.execute<Moving>(sql`
    select a.id, a.task_id, a.state, a.reported_at, a.supplier_id, t.source, t.source_id, t.source_line_no,
           t.order_no, t.held, t.closed, t.line_state, t.next_tries
      ${pick} order by a.id for update of a, t`);
  return move(rows.rows.map((r) => ({ ...r, id: Number(r.id), task_id: Number(r.task_id) })));
}

const unassignable = (r: Moving): string | null =>
  r.closed
    ? '来源订单已取消'
    : r.held
      ? '订单已挂起'
      : r.state === 'WAITING_ASSIGNED' || (r.state === 'TAKING' && !r.reported_at)
        ? null
        : '当前状态不可指派';

/**
 * Hands assignments to a picker: 待指派 ones, and 拿货中 ones nobody has reported yet (改派). A stall is
 * one picker's for the day: the stall's other open, unreported assignments of that day follow. Dropship
 * orders waiting to be fetched go to picking (BATCHED).
 */
export async function assignInTx(
  tx: DbOrTx,
  caller: Caller,
  pickerId: number,
  where: SQL,
): Promise<PickupAssigned> {
  await checkPicker(tx, caller.tenantId, pickerId);
  // the ids first, then the rows by id: one statement of `where` or-ed with its stalls' rows planned a
  // scan of every task (a market's 5,000 lines took 0.8 s to lock); the rows are judged again under lock
  const chosen = (
    await tx.execute<{ id: string }>(sql`
      select a.id from pickup_assignments a join pickup_tasks t on t.id = a.task_id
       where a.tenant_id = ${caller.tenantId} and ${where}`)
  ).rows.map((r) => Number(r.id));
  if (!chosen.length) return { assigned: 0, skipped: [] };
  // the stalls of the chosen rows bring their other open rows of the same day along
  const along = (
    await tx.execute<{ id: string }>(sql`
      select a.id from (select distinct supplier_id, day from pickup_assignments
                         where id = any(${sql.param(chosen)}::bigint[]) and supplier_id is not null) k
        join pickup_assignments a on a.supplier_id = k.supplier_id and a.day = k.day
       where a.tenant_id = ${caller.tenantId} and a.state in ('WAITING_ASSIGNED', 'TAKING') and a.reported_at is null`)
  ).rows.map((r) => Number(r.id));
  const ids = [...new Set([...chosen, ...along])];
  return withLocked(tx, caller.tenantId, sql`a.id = any(${sql.param(ids)}::bigint[])`, async (rows) => {
    // the chosen must still answer `where` now they are locked (another manager may have moved one in
    // between); asked apart, by id: or-ed into the lock's read, it planned the scan of every task again
    const still = new Set(
      (
        await tx.execute<{ id: string }>(sql`
          select a.id from pickup_assignments a join pickup_tasks t on t.id = a.task_id
           where a.id = any(${sql.param(chosen)}::bigint[]) and ${where}`)
      ).rows.map((r) => Number(r.id)),
    );
    const alongSet = new Set(along);
    const skipped: PickupAssigned['skipped'] = [];
    const moving = rows.filter((r) => {
      const why = still.has(r.id) || alongSet.has(r.id) ? unassignable(r) : '当前状态不可指派';
      if (why) skipped.push({ id: r.id, reason: why });
      return !why;
    });
    if (!moving.length) return { assigned: 0, skipped };
    const ids = moving.map((r) => r.id);
    const taskIds = moving.map((r) => r.task_id);
    await tx.execute(sql`
      update pickup_assignments set state = 'TAKING', picker_id = ${pickerId}, assigned_at = now(),
             version = version + 1, updated_at = now()
       where id = any(${sql.param(ids)}::bigint[])`);
    await tx.execute(sql`
      update pickup_tasks set line_state = 'TAKING', version = version + 1, updated_at = now()
       where id = any(${sql.param(taskIds)}::bigint[]) and line_state = 'WAITING_TAKING'`);
    const byOrder = new Map<string, number[]>();
    for (const r of moving.filter((m) => m.source === 'DAIFA'))
      byOrder.set(r.order_no, [...(byOrder.get(r.order_no) ?? []), Number(r.source_line_no)]);
    for (const [orderNo, lineNos] of byOrder)
      await batchLines(tx, orderNo, lineNos, `assign:${ids[0]}:${orderNo}:${Date.now()}`);
    const [picker] = (
      await tx.execute<{ name: string }>(
        sql`select coalesce(sub_username, username) as name from accounts where id = ${pickerId}`,
      )
    ).rows;
    await logTask(tx, taskIds, caller.tenantId, 'ASSIGNED', callerName(caller), {
      picker: picker?.name ?? '',
      pickerId,
    });
    return { assigned: ids.length, skipped };
  });
}

export const assignByIds = (db: Db, caller: Caller, ids: number[], pickerId: number) =>
  db.transaction(async (tx) => {
    await checkOwnIds(tx, caller.tenantId, ids);
    return assignInTx(tx, caller, pickerId, sql`a.id = any(${sql.param(ids)}::bigint[])`);
  });

/** 按区域指派: the day's open assignments in the chosen markets, floors and stalls (and 未归类). */
export function assignByArea(
  db: Db,
  caller: Caller,
  body: {
    day?: string | undefined;
    pickerId: number;
    marketIds: number[];
    floorIds: number[];
    supplierIds: number[];
    unmatched: boolean;
    reassign: boolean;
  },
) {
  const day = body.day ? sql`${body.day}::date` : shanghaiToday;
  const area = sql`(a.supplier_id in (select s.id from suppliers s where s.tenant_id = ${caller.tenantId}
                      and (s.market_id = any(${sql.param(body.marketIds)}::bigint[])
                        or s.floor_id = any(${sql.param(body.floorIds)}::bigint[])
                        or s.id = any(${sql.param(body.supplierIds)}::bigint[])))
                    ${body.unmatched ? sql`or a.supplier_id is null` : sql``})`;
  const states = body.reassign
    ? sql`(a.state = 'WAITING_ASSIGNED' or (a.state = 'TAKING' and a.reported_at is null))`
    : sql`a.state = 'WAITING_ASSIGNED'`;
  return db.transaction(async (tx) => {
    await checkOwnArea(tx, caller.tenantId, body);
    return assignInTx(
      tx,
      caller,
      body.pickerId,
      sql`a.day = ${day} and ${states} and not t.held and not t.closed and ${area}`,
    );
  });
}

/**
 * A move of the chosen assignments (the tenant's, else 40400): those `whyNot` lets through are moved in
 * one transaction, the others come back with why.
 */
function moveIds(
  db: Db,
  caller: Caller,
  ids: number[],
  whyNot: (r: Moving) => string | null,
  move: (tx: DbOrTx, moving: Moving[]) => Promise<void>,
): Promise<PickupAssigned> {
  return db.transaction(async (tx) => {
    await checkOwnIds(tx, caller.tenantId, ids);
    return withLocked(tx, caller.tenantId, sql`a.id = any(${sql.param(ids)}::bigint[])`, async (rows) => {
      const skipped: PickupAssigned['skipped'] = [];
      const moving = rows.filter((r) => {
        const why = whyNot(r);
        if (why) skipped.push({ id: r.id, reason: why });
        return !why;
      });
      if (moving.length) await move(tx, moving);
      return { assigned: moving.length, skipped };
    });
  });
}

const idsOf = (rows: Moving[], pick: (r: Moving) => number = (r) => r.id) => sql.param(rows.map(pick));

/** 停止拿货 by the manager (手动): open assignments stop; a dropship line tells its order (档口关闭's choices). */
export function stopByIds(db: Db, caller: Caller, ids: number[], remark: string | undefined) {
  return moveIds(
    db,
    caller,
    ids,
    (r) =>
      (r.state === 'WAITING_ASSIGNED' || r.state === 'TAKING') && !r.closed ? null : '当前状态不可停止拿货',
    async (tx, moving) => {
      await tx.execute(sql`
        update pickup_assignments set state = 'E_STOP_TAKING', reason = 'MANUAL', reported_at = now(),
               reported_by = ${caller.accountId}, version = version + 1, updated_at = now()
         where id = any(${idsOf(moving)}::bigint[])`);
      await tx.execute(sql`
        update pickup_tasks set line_state = 'E_STOP_TAKING', reason = 'MANUAL', version = version + 1, updated_at = now()
         where id = any(${idsOf(moving, (r) => r.task_id)}::bigint[])`);
      for (const r of moving.filter((m) => m.source === 'DAIFA'))
        await reportLine(
          tx,
          { orderNo: r.order_no, lineId: Number(r.source_id), lineNo: Number(r.source_line_no), attempt: 1 },
          { result: 'E_STOP_TAKING', reason: 'STALL_CLOSED' },
          `stop:${r.id}:${Date.now()}`,
        );
      const taskIds = moving.map((r) => r.task_id);
      await logTask(tx, taskIds, caller.tenantId, 'STOPPED', callerName(caller), { remark: remark ?? '' });
    },
  );
}

/**
 * 撤销停止: a manual stop back to 待指派. A dropship line's stop is its seller's to answer (异常订单:
 * 换档口 puts it back on the board), so those are skipped.
 */
export function revokeStopByIds(db: Db, caller: Caller, ids: number[]) {
  return moveIds(
    db,
    caller,
    ids,
    (r) =>
      r.state !== 'E_STOP_TAKING' || r.line_state !== 'E_STOP_TAKING'
        ? '只有停止拿货的任务可以撤销'
        : r.source === 'DAIFA'
          ? '代发订单的停止拿货请在异常订单中处理'
          : r.closed
            ? '来源订单已取消'
            : null,
    async (tx, moving) => {
      await tx.execute(sql`
        update pickup_assignments set state = 'WAITING_ASSIGNED', picker_id = null, reason = null, reported_at = null,
               reported_by = null, version = version + 1, updated_at = now()
         where id = any(${idsOf(moving)}::bigint[])`);
      await tx.execute(sql`
        update pickup_tasks set line_state = 'WAITING_TAKING', reason = null, version = version + 1, updated_at = now()
         where id = any(${idsOf(moving, (r) => r.task_id)}::bigint[])`);
      await logTask(
        tx,
        moving.map((r) => r.task_id),
        caller.tenantId,
        'STOP_REVOKED',
        callerName(caller),
      );
    },
  );
}
