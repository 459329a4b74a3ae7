import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { fundsEndpoints, shellEndpoints } from '@oms/api-client';
import type { AppContext } from '../../../http/context.ts';
import { registerEndpoint } from '../../../http/registerEndpoint.ts';
import { notFound } from '../../../http/apiError.ts';
import { callerName } from '../../../http/caller.ts';
import { balancesOf } from './balances.ts';
import { billDetail, billPage } from './bills.ts';
import { idempotent } from '../idempotency.ts';
import { asDate } from '../../../db/rawRows.ts';
import { PassThrough } from 'node:stream';
import { DIRECT_EXPORT_MAX_ROWS } from '@oms/api-client';
import { countForExport, createExport, exportFileName } from '../../../list/jobs/exportJobs.ts';
import { attachmentHeader, XLSX_TYPE } from '../../../list/jobs/exportFiles.ts';
import { invalid } from '../../../http/apiError.ts';
import { billExportKind, writeBillsXlsx } from './billExport.ts';

/** 我的余额: the cards, the bills and 资金去向, the old system's balance, and the 货款后付 card of /home. */
export function registerBalanceEndpoints(app: FastifyInstance, ctx: AppContext) {
  const { db, funds } = ctx;

  registerEndpoint(app, ctx, fundsEndpoints.overview, async ({ caller }) => {
    const b = await balancesOf(db, caller.tenantId);
    // 本月: the calendar month in Beijing time.
    const month = await db.execute<{ income: number; expense: number }>(sql`
      select coalesce(sum(amount_fen) filter (where direction = 'IN'), 0) as income,
             coalesce(sum(amount_fen) filter (where direction = 'OUT'), 0) as expense
        from ledger_bills_v1
       where tenant_id = ${caller.tenantId}
         and created_at >= date_trunc('month', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai'`);
    const pin = await funds.payPasswords.state(caller.accountId);
    return {
      availableFen: b.available,
      frozenFen: b.frozen,
      payLaterOwedFen: -b.payLater,
      monthIncomeFen: Number(month.rows[0]!.income),
      monthExpenseFen: Number(month.rows[0]!.expense),
      payPasswordSet: pin.set,
    };
  });

  registerEndpoint(app, ctx, fundsEndpoints.billPage, async ({ body, caller }) =>
    billPage(db, caller.tenantId, body.filter, body),
  );

  const bills = billExportKind(db);
  registerEndpoint(app, ctx, fundsEndpoints.billExport, async ({ body, caller }) => {
    const job = await createExport(db, bills, caller, body);
    await ctx.listJobs.startExport(job.id);
    return job;
  });

  // The export helper's direct download (spec §7) for what fits in one answer; more goes to 导出记录.
  registerEndpoint(
    app,
    ctx,
    fundsEndpoints.billExportFile,
    { sendsFile: true },
    async ({ body, caller, reply }) => {
      const total = await countForExport(bills, caller, body);
      if (total > DIRECT_EXPORT_MAX_ROWS)
        throw invalid(`超过${DIRECT_EXPORT_MAX_ROWS}条，请使用后台导出（导出记录中下载）`, 'filter');
      const out = new PassThrough();
      const chunks: Buffer[] = [];
      out.on('data', (c: Buffer) => chunks.push(c));
      await writeBillsXlsx(db, caller, body, out, async () => undefined);
      out.end();
      reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', attachmentHeader(exportFileName('账单明细', new Date())))
        .header('cache-control', 'no-store');
      return reply.send(Buffer.concat(chunks));
    },
  );

  registerEndpoint(app, ctx, fundsEndpoints.billDetail, async ({ params, caller }) => {
    const detail = await billDetail(db, caller.tenantId, params.id);
    if (!detail) throw notFound('账单不存在');
    return detail;
  });

  const oldBalance = async (tenantId: number) => {
    const r = await db.execute<{ fen: number; migrated_at: Date | string | null }>(
      sql`select fen, migrated_at from old_balances where tenant_id = ${tenantId}`,
    );
    const row = r.rows[0];
    return {
      fen: Number(row?.fen ?? 0),
      migrated: Boolean(row?.migrated_at),
      migratedAt: asDate(row?.migrated_at)?.toISOString() ?? null,
    };
  };

  registerEndpoint(app, ctx, fundsEndpoints.oldBalance, async ({ caller }) => oldBalance(caller.tenantId));

  // 一键迁移: once per tenant; a repeat (or a second click) answers the first result and moves nothing.
  registerEndpoint(app, ctx, fundsEndpoints.migrateOldBalance, async ({ caller, request }) => {
    const hasKey = typeof request.headers['idempotency-key'] === 'string';
    const run = async (tx: Parameters<Parameters<typeof db.transaction>[0]>[0] | typeof db) => {
      const r = await tx.execute<{ fen: number }>(sql`
        update old_balances set migrated_at = now() where tenant_id = ${caller.tenantId} and migrated_at is null and fen > 0
        returning fen`);
      const fen = Number(r.rows[0]?.fen ?? 0);
      if (fen > 0) {
        const posted = await funds.ledger.post(tx, {
          tenantId: caller.tenantId,
          billType: 'BALANCE_MIGRATE',
          direction: 'IN',
          document: { kind: 'BALANCE_MIGRATE', no: `MIGRATE-${caller.tenantId}` },
          payMethod: 'BALANCE',
          operator: { id: caller.accountId, name: callerName(caller) },
          memo: '旧版系统余额迁移',
          idempotencyKey: `migrate:${caller.tenantId}`,
          entries: [
            { account: 'legacy', fen: -fen },
            { account: 'available', fen },
          ],
        });
        await tx.execute(
          sql`update old_balances set ledger_transaction_id = ${posted.id} where tenant_id = ${caller.tenantId}`,
        );
      }
    };
    if (hasKey) await idempotent(db, request, caller.tenantId, async (tx) => run(tx));
    else await db.transaction(async (tx) => run(tx));
    return oldBalance(caller.tenantId);
  });

  registerEndpoint(app, ctx, shellEndpoints.payLaterStatistics, async ({ caller }) => {
    const b = await balancesOf(db, caller.tenantId);
    const setting = await db.execute<{ limit_fen: number; due_days: number }>(
      sql`select limit_fen, due_days from pay_later_settings where tenant_id = ${caller.tenantId}`,
    );
    const dueDays = Number(setting.rows[0]?.due_days ?? 15);
    // Repayments settle the oldest debts first: what is overdue is the debt older than due_days that the
    // repayments so far have not covered; due soon (3 days) likewise for the debt just younger.
    const ages = await db.execute<{ old: number; soon: number; repaid: number }>(sql`
      select coalesce(-sum(e.amount_fen) filter (where e.amount_fen < 0 and t.created_at < now() - make_interval(days => ${dueDays})), 0) as old,
             coalesce(-sum(e.amount_fen) filter (where e.amount_fen < 0 and t.created_at < now() - make_interval(days => ${dueDays - 3})), 0) as soon,
             coalesce(sum(e.amount_fen) filter (where e.amount_fen > 0), 0) as repaid
        from ledger_entries e
        join ledger_accounts a on a.id = e.account_id and a.tenant_id = ${caller.tenantId} and a.code = 'payLater'
        join ledger_transactions t on t.id = e.transaction_id`);
    const { old, soon, repaid } = ages.rows[0]!;
    const overdue = Math.max(0, Number(old) - Number(repaid));
    const due = Math.max(0, Number(soon) - Number(repaid)) - overdue;
    return {
      owedFen: -b.payLater,
      dueFen: due,
      overdueFen: overdue,
      limitFen: Number(setting.rows[0]?.limit_fen ?? 0),
    };
  });
}
