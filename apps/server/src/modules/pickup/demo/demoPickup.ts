import { sql } from 'drizzle-orm';
import { PICKUP_CODE, type Brand } from '@oms/api-client';
import type { Db } from '../../../db/client.ts';
import { demoCaller } from './demoCaller.ts';
import type { FundsServices } from '../../funds/fundsServices.ts';
import type { FulfilmentGateway } from '../../daifa/gateways/fulfilmentGateway.ts';
import type { MarketGateway, MarketGoods } from '../../daifa/gateways/marketGateway.ts';
import { stallKindOf } from '../../daifa/placement/goodsEndpoints.ts';
import { submitPaidOrders } from '../../daifa/warehouse/fulfilmentSubmitter.ts';
import { addMarkets, type MarketInput } from '../marketTree.ts';
import { assignByArea } from '../pickupAssign.ts';
import { demoReportOf, reportAsPicker, takingLines } from './pickerSimulator.ts';
import { seedPickupHistory } from './demoPickupHistory.ts';
import { placeOwnOrder } from './demoOrders.ts';
import { seedDemoSettlements } from '../../settlements/demo/demoSettlements.ts';
import { seedDemoShipments } from '../../printDelivery/demo/demoShipments.ts';

/** The purchaser's own markets beyond the dropship market's: walked after it. */
const OWN_MARKETS = ['新中国大厦', '沙河万佳', '白马服装城', '四季青'];
const SHOP_WORDS = [
  '衣阁',
  '潮牌',
  '韩版女装',
  '小鹿服饰',
  '美美家',
  '尚品',
  '依人',
  '简约',
  '时尚馆',
  '童装',
];
/** 320 stalls in all: the market's own plus the purchaser's four markets. */
const STALLS_IN_ALL = 320;
/** The demo's other pickers, beside `picker` (who is left the day's work to do by hand). */
const PICKERS = [
  { username: 'aqiang', name: '阿强' },
  { username: 'xiaofang', name: '小芳' },
  { username: 'laochen', name: '老陈' },
];
const MINUTE = 60_000;

/** "国投女装 3楼A316" → market, floor, 档口号. */
const STALL_WRITING = /^(\S+) (\d+楼)([A-Z]?\d+)$/;

function marketsOf(goods: readonly MarketGoods[]): MarketInput[] {
  const byMarket = new Map<string, Map<string, Set<string>>>();
  for (const g of goods) {
    const m = STALL_WRITING.exec(g.stall);
    if (!m) continue;
    const floors = byMarket.get(m[1]!) ?? new Map<string, Set<string>>();
    byMarket.set(m[1]!, floors);
    floors.set(m[2]!, (floors.get(m[2]!) ?? new Set()).add(m[3]!));
  }
  let n = 0;
  const stall = (stallNo: string) => {
    n += 1;
    return {
      stallNo,
      name: `${SHOP_WORDS[n % SHOP_WORDS.length]}${n % 3 ? '' : '精品'}`,
      phone: `13${String(600000000 + n * 7919).slice(0, 9)}`,
      settleMode: (['CASH', 'CASH', 'BALANCE', 'MONTHLY'] as const)[n % 4],
      returnDays: [7, 3, 15, null][n % 4] ?? null,
    };
  };
  const fromMarket: MarketInput[] = [...byMarket.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'zh'))
    .map(([name, floors]) => ({
      name,
      floors: [...floors.entries()]
        .sort(([a], [b]) => parseInt(a) - parseInt(b))
        .map(([floor, stalls]) => ({ name: floor, stalls: [...stalls].map(stall) })),
    }));
  const left = Math.max(0, STALLS_IN_ALL - n);
  const perMarket = Math.ceil(left / OWN_MARKETS.length);
  const own = OWN_MARKETS.map((name, mi) => ({
    name,
    floors: [1, 2, 3, 4].map((floor) => ({
      name: `${floor}楼`,
      stalls: Array.from({ length: Math.ceil(perMarket / 4) }, (_, k) =>
        stall(`${String.fromCharCode(65 + ((k + mi) % 4))}${floor}${String(k + 1).padStart(2, '0')}`),
      ),
    })),
  }));
  return [...fromMarket, ...own];
}

/**
 * The purchaser runs its own team (自有拿货): its markets and 320 stalls, four pickers, and today's
 * dropship orders on the board — handed out by area, the other pickers' answers in, `picker`'s lines
 * still to fetch, one market not yet handed out. Made through the same calls as the console.
 */
export async function seedDemoPickup(
  db: Db,
  services: { funds: FundsServices; fulfilment: FulfilmentGateway; market: MarketGateway },
  brand: Brand,
): Promise<{ stalls: number; lines: number }> {
  const [owner] = (
    await db.execute<{ id: string }>(
      sql`select id from accounts where username = 'purchaser' and parent_id is null`,
    )
  ).rows;
  if (!owner) return { stalls: 0, lines: 0 };
  const tenantId = Number(owner.id);
  const found = await services.market
    .search({ kind: stallKindOf(brand), page: 1, pageSize: 100 })
    .catch(() => null);
  const goods = (found?.items ?? []).filter((g) => STALL_WRITING.test(g.stall) && !g.delisted);
  const stalls = await db.transaction(async (tx) => {
    await tx.execute(sql`insert into pickup_settings (tenant_id, fulfil_mode) values (${tenantId}, 'OWN')
                          on conflict (tenant_id) do update set fulfil_mode = 'OWN'`);
    await tx.execute(sql`
      insert into accounts (kind, username, password_hash, parent_id, sub_username)
      select 'purchaser', p.username, a.password_hash, a.parent_id, p.name
        from accounts a, unnest(${sql.param(PICKERS.map((p) => p.username))}::text[],
                                ${sql.param(PICKERS.map((p) => p.name))}::text[]) as p(username, name)
       where a.username = 'picker' and a.parent_id = ${tenantId}`);
    await tx.execute(sql`
      insert into account_roles (account_id, role_id)
      select b.id, ar.role_id from accounts a join account_roles ar on ar.account_id = a.id
        join accounts b on b.parent_id = a.parent_id and b.username = any(${sql.param(PICKERS.map((p) => p.username))}::text[])
       where a.username = 'picker' and a.parent_id = ${tenantId}`);
    return addMarkets(tx, tenantId, marketsOf(goods));
  });
  if (goods.length < 6) return { stalls, lines: 0 };

  const pickers = (
    await db.execute<{ id: string; username: string; name: string }>(sql`
      select id, username, coalesce(sub_username, username) as name from accounts
       where parent_id = ${tenantId} and username = any(${sql.param(['picker', ...PICKERS.map((p) => p.username)])}::text[])
       order by id`)
  ).rows;
  // the week before: fetched, 日结 and billed; then the bills and the staff's days settled as a team does
  await seedPickupHistory(db, services, brand, tenantId, goods, pickers);
  await seedDemoSettlements(db, services.funds, tenantId, pickers);
  // what the team had in hand before the last two days went out from the bench
  await seedDemoShipments(db, tenantId);

  // today's orders, placed through the morning
  const now = Date.now();
  const orders = 36;
  for (let i = 0; i < orders; i++) {
    await placeOwnOrder(db, services.funds, brand, tenantId, goods, {
      key: `demo-pickup-${i}`,
      n: i,
      stride: [7, 13],
      at: new Date(now - (orders - i) * 6 * MINUTE),
      courierCode: i % 4 === 0 ? 'YTO' : 'ZTO',
    });
  }
  await submitPaidOrders(db, services.fulfilment, orders, tenantId);

  // handed out by market: the first to `picker`, the next to each of the others; the last waits
  const markets = (
    await db.execute<{ id: string }>(sql`
      select distinct m.id, m.sort from markets m join suppliers s on s.market_id = m.id
        join pickup_assignments a on a.supplier_id = s.id
       where m.tenant_id = ${tenantId} order by m.sort`)
  ).rows;
  const ownerCaller = demoCaller(tenantId, tenantId, 'purchaser', null, PICKUP_CODE);
  for (const [k, market] of markets.slice(0, -1).entries()) {
    const picker = pickers[k % pickers.length]!;
    await assignByArea(db, ownerCaller, {
      pickerId: Number(picker.id),
      marketIds: [Number(market.id)],
      floorIds: [],
      supplierIds: [],
      unmatched: false,
      reassign: false,
    });
  }

  // 自动指派: a market a picker, as the morning's hand-out went
  await db.execute(sql`insert into pickup_settings (tenant_id, auto_assign) values (${tenantId}, true)
                        on conflict (tenant_id) do update set auto_assign = true`);
  for (const [k, market] of markets.slice(0, -1).entries())
    await db.execute(sql`
      insert into pickup_auto_rules (tenant_id, market_id, picker_id, priority)
      values (${tenantId}, ${Number(market.id)}, ${Number(pickers[k % pickers.length]!.id)}, ${k})`);

  // the other pickers have been at their stalls this morning
  for (const [k, row] of (await takingLines(db, tenantId)).entries()) {
    const body = demoReportOf(row, k);
    if (body) await reportAsPicker(db, tenantId, row, body);
  }
  const [count] = (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from pickup_assignments
           where tenant_id = ${tenantId} and day = (now() at time zone 'Asia/Shanghai')::date`,
    )
  ).rows;
  return { stalls, lines: Number(count?.n ?? 0) };
}
