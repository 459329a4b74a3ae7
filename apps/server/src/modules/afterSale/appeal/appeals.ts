import { sql } from 'drizzle-orm';
import { APPEAL_HOURS, ErrorCode } from '@oms/api-client';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { asDate } from '../../../db/rawRows.ts';
import { ApiError, conflict, notFound } from '../../../http/apiError.ts';
import type { FundsServices } from '../../funds/fundsServices.ts';
import { findOrder, refreshDerived } from '../../daifa/orders/daifaOrders.ts';
import { refundParts } from '../../daifa/payments/daifaPayments.ts';
import type { Who } from '../../daifa/payments/lineSettlement.ts';
import { addCaseEvent, afterSaleStateChanged, overCap } from '../afterSaleCases.ts';
import { lockCase, type ReturnCase } from '../returnCase.ts';

type AppealRecord = {
  id: number;
  as_no: string;
  order_no: string;
  account: string;
  state: string;
  reason: string;
  requested_fen: number;
  approved_fen: number | null;
  ops_note: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
  cap_fen: number;
  problem_reason: string | null;
};

const iso = (v: Date | string | null) => (v === null ? null : asDate(v).toISOString());

export const appealOf = (r: AppealRecord) => ({
  state: r.state,
  reason: r.reason,
  requestedFen: Number(r.requested_fen),
  approvedFen: r.approved_fen === null ? null : Number(r.approved_fen),
  opsNote: r.ops_note,
  createdAt: asDate(r.created_at).toISOString(),
  decidedAt: iso(r.decided_at),
});

const opsRowOf = (r: AppealRecord) => ({
  ...appealOf(r),
  id: Number(r.id),
  asNo: r.as_no,
  orderNo: r.order_no,
  account: r.account,
  capFen: Number(r.cap_fen),
  problemReason: r.problem_reason,
});

const APPEAL_SELECT = sql`
  select g.id, g.as_no, a.order_no, u.username as account, g.state, g.reason, g.requested_fen, g.approved_fen,
         g.ops_note, g.created_at, g.decided_at, a.applied_fen - a.refunded_fen as cap_fen, a.problem_reason
    from after_sale_appeals g join after_sales a on a.id = g.after_sale_id join accounts u on u.id = g.tenant_id`;

/** A case's 申诉, and until when one may still be made (已拒绝 within 72 h, none yet). */
export async function appealOfCase(db: DbOrTx, afterSaleId: number) {
  const r = await db.execute<AppealRecord>(sql`${APPEAL_SELECT} where g.after_sale_id = ${afterSaleId}`);
  const kase = await db.execute<{
    status: string;
    completed_at: Date | string | null;
    intercept_state: string | null;
  }>(sql`select status, completed_at, intercept_state from after_sales where id = ${afterSaleId}`);
  const k = kase.rows[0];
  // a failed interception is nobody's refusal to appeal: 转退货退款 is its way on
  const before =
    !r.rows[0] && k?.status === 'REFUSE' && k.completed_at && !k.intercept_state
      ? new Date(asDate(k.completed_at).getTime() + APPEAL_HOURS * 3_600_000)
      : null;
  return {
    appeal: r.rows[0] ? appealOf(r.rows[0]) : null,
    appealBefore: before && before.getTime() > Date.now() ? before.toISOString() : null,
  };
}

const capOf = (kase: ReturnCase) => kase.appliedFen - kase.refundedFen;

/** 申诉 on a case that ended 已拒绝: once, within 72 hours, for at most what it may still refund. */
export async function applyAppeal(
  tx: DbOrTx,
  input: { tenantId: number; asNo: string; reason: string; fen: number; who: Who },
) {
  const kase = await lockCase(tx, input.asNo, input.tenantId);
  if (!kase) throw notFound('售后单不存在');
  if (kase.status !== 'REFUSE') throw conflict('只有已拒绝的售后可以申诉');
  if (kase.interceptState) throw conflict('拦截失败的售后不能申诉，请转退货退款');
  const { appeal, appealBefore } = await appealOfCase(tx, kase.id);
  if (appeal) throw conflict('该售后已申诉，每个售后只能申诉一次');
  if (!appealBefore)
    throw new ApiError(
      ErrorCode.AFTER_SALE_APPEAL_EXPIRED,
      `已超过申诉期限（售后拒绝后${APPEAL_HOURS}小时内）`,
    );
  if (input.fen > capOf(kase)) throw overCap(capOf(kase));
  await tx.execute(sql`
    insert into after_sale_appeals (tenant_id, after_sale_id, as_no, reason, requested_fen, operator_name)
    values (${input.tenantId}, ${kase.id}, ${kase.asNo}, ${input.reason}, ${input.fen}, ${input.who.operatorName})`);
  await addCaseEvent(tx, kase.id, 'APPEAL_SUBMITTED', { fen: input.fen, reason: input.reason }, input.who);
  return (await appealOfCase(tx, kase.id)).appeal!;
}

/** 申诉审核: the pending ones, oldest first. */
export async function pendingAppeals(db: DbOrTx) {
  const r = await db.execute<AppealRecord>(
    sql`${APPEAL_SELECT} where g.state = 'PENDING' order by g.created_at, g.id limit 200`,
  );
  return { rows: r.rows.map(opsRowOf) };
}

/** The appeal locked, then its case's order and the case (as every money path takes them). */
async function lockAppeal(tx: DbOrTx, id: number) {
  const r = await tx.execute<{ as_no: string; state: string; tenant_id: number }>(
    sql`select as_no, state, tenant_id from after_sale_appeals where id = ${id} for update`,
  );
  const appeal = r.rows[0];
  if (!appeal) throw notFound('申诉不存在');
  if (appeal.state !== 'PENDING') throw conflict('申诉已处理');
  const kase = await lockCase(tx, appeal.as_no, null);
  if (kase?.status !== 'REFUSE') throw afterSaleStateChanged();
  return { appeal, kase };
}

/**
 * Granted: the amount back to the balance as an APPEAL bill on the order (`aftersale:{SH}:appeal:*`,
 * counted in its refunded total), the case 已拒绝 → 已完成 with its lines.
 */
export async function approveAppeal(
  db: Db,
  funds: FundsServices,
  id: number,
  input: { fen: number; note?: string | undefined },
  opsName: string,
) {
  return db.transaction(async (tx) => {
    const { kase } = await lockAppeal(tx, id);
    if (input.fen > capOf(kase)) throw overCap(capOf(kase));
    const order = await findOrder(tx, kase.tenantId, kase.orderNo);
    if (!order) throw notFound('订单不存在');
    const who = { accountId: null, operatorName: `平台 ${opsName}` };
    await refundParts(
      tx,
      funds,
      order,
      [{ itemType: 'ORDER', fen: input.fen }],
      { ...who, reason: `${kase.asNo}：申诉成功`, billType: 'APPEAL' },
      `aftersale:${kase.asNo}:appeal`,
      '申诉',
    );
    const moved = await tx.execute(sql`
      update after_sales set status = 'COMPLETE', refunded_fen = refunded_fen + ${input.fen},
             completed_at = now(), updated_at = now(), version = version + 1
       where id = ${kase.id} and status = 'REFUSE' and version = ${kase.version}`);
    if (moved.rowCount !== 1) throw afterSaleStateChanged();
    await tx.execute(sql`
      update daifa_order_lines l set after_sale_state = 'COMPLETE'
        from after_sale_lines al
       where al.after_sale_id = ${kase.id} and l.id = al.line_id and l.after_sale_state = 'REFUSE'`);
    await tx.execute(sql`
      update after_sale_appeals set state = 'APPROVED', approved_fen = ${input.fen}, ops_note = ${input.note ?? null},
             ops_name = ${opsName}, decided_at = now()
       where id = ${id}`);
    await refreshDerived(tx, order.id);
    await addCaseEvent(tx, kase.id, 'APPEAL_APPROVED', { fen: input.fen, note: input.note ?? null }, who);
    await addCaseEvent(tx, kase.id, 'REFUNDED', { fen: input.fen, to: 'BALANCE' }, who);
    await addCaseEvent(tx, kase.id, 'COMPLETED', {}, who);
    const r = await tx.execute<AppealRecord>(sql`${APPEAL_SELECT} where g.id = ${id}`);
    return opsRowOf(r.rows[0]!);
  });
}

/** Rejected with a reason: the case stays 已拒绝, and cannot be appealed again. */
export async function rejectAppeal(db: Db, id: number, note: string, opsName: string) {
  return db.transaction(async (tx) => {
    const { kase } = await lockAppeal(tx, id);
    await tx.execute(sql`
      update after_sale_appeals set state = 'REJECTED', ops_note = ${note}, ops_name = ${opsName}, decided_at = now()
       where id = ${id}`);
    await addCaseEvent(
      tx,
      kase.id,
      'APPEAL_REJECTED',
      { note },
      { accountId: null, operatorName: `平台 ${opsName}` },
    );
    const r = await tx.execute<AppealRecord>(sql`${APPEAL_SELECT} where g.id = ${id}`);
    return opsRowOf(r.rows[0]!);
  });
}
