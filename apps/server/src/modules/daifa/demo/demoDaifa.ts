import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { extrasOffered, type Brand } from '@oms/api-client';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { FundsServices } from '../../funds/fundsServices.ts';
import { applyAlipayTrade } from '../../funds/payments/alipayTrades.ts';
import { fenToYuan } from '@oms/alipay-protocol';
import { cancelOrder } from '../payments/daifaPayments.ts';
import { applyTrace } from '../express/courierTraces.ts';
import { applyFulfilmentEvent, type FulfilmentEvent } from '../warehouse/fulfilmentEvents.ts';
import { placeOrder, type PlacementLine, type Receiver } from '../placement/placement.ts';
import type { FulfilmentGateway } from '../gateways/fulfilmentGateway.ts';
import type { MarketGateway } from '../gateways/marketGateway.ts';
import { stallKindOf } from '../placement/goodsEndpoints.ts';
import { resolveLine } from '../abnormal/abnormalResolve.ts';

/**
 * The seller's demo dropship orders, made by the same code the real ones go through: placed, paid by
 * Alipay (so the demo balance of 资金管理 stays as it is), moved by warehouse events and courier pushes,
 * some canceled — every tab and every exception chip has rows. Each is placed on its own time over the
 * last 45 days (numbered, billed and timed on that day). The stand-ins move open orders on later.
 */
const GOODS: Omit<PlacementLine, 'qty'>[] = [
  {
    goodsId: 'D1',
    stall: '国投 3F-A316',
    articleNo: 'A8821',
    title: '法式碎花连衣裙',
    color: '杏色',
    size: 'M',
    priceFen: 3500,
    weightG: 300,
  },
  {
    goodsId: 'D2',
    stall: '女人街 2F-208',
    articleNo: 'K102',
    title: '针织开衫',
    color: '黑色',
    size: 'L',
    priceFen: 4000,
    weightG: 300,
  },
  {
    goodsId: 'D3',
    stall: '十三行 5F-512',
    articleNo: 'T3390',
    title: '高腰直筒牛仔裤',
    color: '浅蓝',
    size: '27',
    priceFen: 4800,
    weightG: 300,
  },
  {
    goodsId: 'D4',
    stall: '沙河 1F-108',
    articleNo: 'S77',
    title: '纯棉短袖T恤',
    color: '白色',
    size: 'XL',
    priceFen: 1500,
    weightG: 300,
  },
  {
    goodsId: 'D5',
    stall: '国投 4F-C402',
    articleNo: 'W2201',
    title: '羊毛混纺大衣',
    color: '驼色',
    size: 'S',
    priceFen: 16800,
    weightG: 900,
  },
  {
    goodsId: 'D6',
    stall: '新百佳 2F-B233',
    articleNo: 'X908',
    title: '加绒卫衣',
    color: '灰色',
    size: '2XL',
    priceFen: 5200,
    weightG: 300,
  },
];

export const RECEIVERS: Receiver[] = [
  {
    name: '王丽',
    phone: '13812345678',
    provinceCode: '440000',
    province: '广东省',
    city: '广州市',
    district: '天河区',
    address: '体育西路 191 号 中石化大厦 B 座 1203',
  },
  {
    name: '陈晓峰',
    phone: '13911112222',
    provinceCode: '330000',
    province: '浙江省',
    city: '杭州市',
    district: '西湖区',
    address: '文三路 259 号 昌地火炬大厦 2 号楼 8 楼',
  },
  {
    name: '刘敏',
    phone: '15023456789',
    provinceCode: '510000',
    province: '四川省',
    city: '成都市',
    district: '武侯区',
    address: '人民南路四段 1 号 时代数码大厦 15 楼',
  },
  {
    name: '赵磊',
    phone: '18698765432',
    provinceCode: '110000',
    province: '北京市',
    city: '北京市',
    district: '朝阳区',
    address: '建国路 88 号 SOHO 现代城 5 号楼 2106',
  },
  {
    name: '古丽娜',
    phone: '13609912345',
    provinceCode: '650000',
    province: '新疆维吾尔自治区',
    city: '乌鲁木齐市',
    district: '天山区',
    address: '解放南路 339 号 3 单元 402',
  },
];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What happens to each demo order after it is placed. */
type Fate =
  | 'UNPAID'
  | 'PAID'
  | 'TAKING'
  | 'TOOK_PART'
  | 'E_LACK_TAKING'
  | 'E_NEXT_TAKING'
  | 'PRICE_RAISED'
  | 'E_CHANGE_TAKING'
  | 'STALL_CLOSED'
  | 'PACKED'
  | 'SHIPPED'
  | 'SIGNED'
  | 'PROBLEM'
  | 'CANCELED'
  | 'BAD_ADDRESS';

const FATES: [Fate, number][] = [
  ['UNPAID', 5],
  ['PAID', 6],
  ['TAKING', 4],
  ['TOOK_PART', 3],
  ['E_LACK_TAKING', 5],
  ['E_NEXT_TAKING', 5],
  ['PRICE_RAISED', 5],
  ['E_CHANGE_TAKING', 5],
  ['STALL_CLOSED', 5],
  ['PACKED', 5],
  ['SHIPPED', 8],
  ['SIGNED', 10],
  ['PROBLEM', 2],
  ['CANCELED', 6],
];

/**
 * How long ago each kind of order was placed (oldest, newest): as a real business looks — signed,
 * canceled and refused ones over the weeks, parcels on their way from the last days, and what the
 * market still works on from today, within a day of the stall's answer (an exception nobody answers
 * for a day gets its default: the demo's must not have expired on the first start). 地址异常 came
 * within the last hours; unpaid orders are minutes old (they close after 24 h).
 */
const WHEN = {
  closed: [45 * DAY, 4 * DAY],
  onTheWay: [4 * DAY, DAY],
  atMarket: [20 * HOUR, 3 * HOUR],
  badAddress: [3 * HOUR, HOUR],
  unpaid: [50 * MINUTE, 10 * MINUTE],
} as const;

const whenOf = (fate: Fate): keyof typeof WHEN =>
  fate === 'SIGNED' || fate === 'CANCELED' || fate === 'PROBLEM'
    ? 'closed'
    : fate === 'SHIPPED'
      ? 'onTheWay'
      : fate === 'BAD_ADDRESS'
        ? 'badAddress'
        : fate === 'UNPAID'
          ? 'unpaid'
          : 'atMarket';

/** The market's own goods when it answers (so 找同款 and 换档口 work on the demo's exceptions), else a fixed few. */
async function demoGoods(market: MarketGateway | null, brand: Brand): Promise<Omit<PlacementLine, 'qty'>[]> {
  try {
    const found = market ? await market.search({ kind: stallKindOf(brand), page: 1, pageSize: 12 }) : null;
    if (found && found.items.length >= 4)
      return found.items.map((g) => ({
        goodsId: g.goodsId,
        stall: g.stall,
        articleNo: g.articleNo,
        title: g.title,
        color: g.colors[0] ?? '均色',
        size: g.sizes[0] ?? '均码',
        priceFen: g.priceFen,
        weightG: g.weightG,
      }));
  } catch {
    // the market is out of reach: the fixed goods
  }
  return GOODS;
}

export async function seedDemoDaifa(
  db: Db,
  funds: FundsServices,
  fulfilment: FulfilmentGateway,
  brand: Brand,
  market: MarketGateway | null = null,
): Promise<number> {
  const goods = await demoGoods(market, brand);
  const tenantId = await demoSellerId(db);
  if (!tenantId) return 0;
  const all = FATES.flatMap(([fate, n]) => Array.from({ length: n }, () => fate));
  const paid = all.filter((f) => f !== 'UNPAID');
  const fates = [
    ...paid.map((_, k) => paid[(k * 37) % paid.length]!),
    ...Array.from({ length: 5 }, () => 'BAD_ADDRESS' as const),
    ...all.filter((f) => f === 'UNPAID'),
  ];
  const priceRaised: { orderNo: string; lineNo: number }[] = [];
  // Each order's time is decided before it is placed, and they are placed oldest first: its number, its
  // bill and its timeline carry that time (the ledger is append-only: nothing is moved back afterwards).
  const now = Date.now();
  const at = new Map<number, Date>();
  for (const [kind, [oldest, newest]] of Object.entries(WHEN)) {
    const members = fates.flatMap((f, k) => (whenOf(f) === kind ? [k + 1] : []));
    members.forEach((i, j) => {
      const share = members.length > 1 ? (members.length - 1 - j) / (members.length - 1) : 0;
      at.set(i, new Date(now - newest - Math.pow(share, 1.5) * (oldest - newest)));
    });
  }
  const inTime = fates.map((fate, k) => ({ fate, i: k + 1 })).sort((a, b) => +at.get(a.i)! - +at.get(b.i)!);
  for (const { fate, i } of inTime) {
    const placedAt = at.get(i)!;
    const since = await clock(db);
    const lines = [0, 1]
      .slice(0, 1 + (i % 2))
      .map((k) => ({ ...goods[(i + k * 3) % goods.length]!, qty: 1 + ((i + k) % 2) }));
    const placed = await db.transaction((tx) =>
      placeOrder(tx, funds, {
        tenantId,
        accountId: tenantId,
        brand,
        requestKey: `demo-daifa-${i}`,
        source: i % 3 === 0 ? 'SHOP_ORDER' : 'MANUAL',
        platform: i % 3 === 0 ? 'TAOBAO' : null,
        platformOrderNo: i % 3 === 0 ? `38${String(7_000_000_000_000_000 + i * 7919)}` : null,
        courierCode: i % 4 === 0 ? 'YTO' : 'ZTO',
        receiver: RECEIVERS[i % RECEIVERS.length]!,
        lines,
        shipAvailableFirst: i % 5 === 0,
        // some pay for the brand's 增值服务: 加固鞋盒 at 购途网, 精细质检 elsewhere
        extras:
          i % 6 === 1 ? (extrasOffered(brand).shoeBox ? { shoeBox: 'REINFORCED' } : { qc: 'FINE' }) : null,
        at: placedAt,
      }),
    );
    const paidAt = new Date(placedAt.getTime() + 3 * MINUTE);
    if (fate !== 'UNPAID' && fate !== 'CANCELED')
      await payByAlipay(db, funds, placed.payNo!, placed.orderNo, paidAt);
    await moveOn(db, funds, fulfilment, tenantId, placed.orderNo, fate, lines.length, i, placedAt);
    await datedFrom(db, placed.orderNo, since, paidAt);
    if (fate === 'PRICE_RAISED') priceRaised.push({ orderNo: placed.orderNo, lineNo: lines.length });
  }
  // The seller answered two of the 涨价 with 补款 (异常订单 → 补款), so 待补款 and 代发补款记录 show real ones.
  for (const { orderNo, lineNo } of priceRaised.slice(0, 2))
    await db.transaction((tx) =>
      resolveLine(
        tx,
        { funds, fulfilment },
        {
          tenantId,
          orderNo,
          lineNo,
          action: 'REPLENISH',
          who: { accountId: tenantId, operatorName: 'seller' },
        },
      ),
    );
  await db.transaction((tx) => rebuildTabCounts(tx, tenantId));
  return fates.length;
}

/** The demo's main seller account (the tenant the demo seeds), or null before accounts are seeded. */
export async function demoSellerId(db: Db): Promise<number | null> {
  const [seller] = (
    await db.execute<{ id: string }>(
      sql`select id from accounts where username = 'seller' and parent_id is null`,
    )
  ).rows;
  return seller ? Number(seller.id) : null;
}

/** The database's clock now (what an event written after this reads as its time, or later). */
async function clock(db: Db): Promise<Date> {
  const r = await db.execute<{ t: Date | string }>(sql`select clock_timestamp() as t`);
  return new Date(r.rows[0]!.t);
}

/**
 * An order's steps that the seed ran just now (the warehouse's and the courier's, a cancel) moved to
 * follow its own time: what happened at `since` or later happened at `from` plus as long after.
 */
async function datedFrom(db: Db, orderNo: string, since: Date, from: Date) {
  const moved = (column: string) =>
    sql`${sql.raw(column)} = case when ${sql.raw(column)} >= ${since.toISOString()}::timestamptz
          then ${from.toISOString()}::timestamptz + (${sql.raw(column)} - ${since.toISOString()}::timestamptz)
          else ${sql.raw(column)} end`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update daifa_order_events e set ${moved('at')}
        from daifa_orders o where o.order_no = ${orderNo} and e.order_id = o.id`);
    await tx.execute(sql`
      update daifa_orders set ${moved('delivered_at')}, ${moved('signed_at')}, ${moved('canceled_at')},
             ${moved('submitted_at')}, ${moved('updated_at')}
       where order_no = ${orderNo}`);
    await tx.execute(sql`
      update daifa_order_lines l set ${moved('exception_at')}
        from daifa_orders o where o.order_no = ${orderNo} and l.order_id = o.id`);
  });
}

/** A 快递鸟 push's time (Beijing, to the minute) from an instant. */
export const beijingText = (t: Date) => {
  const b = new Date(t.getTime() + 8 * HOUR);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${b.getUTCFullYear()}-${pad(b.getUTCMonth() + 1)}-${pad(b.getUTCDate())} ${pad(b.getUTCHours())}:${pad(b.getUTCMinutes())}:00`;
};

/**
 * Pays a demo document through Alipay's notification path; `at`, when given, is when the buyer paid: the
 * payment order, its bill and the orders' 已付款 all read that time (a drawer's 资金流向 and 订单动态 agree).
 */
export async function payByAlipay(db: Db, funds: FundsServices, payNo: string, orderNo: string, at?: Date) {
  const [order] = (
    await db.execute<{ amount_fen: number }>(
      sql`update payment_orders set method = 'ALIPAY_WEB' where pay_no = ${payNo} returning amount_fen`,
    )
  ).rows;
  await applyAlipayTrade(
    { db, ledger: funds.ledger, paidHandlers: funds.paidHandlers },
    {
      payNo,
      tradeNo: `2026${crypto.createHash('sha1').update(orderNo).digest('hex').replace(/\D/g, '').slice(0, 24).padEnd(24, '0')}`,
      totalAmount: fenToYuan(Number(order!.amount_fen)),
      status: 'TRADE_SUCCESS',
    },
    at,
  );
  if (at)
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        update daifa_orders set paid_at = ${at.toISOString()}::timestamptz where pay_no = ${payNo}`);
      await tx.execute(sql`
        update daifa_order_events e set at = ${at.toISOString()}::timestamptz
          from daifa_orders o where o.pay_no = ${payNo} and e.order_id = o.id and e.type = 'PAID'`);
    });
}

async function moveOn(
  db: Db,
  funds: FundsServices,
  fulfilment: FulfilmentGateway,
  tenantId: number,
  orderNo: string,
  fate: Fate,
  lineCount: number,
  i: number,
  placedAt: Date,
) {
  const send = demoEvents(db, orderNo);
  if (fate === 'CANCELED') {
    await db.transaction((tx) =>
      cancelOrder(tx, funds, fulfilment, {
        tenantId,
        orderNo,
        accountId: tenantId,
        operatorName: 'seller',
        reason: '买家申请取消',
      }),
    );
    return;
  }
  if (fate === 'UNPAID' || fate === 'PAID') return;
  await send('BATCHED');
  if (fate === 'TAKING') return;
  const last = await db.execute<{ price_fen: number }>(sql`
    select l.price_fen from daifa_order_lines l join daifa_orders o on o.id = l.order_id
     where o.order_no = ${orderNo} order by l.line_no desc limit 1`);
  const lastPrice = Number(last.rows[0]?.price_fen ?? 0);
  const exception: Record<string, Record<string, unknown>> = {
    E_LACK_TAKING: { result: 'E_LACK_TAKING', until: '3天后有货' },
    E_NEXT_TAKING: { result: 'E_NEXT_TAKING' },
    PRICE_RAISED: {
      result: 'E_STOP_TAKING',
      reason: 'PRICE_RAISED',
      oldPriceFen: lastPrice,
      newPriceFen: lastPrice + 500,
    },
    E_CHANGE_TAKING: { result: 'E_CHANGE_TAKING', exchange: { color: '米白', size: 'M' } },
    STALL_CLOSED: { result: 'E_STOP_TAKING', reason: 'STALL_CLOSED' },
  };
  if (exception[fate] || fate === 'TOOK_PART') {
    if (lineCount > 1) await send('LINE_RESULT', { lineNo: 1, result: 'TOOK' });
    await send('LINE_RESULT', {
      lineNo: lineCount,
      ...(exception[fate] ?? { result: 'TOOK_PART', tookQty: 1 }),
    });
    return;
  }
  for (let n = 1; n <= lineCount; n++) await send('LINE_RESULT', { lineNo: n, result: 'TOOK' });
  await send('QC_DONE');
  await send('PACKED', { weightG: 300 * lineCount + 80 });
  if (fate === 'BAD_ADDRESS') {
    await send('WAYBILL_REFUSED', {
      courierCode: i % 4 === 0 ? 'YTO' : 'ZTO',
      code: '420',
      reason: i % 2 ? '收件地址不详，快递无法揽收' : '该地址超出派送范围，快递无法揽收',
    });
    return;
  }
  const waybill = `7880${String(1_000_000_000 + i * 104_729).slice(0, 10)}`;
  await send('WAYBILL_PRINTED', { courierCode: i % 4 === 0 ? 'YTO' : 'ZTO', waybillNo: waybill });
  if (fate === 'PACKED') return;
  const push = demoTraces(db, waybill, i % 4 === 0 ? 'YTO' : 'ZTO');
  // the courier's times follow the order's, as settleDemoTimes lays out its steps, never later than now
  const after = (ms: number) =>
    beijingText(
      new Date(
        Math.max(placedAt.getTime() + 4 * MINUTE, Math.min(placedAt.getTime() + ms, Date.now() - MINUTE)),
      ),
    );
  await push('1', after(9 * HOUR), '【广州市】广州白云区网点 已揽收');
  if (fate === 'SIGNED') await push('3', after(3 * DAY), '【收件城市】已签收，签收人：本人');
  if (fate === 'PROBLEM') await push('4', after(2 * DAY), '【收件城市】收件人拒收，快件退回', '404');
}

/** The warehouse's events for one demo order, numbered as the stand-in numbers them. */
export function demoEvents(db: Db, orderNo: string) {
  let seq = 0;
  return (type: FulfilmentEvent['type'], data: Record<string, unknown> = {}) =>
    db.transaction((tx) =>
      applyFulfilmentEvent(tx, { eventId: `demo-${orderNo}-${seq + 1}`, orderNo, seq: ++seq, type, data }),
    );
}

/** The courier's pushes (快递鸟's shape) for one demo parcel. */
export function demoTraces(db: Db, waybill: string, courier: string) {
  return (state: string, at: string, station: string, stateEx?: string) =>
    db.transaction((tx) =>
      applyTrace(tx, {
        LogisticCode: waybill,
        ShipperCode: courier,
        State: state,
        ...(stateEx ? { StateEx: stateEx } : {}),
        Traces: [{ AcceptTime: at, AcceptStation: station, Location: '广州市' }],
      }),
    );
}

/** The (tenant, day, tab) count rows made again from the orders, after the demo moved their days. */
export async function rebuildTabCounts(tx: DbOrTx, tenantId: number) {
  await tx.execute(sql`delete from daifa_tab_counts where tenant_id = ${tenantId}`);
  await tx.execute(sql`
    insert into daifa_tab_counts (tenant_id, day, tab, n)
    select tenant_id, (created_at at time zone 'Asia/Shanghai')::date, tab, count(*)
      from daifa_orders where tenant_id = ${tenantId} group by 1, 2, 3`);
}
