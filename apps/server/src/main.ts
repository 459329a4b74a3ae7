import { loadConfig } from './config.ts';
import { boot } from './boot.ts';
import { demoLogins } from './db/seed.ts';

const config = loadConfig();
const say = (msg: string) => process.stdout.write(`[oms] ${msg}\n`);

const running = await boot(config, say);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  say(`${signal}: stopping (finishing open requests, then PostgreSQL)`);
  const force = setTimeout(() => process.exit(1), 15000);
  force.unref();
  await running.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await running.app.listen({ port: config.port, host: config.host });
} catch (e) {
  say(`cannot listen on port ${config.port}: ${(e as Error).message}`);
  await running.stop();
  process.exit(1);
}

const base = `http://localhost:${config.port}`;
say(running.seeded ? 'demo data created' : 'demo data already present');
say(`console: ${base}/home   SSO: ${base}/sso   purchaser login: ${base}/login   brand: ${config.brand}`);
say('demo logins:');
for (const l of demoLogins) say(`  ${l.username.padEnd(10)} / ${l.password.padEnd(13)} ${l.what}`);
