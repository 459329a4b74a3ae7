import { sql } from 'drizzle-orm';
import {
  HOME_FIGURES,
  HOME_FIGURE_KEYS,
  daifaFlag,
  stateLabel,
  type HomeData,
  type HomeFigure,
  type HomeFigureKey,
  type HomeTodo,
  type HomeTrendDay,
} from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import { hasPermission, type Caller } from '../../http/caller.ts';
import { abnormalCounts } from '../daifa/abnormal/abnormalEndpoints.ts';
import { unlinkedSkuCount } from '../daifa/association/associationPage.ts';
import { shopCaseCounts } from '../afterSale/tabCounts.ts';
import { PROBLEM_PARCEL_WINDOW_DAYS } from '../shell/counts.ts';
import { SHOP_EXPIRY_WARN_DAYS } from '../shops/shopExpiryReminders.ts';
import { closedDays, dayFigures, liveFigures, recordDay, type ClosedDay } from './homeFigures.ts';
import { addDays, shanghaiDay } from './homeDays.ts';

const mayOpen = (caller: Caller, key: HomeFigureKey) => hasPermission(caller, HOME_FIGURES[key].permission);

/** Yesterday as recorded at its close; a day nobody closed (a new server) is counted now and kept. */
async function yesterdayOf(db: DbOrTx, tenantId: number, day: string): Promise<ClosedDay> {
  const stored = (await closedDays(db, tenantId, day, day)).get(day);
  if (stored) return stored;
  const flow = await dayFigures(db, tenantId, day);
  await recordDay(db, tenantId, day, flow);
  return flow;
}

/** 工作台's cards: today against yesterday, only those whose page the caller may open. */
export async function homeData(db: DbOrTx, caller: Caller, now = new Date()): Promise<HomeData> {
  const day = shanghaiDay(now);
  const [today, live, yesterday] = await Promise.all([
    dayFigures(db, caller.tenantId, day),
    liveFigures(db, caller.tenantId),
    yesterdayOf(db, caller.tenantId, addDays(day, -1)),
  ]);
  const y = (v: number | undefined) => (v === undefined ? null : v);
  const all: Record<HomeFigureKey, Omit<HomeFigure, 'key'>> = {
    ORDERS: { today: today.orders, yesterday: y(yesterday.orders), todayFen: null, yesterdayFen: null },
    PAID: {
      today: today.paid,
      yesterday: y(yesterday.paid),
      todayFen: today.paidFen,
      yesterdayFen: y(yesterday.paidFen),
    },
    WAIT_TAKE: { today: live.waitTake, yesterday: y(yesterday.waitTake), todayFen: null, yesterdayFen: null },
    SENT: { today: today.sent, yesterday: y(yesterday.sent), todayFen: null, yesterdayFen: null },
    AFTER_SALE: {
      today: today.afterSales,
      yesterday: y(yesterday.afterSales),
      todayFen: null,
      yesterdayFen: null,
    },
    PROBLEM: { today: today.problems, yesterday: y(yesterday.problems), todayFen: null, yesterdayFen: null },
    BALANCE: {
      today: live.balanceFen,
      yesterday: y(yesterday.balanceFen),
      todayFen: null,
      yesterdayFen: null,
    },
    REPLENISH: {
      today: live.replenish,
      yesterday: y(yesterday.replenish),
      todayFen: live.replenishFen,
      yesterdayFen: y(yesterday.replenishFen),
    },
  };
  return {
    day,
    figures: HOME_FIGURE_KEYS.filter((k) => mayOpen(caller, k)).map((key) => ({ key, ...all[key] })),
  };
}

const ABNORMAL_ORDER = [
  'LACK',
  'NEXT_DAY',
  'PRICE_RAISED',
  'CHANGE',
  'STALL_CLOSED',
  'DELISTED',
  'BAD_ADDRESS',
  'HOLD',
];

/**
 * The to-do cards, each a count opening its list in the URL state that shows those rows. 异常 comes per
 * kind that has any (one 异常订单 card when none has). Only the lists the caller may open.
 */
export async function homeTodo(db: DbOrTx, caller: Caller): Promise<HomeTodo[]> {
  const t = caller.tenantId;
  const may = (code: string) => hasPermission(caller, code);
  const daifa = may('/order/daifaOrderList');
  const [counts, abnormal, shopCases, unlinked] = await Promise.all([
    db.execute<Record<string, string>>(sql`
      select (select coalesce(sum(n), 0) from daifa_tab_counts where tenant_id = ${t} and tab = 'WAIT_PAY') as wait_pay,
             (select count(*) from replenish_requests where tenant_id = ${t} and state = 'WAITING_PAYMENT') as replenish,
             (select count(*) from problem_parcels where tenant_id = ${t} and state = 'WAITING_PROCESS'
                 and created_at > now() - make_interval(days => ${PROBLEM_PARCEL_WINDOW_DAYS})) as problems,
             (select count(*) from shop_orders o where o.tenant_id = ${t} and o.hold) as hold,
             (select count(*) from daifa_orders o where o.tenant_id = ${t} and 'COLLECT_OVERDUE' = any(o.flags)) as collect_overdue,
             (select count(*) from shops where tenant_id = ${t} and auth_state <> 'CANCELED'
                 and expire_time <= now() + make_interval(days => ${SHOP_EXPIRY_WARN_DAYS})) as shops_expiring`),
    daifa ? abnormalCounts(db, t) : Promise.resolve({} as Record<string, number>),
    may('/afterSale/afterSaleList') ? shopCaseCounts(db, t) : Promise.resolve(new Map<string, number>()),
    may('/goods/association') ? unlinkedSkuCount(db, t) : Promise.resolve(0),
  ]);
  const c = counts.rows[0]!;
  const todos: (HomeTodo & { show: boolean })[] = [
    {
      key: 'WAIT_PAY',
      label: '待付款',
      count: Number(c.wait_pay),
      link: '/order/daifaOrderList?tab=WAIT_PAY',
      show: daifa,
    },
    {
      key: 'REPLENISH',
      label: '待补款',
      count: Number(c.replenish),
      link: '/funds/transferRecord',
      show: may('/funds/transferRecord'),
    },
  ];
  const kinds = ABNORMAL_ORDER.filter((k) => (abnormal[k] ?? 0) > 0);
  if (daifa && !kinds.length)
    todos.push({ key: 'ABNORMAL', label: '异常订单', count: 0, link: '/order/abnormalList', show: true });
  for (const k of kinds)
    todos.push({
      key: `ABNORMAL_${k}`,
      label: `异常·${stateLabel(daifaFlag, k)}`,
      count: abnormal[k]!,
      link: `/order/abnormalList?kind=${k}`,
      show: daifa,
    });
  todos.push(
    {
      key: 'PROBLEM',
      label: '问题件',
      count: Number(c.problems),
      link: '/afterSale/problemList',
      show: may('/afterSale/problemList'),
    },
    {
      key: 'AFTER_SALE_PENDING',
      label: '售后待处理',
      count: shopCases.get('PENDING') ?? 0,
      link: '/afterSale/afterSaleList?tab=SHOP_PENDING',
      show: may('/afterSale/afterSaleList'),
    },
    {
      key: 'UNLINKED',
      label: '未关联商品',
      count: unlinked,
      link: '/goods/association?tab=UNLINKED&waiting=1',
      show: may('/goods/association'),
    },
    {
      key: 'HOLD',
      label: '拦截中',
      count: Number(c.hold),
      link: '/order/orderList?tab=HOLD',
      show: may('/order/orderList'),
    },
    {
      key: 'COLLECT_OVERDUE',
      label: '揽收超时',
      count: Number(c.collect_overdue),
      link: '/order/daifaOrderList?flag=COLLECT_OVERDUE',
      // only where 提速发货 wrote a waybill back early: a standing 0 would say nothing
      show: daifa && Number(c.collect_overdue) > 0,
    },
    {
      key: 'SHOP_EXPIRING',
      label: '授权即将过期',
      count: Number(c.shops_expiring),
      link: '/basicSet/shopAuthorization',
      show: may('/basicSet/shopAuthorization'),
    },
  );
  return todos.filter((x) => x.show).map(({ show: _show, ...todo }) => todo);
}

/** 近7天 / 近30天: the closed days as recorded, today counted live; a day with no record is null. */
export async function homeTrend(
  db: DbOrTx,
  caller: Caller,
  days: 7 | 30,
  now = new Date(),
): Promise<HomeTrendDay[]> {
  const today = shanghaiDay(now);
  const from = addDays(today, -(days - 1));
  const [closed, live] = await Promise.all([
    closedDays(db, caller.tenantId, from, addDays(today, -1)),
    dayFigures(db, caller.tenantId, today),
  ]);
  const daifa = hasPermission(caller, '/order/daifaOrderList');
  const afterSale = hasPermission(caller, '/afterSale/afterSaleList');
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(from, i);
    const f = day === today ? live : closed.get(day);
    const v = (x: number | undefined, allowed: boolean) => (allowed && f && x !== undefined ? x : null);
    return {
      day,
      orders: v(f?.orders, daifa),
      paid: v(f?.paid, daifa),
      paidFen: v(f?.paidFen, daifa),
      sent: v(f?.sent, daifa),
      afterSales: v(f?.afterSales, afterSale),
    };
  });
}
