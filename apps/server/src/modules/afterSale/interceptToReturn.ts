import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../http/apiError.ts';
import type { ReturnsGateway } from '../daifa/gateways/returnsGateway.ts';
import type { Who } from '../daifa/payments/lineSettlement.ts';
import { addCaseEvent } from './afterSaleCases.ts';
import { lockCase } from './returnCase.ts';
import { applyReturnRefund } from './returnRefund.ts';
import type { ApplyResult } from './refundUndelivered.ts';

/**
 * 转退货退款: a 已发货仅退款 whose interception failed (the parcel goes on to the buyer) becomes a 退货退款
 * on the same goods and reason — the buyer refuses the parcel or sends it back, and the desk takes it as
 * any return (3 days to give the waybill; before signing too). Once a case: asked again, the same
 * return answers.
 */
export async function interceptToReturn(
  tx: DbOrTx,
  returns: ReturnsGateway,
  input: { tenantId: number; asNo: string; who: Who & { accountId: number } },
): Promise<ApplyResult> {
  const kase = await lockCase(tx, input.asNo, input.tenantId);
  if (!kase) throw notFound('售后单不存在');
  if (kase.nextAsNo) {
    const next = await tx.execute<{ status: string }>(
      sql`select status from after_sales where as_no = ${kase.nextAsNo}`,
    );
    return { asNo: kase.nextAsNo, status: next.rows[0]!.status, refundedFen: 0, skipped: [] };
  }
  if (kase.interceptState !== 'FAILED') throw conflict('只有拦截失败的售后可以转退货退款');
  const lines = await tx.execute<{ line_no: number }>(
    sql`select line_no from after_sale_lines where after_sale_id = ${kase.id} order by line_no`,
  );
  const opened = await applyReturnRefund(
    tx,
    { returns },
    {
      tenantId: input.tenantId,
      orderNo: kase.orderNo,
      type: 'RETURN_GOODS_DELIVERY',
      lineNos: lines.rows.map((l) => Number(l.line_no)),
      reason: kase.reason,
      remark: `由 ${kase.asNo} 转退货退款（拦截失败）`,
      who: input.who,
    },
    { beforeSigning: true },
  );
  const r = await tx.execute(sql`
    update after_sales set next_as_no = ${opened.asNo}, updated_at = now(), version = version + 1
     where id = ${kase.id} and version = ${kase.version}`);
  if (r.rowCount !== 1) throw new Error(`after-sale ${kase.asNo} changed under its lock`);
  await addCaseEvent(tx, kase.id, 'TO_RETURN', { asNo: opened.asNo }, input.who);
  return opened;
}
