import { sql } from 'drizzle-orm';
import { ErrorCode, type HoudaoLabel, type WaybillLabel } from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import { ApiError, notFound } from '../../http/apiError.ts';

/**
 * The order's 后道标: its 格口 (or the waybill's 三段码) to sort by, its first 取货码 (+ how many more),
 * and who fetched its pieces.
 */
export async function houdaoOf(
  db: DbOrTx,
  orderNo: string,
  slotNo: number | null,
  label: WaybillLabel,
): Promise<HoudaoLabel> {
  const r = await db.execute<{ take_code: string; picker: string | null }>(sql`
    select t.take_code,
           (select coalesce(p.sub_username, p.username) from pickup_assignments a join accounts p on p.id = a.reported_by
             where a.task_id = t.id and a.took_qty > 0 order by a.reported_at desc limit 1) as picker
      from pickup_tasks t
     where t.order_no = ${orderNo} and t.source = 'DAIFA' and t.took_qty > 0
     order by t.source_line_no`);
  const codes = r.rows.map((x) => x.take_code);
  const pickers = [...new Set(r.rows.flatMap((x) => (x.picker ? [x.picker] : [])))];
  return {
    sortNo: slotNo === null ? label.sortingCode : `${slotNo}号格`,
    gift: '',
    orderNo,
    pickCode: codes.length > 1 ? `${codes[0]}+${codes.length - 1}` : (codes[0] ?? ''),
    picker: pickers.join('、'),
    printTime: new Date().toISOString(),
  };
}

/** The reason `printWaybills` gave, as the error a single scan answers. */
export function waybillRefusal(reason: string) {
  return reason === '订单不存在' ? notFound(reason) : new ApiError(ErrorCode.PICKUP_STATE, reason);
}
