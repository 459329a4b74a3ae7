import { sql } from 'drizzle-orm';
import { parcelState, stateLabel } from '@oms/api-client';
import type { DbOrTx } from '../../../db/client.ts';
import { arrayParam } from '../../../db/arrayParam.ts';
import { conflict, invalid, notFound } from '../../../http/apiError.ts';
import { divisionOf, type Division } from '../../daifa/express/areaTree.ts';

/** A 寄回单 as its actions read it, locked. */
export interface PostOrder {
  id: number;
  postNo: string;
  tenantId: number;
  state: string;
  courierCode: string;
  areaCode: string;
  weightG: number;
  freightFen: number;
  payNo: string | null;
  deskToldAt: Date | null;
  deskSeq: number;
  version: number;
}

export const postNoSql = sql`'JH' || to_char(now() at time zone 'Asia/Shanghai', 'YYMMDD')
  || lpad((nextval('post_order_no_seq') % 100000000)::text, 8, '0')`;

/** A parcel whose weight was never estimated (older 问题件) is charged as one kilogram. */
export const UNKNOWN_PARCEL_G = 1000;

export async function lockPostOrder(
  tx: DbOrTx,
  postNo: string,
  tenantId: number | null,
): Promise<PostOrder | null> {
  const r = await tx.execute<Record<string, unknown>>(sql`
    select id, post_no, tenant_id, state, courier_code, area_code, weight_g, freight_fen, pay_no, desk_told_at,
           desk_seq, version
      from post_orders where post_no = ${postNo} ${tenantId === null ? sql`` : sql`and tenant_id = ${tenantId}`}
       for update`);
  const p = r.rows[0];
  if (!p) return null;
  return {
    id: Number(p.id),
    postNo: String(p.post_no),
    tenantId: Number(p.tenant_id),
    state: String(p.state),
    courierCode: String(p.courier_code),
    areaCode: String(p.area_code),
    weightG: Number(p.weight_g),
    freightFen: Number(p.freight_fen),
    payNo: (p.pay_no as string | null) ?? null,
    deskToldAt: (p.desk_told_at as Date | null) ?? null,
    deskSeq: Number(p.desk_seq),
    version: Number(p.version),
  };
}

/** The post order of the caller's tenant, locked; 40400 when it is none of theirs. */
export async function ownPostOrder(tx: DbOrTx, postNo: string, tenantId: number) {
  const order = await lockPostOrder(tx, postNo, tenantId);
  if (!order) throw notFound('寄回单不存在');
  return order;
}

/** The district a receiver's areaCode names; 40000 when it is not one. */
export function districtOf(areaCode: string): Division {
  const d = divisionOf(areaCode);
  if (!d) throw invalid('请选择省市区', 'receiver.areaCode');
  return d;
}

type ParcelRow = { id: number; parcel_no: string; state: string; weight_g: number | null };

/**
 * The caller's 待处理 parcels of these ids, locked in id order: another account's or an unknown id is
 * 40400, one that moved on (寄回 or 丢弃 meanwhile) 40900 naming it.
 */
export async function lockWaitingParcels(tx: DbOrTx, tenantId: number, ids: number[]) {
  const r = await tx.execute<ParcelRow>(sql`
    select id, parcel_no, state, weight_g from problem_parcels
     where tenant_id = ${tenantId} and id = any(${arrayParam(ids)}::bigint[])
     order by id for update`);
  if (r.rows.length !== ids.length) throw notFound('问题件不存在');
  const moved = r.rows.find((p) => p.state !== 'WAITING_PROCESS');
  if (moved)
    throw conflict(`问题件 ${moved.parcel_no} ${stateLabel(parcelState, moved.state)}，不能寄回，请刷新`);
  return r.rows;
}

/** The parcels' weight together, as 寄回's freight is charged on. */
export const parcelsWeightG = (parcels: { weight_g: number | null }[]) =>
  parcels.reduce((s, p) => s + (p.weight_g === null ? UNKNOWN_PARCEL_G : Number(p.weight_g)), 0);

/** The caller's parcels of these ids, whatever their state (a quote reads them; nothing is locked). */
export async function parcelsForQuote(tx: DbOrTx, tenantId: number, ids: number[]) {
  const r = await tx.execute<ParcelRow>(sql`
    select id, parcel_no, state, weight_g from problem_parcels
     where tenant_id = ${tenantId} and id = any(${arrayParam(ids)}::bigint[])`);
  if (r.rows.length !== ids.length) throw notFound('问题件不存在');
  return r.rows;
}
