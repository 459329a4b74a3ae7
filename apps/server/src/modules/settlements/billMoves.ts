import { sql } from 'drizzle-orm';
import { ErrorCode, type PickupBillMoved, type PickupBillPayment } from '@oms/api-client';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ApiError, notFound } from '../../http/apiError.ts';
import { callerName, type Caller } from '../../http/caller.ts';
import type { FundsServices } from '../funds/fundsServices.ts';
import { closeUnstartedPayment, PAYMENT_KIND } from '../funds/payments/paymentOrders.ts';

type Locked = {
  id: number;
  bill_no: string;
  state: string;
  settle_mode: string;
  amount_fen: number;
  pay_no: string | null;
  stall: string;
  day: string;
};

/** The caller's bills, locked in id order (so two calls on overlapping bills never deadlock). */
async function lockBills(tx: DbOrTx, tenantId: number, billNos: string[]): Promise<Locked[]> {
  const r = await tx.execute<Locked>(sql`
    select b.id, b.bill_no, b.state, b.settle_mode, b.amount_fen, b.pay_no, s.name as stall,
           to_char(b.day, 'YYYY-MM-DD') as day
      from pickup_bills b join suppliers s on s.id = b.supplier_id
     where b.tenant_id = ${tenantId} and b.bill_no = any(${sql.param(billNos)}::text[])
     order by b.id for update of b`);
  return r.rows.map((b) => ({ ...b, id: Number(b.id), amount_fen: Number(b.amount_fen) }));
}

const stateWhy = (state: string) =>
  ({ WAIT_CONFIRM: '账单待确认', WAIT_PAY: '账单待付款', PAID: '账单已付款', DISPUTED: '账单有争议' })[
    state
  ] ?? state;

/** Every number must be the caller's: another tenant's bill does not exist for them (40400, nothing moved). */
function assertAllFound(billNos: string[], found: Locked[]) {
  const known = new Set(found.map((b) => b.bill_no));
  const missing = billNos.find((no) => !known.has(no));
  if (missing) throw notFound(`账单不存在：${missing}`);
}

/**
 * 确认 (待确认 only): 现结 was paid at the stall in cash → 已付款; a bill below 0 (refunds over the
 * goods) from a 余额代付/月结 stall is credited to the balance (OFFLINE_REFUND) → 已付款; 0 → 已付款;
 * the rest → 待付款.
 */
export function confirmBills(
  db: Db,
  funds: FundsServices,
  caller: Caller,
  billNos: string[],
): Promise<PickupBillMoved> {
  return db.transaction(async (tx) => {
    const bills = await lockBills(tx, caller.tenantId, billNos);
    assertAllFound(billNos, bills);
    const skipped: PickupBillMoved['skipped'] = [];
    let moved = 0;
    const who = callerName(caller);
    for (const b of bills) {
      if (b.state !== 'WAIT_CONFIRM') {
        skipped.push({ billNo: b.bill_no, why: stateWhy(b.state) });
        continue;
      }
      let next: { state: string; paidBy: string | null } = { state: 'WAIT_PAY', paidBy: null };
      if (b.settle_mode === 'CASH') next = { state: 'PAID', paidBy: 'CASH' };
      else if (b.amount_fen === 0) next = { state: 'PAID', paidBy: null };
      else if (b.amount_fen < 0) {
        await funds.ledger.post(tx, {
          tenantId: caller.tenantId,
          billType: 'OFFLINE_REFUND',
          direction: 'IN',
          document: { kind: 'PICKUP_BILL', no: b.bill_no },
          payMethod: 'BALANCE',
          operator: { id: caller.accountId, name: who },
          memo: `拿货结算退款：${b.stall} ${b.day}`,
          idempotencyKey: `pickup-bill:${b.bill_no}:credit`,
          entries: [
            { account: 'supplierPayable', fen: b.amount_fen, itemType: 'ORDER' },
            { account: 'available', fen: -b.amount_fen, itemType: 'ORDER' },
          ],
        });
        next = { state: 'PAID', paidBy: 'CREDIT' };
      }
      await tx.execute(sql`
        update pickup_bills set state = ${next.state}, paid_by = ${next.paidBy},
               paid_at = case when ${next.state} = 'PAID' then now() end,
               confirmed_name = ${who}, confirmed_at = now(), version = version + 1
         where id = ${b.id} and state = 'WAIT_CONFIRM'`);
      moved++;
    }
    return { moved, skipped };
  });
}

/** 有争议 (待确认 or 待付款), the reason kept; a payment not yet handed to Alipay closes. */
export function disputeBill(
  db: Db,
  caller: Caller,
  billNo: string,
  reason: string,
): Promise<PickupBillMoved> {
  return db.transaction(async (tx) => {
    const [b] = await lockBills(tx, caller.tenantId, [billNo]);
    if (!b) throw notFound('账单不存在');
    if (b.state !== 'WAIT_CONFIRM' && b.state !== 'WAIT_PAY')
      throw new ApiError(ErrorCode.PICKUP_STATE, `${stateWhy(b.state)}，不能标记争议`);
    await closeUnstartedPayment(tx, b.pay_no);
    await tx.execute(sql`
      update pickup_bills set state = 'DISPUTED', dispute_reason = ${reason}, pay_no = null, version = version + 1
       where id = ${b.id}`);
    return { moved: 1, skipped: [] };
  });
}

/** 重新核对: 有争议 → 待确认. */
export function recheckBill(db: Db, caller: Caller, billNo: string): Promise<PickupBillMoved> {
  return db.transaction(async (tx) => {
    const [b] = await lockBills(tx, caller.tenantId, [billNo]);
    if (!b) throw notFound('账单不存在');
    if (b.state !== 'DISPUTED')
      throw new ApiError(ErrorCode.PICKUP_STATE, `${stateWhy(b.state)}，无需重新核对`);
    await tx.execute(
      sql`update pickup_bills set state = 'WAIT_CONFIRM', version = version + 1 where id = ${b.id}`,
    );
    return { moved: 1, skipped: [] };
  });
}

/** 标记线下已付 (待付款): paid outside the platform; no money moves here. */
export function markBillsPaid(db: Db, caller: Caller, billNos: string[]): Promise<PickupBillMoved> {
  return db.transaction(async (tx) => {
    const bills = await lockBills(tx, caller.tenantId, billNos);
    assertAllFound(billNos, bills);
    const skipped: PickupBillMoved['skipped'] = [];
    let moved = 0;
    for (const b of bills) {
      if (b.state !== 'WAIT_PAY') {
        skipped.push({ billNo: b.bill_no, why: stateWhy(b.state) });
        continue;
      }
      await closeUnstartedPayment(tx, b.pay_no);
      await tx.execute(sql`
        update pickup_bills set state = 'PAID', paid_by = 'OFFLINE', paid_at = now(), pay_no = null,
               version = version + 1
         where id = ${b.id}`);
      moved++;
    }
    return { moved, skipped };
  });
}

/**
 * 余额支付: the 待付款 bills into one payment order (kind PICKUP_BILL, their goods owed to the stalls),
 * paid on /funds/pay with the PIN or by Alipay. All or nothing: a bill not 待付款 is 47001 by number.
 */
export function payBills(
  db: Db,
  funds: FundsServices,
  caller: Caller,
  billNos: string[],
): Promise<PickupBillPayment> {
  return db.transaction(async (tx) => {
    const bills = await lockBills(tx, caller.tenantId, billNos);
    assertAllFound(billNos, bills);
    const unfit = bills.find((b) => b.state !== 'WAIT_PAY' || b.amount_fen <= 0);
    if (unfit)
      throw new ApiError(ErrorCode.PICKUP_STATE, `${unfit.bill_no}${stateWhy(unfit.state)}，不能支付`);
    const payment = await funds.createPaymentOrder(tx, {
      tenantId: caller.tenantId,
      createdBy: caller.accountId,
      documentKind: 'PICKUP_BILL',
      subject:
        bills.length === 1
          ? `拿货结算（${bills[0]!.stall} ${bills[0]!.day}）`
          : `拿货结算 ${bills.length}张账单`,
      lines: bills.map((b) => ({
        documentNo: b.bill_no,
        itemType: 'ORDER',
        fen: b.amount_fen,
        label: `${b.stall} ${b.day}`,
      })),
    });
    await tx.execute(sql`
      update pickup_bills set pay_no = ${payment.payNo}, version = version + 1
       where id = any(${sql.param(bills.map((b) => b.id))}::bigint[])`);
    return {
      payNo: payment.payNo,
      payCallback: PAYMENT_KIND.PICKUP_BILL.payCallback,
      amountFen: payment.amountFen,
    };
  });
}

/**
 * A paid PICKUP_BILL payment (in the paying transaction): each bill still 待付款 at the amount paid
 * → 已付款; one disputed, paid otherwise or repriced meanwhile is not owed and goes back.
 */
export function registerBillPaid(funds: FundsServices) {
  funds.onPaid('PICKUP_BILL', async ({ tx, order: payment, method }) => {
    const bills = await lockBills(tx, payment.tenantId, payment.documentNos);
    const notOwed = payment.documentNos.filter((no) => !bills.some((b) => b.bill_no === no));
    for (const b of bills) {
      const paidFen = payment.lines.filter((l) => l.documentNo === b.bill_no).reduce((s, l) => s + l.fen, 0);
      if (b.state !== 'WAIT_PAY' || paidFen !== b.amount_fen) {
        notOwed.push(b.bill_no);
        continue;
      }
      await tx.execute(sql`
        update pickup_bills set state = 'PAID', paid_by = ${method === 'BALANCE' ? 'BALANCE' : 'ALIPAY'},
               pay_no = ${payment.payNo}, paid_at = now(), version = version + 1
         where id = ${b.id}`);
    }
    return { notOwed, why: '账单已变化（争议、线下已付或已付款），无需支付' };
  });
}
