import { sql } from 'drizzle-orm';
import type { PickupBillRow } from '@oms/api-client';
import { iso } from '../../db/rawRows.ts';

/** A bill with its stall's place, `b` the bill. */
export const BILL_SELECT = sql`
  select b.*, to_char(b.day, 'YYYY-MM-DD') as day_text, m.name as market, coalesce(f.name, '') as floor,
         s.stall_no, s.name as stall_name, s.phone
    from pickup_bills b
    join suppliers s on s.id = b.supplier_id
    join markets m on m.id = s.market_id
    left join market_floors f on f.id = s.floor_id`;

export type BillRaw = Record<string, unknown>;

export const billOf = (r: BillRaw): PickupBillRow => ({
  billNo: String(r.bill_no),
  day: String(r.day_text),
  supplierId: Number(r.supplier_id),
  market: String(r.market),
  floor: String(r.floor),
  stallNo: String(r.stall_no),
  stallName: String(r.stall_name),
  phone: String(r.phone),
  settleMode: r.settle_mode as PickupBillRow['settleMode'],
  lines: Number(r.lines),
  pieces: Number(r.pieces),
  goodsFen: Number(r.goods_fen),
  refundFen: Number(r.refund_fen),
  amountFen: Number(r.amount_fen),
  state: r.state as PickupBillRow['state'],
  paidBy: (r.paid_by as PickupBillRow['paidBy']) ?? null,
  payNo: (r.pay_no as string | null) ?? null,
  paidAt: iso(r.paid_at),
  disputeReason: String(r.dispute_reason ?? ''),
  confirmedName: String(r.confirmed_name ?? ''),
  confirmedAt: iso(r.confirmed_at),
  createdAt: iso(r.created_at)!,
  version: Number(r.version),
});
