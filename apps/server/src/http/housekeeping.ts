import type { FastifyInstance } from 'fastify';
import { pruneCaptchas } from '../modules/auth/captcha.ts';
import { pruneLoginAttempts } from '../modules/auth/loginAttempts.ts';
import type { AppContext } from './context.ts';
import { dropExpiredExports } from '../list/jobs/exportJobs.ts';
import { pruneIdempotencyKeys } from '../modules/funds/idempotency.ts';
import { expireUnpaidOrders } from '../modules/daifa/daifaPayments.ts';
import { compactTabCounts } from '../modules/daifa/daifaOrders.ts';
import { finishSignedOrders } from '../modules/daifa/finishOrders.ts';
import { applyExceptionDefaults } from '../modules/daifa/exceptionDefaults.ts';

const EVERY_MS = 10 * 60 * 1000;

/**
 * Closes dropship orders left unpaid for 24 h, finishes those signed 7 days ago, applies the default
 * to stall exceptions nobody answered, folds 代发订单's appended tab counts, and drops rows that only mattered for a while (used or expired captchas, stale sign-in counters, exports past their 7 days), so an
 * anonymous caller cannot grow the tables without bound. Runs on a timer, not on the request path.
 */
export function startHousekeeping(app: FastifyInstance, ctx: AppContext) {
  const sweep = async () => {
    try {
      await pruneCaptchas(ctx.db);
      await pruneLoginAttempts(ctx.db);
      await dropExpiredExports(ctx.db);
      await pruneIdempotencyKeys(ctx.db);
      await expireUnpaidOrders(ctx.db);
      await finishSignedOrders(ctx.db);
      await applyExceptionDefaults(ctx.db, { funds: ctx.funds, fulfilment: ctx.daifa.fulfilment });
      await compactTabCounts(ctx.db);
    } catch (error) {
      app.log.warn({ err: error }, 'housekeeping failed');
    }
  };
  const timer = setInterval(() => void sweep(), EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
