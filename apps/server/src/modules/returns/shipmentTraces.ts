import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { addReconcileCheck } from '../funds/ledger/reconcile.ts';
import { followItems, lockDocumentsOf } from './offlineReturnState.ts';
import { logItems } from './returnRows.ts';

/**
 * The courier's 签收 of a parcel of returns (a waybill no order has; `ctx.daifa.foreignWaybillHooks`):
 * its goods 已签收, waiting for the far stall's word. Later pushes of the same parcel change nothing.
 * Answers whether the waybill was ours.
 */
export async function signShipment(
  tx: DbOrTx,
  push: { courierCode: string; waybillNo: string; state: string },
): Promise<boolean> {
  const parcel = sql`waybill_no = ${push.waybillNo} and courier_code = ${push.courierCode}`;
  const [owner] = (
    await tx.execute<{ tenant_id: number }>(sql`select tenant_id from return_items where ${parcel} limit 1`)
  ).rows;
  if (!owner) return false;
  if (push.state !== '3' && push.state !== '311') return true;
  const tenantId = Number(owner.tenant_id);
  // documents before goods, as every return move takes them
  await lockDocumentsOf(tx, tenantId, parcel);
  const found = await tx.execute<{ id: number; state: string }>(sql`
    select id, state from return_items where ${parcel} order by id for update`);
  const signing = found.rows.filter((r) => r.state === 'WAIT_SIGNED').map((r) => Number(r.id));
  if (!signing.length) return true;
  await tx.execute(sql`
    update return_items set state = 'SIGNED', signed_at = now(), version = version + 1, updated_at = now()
     where id = any(${sql.param(signing)}::bigint[]) and state = 'WAIT_SIGNED'`);
  await logItems(tx, signing, tenantId, 'SIGNED', '快递', { waybillNo: push.waybillNo });
  await followItems(tx, signing, '快递');
  return true;
}

/**
 * Each parcel of returns is what moved for it: the goods' shares of the freight add up to one
 * FOR_FACTORY_SHIPMENT of the balance under its waybill (none for a parcel sent free), and a waybill
 * charged has its goods.
 */
const parcelIsItsFreight = sql`
  with parcels as (
    select tenant_id, waybill_no, sum(ship_fee_fen) as fen from return_items
     where route = 'COURIER' group by 1, 2),
  charged as (
    select tenant_id, document_no as waybill_no, sum(amount_fen) as fen, count(*) as n from ledger_transactions
     where document_kind = 'RETURN_SHIPMENT' and bill_type = 'FOR_FACTORY_SHIPMENT' and direction = 'OUT'
     group by 1, 2)
  select coalesce(p.waybill_no, c.waybill_no) as waybill_no, p.fen as shared, c.fen as charged, c.n
    from parcels p full join charged c on c.tenant_id = p.tenant_id and c.waybill_no = p.waybill_no
   where p.fen is null or (c.fen is null and p.fen <> 0) or c.fen <> p.fen or c.n > 1`;

export function registerShipmentReconcile() {
  addReconcileCheck({ name: '寄回异地档口运费 = 退货分摊之和', query: parcelIsItsFreight });
}
