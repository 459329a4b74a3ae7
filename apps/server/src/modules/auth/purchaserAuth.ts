import { ErrorCode, accountEndpoints } from '@oms/api-client';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessions } from '../../db/schema.ts';
import { ApiError } from '../../http/apiError.ts';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { authenticate, createSession, userTypeOf } from './credentials.ts';
import { consumeCaptcha, issueCaptcha } from './captcha.ts';
import { expiredCookies } from './cookies.ts';

export function registerPurchaserAuth(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, accountEndpoints.captcha, { perMinutePerClient: ctx.config.captchaPerMinute }, async ({ reply }) => {
    const { answer, ...captcha } = await issueCaptcha(ctx.db);
    reply.header('cache-control', 'no-store');
    if (ctx.config.exposeCaptchaAnswer) reply.header('x-test-captcha', answer);
    return captcha;
  });

  registerEndpoint(app, ctx, accountEndpoints.purchaserLogin, { perMinutePerClient: ctx.config.signInPerMinute }, async ({ body, request }) => {
    await consumeCaptcha(ctx.db, body.captchaId, body.captchaCode);
    const account = await authenticate(ctx.db, body.username, body.password, request.ip);
    if (account.kind !== 'purchaser') throw new ApiError(ErrorCode.NOT_PURCHASER);
    const userHash = await createSession(ctx.db, account.id, 'purchaser', ctx.config.sessionTtlSeconds);
    return { userId: account.id, userHash, userType: userTypeOf(account), username: account.username };
  });

  registerEndpoint(app, ctx, accountEndpoints.logout, async ({ caller, request, reply }) => {
    await ctx.db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.id, caller.sessionId));
    reply.header('set-cookie', expiredCookies(request.protocol === 'https'));
    return null;
  });
}
