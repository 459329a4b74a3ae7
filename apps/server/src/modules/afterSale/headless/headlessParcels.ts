import { sql } from 'drizzle-orm';
import { HEADLESS_CLAIM_DAYS, PROBLEM_DECIDE_DAYS } from '@oms/api-client';
import type { Db, DbOrTx } from '../../../db/client.ts';

/** What the desk reports of a parcel it signed for and could not place. */
export interface HeadlessInput {
  headlessNo: string;
  waybillNo: string;
  courierCode: string;
  phoneTail: string | null;
  goodsHint: string;
  weightG: number | null;
  signedAt: string;
}

export type LockedHeadless = {
  id: number;
  headless_no: string;
  waybill_no: string;
  goods_hint: string;
  weight_g: number | null;
  state: string;
  tenant_id: number | null;
  desk_seq: number;
  courier_code: string;
  problem_parcel_id: number | null;
};

export async function lockHeadless(tx: DbOrTx, headlessNo: string): Promise<LockedHeadless | null> {
  const r = await tx.execute<LockedHeadless>(sql`
    select id, headless_no, waybill_no, goods_hint, weight_g, state, tenant_id, desk_seq, courier_code,
           problem_parcel_id
      from headless_parcels where headless_no = ${headlessNo} for update`);
  return r.rows[0] ?? null;
}

/**
 * WAIT_CLAIM → MATCHED to a tenant (compare-and-set): the parcel becomes that tenant's 问题件 (无头件,
 * 7 days to decide) in the same transaction, to be sent back or discarded there. False when it moved.
 */
export async function matchHeadless(
  tx: DbOrTx,
  parcel: LockedHeadless,
  tenantId: number,
  by: 'CLAIM' | 'AUTO',
): Promise<number | null> {
  const problem = await tx.execute<{ id: number }>(sql`
    insert into problem_parcels (tenant_id, parcel_no, problem_type, state, deadline_at, source, reason, goods, weight_g)
    values (${tenantId}, ${parcel.waybill_no}, '无头件', 'WAITING_PROCESS',
            now() + make_interval(days => ${PROBLEM_DECIDE_DAYS}), 'HEADLESS',
            ${`无头件 ${parcel.headless_no}${by === 'AUTO' ? '（按运单号自动匹配）' : ''}`},
            ${parcel.goods_hint ? sql`array[${parcel.goods_hint}]` : sql`'{}'::text[]`}, ${parcel.weight_g})
    returning id`);
  const problemId = Number(problem.rows[0]!.id);
  const moved = await tx.execute(sql`
    update headless_parcels set state = 'MATCHED', tenant_id = ${tenantId}, matched_by = ${by}, matched_at = now(),
           problem_parcel_id = ${problemId}, version = version + 1
     where id = ${parcel.id} and state = 'WAIT_CLAIM'`);
  if (!moved.rowCount) throw new Error(`无头件 ${parcel.headless_no} moved under its lock`);
  return problemId;
}

/**
 * The tenant whose records hold this waybill: a return case's waybill, or a dropship order's own
 * parcel (a courier's return). Only one may: two tenants with the same number leave it in the pool.
 */
async function ownerByWaybill(tx: DbOrTx, waybillNo: string): Promise<number | null> {
  const r = await tx.execute<{ tenant_id: number }>(sql`
    select distinct tenant_id from (
      select tenant_id from after_sales where return_waybill_no = ${waybillNo}
      union all
      select tenant_id from daifa_orders where waybill_no = ${waybillNo}) owners`);
  return r.rows.length === 1 ? Number(r.rows[0]!.tenant_id) : null;
}

/**
 * A 无头件 the desk registered (HEADLESS_REGISTERED), once: into the pool for 30 days, or straight to
 * the one tenant whose records hold its waybill.
 */
export async function registerHeadless(tx: DbOrTx, input: HeadlessInput, deskSeq: number) {
  const made = await tx.execute<{ id: number }>(sql`
    insert into headless_parcels (headless_no, waybill_no, courier_code, phone_tail, goods_hint, weight_g, signed_at,
                                  deadline_at, state, desk_seq)
    values (${input.headlessNo}, ${input.waybillNo}, ${input.courierCode}, ${input.phoneTail}, ${input.goodsHint},
            ${input.weightG}, ${input.signedAt}::timestamptz,
            ${input.signedAt}::timestamptz + make_interval(days => ${HEADLESS_CLAIM_DAYS}), 'WAIT_CLAIM', ${deskSeq})
    on conflict (headless_no) do nothing returning id`);
  if (!made.rows[0]) return 'REPEAT' as const;
  const owner = await ownerByWaybill(tx, input.waybillNo);
  if (owner !== null) await matchHeadless(tx, (await lockHeadless(tx, input.headlessNo))!, owner, 'AUTO');
  return 'APPLIED' as const;
}

/** 30 days in the pool unclaimed: the platform disposes of it. */
export async function disposeUnclaimedHeadless(db: Db): Promise<number> {
  const r = await db.execute(sql`
    update headless_parcels set state = 'PROCESSED', version = version + 1
     where state = 'WAIT_CLAIM' and deadline_at < now()`);
  return r.rowCount ?? 0;
}
