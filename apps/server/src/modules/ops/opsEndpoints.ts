import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { ErrorCode, opsEndpoints } from '@oms/api-client';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { ApiError, notFound } from '../../http/apiError.ts';
import { asDate } from '../../db/rawRows.ts';
import { idempotent } from '../funds/idempotency.ts';
import { reconcile } from '../funds/ledger/reconcile.ts';
import { reviewWithdrawal } from '../funds/rechargeWithdraw/withdrawals.ts';
import { operatorLogin, operatorLogout } from './operators.ts';
import { createPopup, popupDesk, withdrawPopup } from '../messages/popupDesk.ts';
import { opsPage, opsScript } from './opsPage.ts';
import { registerManualDeliveryGrants } from './manualDelivery.ts';
import { approveAppeal, pendingAppeals, rejectAppeal } from '../afterSale/appeal/appeals.ts';

const iso = (v: Date | string | null) => asDate(v)?.toISOString() ?? null;

type WithdrawalRecord = {
  withdraw_no: string;
  tenant: string;
  fen: number;
  alipay_account: string;
  real_name: string;
  state: 'REVIEWING' | 'PAYING' | 'PAID' | 'FAILED' | 'REJECTED' | 'CANCELED';
  created_at: Date | string;
  auto_approve_at: Date | string | null;
  reviewed_by: string | null;
  reject_reason: string | null;
  fail_reason: string | null;
};

const toRow = (r: WithdrawalRecord) => ({
  withdrawNo: r.withdraw_no,
  tenant: r.tenant,
  amountFen: Number(r.fen),
  alipayAccount: r.alipay_account,
  realName: r.real_name,
  state: r.state,
  createdAt: iso(r.created_at)!,
  autoApproveAt: iso(r.auto_approve_at),
  reviewedBy: r.reviewed_by,
  reason: r.reject_reason ?? r.fail_reason,
});

/** /ops (平台财务): review withdrawals, look at money anomalies and refunds, adjust a balance, reconcile. */
export function registerOps(app: FastifyInstance, ctx: AppContext) {
  const { db, funds } = ctx;

  registerManualDeliveryGrants(app, ctx);

  app.get('/ops', async (_request, reply) =>
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(opsPage()),
  );
  app.get('/ops/ops.js', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(opsScript()),
  );

  registerEndpoint(
    app,
    ctx,
    opsEndpoints.login,
    { perMinutePerClient: ctx.config.signInPerMinute },
    async ({ body }) => {
      const session = await operatorLogin(db, body.username, body.password);
      if (!session) throw new ApiError(ErrorCode.BAD_CREDENTIALS);
      return session;
    },
  );

  registerEndpoint(app, ctx, opsEndpoints.logout, async ({ request }) => {
    await operatorLogout(db, String(request.headers['x-ops-token']));
    return null;
  });

  const withdrawalRows = (where: ReturnType<typeof sql>) =>
    db.execute<WithdrawalRecord>(sql`
      select w.*, a.username as tenant from withdrawals w join accounts a on a.id = w.tenant_id
       where ${where} order by w.created_at desc limit 200`);

  registerEndpoint(app, ctx, opsEndpoints.withdrawals, async ({ body }) => {
    const rows = await withdrawalRows(body.state === 'ALL' ? sql`true` : sql`w.state = ${body.state}`);
    return rows.rows.map(toRow);
  });

  const review = async (
    no: string,
    decision: { approve: true } | { approve: false; reason: string },
    operator: string,
  ) => {
    await db.transaction((tx) => reviewWithdrawal(tx, funds.ledger, no, decision, operator));
    const rows = await withdrawalRows(sql`w.withdraw_no = ${no}`);
    return toRow(rows.rows[0]!);
  };

  registerEndpoint(app, ctx, opsEndpoints.approveWithdrawal, async ({ params, request }) =>
    review(params.no, { approve: true }, request.operator!.name),
  );
  registerEndpoint(app, ctx, opsEndpoints.rejectWithdrawal, async ({ params, body, request }) =>
    review(params.no, { approve: false, reason: body.reason }, request.operator!.name),
  );

  // 申诉审核: the sellers' appeals on cases that ended 已拒绝
  registerEndpoint(app, ctx, opsEndpoints.appeals, () => pendingAppeals(db));
  registerEndpoint(app, ctx, opsEndpoints.appealApprove, ({ params, body, request }) =>
    approveAppeal(db, funds, params.id, body, request.operator!.name),
  );
  registerEndpoint(app, ctx, opsEndpoints.appealReject, ({ params, body, request }) =>
    rejectAppeal(db, params.id, body.reason, request.operator!.name),
  );

  registerEndpoint(app, ctx, opsEndpoints.popups, () => popupDesk(db));
  registerEndpoint(app, ctx, opsEndpoints.createPopup, ({ body, request }) =>
    createPopup(db, request.operator!, body),
  );
  registerEndpoint(app, ctx, opsEndpoints.withdrawPopup, ({ params, request }) =>
    withdrawPopup(db, request.operator!, params.id),
  );

  registerEndpoint(app, ctx, opsEndpoints.anomalies, async () => {
    const rows = await db.execute<{
      id: number;
      kind: string;
      pay_no: string | null;
      detail: Record<string, unknown>;
      created_at: Date | string;
      resolved_at: Date | string | null;
      resolved_by: string | null;
    }>(sql`select * from money_anomalies order by resolved_at is not null, id desc limit 200`);
    return rows.rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      payNo: r.pay_no,
      detail: r.detail,
      createdAt: iso(r.created_at)!,
      resolvedAt: iso(r.resolved_at),
      resolvedBy: r.resolved_by,
    }));
  });

  registerEndpoint(app, ctx, opsEndpoints.resolveAnomaly, async ({ params, request }) => {
    const r = await db.execute(sql`
      update money_anomalies set resolved_at = now(), resolved_by = ${request.operator!.name} where id = ${params.id} and resolved_at is null`);
    if (r.rowCount !== 1) throw notFound('异常不存在或已处理');
    return null;
  });

  registerEndpoint(app, ctx, opsEndpoints.refunds, async () => {
    const rows = await db.execute<{
      refund_no: string;
      tenant: string;
      pay_no: string;
      trade_no: string;
      document_no: string;
      fen: number;
      reason: string;
      state: 'PROCESSING' | 'SUCCESS' | 'FAILED';
      attempts: number;
      last_error: string | null;
      created_at: Date | string;
    }>(sql`
      select r.*, a.username as tenant from payment_refunds r join accounts a on a.id = r.tenant_id
       order by r.state = 'SUCCESS', r.id desc limit 200`);
    return rows.rows.map((r) => ({
      refundNo: r.refund_no,
      tenant: r.tenant,
      payNo: r.pay_no,
      tradeNo: r.trade_no,
      documentNo: r.document_no,
      fen: Number(r.fen),
      reason: r.reason,
      state: r.state,
      attempts: Number(r.attempts),
      lastError: r.last_error,
      createdAt: iso(r.created_at)!,
    }));
  });

  // 调账: an operator's movement with its reason, on the tenant's bills; the key makes a double submit one.
  registerEndpoint(app, ctx, opsEndpoints.adjust, async ({ body, request }) => {
    const tenant = await db.execute<{ id: number }>(
      sql`select id from accounts where parent_id is null and lower(username) = lower(${body.username})`,
    );
    const tenantId = tenant.rows[0] ? Number(tenant.rows[0].id) : null;
    if (tenantId === null) throw notFound('商家账号不存在');
    return idempotent(db, request, tenantId, async (tx, key) => {
      const into = body.fen > 0;
      const posted = await funds.ledger.post(tx, {
        tenantId,
        billType: body.billType,
        direction: into ? 'IN' : 'OUT',
        document: { kind: 'ADJUSTMENT', no: `TZ${Date.now()}` },
        payMethod: 'BALANCE',
        operator: { id: null, name: request.operator!.name },
        memo: body.reason,
        idempotencyKey: `ops-adjust:${key}`,
        entries: [
          { account: 'offline', fen: -body.fen },
          { account: 'available', fen: body.fen },
        ],
      });
      return { transactionId: posted.id, availableAfterFen: posted.availableAfter ?? 0 };
    });
  });

  registerEndpoint(app, ctx, opsEndpoints.reconcile, async () => {
    const report = await reconcile(db);
    return {
      ...report,
      checks: report.checks.map((c) => ({
        ...c,
        examples: JSON.parse(JSON.stringify(c.examples)) as Record<string, unknown>[],
      })),
    };
  });
}
