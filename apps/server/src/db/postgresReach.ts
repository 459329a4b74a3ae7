import { execFile } from 'node:child_process';
import type { RunAs } from './postgresUser.ts';

/** A permission the postgres user needs on a path: r(ead), w(rite) or x (run a file, enter a folder). */
export interface Need {
  access: 'r' | 'w' | 'x';
  path: string;
}

// access(2) on a path also requires entering every folder above it, so one test covers the chain.
const SCRIPT = 'i=0; while [ $# -gt 0 ]; do test "-$1" "$2" || echo $i; i=$((i+1)); shift 2; done';

/**
 * The needs `runAs` fails. The probe runs as that user through the same spawn that later starts
 * PostgreSQL (same uid and gid, no supplementary groups), so the kernel answers exactly as it will
 * for PostgreSQL, ACLs and all; reading uid/gid/mode bits ourselves would re-implement that, badly.
 */
export async function unmetNeeds(runAs: NonNullable<RunAs>, needs: Need[]): Promise<Need[]> {
  if (needs.length === 0) return [];
  const args = needs.flatMap((n) => [n.access, n.path]);
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile('/bin/sh', ['-c', SCRIPT, 'probe', ...args], { ...runAs, cwd: '/' }, (error, out) =>
      error
        ? reject(new Error(`cannot check what the postgres user may reach: ${error.message.split('\n')[0]}`))
        : resolve(out),
    );
  });
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((i) => needs[Number(i)]!);
}
