import { spawn, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { RunAs } from './postgresUser.ts';

export interface PostgresCommand {
  binDir: string;
  /** The cluster folder (PGDATA). */
  pgData: string;
  runAs: RunAs;
}

export interface PostgresServer {
  readonly pid: number;
  stop(): Promise<void>;
}

const READY = 'database system is ready to accept connections';

function options(runAs: RunAs): SpawnOptions {
  return {
    ...(runAs ?? {}),
    // The server's own folder may be closed to the postgres user; "/" never is.
    cwd: '/',
    // Readiness is read from the log, so its messages must be in English.
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  };
}

function cannotRun(file: string, e: NodeJS.ErrnoException) {
  return new Error(`cannot run ${file} (${e.code ?? e.message})`);
}

/** PostgreSQL's own complaint, one line, from its output. */
function complaint(output: string) {
  const lines = output.split('\n').map((l) => l.trim());
  return lines.find((l) => /(error|FATAL|PANIC):/.test(l)) ?? lines.filter(Boolean).at(-1) ?? 'no output';
}

/** Creates the cluster in `pgData`, which must not exist yet; its parent must be reachable by `runAs`. */
export async function initdb(command: PostgresCommand, superuser: { user: string; password: string }) {
  const { binDir, pgData, runAs } = command;
  const file = path.join(binDir, 'initdb');
  await fs.mkdir(pgData, { mode: 0o700 });
  // initdb only reads a password from a file; next to the cluster it is in reach of the postgres user.
  const pwFile = `${pgData}.pwfile`;
  await fs.writeFile(pwFile, `${superuser.password}\n`, { mode: 0o600 });
  try {
    if (runAs) {
      await fs.chown(pgData, runAs.uid, runAs.gid);
      await fs.chown(pwFile, runAs.uid, runAs.gid);
    }
    const args = [
      `--pgdata=${pgData}`,
      '--auth=password',
      `--username=${superuser.user}`,
      `--pwfile=${pwFile}`,
      '--encoding=UTF8',
      '--locale=C',
    ];
    const child = spawn(file, args, options(runAs));
    let output = '';
    child.stdout!.on('data', (d: Buffer) => (output += d));
    child.stderr!.on('data', (d: Buffer) => (output += d));
    await new Promise<void>((resolve, reject) => {
      child.once('error', (e) => reject(cannotRun(file, e)));
      child.once('close', (code) =>
        code === 0 ? resolve() : reject(new Error(`initdb failed in ${pgData}: ${complaint(output)}`)),
      );
    });
  } finally {
    await fs.rm(pwFile, { force: true });
  }
}

/** Starts PostgreSQL on 127.0.0.1:`port`, its socket in the cluster folder, and waits until it accepts connections. */
export async function startPostgres(command: PostgresCommand, port: number): Promise<PostgresServer> {
  const { binDir, pgData, runAs } = command;
  const file = path.join(binDir, 'postgres');
  // Sockets in the cluster folder keep parallel clusters (tests, a dev server) apart, and the
  // postgres user can always write there.
  const args = [
    '-D',
    pgData,
    '-p',
    String(port),
    '-c',
    `unix_socket_directories=${pgData}`,
    '-c',
    'listen_addresses=127.0.0.1',
  ];
  const child = spawn(file, args, options(runAs));
  // If Node exits without stopping it (an uncaught error, process.exit), PostgreSQL goes too.
  const stopOnExit = () => child.kill('SIGINT');
  process.on('exit', stopOnExit);
  const exited = new Promise<void>((resolve) =>
    child.once('close', () => {
      process.off('exit', stopOnExit);
      resolve();
    }),
  );
  let output = '';
  let ready = false;
  await new Promise<void>((resolve, reject) => {
    child.once('error', (e) => {
      process.off('exit', stopOnExit);
      reject(cannotRun(file, e));
    });
    // The log is read for as long as PostgreSQL runs: a full pipe would block it.
    child.stderr!.on('data', (d: Buffer) => {
      if (ready) return;
      output += d;
      ready = output.includes(READY);
      if (ready) resolve();
    });
    child.stdout!.resume();
    void exited.then(() =>
      reject(new Error(`PostgreSQL stopped while starting in ${pgData}: ${complaint(output)}`)),
    );
  });
  return {
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGINT');
      await exited;
    },
  };
}
