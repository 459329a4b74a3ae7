import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time spent by the server process, by PostgreSQL's processes and by the bench itself (the load
 * generator), from /proc. On a shared 2-core VM the latency of one run swings ±30 % with the
 * neighbours; the CPU an answer costs moves far less, so a change is judged by it.
 */
export interface CpuSample {
  server: number;
  /** By process: a backend or autovacuum worker that ends between two samples takes its time with it. */
  postgres: Map<string, number>;
  bench: number;
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

function ticksOf(pid: string): { comm: string; ticks: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // comm may hold spaces: the fields after it start past the last ')'
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    // utime and stime are fields 14 and 15 (1-based), i.e. 11 and 12 after state
    return { comm, ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

export function cpuSample(serverPid: number): CpuSample {
  const sample: CpuSample = { server: 0, postgres: new Map(), bench: 0 };
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return sample;
  }
  for (const pid of pids) {
    const of = ticksOf(pid);
    if (!of) continue;
    if (Number(pid) === serverPid) sample.server += of.ticks * TICK_MS;
    else if (Number(pid) === process.pid) sample.bench += of.ticks * TICK_MS;
    else if (of.comm === 'postgres') sample.postgres.set(pid, of.ticks * TICK_MS);
  }
  return sample;
}

/** CPU milliseconds per answer between two samples, e.g. "server 2.1 + PostgreSQL 1.4 (+ load 0.6) ms". */
export function cpuPerAnswer(before: CpuSample, after: CpuSample, answers: number): string {
  const per = (ms: number) => (ms / Math.max(1, answers)).toFixed(2);
  // a process that started meanwhile counts whole; one that ended is left out (its last stretch lost)
  let postgres = 0;
  for (const [pid, ms] of after.postgres) postgres += ms - (before.postgres.get(pid) ?? 0);
  return `CPU an answer: server ${per(after.server - before.server)} + PostgreSQL ${per(postgres)} ms (load generator ${per(after.bench - before.bench)})`;
}
