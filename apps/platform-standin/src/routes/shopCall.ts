import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChannelCode } from '../channels.ts';
import type { StandInContext } from '../context.ts';
import { StandInError } from '../errors.ts';
import type { FaultableCall } from '../faults.ts';
import type { ShopHistory } from '../shopHistory.ts';
import { shopKey, type ShopPlan } from '../shopPlan.ts';

/** Fails the call as the next matching fault says, if one does. */
export async function applyFault(
  ctx: StandInContext,
  reply: FastifyReply,
  call: FaultableCall,
): Promise<void> {
  switch (ctx.faults.take(call)) {
    case null:
      return;
    case 'timeout':
      await ctx.hungCalls.hold(reply, ctx.hangMs);
      throw new StandInError('GATEWAY_TIMEOUT', '平台处理超时');
    case '5xx':
      throw new StandInError('BUSY', '平台繁忙，请稍后再试');
    case '429':
      throw new StandInError('TOO_MANY_CALLS', '调用过于频繁，请稍后再试', 2);
    case 'token_expired':
      throw new StandInError('ACCESS_TOKEN_EXPIRED', 'access_token 已过期');
    case 'revoked':
      throw call.tokenEndpoint
        ? new StandInError('INVALID_REFRESH_TOKEN', '商家已取消授权，请重新授权')
        : new StandInError('AUTHORIZATION_REVOKED', '商家已取消授权');
  }
}

function bearerToken(request: FastifyRequest): string {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw new StandInError('INVALID_ACCESS_TOKEN', '缺少 access_token');
  return match[1];
}

/**
 * What every call on behalf of a shop goes through: the access token (401), the faults a test set,
 * then the shop's call limit (429).
 */
export async function shopCall(
  ctx: StandInContext,
  channel: ChannelCode,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ plan: ShopPlan; history: ShopHistory }> {
  const plan = ctx.authorizations.planOfAccessToken(channel, bearerToken(request));
  await applyFault(ctx, reply, { channel, shopId: plan.shopId, tokenEndpoint: false });
  const wait = ctx.limiter.admit(shopKey(plan), plan.callsPerSecond ?? ctx.callsPerSecondPerShop);
  if (wait !== null) throw new StandInError('TOO_MANY_CALLS', '调用过于频繁，请稍后再试', wait);
  return { plan, history: ctx.histories.of(plan) };
}
