import { accountEndpoints, permissionCodeTree } from '@oms/api-client';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts } from '../../db/schema.ts';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { encryptUserId } from '../../security/tokens.ts';

export function registerUserInfo(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, accountEndpoints.user, ({ caller }) => ({
    userId: caller.accountId,
    username: caller.username,
    subUsername: caller.subUsername,
    userType: caller.userType,
    source: caller.kind,
    userIdAesStr: encryptUserId(caller.accountId, ctx.aesKey),
  }));

  registerEndpoint(app, ctx, accountEndpoints.permissions, ({ caller }) => permissionCodeTree(caller.permissions));

  registerEndpoint(app, ctx, accountEndpoints.manualDeliveryPermission, async ({ caller }) => {
    const [tenant] = await ctx.db
      .select({ manualDelivery: accounts.manualDelivery })
      .from(accounts)
      .where(eq(accounts.id, caller.tenantId));
    return tenant?.manualDelivery ? '1' : '0';
  });
}
