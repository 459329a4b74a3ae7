import { bookPaidRecharge } from '../../src/modules/funds/rechargeWithdraw/recharge.ts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../src/db/client.ts';
import { arrayParam } from '../../src/db/arrayParam.ts';
import type { Ledger } from '../../src/modules/funds/ledger/ledger.ts';
import { createPaymentOrder } from '../../src/modules/funds/payments/paymentOrders.ts';
import { markPaid, postPayment } from '../../src/modules/funds/payments/paymentSettlement.ts';

const PRICE_FEN = 4500;

/**
 * 补款 the way the dropship side asks for them, for tests of paying them: a paid order in 拿货中 with
 * one line per 补款, each stopped at the stall for a raised price (档口涨价) and awaiting it, and the
 * requests themselves — so paying reprices a real line, giving one up refunds it (a 补款 no line awaits
 * is 补款单已失效), and the per-order reconcile holds. The order's goods come in by a recharge and go
 * out by its payment, so the tenant's available balance is where it was.
 */
/**
 * Fixture order numbers of this process: a random start, then one after another — random numbers alone
 * met (the matrix makes hundreds; two of 10 million collided about once in fifty runs).
 */
let fixtureNo = Math.floor(Math.random() * 5_000_000);
const nextFixtureNo = () => (fixtureNo = (fixtureNo + 1) % 9_999_999);

export async function awaitingReplenish(
  db: DbOrTx,
  ledger: Ledger,
  tenantId: number,
  asks: { replenishNo: string; fen: number }[],
): Promise<{ orderNo: string; rechargePayNo: string }> {
  const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(2, 10).replace(/-/g, '');
  const orderNo = `DF${day}${90_000_000 + nextFixtureNo()}`;
  const goodsFen = PRICE_FEN * asks.length;
  const order = await db.execute<{ id: number }>(sql`
    insert into daifa_orders (tenant_id, order_no, request_key, source, receiver_name, receiver_phone, receiver_phone_tail,
        province_code, province, city, district, address, courier_code, weight_g, goods_fen, service_fen, freight_fen,
        status, combined_state, tab, flags, paid_at)
    values (${tenantId}, ${orderNo}, ${`fixture-${orderNo}`}, 'MANUAL', '张三', '13800138000', '8000',
            '440000', '广东省', '深圳市', '南山区', '科技园 1 号', 'ZTO', 300, ${goodsFen}, 0, 0,
            'TAKING', 'E_STOP_TAKING', 'ABNORMAL', array['PRICE_RAISED', 'WAIT_REPLENISH']::text[], now())
    returning id`);
  const orderId = Number(order.rows[0]!.id);
  const nos = asks.map((a) => a.replenishNo);
  const fens = asks.map((a) => a.fen);
  await db.execute(sql`
    insert into daifa_order_lines (order_id, tenant_id, line_no, stall, article_no, color, size, qty, price_fen, service_fen,
        weight_g, pickup_state, exception_reason, replenish_no)
    select ${orderId}, ${tenantId}, n, '女人街A区315', 'K' || n, '黑色', 'M', 1, ${PRICE_FEN}, 0, 300, 'E_STOP_TAKING', 'PRICE_RAISED', no
      from unnest(${arrayParam(nos)}::text[]) with ordinality as u(no, n)`);
  await db.execute(sql`
    insert into replenish_requests (tenant_id, replenish_no, order_no, amount_fen, original_fen, current_fen, state, reason)
    select ${tenantId}, no, ${orderNo}, fen, ${PRICE_FEN}, ${PRICE_FEN} + fen, 'WAITING_PAYMENT', 'PRICE_RAISED'
      from unnest(${arrayParam(nos)}::text[], ${arrayParam(fens)}::bigint[]) as u(no, fen)`);

  const operator = { id: null, name: '支付宝' };
  const recharge = await db.transaction((tx) => bookPaidRecharge(tx, ledger, tenantId, goodsFen));
  const payment = await createPaymentOrder(db, {
    tenantId,
    createdBy: tenantId,
    documentKind: 'DAIFA_ORDER',
    subject: '代发订单',
    lines: [{ documentNo: orderNo, itemType: 'ORDER', fen: goodsFen, label: '商品货款' }],
  });
  await markPaid(db, payment, 'BALANCE', null);
  await postPayment(db, ledger, { ...payment, state: 'PAID' }, 'BALANCE', operator, null);
  return { orderNo, rechargePayNo: recharge.payNo };
}
