import { sql } from 'drizzle-orm';
import { PICKUP_CODE, type PickupReportRequest } from '@oms/api-client';
import type { Db } from '../../../db/client.ts';
import { applyReport } from '../pickupReports.ts';
import { demoCaller } from './demoCaller.ts';

/** What the demo's other pickers say at a stall, by share: most taken, the rest every kind of answer. */
export const OUTCOME_SHARES: readonly (PickupReportRequest['outcome'] | 'PART' | 'RAISED' | null)[] = [
  'TOOK',
  'TOOK',
  'TOOK',
  'TOOK',
  'TOOK',
  'PART',
  'LACK',
  'NEXT_DAY',
  'AFTERNOON',
  'RAISED',
  null,
  null,
];

export type TakingRow = {
  id: string;
  version: number;
  picker_id: string;
  username: string;
  name: string;
  qty: number;
  ref_price_fen: number;
};

/** The k-th answer of the shares for a line in hand (null: not answered yet). */
export function demoReportOf(row: TakingRow, k: number): PickupReportRequest | null {
  const outcome = OUTCOME_SHARES[k % OUTCOME_SHARES.length]!;
  if (!outcome) return null;
  const base = { id: Number(row.id), version: Number(row.version) };
  if (outcome === 'PART')
    return Number(row.qty) > 1
      ? { ...base, outcome: 'TOOK', tookQty: Number(row.qty) - 1, tookPriceFen: Number(row.ref_price_fen) }
      : { ...base, outcome: 'LACK' };
  if (outcome === 'RAISED')
    return {
      ...base,
      outcome: 'STOP',
      stopReason: 'PRICE_RAISED',
      newPriceFen: Number(row.ref_price_fen) + 500,
    };
  if (outcome === 'TOOK')
    return {
      ...base,
      outcome: 'TOOK',
      tookQty: Number(row.qty),
      // now and then a yuan over at the stall
      tookPriceFen: Number(row.ref_price_fen) + (k % 3 === 0 ? 100 : 0),
    };
  return { ...base, outcome };
}

/** Today's lines in the hands of the demo purchaser's pickers but `picker` (whose are left to the user). */
export async function takingLines(db: Db, tenantId: number, perPicker?: number): Promise<TakingRow[]> {
  const rows = await db.execute<TakingRow>(sql`
    select * from (
      select a.id, a.version, a.picker_id, p.username, coalesce(p.sub_username, p.username) as name, t.qty, t.ref_price_fen,
             row_number() over (partition by a.picker_id order by a.id) as n
        from pickup_assignments a join pickup_tasks t on t.id = a.task_id join accounts p on p.id = a.picker_id
       where a.tenant_id = ${tenantId} and a.state = 'TAKING' and p.username <> 'picker'
         and a.day = (now() at time zone 'Asia/Shanghai')::date and a.reported_at is null) x
     ${perPicker ? sql`where n <= ${perPicker}` : sql``}
     order by id`);
  return rows.rows;
}

/** One line's answer, as its picker's phone sends it. */
export async function reportAsPicker(db: Db, tenantId: number, row: TakingRow, body: PickupReportRequest) {
  await db.transaction((tx) =>
    applyReport(tx, demoCaller(Number(row.picker_id), tenantId, row.username, row.name, PICKUP_CODE), body),
  );
}

/**
 * Demo mode, while the simulated world moves: the demo's other pickers keep working — every `everyMs`
 * each answers the next line in hand by the shares, so the board's figures move as on a market day.
 * Never `picker`'s lines. A line answered meanwhile on the board (a version moved) is left.
 */
export function startPickerSimulator(db: Db, everyMs: number, onError: (e: unknown) => void): () => void {
  let k = 0;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const [owner] = (
        await db.execute<{ id: string }>(
          sql`select id from accounts where username = 'purchaser' and parent_id is null`,
        )
      ).rows;
      if (!owner) return;
      for (const row of await takingLines(db, Number(owner.id), 1)) {
        let body = demoReportOf(row, k++);
        // the simulator answers every line it visits: a "not yet" share is taken instead
        body ??= demoReportOf(row, 0)!;
        await reportAsPicker(db, Number(owner.id), row, body).catch(() => undefined);
      }
    } catch (e) {
      onError(e);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
