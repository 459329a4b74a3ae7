import { shellEndpoints } from '@oms/api-client';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, problemParcels, replenishRequests } from '../../db/schema.ts';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';

/** How far back 问题件 count as recent for the menu badge. */
export const PROBLEM_PARCEL_WINDOW_DAYS = 30;

export function registerShellCounts(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  registerEndpoint(app, ctx, shellEndpoints.problemParcelCount, async ({ caller }) => {
    const [row] = await db
      .select({ n: count() })
      .from(problemParcels)
      .where(
        and(
          eq(problemParcels.tenantId, caller.tenantId),
          eq(problemParcels.state, 'WAITING_PROCESS'),
          gt(problemParcels.createdAt, sql`now() - make_interval(days => ${PROBLEM_PARCEL_WINDOW_DAYS})`),
        ),
      );
    return Number(row?.n ?? 0);
  });

  registerEndpoint(app, ctx, shellEndpoints.replenishWaiting, async ({ caller }) => {
    const [row] = await db
      .select({ n: count() })
      .from(replenishRequests)
      .where(
        and(eq(replenishRequests.tenantId, caller.tenantId), eq(replenishRequests.state, 'WAITING_PAYMENT')),
      );
    return { waitingCount: Number(row?.n ?? 0) };
  });

  const tenantFlags = async (tenantId: number) => {
    const [row] = await db
      .select({ hasErp: accounts.hasErp, needPopup: accounts.needPlatformSettingPopup })
      .from(accounts)
      .where(eq(accounts.id, tenantId));
    return row;
  };

  registerEndpoint(
    app,
    ctx,
    shellEndpoints.existErp,
    async ({ caller }) => (await tenantFlags(caller.tenantId))?.hasErp ?? false,
  );

  registerEndpoint(app, ctx, shellEndpoints.needPlatformSettingPopup, async ({ caller }) => {
    const [row] = await db
      .select({ need: accounts.needPlatformSettingPopup })
      .from(accounts)
      .where(eq(accounts.id, caller.accountId));
    return row?.need ?? false;
  });
}
