import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startHousekeeping, SWEEPS } from '../../src/jobs/housekeeping.ts';
import { startJobQueue, type JobQueue } from '../../src/jobs/jobQueue.ts';
import { fundsWorld, until } from '../funds/support.ts';
import { dressLine, placeUnpaid } from '../daifa/support.ts';

// Each sweep is its own scheduled job: one failing is retried and logged alone, and the others still run.
const world = fundsWorld();
const db = () => world.t.database.db;
let queue: JobQueue;
const failures: string[] = [];
beforeAll(async () => {
  queue = await startJobQueue(world.t.databaseUrl);
});
afterAll(() => queue?.stop());

describe('housekeeping on the job queue', () => {
  it('schedules every sweep once in PostgreSQL; a broken captcha sweep fails alone while unpaid orders still close', async () => {
    const placed = await placeUnpaid(world, [dressLine]);
    await db().execute(
      sql`update daifa_orders set created_at = now() - interval '25 hours' where order_no = ${placed.orderNo}`,
    );
    // The captchas' table is out of reach: its sweep throws, as any sweep might.
    await db().execute(sql`alter table captchas rename to captchas_away`);
    try {
      await startHousekeeping(
        queue,
        {
          db: db(),
          funds: world.t.funds,
          daifa: world.t.daifa,
          erp: world.t.shops.erp,
          goods: { market: world.t.daifa.market, kind: 'CLOTHING', brand: 'e3e3' },
        },
        { work: true, onFailure: (sweep) => failures.push(sweep), pollSeconds: 1 },
      );
      const schedules = (await queue.boss.getSchedules()).map((s) => `${s.name} ${s.cron}`).sort();
      expect(schedules).toEqual(SWEEPS.map((s) => `${s.name} ${s.cron}`).sort());

      // The captcha sweep's tick comes first and fails; the unpaid order's comes after it.
      await queue.boss.send('housekeeping-prune-captchas', {});
      await until('the captcha sweep failed', async () => failures.includes('housekeeping-prune-captchas'));
      await queue.boss.send('housekeeping-daifa-expire-unpaid', {});
      await until('the unpaid order closed', async () => {
        const r = await db().execute<{ status: string }>(
          sql`select status from daifa_orders where order_no = ${placed.orderNo}`,
        );
        return r.rows[0]!.status === 'CANCELED';
      });
      // The failed sweep waits for its retry, with its error kept.
      const failed = await db().execute<{ state: string; output: { message?: string } | null }>(sql`
        select state, output from pgboss.job where name = 'housekeeping-prune-captchas' order by created_on desc limit 1`);
      expect(failed.rows[0]!.state).toBe('retry');
      expect(failed.rows[0]!.output?.message).toMatch(/captchas/);
    } finally {
      await db().execute(sql`alter table captchas_away rename to captchas`);
    }
  });
});
