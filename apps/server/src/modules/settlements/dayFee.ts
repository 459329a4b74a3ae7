import { sql } from 'drizzle-orm';
import {
  PLATFORM_RETURN_FEE_FEN,
  PLATFORM_TAKE_FEE_FEN,
  type PickupAuditState,
  yuanText,
} from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import type { FundsServices } from '../funds/fundsServices.ts';
import { LedgerLimitError } from '../funds/ledger/ledger.ts';
import { addReconcileCheck } from '../funds/ledger/reconcile.ts';
import { requestReplenish, type ReplenishRow } from '../funds/payments/replenish.ts';

/** How long a 平台拿退货费 补款 waits before it is written off. */
export const PICKUP_FEE_HOURS = 30 * 24;

type FeeRecord = {
  fee_no: string;
  took_pieces: number;
  returned_pieces: number;
  fen: string | number;
  state: NonNullable<PickupAuditState['fee']>['state'];
  replenish_no: string | null;
};

/**
 * 平台拿退货费 of an audited day (in 日结审核's transaction, the day locked, its answers final): the
 * pieces the day's answers took, and the pieces walked back (档口已退款) reported up to that day and not
 * charged before — each return charged once (`fee_no`). From the balance, available → revenue
 * (PUR_PLATFORM_TAKE_RETURN); a short balance never fails the audit: the fee becomes a 补款 (PICKUP_FEE)
 * paid like any other. Once a day (the day's unique row and the ledger key). `at` is for demo history.
 */
export async function chargeDayFee(
  tx: DbOrTx,
  funds: FundsServices,
  tenantId: number,
  day: string,
  at?: Date,
): Promise<void> {
  // one fee at a time a tenant: two days audited at once cannot both claim the same returns
  await tx.execute(sql`select pg_advisory_xact_lock(${tenantId}::int, hashtext('pickup-fee'))`);
  const exists = await tx.execute(
    sql`select 1 from pickup_fee_days where tenant_id = ${tenantId} and day = ${day}::date`,
  );
  if (exists.rows.length) return;
  const [numbered] = (
    await tx.execute<{ fee_no: string }>(sql`
      select 'PF' || to_char(${day}::date, 'YYMMDD') || lpad((nextval('pickup_fee_no_seq') % 1000000)::text, 6, '0') as fee_no`)
  ).rows;
  const feeNo = numbered!.fee_no;
  // the returns are claimed and counted in one statement: what is counted is what is marked
  const counted = await tx.execute<{ took: number; returned: number }>(sql`
    with claimed as (
      update return_items set fee_no = ${feeNo}
       where tenant_id = ${tenantId} and state = 'FACTORY_RETURNED' and route = 'WALK' and fee_no is null
         and (reported_at at time zone 'Asia/Shanghai')::date <= ${day}::date
      returning qty)
    select (select coalesce(sum(a.took_qty), 0)::int from pickup_assignments a
             where a.tenant_id = ${tenantId} and a.day = ${day}::date and a.state in ('TOOK', 'TOOK_PART')) as took,
           (select coalesce(sum(qty), 0)::int from claimed) as returned`);
  const took = Number(counted.rows[0]!.took);
  const returned = Number(counted.rows[0]!.returned);
  const fen = took * PLATFORM_TAKE_FEE_FEN + returned * PLATFORM_RETURN_FEE_FEN;
  if (fen <= 0) return;
  await tx.execute(sql`
    insert into pickup_fee_days (tenant_id, fee_no, day, took_pieces, returned_pieces, take_rate_fen,
                                 return_rate_fen, fen, state)
    values (${tenantId}, ${feeNo}, ${day}::date, ${took}, ${returned}, ${PLATFORM_TAKE_FEE_FEN},
            ${PLATFORM_RETURN_FEE_FEN}, ${fen}, 'CHARGED')`);
  const memo = `平台拿退货费 ${day.slice(5)}：拿货${took}件 × ${yuanText(PLATFORM_TAKE_FEE_FEN)}，退货${returned}件 × ${yuanText(PLATFORM_RETURN_FEE_FEN)}`;
  try {
    await funds.ledger.post(tx, {
      tenantId,
      billType: 'PUR_PLATFORM_TAKE_RETURN',
      direction: 'OUT',
      document: { kind: 'PICKUP_FEE', no: feeNo },
      payMethod: 'BALANCE',
      itemType: 'OTHER',
      operator: { id: null, name: '系统' },
      memo,
      idempotencyKey: `pickup-fee:${feeNo}`,
      entries: [
        { account: 'available', fen: -fen, itemType: 'OTHER' },
        { account: 'revenue', fen, itemType: 'OTHER' },
      ],
      ...(at ? { at } : {}),
    });
  } catch (e) {
    // the balance is short: the day is audited all the same, and the fee is owed as a 补款
    if (!(e instanceof LedgerLimitError)) throw e;
    const asked = await requestReplenish(tx, {
      tenantId,
      orderNo: feeNo,
      goods: [
        { stall: '平台拿货', artNo: day, color: '', size: '', qty: took },
        { stall: '平台退货', artNo: day, color: '', size: '', qty: returned },
      ].filter((g) => g.qty > 0),
      reason: 'PICKUP_FEE',
      originalFen: 0,
      currentFen: fen,
      amountFen: fen,
      hours: PICKUP_FEE_HOURS,
    });
    await tx.execute(sql`
      update pickup_fee_days set state = 'OWED', replenish_no = ${asked.replenishNo}
       where fee_no = ${feeNo} and state = 'CHARGED'`);
  }
}

/** The day's fee as 日结审核's answer shows it. */
export async function dayFee(tx: DbOrTx, tenantId: number, day: string): Promise<PickupAuditState['fee']> {
  const r = await tx.execute<FeeRecord>(sql`
    select fee_no, took_pieces, returned_pieces, fen, state, replenish_no from pickup_fee_days
     where tenant_id = ${tenantId} and day = ${day}::date`);
  const f = r.rows[0];
  return f
    ? {
        feeNo: f.fee_no,
        tookPieces: Number(f.took_pieces),
        returnedPieces: Number(f.returned_pieces),
        fen: Number(f.fen),
        state: f.state,
        replenishNo: f.replenish_no,
      }
    : null;
}

/** A 平台拿退货费 补款 paid → PAID; written off unpaid after PICKUP_FEE_HOURS → WRITTEN_OFF. */
export function registerDayFeeLink(funds: FundsServices) {
  const fees = (rows: ReplenishRow[]) => rows.filter((r) => r.reason === 'PICKUP_FEE');
  const settle = async (tx: DbOrTx, rows: ReplenishRow[], state: 'PAID' | 'WRITTEN_OFF') => {
    const stale: string[] = [];
    for (const row of fees(rows)) {
      const moved = await tx.execute(sql`
        update pickup_fee_days set state = ${state}
         where tenant_id = ${row.tenantId} and fee_no = ${row.orderNo} and replenish_no = ${row.replenishNo}
           and state = 'OWED'`);
      if (!moved.rowCount) stale.push(row.replenishNo);
    }
    return stale;
  };
  funds.replenishHooks.onPaid.push((tx, rows) => settle(tx, rows, 'PAID'));
  funds.replenishHooks.onCanceled.push(async (tx, rows) => {
    await settle(tx, rows, 'WRITTEN_OFF');
  });
}

/**
 * Each day's fee is what moved for it: its pieces × its rates is its amount, its returned pieces the
 * returns marked with it; CHARGED has one PUR_PLATFORM_TAKE_RETURN of its amount and the others none;
 * OWED waits on an open 补款, PAID on a paid one of its amount, WRITTEN_OFF on a canceled one.
 */
const feeIsItsMoney = sql`
  with charged as (
    select document_no as fee_no, tenant_id, sum(amount_fen) as fen from ledger_transactions
     where document_kind = 'PICKUP_FEE' and bill_type = 'PUR_PLATFORM_TAKE_RETURN' and direction = 'OUT'
     group by 1, 2),
  marked as (
    select fee_no, tenant_id, sum(qty) as pieces from return_items where fee_no like 'PF%' group by 1, 2)
  select f.fee_no, f.state, f.fen, c.fen as charged, q.state as replenish_state, q.amount_fen as replenish_fen
    from pickup_fee_days f
    left join charged c on c.fee_no = f.fee_no and c.tenant_id = f.tenant_id
    left join marked m on m.fee_no = f.fee_no and m.tenant_id = f.tenant_id
    left join replenish_requests q on q.replenish_no = f.replenish_no and q.tenant_id = f.tenant_id
                                  and q.reason = 'PICKUP_FEE' and q.order_no = f.fee_no
   where f.fen <> f.took_pieces * f.take_rate_fen + f.returned_pieces * f.return_rate_fen
      or f.returned_pieces <> coalesce(m.pieces, 0)
      or (f.state = 'CHARGED' and (coalesce(c.fen, 0) <> f.fen or f.replenish_no is not null))
      or (f.state <> 'CHARGED' and c.fen is not null)
      or (f.state <> 'CHARGED' and coalesce(q.amount_fen, 0) <> f.fen)
      or (f.state = 'OWED' and q.state is distinct from 'WAITING_PAYMENT')
      or (f.state = 'PAID' and q.state is distinct from 'PAID')
      or (f.state = 'WRITTEN_OFF' and q.state is distinct from 'CANCELED')`;

export function registerDayFeeReconcile() {
  addReconcileCheck({ name: '平台拿退货费 = 余额扣收或已支付的补款', query: feeIsItsMoney });
}
