// `node --import tsx src/main.ts`: the stand-in on its own — demo mode starts it next to the server,
// and a test may kill the server while this keeps its outbox (with DATABASE_URL) and retries.
import { startFulfilmentStandIn } from './standIn.ts';

function numberFromEnv(name: string): number | undefined {
  const text = process.env[name];
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number, got ${text}`);
  return value;
}

const env = process.env;
const batchCuts = env.BATCH_CUTS === 'clock' || env.BATCH_CUTS === 'immediate' ? env.BATCH_CUTS : undefined;
const standIn = await startFulfilmentStandIn({
  port: numberFromEnv('PORT') ?? 8092,
  host: env.HOST || '127.0.0.1',
  ...(env.FULFILMENT_SECRET ? { secret: env.FULFILMENT_SECRET } : {}),
  ...(env.FULFILMENT_HMAC_SECRET ? { hmacSecret: env.FULFILMENT_HMAC_SECRET } : {}),
  ...(env.CALLBACK_URL ? { callbackUrl: env.CALLBACK_URL } : {}),
  ...(numberFromEnv('SIM_SPEED') !== undefined ? { simSpeed: numberFromEnv('SIM_SPEED') } : {}),
  ...(numberFromEnv('STANDIN_SEED') !== undefined ? { seed: numberFromEnv('STANDIN_SEED') } : {}),
  ...(batchCuts ? { batchCuts } : {}),
  ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
  ...(env.STANDIN_SCHEMA ? { schema: env.STANDIN_SCHEMA } : {}),
  ...(env.KDNIAO_APP_KEY ? { courierAppKey: env.KDNIAO_APP_KEY } : {}),
  ...(env.KDNIAO_EBUSINESS_ID ? { courierEBusinessId: env.KDNIAO_EBUSINESS_ID } : {}),
  logger: env.LOG_LEVEL !== undefined && env.LOG_LEVEL !== 'silent',
});
console.log(
  `fulfilment stand-in listening on ${standIn.url} (market /market, warehouse /fulfilment, courier /kdniao, control /control)`,
);

const stop = () => void standIn.stop().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
// Started by a server in demo mode: stop when that server is gone (with PostgreSQL, what is owed waits).
const parent = numberFromEnv('PARENT_PID');
if (parent) {
  setInterval(() => {
    try {
      process.kill(parent, 0);
    } catch {
      stop();
    }
  }, 1000).unref();
}
