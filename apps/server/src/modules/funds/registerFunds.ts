import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { registerAlipayRoutes } from './payments/alipayRoutes.ts';
import { registerBalanceEndpoints } from './balance/balanceEndpoints.ts';
import { registerPayEndpoints } from './payments/payEndpoints.ts';
import { registerPayPasswordEndpoints } from './payments/payPasswordEndpoints.ts';
import { registerRechargeEndpoints } from './rechargeWithdraw/rechargeEndpoints.ts';
import { registerWithdrawEndpoints } from './rechargeWithdraw/withdrawEndpoints.ts';
import { registerReplenishEndpoints } from './payments/replenishEndpoints.ts';
import { registerCouponEndpoints } from './payments/coupons.ts';
import { registerDailyStatement } from './balance/dailyStatement.ts';
import { registerAliLedgerEndpoints } from './aliLedger/aliLedgerEndpoints.ts';
import { registerDevSmsPage } from '../../standins/devSmsPage.ts';

export function registerFunds(app: FastifyInstance, ctx: AppContext) {
  registerBalanceEndpoints(app, ctx);
  registerRechargeEndpoints(app, ctx);
  registerPayPasswordEndpoints(app, ctx);
  registerPayEndpoints(app, ctx);
  registerWithdrawEndpoints(app, ctx);
  registerReplenishEndpoints(app, ctx);
  registerCouponEndpoints(app, ctx);
  registerDailyStatement(app, ctx);
  registerAliLedgerEndpoints(app, ctx);
  registerAlipayRoutes(app, ctx);
  // Texts go to the outbox stand-in while no SMS provider is configured (every build so far).
  if (ctx.config.alipay.mode === 'standIn') registerDevSmsPage(app, ctx.db);
}
