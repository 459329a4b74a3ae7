import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { conflict, notFound } from '../../../http/apiError.ts';
import type { ReturnsGateway } from '../../daifa/gateways/returnsGateway.ts';
import type { Who } from '../../daifa/payments/lineSettlement.ts';
import { addCaseEvent } from '../afterSaleCases.ts';
import { DeskUnreachable } from '../deskUnreachable.ts';
import { awaitingParcel, lockCase, setReturnWaybill, whyNotAwaiting } from '../returnCase.ts';
import { lockHeadless } from './headlessParcels.ts';

/**
 * 关联售后: a 无头件 of the tenant's (its 问题件 still 待处理) is the parcel one of its return cases awaits
 * — the buyer sent it without the 退货编码, or the seller never gave the waybill. The case takes the
 * parcel's waybill, the desk signs for it at once (RETURN_SIGNED, then QC and the stall as for any
 * return), and the 问题件 is MATCHED with the case: should QC or the stall refuse, the same parcel is
 * 待处理 again under the case. Locks: the 无头件, its 问题件, then the case (its order first).
 */
export async function linkHeadless(
  tx: DbOrTx,
  returns: Pick<ReturnsGateway, 'takeHeadless'>,
  input: { tenantId: number; headlessNo: string; asNo: string; who: Who },
) {
  const parcel = await lockHeadless(tx, input.headlessNo);
  if (!parcel || Number(parcel.tenant_id) !== input.tenantId) throw notFound('无头件不存在');
  const answer = { headlessNo: parcel.headless_no, asNo: input.asNo, waybillNo: parcel.waybill_no };
  const problem = await tx.execute<{ id: number; state: string; as_no: string | null }>(sql`
    select id, state, as_no from problem_parcels where id = ${parcel.problem_parcel_id} for update`);
  const held = problem.rows[0];
  if (held?.as_no === input.asNo) return answer;
  if (!held || held.state !== 'WAITING_PROCESS' || held.as_no !== null)
    throw conflict('该无头件已寄回、丢弃或关联了其他售后，不能再关联');
  const kase = await lockCase(tx, input.asNo, input.tenantId);
  if (!kase) throw notFound('售后单不存在');
  if (!awaitingParcel(kase)) throw whyNotAwaiting(kase, '关联无头件');
  await setReturnWaybill(tx, kase, parcel.waybill_no, parcel.courier_code);
  const desk = await returns.takeHeadless(kase.asNo, {
    headlessNo: parcel.headless_no,
    waybillNo: parcel.waybill_no,
    courier: parcel.courier_code,
  });
  if (desk.outcome === 'UNREACHABLE') throw new DeskUnreachable('未关联');
  if (desk.outcome === 'REFUSED') throw conflict('退货包裹已签收，不能关联无头件');
  if (desk.outcome === 'UNKNOWN_ORDER') throw new Error(`returns desk does not know ${kase.asNo}`);
  await tx.execute(sql`
    update problem_parcels
       set state = 'MATCHED', after_sale_id = ${kase.id}, as_no = ${kase.asNo}, order_no = ${kase.orderNo},
           handled_at = now(), version = version + 1
     where id = ${held.id} and state = 'WAITING_PROCESS'`);
  await addCaseEvent(
    tx,
    kase.id,
    'HEADLESS_LINKED',
    { headlessNo: parcel.headless_no, waybillNo: parcel.waybill_no },
    input.who,
  );
  return answer;
}

/**
 * The tenant's return cases a 无头件 of theirs may be: awaiting their parcel, those whose order's
 * receiver phone ends as the parcel's label first, then those whose goods share a word with what the
 * desk saw; the newest first within each. At most 20.
 */
export async function linkCandidates(db: DbOrTx, tenantId: number, headlessNo: string) {
  const parcel = await db.execute<{ phone_tail: string | null; goods_hint: string }>(sql`
    select phone_tail, goods_hint from headless_parcels where headless_no = ${headlessNo} and tenant_id = ${tenantId}`);
  const p = parcel.rows[0];
  if (!p) throw notFound('无头件不存在');
  const colour = /黑|白|灰|蓝|红|粉|绿|黄|卡其|杏|牛仔/.exec(p.goods_hint)?.[0] ?? null;
  const r = await db.execute<{
    as_no: string;
    order_no: string;
    goods: string;
    return_waybill_no: string | null;
    created_at: Date | string;
    phone_match: boolean;
    goods_match: boolean;
  }>(sql`
    select a.as_no, o.order_no, a.return_waybill_no, a.created_at,
           coalesce((select string_agg(l.color || ' ' || l.article_no || ' ×' || al.qty, '，' order by al.line_no)
                       from after_sale_lines al join daifa_order_lines l on l.id = al.line_id
                      where al.after_sale_id = a.id), '') as goods,
           (${p.phone_tail}::text is not null and coalesce(o.receiver_phone_tail, right(o.receiver_phone, 4)) = ${p.phone_tail}) as phone_match,
           (${colour}::text is not null and exists (
              select 1 from after_sale_lines al join daifa_order_lines l on l.id = al.line_id
               where al.after_sale_id = a.id and l.color like '%' || ${colour} || '%')) as goods_match
      from after_sales a join daifa_orders o on o.id = a.order_id
     where a.tenant_id = ${tenantId} and a.status = 'GOODS_RETURNING' and a.return_state = 'WAIT_SIGNED'
     order by phone_match desc, goods_match desc, a.created_at desc
     limit 20`);
  return {
    rows: r.rows.map((c) => ({
      asNo: c.as_no,
      orderNo: c.order_no,
      goods: c.goods,
      returnWaybillNo: c.return_waybill_no,
      createdAt: new Date(c.created_at).toISOString(),
      hint: c.phone_match ? '收件手机尾号一致' : c.goods_match ? '商品颜色相近' : null,
    })),
  };
}
