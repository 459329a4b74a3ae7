import { sql, type SQL } from 'drizzle-orm';

/**
 * The tenant's stall a line belongs to, as a scalar subquery on `suppliers s`: the stall chosen by id when
 * given (0: none chosen), else the one of the market's 档口 id, else the one whose name key (`stallKeyOf`)
 * is the line's — a stall in cooperation, or one merged away (then the stall it went into). Null when
 * none: the line is 未归类. 拿货任务, 线下退货 and ERP goods match stalls by this one rule.
 */
export function stallMatch(
  tenantId: number,
  line: { matchKey: SQL; supplierId?: SQL; marketStallId?: SQL },
): SQL {
  // null for a stall with no market id: coalesced in the ordering, where null would sort first
  const byMarket = line.marketStallId
    ? sql`(${line.marketStallId} <> '' and s.market_stall_id = ${line.marketStallId})`
    : null;
  const byName = byMarket
    ? sql`(${byMarket} or s.match_key = ${line.matchKey})`
    : sql`s.match_key = ${line.matchKey}`;
  const which = line.supplierId
    ? sql`(s.id = ${line.supplierId} or (${line.supplierId} = 0 and ${byName}))`
    : byName;
  return sql`(select coalesce(s.merged_into, s.id) from suppliers s
     where s.tenant_id = ${tenantId} and (s.state = 'ACTIVE' or s.merged_into is not null) and ${which}
     order by ${byMarket ? sql`coalesce(${byMarket}, false) desc, ` : sql``}s.id limit 1)`;
}
