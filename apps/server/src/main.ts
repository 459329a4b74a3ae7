import { loadConfig, type ServerConfig } from './config.ts';
import { boot, type Running } from './boot.ts';
import { demoLogins } from './db/seed.ts';

const say = (msg: string) => process.stdout.write(`[oms] ${msg}\n`);

// Signals are caught from the start: one that arrives while PostgreSQL initialises or migrates is
// honoured as soon as boot finishes, so no database is left running without its server.
let stopRequested: string | null = null;
let running: Running | null = null;
async function shutdown(signal: string) {
  if (stopRequested && running === null) return;
  stopRequested = signal;
  if (!running) return;
  say(`${signal}: stopping (finishing open requests, then PostgreSQL)`);
  const force = setTimeout(() => process.exit(1), 15000);
  force.unref();
  await running.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

// A server that cannot start says why in one line (its message names the fix), not in a stack trace.
let config: ServerConfig;
let started: Running;
try {
  config = loadConfig();
  started = await boot(config, say);
} catch (e) {
  say(`cannot start: ${(e instanceof Error ? e.message : String(e)).split('\n')[0]}`);
  process.exit(1);
}
running = started;
if (stopRequested) await shutdown(stopRequested);

// The demo accounts' passwords are public: such a server stays on this machine unless HOST says otherwise.
const host = config.host ?? (started.demoPasswords ? '127.0.0.1' : '0.0.0.0');
try {
  await started.app.listen({ port: config.port, host });
} catch (e) {
  say(`cannot listen on port ${config.port}: ${(e as Error).message}`);
  await started.stop();
  process.exit(1);
}

const base = `http://localhost:${config.port}`;
say(started.seeded ? 'demo data created' : 'demo data already present');
say(`console: ${base}/home   SSO: ${base}/sso   purchaser login: ${base}/login   brand: ${config.brand}`);
if (config.host === undefined && started.demoPasswords) {
  say('listening on 127.0.0.1 only: the demo passwords below are public (set HOST=0.0.0.0 to open it to the network)');
} else {
  say(`listening on ${host}:${config.port}`);
}
if (started.demoPasswords) {
  say('demo logins:');
  for (const l of demoLogins) say(`  ${l.username.padEnd(18)} / ${l.password.padEnd(13)} ${l.what}`);
}
