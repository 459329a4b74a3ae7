import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stallKeyOf } from './pickupTasks.ts';

/** 档口号 in natural order: each run of digits padded, so A2 walks before A10. */
export const naturalKey = (stallNo: string) =>
  stallNo.toLowerCase().replace(/\d+/g, (d) => d.replace(/^0+(?=\d)/, '').padStart(6, '0'));

export interface StallInput {
  stallNo: string;
  name: string;
  phone?: string;
  settleMode?: 'CASH' | 'BALANCE' | 'MONTHLY';
  /** null: the stall takes nothing back. */
  returnDays?: number | null;
  marketStallId?: string | null;
}

export interface MarketInput {
  name: string;
  floors: { name: string; stalls: StallInput[] }[];
}

/**
 * How a market writes a stall on its listings: "国投女装 3楼A316". A line whose stall text reads the
 * same (spaces and case aside) is this supplier's.
 */
export const marketWriting = (market: string, floor: string, stallNo: string) =>
  `${market} ${floor}${stallNo}`;

/**
 * Adds markets, their floors and stalls (walked in the order given); a market, floor or stall already
 * there is kept as it is. Returns how many stalls were added.
 */
export async function addMarkets(
  tx: DbOrTx,
  tenantId: number,
  markets: readonly MarketInput[],
): Promise<number> {
  let added = 0;
  for (const [mi, market] of markets.entries()) {
    const [m] = (
      await tx.execute<{ id: number }>(sql`
        insert into markets (tenant_id, name, sort) values (${tenantId}, ${market.name}, ${mi})
        on conflict (tenant_id, name) do update set name = excluded.name returning id`)
    ).rows;
    for (const [fi, floor] of market.floors.entries()) {
      const [f] = (
        await tx.execute<{ id: number }>(sql`
          insert into market_floors (tenant_id, market_id, name, sort) values (${tenantId}, ${m!.id}, ${floor.name}, ${fi})
          on conflict (market_id, name) do update set name = excluded.name returning id`)
      ).rows;
      if (!floor.stalls.length) continue;
      const col = <T>(pick: (s: StallInput) => T) => sql.param(floor.stalls.map(pick));
      const inserted = await tx.execute(sql`
        insert into suppliers (tenant_id, market_id, floor_id, stall_no, stall_key, name, phone, settle_mode,
                               return_days, market_stall_id, match_key)
        select ${tenantId}, ${m!.id}, ${f!.id}, s.stall_no, s.stall_key, s.name, s.phone, s.settle_mode,
               s.return_days, nullif(s.market_stall_id, ''), s.match_key
          from unnest(${col((s) => s.stallNo)}::text[], ${col((s) => naturalKey(s.stallNo))}::text[],
                      ${col((s) => s.name)}::text[], ${col((s) => s.phone ?? '')}::text[],
                      ${col((s) => s.settleMode ?? 'CASH')}::text[],
                      ${col((s) => (s.returnDays === undefined ? 7 : s.returnDays))}::int[],
                      ${col((s) => s.marketStallId ?? '')}::text[],
                      ${col((s) => stallKeyOf(marketWriting(market.name, floor.name, s.stallNo)))}::text[])
            as s(stall_no, stall_key, name, phone, settle_mode, return_days, market_stall_id, match_key)
        on conflict (tenant_id, market_id, stall_no) do nothing`);
      added += inserted.rowCount ?? 0;
    }
  }
  return added;
}
