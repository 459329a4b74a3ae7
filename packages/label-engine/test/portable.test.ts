// The engine core must run unchanged in the browser: only node.ts, the CLI and dev scripts touch Node.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../src/', import.meta.url));
const NODE_ONLY = new Set(['node.ts', 'cli.ts', 'make-care-symbols.ts']);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

describe('portability', () => {
  it('core files import neither node: modules nor the Node helpers', () => {
    const offenders = files(src)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !NODE_ONLY.has(f.split('/').pop()!))
      .filter((f) =>
        /from '(node:|fs'|path'|\.\.?\/node\.ts'|\.\.?\/\.\.\/node\.ts')/.test(readFileSync(f, 'utf8')),
      );
    expect(offenders).toEqual([]);
  });
});
