import type { FastifyInstance } from 'fastify';
import type { StandInContext } from '../context.ts';
import { inboxPage } from '../pages.ts';
import { fieldsOf, requiredText } from './fields.ts';
import { shopCall } from './shopCall.ts';

/** REDBOOK's shop verification through a 千帆 message, and the 千帆 inbox the seller reads it in. */
export function registerRedbookRoutes(app: FastifyInstance, ctx: StandInContext): void {
  app.post('/redbook/verification/send', async (request, reply) => {
    const { plan } = await shopCall(ctx, 'REDBOOK', request, reply);
    const sent = ctx.inbox.send(plan.shopId, ctx.clock.nowMs());
    return { sent: true, expires_in: Math.round((sent.expiresAt - ctx.clock.nowMs()) / 1000) };
  });

  app.post('/redbook/verification/check', async (request, reply) => {
    const { plan } = await shopCall(ctx, 'REDBOOK', request, reply);
    const code = requiredText(fieldsOf(request.body), 'code', 20);
    return { valid: ctx.inbox.check(plan.shopId, code, ctx.clock.nowMs()) };
  });

  // Stands in for the 千帆 app the seller reads messages in; a stand-in page, so no sign-in.
  app.get('/redbook/qianfan/inbox', async (request, reply) => {
    const shopId = requiredText(fieldsOf(request.query), 'shop_id', 64);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(inboxPage(shopId, ctx.inbox.messagesOf(shopId)));
  });
}
