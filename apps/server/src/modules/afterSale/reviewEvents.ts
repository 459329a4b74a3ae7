import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { FundsServices } from '../funds/fundsServices.ts';
import { refreshDerived, type DaifaOrderHead } from '../daifa/orders/daifaOrders.ts';
import { refundParts } from '../daifa/payments/daifaPayments.ts';
import { addCaseEvent, completeCaseLines, endCaseLines } from './afterSaleCases.ts';
import { endAwaitedCase, type ReturnCase } from './returnCase.ts';
import { textOf } from './deskText.ts';

const SYSTEM = { accountId: null, operatorName: '仓库' };

const settle = (tx: DbOrTx, kase: ReturnCase, set: SQL) =>
  endAwaitedCase(tx, kase, sql`review_state = 'REVIEWING'`, set);

/**
 * The desk's finding on 价保 or 补寄, in the event's transaction (order, then case locked). Refused:
 * REFUSE with its reason (申诉 within 72 h as for any refusal). 价保 granted: the fen the stall gives
 * (never more than asked) to the balance under `aftersale:{SH}:ORDER`, no fee. 补寄 granted: the missing
 * pieces shipped to the buyer (`reship_*`), nothing charged — the warehouse packed short. Either way the
 * lines end COMPLETE and take no other case: a return after 价保 would refund the old price.
 */
export async function reviewAnswered(
  tx: DbOrTx,
  funds: FundsServices,
  order: DaifaOrderHead,
  kase: ReturnCase,
  data: Record<string, unknown>,
) {
  const price = kase.type === 'ELSE_PRICE_PROTECTION';
  if (data.approved !== true) {
    const why = `核实未通过：${textOf(data.reason) ?? (price ? '档口不同意价保' : '不予补寄')}`;
    await settle(tx, kase, sql`status = 'REFUSE', review_state = 'REFUSED', problem_reason = ${why}`);
    await endCaseLines(tx, kase.id, order.id, 'REFUSE');
    await addCaseEvent(tx, kase.id, 'REVIEW_REFUSED', { reason: why }, SYSTEM);
    return;
  }
  const granted = Number(data.fen);
  const fen = price
    ? Math.max(0, Math.min(kase.appliedFen - kase.refundedFen, Number.isSafeInteger(granted) ? granted : 0))
    : 0;
  if (fen > 0)
    await refundParts(
      tx,
      funds,
      order,
      [{ itemType: 'ORDER', fen }],
      { accountId: null, operatorName: '系统', reason: `${kase.asNo}：档口同意价保` },
      `aftersale:${kase.asNo}`,
      '价保',
    );
  const reship = (data.reship ?? {}) as Record<string, unknown>;
  const shipped = price ? null : { waybillNo: textOf(reship.waybillNo), courier: textOf(reship.courier) };
  // 价保's fen across its lines by their goods, the last taking what rounding leaves
  const lines = (
    await tx.execute<{ line_id: number; goods: number; qty: number }>(sql`
      select al.line_id, l.took_qty * l.price_fen as goods, al.qty
        from after_sale_lines al join daifa_order_lines l on l.id = al.line_id
       where al.after_sale_id = ${kase.id} order by al.line_no`)
  ).rows.map((l) => ({ lineId: Number(l.line_id), goods: Number(l.goods), qty: Number(l.qty) }));
  const total = lines.reduce((s, l) => s + l.goods, 0);
  let left = fen;
  const shares = lines.map((l, k) => {
    const share = k === lines.length - 1 ? left : total ? Math.floor((fen * l.goods) / total) : 0;
    left -= share;
    return { lineId: l.lineId, refundFen: share };
  });
  await completeCaseLines(tx, kase.id, shares);
  await settle(
    tx,
    kase,
    sql`status = 'COMPLETE', review_state = 'APPROVED', refunded_fen = refunded_fen + ${fen}
        ${shipped ? sql`, reship_waybill_no = ${shipped.waybillNo}, reship_courier = ${shipped.courier}, reshipped_at = now()` : sql``}`,
  );
  await refreshDerived(tx, order.id);
  if (price) {
    await addCaseEvent(tx, kase.id, 'PRICE_PROTECTED', { fen, asked: kase.appliedFen }, SYSTEM);
    if (fen > 0) await addCaseEvent(tx, kase.id, 'REFUNDED', { fen, feeFen: 0, to: 'BALANCE' }, SYSTEM);
  } else {
    await addCaseEvent(
      tx,
      kase.id,
      'RESHIPPED',
      { ...shipped, pieces: lines.reduce((sum, l) => sum + l.qty, 0), service: '补寄' },
      SYSTEM,
    );
  }
  await addCaseEvent(tx, kase.id, 'COMPLETED', {}, SYSTEM);
}
