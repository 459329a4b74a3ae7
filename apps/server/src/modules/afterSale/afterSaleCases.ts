import { sql } from 'drizzle-orm';
import { ErrorCode, yuanText } from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import { ApiError } from '../../http/apiError.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { arrayParam } from '../../db/arrayParam.ts';
import { refreshDerived, type DaifaOrderHead } from '../daifa/orders/daifaOrders.ts';
import type { Who } from '../daifa/payments/lineSettlement.ts';

export const afterSaleStateChanged = () => new ApiError(ErrorCode.CONFLICT, '售后状态已变化，请刷新后重试');
/** 44003: more asked back than the case may still refund. */
export const overCap = (cap: number) =>
  new ApiError(ErrorCode.AFTER_SALE_OVER_CAP, `退款金额超过可退金额（最多${yuanText(cap)}）`);

export interface CaseRef {
  id: number;
  asNo: string;
  version: number;
}

const asNoSql = sql`'SH' || to_char(now() at time zone 'Asia/Shanghai', 'YYMMDD')
  || lpad((nextval('after_sale_no_seq') % 100000000)::text, 8, '0')`;

export async function addCaseEvent(
  tx: DbOrTx,
  caseId: number,
  type: string,
  params: Record<string, unknown>,
  who: Who,
) {
  await tx.execute(sql`
    insert into after_sale_events (after_sale_id, type, params, account_id, operator_name)
    values (${caseId}, ${type}, ${JSON.stringify(params)}::jsonb, ${who.accountId}, ${who.operatorName})`);
}

/** A new case on the order's lines, each line marked open (a second open case on one → 44002). */
export async function openCase(
  tx: DbOrTx,
  input: {
    tenantId: number;
    order: Pick<DaifaOrderHead, 'id' | 'orderNo'>;
    type: string;
    status: string;
    reason: string;
    remark: string;
    appliedFen: number;
    lines: { lineId: number; lineNo: number; qty: number }[];
    who: Who;
    /** 手动 (MANUAL, the default) or 自动售后 (AUTO). */
    source?: 'MANUAL' | 'AUTO';
  },
): Promise<CaseRef> {
  const r = await tx.execute<{ id: number; as_no: string }>(sql`
    insert into after_sales (tenant_id, as_no, order_id, order_no, type, status, reason, remark,
                             applied_fen, account_id, operator_name, source)
    values (${input.tenantId}, ${asNoSql}, ${input.order.id}, ${input.order.orderNo}, ${input.type},
            ${input.status}, ${input.reason}, ${input.remark}, ${input.appliedFen},
            ${input.who.accountId}, ${input.who.operatorName}, ${input.source ?? 'MANUAL'})
    returning id, as_no`);
  const kase = { id: Number(r.rows[0]!.id), asNo: r.rows[0]!.as_no, version: 0 };
  try {
    for (const l of input.lines)
      await tx.execute(sql`
        insert into after_sale_lines (after_sale_id, line_id, line_no, qty)
        values (${kase.id}, ${l.lineId}, ${l.lineNo}, ${l.qty})`);
  } catch (e) {
    if (isUniqueViolation(e)) throw new ApiError(ErrorCode.AFTER_SALE_OPEN, '该商品已有进行中的售后');
    throw e;
  }
  await addCaseEvent(
    tx,
    kase.id,
    'APPLIED',
    {
      type: input.type,
      reason: input.reason,
      fen: input.appliedFen,
      lineNos: input.lines.map((l) => l.lineNo),
    },
    input.who,
  );
  return kase;
}

/**
 * REFUNDING → COMPLETE (compare-and-set on the version read): the lines close with what each got back,
 * in one statement each for the case, its lines and its timeline (the hot path of 申请售后).
 */
export async function completeCase(
  tx: DbOrTx,
  kase: CaseRef,
  input: {
    refundedFen: number;
    lineRefunds: Map<number, number>;
    skipped: { lineNo: number; why: string }[];
    who: Who;
  },
) {
  const r = await tx.execute(sql`
    update after_sales
       set status = 'COMPLETE', refunded_fen = refunded_fen + ${input.refundedFen},
           completed_at = now(), updated_at = now(), version = version + 1
     where id = ${kase.id} and status = 'REFUNDING' and version = ${kase.version}`);
  if (r.rowCount !== 1) throw afterSaleStateChanged();
  const ids = [...input.lineRefunds.keys()];
  const fens = ids.map((id) => input.lineRefunds.get(id)!);
  await tx.execute(sql`
    update after_sale_lines al
       set open = false,
           refund_fen = coalesce((select g.fen from unnest(${arrayParam(ids)}::bigint[], ${arrayParam(fens)}::bigint[])
                                    as g(line_id, fen) where g.line_id = al.line_id), al.refund_fen)
     where al.after_sale_id = ${kase.id}`);
  await tx.execute(sql`
    insert into after_sale_events (after_sale_id, type, params, account_id, operator_name)
    values (${kase.id}, 'REFUNDED', ${JSON.stringify({ fen: input.refundedFen, to: 'BALANCE', skipped: input.skipped })}::jsonb,
            ${input.who.accountId}, ${input.who.operatorName}),
           (${kase.id}, 'COMPLETED', '{}'::jsonb, ${input.who.accountId}, ${input.who.operatorName})`);
}

/**
 * A case ended without its goods settled (CLOSE, REFUSE): its open lines take that state on the order
 * (daifa's tabs see it), are freed for another case, and the order's derived state follows.
 */
export async function endCaseLines(tx: DbOrTx, caseId: number, orderId: number, state: 'CLOSE' | 'REFUSE') {
  await tx.execute(sql`
    update daifa_order_lines l set after_sale_state = ${state}
      from after_sale_lines al
     where al.after_sale_id = ${caseId} and al.open and l.id = al.line_id`);
  await tx.execute(sql`update after_sale_lines set open = false where after_sale_id = ${caseId}`);
  await refreshDerived(tx, orderId);
}

/**
 * A case's lines all settled at once (an interception brought back, a 价保 or 补寄 granted): each closed
 * with what it got back, and the order's lines COMPLETE so daifa's tabs see it.
 */
export async function completeCaseLines(
  tx: DbOrTx,
  caseId: number,
  lines: { lineId: number; refundFen: number }[],
) {
  for (const l of lines)
    await tx.execute(sql`
      update after_sale_lines set accepted_qty = qty, refund_fen = ${l.refundFen}, open = false
       where after_sale_id = ${caseId} and line_id = ${l.lineId}`);
  await tx.execute(sql`
    update daifa_order_lines l set after_sale_state = 'COMPLETE'
      from after_sale_lines al where al.after_sale_id = ${caseId} and l.id = al.line_id`);
}
