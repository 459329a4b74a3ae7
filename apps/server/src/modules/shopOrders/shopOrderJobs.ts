import { shopOrderEndpoints } from '@oms/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { registerListJobEndpoints } from '../../list/jobs/registerListJobEndpoints.ts';

/** 同步订单's bulk actions and exports, on the list module's jobs. */
export function registerShopOrderJobs(app: FastifyInstance, ctx: AppContext) {
  // the export helper's direct download for what fits in one answer; bigger ones go to 导出记录
  registerListJobEndpoints(app, ctx, 'shopOrders', shopOrderEndpoints);
}
