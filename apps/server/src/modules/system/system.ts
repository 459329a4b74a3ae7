import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../http/context.ts';

const FALLBACK_VERSION = { version: '1.9.0', desc: '' };

export function registerSystem(app: FastifyInstance, ctx: AppContext) {
  // Read on every request: a deploy replaces the file and open consoles see the new version at once.
  app.get('/version.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store, no-cache, must-revalidate').header('pragma', 'no-cache');
    if (!ctx.config.consoleDist) return FALLBACK_VERSION;
    const text = await fs.readFile(path.join(ctx.config.consoleDist, 'version.json'), 'utf8').catch(() => null);
    if (!text) return FALLBACK_VERSION;
    try {
      const parsed = JSON.parse(text) as { version?: unknown; desc?: unknown };
      return { version: String(parsed.version ?? FALLBACK_VERSION.version), desc: String(parsed.desc ?? '') };
    } catch {
      return FALLBACK_VERSION;
    }
  });

  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await ctx.db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch {
      reply.code(503);
      return { status: 'database unavailable' };
    }
  });
}
