import pg from 'pg';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandCodes, type Brand } from '@oms/api-client';
import { startClodopStandIn } from '@oms/clodop-standin';
import { startAlipayStandIn } from '@oms/alipay-standin';
import { ensureDatabase } from '../../../server/src/db/client.ts';
import { freePort, startEmbeddedPostgres } from '../../../server/src/db/embeddedPostgres.ts';
import { stackCount, stackKey } from './stack.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverMain = path.resolve(here, '../../../server/src/main.ts');

async function waitHealthy(url: string, child: ChildProcess, log: () => string) {
  // Stacks seed side by side: two on two cores took over a minute each.
  for (let i = 0; i < 3000; i++) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server at ${url} did not become healthy:\n${log()}`);
}

/**
 * One real PostgreSQL; on it, a stack per worker (see stack.ts): a database, an Alipay stand-in on it
 * and one real server per brand, started from source exactly as `npm start` runs it. Tests reach their
 * stack's database through E2E_DATABASE_URL to set up counts the UI must show; everything else goes
 * through HTTP in Debian's chromium. The C-Lodop stand-in sits on the fixed ports the console looks at,
 * so it is shared: the printing specs run one at a time (playwright.config.ts).
 */
export default async function globalSetup() {
  // A run killed mid-test may have left a changed version file in the build.
  await fs.copyFile(
    path.resolve(here, '../../public/version.json'),
    path.resolve(here, '../../dist/version.json'),
  );
  const base = await fs.mkdtemp(path.join(os.tmpdir(), 'oms-e2e-'));
  await fs.chmod(base, 0o755);
  const pg = await startEmbeddedPostgres({ dataDir: path.join(base, 'pg') });
  // Tests switch its situation and read what it printed through its control port.
  const clodop = await startClodopStandIn({ servicePorts: [8000, 18000], controlPort: 0 });
  process.env.E2E_CLODOP_CONTROL = clodop.controlUrl;
  const stacks = await Promise.all(
    Array.from({ length: stackCount() }, (_, index) => startStack(pg.adminUrl, pg.urlFor.bind(pg), index)),
  );

  return async () => {
    await Promise.all(stacks.map((stack) => stack.close()));
    await clodop.close();
    await pg.stop();
    await fs.rm(base, { recursive: true, force: true });
  };
}

async function startStack(adminUrl: string, urlFor: (db: string) => string, index: number) {
  const publish = (name: string, value: string) => (process.env[stackKey(name, index)] = value);
  await ensureDatabase(adminUrl, `oms_e2e_${index}`);
  const databaseUrl = urlFor(`oms_e2e_${index}`);
  publish('E2E_DATABASE_URL', databaseUrl);
  // Alipay: one stand-in on the stack's database for every brand's server; tests pay at its cashier and
  // switch its faults through its control API. Its notify schedule runs at 200 ms a minute.
  const alipay = await startAlipayStandIn({ databaseUrl, msPerMinute: 200 });
  publish('E2E_ALIPAY_URL', alipay.url);
  const servers: ChildProcess[] = [];
  const startServer = async (brand: Brand, main: boolean) => {
    const port = await freePort();
    // The main brand's server runs the jobs and its platform stand-in on a known port, so tests can
    // switch the stand-in's faults on; the other brands' servers only serve their pages.
    const standInPort = main ? await freePort() : 0;
    if (main) publish('E2E_STANDIN_URL', `http://127.0.0.1:${standInPort}`);
    // its market and warehouse stand-in too: tests move a stall's price through its /control
    const fulfilmentPort = main ? await freePort() : 0;
    if (main) publish('E2E_FULFILMENT_URL', `http://127.0.0.1:${fulfilmentPort}`);
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', serverMain], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        OMS_BRAND: brand,
        ...(main
          ? {
              OMS_PLATFORM_STANDIN_PORT: String(standInPort),
              OMS_FULFILMENT_STANDIN_PORT: String(fulfilmentPort),
            }
          : { OMS_RUN_JOBS: '0' }),
        // Platforms send the seller back here after authorising a shop: the address the browser signed in on.
        OMS_PUBLIC_URL: `http://127.0.0.1:${port}`,
        OMS_TEST_CAPTCHA: '1',
        // Every test signs in from this one address; the throttle itself is tested in the server suite.
        OMS_SIGNIN_PER_MINUTE: '100000',
        OMS_CAPTCHA_PER_MINUTE: '100000',
        LOG_LEVEL: 'warn',
        OMS_CLODOP_STANDIN: '0',
        // The warehouse stand-in's clock stands still: the demo orders stay where the tests expect them.
        OMS_FULFILMENT_SIM_SPEED: '0',
        ALIPAY_STANDIN_URL: alipay.url,
        // the label image tests serve their pictures from this machine
        OMS_IMAGE_PROXY_ALLOW_INTERNAL: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    servers.push(child);
    const url = `http://127.0.0.1:${port}`;
    await waitHealthy(url, child, () => output);
    publish(`E2E_URL_${brand.toUpperCase()}`, url);
  };
  // The main brand first: it migrates and seeds; the others then start together on a ready database.
  const [main, ...others] = brandCodes;
  await startServer(main!, true);
  // The demo's platform popups would cover what tests click, 3 s into any page: off (the popup has its own tests).
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(`update popups set withdrawn_at = now() where withdrawn_at is null`);
  await db.end();
  await Promise.all(others.map((brand) => startServer(brand, false)));

  return {
    close: async () => {
      await Promise.all(
        servers.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
      await alipay.close();
    },
  };
}
