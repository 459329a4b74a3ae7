// `node --import tsx src/main.ts`: the stand-in on its own, for demos and manual tests.
import { startPlatformStandIn } from './standIn.ts';

function numberFromEnv(name: string): number | undefined {
  const text = process.env[name];
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number, got ${text}`);
  return value;
}

const standIn = await startPlatformStandIn({
  port: numberFromEnv('PORT') ?? 8090,
  host: process.env.HOST || '127.0.0.1',
  ...(process.env.STANDIN_SECRET ? { secret: process.env.STANDIN_SECRET } : {}),
  ...(numberFromEnv('STANDIN_SEED') !== undefined ? { seed: numberFromEnv('STANDIN_SEED') } : {}),
  ...(numberFromEnv('ORDERS_PER_MINUTE') !== undefined
    ? { ordersPerMinutePerShop: numberFromEnv('ORDERS_PER_MINUTE') }
    : {}),
  ...(numberFromEnv('CALLS_PER_SECOND') !== undefined
    ? { callsPerSecondPerShop: numberFromEnv('CALLS_PER_SECOND') }
    : {}),
  logger: process.env.LOG_LEVEL !== 'silent',
});
console.log(`platform stand-in listening on ${standIn.url} (e.g. ${standIn.url}/taobao/oauth/authorize)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void standIn.close().then(() => process.exit(0));
  });
}
