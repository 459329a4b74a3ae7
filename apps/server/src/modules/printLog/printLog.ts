import { printLogEndpoints, type LabelTemplateKind, type PrintJobWire, type PrintMode, type PrintResult } from '@oms/api-client';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, labelTemplates, printJobs } from '../../db/schema.ts';
import { notFound } from '../../http/apiError.ts';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { checkedTemplate } from '../labelTemplates/labelTemplates.ts';

const printedBy = sql<string>`coalesce(${accounts.subUsername}, ${accounts.username})`;
const summary = {
  id: printJobs.id,
  templateId: printJobs.templateId,
  templateName: printJobs.templateName,
  kind: printJobs.kind,
  mode: printJobs.mode,
  printer: printJobs.printer,
  labels: printJobs.labels,
  failed: printJobs.failed,
  result: printJobs.result,
  error: printJobs.error,
  printedBy,
  createdAt: printJobs.createdAt,
};
type SummaryRow = { [K in keyof typeof summary]: unknown } & { createdAt: Date };

const toWire = (r: SummaryRow): PrintJobWire => ({
  ...(r as unknown as PrintJobWire),
  kind: r.kind as LabelTemplateKind,
  mode: r.mode as PrintMode,
  result: r.result as PrintResult,
  createdAt: r.createdAt.toISOString(),
});

/** The tenant's print log; a job's template and rows are kept so it can be printed again as it was. */
export function registerPrintLog(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  registerEndpoint(app, ctx, printLogEndpoints.record, async ({ body, caller }) => {
    const template = checkedTemplate(body.template, body.templateName || '标签');
    if (body.templateId !== undefined) {
      const [own] = await db
        .select({ id: labelTemplates.id })
        .from(labelTemplates)
        .where(and(eq(labelTemplates.id, body.templateId), eq(labelTemplates.tenantId, caller.tenantId)));
      if (!own) throw notFound('模板不存在或已删除');
    }
    const [row] = await db
      .insert(printJobs)
      .values({
        ...body,
        templateId: body.templateId ?? null,
        error: body.error ?? null,
        template,
        tenantId: caller.tenantId,
        accountId: caller.accountId,
      })
      .returning({ id: printJobs.id });
    const [job] = await db
      .select(summary)
      .from(printJobs)
      .innerJoin(accounts, eq(accounts.id, printJobs.accountId))
      .where(eq(printJobs.id, row!.id));
    return toWire(job!);
  });

  registerEndpoint(app, ctx, printLogEndpoints.page, async ({ body, caller }) => {
    const where = eq(printJobs.tenantId, caller.tenantId);
    const [rows, [total]] = await Promise.all([
      db
        .select(summary)
        .from(printJobs)
        .innerJoin(accounts, eq(accounts.id, printJobs.accountId))
        .where(where)
        .orderBy(desc(printJobs.createdAt), desc(printJobs.id))
        .limit(body.pageSize)
        .offset((body.pageNum - 1) * body.pageSize),
      db.select({ n: count() }).from(printJobs).where(where),
    ]);
    return { list: rows.map(toWire), total: total!.n, pageNum: body.pageNum, pageSize: body.pageSize };
  });

  registerEndpoint(app, ctx, printLogEndpoints.detail, async ({ params, caller }) => {
    const [row] = await db
      .select({ ...summary, template: printJobs.template, rows: printJobs.rows })
      .from(printJobs)
      .innerJoin(accounts, eq(accounts.id, printJobs.accountId))
      .where(and(eq(printJobs.id, params.id), eq(printJobs.tenantId, caller.tenantId)));
    if (!row) throw notFound('打印记录不存在');
    return {
      ...toWire(row),
      template: row.template as Record<string, unknown>,
      rows: row.rows as Record<string, unknown>[],
    };
  });
}
