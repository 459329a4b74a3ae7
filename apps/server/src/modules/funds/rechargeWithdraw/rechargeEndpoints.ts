import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { fundsEndpoints } from '@oms/api-client';
import { fenToYuan } from '@oms/alipay-protocol';
import type { AppContext } from '../../../http/context.ts';
import { registerEndpoint } from '../../../http/registerEndpoint.ts';
import { idempotent } from '../idempotency.ts';
import { nextFundsNo } from '../fundsNumbers.ts';
import { asDate } from '../../../db/rawRows.ts';

/** 充值: a recharge document and its payment order (Alipay only), and 充值记录. */
export function registerRechargeEndpoints(app: FastifyInstance, ctx: AppContext) {
  const { db, funds } = ctx;

  registerEndpoint(app, ctx, fundsEndpoints.recharge, async ({ body, caller, request }) =>
    idempotent(db, request, caller.tenantId, async (tx) => {
      const rechargeNo = await nextFundsNo(tx, 'CZ');
      const order = await funds.createPaymentOrder(tx, {
        tenantId: caller.tenantId,
        createdBy: caller.accountId,
        documentKind: 'RECHARGE',
        subject: `余额充值 ¥${fenToYuan(body.amountFen)}`,
        lines: [{ documentNo: rechargeNo, itemType: 'OTHER', fen: body.amountFen, label: '余额充值' }],
      });
      return { payNo: order.payNo, payCallback: order.payCallback };
    }),
  );

  registerEndpoint(app, ctx, fundsEndpoints.rechargePage, async ({ body, caller }) => {
    const rows = await db.execute<{
      pay_no: string;
      amount_fen: number;
      state: 'WAITING' | 'PAID' | 'CLOSED';
      method: string | null;
      trade_no: string | null;
      created_at: Date | string;
      paid_at: Date | string | null;
      total: number;
    }>(sql`
      select pay_no, amount_fen, state, method, trade_no, created_at, paid_at, count(*) over () as total
        from payment_orders where tenant_id = ${caller.tenantId} and document_kind = 'RECHARGE'
       order by created_at desc, id desc limit ${body.pageSize} offset ${(body.pageNum - 1) * body.pageSize}`);
    return {
      list: rows.rows.map((r) => ({
        payNo: r.pay_no,
        amountFen: Number(r.amount_fen),
        state: r.state,
        method: r.method,
        tradeNo: r.trade_no,
        createdAt: asDate(r.created_at).toISOString(),
        paidAt: asDate(r.paid_at)?.toISOString() ?? null,
      })),
      total: Number(rows.rows[0]?.total ?? 0),
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    };
  });
}
