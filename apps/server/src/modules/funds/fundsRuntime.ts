import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { generateKeyPair } from '@oms/alipay-protocol';
import type { Db } from '../../db/client.ts';
import { secret } from '../../db/secrets.ts';
import type { ServerConfig } from '../../config.ts';
import { outboxSmsGateway } from '../../standins/outboxSms.ts';
import { aliyunSmsGateway } from '../sms/aliyunSms.ts';
import { AlipayGateway } from './alipay/alipayGateway.ts';
import { createFundsServices, type FundsServices } from './fundsServices.ts';
import { startFundsSweeper } from './fundsSweeper.ts';

export interface FundsRuntime {
  services: FundsServices;
  /** The Alipay stand-in's address in demo mode. */
  standInUrl: string | null;
  stop(): Promise<void>;
}

/** The demo's own Alipay application: its key pair lives in our database so restarts keep it. */
export const DEMO_ALIPAY_APP_ID = '2021000000000001';

async function standInDatabase(url: string): Promise<string | null> {
  try {
    const res = await fetch(`${url}/control/health`, { signal: AbortSignal.timeout(1500) });
    if (!res.ok) return null;
    const body = (await res.json()) as { database?: { name: string; system_id: string } };
    return body.database ? `${body.database.system_id}/${body.database.name}` : 'unknown';
  } catch {
    return null;
  }
}

/**
 * Demo mode: the Alipay stand-in runs as its own process, so a server killed mid-payment does not take
 * the trades with it (they and the notifications still owed wait in its schema). One already answering
 * on the port for our database is used as it is (several servers on one database share it); port 0
 * takes any free port.
 */
async function ensureStandIn(
  db: Db,
  databaseUrl: string,
  port: number,
  msPerMinute: number,
  log: (line: string) => void,
): Promise<{ url: string; child: ChildProcess | null }> {
  const ours = await db.execute<{ name: string; system_id: string }>(
    sql`select current_database() as name, inet_server_port()::text || '@' || pg_postmaster_start_time()::text as system_id`,
  );
  const identity = `${ours.rows[0]!.system_id}/${ours.rows[0]!.name}`;
  if (port !== 0) {
    const found = await standInDatabase(`http://127.0.0.1:${port}`);
    if (found === identity) return { url: `http://127.0.0.1:${port}`, child: null };
    if (found !== null) throw new Error(`port ${port} has an Alipay stand-in of another database; set OMS_ALIPAY_STANDIN_PORT to a free port`);
  }
  const main = fileURLToPath(import.meta.resolve('@oms/alipay-standin/main'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', main, '--database-url', databaseUrl, '--port', String(port), '--ms-per-minute', String(msPerMinute), '--parent-pid', String(process.pid)],
    { cwd: path.dirname(path.dirname(main)), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2000)));
  for (let i = 0; i < 150; i++) {
    const url = /listening on (http:\/\/[\d.:]+)/.exec(output)?.[1];
    if (url && (await standInDatabase(url)) === identity) {
      log(`demo mode: payments go to the local Alipay stand-in at ${url} (set ALIPAY_APP_ID and its keys for real Alipay)`);
      return { url, child };
    }
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the Alipay stand-in did not start on port ${port}: ${output.trim().split('\n').pop() ?? 'no output'}`);
}

export async function startFundsRuntime(
  db: Db,
  databaseUrl: string,
  config: ServerConfig,
  log: (line: string) => void,
): Promise<FundsRuntime> {
  const notifyUrl = `${config.publicUrl}/api/pay/alipay/notify`;
  let child: ChildProcess | null = null;
  let standInUrl: string | null = null;
  let gateway: AlipayGateway;
  if (config.alipay.mode === 'real') {
    gateway = new AlipayGateway({ ...config.alipay, notifyUrl });
  } else {
    const started = config.alipay.url
      ? { url: config.alipay.url, child: null }
      : await ensureStandIn(db, databaseUrl, config.alipay.port, config.alipay.msPerMinute, log);
    child = started.child;
    standInUrl = started.url;
    gateway = await demoGateway(db, started.url, notifyUrl);
  }
  const services = createFundsServices({
    db,
    gateway,
    sms: config.aliyunSms ? aliyunSmsGateway(config.aliyunSms) : outboxSmsGateway(db, log),
    pepper: config.payPepper ?? (await secret(db, 'pay-password-pepper')),
  });
  const sweeper = config.runJobs ? startFundsSweeper(services, config.fundsSweepMs) : null;
  return {
    services,
    standInUrl,
    async stop() {
      sweeper?.stop();
      child?.kill('SIGTERM');
    },
  };
}

/** Registers the demo application's public key with the stand-in and learns the stand-in's. */
export async function demoGateway(db: Db, standInUrl: string, notifyUrl: string, timeoutMs?: number): Promise<AlipayGateway> {
  const stored = await db.execute<{ value: string }>(sql`select value from server_secrets where name = 'alipay-demo-app-keys'`);
  let keys = stored.rows[0] ? (JSON.parse(stored.rows[0].value) as { privateKey: string; publicKey: string }) : null;
  if (!keys) {
    const made = generateKeyPair();
    await db.execute(sql`insert into server_secrets (name, value) values ('alipay-demo-app-keys', ${JSON.stringify(made)}) on conflict do nothing`);
    const again = await db.execute<{ value: string }>(sql`select value from server_secrets where name = 'alipay-demo-app-keys'`);
    keys = JSON.parse(again.rows[0]!.value) as { privateKey: string; publicKey: string };
  }
  const res = await fetch(`${standInUrl}/control/apps`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ appId: DEMO_ALIPAY_APP_ID, publicKey: keys.publicKey }),
  });
  if (!res.ok) throw new Error(`the Alipay stand-in at ${standInUrl} refused our application key (${res.status})`);
  const answer = (await res.json()) as { alipayPublicKey: string; sellerId: string };
  return new AlipayGateway({
    gatewayUrl: `${standInUrl}/gateway.do`,
    appId: DEMO_ALIPAY_APP_ID,
    privateKey: keys.privateKey,
    alipayPublicKey: answer.alipayPublicKey,
    sellerId: answer.sellerId,
    notifyUrl,
    ...(timeoutMs ? { timeoutMs } : {}),
  });
}
