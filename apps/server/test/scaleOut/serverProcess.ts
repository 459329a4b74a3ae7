import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../src/db/embeddedPostgres.ts';

const serverMain = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/main.ts');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** SIGKILL: no shutdown code runs, as when a machine dies. */
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

/** A real server process (as `npm start` runs it) on the given database. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const extra = process.env.OMS_BENCH_NODE_ARGS ? process.env.OMS_BENCH_NODE_ARGS.split(' ') : [];
  const child = spawn(process.execPath, [...extra, '--import', 'tsx', serverMain], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      OMS_LOG_FORMAT: 'json',
      // each server of a test gets its own Alipay stand-in on a free port
      OMS_ALIPAY_STANDIN_PORT: '0',
      // the warehouse is out of reach (no stand-in in-process): these tests are about other things
      OMS_FULFILMENT_URL: 'http://127.0.0.1:9',
      OMS_FULFILMENT_KEY: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  // A process ended by a signal has a signalCode and no exitCode.
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const exited = () =>
    new Promise<void>((resolve) => (gone() ? resolve() : child.once('exit', () => resolve())));
  for (let i = 0; ; i++) {
    if (gone()) throw new Error(`server exited early:\n${output}`);
    if (i > 600) throw new Error(`server did not start:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    output: () => output,
    async kill9() {
      if (!gone()) child.kill('SIGKILL');
      await exited();
    },
    async stop() {
      if (!gone()) child.kill('SIGTERM');
      await exited();
    },
  };
}

export async function call(
  base: string,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: object,
) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  // Each test reads the fields of the endpoint it called.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return res.json() as Promise<{ errorCode: number; errorMsg: string; data: any }>;
}

export async function signIn(base: string, username: string, password: string) {
  const answer = await call(base, 'POST', '/api/sso/login', {}, { username, password });
  if (answer.errorCode !== 0) throw new Error(answer.errorMsg);
  return { 'x-user-id': String(answer.data.userId), 'x-token': answer.data.userHash };
}

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 60_000,
) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
