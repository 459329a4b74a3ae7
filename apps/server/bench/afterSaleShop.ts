import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { arrayParam } from '../src/db/arrayParam.ts';
import { createFundsServices } from '../src/modules/funds/fundsServices.ts';
import type { PaymentGateway } from '../src/modules/funds/alipay/paymentGateway.ts';
import type { SmsGateway } from '../src/modules/sms/smsGateway.ts';
import type { FulfilmentGateway } from '../src/modules/daifa/gateways/fulfilmentGateway.ts';
import type { ReturnsGateway } from '../src/modules/daifa/gateways/returnsGateway.ts';
import { refreshDerived } from '../src/modules/daifa/orders/daifaOrders.ts';
import { runAutoAfterSales } from '../src/modules/afterSale/auto/autoRules.ts';
import type { RecordFigure } from './answerFigures.ts';
import { cpuPerAnswer, cpuSample } from './cpuUse.ts';
import { postSignedEvents } from './signedEvents.ts';

/**
 * 店铺售后 at scale, beside `afterSale.ts`'s cases: 200 k buyers' refunds on the bench's dropship orders
 * (each order's first line went out from a synced shop order made for it), the 自动售后 sweep over
 * 10,000 of them, and the returns desk's events through their hook.
 */
export const SHOP_CASES = 200_000;
const SWEEP_CASES = 10_000;
const EVENTS = 4_000;
const EVENT_SENDERS = Number(process.env.BENCH_EVENT_SENDERS ?? 40);
const log = (m: string) => console.log(`[afterSale] ${m}`);

/** Set-based, one statement a step; skipped when the refunds are there (BENCH_RESEED to redo). */
export async function seedShopCases(db: Db): Promise<number | null> {
  const have = await db.execute<{ n: string }>(
    sql`select count(*)::text as n from shop_after_sales where refund_id like 'BRF%'`,
  );
  if (Number(have.rows[0]!.n) >= SHOP_CASES && !process.env.BENCH_RESEED) return null;
  const started = performance.now();
  await db.execute(sql`delete from shop_after_sales where refund_id like 'BRF%'`);
  await db.execute(sql`
    update daifa_order_lines l set shop_order_line_id = null from shop_order_lines s
     where s.id = l.shop_order_line_id and s.oid like 'BR%'`);
  await db.execute(sql`delete from shop_orders where tid like 'BR%'`);
  await db.execute(sql`
    insert into shops (tenant_id, name, platform, platform_shop_id, last_auth_time, expire_time)
    select t.tenant_id, '售后压测淘宝店', 'TAOBAO', 'bench-refunds-' || t.tenant_id, now() - interval '10 days', now() + interval '20 days'
      from (select distinct tenant_id from daifa_orders where request_key like 'bench4-%') t
     where not exists (select 1 from shops s where s.platform_shop_id = 'bench-refunds-' || t.tenant_id)`);
  await db.execute(sql`drop table if exists bench_refund_orders`);
  await db.execute(sql`
    create unlogged table bench_refund_orders as
    select o.id, o.tenant_id, o.created_at, l.id as line_id, l.article_no, l.color, l.size, l.price_fen,
           s.id as shop_id, row_number() over (order by o.id) as n
      from daifa_orders o join daifa_order_lines l on l.order_id = o.id and l.line_no = 1
      join shops s on s.platform_shop_id = 'bench-refunds-' || o.tenant_id
     where o.request_key like 'bench4-%' and o.id % 5 = 2
     order by o.id limit ${SHOP_CASES}`);
  await db.execute(sql`
    insert into shop_orders (tenant_id, shop_id, platform, tid, status, buyer_nick, receiver_name, receiver_phone,
                             receiver_province, receiver_city, receiver_district, receiver_address, receiver_masked,
                             payment_fen, post_fee_fen, order_time, paid_at, platform_modified_at)
    select b.tenant_id, b.shop_id, 'TAOBAO', 'BR' || b.id, 'SENT', 'buyer_' || b.n, '买家', '13800138000',
           '广东省', '广州市', '天河区', '天河路 1 号', false, b.price_fen, 0, b.created_at, b.created_at, b.created_at
      from bench_refund_orders b`);
  await db.execute(sql`
    insert into shop_order_lines (order_id, tenant_id, oid, title, image_url, color, size, article_no, stall, quantity, price_fen)
    select so.id, b.tenant_id, 'BR' || b.id, '2026秋冬新款宽松毛衣女', '', b.color, b.size, b.article_no, '', 1, b.price_fen
      from bench_refund_orders b join shop_orders so on so.tenant_id = b.tenant_id and so.tid = 'BR' || b.id`);
  await db.execute(sql`
    update daifa_order_lines l set shop_order_line_id = sl.id
      from bench_refund_orders b join shop_order_lines sl on sl.oid = 'BR' || b.id and sl.tenant_id = b.tenant_id
     where l.id = b.line_id`);
  // a refund some days after the order: 4 in 10 asked, 4 refunded, 2 refused; a case made for 3 in 10
  await db.execute(sql`
    insert into shop_after_sales (tenant_id, shop_id, platform, refund_id, tid, oid, status, reason, amount_fen,
                                  platform_modified_at, shop_order_id, shop_order_line_id, after_sale_id, raw,
                                  auto_checked_at, created_at, updated_at)
    select b.tenant_id, b.shop_id, 'TAOBAO', 'BRF' || b.id, 'BR' || b.id, 'BR' || b.id,
           case when b.n % 10 < 4 then 'REFUNDING' when b.n % 10 < 8 then 'REFUNDED' else 'REFUSED' end,
           (array['七天无理由', '尺码/颜色不合适', '质量问题', '发错货'])[1 + b.n % 4], b.price_fen, m.at,
           sl.order_id, sl.id, a.id,
           jsonb_build_object('refund_id', 'BRF' || b.id, 'tb_status', 'WAIT_SELLER_AGREE', 'refund_version', 1),
           m.at, m.at, m.at
      from bench_refund_orders b
      join shop_order_lines sl on sl.oid = 'BR' || b.id and sl.tenant_id = b.tenant_id
      cross join lateral (select least(now() - interval '1 minute', b.created_at + interval '4 days') as at) m
      left join lateral (select a.id from after_sales a where a.order_id = b.id and b.n % 10 < 3 limit 1) a on true`);
  await db.execute(sql`drop table bench_refund_orders`);
  const seconds = (performance.now() - started) / 1000;
  await db.execute(sql`vacuum (analyze) shop_orders, shop_order_lines, shop_after_sales, daifa_order_lines`);
  log(`shop cases in ${seconds.toFixed(0)} s`);
  return seconds;
}

/** Gateways that agree at once: the sweep's figure is ours, not a warehouse's round trip. */
const agreeing = async () => ({ outcome: 'DONE' as const });

/**
 * The seller's 10,000 newest refunds through the rules (退货退款 on, 未发货仅退款 off: no money moves),
 * in-process as the minute's sweep runs them, after undoing what the last run made.
 */
export async function sweepFigure(db: Db, record: RecordFigure) {
  const who = await db.execute<{ id: number }>(
    sql`select id from accounts where username = 'seller' and parent_id is null`,
  );
  const tenantId = Number(who.rows[0]!.id);
  // what the last run made, undone: its cases (their lines free again) and its log
  const made = await db.execute<{ order_id: number }>(sql`
    delete from after_sales where tenant_id = ${tenantId} and source = 'AUTO' returning order_id`);
  const orders = [...new Set(made.rows.map((r) => Number(r.order_id)))];
  if (orders.length) {
    await db.execute(sql`
      update daifa_order_lines set after_sale_state = null
       where order_id = any(${arrayParam(orders)}::bigint[]) and after_sale_state is not null
         and not exists (select 1 from after_sale_lines al where al.line_id = daifa_order_lines.id)`);
    for (const id of orders) await db.transaction((tx) => refreshDerived(tx, id));
  }
  await db.execute(sql`delete from auto_after_sale_logs where tenant_id = ${tenantId}`);
  await db.execute(sql`
    update shop_after_sales set auto_checked_at = platform_modified_at
     where tenant_id = ${tenantId} and refund_id like 'BRF%'`);
  const due = await db.execute<{ n: number }>(sql`
    with picked as (
      select id from shop_after_sales
       where tenant_id = ${tenantId} and refund_id like 'BRF%' and after_sale_id is null
         and status in ('REFUNDING', 'REFUNDED') and dropshipped
       order by platform_modified_at desc limit ${SWEEP_CASES})
    update shop_after_sales s set auto_checked_at = null from picked where s.id = picked.id
    returning 1`);
  // the bench's delivered orders carry no signing nor pieces taken: a buyer signed three days after the
  // order, for every piece taken
  await db.execute(sql`
    update daifa_order_lines l set took_qty = l.qty
      from daifa_orders o, shop_after_sales s
     where s.tenant_id = ${tenantId} and s.auto_checked_at is null and l.shop_order_line_id = s.shop_order_line_id
       and o.id = l.order_id and o.status in ('DELIVERED', 'FINISHED') and l.took_qty = 0
       and o.request_key like 'bench4-%'`);
  await db.execute(sql`
    update daifa_orders o set signed_at = o.created_at + interval '3 days'
      from daifa_order_lines l, shop_after_sales s
     where s.tenant_id = ${tenantId} and s.auto_checked_at is null and l.shop_order_line_id = s.shop_order_line_id
       and o.id = l.order_id and o.status in ('DELIVERED', 'FINISHED') and o.signed_at is null
       and o.request_key like 'bench4-%'`);
  await db.execute(sql`
    insert into auto_after_sale_settings (tenant_id, enabled, rules, operator_name)
    values (${tenantId}, true, ${JSON.stringify({
      refundUndelivery: { on: false, trigger: 'APPLY', waitMinutes: 0 },
      returnGoods: { on: true },
    })}::jsonb, 'bench')
    on conflict (tenant_id) do update set enabled = true, rules = excluded.rules`);
  const funds = createFundsServices({
    db,
    gateway: {} as PaymentGateway,
    sms: {} as SmsGateway,
    pepper: 'bench',
  });
  const deps = {
    funds,
    fulfilment: { steer: agreeing } as unknown as FulfilmentGateway,
    returns: { expect: agreeing } as unknown as ReturnsGateway,
  };
  const t0 = performance.now();
  const decided = await runAutoAfterSales(db, deps, { budgetMs: 10 * 60_000 });
  const seconds = (performance.now() - t0) / 1000;
  await db.execute(sql`
    insert into auto_after_sale_settings (tenant_id, enabled, rules, operator_name)
    values (${tenantId}, false, '{}'::jsonb, 'bench')
    on conflict (tenant_id) do update set enabled = false`);
  const results = await db.execute<{ result: string; n: number }>(sql`
    select result, count(*)::int as n from auto_after_sale_logs where tenant_id = ${tenantId} group by 1 order by 1`);
  log(
    `the sweep decided ${decided} of ${due.rows.length}: ${results.rows.map((r) => `${r.result} ${r.n}`).join(', ')}`,
  );
  if (decided !== due.rows.length) throw new Error(`the sweep decided ${decided} of ${due.rows.length}`);
  record(
    `自动售后 sweep (${due.rows.length.toLocaleString()} shop refunds through the rules)`,
    seconds,
    's',
    '≤ 30 s',
    seconds <= 30,
  );
}

/**
 * 4,000 returns signed for (RETURN_SIGNED, seq 1) through the desk's hook at 40 senders, each moving a
 * waiting case and writing its timeline; put back as they were afterwards.
 */
export async function returnEventsFigure(
  db: Db,
  server: { url: string; child: { pid?: number | undefined } },
  tenantId: number,
  record: RecordFigure,
) {
  const due = (
    await db.execute<{ as_no: string }>(sql`
      select as_no from after_sales
       where tenant_id = ${tenantId} and status = 'GOODS_RETURNING' and return_state = 'WAIT_SIGNED' and returns_seq = 0
       order by id limit ${EVENTS}`)
  ).rows.map((r) => r.as_no);
  const events = due.map((asNo, i) => ({
    eventId: `bench-${asNo}-1`,
    subject: asNo,
    seq: 1,
    type: 'RETURN_SIGNED',
    data: { waybillNo: `YT9${String(i).padStart(11, '0')}`, weightG: 650, at: new Date().toISOString() },
  }));
  const cpuBefore = cpuSample(server.child.pid!);
  try {
    const run = await postSignedEvents(db, {
      url: `${server.url}/api/hooks/fulfilment/returns`,
      events,
      senders: EVENT_SENDERS,
      what: 'return events',
    });
    const after = await db.execute<{ signed: number }>(sql`
      select count(*)::int as signed from after_sales
       where as_no = any(${arrayParam(due)}::text[]) and return_state = 'SIGNED' and returns_seq = 1`);
    if (after.rows[0]!.signed !== due.length)
      throw new Error(`return events: ${after.rows[0]!.signed} of ${due.length} cases moved`);
    record(
      `returns desk events through the hook (${due.length.toLocaleString()} RETURN_SIGNED, ${EVENT_SENDERS} senders)`,
      run.rate,
      '/s',
      '≥ 1,000 /s',
      run.rate >= 1000,
    );
    console.log(`  ${cpuPerAnswer(cpuBefore, cpuSample(server.child.pid!), run.latencies.length)}`);
  } finally {
    await db.execute(sql`
      delete from after_sale_events e using after_sales a
       where e.after_sale_id = a.id and a.as_no = any(${arrayParam(due)}::text[]) and e.type = 'RETURN_SIGNED'`);
    await db.execute(sql`
      update after_sales set return_state = 'WAIT_SIGNED', returns_seq = 0, signed_back_at = null, return_weight_g = null
       where as_no = any(${arrayParam(due)}::text[])`);
  }
}
