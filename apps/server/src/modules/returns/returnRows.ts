import { sql, type SQL } from 'drizzle-orm';
import type { ReturnItemRow } from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import { iso } from '../../db/rawRows.ts';

/** A return item as the lists show it, with its stall's phone and who walks it. */
export const ITEM_SELECT = sql`
  select r.*, coalesce(s.phone, '') as stall_phone,
         coalesce(st.sub_username, st.username, '') as staff_name
    from return_items r
    left join suppliers s on s.id = r.supplier_id
    left join markets m on m.id = s.market_id
    left join market_floors f on f.id = s.floor_id
    left join accounts st on st.id = r.staff_id`;

/** A return's shelf (`m` its stall's market, `f` its floor): market and floor, 未归类 for a stall unknown. */
export const SHELF = sql`coalesce(nullif(trim(coalesce(m.name, '') || ' ' || coalesce(f.name, '')), ''), '未归类')`;

/** The walk back: market, floor, stall, then the order the goods came in. */
export const ITEM_WALK = sql`order by m.sort nulls last, m.name, f.sort nulls last, f.name, s.stall_key, r.stall, r.id`;

type Raw = Record<string, unknown>;
const num = (v: unknown) => Number(v);
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const day = (v: unknown) => (v ? String(v).slice(0, 10) : null);

export const itemOf = (r: Raw): ReturnItemRow => ({
  id: num(r.id),
  returnNo: String(r.return_no),
  storageNo: String(r.storage_no),
  shelf: String(r.shelf),
  state: r.state as ReturnItemRow['state'],
  route: r.route as ReturnItemRow['route'],
  courierCode: (r.courier_code ?? null) as string | null,
  waybillNo: (r.waybill_no ?? null) as string | null,
  shipFeeFen: numOrNull(r.ship_fee_fen),
  signedAt: iso(r.signed_at),
  orderNo: String(r.order_no),
  takeCode: String(r.take_code),
  supplierId: numOrNull(r.supplier_id),
  stall: String(r.stall),
  stallPhone: String(r.stall_phone ?? ''),
  articleNo: String(r.article_no),
  title: String(r.title),
  color: String(r.color),
  size: String(r.size),
  qty: num(r.qty),
  priceFen: num(r.price_fen),
  goodsFen: num(r.qty) * num(r.price_fen),
  refundFen: numOrNull(r.refund_fen),
  reason: r.reason as ReturnItemRow['reason'],
  remark: String(r.remark),
  refuseReason: (r.refuse_reason ?? null) as ReturnItemRow['refuseReason'],
  negotiated: Boolean(r.negotiated),
  disposition: (r.disposition ?? null) as ReturnItemRow['disposition'],
  retries: num(r.retries),
  staffId: numOrNull(r.staff_id),
  staffName: String(r.staff_name ?? ''),
  registeredName: String(r.registered_name),
  tookOn: day(r.took_on),
  createdAt: iso(r.created_at)!,
  reportedAt: iso(r.reported_at),
  confirmedAt: iso(r.confirmed_at),
  version: num(r.version),
});

export async function itemsWhere(tx: DbOrTx, where: SQL): Promise<ReturnItemRow[]> {
  const rows = await tx.execute<Raw>(sql`${ITEM_SELECT} where ${where} order by r.id`);
  return rows.rows.map(itemOf);
}

/** A return item's event for 操作日志. */
export async function logItems(
  tx: DbOrTx,
  itemIds: readonly number[],
  tenantId: number,
  type: string,
  byName: string,
  params: Record<string, unknown> = {},
) {
  if (!itemIds.length) return;
  await tx.execute(sql`
    insert into return_events (tenant_id, item_id, type, by_name, params)
    select ${tenantId}, i, ${type}, ${byName}, ${JSON.stringify(params)}::jsonb
      from unnest(${sql.param([...itemIds])}::bigint[]) as i`);
}
