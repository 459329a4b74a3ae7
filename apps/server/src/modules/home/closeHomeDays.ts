import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { dayFigures, liveFigures, recordDay } from './homeFigures.ts';
import { addDays, shanghaiDay } from './homeDays.ts';

/**
 * 00:05 Shanghai: yesterday closes for every tenant — its flow counted once more (late writes included)
 * and the live figures as they stand now, which 工作台 shows as yesterday's 待拿货, 余额 and 待补款.
 */
export async function closeHomeDays(db: DbOrTx, now = new Date()): Promise<number> {
  const day = addDays(shanghaiDay(now), -1);
  const tenants = await db.execute<{ id: string }>(sql`select id from accounts where parent_id is null order by id`);
  for (const t of tenants.rows) {
    const tenantId = Number(t.id);
    const [flow, live] = await Promise.all([dayFigures(db, tenantId, day), liveFigures(db, tenantId)]);
    await recordDay(db, tenantId, day, { ...flow, ...live });
  }
  return tenants.rows.length;
}

/** Demo: the last 30 days recorded from the seeded history, yesterday with today's live figures. */
export async function seedDemoHomeDaily(db: DbOrTx, tenantIds: number[], now = new Date()): Promise<number> {
  const today = shanghaiDay(now);
  let days = 0;
  for (const tenantId of tenantIds) {
    const live = await liveFigures(db, tenantId);
    for (let back = 30; back >= 1; back--) {
      const day = addDays(today, -back);
      const flow = await dayFigures(db, tenantId, day);
      await recordDay(db, tenantId, day, back === 1 ? { ...flow, ...live } : flow);
      days += 1;
    }
  }
  return days;
}
