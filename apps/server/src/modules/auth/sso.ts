import { accountEndpoints } from '@oms/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalid } from '../../http/apiError.ts';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { authenticate, createSession } from './credentials.ts';
import { sessionCookies } from './cookies.ts';
import { resolveJump, withSession } from './jump.ts';
import { ssoPage } from './ssoPage.ts';

function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function registerSso(app: FastifyInstance, ctx: AppContext) {
  app.get('/sso', async (request, reply) => {
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
    return ssoPage();
  });

  registerEndpoint(app, ctx, accountEndpoints.ssoLogin, async ({ body, request, reply }) => {
    const target = resolveJump(body.jump, originOf(request));
    if (!target) throw invalid('不允许跳转到其他站点', 'jump');
    const account = await authenticate(ctx.db, body.username, body.password);
    const ttl = ctx.config.sessionTtlSeconds;
    const userHash = await createSession(ctx.db, account.id, 'sso', ttl);
    reply.header('set-cookie', sessionCookies(account.id, userHash, ttl));
    return { userId: account.id, userHash, redirect: withSession(target, account.id, userHash) };
  });
}
