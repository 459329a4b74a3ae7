import { ErrorCode, accountEndpoints } from '@oms/api-client';
import { and, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { accountRoles, accounts, rolePermissions, roles, sessions } from '../../db/schema.ts';
import { ApiError, forbidden, invalid, notFound } from '../../http/apiError.ts';
import { authenticate, loginNameOf, wrongPasswordMessage } from '../auth/credentials.ts';
import { forgetFailures } from '../auth/loginAttempts.ts';
import { permissionsOf, type Caller } from '../../http/caller.ts';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { hashPassword } from '../../security/passwords.ts';

/**
 * A sub-account of the caller's tenant that the caller may manage; another tenant's id is 40400, so
 * ids reveal nothing. A managing sub-account may only touch staff who hold no more than it does:
 * otherwise it could reset a richer colleague's password and sign in as them.
 */
async function subAccountOfTenant(db: Db, caller: Caller, id: number) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.parentId, caller.tenantId)));
  if (!row) throw notFound('账号不存在');
  if (caller.permissions !== 'all' && caller.accountId !== id) {
    const theirs = await permissionsOf(db, id);
    const held = caller.permissions;
    if ([...theirs].some((code) => !held.has(code))) throw forbidden('不能管理权限超出自己的账号');
  }
  return row;
}

function assertNotSelf(caller: Caller, id: number, what: string) {
  if (caller.accountId === id) throw forbidden(`不能${what}自己的账号`);
}

async function assertRolesOfTenant(db: Db, caller: Caller, roleIds: readonly number[]) {
  const unique = [...new Set(roleIds)];
  if (unique.length === 0) return unique;
  const [found] = await db
    .select({ n: count() })
    .from(roles)
    .where(and(inArray(roles.id, unique), eq(roles.tenantId, caller.tenantId)));
  if (Number(found?.n) !== unique.length) throw notFound('角色不存在');
  if (caller.permissions !== 'all') {
    // A managing sub-account must not hand out more than it holds (through someone else's role).
    const held = caller.permissions;
    const granted = await db
      .selectDistinct({ code: rolePermissions.code })
      .from(rolePermissions)
      .where(inArray(rolePermissions.roleId, unique));
    if (granted.some((g) => !held.has(g.code))) throw forbidden('不能分配超出自己权限的角色');
  }
  return unique;
}

async function setRoles(db: DbOrTx, accountId: number, roleIds: readonly number[]) {
  // Two saves at once would both delete, then both insert the same pairs; the row lock orders them.
  await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
  await db.delete(accountRoles).where(eq(accountRoles.accountId, accountId));
  if (roleIds.length > 0) await db.insert(accountRoles).values(roleIds.map((roleId) => ({ accountId, roleId })));
}

async function revokeSessions(db: DbOrTx, accountId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)));
}

const duplicateUsername = () => new ApiError(ErrorCode.CONFLICT, '账号已存在', { field: 'username' });

async function checkCurrentPassword(db: Db, loginName: string, oldPassword: string | undefined, client: string) {
  if (!oldPassword) throw invalid('请输入当前密码', 'oldPassword');
  try {
    await authenticate(db, loginName, oldPassword, client);
  } catch (e) {
    if (e instanceof ApiError && e.errorCode === ErrorCode.BAD_CREDENTIALS) {
      const { attemptsLeft } = e.data as { attemptsLeft: number };
      throw invalid(wrongPasswordMessage('当前密码不正确', attemptsLeft), 'oldPassword');
    }
    throw e;
  }
}

export function registerSubAccounts(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  registerEndpoint(app, ctx, accountEndpoints.userPage, async ({ body, caller }) => {
    const keyword = body.keyword ? `%${body.keyword.replace(/[\\%_]/g, '\\$&')}%` : null;
    const where = and(
      eq(accounts.parentId, caller.tenantId),
      keyword ? or(ilike(accounts.username, keyword), ilike(accounts.subUsername, keyword), ilike(accounts.phone, keyword)) : undefined,
      body.state !== undefined ? eq(accounts.state, body.state) : undefined,
      body.roleId !== undefined
        ? sql`exists (select 1 from ${accountRoles} where ${accountRoles.accountId} = ${accounts.id} and ${accountRoles.roleId} = ${body.roleId})`
        : undefined,
    );
    const [total] = await db.select({ n: count() }).from(accounts).where(where);
    const page = await db
      .select()
      .from(accounts)
      .where(where)
      .orderBy(desc(accounts.id))
      .limit(body.pageSize)
      .offset((body.pageNum - 1) * body.pageSize);
    const roleRows =
      page.length === 0
        ? []
        : await db
            .select({ accountId: accountRoles.accountId, id: roles.id, roleName: roles.roleName })
            .from(accountRoles)
            .innerJoin(roles, eq(roles.id, accountRoles.roleId))
            .where(inArray(accountRoles.accountId, page.map((a) => a.id)));
    return {
      list: page.map((a) => ({
        id: a.id,
        username: a.username,
        subUsername: a.subUsername ?? '',
        phone: a.phone,
        state: a.state === 1 ? (1 as const) : (0 as const),
        roles: roleRows.filter((r) => r.accountId === a.id).map(({ id, roleName }) => ({ id, roleName })),
        createdAt: a.createdAt.toISOString(),
        lastLoginAt: a.lastLoginAt?.toISOString() ?? null,
      })),
      total: Number(total?.n ?? 0),
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    };
  });

  registerEndpoint(app, ctx, accountEndpoints.userAdd, async ({ body, caller }) => {
    const roleIds = await assertRolesOfTenant(db, caller, body.roleIds);
    const passwordHash = await hashPassword(body.password);
    try {
      return await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(accounts)
          .values({
            parentId: caller.tenantId,
            kind: 'purchaser',
            username: body.username,
            passwordHash,
            subUsername: body.subUsername,
            phone: body.phone ?? null,
          })
          .returning({ id: accounts.id });
        await setRoles(tx, created!.id, roleIds);
        return { id: created!.id };
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw duplicateUsername();
      throw e;
    }
  });

  registerEndpoint(app, ctx, accountEndpoints.userEdit, async ({ body, caller }) => {
    await subAccountOfTenant(db, caller, body.id);
    assertNotSelf(caller, body.id, '修改');
    const roleIds = await assertRolesOfTenant(db, caller, body.roleIds);
    await db.transaction(async (tx) => {
      await tx
        .update(accounts)
        .set({ subUsername: body.subUsername, phone: body.phone ?? null })
        .where(and(eq(accounts.id, body.id), eq(accounts.parentId, caller.tenantId)));
      await setRoles(tx, body.id, roleIds);
    });
    return null;
  });

  registerEndpoint(app, ctx, accountEndpoints.userUpdateState, async ({ body, caller }) => {
    await subAccountOfTenant(db, caller, body.id);
    assertNotSelf(caller, body.id, '停用或启用');
    await db.transaction(async (tx) => {
      await tx
        .update(accounts)
        .set({ state: body.state })
        .where(and(eq(accounts.id, body.id), eq(accounts.parentId, caller.tenantId)));
      // A disabled account is signed out everywhere at once.
      if (body.state === 0) await revokeSessions(tx, body.id);
    });
    return null;
  });

  registerEndpoint(app, ctx, accountEndpoints.userPassword, async ({ body, caller, request }) => {
    await subAccountOfTenant(db, caller, body.id);
    const loginName = await loginNameOf(db, body.id);
    // Changing one's own password asks for the current one, counted like a sign-in: a session left open
    // on a shared computer must not be enough to take the account over.
    if (caller.accountId === body.id) await checkCurrentPassword(db, loginName, body.oldPassword, request.ip);
    const passwordHash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      await tx
        .update(accounts)
        .set({ passwordHash })
        .where(and(eq(accounts.id, body.id), eq(accounts.parentId, caller.tenantId)));
      await revokeSessions(tx, body.id);
    });
    await forgetFailures(db, loginName);
    return null;
  });

  registerEndpoint(app, ctx, accountEndpoints.userDelete, async ({ params, caller }) => {
    await subAccountOfTenant(db, caller, params.id);
    assertNotSelf(caller, params.id, '删除');
    await db.delete(accounts).where(and(eq(accounts.id, params.id), eq(accounts.parentId, caller.tenantId)));
    return null;
  });
}
