import { sql } from 'drizzle-orm';
import { PROBLEM_DECIDE_DAYS } from '@oms/api-client';
import type { Db } from '../../../db/client.ts';
import type { FundsServices } from '../../funds/fundsServices.ts';
import type { ReturnsGateway } from '../../daifa/gateways/returnsGateway.ts';
import type { DemoWarehouse } from '../../daifa/demo/demoWarehouse.ts';
import { demoSellerId } from '../../daifa/demo/demoDaifa.ts';
import { applyReturnRefund } from '../returnRefund.ts';
import { cancelReturnCase, closeReturnsWithoutWaybill, giveReturnWaybill } from '../returnCase.ts';
import { applyReturnEvent, type ReturnEvent } from '../returnEvents.ts';
import { returnCodeOf } from '../returnSettings.ts';
import { negotiateProblem, restallProblem } from '../problemResolve.ts';
import { discardProblems } from '../problemParcels.ts';
import { seedDemoReviews } from './demoReviews.ts';

type Ending =
  | { kind: 'NO_WAYBILL' }
  | { kind: 'ON_ITS_WAY' }
  | { kind: 'AT_STALL' }
  | { kind: 'ACCEPTED' }
  | { kind: 'QC_FAILED'; reason: string }
  /**
   * The stall refused a piece; the seller then asked for 协商退款 (its offer comes live) or 重新退档口, or
   * discarded it (已拒绝, 退货服务费 charged on the refused piece).
   */
  | { kind: 'PART_REFUSED'; reason: string; then?: 'NEGOTIATE' | 'RESTALL' | 'DISCARD' }
  | { kind: 'CANCELED' };

type Planned = {
  ending: Ending;
  reason: string;
  /** 换货 and 维修 go the same way to the stall; the swap or mend is shipped back to the buyer. */
  type?: 'EXCHANGE_GOODS' | 'ELSE_MAINTENANCE';
  exchangeTo?: string;
};

/** The seller's returns, one an order, in every stage a seller meets; reasons as buyers give them. */
const PLAN: Planned[] = [
  { ending: { kind: 'NO_WAYBILL' }, reason: '七天无理由' },
  { ending: { kind: 'NO_WAYBILL' }, reason: '尺码/颜色不合适' },
  { ending: { kind: 'ON_ITS_WAY' }, reason: '七天无理由' },
  { ending: { kind: 'ON_ITS_WAY' }, reason: '质量问题' },
  { ending: { kind: 'AT_STALL' }, reason: '尺码/颜色不合适' },
  { ending: { kind: 'ACCEPTED' }, reason: '尺码不合适', type: 'EXCHANGE_GOODS', exchangeTo: '黑色/XL' },
  { ending: { kind: 'ACCEPTED' }, reason: '质量问题', type: 'ELSE_MAINTENANCE' },
  {
    ending: { kind: 'PART_REFUSED', reason: '档口无货可换' },
    reason: '颜色/款式不喜欢',
    type: 'EXCHANGE_GOODS',
    exchangeTo: '米白/M',
  },
  { ending: { kind: 'AT_STALL' }, reason: '尺码不合适', type: 'EXCHANGE_GOODS', exchangeTo: '藏青/L' },
  { ending: { kind: 'ACCEPTED' }, reason: '七天无理由' },
  { ending: { kind: 'ACCEPTED' }, reason: '发错货' },
  { ending: { kind: 'ACCEPTED' }, reason: '尺码/颜色不合适' },
  { ending: { kind: 'QC_FAILED', reason: '吊牌缺失' }, reason: '七天无理由' },
  { ending: { kind: 'PART_REFUSED', reason: '试穿有异味' }, reason: '七天无理由' },
  { ending: { kind: 'PART_REFUSED', reason: '影响二次销售', then: 'NEGOTIATE' }, reason: '尺码/颜色不合适' },
  { ending: { kind: 'PART_REFUSED', reason: '档口无理由拒绝', then: 'RESTALL' }, reason: '七天无理由' },
  { ending: { kind: 'CANCELED' }, reason: '七天无理由' },
  { ending: { kind: 'PART_REFUSED', reason: '吊牌已剪', then: 'DISCARD' }, reason: '七天无理由' },
  ...history(),
];

/**
 * The weeks before: most returns taken back by the stall, some refused in part, failed at QC, called
 * off, or never sent (those the 3-day rule closes at the end of seeding), a few still at the stall.
 */
function history(): Planned[] {
  const reasons = ['七天无理由', '尺码/颜色不合适', '发错货', '质量问题', '七天无理由', '尺码/颜色不合适'];
  const refusals = [
    '试穿有异味',
    '影响二次销售',
    '降价超过10元',
    '缺少配件/吊牌',
    '档口无理由拒绝',
    '二次加工',
  ];
  const qc = ['吊牌缺失', '商品破损', '非本店商品', '商品有污渍', '吊牌缺失'];
  const endings: Ending[] = [
    ...Array.from({ length: 45 }, (): Ending => ({ kind: 'ACCEPTED' })),
    ...refusals.map((reason): Ending => ({ kind: 'PART_REFUSED', reason })),
    ...refusals.slice(0, 3).map((reason): Ending => ({ kind: 'PART_REFUSED', reason, then: 'DISCARD' })),
    ...qc.map((reason): Ending => ({ kind: 'QC_FAILED', reason })),
    ...Array.from({ length: 8 }, (): Ending => ({ kind: 'CANCELED' })),
    ...Array.from({ length: 5 }, (): Ending => ({ kind: 'NO_WAYBILL' })),
    ...Array.from({ length: 3 }, (): Ending => ({ kind: 'AT_STALL' })),
  ];
  // spread over the weeks rather than grouped by ending
  const shuffled = endings.map((ending, i) => ({ ending, key: (i * 37) % endings.length }));
  shuffled.sort((a, b) => a.key - b.key);
  return shuffled.map(({ ending }, i) => ({ ending, reason: reasons[i % reasons.length]! }));
}

const COURIERS = ['ZTO', 'YTO', 'YD', 'JTSD', 'STO'] as const;
const seller = (tenantId: number) => ({ accountId: tenantId, operatorName: 'seller' });

/**
 * 退货退款 on the seller's signed-for orders, made through the real paths: 申请售后, 填写退货单号 and 撤销
 * through the returns desk (the stand-in); what the desk did before this start — 签收, QC, the stall's
 * answer — through the hook's own `applyReturnEvent` with the events it would have sent, after which
 * the desk takes each case on where it stands. Cases with a parcel on its way move on live, as do a
 * 协商退款 (the stall's offer) and a 重新退档口 (the stall's second answer) asked for at the start. Returns
 * how many cases were made.
 */
export async function seedDemoReturns(
  db: Db,
  deps: { funds: FundsServices; returns: ReturnsGateway; warehouse: DemoWarehouse | null },
): Promise<number> {
  const tenantId = await demoSellerId(db);
  if (!tenantId || !deps.warehouse) return 0;
  // those still moving on recently signed-for orders, the settled ones on orders signed days ago
  const ordersSigned = (from: string, to: string, limit: number) =>
    db.execute<{ order_no: string; lines: number }>(sql`
      select o.order_no, count(l.id)::int as lines
        from daifa_orders o join daifa_order_lines l on l.order_id = o.id
       where o.tenant_id = ${tenantId} and o.status in ('DELIVERED', 'FINISHED')
         and o.signed_at > now() - ${from}::interval and o.signed_at <= now() - ${to}::interval
       group by o.id, o.order_no, o.signed_at
      having bool_and(l.took_qty > 0 and not l.canceled and l.after_sale_state is null)
       order by o.signed_at desc
       limit ${limit}`);
  // the first four (awaiting a waybill, on their way) on orders signed lately; history's unsent ones
  // on older orders, where the 3-day rule has run out
  const livePlan = PLAN.slice(0, 4);
  const settledPlan = PLAN.slice(4);
  const pairs = [
    ...(await ordersSigned('2 days', '0 hours', livePlan.length)).rows.map((o, i) => ({
      o,
      ...livePlan[i]!,
    })),
    ...(await ordersSigned('13 days', '2 days', settledPlan.length)).rows.map((o, i) => ({
      o,
      ...settledPlan[i]!,
    })),
  ];
  let made = 0;
  for (const [i, { o, ending, reason, type, exchangeTo }] of pairs.entries()) {
    const lineNos = Array.from({ length: Number(o.lines) }, (_, k) => k + 1);
    const applied = await db.transaction((tx) =>
      applyReturnRefund(
        tx,
        { returns: deps.returns },
        {
          tenantId,
          orderNo: o.order_no,
          type: type ?? 'RETURN_GOODS_DELIVERY',
          ...(exchangeTo ? { exchangeTo } : {}),
          lineNos,
          reason,
          remark: '',
          who: seller(tenantId),
        },
      ),
    );
    made += 1;
    const asNo = applied.asNo;
    if (ending.kind === 'NO_WAYBILL') continue;
    const courier = COURIERS[i % COURIERS.length]!;
    const waybillNo = `${courier === 'YD' ? '43' : '78'}${String(8_800_000_000 + i * 7_919 + tenantId)}`;
    await db.transaction((tx) =>
      giveReturnWaybill(tx, deps.returns, { tenantId, asNo, waybillNo, courier, who: seller(tenantId) }),
    );
    if (ending.kind === 'ON_ITS_WAY') continue;
    if (ending.kind === 'CANCELED') {
      await db.transaction((tx) =>
        cancelReturnCase(tx, deps.returns, { tenantId, asNo, who: seller(tenantId) }),
      );
      continue;
    }
    const lines = await db.execute<{ line_id: number; line_no: number; qty: number; price_fen: number }>(sql`
      select al.line_id, al.line_no, al.qty, l.price_fen
        from after_sale_lines al join after_sales a on a.id = al.after_sale_id
        join daifa_order_lines l on l.id = al.line_id
       where a.as_no = ${asNo} order by al.line_no`);
    const events: Omit<ReturnEvent, 'eventId' | 'subject' | 'seq'>[] = [
      {
        type: 'RETURN_SIGNED',
        data: {
          waybillNo,
          courier,
          returnCode: returnCodeOf(tenantId),
          weightG: lines.rows.reduce((s, l) => s + Number(l.qty) * 300, 80),
          // copied from the desk once it has taken the case on (adoptReturn), as live photos are
          photos: [`${asNo}-L`, `${asNo}-C`],
        },
      },
      {
        type: 'QC_RESULT',
        data:
          ending.kind === 'QC_FAILED'
            ? { pass: false, reason: ending.reason, photos: [`${asNo}-Q`] }
            : { pass: true, reason: null },
      },
    ];
    if (ending.kind !== 'QC_FAILED') events.push({ type: 'FACTORY_RECEIVED', data: {} });
    if (ending.kind === 'ACCEPTED' || ending.kind === 'PART_REFUSED')
      events.push({
        type: 'FACTORY_RESULT',
        data: {
          // 换货 / 维修: what the stall swapped or mended went out again by the order's courier
          ...(type ? { reship: await reshipOf(db, o.order_no, i) } : {}),
          lines: lines.rows.map((l, k) => {
            const refused = ending.kind === 'PART_REFUSED' && k === lines.rows.length - 1 ? 1 : 0;
            const accepted = Number(l.qty) - refused;
            return {
              lineId: Number(l.line_id),
              lineNo: Number(l.line_no),
              acceptedQty: accepted,
              refusedQty: refused,
              acceptedFen: accepted * Number(l.price_fen),
              reason: refused && ending.kind === 'PART_REFUSED' ? ending.reason : null,
            };
          }),
        },
      });
    for (const [k, e] of events.entries())
      await db.transaction((tx) =>
        applyReturnEvent(tx, deps.funds, { ...e, eventId: `${asNo}-${k + 1}`, subject: asNo, seq: k + 1 }),
      );
    const stage = ending.kind === 'AT_STALL' ? 'AT_STALL' : ending.kind === 'ACCEPTED' ? 'DONE' : 'PROBLEM';
    await deps.warehouse.adoptReturn(asNo, { stage, seq: events.length });
    if (ending.kind === 'PART_REFUSED' && ending.then) {
      const problem = await db.execute<{ id: number }>(
        sql`select id from problem_parcels where as_no = ${asNo}`,
      );
      const id = Number(problem.rows[0]!.id);
      if (ending.then === 'DISCARD') {
        await discardProblems(db, deps.funds, tenantId, [id], seller(tenantId));
        continue;
      }
      if (ending.then === 'NEGOTIATE') await deps.warehouse.forceReturn(asNo, { negotiation: 'OFFER' });
      await db.transaction((tx) =>
        (ending.then === 'NEGOTIATE' ? negotiateProblem : restallProblem)(
          tx,
          deps.returns,
          tenantId,
          id,
          seller(tenantId),
        ),
      );
    }
  }
  made += await seedDemoReviews(db, { ...deps, warehouse: deps.warehouse }, tenantId, (orderNo, i) =>
    reshipOf(db, orderNo, i),
  );
  await backdate(db, tenantId);
  // history's returns never sent: 3天内未填写退货单号将自动关闭, as the housekeeping sweep does
  await closeReturnsWithoutWaybill(db, deps.returns);
  return made;
}

const RETURN_TYPES = sql`('RETURN_GOODS_DELIVERY', 'EXCHANGE_GOODS', 'ELSE_MAINTENANCE', 'ELSE_PRICE_PROTECTION', 'ELSE_REISSUE')`;

/** The parcel a swap went back to the buyer in: the order's courier, a number of its shape. */
async function reshipOf(db: Db, orderNo: string, i: number) {
  const r = await db.execute<{ courier_code: string }>(
    sql`select courier_code from daifa_orders where order_no = ${orderNo}`,
  );
  const courier = r.rows[0]?.courier_code ?? 'ZTO';
  const prefix = { YTO: 'YT', SF: 'SF', JTSD: 'JT', JD: 'JDV' }[courier] ?? '75';
  return { waybillNo: `${prefix}${String(3_100_000_000 + i * 7_901)}`, courier };
}

/**
 * The cases as if they had happened over the days since each order was signed for: applied a day
 * after signing (or two hours ago), each later event up to six hours after the one before, all before
 * now.
 */
async function backdate(db: Db, tenantId: number) {
  await db.execute(sql`
    with c as (
      select a.id, least(o.signed_at + interval '1 day', now() - interval '2 hours') as at0,
             (select count(*) from after_sale_events x where x.after_sale_id = a.id) as n
        from after_sales a join daifa_orders o on o.id = a.order_id
       where a.tenant_id = ${tenantId} and a.type in ${RETURN_TYPES}
    ), e as (
      -- six hours apart, or closer when the order was signed for too lately for that
      select ev.id, c.at0 + (row_number() over (partition by ev.after_sale_id order by ev.id) - 1)
                          * least(interval '6 hours', (now() - c.at0) / (c.n + 1)) as at
        from after_sale_events ev join c on c.id = ev.after_sale_id
    )
    update after_sale_events ev set created_at = e.at from e where e.id = ev.id`);
  await db.execute(sql`
    update after_sales a
       set created_at = f.first_at, updated_at = f.last_at,
           completed_at = case when a.completed_at is null then null else f.last_at end,
           waybill_due_at = case when a.waybill_due_at is null then null else f.first_at + interval '3 days' end
      from (select after_sale_id, min(created_at) as first_at, max(created_at) as last_at
              from after_sale_events group by after_sale_id) f
     where f.after_sale_id = a.id and a.tenant_id = ${tenantId} and a.type in ${RETURN_TYPES}`);
  // the desk signed for the parcel (and shipped a swap) when its timeline says so
  await db.execute(sql`
    update after_sales a set signed_back_at = e.created_at
      from after_sale_events e
     where e.after_sale_id = a.id and e.type = 'RETURN_SIGNED' and a.tenant_id = ${tenantId}`);
  await db.execute(sql`
    update after_sales a set reshipped_at = e.created_at
      from after_sale_events e
     where e.after_sale_id = a.id and e.type = 'RESHIPPED' and a.tenant_id = ${tenantId}`);
  // a 问题件 was registered when its case became one, and is due 7 days after that
  await db.execute(sql`
    update problem_parcels p
       set created_at = a.updated_at, deadline_at = a.updated_at + make_interval(days => ${PROBLEM_DECIDE_DAYS})
      from after_sales a
     where p.after_sale_id = a.id and a.tenant_id = ${tenantId}`);
}
