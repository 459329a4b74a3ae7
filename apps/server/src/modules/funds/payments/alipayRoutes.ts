import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../http/context.ts';
import { handleAlipayNotify } from './alipayTrades.ts';

/**
 * Alipay's side of the conversation, outside the console contract: the asynchronous notification
 * (form-encoded, answered `success`/`failure` in plain text) and the buyer's return from the cashier.
 * The form parser lives only in this scope; every other route still takes JSON alone.
 */
export function registerAlipayRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, funds } = ctx;
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    scope.post('/api/pay/alipay/notify', async (request, reply) => {
      const params = (request.body ?? {}) as Record<string, string>;
      const answer = await handleAlipayNotify(
        { db, ledger: funds.ledger, paidHandlers: funds.paidHandlers, gateway: funds.gateway },
        typeof params === 'object' ? params : {},
      ).catch((e: unknown) => {
        request.log.error({ err: e }, 'alipay notify failed');
        return 'failure' as const;
      });
      return reply.header('content-type', 'text/plain; charset=utf-8').send(answer);
    });
    // Marks nothing paid (a return can be forged or replayed): the pay page asks the server, which
    // trusts only notifications and its own queries.
    scope.get('/api/pay/alipay/return', async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const payNo = typeof query.payNo === 'string' && /^ZF\d{6,20}$/.test(query.payNo) ? query.payNo : '';
      return reply.redirect(payNo ? `/funds/pay?payNo=${payNo}&returned=1` : '/funds/balance', 302);
    });
  });
}
