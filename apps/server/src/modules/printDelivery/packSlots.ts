import { sql } from 'drizzle-orm';
import {
  ErrorCode,
  type PackOrderRequest,
  type PackScanRequest,
  type PackScanResult,
  type PackSlot,
  type PackSlots,
} from '@oms/api-client';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ApiError, notFound } from '../../http/apiError.ts';
import type { Caller } from '../../http/caller.ts';
import type { CourierGateway } from '../daifa/gateways/courierGateway.ts';
import { iso } from '../../db/rawRows.ts';
import { houdaoOf, waybillRefusal } from './houdao.ts';
import { printWaybills } from './waybills.ts';

/** 格口 on the packing wall: numbered from 1, the lowest free one taken first. */
export const PACK_SLOT_CAPACITY = 200;

/** Frees the order's slot and forgets its scans (its parcel was made, or its pieces taken out). */
export async function releaseSlot(db: DbOrTx, orderId: number): Promise<number | null> {
  const r = await db.execute<{ slot_no: number }>(sql`
    with scans as (delete from pack_scans where order_id = ${orderId})
    delete from pack_slots where order_id = ${orderId} returning slot_no`);
  return r.rows[0] ? Number(r.rows[0].slot_no) : null;
}

type SlotRow = {
  slot_no: number;
  order_no: string;
  status: string;
  opened_at: Date | string;
  lines: PackSlot['lines'];
};

/** The held slots (or the one of an order) with each line's pieces taken and scanned. */
async function slotsOf(db: DbOrTx, tenantId: number, orderId: number | null): Promise<PackSlot[]> {
  const r = await db.execute<SlotRow & Record<string, unknown>>(sql`
    select s.slot_no, o.order_no, o.status, s.opened_at,
           coalesce((select json_agg(json_build_object(
                      'takeCode', t.take_code, 'articleNo', t.article_no, 'color', t.color, 'size', t.size,
                      'took', t.took_qty, 'qty', t.qty,
                      'scanned', (select count(*)::int from pack_scans p where p.task_id = t.id))
                      order by t.source_line_no)
                       from pickup_tasks t join daifa_order_lines l on l.id = t.source_id
                      where t.order_no = o.order_no and t.source = 'DAIFA' and not l.canceled), '[]'::json) as lines
      from pack_slots s join daifa_orders o on o.id = s.order_id
     where s.tenant_id = ${tenantId} ${orderId === null ? sql`` : sql`and s.order_id = ${orderId}`}
     order by s.slot_no`);
  return r.rows.map((row) => {
    const lines = row.lines;
    const inHand = row.status === 'WAITING_DELIVERING';
    const scanned = lines.reduce((n, l) => n + l.scanned, 0);
    // in hand: every piece taken is all there is; still taking: the order's pieces are the target
    const pieces = lines.reduce((n, l) => n + (inHand ? l.took : Math.max(l.took, l.qty)), 0);
    return {
      slotNo: Number(row.slot_no),
      orderNo: row.order_no,
      status: row.status,
      scanned,
      pieces,
      complete: inHand && pieces > 0 && scanned === pieces,
      lines,
      openedAt: iso(row.opened_at)!,
    };
  });
}

export async function packSlots(db: Db, caller: Caller): Promise<PackSlots> {
  return { slots: await slotsOf(db, caller.tenantId, null), capacity: PACK_SLOT_CAPACITY };
}

/** The lowest free slot, under the tenant's lock (two benches never take one slot). */
async function openSlot(tx: DbOrTx, caller: Caller, orderId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pack-slots'), ${caller.tenantId}::int)`);
  const free = await tx.execute<{ n: number }>(sql`
    select n from generate_series(1, ${PACK_SLOT_CAPACITY}) n
     where not exists (select 1 from pack_slots s where s.tenant_id = ${caller.tenantId} and s.slot_no = n)
     order by n limit 1`);
  const n = free.rows[0]?.n;
  if (n === undefined)
    throw new ApiError(ErrorCode.PICKUP_STATE, `格口已满（${PACK_SLOT_CAPACITY}个），请先处理已扫齐的订单`);
  await tx.execute(sql`
    insert into pack_slots (tenant_id, slot_no, order_id, opened_by)
    values (${caller.tenantId}, ${n}, ${orderId}, ${caller.accountId})`);
}

/**
 * Prints a complete slot's waybill and frees it; a refusal (the courier's, the order's) leaves the
 * pieces where they are, with the reason.
 */
async function printSlot(
  db: Db,
  courier: CourierGateway,
  caller: Caller,
  orderId: number,
  slot: PackSlot,
  courierCode: PackOrderRequest['courierCode'],
): Promise<PackScanResult> {
  const printed = await printWaybills(db, courier, caller, {
    orderNos: [slot.orderNo],
    ...(courierCode ? { courierCode } : {}),
  });
  const label = printed.labels[0];
  if (!label)
    return { slot, complete: true, label: null, houdao: null, failure: printed.failed[0]?.reason ?? null };
  const houdao = await houdaoOf(db, slot.orderNo, slot.slotNo, label);
  await releaseSlot(db, orderId);
  return { slot, complete: true, label, houdao, failure: null };
}

/**
 * 多件合打: a piece, by its line's 取货码, into its order's slot (the lowest free one at its first
 * piece). A line takes as many scans as pieces were taken of it. The order's row is locked for the
 * count, so two benches scanning its pieces at once count each once. The last piece of an order in
 * hand prints its waybill (outside the transaction: the courier is asked) and frees the slot.
 */
export async function packScan(
  db: Db,
  courier: CourierGateway,
  caller: Caller,
  body: PackScanRequest,
): Promise<PackScanResult> {
  const { orderId, slot } = await db.transaction(async (tx) => {
    const found = await tx.execute<{ task_id: number; took_qty: number; order_id: number }>(sql`
      select t.id as task_id, t.took_qty, o.id as order_id
        from pickup_tasks t join daifa_orders o on o.order_no = t.order_no and o.tenant_id = t.tenant_id
       where t.tenant_id = ${caller.tenantId} and t.take_code = ${body.code} and t.source = 'DAIFA'`);
    const task = found.rows[0];
    if (!task) throw notFound('未找到该取货码对应的代发订单');
    const orderId = Number(task.order_id);
    const order = await tx.execute<{ status: string; waybill_no: string | null }>(sql`
      select status, waybill_no from daifa_orders where id = ${orderId} for update`);
    const { status, waybill_no: waybillNo } = order.rows[0]!;
    if (status === 'CANCELED') throw new ApiError(ErrorCode.PICKUP_STATE, '订单已取消，请将商品放入退货区');
    if (status === 'DELIVERED' || status === 'FINISHED')
      throw new ApiError(ErrorCode.PICKUP_STATE, '订单已发货，请检查商品');
    if (waybillNo) throw new ApiError(ErrorCode.PICKUP_STATE, `订单已有运单号 ${waybillNo}，无需合打`);
    const scanned = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from pack_scans where task_id = ${task.task_id}`,
    );
    const n = Number(scanned.rows[0]!.n);
    const took = Number(task.took_qty);
    if (n >= took)
      throw new ApiError(
        ErrorCode.PICKUP_STATE,
        took === 0 ? '该款还没有拿到货' : `该款已扫齐（${n}/${took}件），请检查是否重复扫描`,
      );
    const held = await tx.execute(sql`select 1 from pack_slots where order_id = ${orderId}`);
    if (!held.rowCount) await openSlot(tx, caller, orderId);
    await tx.execute(sql`
      insert into pack_scans (tenant_id, order_id, task_id, scanned_by)
      values (${caller.tenantId}, ${orderId}, ${task.task_id}, ${caller.accountId})`);
    return { orderId, slot: (await slotsOf(tx, caller.tenantId, orderId))[0]! };
  });
  if (!slot.complete) return { slot, complete: false, label: null, houdao: null, failure: null };
  return printSlot(db, courier, caller, orderId, slot, body.courierCode);
}

async function heldSlot(db: Db, caller: Caller, orderNo: string) {
  const r = await db.execute<{ order_id: number }>(sql`
    select s.order_id from pack_slots s join daifa_orders o on o.id = s.order_id
     where s.tenant_id = ${caller.tenantId} and o.order_no = ${orderNo}`);
  const orderId = r.rows[0] ? Number(r.rows[0].order_id) : null;
  if (orderId === null) throw notFound('该订单不在格口中');
  return { orderId, slot: (await slotsOf(db, caller.tenantId, orderId))[0]! };
}

/**
 * 打印: a complete slot's waybill (its last scan's was refused: the courier, the address), or a packed
 * order's again (the printer jammed) — counted as a reprint.
 */
export async function packPrint(
  db: Db,
  courier: CourierGateway,
  caller: Caller,
  body: PackOrderRequest,
): Promise<PackScanResult> {
  const packed = await db.execute<{ id: number }>(sql`
    select o.id from daifa_orders o join own_waybills w on w.order_id = o.id
     where o.tenant_id = ${caller.tenantId} and o.order_no = ${body.orderNo}
       and not exists (select 1 from pack_slots s where s.order_id = o.id)`);
  if (packed.rows[0]) {
    const printed = await printWaybills(db, courier, caller, { orderNos: [body.orderNo] });
    const label = printed.labels[0];
    if (!label) throw waybillRefusal(printed.failed[0]?.reason ?? '订单不存在');
    const houdao = await houdaoOf(db, body.orderNo, null, label);
    return { slot: null, complete: true, label, houdao, failure: null };
  }
  const { orderId, slot } = await heldSlot(db, caller, body.orderNo);
  if (!slot.complete)
    throw new ApiError(ErrorCode.PICKUP_STATE, `还差 ${slot.pieces - slot.scanned} 件未扫描，不能打印`);
  const result = await printSlot(db, courier, caller, orderId, slot, body.courierCode);
  if (result.failure) throw waybillRefusal(result.failure);
  return result;
}

/** 清空格口: the order's pieces taken out of its slot (scanned into the wrong one, or sent back). */
export async function packClear(db: Db, caller: Caller, orderNo: string) {
  const { orderId } = await heldSlot(db, caller, orderNo);
  const slotNo = await releaseSlot(db, orderId);
  if (slotNo === null) throw notFound('该订单不在格口中');
  return { orderNo, slotNo };
}
