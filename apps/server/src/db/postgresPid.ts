import fs from 'node:fs/promises';
import path from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function parentOf(pid: number): Promise<{ pid: number; command: string } | null> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  // The command in field 2 may contain spaces, so read fields after its closing parenthesis.
  const ppid = stat ? Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) : NaN;
  if (!(ppid > 1)) return null;
  const command = await fs.readFile(`/proc/${ppid}/cmdline`, 'utf8').catch(() => '');
  return { pid: ppid, command: command.replace(/\0/g, ' ') };
}

/**
 * A Node process killed hard leaves its PostgreSQL running or a postmaster.pid behind; either
 * blocks the next start. Stop an orphan that owns this cluster folder, or drop the stale file.
 * `dataFolder` is the folder the user chose, named in messages when the cluster lives elsewhere.
 */
export async function clearStalePid(pgData: string, log: (msg: string) => void, dataFolder = pgData) {
  const pidFile = path.join(pgData, 'postmaster.pid');
  const content = await fs.readFile(pidFile, 'utf8').catch(() => null);
  if (content === null) return;
  const [pidLine, dirLine] = content.split('\n');
  const pid = Number(pidLine);
  const ownsThisFolder = dirLine?.trim() === pgData;
  if (pid > 0 && isAlive(pid) && ownsThisFolder) {
    const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    const parent = await parentOf(pid);
    if (cmdline.includes('postgres') && parent && parent.command.includes('node')) {
      // Its server is alive: this is not an orphan, and stopping it would pull a database from
      // under a running console.
      throw new Error(
        `the data folder ${dataFolder} is in use by a running server (node pid ${parent.pid}); stop it first`,
      );
    }
    if (cmdline.includes('postgres')) {
      log(`stopping orphaned PostgreSQL (pid ${pid}) left by an earlier run`);
      process.kill(pid, 'SIGINT');
      for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
      if (isAlive(pid)) process.kill(pid, 'SIGKILL');
      for (let i = 0; i < 50 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    }
  }
  await fs.rm(pidFile, { force: true });
}
