// The Alipay stand-in as its own process (demo mode starts it; the reliability test kills our server
// while this keeps notifying): `node --import tsx src/main.ts --database-url … --port 8091`.
import { parseArgs } from 'node:util';
import { startAlipayStandIn } from './standIn.ts';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    port: { type: 'string', default: '8091' },
    'ms-per-minute': { type: 'string', default: '60000' },
    /** Started by a server in demo mode: stop when that server is gone (its notifications wait in the database). */
    'parent-pid': { type: 'string' },
  },
  strict: true,
});
const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
if (!databaseUrl) {
  process.stderr.write('alipay stand-in: --database-url (or DATABASE_URL) is required\n');
  process.exit(1);
}
const standIn = await startAlipayStandIn({
  databaseUrl,
  port: Number(values.port),
  msPerMinute: Number(values['ms-per-minute']),
});
process.stdout.write(`alipay stand-in listening on ${standIn.url}\n`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
const parent = values['parent-pid'] ? Number(values['parent-pid']) : null;
if (parent) {
  setInterval(() => {
    try {
      process.kill(parent, 0);
    } catch {
      stop();
    }
  }, 1000).unref();
}
