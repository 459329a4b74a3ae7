import { PlatformError, type PlatformAdapter } from '../../src/modules/shops/platform/adapter.ts';

/** Every platform out of reach, as on a machine without the stand-in: each call fails as unavailable. */
export function unreachablePlatform(channel: string): PlatformAdapter {
  const down = async (): Promise<never> => {
    throw new PlatformError('unavailable', '平台不可达');
  };
  return {
    channel,
    authorizeUrl: ({ state, redirectUri }) =>
      `http://127.0.0.1:9/${channel.toLowerCase()}/oauth/authorize?state=${state}&redirect_uri=${encodeURIComponent(redirectUri)}`,
    exchangeCode: down,
    refresh: down,
    pullChangedOrders: down,
    pullOrder: down,
    pushWaybill: down,
    addPackage: down,
    pullRefunds: down,
    sendVerificationCode: down,
    checkVerificationCode: down,
  };
}
