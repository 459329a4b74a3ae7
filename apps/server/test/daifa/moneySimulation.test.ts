import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Resolution } from '@oms/api-client';
import { cancelOrder } from '../../src/modules/daifa/payments/daifaPayments.ts';
import { payDaifaOrders } from '../../src/modules/daifa/payments/daifaPay.ts';
import { applyTrace } from '../../src/modules/daifa/express/courierTraces.ts';
import { payByAlipay } from '../../src/modules/daifa/demo/demoDaifa.ts';
import { applyExceptionDefaults } from '../../src/modules/daifa/abnormal/exceptionDefaults.ts';
import { applyFulfilmentEvent, type FulfilmentEvent } from '../../src/modules/daifa/warehouse/fulfilmentEvents.ts';
import { placeOrder, type PlacementLine } from '../../src/modules/daifa/placement/placement.ts';
import { resolveLine } from '../../src/modules/daifa/abnormal/abnormalResolve.ts';
import { reconcile, describeReconcile } from '../../src/modules/funds/ledger/reconcile.ts';
import { call, fundsWorld, newKey } from '../funds/support.ts';
import { shenzhen } from './support.ts';

// 600 dropship orders (OMS_MONEY_SIM_ORDERS=2000 for the long run) through every money path, in-process
// and seeded (the same run every time):
// placed, paid in batches by Alipay trades, canceled at every stage, exceptions refunded, shipped
// first or paid for (补款) or left to their defaults, parcels heavier and lighter than quoted,
// intercepted after printing. Then reconcile — including, per order, goods + 代发费 + freight − refunded
// = what the ledger moved for it — must find nothing.
const world = fundsWorld();
const db = () => world.t.database.db;
// 600 give every fate dozens of orders (intercepts, the rarest, ~18); 2,000 took 156 s of the suite's time.
const ORDERS = Number(process.env.OMS_MONEY_SIM_ORDERS ?? 600);

/** mulberry32: a small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(20261125);
const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)]!;

const GOODS: Omit<PlacementLine, 'qty'>[] = [
  ['国投 3F-A316', 'A8821', '法式碎花连衣裙', 3500],
  ['女人街 2F-208', 'K102', '针织开衫', 4000],
  ['十三行 5F-512', 'T3390', '高腰直筒牛仔裤', 4800],
  ['沙河 1F-108', 'S77', '纯棉短袖T恤', 1500],
  ['国投 4F-C402', 'W2201', '羊毛混纺大衣', 16800],
].map(([stall, articleNo, title, priceFen]) => ({
  goodsId: null,
  stall: stall as string,
  articleNo: articleNo as string,
  title: title as string,
  color: '黑色',
  size: 'M',
  priceFen: priceFen as number,
  weightG: 300,
}));
const RECEIVERS = [
  shenzhen,
  {
    ...shenzhen,
    provinceCode: '650000',
    province: '新疆维吾尔自治区',
    city: '乌鲁木齐市',
    district: '天山区',
  },
  { ...shenzhen, provinceCode: '330000', province: '浙江省', city: '杭州市', district: '西湖区' },
];

type Fate = 'UNPAID' | 'CANCEL_PAID' | 'CANCEL_TAKING' | 'EXCEPTION' | 'SHIP' | 'INTERCEPT';
const FATES: [Fate, number][] = [
  ['UNPAID', 0.04],
  ['CANCEL_PAID', 0.08],
  ['CANCEL_TAKING', 0.05],
  ['EXCEPTION', 0.15],
  ['INTERCEPT', 0.03],
  ['SHIP', 0.65],
];
function fate(): Fate {
  let r = rand();
  for (const [f, p] of FATES) if ((r -= p) < 0) return f;
  return 'SHIP';
}

const seqs = new Map<string, number>();
async function send(orderNo: string, type: FulfilmentEvent['type'], data: Record<string, unknown> = {}) {
  const seq = (seqs.get(orderNo) ?? 0) + 1;
  seqs.set(orderNo, seq);
  return db().transaction((tx) =>
    applyFulfilmentEvent(tx, { eventId: `sim-${orderNo}-${seq}`, orderNo, seq, type, data }, world.t.funds),
  );
}
const seller = () => ({ tenantId: world.sellerTenant, accountId: world.sellerTenant });
const cancel = (orderNo: string) =>
  db().transaction((tx) =>
    cancelOrder(tx, world.t.funds, world.t.daifa.fulfilment, {
      ...seller(),
      orderNo,
      operatorName: 'seller',
      reason: '买家申请取消',
    }),
  );
const resolve = (orderNo: string, lineNo: number, action: Resolution) =>
  db().transaction((tx) =>
    resolveLine(
      tx,
      { funds: world.t.funds, fulfilment: world.t.daifa.fulfilment },
      {
        tenantId: world.sellerTenant,
        orderNo,
        lineNo,
        action,
        who: { accountId: world.sellerTenant, operatorName: 'seller' },
      },
    ),
  );

async function ship(orderNo: string, plan: Plan) {
  await send(orderNo, 'QC_DONE');
  await send(orderNo, 'PACKED', { weightG: plan.weightG });
  const waybill = `78${String(9_000_000_000 + plan.n)}`;
  await send(orderNo, 'WAYBILL_PRINTED', { courierCode: 'ZTO', waybillNo: waybill });
  if (plan.fate === 'INTERCEPT') return void (await cancel(orderNo));
  await db().transaction((tx) =>
    applyTrace(tx, {
      LogisticCode: waybill,
      ShipperCode: 'ZTO',
      State: plan.signed ? '3' : '1',
      Traces: [{ AcceptTime: '2026-11-25 18:00:00', AcceptStation: '已揽收', Location: '广州市' }],
    }),
  );
}

/** Everything random about one order, drawn up front: the lanes below run in any order, the run stays the same. */
interface Plan {
  n: number;
  lines: PlacementLine[];
  receiver: (typeof RECEIVERS)[number];
  shipAvailableFirst: boolean;
  fate: Fate;
  /** EXCEPTION: what the stall answers for the last line, and the seller's answer (below 0.35: none). */
  kind: 'LACK' | 'PRICE' | 'CLOSED' | 'CHANGE';
  answer: number;
  payReplenish: boolean;
  /** Packed heavier than quoted (a top-up, or a 补款 over ¥10), a little heavier, or lighter (a refund). */
  weightG: number;
  signed: boolean;
}

function planOf(n: number): Plan {
  const lines = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => ({
    ...pick(GOODS),
    qty: 1 + Math.floor(rand() * 3),
  }));
  const base = 300 * lines.length;
  return {
    n,
    lines,
    receiver: pick(RECEIVERS),
    shipAvailableFirst: rand() < 0.2,
    fate: fate(),
    kind: pick(['LACK', 'PRICE', 'CLOSED', 'CHANGE'] as const),
    answer: rand(),
    payReplenish: rand() < 0.67,
    weightG: pick([base + 50, base + 800, base + 4000, Math.max(100, base - 900)]),
    signed: rand() < 0.5,
  };
}

/** Runs `work` over the items four at a time (orders are independent; each one's steps stay in order). */
async function inLanes<T>(items: readonly T[], work: (item: T) => Promise<void>, lanes = 4) {
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

describe(`money at scale: ${ORDERS} orders`, () => {
  it('every path of money, then reconcile finds nothing — per order too', { timeout: 600_000 }, async () => {
    const plans = Array.from({ length: ORDERS }, (_, i) => planOf(i + 1));
    const placed: (Plan & { orderNo: string })[] = [];
    await inLanes(plans, async (plan) => {
      const order = await db().transaction((tx) =>
        placeOrder(tx, world.t.funds, {
          ...seller(),
          brand: 'e3e3',
          requestKey: `sim-${plan.n}`,
          source: 'MANUAL',
          courierCode: 'ZTO',
          receiver: plan.receiver,
          lines: plan.lines,
          shipAvailableFirst: plan.shipAvailableFirst,
        }),
      );
      placed.push({ ...plan, orderNo: order.orderNo });
    });
    placed.sort((a, b) => a.n - b.n);

    // paid in payment orders of 50 (Alipay trades, so the balance never runs short); the unpaid wait
    const toPay = placed.filter((o) => o.fate !== 'UNPAID');
    for (let i = 0; i < toPay.length; i += 50) {
      const nos = toPay.slice(i, i + 50).map((o) => o.orderNo);
      const payment = await db().transaction((tx) =>
        payDaifaOrders(
          tx,
          world.t.funds,
          seller(),
          sql`o.tenant_id = ${world.sellerTenant} and o.order_no = any(${sql.param(nos)}::text[])`,
          'ids',
        ),
      );
      await payByAlipay(db(), world.t.funds, payment.payNo, `sim-pay-${i}`);
    }

    const replenishes: { replenishNo: string; pay: boolean }[] = [];
    await inLanes(placed, async (o) => {
      if (o.fate === 'UNPAID') {
        if (o.n % 2 === 0) await cancel(o.orderNo);
        return;
      }
      if (o.fate === 'CANCEL_PAID') return void (await cancel(o.orderNo));
      await send(o.orderNo, 'BATCHED');
      if (o.fate === 'CANCEL_TAKING') {
        // the first line taken, the rest not yet: the taken one goes back to the stall
        await send(o.orderNo, 'LINE_RESULT', { lineNo: 1, result: 'TOOK' });
        return void (await cancel(o.orderNo));
      }
      if (o.fate === 'EXCEPTION') {
        const last = o.lines.length;
        for (let line = 1; line < last; line++)
          await send(o.orderNo, 'LINE_RESULT', { lineNo: line, result: 'TOOK' });
        const price = o.lines[last - 1]!.priceFen;
        const result = {
          LACK: { result: 'E_LACK_TAKING', until: '3天后有货' },
          PRICE: {
            result: 'E_STOP_TAKING',
            reason: 'PRICE_RAISED',
            oldPriceFen: price,
            newPriceFen: price + 800,
          },
          CLOSED: { result: 'E_STOP_TAKING', reason: 'STALL_CLOSED' },
          CHANGE: { result: 'E_CHANGE_TAKING', exchange: { color: '米白', size: 'L' } },
        }[o.kind];
        await send(o.orderNo, 'LINE_RESULT', { lineNo: last, ...result });
        // answered by the seller, or left to the default further down
        if (o.answer < 0.35) return;
        // what each kind offers: 缺货 有货先发 or 退款, 涨价 补款 or 退款, 换款 同意 or 拒绝, 档口关闭 退款
        const action: Resolution =
          o.kind === 'CHANGE'
            ? o.answer < 0.7
              ? 'ACCEPT_EXCHANGE'
              : 'REJECT_EXCHANGE'
            : o.kind === 'PRICE' && o.answer < 0.7
              ? 'REPLENISH'
              : o.kind === 'LACK' && o.answer >= 0.8
                ? 'SHIP_AVAILABLE'
                : 'REFUND';
        const outcome = await resolve(o.orderNo, last, action);
        if (outcome.replenishNo) replenishes.push({ replenishNo: outcome.replenishNo, pay: o.payReplenish });
        return;
      }
      for (let line = 1; line <= o.lines.length; line++)
        await send(o.orderNo, 'LINE_RESULT', { lineNo: line, result: 'TOOK' });
      await ship(o.orderNo, o);
    });

    // two in three 补款 paid (by Alipay), the rest left to lapse
    for (const { replenishNo, pay } of replenishes) {
      if (!pay) continue;
      const answer = await call(
        world,
        world.seller,
        'POST',
        '/api/b2/funds/replenish/pay',
        { replenishNos: [replenishNo] },
        newKey(),
      );
      expect(answer.errorCode, answer.errorMsg).toBe(0);
      await payByAlipay(db(), world.t.funds, answer.data.payNo, replenishNo);
    }
    // four days on: every unanswered exception takes its default, lapsed 补款 refund their lines
    const later = new Date(Date.now() + 4 * 86_400_000);
    while (
      (await applyExceptionDefaults(
        db(),
        { funds: world.t.funds, fulfilment: world.t.daifa.fulfilment },
        later,
        500,
      )) > 0
    );

    const report = await reconcile(db());
    expect(report.ok, describeReconcile(report)).toBe(true);

    // 资金流向 of an order sums to what it cost: 120 of them, every fate, through the detail endpoint
    const sample = (
      await db().execute<{ order_no: string; kept: string; paid: boolean }>(sql`
        select order_no, paid_at is not null as paid,
               goods_fen + service_fen + freight_fen - pay_later_fen - refunded_fen as kept
          from daifa_orders where tenant_id = ${world.sellerTenant} and request_key like 'sim-%'
         order by md5(order_no) limit 120`)
    ).rows;
    for (const o of sample) {
      const detail = await call(world, world.seller, 'GET', `/api/b2/daifa/order/${o.order_no}`);
      const flow = detail.data.moneyFlow as { fen: number; billType: string }[];
      const net = flow.reduce((sum, f) => sum + f.fen, 0);
      expect(net + (o.paid ? Number(o.kept) : 0), `${o.order_no} ${JSON.stringify(flow)}`).toBe(0);
      if (o.paid) expect(flow[0]!.billType).toBe('ORDER');
    }

    // the run went through every money path it claims to (so a quiet run cannot pass)
    const paths = (
      await db().execute<{ type: string; n: string }>(sql`
        select e.type, count(*) as n from daifa_order_events e join daifa_orders o on o.id = e.order_id
         where o.tenant_id = ${world.sellerTenant} group by e.type`)
    ).rows;
    const count = (type: string) => Number(paths.find((p) => p.type === type)?.n ?? 0);
    for (const type of [
      'PAID',
      'CANCELED',
      'REFUNDED',
      'FREIGHT_TOPPED_UP',
      'FREIGHT_REPLENISH',
      'WAYBILL_PRINTED',
    ])
      expect(count(type), type).toBeGreaterThan(0);
    const money = (
      await db().execute<{ orders: string; kept: string; refunded: string; replenished: string }>(sql`
        select count(*) as orders,
               sum(goods_fen + service_fen + freight_fen - pay_later_fen - refunded_fen) filter (where paid_at is not null) as kept,
               sum(refunded_fen) as refunded,
               (select coalesce(sum(amount_fen), 0) from replenish_requests where tenant_id = ${world.sellerTenant} and state = 'PAID') as replenished
          from daifa_orders where tenant_id = ${world.sellerTenant} and request_key like 'sim-%'`)
    ).rows[0]!;
    expect(Number(money.orders)).toBe(ORDERS);
    expect(Number(money.refunded)).toBeGreaterThan(0);
    expect(Number(money.replenished)).toBeGreaterThan(0);
    console.log(
      `money simulation: ${ORDERS} orders, kept ¥${(Number(money.kept) / 100).toFixed(2)}, refunded ¥${(Number(money.refunded) / 100).toFixed(2)}, 补款 ¥${(Number(money.replenished) / 100).toFixed(2)}; ${describeReconcile(report)}`,
    );
  });

  it('reconcile names an order whose books do not add up', async () => {
    const [order] = (
      await db().execute<{ order_no: string }>(
        sql`select order_no from daifa_orders where tenant_id = ${world.sellerTenant} and paid_at is not null limit 1`,
      )
    ).rows;
    await db().execute(
      sql`update daifa_orders set refunded_fen = refunded_fen + 1 where order_no = ${order!.order_no}`,
    );
    const report = await reconcile(db());
    const check = report.checks.find((c) => c.name.startsWith('每个已付款的代发订单'))!;
    expect(check.problems).toBe(1);
    expect(check.examples[0]).toMatchObject({ order_no: order!.order_no });
    await db().execute(
      sql`update daifa_orders set refunded_fen = refunded_fen - 1 where order_no = ${order!.order_no}`,
    );
    expect((await reconcile(db())).ok).toBe(true);
  });
});

describe('tab counts under concurrent moves', () => {
  it('folded by housekeeping, they still equal the orders per tab', async () => {
    const { compactTabCounts } = await import('../../src/modules/daifa/orders/daifaOrders.ts');
    const rows = async () =>
      Number(
        (
          await db().execute<{ n: string }>(
            sql`select count(*) as n from daifa_tab_counts where tenant_id = ${world.sellerTenant}`,
          )
        ).rows[0]!.n,
      );
    const before = await rows();
    expect(await compactTabCounts(db())).toBeGreaterThan(0);
    expect(await rows()).toBeLessThan(before);
    const mismatch = await db().execute(sql`
      select coalesce(c.tab, o.tab) as tab, c.n as counted, o.n as orders
        from (select tab, sum(n)::int as n from daifa_tab_counts where tenant_id = ${world.sellerTenant} group by tab) c
        full join (select tab, count(*)::int as n from daifa_orders where tenant_id = ${world.sellerTenant} group by tab) o
          on o.tab = c.tab
       where coalesce(c.n, 0) <> coalesce(o.n, 0)`);
    expect(mismatch.rows).toEqual([]);
  });
});
