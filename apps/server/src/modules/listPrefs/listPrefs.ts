import {
  LIST_PERMISSIONS,
  SAVED_VIEWS_MAX,
  listPrefEndpoints,
  listViewFilterSchemas,
  type ListKey,
  type SavedViewWire,
} from '@oms/api-client';
import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, listColumnSettings, listSavedViews } from '../../db/schema.ts';
import { forbidden, invalid, notFound } from '../../http/apiError.ts';
import { hasPermission, type Caller } from '../../http/caller.ts';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';

type ViewRow = typeof listSavedViews.$inferSelect & { ownerName: string };

function mayOpen(caller: Caller, listKey: ListKey) {
  if (!hasPermission(caller, LIST_PERMISSIONS[listKey]))
    throw forbidden('暂无权限，请联系主账号管理人员开通权限');
}

/** A view's filter as the list defines it; anything else is refused on its field. */
function checkedFilter(listKey: ListKey, filter: unknown): Record<string, unknown> {
  const parsed = listViewFilterSchemas[listKey].safeParse(filter);
  if (!parsed.success)
    throw invalid(`视图的筛选条件不正确：${parsed.error.issues[0]?.message ?? ''}`, 'filter');
  return parsed.data;
}

const toWire = (row: ViewRow, caller: Caller): SavedViewWire => ({
  id: row.id,
  listKey: row.listKey as ListKey,
  name: row.name,
  shared: row.shared,
  mine: row.accountId === caller.accountId,
  ownerName: row.ownerName,
  filter: row.filter as Record<string, unknown>,
  createdAt: row.createdAt.toISOString(),
});

/** Column settings per user and list; saved views per user, shared ones visible to the tenant's team. */
export function registerListPrefs(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const ownerName = sql<string>`coalesce(${accounts.subUsername}, ${accounts.username})`;
  const viewsWhere = (caller: Caller) =>
    and(
      eq(listSavedViews.tenantId, caller.tenantId),
      or(eq(listSavedViews.accountId, caller.accountId), eq(listSavedViews.shared, true)),
    );
  const loadView = async (caller: Caller, id: number) => {
    const [row] = await db
      .select({ view: listSavedViews, ownerName })
      .from(listSavedViews)
      .innerJoin(accounts, eq(accounts.id, listSavedViews.accountId))
      .where(and(eq(listSavedViews.id, id), viewsWhere(caller)));
    if (!row) throw notFound('视图不存在');
    mayOpen(caller, row.view.listKey as ListKey);
    return { ...row.view, ownerName: row.ownerName };
  };
  /** Only the owner changes a view; a colleague's shared view is read-only. */
  const ownView = async (caller: Caller, id: number) => {
    const view = await loadView(caller, id);
    if (view.accountId !== caller.accountId) throw forbidden('只能修改自己创建的视图');
    return view;
  };
  // drizzle wraps the driver's error: the unique violation's code is on its cause.
  const nameTaken = (error: unknown) => {
    const code = (e: unknown) => (e as { code?: string } | null)?.code;
    return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
  };

  registerEndpoint(app, ctx, listPrefEndpoints.columnSettings, async ({ query, caller }) => {
    mayOpen(caller, query.listKey);
    const [row] = await db
      .select({ settings: listColumnSettings.settings })
      .from(listColumnSettings)
      .where(
        and(
          eq(listColumnSettings.accountId, caller.accountId),
          eq(listColumnSettings.listKey, query.listKey),
        ),
      );
    return (row?.settings as never) ?? null;
  });

  registerEndpoint(app, ctx, listPrefEndpoints.saveColumnSettings, async ({ body, caller }) => {
    mayOpen(caller, body.listKey);
    const keys = body.settings.map((s) => s.key);
    if (new Set(keys).size !== keys.length) throw invalid('列设置中有重复的列', 'settings');
    await db
      .insert(listColumnSettings)
      .values({ accountId: caller.accountId, listKey: body.listKey, settings: body.settings })
      .onConflictDoUpdate({
        target: [listColumnSettings.accountId, listColumnSettings.listKey],
        set: { settings: body.settings, updatedAt: new Date() },
      });
    return null;
  });

  registerEndpoint(app, ctx, listPrefEndpoints.views, async ({ query, caller }) => {
    mayOpen(caller, query.listKey);
    const rows = await db
      .select({ view: listSavedViews, ownerName })
      .from(listSavedViews)
      .innerJoin(accounts, eq(accounts.id, listSavedViews.accountId))
      .where(and(viewsWhere(caller), eq(listSavedViews.listKey, query.listKey)))
      .orderBy(asc(listSavedViews.name), asc(listSavedViews.id));
    return rows.map((r) => toWire({ ...r.view, ownerName: r.ownerName }, caller));
  });

  registerEndpoint(app, ctx, listPrefEndpoints.createView, async ({ body, caller }) => {
    mayOpen(caller, body.listKey);
    const filter = checkedFilter(body.listKey, body.filter);
    const [held] = await db
      .select({ n: count() })
      .from(listSavedViews)
      .where(and(eq(listSavedViews.accountId, caller.accountId), eq(listSavedViews.listKey, body.listKey)));
    if (held!.n >= SAVED_VIEWS_MAX)
      throw invalid(`每个列表最多保存${SAVED_VIEWS_MAX}个视图，请先删除不用的视图`, 'name');
    try {
      const [row] = await db
        .insert(listSavedViews)
        .values({
          tenantId: caller.tenantId,
          accountId: caller.accountId,
          listKey: body.listKey,
          name: body.name,
          shared: body.shared,
          filter,
        })
        .returning({ id: listSavedViews.id });
      return toWire(await loadView(caller, row!.id), caller);
    } catch (error) {
      if (nameTaken(error)) throw invalid('视图名称已存在', 'name');
      throw error;
    }
  });

  registerEndpoint(app, ctx, listPrefEndpoints.updateView, async ({ body, caller }) => {
    const view = await ownView(caller, body.id);
    const change: Partial<typeof listSavedViews.$inferInsert> = {};
    if (body.name !== undefined) change.name = body.name;
    if (body.shared !== undefined) change.shared = body.shared;
    if (body.filter !== undefined) change.filter = checkedFilter(view.listKey as ListKey, body.filter);
    if (Object.keys(change).length === 0) throw invalid('没有要修改的内容', 'name');
    try {
      await db.update(listSavedViews).set(change).where(eq(listSavedViews.id, view.id));
    } catch (error) {
      if (nameTaken(error)) throw invalid('视图名称已存在', 'name');
      throw error;
    }
    return toWire(await loadView(caller, view.id), caller);
  });

  registerEndpoint(app, ctx, listPrefEndpoints.deleteView, async ({ params, caller }) => {
    const view = await ownView(caller, params.id);
    await db.delete(listSavedViews).where(eq(listSavedViews.id, view.id));
    return null;
  });
}
