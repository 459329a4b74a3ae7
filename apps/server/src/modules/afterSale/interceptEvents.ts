import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { FundsServices } from '../funds/fundsServices.ts';
import { refreshDerived, type DaifaOrderHead } from '../daifa/orders/daifaOrders.ts';
import { addCaseEvent, completeCaseLines, endCaseLines } from './afterSaleCases.ts';
import { refundLessFee } from './caseRefund.ts';
import { endAwaitedCase, type ReturnCase } from './returnCase.ts';
import { textOf } from './deskText.ts';

const SYSTEM = { accountId: null, operatorName: '仓库' };

const settle = (tx: DbOrTx, kase: ReturnCase, set: SQL) =>
  endAwaitedCase(tx, kase, sql`intercept_state = 'INTERCEPTING'`, set);

/**
 * The courier's answer to 已发货仅退款's interception, in the event's transaction (order, then case
 * locked). Brought back: the goods that went out are refunded to the balance (never more than the case
 * applied for), less 退货服务费 ¥2.00 a piece for walking them back to the stall (none for 发错货 /
 * 质量问题) — REFUNDING → COMPLETE. Not stopped: REFUSE with the courier's reason; the parcel reaches the
 * buyer and 转退货退款 opens a return on the same goods (`interceptToReturn.ts`). The 代发费 and the
 * freight were earned and spent either way.
 */
export async function interceptAnswered(
  tx: DbOrTx,
  funds: FundsServices,
  order: DaifaOrderHead,
  kase: ReturnCase,
  data: Record<string, unknown>,
) {
  if (data.intercepted !== true) {
    const why = `拦截失败：${textOf(data.reason) ?? '快递未能拦截'}`;
    await settle(tx, kase, sql`status = 'REFUSE', intercept_state = 'FAILED', problem_reason = ${why}`);
    await endCaseLines(tx, kase.id, order.id, 'REFUSE');
    await addCaseEvent(tx, kase.id, 'INTERCEPT_FAILED', { reason: why }, SYSTEM);
    return;
  }
  const lines = (
    await tx.execute<{ line_id: number; qty: number; price_fen: number }>(sql`
      select al.line_id, al.qty, l.price_fen
        from after_sale_lines al join daifa_order_lines l on l.id = al.line_id
       where al.after_sale_id = ${kase.id} and al.open`)
  ).rows.map((l) => ({
    lineId: Number(l.line_id),
    qty: Number(l.qty),
    fen: Number(l.qty) * Number(l.price_fen),
  }));
  const refund = Math.min(
    kase.appliedFen - kase.refundedFen,
    lines.reduce((s, l) => s + l.fen, 0),
  );
  const fee = await refundLessFee(tx, funds, order, kase, {
    refund,
    pieces: lines.reduce((s, l) => s + l.qty, 0),
    key: `aftersale:${kase.asNo}`,
    kind: '已发货仅退款',
    why: '快递拦截成功',
    feeWhat: '退货服务费（拦截退回）',
  });
  await completeCaseLines(
    tx,
    kase.id,
    lines.map((l) => ({ lineId: l.lineId, refundFen: l.fen })),
  );
  await settle(
    tx,
    kase,
    sql`status = 'COMPLETE', intercept_state = 'INTERCEPTED',
        refunded_fen = refunded_fen + ${refund}, fee_fen = fee_fen + ${fee}`,
  );
  await refreshDerived(tx, order.id);
  await addCaseEvent(tx, kase.id, 'INTERCEPTED', { waybillNo: textOf(data.waybillNo) }, SYSTEM);
  if (refund > 0)
    await addCaseEvent(tx, kase.id, 'REFUNDED', { fen: refund - fee, feeFen: fee, to: 'BALANCE' }, SYSTEM);
  await addCaseEvent(tx, kase.id, 'COMPLETED', {}, SYSTEM);
}
