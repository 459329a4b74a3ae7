import type { FastifyInstance } from 'fastify';
import type { StandInContext } from '../context.ts';
import { StandInError, invalidParameter } from '../errors.ts';
import { authorizePage } from '../pages.ts';
import { applyFault } from './shopCall.ts';
import {
  channelParam,
  fieldsOf,
  optionalInteger,
  optionalText,
  requiredText,
  type Fields,
} from './fields.ts';

function redirectUriOf(fields: Fields): string {
  const redirectUri = requiredText(fields, 'redirect_uri');
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    throw invalidParameter('redirect_uri 须为完整的 http(s) 地址');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw invalidParameter('redirect_uri 须为 http(s) 地址');
  return redirectUri;
}

function withParams(redirectUri: string, params: Record<string, string>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** The OAuth-style authorisation: consent page → code on the redirect → tokens, and refresh. */
export function registerOauthRoutes(app: FastifyInstance, ctx: StandInContext): void {
  app.get('/:channel/oauth/authorize', async (request, reply) => {
    const channel = channelParam(request);
    const query = fieldsOf(request.query);
    const responseType = optionalText(query, 'response_type');
    if (responseType !== undefined && responseType !== 'code')
      throw invalidParameter('response_type 只支持 code');
    const html = authorizePage({
      channel,
      clientId: requiredText(query, 'client_id', 200),
      redirectUri: redirectUriOf(query),
      state: optionalText(query, 'state') ?? '',
      suggestedShopName: ctx.authorizations.suggestShopName(),
    });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });

  app.post('/:channel/oauth/authorize', async (request, reply) => {
    const channel = channelParam(request);
    const form = fieldsOf(request.body);
    requiredText(form, 'client_id', 200);
    const redirectUri = redirectUriOf(form);
    const state = optionalText(form, 'state');
    const stateParam: Record<string, string> = state === undefined ? {} : { state };
    if (optionalText(form, 'decision') !== 'agree') {
      return reply.redirect(withParams(redirectUri, { error: 'access_denied', ...stateParam }));
    }
    const code = ctx.authorizations.issueCode(
      {
        channel,
        shopName: requiredText(form, 'shop_name', 60).trim(),
        historyDays: optionalInteger(form, 'history_days', 0, 90) ?? 0,
      },
      redirectUri,
    );
    return reply.redirect(withParams(redirectUri, { code, ...stateParam }));
  });

  app.post('/:channel/oauth/token', async (request, reply) => {
    const channel = channelParam(request);
    const form = fieldsOf(request.body);
    requiredText(form, 'client_id', 200);
    const grantType = requiredText(form, 'grant_type', 40);
    if (grantType === 'authorization_code') {
      const code = requiredText(form, 'code');
      const shopId = ctx.authorizations.shopOfGrant(channel, code, 'code');
      await applyFault(ctx, reply, { channel, shopId, tokenEndpoint: true });
      return ctx.authorizations.exchangeCode(channel, code, redirectUriOf(form));
    }
    if (grantType === 'refresh_token') {
      const refreshToken = requiredText(form, 'refresh_token');
      const shopId = ctx.authorizations.shopOfGrant(channel, refreshToken, 'refresh');
      await applyFault(ctx, reply, { channel, shopId, tokenEndpoint: true });
      return ctx.authorizations.refresh(channel, refreshToken);
    }
    throw new StandInError('UNSUPPORTED_GRANT', `不支持的 grant_type: ${grantType}`);
  });
}
