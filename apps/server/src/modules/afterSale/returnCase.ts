import { sql, type SQL } from 'drizzle-orm';
import { ErrorCode } from '@oms/api-client';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ApiError, conflict, notFound } from '../../http/apiError.ts';
import type { ReturnsGateway } from '../daifa/gateways/returnsGateway.ts';
import type { Who } from '../daifa/payments/lineSettlement.ts';
import { addCaseEvent, afterSaleStateChanged, endCaseLines } from './afterSaleCases.ts';
import { DeskUnreachable } from './deskUnreachable.ts';

/** A case as its return's actions read it, locked. */
export interface ReturnCase {
  id: number;
  asNo: string;
  orderId: number;
  orderNo: string;
  tenantId: number;
  type: string;
  status: string;
  returnState: string | null;
  returnWaybillNo: string | null;
  version: number;
  /** The desk's last event applied. */
  returnsSeq: number;
  reason: string;
  appliedFen: number;
  refundedFen: number;
  /** 1 once its refused pieces went to the stall again (重新退档口). */
  rereturns: number;
  /** 协商退款 asked (once a case), and the stall's standing offer. */
  negotiatedAt: Date | null;
  offerFen: number | null;
  /** 已发货仅退款's interception: INTERCEPTING, INTERCEPTED, FAILED; null for other types. */
  interceptState: string | null;
  /** 转退货退款: the return opened after the interception failed. */
  nextAsNo: string | null;
  /** 价保 / 补寄: REVIEWING, APPROVED, REFUSED; null for other types. */
  reviewState: string | null;
}

/**
 * The case locked for a change — its order first, as every money path and the desk's hook lock them
 * (order, then case), so a 撤销 and an event of the same case cannot wait on each other.
 */
export async function lockCase(
  tx: DbOrTx,
  asNo: string,
  tenantId: number | null,
): Promise<ReturnCase | null> {
  await tx.execute(sql`
    select 1 from daifa_orders
     where id = (select order_id from after_sales
                  where as_no = ${asNo} ${tenantId === null ? sql`` : sql`and tenant_id = ${tenantId}`})
       for update`);
  const r = await tx.execute<Record<string, unknown>>(sql`
    select id, as_no, order_id, order_no, tenant_id, type, status, return_state, return_waybill_no, version,
           returns_seq, reason, applied_fen, refunded_fen, rereturns, negotiated_at, offer_fen,
           intercept_state, next_as_no, review_state
      from after_sales
     where as_no = ${asNo} ${tenantId === null ? sql`` : sql`and tenant_id = ${tenantId}`}
     for update`);
  const c = r.rows[0];
  if (!c) return null;
  return {
    id: Number(c.id),
    asNo: String(c.as_no),
    orderId: Number(c.order_id),
    orderNo: String(c.order_no),
    tenantId: Number(c.tenant_id),
    type: String(c.type),
    status: String(c.status),
    returnState: (c.return_state as string | null) ?? null,
    returnWaybillNo: (c.return_waybill_no as string | null) ?? null,
    version: Number(c.version),
    returnsSeq: Number(c.returns_seq),
    reason: String(c.reason),
    appliedFen: Number(c.applied_fen),
    refundedFen: Number(c.refunded_fen),
    rereturns: Number(c.rereturns),
    negotiatedAt: c.negotiated_at ? new Date(c.negotiated_at as string) : null,
    offerFen: c.offer_fen === null ? null : Number(c.offer_fen),
    interceptState: (c.intercept_state as string | null) ?? null,
    nextAsNo: (c.next_as_no as string | null) ?? null,
    reviewState: (c.review_state as string | null) ?? null,
  };
}

/** Still waiting for the buyer's parcel: the only time a return may be given a waybill or called off. */
export const awaitingParcel = (c: ReturnCase) =>
  c.status === 'GOODS_RETURNING' && c.returnState === 'WAIT_SIGNED';

export function whyNotAwaiting(c: ReturnCase, doing: string) {
  if (c.status === 'COMPLETE' || c.status === 'CLOSE' || c.status === 'REFUSE') return conflict('售后已结束');
  if (c.interceptState === 'INTERCEPTING') return conflict(`快递拦截中，不能${doing}`);
  if (c.reviewState === 'REVIEWING') return conflict(`仓库核实中，不能${doing}`);
  if (c.returnState === null) return conflict(`该售后无需退货，不能${doing}`);
  return conflict(`退货包裹已签收，不能${doing}`);
}

const changed = (c: ReturnCase, status: string, returnState: string | null) => ({
  asNo: c.asNo,
  status,
  returnState,
});

/** The case's return waybill (one case a number: another's is 44005); the 3-day deadline is lifted. */
export async function setReturnWaybill(tx: DbOrTx, kase: ReturnCase, waybillNo: string, courier: string) {
  try {
    await tx.execute(sql`
      update after_sales
         set return_waybill_no = ${waybillNo}, return_courier = ${courier},
             waybill_due_at = null, updated_at = now(), version = version + 1
       where id = ${kase.id} and version = ${kase.version}`);
  } catch (e) {
    if (isUniqueViolation(e))
      throw new ApiError(ErrorCode.RETURN_WAYBILL_INVALID, '该退货单号已被其他售后使用');
    throw e;
  }
}

/** 填写退货单号: the waybill goes to the desk; the 3-day deadline is lifted. */
export async function giveReturnWaybill(
  tx: DbOrTx,
  returns: ReturnsGateway,
  input: { tenantId: number; asNo: string; waybillNo: string; courier: string; who: Who },
) {
  const kase = await lockCase(tx, input.asNo, input.tenantId);
  if (!kase) throw notFound('售后单不存在');
  if (!awaitingParcel(kase)) throw whyNotAwaiting(kase, '修改退货单号');
  if (kase.returnWaybillNo === input.waybillNo) return changed(kase, kase.status, kase.returnState);
  await setReturnWaybill(tx, kase, input.waybillNo, input.courier);
  const desk = await returns.giveWaybill(kase.asNo, input.waybillNo, input.courier);
  if (desk.outcome === 'UNREACHABLE') throw new DeskUnreachable('退货单号未保存');
  if (desk.outcome === 'REFUSED') throw conflict('退货包裹已签收，不能修改退货单号');
  if (desk.outcome === 'UNKNOWN_ORDER') throw new Error(`returns desk does not know ${kase.asNo}`);
  await addCaseEvent(
    tx,
    kase.id,
    'RETURN_WAYBILL',
    { waybillNo: input.waybillNo, courier: input.courier, before: kase.returnWaybillNo },
    input.who,
  );
  return changed(kase, kase.status, kase.returnState);
}

/** GOODS_RETURNING → CLOSE (compare-and-set): nothing was refunded; the lines are free for another case. */
async function closeCase(tx: DbOrTx, kase: ReturnCase, why: 'CANCELED' | 'NO_WAYBILL', who: Who) {
  const r = await tx.execute(sql`
    update after_sales
       set status = 'CLOSE', waybill_due_at = null, completed_at = now(), updated_at = now(),
           version = version + 1
     where id = ${kase.id} and status = 'GOODS_RETURNING' and version = ${kase.version}`);
  if (r.rowCount !== 1) throw afterSaleStateChanged();
  await endCaseLines(tx, kase.id, kase.orderId, 'CLOSE');
  await addCaseEvent(tx, kase.id, 'CLOSED', { why }, who);
}

/** The desk is told first: a parcel it has signed for meanwhile keeps the case open. */
async function callOff(returns: ReturnsGateway, kase: ReturnCase) {
  const desk = await returns.cancel(kase.asNo);
  if (desk.outcome === 'UNREACHABLE') throw new DeskUnreachable('未撤销');
  if (desk.outcome === 'REFUSED') throw conflict('退货包裹已签收，不能撤销');
}

/** 撤销申请: only while the parcel has not arrived. */
export async function cancelReturnCase(
  tx: DbOrTx,
  returns: ReturnsGateway,
  input: { tenantId: number; asNo: string; who: Who },
) {
  const kase = await lockCase(tx, input.asNo, input.tenantId);
  if (!kase) throw notFound('售后单不存在');
  if (kase.status === 'CLOSE') return changed(kase, 'CLOSE', kase.returnState);
  if (!awaitingParcel(kase)) throw whyNotAwaiting(kase, '撤销');
  await callOff(returns, kase);
  await closeCase(tx, kase, 'CANCELED', input.who);
  return changed(kase, 'CLOSE', kase.returnState);
}

/** 3天内未填写退货单号将自动关闭: each due case in its own transaction; one the desk cannot be told about waits. */
export async function closeReturnsWithoutWaybill(
  db: Db,
  returns: ReturnsGateway,
  limit = 200,
): Promise<number> {
  const due = await db.execute<{ as_no: string }>(sql`
    select as_no from after_sales
     where status = 'GOODS_RETURNING' and return_waybill_no is null and waybill_due_at < now()
     order by waybill_due_at limit ${limit}`);
  let closed = 0;
  for (const row of due.rows) {
    const done = await db
      .transaction(async (tx) => {
        const kase = await lockCase(tx, row.as_no, null);
        if (!kase || !awaitingParcel(kase) || kase.returnWaybillNo) return false;
        await callOff(returns, kase);
        await closeCase(tx, kase, 'NO_WAYBILL', { accountId: null, operatorName: '系统' });
        return true;
      })
      .catch(() => false);
    if (done) closed++;
  }
  return closed;
}

/** The case's status and 退货物流 move together, by compare-and-set on the version read under the lock. */
export async function moveCase(
  tx: DbOrTx,
  kase: ReturnCase,
  status: string,
  returnState: string,
  extra = sql``,
  ended = false,
) {
  const r = await tx.execute(sql`
    update after_sales
       set status = ${status}, return_state = ${returnState}, updated_at = now(), version = version + 1
           ${ended ? sql`, completed_at = now()` : sql``} ${extra}
     where id = ${kase.id} and version = ${kase.version}`);
  if (r.rowCount !== 1) throw new Error(`after-sale ${kase.asNo} changed under its lock`);
  kase.version++;
}

/**
 * A REFUNDING case the desk was asked about (拦截中, 仓库核实中) ends with its answer: compare-and-set on
 * the stage it waited in and the version read under its lock.
 */
export async function endAwaitedCase(tx: DbOrTx, kase: ReturnCase, waitingIn: SQL, set: SQL) {
  const r = await tx.execute(sql`
    update after_sales set ${set}, completed_at = now(), updated_at = now(), version = version + 1
     where id = ${kase.id} and status = 'REFUNDING' and ${waitingIn} and version = ${kase.version}`);
  if (r.rowCount !== 1) throw new Error(`after-sale ${kase.asNo} changed under its lock`);
  kase.version++;
}
