import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { arrayParam } from '../../db/arrayParam.ts';
import { moveCase as move, type ReturnCase } from './returnCase.ts';
import { registerReturnProblem } from './problemParcels.ts';
import { textOf } from './deskText.ts';

/** A case line as the stall answered it: pieces still with the case, those it took, and why not the rest. */
export interface StallResult {
  lineId: number;
  lineNo: number;
  qty: number;
  priceFen: number;
  /** The goods, as a 补款 lists them. */
  goods: { stall: string; artNo: string; color: string; size: string };
  accepted: number;
  /** The goods of the pieces taken back, at the line's price. */
  fen: number;
  reason: string | null;
}

/** FACTORY_RESULT's lines read against the case's open lines: never more taken than the case holds. */
export async function stallResults(
  tx: DbOrTx,
  kase: ReturnCase,
  data: Record<string, unknown>,
): Promise<StallResult[]> {
  const lines = (
    await tx.execute<{
      line_id: number;
      line_no: number;
      qty: number;
      price_fen: number;
      stall: string;
      article_no: string;
      color: string;
      size: string;
    }>(sql`
      select al.line_id, al.line_no, al.qty - coalesce(al.accepted_qty, 0) as qty, l.price_fen,
             l.stall, l.article_no, l.color, l.size
        from after_sale_lines al join daifa_order_lines l on l.id = al.line_id
       where al.after_sale_id = ${kase.id} and al.open`)
  ).rows.map((l) => ({
    lineId: Number(l.line_id),
    lineNo: Number(l.line_no),
    qty: Number(l.qty),
    priceFen: Number(l.price_fen),
    goods: { stall: l.stall, artNo: l.article_no, color: l.color, size: l.size },
  }));
  const answers = Array.isArray(data.lines) ? (data.lines as Record<string, unknown>[]) : [];
  return lines.map((l) => {
    const a = answers.find((x) => String(x?.lineId) === String(l.lineId));
    const accepted = Math.max(
      0,
      Math.min(l.qty, Number.isSafeInteger(a?.acceptedQty) ? Number(a!.acceptedQty) : 0),
    );
    return {
      ...l,
      accepted,
      fen: accepted * l.priceFen,
      reason: accepted < l.qty ? (textOf(a?.reason) ?? '档口拒收') : null,
    };
  });
}

/** The timeline's words of the answer: per line, taken and refused. */
export const acceptedOf = (results: StallResult[]) =>
  results.map((r) => ({ lineNo: r.lineNo, qty: r.accepted, refused: r.qty - r.accepted, reason: r.reason }));

/**
 * Each case line keeps what the stall took (and `refundOf` it in fen); lines wholly taken close, and
 * their order lines read COMPLETE so daifa's tabs see it.
 */
export async function settleLines(
  tx: DbOrTx,
  kase: ReturnCase,
  results: StallResult[],
  refundOf: (r: StallResult) => number,
) {
  for (const r of results)
    await tx.execute(sql`
      update after_sale_lines
         set accepted_qty = coalesce(accepted_qty, 0) + ${r.accepted}, refuse_reason = ${r.reason},
             refund_fen = refund_fen + ${refundOf(r)},
             open = ${r.reason !== null}
       where after_sale_id = ${kase.id} and line_id = ${r.lineId}`);
  const settled = results.filter((r) => r.reason === null).map((r) => r.lineId);
  if (settled.length)
    await tx.execute(sql`
      update daifa_order_lines set after_sale_state = 'COMPLETE'
       where id = any(${arrayParam(settled)}::bigint[])`);
}

/** Pieces the stall refused: the case waits as PROBLEM (档口拒收) and they become its 问题件. */
export async function refusedToProblem(tx: DbOrTx, kase: ReturnCase, refused: StallResult[], extra: SQL) {
  const why = `档口拒收：${refused[0]!.reason}`;
  await move(tx, kase, 'PROBLEM', 'FACTORY_REFUSE', sql`${extra}, problem_reason = ${why}`);
  const base = await problemOf(tx, kase);
  await registerReturnProblem(tx, {
    ...base,
    source: 'STALL_REFUSE',
    problemType: '档口拒收',
    reason: why,
    // the refused pieces only: what was taken back is settled
    goods: refused.map((r) => `${base.goodsOf.get(r.lineId) ?? ''} ×${r.qty - r.accepted}`.trim()),
    pieces: refused.reduce((s, r) => s + r.qty - r.accepted, 0),
  });
}

/** A return's 问题件 as registered: the case, its parcel and its goods (all of them, as QC saw them). */
export async function problemOf(tx: DbOrTx, kase: ReturnCase) {
  const r = await tx.execute<{
    return_waybill_no: string | null;
    line_id: number;
    text: string;
    qty: number;
  }>(sql`
    select a.return_waybill_no, al.line_id, l.article_no || ' ' || l.color || '/' || l.size as text, al.qty
      from after_sales a join after_sale_lines al on al.after_sale_id = a.id
      join daifa_order_lines l on l.id = al.line_id
     where a.id = ${kase.id} order by al.line_no`);
  return {
    tenantId: kase.tenantId,
    afterSaleId: kase.id,
    asNo: kase.asNo,
    orderNo: kase.orderNo,
    parcelNo: r.rows[0]?.return_waybill_no ?? kase.asNo,
    goods: r.rows.map((l) => `${l.text} ×${Number(l.qty)}`),
    pieces: r.rows.reduce((s, l) => s + Number(l.qty), 0),
    goodsOf: new Map(r.rows.map((l) => [Number(l.line_id), l.text])),
  };
}
