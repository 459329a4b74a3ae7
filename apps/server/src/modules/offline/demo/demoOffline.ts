import { sql } from 'drizzle-orm';
import { RETURN_CODE, type Brand } from '@oms/api-client';
import type { Db } from '../../../db/client.ts';
import type { MarketGateway, MarketGoods } from '../../daifa/gateways/marketGateway.ts';
import { stallKindOf } from '../../daifa/placement/goodsEndpoints.ts';
import { saveOfflineOrder } from '../offlineOrders.ts';
import { moveOfflineOrder, tookOfflineOrder } from '../offlineOrderMoves.ts';
import { moveOfflineReturn, offlineReturnSource, saveOfflineReturn } from '../offlineReturns.ts';
import type { OfflineCaller } from '../offlineRows.ts';
import { demoCaller } from '../../pickup/demo/demoCaller.ts';

const CUSTOMERS = [
  { name: '周丽娟', phone: '13812345601', address: '杭州市上城区四季青服装市场东门 12 号' },
  { name: '吴芳', phone: '13912345602', address: '广州市越秀区站西路 38 号 2 楼 213' },
  { name: '郑小梅', phone: '15012345603', address: '' },
  { name: '黄伟', phone: '18612345604', address: '深圳市福田区华强北路 1002 号' },
  { name: '何静', phone: '0571-86001234', address: '杭州市江干区九堡镇客运中心旁' },
];

type Plan = {
  customer: number;
  goods: number[];
  end: 'DRAFT' | 'WAITING_TAKING' | 'TAKING' | 'TOOK' | 'TOOK_PART' | 'DELIVERED' | 'CANCELED';
};

/** Ten orders in every state: two drafts, two to pick, two being picked, two back (one short), one delivered, one canceled. */
const ORDERS: Plan[] = [
  { customer: 0, goods: [0, 1], end: 'DELIVERED' },
  { customer: 1, goods: [2], end: 'TOOK' },
  { customer: 2, goods: [3, 4, 5], end: 'TOOK_PART' },
  { customer: 3, goods: [6], end: 'CANCELED' },
  { customer: 4, goods: [7, 8], end: 'TAKING' },
  { customer: 0, goods: [9], end: 'TAKING' },
  { customer: 1, goods: [10, 11], end: 'WAITING_TAKING' },
  { customer: 2, goods: [12], end: 'WAITING_TAKING' },
  { customer: 3, goods: [13, 14], end: 'DRAFT' },
  { customer: 4, goods: [15], end: 'DRAFT' },
];

const line = (g: MarketGoods, qty: number) => ({
  stall: g.stall,
  articleNo: g.articleNo,
  title: g.title.slice(0, 60),
  color: g.colors[0]!,
  size: g.sizes[Math.min(1, g.sizes.length - 1)]!,
  qty,
  priceFen: g.priceFen,
});

/**
 * The purchaser's 线下拿货单 and 线下退货单, made through the same calls as the console (10 orders in
 * every state, 5 returns in every return state), spread over the last days.
 */
export async function seedDemoOffline(
  db: Db,
  market: MarketGateway,
  brand: Brand,
): Promise<{ orders: number; returns: number }> {
  const [owner] = (
    await db.execute<{ id: string }>(
      sql`select id from accounts where username = 'purchaser' and parent_id is null`,
    )
  ).rows;
  if (!owner) return { orders: 0, returns: 0 };
  const tenantId = Number(owner.id);
  const caller: OfflineCaller = { tenantId, accountId: tenantId, username: 'purchaser', subUsername: null };
  const goods = (await market.search({ kind: stallKindOf(brand), page: 1, pageSize: 40 })).items.filter(
    (g) => !g.delisted,
  );
  if (goods.length < 25) return { orders: 0, returns: 0 };

  const took: string[] = [];
  for (const [i, plan] of ORDERS.entries()) {
    const saved = await saveOfflineOrder(db, caller, {
      requestKey: `demo-offline-${i}`,
      customer: CUSTOMERS[plan.customer]!,
      lines: plan.goods.map((g, k) => line(goods[g]!, 1 + ((i + k) % 3))),
      remark: i === 0 ? '老客户，拿到后直接送店里' : '',
      submit: plan.end !== 'DRAFT',
    });
    let version = saved.version;
    const move = async (action: 'START' | 'DELIVER' | 'CANCEL') =>
      (version = (await moveOfflineOrder(db, caller, { id: saved.id, version, action })).version);
    if (plan.end === 'CANCELED') await move('CANCEL');
    if (['TAKING', 'TOOK', 'TOOK_PART', 'DELIVERED'].includes(plan.end)) await move('START');
    if (['TOOK', 'TOOK_PART', 'DELIVERED'].includes(plan.end)) {
      const [row] = (
        await db.execute<{ lines: Array<{ lineNo: number; qty: number }> }>(
          sql`select lines from offline_orders where id = ${saved.id}`,
        )
      ).rows;
      const short = plan.end === 'TOOK_PART';
      version = (
        await tookOfflineOrder(db, caller, {
          id: saved.id,
          version,
          // one line short by a piece, one not found at all
          lines: row!.lines.map((l, k) => ({
            lineNo: l.lineNo,
            tookQty: short ? (k === 0 ? l.qty : k === 1 ? l.qty - 1 : 0) : l.qty,
          })),
        })
      ).version;
      took.push(saved.orderNo);
    }
    if (plan.end === 'DELIVERED') await move('DELIVER');
    await db.execute(sql`update offline_orders set created_at = now() - make_interval(hours => ${(ORDERS.length - i) * 9})
                          where id = ${saved.id}`);
  }

  const REASONS = ['QUALITY', 'NO_REASON', 'WRONG_ITEM', 'DEFECTIVE', 'NO_REASON'] as const;
  const ends = [
    'WAITING_ASSIGNED',
    'WAIT_FACTORY',
    'FACTORY_RETURNED',
    'FACTORY_REFUSE',
    'STOP_RETURNED',
  ] as const;
  // The first is brought in from a 线下拿货单 (one piece of what was taken, for that customer); the
  // others are goods customers brought back without their pick-up order.
  const fromOrder = took[0] ? await offlineReturnSource(db, caller, took[0]) : null;
  // the returns' goods are walked back by the 退货员 (tuihuo), handed out by the owner
  const [walker] = (
    await db.execute<{ id: string }>(
      sql`select id from accounts where parent_id = ${tenantId} and username = 'tuihuo'`,
    )
  ).rows;
  const manager = demoCaller(tenantId, tenantId, 'purchaser', null, RETURN_CODE);
  for (const [i, end] of ends.entries()) {
    const g = goods[20 + i]!;
    const brought = i === 0 && fromOrder?.lines[0] ? fromOrder : null;
    const lines = brought
      ? [{ ...brought.lines[0]!, title: brought.lines[0]!.title ?? '', qty: 1 }]
      : [line(g, 1 + (i % 2))];
    const saved = await saveOfflineReturn(db, caller, {
      requestKey: `demo-offline-return-${i}`,
      customer: brought ? brought.customer : CUSTOMERS[i]!,
      reason: REASONS[i]!,
      offlineOrderNo: brought ? brought.orderNo : '',
      lines,
      remark: i === 3 ? '客户说洗过一次' : '',
    });
    let version = saved.version;
    const move = async (action: 'START' | 'REFUNDED' | 'REFUSED' | 'STOP', extra: object = {}) =>
      (version = (await moveOfflineReturn(db, manager, { id: saved.id, version, action, ...extra })).version);
    if (walker) {
      if (end !== 'WAITING_ASSIGNED' && end !== 'STOP_RETURNED')
        await move('START', { staffId: Number(walker.id) });
      if (end === 'FACTORY_RETURNED')
        await move('REFUNDED', { refundFen: lines[0]!.priceFen * lines[0]!.qty });
      if (end === 'FACTORY_REFUSE') await move('REFUSED', { refuseReason: 'SMELL', note: '档口说有香水味' });
      if (end === 'STOP_RETURNED') await move('STOP', { note: '客户要求先别退' });
    }
    await db.execute(sql`update offline_returns set created_at = now() - make_interval(hours => ${(5 - i) * 11})
                          where id = ${saved.id}`);
  }
  return { orders: ORDERS.length, returns: ends.length };
}
