import { startServerProcess } from '../test/scaleOut/serverProcess.ts';

/**
 * The server process a bench measures: production mode on the bench database, no background jobs, no
 * sign-in throttle, and every outside system unreachable unless a stand-in's address is given.
 */
export function startBenchServer(
  databaseUrl: string,
  outside: { fulfilment?: string; market?: string } = {},
) {
  return startServerProcess({
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'production',
    OMS_PLATFORM_URL: 'http://127.0.0.1:9',
    OMS_FULFILMENT_URL: outside.fulfilment ?? 'http://127.0.0.1:9',
    OMS_MARKET_URL: outside.market ?? 'http://127.0.0.1:9',
    OMS_FULFILMENT_KEY: 'bench',
    OMS_RUN_JOBS: '0',
    OMS_SIGNIN_PER_MINUTE: '100000',
  });
}
