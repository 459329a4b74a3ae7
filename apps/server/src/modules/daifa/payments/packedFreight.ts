import { yuanText } from '@oms/api-client';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { FundsServices } from '../../funds/fundsServices.ts';
import { LedgerLimitError } from '../../funds/ledger/ledger.ts';
import { requestReplenish } from '../../funds/payments/replenish.ts';
import { refundParts } from './daifaPayments.ts';
import { addEvent, refreshDerived, type DaifaOrderHead } from '../orders/daifaOrders.ts';
import { FREIGHT_TOP_UP_LIMIT_FEN, freightFen } from '../placement/fees.ts';

const SYSTEM = { accountId: null, operatorName: '系统' };

/**
 * The parcel weighed at packing, priced by the rule the order was quoted: lighter → the difference back
 * to the balance; heavier by up to ¥10 → taken from the balance (补款, 快递费); more, or the balance short
 * → a 补款 (运费变更) the seller pays within 48 h. Each once per order (keys `daifa-freight:{no}`).
 */
export async function settlePackedFreight(
  tx: DbOrTx,
  funds: FundsServices,
  order: DaifaOrderHead,
  weightG: number,
) {
  const r = await tx.execute<{ first_kg_fen: number; extra_kg_fen: number; fee_rule_id: number | null }>(sql`
    select c.first_kg_fen, c.extra_kg_fen, o.fee_rule_id from daifa_orders o
      join courier_fee_rules c on c.id = o.fee_rule_id where o.id = ${order.id}`);
  const rule = r.rows[0];
  if (!rule) return;
  const due = freightFen(
    { firstKgFen: Number(rule.first_kg_fen), extraKgFen: Number(rule.extra_kg_fen) },
    weightG,
  );
  const diff = due - order.freightFen;
  if (diff === 0) return;
  if (diff < 0) {
    await refundParts(
      tx,
      funds,
      order,
      [{ itemType: 'FREIGHT', fen: -diff }],
      { ...SYSTEM, reason: `实重 ${weightG} 克，运费多收 ${yuanText(-diff)} 退回` },
      `daifa-freight:${order.orderNo}`,
      '运费变更',
      'freight_fen',
    );
    return;
  }
  if (diff <= FREIGHT_TOP_UP_LIMIT_FEN) {
    try {
      await topUpFreight(tx, funds, order, diff, {
        memo: `运费变更：实重 ${weightG} 克`,
        idempotencyKey: `daifa-freight:${order.orderNo}:TOP_UP`,
        operator: { id: null, name: '系统' },
      });
      await addEvent(tx, order.id, { type: 'FREIGHT_TOPPED_UP', params: { fen: diff, weightG } });
      return;
    } catch (e) {
      // the balance is short: the seller pays it as a 补款 instead
      if (!(e instanceof LedgerLimitError)) throw e;
    }
  }
  const asked = await requestReplenish(tx, {
    tenantId: order.tenantId,
    orderNo: order.orderNo,
    goods: [],
    reason: 'FREIGHT_CHANGED',
    originalFen: order.freightFen,
    currentFen: due,
    amountFen: diff,
  });
  await tx.execute(sql`
    update daifa_orders set flags = array_append(array_remove(flags, 'WAIT_REPLENISH'), 'WAIT_REPLENISH')
     where id = ${order.id}`);
  await addEvent(tx, order.id, {
    type: 'FREIGHT_REPLENISH',
    params: { fen: diff, weightG, replenishNo: asked.replenishNo },
  });
  await refreshDerived(tx, order.id);
}

/**
 * Freight owed on top of what was paid, taken from the balance (补款, 快递费) and added to the order's
 * freight; a short balance throws `LedgerLimitError` with nothing written.
 */
export async function topUpFreight(
  tx: DbOrTx,
  funds: FundsServices,
  order: Pick<DaifaOrderHead, 'id' | 'tenantId' | 'orderNo'>,
  fen: number,
  input: { memo: string; idempotencyKey: string; operator: { id: number | null; name: string } },
) {
  await funds.ledger.post(tx, {
    tenantId: order.tenantId,
    billType: 'REPLENISH',
    direction: 'OUT',
    document: { kind: 'DAIFA_ORDER', no: order.orderNo },
    payMethod: 'BALANCE',
    itemType: 'FREIGHT',
    operator: input.operator,
    memo: input.memo,
    idempotencyKey: input.idempotencyKey,
    entries: [
      { account: 'available', fen: -fen, itemType: 'FREIGHT' },
      { account: 'revenue', fen, itemType: 'FREIGHT' },
    ],
  });
  await tx.execute(sql`update daifa_orders set freight_fen = freight_fen + ${fen} where id = ${order.id}`);
}
