import {
  LABEL_TEMPLATES_MAX,
  LABEL_TEMPLATE_BYTES_MAX,
  labelTemplateEndpoints,
  type LabelTemplateKind,
  type LabelTemplateWire,
} from '@oms/api-client';
import { TemplateError, parseTemplate, type Template } from '@oms/label-engine';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { accounts, labelTemplateVersions, labelTemplates } from '../../db/schema.ts';
import { conflict, invalid, notFound } from '../../http/apiError.ts';
import type { Caller } from '../../http/caller.ts';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';

type Row = typeof labelTemplates.$inferSelect & { updatedByName: string };

/** The engine's own check, so a template the server keeps is one every output can draw. */
export function checkedTemplate(body: unknown, name: string): Template {
  let template: Template;
  try {
    template = parseTemplate(body);
  } catch (error) {
    if (error instanceof TemplateError) {
      const first = error.issues[0] ?? error.message.split('\n')[0] ?? '';
      throw invalid(`模板内容不正确：${first}`, 'body');
    }
    throw error;
  }
  const named = { ...template, name };
  if (Buffer.byteLength(JSON.stringify(named)) > LABEL_TEMPLATE_BYTES_MAX)
    throw invalid(`模板太大（超过${LABEL_TEMPLATE_BYTES_MAX / 1024}KB），请把图片换成网络地址`, 'body');
  return named;
}

const whoName = sql<string>`coalesce(${accounts.subUsername}, ${accounts.username})`;

export function toWire(row: Row): LabelTemplateWire {
  const body = row.body as Template;
  return {
    id: row.id,
    kind: row.kind as LabelTemplateKind,
    name: row.name,
    version: row.version,
    width: body.width,
    height: body.height,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedByName,
    body: body as unknown as Record<string, unknown>,
  };
}

export async function loadTemplate(db: Db, caller: Caller, id: number): Promise<Row> {
  const [row] = await db
    .select({ t: labelTemplates, updatedByName: whoName })
    .from(labelTemplates)
    .innerJoin(accounts, eq(accounts.id, labelTemplates.updatedBy))
    .where(and(eq(labelTemplates.id, id), eq(labelTemplates.tenantId, caller.tenantId), isNull(labelTemplates.deletedAt)));
  if (!row) throw notFound('模板不存在或已删除');
  return { ...row.t, updatedByName: row.updatedByName };
}

/**
 * Writes a new version when the template is still at `baseVersion` (compare-and-set), in one
 * transaction with its version row.
 */
export async function writeVersion(
  db: Db,
  caller: Caller,
  id: number,
  baseVersion: number,
  name: string,
  body: Template,
  restoredFrom: number | null,
) {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(labelTemplates)
      .set({ name, body, version: baseVersion + 1, updatedAt: new Date(), updatedBy: caller.accountId })
      .where(
        and(
          eq(labelTemplates.id, id),
          eq(labelTemplates.tenantId, caller.tenantId),
          eq(labelTemplates.version, baseVersion),
          isNull(labelTemplates.deletedAt),
        ),
      )
      .returning({ id: labelTemplates.id });
    if (updated.length === 0) throw conflict('模板已在别处修改并保存，请刷新后再改（你的改动可先导出为JSON）');
    await tx.insert(labelTemplateVersions).values({
      templateId: id,
      version: baseVersion + 1,
      name,
      body,
      restoredFrom,
      createdBy: caller.accountId,
    });
  });
}

/** A new template at version 1, within the tenant's limit; the tenant row serialises creations. */
export async function createTemplate(db: Db, caller: Caller, kind: LabelTemplateKind, name: string, template: Template): Promise<number> {
  return db.transaction(async (tx) => {
    // the tenant row serialises creations, so two at once cannot both pass the limit
    await tx.execute(sql`select id from accounts where id = ${caller.tenantId} for update`);
    const [held] = await tx
      .select({ n: count() })
      .from(labelTemplates)
      .where(and(eq(labelTemplates.tenantId, caller.tenantId), isNull(labelTemplates.deletedAt)));
    if (held!.n >= LABEL_TEMPLATES_MAX) throw invalid(`模板最多保存${LABEL_TEMPLATES_MAX}个，请先删除不用的模板`);
    const [row] = await tx
      .insert(labelTemplates)
      .values({
        tenantId: caller.tenantId,
        kind,
        name,
        version: 1,
        body: template,
        updatedBy: caller.accountId,
      })
      .returning({ id: labelTemplates.id });
    await tx.insert(labelTemplateVersions).values({
      templateId: row!.id,
      version: 1,
      name,
      body: template,
      createdBy: caller.accountId,
    });
    return row!.id;
  });
}

export function registerLabelTemplates(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const checked = checkedTemplate;

  registerEndpoint(app, ctx, labelTemplateEndpoints.list, async ({ caller }) => {
    const rows = await db
      .select({ t: labelTemplates, updatedByName: whoName })
      .from(labelTemplates)
      .innerJoin(accounts, eq(accounts.id, labelTemplates.updatedBy))
      .where(and(eq(labelTemplates.tenantId, caller.tenantId), isNull(labelTemplates.deletedAt)))
      .orderBy(desc(labelTemplates.updatedAt), desc(labelTemplates.id));
    return rows.map((r) => {
      const { body: _body, ...summary } = toWire({ ...r.t, updatedByName: r.updatedByName });
      return summary;
    });
  });

  registerEndpoint(app, ctx, labelTemplateEndpoints.get, async ({ params, caller }) =>
    toWire(await loadTemplate(db, caller, params.id)),
  );

  registerEndpoint(app, ctx, labelTemplateEndpoints.create, async ({ body, caller }) => {
    const template = checked(body.body, body.name);
    const id = await createTemplate(db, caller, body.kind, body.name, template);
    return toWire(await loadTemplate(db, caller, id));
  });

  registerEndpoint(app, ctx, labelTemplateEndpoints.save, async ({ body, caller }) => {
    await loadTemplate(db, caller, body.id);
    await writeVersion(db, caller, body.id, body.baseVersion, body.name, checked(body.body, body.name), null);
    return toWire(await loadTemplate(db, caller, body.id));
  });

  registerEndpoint(app, ctx, labelTemplateEndpoints.versions, async ({ params, caller }) => {
    await loadTemplate(db, caller, params.id);
    const rows = await db
      .select({
        version: labelTemplateVersions.version,
        name: labelTemplateVersions.name,
        createdAt: labelTemplateVersions.createdAt,
        createdBy: whoName,
        restoredFrom: labelTemplateVersions.restoredFrom,
      })
      .from(labelTemplateVersions)
      .innerJoin(accounts, eq(accounts.id, labelTemplateVersions.createdBy))
      .where(eq(labelTemplateVersions.templateId, params.id))
      .orderBy(desc(labelTemplateVersions.version));
    return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  });

  const loadVersion = async (caller: Caller, id: number, version: number) => {
    await loadTemplate(db, caller, id);
    const [row] = await db
      .select({
        version: labelTemplateVersions.version,
        name: labelTemplateVersions.name,
        body: labelTemplateVersions.body,
        createdAt: labelTemplateVersions.createdAt,
        createdBy: whoName,
        restoredFrom: labelTemplateVersions.restoredFrom,
      })
      .from(labelTemplateVersions)
      .innerJoin(accounts, eq(accounts.id, labelTemplateVersions.createdBy))
      .where(and(eq(labelTemplateVersions.templateId, id), eq(labelTemplateVersions.version, version)));
    if (!row) throw notFound('该版本不存在');
    return row;
  };

  registerEndpoint(app, ctx, labelTemplateEndpoints.version, async ({ params, caller }) => {
    const row = await loadVersion(caller, params.id, params.version);
    return { ...row, createdAt: row.createdAt.toISOString(), body: row.body as Record<string, unknown> };
  });

  registerEndpoint(app, ctx, labelTemplateEndpoints.restore, async ({ body, caller }) => {
    const old = await loadVersion(caller, body.id, body.version);
    // an old version passes the engine's check again: it migrates if the format moved on since
    await writeVersion(db, caller, body.id, body.baseVersion, old.name, checked(old.body, old.name), body.version);
    return toWire(await loadTemplate(db, caller, body.id));
  });

  registerEndpoint(app, ctx, labelTemplateEndpoints.remove, async ({ params, caller }) => {
    await loadTemplate(db, caller, params.id);
    await db
      .update(labelTemplates)
      .set({ deletedAt: new Date() })
      .where(and(eq(labelTemplates.id, params.id), eq(labelTemplates.tenantId, caller.tenantId)));
    return null;
  });
}
