import type { Caller } from '../../../http/caller.ts';

/**
 * A purchaser account acting in the demo's making, as its session would: the owner holds every
 * permission, a sub-account the one entry its role gives (拿货员 the board's, 退货员 the returns').
 */
export function demoCaller(
  accountId: number,
  tenantId: number,
  username: string,
  subUsername: string | null,
  entry: string,
): Caller {
  return {
    accountId,
    tenantId,
    kind: 'purchaser',
    userType: accountId === tenantId ? 0 : 1,
    username,
    subUsername,
    sessionId: 0,
    manualDelivery: true,
    hasErp: false,
    permissions: accountId === tenantId ? 'all' : new Set([entry]),
  };
}
