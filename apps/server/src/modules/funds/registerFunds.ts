import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { registerAlipayRoutes } from './alipayRoutes.ts';
import { registerBalanceEndpoints } from './balanceEndpoints.ts';
import { registerPayEndpoints } from './payEndpoints.ts';
import { registerPayPasswordEndpoints } from './payPasswordEndpoints.ts';
import { registerRechargeEndpoints } from './rechargeEndpoints.ts';
import { registerWithdrawEndpoints } from './withdrawEndpoints.ts';
import { registerReplenishEndpoints } from './replenishEndpoints.ts';
import { registerCouponEndpoints } from './coupons.ts';
import { registerDailyStatement } from './dailyStatement.ts';
import { registerAliLedgerEndpoints } from './aliLedgerEndpoints.ts';
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
