import { ErrorCode, accountEndpoints } from '@oms/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, invalid } from '../../http/apiError.ts';
import type { AppContext } from '../../http/context.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { resolveCaller } from '../../http/caller.ts';
import { consumeCaptcha } from './captcha.ts';
import { authenticate, createSession } from './credentials.ts';
import { sessionCookies } from './cookies.ts';
import { resolveJump, withSession } from './jump.ts';
import { attemptKeys, captchaNeeded } from './loginAttempts.ts';
import { ssoPage, ssoScript } from './ssoPage.ts';

function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    try {
      cookies[part.slice(0, at).trim()] = decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      // A malformed cookie is no session.
    }
  }
  return cookies;
}

function firstQueryValue(query: unknown, name: string): string | undefined {
  const value = (query as Record<string, unknown> | undefined)?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function registerSso(app: FastifyInstance, ctx: AppContext) {
  app.get('/sso', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // Someone already signed in (the session cookies are live) goes straight on to the jump or /home.
    const cookies = parseCookies(request.headers.cookie);
    const caller = await resolveCaller(ctx.db, cookies.user_id, cookies.user_hash, ctx.callers);
    const jump = caller ? resolveJump(firstQueryValue(request.query, 'jump'), originOf(request)) : null;
    if (jump) return reply.redirect(jump);
    reply.header('content-type', 'text/html; charset=utf-8');
    return ssoPage();
  });
  // The page's script is a file of its own so the Content-Security-Policy can forbid inline scripts.
  app.get('/sso/sso.js', async (_request, reply) => {
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache');
    return ssoScript();
  });

  registerEndpoint(app, ctx, accountEndpoints.ssoLogin, { perMinutePerClient: ctx.config.signInPerMinute }, async ({ body, request, reply }) => {
    const origin = originOf(request);
    const jump = resolveJump(body.jump, origin);
    if (!jump) throw invalid('不允许跳转到其他站点', 'jump');
    if (body.captchaId !== undefined || body.captchaCode !== undefined) {
      await consumeCaptcha(ctx.db, body.captchaId ?? '', body.captchaCode ?? '');
    } else if (await captchaNeeded(ctx.db, attemptKeys(body.username, request.ip))) {
      throw new ApiError(ErrorCode.CAPTCHA_REQUIRED, undefined, { field: 'captchaCode' });
    }
    const account = await authenticate(ctx.db, body.username, body.password, request.ip);
    const ttl = ctx.config.sessionTtlSeconds;
    const userHash = await createSession(ctx.db, account.id, 'sso', ttl);
    reply.header('set-cookie', sessionCookies(account.id, userHash, ttl, request.protocol === 'https'));
    return { userId: account.id, userHash, redirect: withSession(jump, origin, account.id, userHash) };
  });
}
