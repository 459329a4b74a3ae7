// 打印设置: the tenant's 60×40 pick-up label, kept as a label template of kind pickup-60x40 (so it is
// versioned and opens in the label editor too) and spoken in the spec's format (datas + originCanvasData).
import { labelTemplateEndpoints, type PickupSettingWire } from '@oms/api-client';
import { DEFAULT_PICKUP_TEMPLATE, TemplateError, parsePickupTemplate, pickupToTemplate, templateToPickup, type Template } from '@oms/label-engine';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { labelTemplates, printSettings } from '../../db/schema.ts';
import { conflict, invalid } from '../../http/apiError.ts';
import type { Caller } from '../../http/caller.ts';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { checkedTemplate, createTemplate, writeVersion } from './labelTemplates.ts';

const DEFAULT_NAME = '拿货标签';

async function current(db: Db, caller: Caller) {
  const [row] = await db
    .select({ id: labelTemplates.id, version: labelTemplates.version, body: labelTemplates.body })
    .from(printSettings)
    .innerJoin(labelTemplates, eq(labelTemplates.id, printSettings.pickupTemplateId))
    .where(and(eq(printSettings.tenantId, caller.tenantId), isNull(labelTemplates.deletedAt)));
  return row ?? null;
}

/** The tenant's pick-up label as the wire carries it (the default until one is saved). */
export const pickupSettingOf = async (db: Db, caller: Caller) => wire(await current(db, caller));

const wire = (row: { id: number; version: number; body: unknown } | null): PickupSettingWire =>
  row
    ? { templateId: row.id, version: row.version, template: templateToPickup(row.body as Template) as unknown as Record<string, unknown> }
    : { templateId: null, version: 0, template: DEFAULT_PICKUP_TEMPLATE as unknown as Record<string, unknown> };

export function registerPickupSetting(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  registerEndpoint(app, ctx, labelTemplateEndpoints.pickupSetting, async ({ caller }) => wire(await current(db, caller)));

  registerEndpoint(app, ctx, labelTemplateEndpoints.savePickupSetting, async ({ body, caller }) => {
    let template: Template;
    try {
      const spec = parsePickupTemplate(body.template);
      template = pickupToTemplate(spec);
    } catch (error) {
      if (error instanceof TemplateError) throw invalid(`拿货标签模板不正确：${error.issues[0] ?? error.message.split('\n')[0]}`, 'template');
      throw error;
    }
    const name = (template.name || DEFAULT_NAME).slice(0, 30);
    const checked = checkedTemplate(template, name);
    const now = await current(db, caller);
    if (!now) {
      if (body.baseVersion !== 0) throw conflict('拿货标签已在别处修改并保存，请刷新后再改');
      const id = await createTemplate(db, caller, 'pickup-60x40', name, checked);
      const claimed = await db
        .insert(printSettings)
        .values({ tenantId: caller.tenantId, pickupTemplateId: id })
        .onConflictDoUpdate({
          target: printSettings.tenantId,
          set: { pickupTemplateId: id, updatedAt: new Date() },
          // only when nobody else set a live one meanwhile (theirs may have been deleted)
          setWhere: sql`not exists (select 1 from label_templates t where t.id = ${printSettings.pickupTemplateId} and t.deleted_at is null)`,
        })
        .returning({ id: printSettings.pickupTemplateId });
      if (claimed.length === 0) throw conflict('拿货标签已在别处修改并保存，请刷新后再改');
    } else {
      await writeVersion(db, caller, now.id, body.baseVersion, name, checked, null);
    }
    return wire(await current(db, caller));
  });
}
