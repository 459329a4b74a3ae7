import { sql } from 'drizzle-orm';
import { availableFen } from '../../funds/ledger/ledgerAccounts.ts';
import { NAHUO_SETTLEMENT_CODE } from '@oms/api-client';
import type { Db } from '../../../db/client.ts';
import type { FundsServices } from '../../funds/fundsServices.ts';
import { payByAlipay } from '../../daifa/demo/demoDaifa.ts';
import { demoCaller } from '../../pickup/demo/demoCaller.ts';
import { confirmBills, disputeBill, markBillsPaid, payBills } from '../billMoves.ts';
import { registerFloat, settleStaffDays } from '../pickerSettlements.ts';
import { findPaymentOrder } from '../../funds/payments/paymentOrders.ts';
import { markPaid, postPayment } from '../../funds/payments/paymentSettlement.ts';
import { shanghaiToday } from '../../pickup/pickupTasks.ts';

/** What the demo's bill payments leave on the purchaser's balance, for what is tried in the console. */
const KEEP_FOR_CONSOLE_FEN = 200_000;

type Bill = { bill_no: string; day: string; age: number; settle_mode: string; state: string };

/**
 * The month's bills as a purchaser's 财务 works them: the older days confirmed and paid (现结 at the
 * stall, 余额代付 through Alipay, 月结 marked paid offline, one left to pay, one disputed), two days ago
 * half confirmed, yesterday's waiting; every picker given ¥500.00 备用金 a day and the days before
 * yesterday settled. Through the same calls as the console.
 */
export async function seedDemoSettlements(
  db: Db,
  funds: FundsServices,
  tenantId: number,
  pickers: readonly { id: string }[],
): Promise<number> {
  const [finance] = (
    await db.execute<{ id: string }>(
      sql`select id from accounts where parent_id = ${tenantId} and username = 'finance'`,
    )
  ).rows;
  const who = finance
    ? demoCaller(Number(finance.id), tenantId, 'finance', '财务', NAHUO_SETTLEMENT_CODE)
    : demoCaller(tenantId, tenantId, 'purchaser', null, NAHUO_SETTLEMENT_CODE);
  const bills = (
    await db.execute<Bill>(sql`
      select bill_no, to_char(day, 'YYYY-MM-DD') as day, ((now() at time zone 'Asia/Shanghai')::date - day) as age,
             settle_mode, state
        from pickup_bills where tenant_id = ${tenantId} order by day, id`)
  ).rows.map((b) => ({ ...b, age: Number(b.age) }));
  const older = bills.filter((b) => b.age >= 3);
  if (older.length)
    await confirmBills(
      db,
      funds,
      who,
      older.map((b) => b.bill_no),
    );
  const twoAgo = bills.filter((b) => b.age === 2);
  const half = twoAgo.filter((_, i) => i % 2 === 0).map((b) => b.bill_no);
  if (half.length) await confirmBills(db, funds, who, half);

  const toPay = (
    await db.execute<{ bill_no: string; settle_mode: string; day: string }>(sql`
      select bill_no, settle_mode, to_char(day, 'YYYY-MM-DD') as day from pickup_bills
       where tenant_id = ${tenantId} and state = 'WAIT_PAY' and amount_fen > 0 order by day, id`)
  ).rows;
  for (const [i, b] of toPay.entries()) {
    // the newest two are left: one to pay, one that the stall and the team disagree on
    if (i === toPay.length - 1) break;
    if (i === toPay.length - 2) {
      await disputeBill(db, who, b.bill_no, '档口说少付了一件的钱，待核对');
      continue;
    }
    if (b.settle_mode === 'MONTHLY') {
      await markBillsPaid(db, who, [b.bill_no]);
      continue;
    }
    const payment = await payBills(db, funds, who, [b.bill_no]);
    // half from the balance with the PIN while ¥2,000.00 stays for the console's own payments, the
    // rest at Alipay's cashier
    if (i % 2 || (await availableFen(db, tenantId)) - payment.amountFen < KEEP_FOR_CONSOLE_FEN)
      await payByAlipay(db, funds, payment.payNo, b.bill_no);
    else await payFromBalance(db, funds, payment.payNo);
  }

  // 备用金 each morning (today's too), the days before yesterday settled (their days are 日结)
  const days = [...new Set(bills.map((b) => b.day))];
  const today = (await db.execute<{ d: string }>(sql`select ${shanghaiToday}::text as d`)).rows[0]!.d;
  for (const day of [...days, today])
    for (const p of pickers) await registerFloat(db, who, { staffId: Number(p.id), day, floatFen: 50_000 });
  const settled = days.filter((d) => bills.find((b) => b.day === d)!.age >= 2);
  if (settled.length)
    await settleStaffDays(
      db,
      who,
      settled.flatMap((day) => pickers.map((p) => ({ staffId: Number(p.id), day }))),
    );
  return bills.length;
}

/** What /funds/pay does once the PIN is right: the order paid from the balance, the bills told. */
async function payFromBalance(db: Db, funds: FundsServices, payNo: string) {
  await db.transaction(async (tx) => {
    const order = (await findPaymentOrder(tx, payNo, { lock: true }))!;
    await markPaid(tx, order, 'BALANCE', null);
    const paid = { ...order, state: 'PAID' as const, method: 'BALANCE' as const };
    await postPayment(tx, funds.ledger, paid, 'BALANCE', { id: order.createdBy, name: '财务' }, null);
    await funds.paidHandlers.run({ tx, order: paid, method: 'BALANCE' });
  });
}
