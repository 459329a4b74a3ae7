import { syncHelpArticles } from '../../src/modules/help/helpArticles.ts';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connect, ensureDatabase, runMigrations } from '../../src/db/client.ts';
import { startEmbeddedPostgres } from '../../src/db/embeddedPostgres.ts';
import { seedDemoData } from '../../src/db/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    templateDb: string;
  }
}

export const TEMPLATE_DB = 'oms_template';

/**
 * One real PostgreSQL for the whole run (or DATABASE_URL's server); a template database migrated and
 * seeded once, which every test file clones, so files run in parallel without touching each other.
 */
export default async function setup(project: TestProject) {
  let adminUrl: string;
  let stop = async () => {};
  const external = process.env.DATABASE_URL;
  if (external) {
    const url = new URL(external);
    url.pathname = '/postgres';
    adminUrl = url.toString();
  } else {
    const base = await fs.mkdtemp(path.join(os.tmpdir(), 'oms-test-pg-'));
    await fs.chmod(base, 0o755);
    const pg = await startEmbeddedPostgres({ dataDir: path.join(base, 'pg') });
    adminUrl = pg.adminUrl;
    stop = async () => {
      await pg.stop();
      await fs.rm(base, { recursive: true, force: true });
    };
  }
  const admin = connect(adminUrl, 1);
  await admin.pool.query(`drop database if exists ${TEMPLATE_DB}`);
  await admin.close();
  await ensureDatabase(adminUrl, TEMPLATE_DB);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE_DB}`;
  const template = connect(templateUrl.toString(), 1);
  await runMigrations(template);
  await seedDemoData(template.db);
  await syncHelpArticles(template.db);
  await template.close();

  project.provide('pgAdminUrl', adminUrl);
  project.provide('templateDb', TEMPLATE_DB);
  return stop;
}
