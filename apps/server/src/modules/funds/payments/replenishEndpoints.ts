import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { fundsEndpoints, OWED_FEE_REASONS, replenishReasonLabels } from '@oms/api-client';
import type { AppContext } from '../../../http/context.ts';
import { registerEndpoint } from '../../../http/registerEndpoint.ts';
import { conflict, notFound } from '../../../http/apiError.ts';
import { arrayParam } from '../../../db/arrayParam.ts';
import { asDate } from '../../../db/rawRows.ts';
import { idempotent } from '../idempotency.ts';
import { cancelReplenish } from './replenish.ts';

type ReplenishRecord = {
  replenish_no: string;
  order_no: string;
  goods: { stall: string; artNo: string; color: string; size: string; qty: number }[];
  reason: string;
  after_sale_no: string | null;
  original_fen: number;
  current_fen: number;
  amount_fen: number;
  state: 'WAITING_PAYMENT' | 'PAID' | 'CANCELED';
  deadline_at: Date | string;
  created_at: Date | string;
  pay_no: string | null;
  paid_at: Date | string | null;
  canceled_at: Date | string | null;
  cancel_reason: string | null;
};

const iso = (v: Date | string | null) => asDate(v)?.toISOString() ?? null;

const toRow = (r: ReplenishRecord) => ({
  replenishNo: r.replenish_no,
  orderNo: r.order_no,
  goods: r.goods,
  reason: r.reason,
  afterSaleNo: r.after_sale_no,
  originalFen: Number(r.original_fen),
  currentFen: Number(r.current_fen),
  amountFen: Number(r.amount_fen),
  state: r.state,
  deadlineAt: iso(r.deadline_at)!,
  createdAt: iso(r.created_at)!,
  payNo: r.pay_no,
  paidAt: iso(r.paid_at),
  canceledAt: iso(r.canceled_at),
  cancelReason: r.cancel_reason,
});

/** Goods money is owed on to the stalls; freight and the return service fee are the platform's. */
const itemTypeOf = (reason: string) =>
  reason === 'FREIGHT_CHANGED'
    ? ('FREIGHT' as const)
    : OWED_FEE_REASONS.includes(reason)
      ? ('OTHER' as const)
      : ('UPDATE_PRICE' as const);

/** 代发补款记录: the tabs with counts, 去补款 / 批量补款 (one payment order), 放弃补款. */
export function registerReplenishEndpoints(app: FastifyInstance, ctx: AppContext) {
  const { db, funds } = ctx;

  registerEndpoint(app, ctx, fundsEndpoints.replenishPage, async ({ body, caller }) => {
    const tab = body.tab === 'ALL' ? sql`true` : sql`state = ${body.tab}`;
    const rows = await db.execute<ReplenishRecord & { total: number }>(sql`
      select *, count(*) over () as total from replenish_requests
       where tenant_id = ${caller.tenantId} and ${tab}
       order by ${body.tab === 'WAITING_PAYMENT' ? sql`deadline_at asc` : sql`created_at desc`}, id desc
       limit ${body.pageSize} offset ${(body.pageNum - 1) * body.pageSize}`);
    const counts = await db.execute<{ w: number; p: number; c: number; a: number }>(sql`
      select count(*) filter (where state = 'WAITING_PAYMENT')::int as w, count(*) filter (where state = 'PAID')::int as p,
             count(*) filter (where state = 'CANCELED')::int as c, count(*)::int as a
        from replenish_requests where tenant_id = ${caller.tenantId}`);
    const n = counts.rows[0]!;
    return {
      list: rows.rows.map(toRow),
      total: Number(rows.rows[0]?.total ?? 0),
      pageNum: body.pageNum,
      pageSize: body.pageSize,
      counts: { WAITING_PAYMENT: Number(n.w), PAID: Number(n.p), CANCELED: Number(n.c), ALL: Number(n.a) },
    };
  });

  registerEndpoint(app, ctx, fundsEndpoints.replenishPay, async ({ body, caller, request }) =>
    idempotent(db, request, caller.tenantId, async (tx) => {
      const nos = [...new Set(body.replenishNos)];
      const found = await tx.execute<ReplenishRecord>(sql`
        select * from replenish_requests where tenant_id = ${caller.tenantId} and replenish_no = any(${arrayParam(nos)}::text[])
         order by id for update`);
      if (found.rows.length !== nos.length) throw notFound('补款单不存在');
      const closed = found.rows.filter(
        (r) => r.state !== 'WAITING_PAYMENT' || asDate(r.deadline_at).getTime() <= Date.now(),
      );
      if (closed.length)
        throw conflict(`补款单已处理或已超时：${closed.map((r) => r.replenish_no).join('、')}`);
      const order = await funds.createPaymentOrder(tx, {
        tenantId: caller.tenantId,
        createdBy: caller.accountId,
        documentKind: 'REPLENISH',
        subject:
          nos.length > 1
            ? `代发补款 ${nos.length} 笔`
            : OWED_FEE_REASONS.includes(found.rows[0]!.reason)
              ? `${replenishReasonLabels[found.rows[0]!.reason]}（${found.rows[0]!.order_no}）`
              : `代发补款（${found.rows[0]!.order_no}）`,
        lines: found.rows.map((r) => ({
          documentNo: r.replenish_no,
          itemType: itemTypeOf(r.reason),
          fen: Number(r.amount_fen),
          label: `${replenishReasonLabels[r.reason] ?? r.reason}：${r.order_no}`,
        })),
      });
      return { payNo: order.payNo, payCallback: order.payCallback };
    }),
  );

  registerEndpoint(app, ctx, fundsEndpoints.replenishCancel, async ({ body, caller }) =>
    db.transaction(async (tx) => {
      const nos = [...new Set(body.replenishNos)];
      const found = await tx.execute<{ replenish_no: string; reason: string }>(sql`
        select replenish_no, reason from replenish_requests where tenant_id = ${caller.tenantId} and replenish_no = any(${arrayParam(nos)}::text[])`);
      if (found.rows.length !== nos.length) throw notFound('补款单不存在');
      // the work was done: its fee is owed, not a goods price one may decline
      const fees = found.rows.filter((r) => OWED_FEE_REASONS.includes(r.reason));
      if (fees.length)
        throw conflict(
          `${replenishReasonLabels[fees[0]!.reason]}不能放弃，请支付：${fees.map((r) => r.replenish_no).join('、')}`,
        );
      const canceled = await cancelReplenish(
        tx,
        funds.replenishHooks,
        { tenantId: caller.tenantId, replenishNos: nos },
        'USER',
      );
      if (!canceled.length) throw conflict('补款单已处理，不能放弃');
      return { canceled: canceled.map((r) => r.replenishNo) };
    }),
  );
}
