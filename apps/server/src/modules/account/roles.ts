import { ErrorCode, accountEndpoints } from '@oms/api-client';
import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { accountRoles, rolePermissions, roles } from '../../db/schema.ts';
import { ApiError, conflict, forbidden, notFound } from '../../http/apiError.ts';
import type { Caller } from '../../http/caller.ts';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { isUniqueViolation } from '../../db/errors.ts';

/**
 * A role of the caller's tenant that the caller may change, or 40400: another tenant's role does not
 * exist for this caller. A managing sub-account may not change a role that grants more than it holds.
 */
export async function roleOfTenant(db: Db, caller: Caller, roleId: number, newCodes?: readonly string[]) {
  const [role] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.tenantId, caller.tenantId)));
  if (!role) throw notFound('角色不存在');
  if (caller.permissions !== 'all') {
    const held = caller.permissions;
    const codes = await db.select({ code: rolePermissions.code }).from(rolePermissions).where(eq(rolePermissions.roleId, roleId));
    if (codes.some((c) => !held.has(c.code))) throw forbidden('不能修改权限超出自己的角色');
    await assertCanManageHolders(db, held, roleId, newCodes);
  }
  return role;
}

/**
 * A role is shared: changing it changes everyone who holds it. A managing sub-account may change it only
 * if it could manage every holder both before and after the change, or it could hand a richer colleague
 * more (or edit the role of someone it may not touch).
 */
async function assertCanManageHolders(db: Db, held: ReadonlySet<string>, roleId: number, newCodes: readonly string[] | undefined) {
  const rows = await db
    .select({ accountId: accountRoles.accountId, roleId: rolePermissions.roleId, code: rolePermissions.code })
    .from(accountRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, accountRoles.roleId))
    .where(sql`${accountRoles.accountId} in (select ${accountRoles.accountId} from ${accountRoles} where ${accountRoles.roleId} = ${roleId})`);
  const before = rows.map((r) => r.code);
  const after = [...rows.filter((r) => r.roleId !== roleId).map((r) => r.code), ...(newCodes ?? rows.filter((r) => r.roleId === roleId).map((r) => r.code))];
  if ([...before, ...after].some((code) => !held.has(code))) throw forbidden('该角色的成员中有权限超出自己的账号，不能修改');
}

/**
 * A sub-account that manages accounts may only hand out permissions it holds itself; otherwise it
 * could grant itself everything through a role.
 */
function assertCanGrant(caller: Caller, codes: readonly string[]) {
  if (caller.permissions === 'all') return;
  const missing = codes.filter((c) => !(caller.permissions as ReadonlySet<string>).has(c));
  if (missing.length > 0) throw forbidden('不能授予自己没有的权限');
}

async function replacePermissions(db: DbOrTx, roleId: number, codes: readonly string[]) {
  // Two saves at once would both delete, then both insert the same codes; the row lock orders them.
  await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId)).for('update');
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  const unique = [...new Set(codes)];
  if (unique.length > 0) await db.insert(rolePermissions).values(unique.map((code) => ({ roleId, code })));
}

const duplicateName = () => new ApiError(ErrorCode.CONFLICT, '角色名称已存在', { field: 'roleName' });

export function registerRoles(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  registerEndpoint(app, ctx, accountEndpoints.roleAdd, async ({ body, caller }) => {
    assertCanGrant(caller, body.permissionCodes ?? []);
    try {
      return await db.transaction(async (tx) => {
        const [role] = await tx
          .insert(roles)
          .values({ tenantId: caller.tenantId, roleName: body.roleName, remark: body.remark ?? null })
          .returning({ id: roles.id });
        await replacePermissions(tx, role!.id, body.permissionCodes ?? []);
        return { id: role!.id };
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw duplicateName();
      throw e;
    }
  });

  registerEndpoint(app, ctx, accountEndpoints.roleEdit, async ({ body, caller }) => {
    await roleOfTenant(db, caller, body.id);
    try {
      await db
        .update(roles)
        .set({ roleName: body.roleName, remark: body.remark ?? null })
        .where(and(eq(roles.id, body.id), eq(roles.tenantId, caller.tenantId)));
    } catch (e) {
      if (isUniqueViolation(e)) throw duplicateName();
      throw e;
    }
    return null;
  });

  registerEndpoint(app, ctx, accountEndpoints.roleList, async ({ body, caller }) => {
    const where = and(
      eq(roles.tenantId, caller.tenantId),
      body.roleName ? ilike(roles.roleName, `%${body.roleName.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
    );
    const rows = await db
      .select({
        id: roles.id,
        roleName: roles.roleName,
        remark: roles.remark,
        createdAt: roles.createdAt,
        userCount: count(accountRoles.accountId),
      })
      .from(roles)
      .leftJoin(accountRoles, eq(accountRoles.roleId, roles.id))
      .where(where)
      .groupBy(roles.id)
      .orderBy(asc(roles.id));
    return rows.map((r) => ({ ...r, userCount: Number(r.userCount), createdAt: r.createdAt.toISOString() }));
  });

  registerEndpoint(app, ctx, accountEndpoints.roleAuthorize, async ({ body, caller }) => {
    assertCanGrant(caller, body.permissionCodes);
    await roleOfTenant(db, caller, body.roleId, body.permissionCodes);
    await db.transaction((tx) => replacePermissions(tx, body.roleId, body.permissionCodes));
    return null;
  });

  registerEndpoint(app, ctx, accountEndpoints.rolePermissions, async ({ params, caller }) => {
    await roleOfTenant(db, caller, params.id);
    const rows = await db
      .select({ code: rolePermissions.code })
      .from(rolePermissions)
      .where(eq(rolePermissions.roleId, params.id))
      .orderBy(asc(rolePermissions.code));
    return { roleId: params.id, permissionCodes: rows.map((r) => r.code) };
  });

  registerEndpoint(app, ctx, accountEndpoints.roleRemove, async ({ params, caller }) => {
    await roleOfTenant(db, caller, params.id);
    // Removing a role in use would silently strip staff of their work; make the manager reassign first.
    const deleted = await db
      .delete(roles)
      .where(
        and(
          eq(roles.id, params.id),
          eq(roles.tenantId, caller.tenantId),
          sql`not exists (select 1 from ${accountRoles} where ${accountRoles.roleId} = ${roles.id})`,
        ),
      )
      .returning({ id: roles.id });
    if (deleted.length === 0) throw conflict('该角色下还有账号，请先调整这些账号的角色');
    return null;
  });
}
