import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { registerAlipayRoutes } from './alipayRoutes.ts';
import { registerBalanceEndpoints } from './balanceEndpoints.ts';
import { registerPayEndpoints } from './payEndpoints.ts';
import { registerPayPasswordEndpoints } from './payPasswordEndpoints.ts';
import { registerRechargeEndpoints } from './rechargeEndpoints.ts';

export function registerFunds(app: FastifyInstance, ctx: AppContext) {
  registerBalanceEndpoints(app, ctx);
  registerRechargeEndpoints(app, ctx);
  registerPayPasswordEndpoints(app, ctx);
  registerPayEndpoints(app, ctx);
  registerAlipayRoutes(app, ctx);
}
