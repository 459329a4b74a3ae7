import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { secret } from '../src/db/secrets.ts';
import { createFundsServices } from '../src/modules/funds/fundsServices.ts';
import type { PaymentGateway } from '../src/modules/funds/alipay/paymentGateway.ts';
import type { SmsGateway } from '../src/modules/sms/smsGateway.ts';
import { PayPasswords } from '../src/modules/funds/payments/payPassword.ts';
import { placeOrder } from '../src/modules/daifa/placement/placement.ts';
import { arrayParam } from '../src/db/arrayParam.ts';
import { dressLine, shenzhen } from '../test/daifa/support.ts';
import { signIn } from '../test/scaleOut/serverProcess.ts';
import type { RecordFigure } from './answerFigures.ts';
import { CONCURRENCY } from './answerFigures.ts';
import { cpuPerAnswer, cpuSample } from './cpuUse.ts';
import { apiProblem, load } from './load.ts';

/** Orders placed and paid for the figure, each then given back one of its two lines. */
const APPLIES = 3000;
/**
 * Sellers the applies come from. Each refund credits its seller's balance, one row a seller locked
 * until the transaction commits, so one seller's own refunds go one after another (138 /s measured for
 * the demo seller alone); the figure is the platform's, many sellers at once.
 */
const SELLERS = 20;
const PIN = '258369';

/** The figure's sellers (asbench01…): made once, signing in as the demo seller does. */
async function benchSellers(db: Db): Promise<{ id: number; username: string }[]> {
  await db.execute(sql`
    insert into accounts (kind, username, password_hash)
    select 'seller', 'asbench' || lpad(g::text, 2, '0'),
           (select password_hash from accounts where username = 'seller' and parent_id is null)
      from generate_series(1, ${SELLERS}) g
     where not exists (select 1 from accounts a where a.username = 'asbench' || lpad(g::text, 2, '0'))`);
  const sellers = await db.execute<{ id: number; username: string }>(sql`
    select id, username from accounts where username like 'asbench%' and parent_id is null order by username`);
  await db.execute(sql`
    insert into ledger_accounts (tenant_id, code, balance, version, floor, ceiling)
    select a.id, c.code, 0, 0, c.floor, c.ceiling
      from accounts a cross join (values ('available', 0, null), ('frozen', 0, null), ('payLater', null, 0)) c(code, floor, ceiling)
     where a.username like 'asbench%' and a.parent_id is null
    on conflict do nothing`);
  return sellers.rows.map((r) => ({ id: Number(r.id), username: r.username }));
}

/**
 * 申请售后 → refund: paid orders of two lines still waiting at the stall (not yet handed to the
 * warehouse), each asked 未发货仅退款 of one line through the endpoint at 20 at once — the order locked,
 * the case opened, the goods and 代发费 back to the balance through the ledger, the case completed, in one
 * transaction a request. The orders are placed in-process and paid through the endpoint (balance, PIN)
 * first; they stay afterwards, each with its case, as a seller's would.
 */
export async function applyRefundFigure(
  db: Db,
  server: { url: string; child: { pid?: number | undefined } },
  record: RecordFigure,
) {
  const funds = createFundsServices({
    db,
    gateway: {} as PaymentGateway,
    sms: {} as SmsGateway,
    pepper: await secret(db, 'pay-password-pepper'),
  });
  // the orders are paid through the server process, whose daifa module settles them; placing them here
  // only needs the kind known
  funds.onPaid('DAIFA_ORDER', () => Promise.reject(new Error('paid through the server, not here')));
  const sellers = await benchSellers(db);
  const pins = new PayPasswords(db, await secret(db, 'pay-password-pepper'));
  const runTag = Date.now().toString(36);
  const headers = new Map<number, Record<string, string>>();
  for (const seller of sellers) {
    await pins.set(seller.id, PIN);
    headers.set(seller.id, await signIn(server.url, seller.username, 'seller123'));
    await db.transaction((tx) =>
      funds.ledger.post(tx, {
        tenantId: seller.id,
        billType: 'RECHARGE',
        direction: 'IN',
        document: { kind: 'RECHARGE', no: `CZBENCHAS${runTag}${seller.id}` },
        payMethod: 'ALIPAY_WEB',
        operator: { id: null, name: '支付宝' },
        memo: '支付宝充值',
        idempotencyKey: `asbench:topup:${runTag}:${seller.id}`,
        entries: [
          { account: 'alipayClearing', fen: -APPLIES * 1_000 },
          { account: 'available', fen: APPLIES * 1_000 },
        ],
      }),
    );
  }
  // one order after another from each seller in turn, so the sellers apply side by side
  const placed: { orderNo: string; payNo: string; tenantId: number }[] = [];
  for (let i = 0; i < APPLIES; i++) {
    const tenantId = sellers[i % sellers.length]!.id;
    const p = await db.transaction((tx) =>
      placeOrder(tx, funds, {
        tenantId,
        accountId: tenantId,
        brand: 'e3e3',
        requestKey: `bench-as-${runTag}-${i}`,
        source: 'MANUAL',
        courierCode: 'ZTO',
        receiver: shenzhen,
        lines: [dressLine, { ...dressLine, goodsId: 'G2', articleNo: 'A8822', color: '黑色' }],
      }),
    );
    placed.push({ orderNo: p.orderNo, payNo: p.payNo!, tenantId });
  }
  const paid = await load({
    url: `${server.url}/api/b2/pay/submit`,
    connections: CONCURRENCY,
    amount: placed.length,
    next: (i) => ({
      body: JSON.stringify({ payNo: placed[i]!.payNo, method: 'BALANCE', payPassword: PIN }),
      headers: {
        ...headers.get(placed[i]!.tenantId)!,
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
      },
    }),
    check: apiProblem,
  });
  if (paid.failures.length) throw new Error(`pay: ${paid.failures.length} failed (${paid.failures[0]})`);

  const cpuBefore = cpuSample(server.child.pid!);
  const run = await load({
    url: `${server.url}/api/b2/aftersale/orders/apply`,
    connections: CONCURRENCY,
    amount: placed.length,
    next: (i) => ({
      body: JSON.stringify({
        orderNo: placed[i]!.orderNo,
        type: 'REFUND_UNDELIVERY',
        lineNos: [1],
        reason: '买家不想要了',
      }),
      headers: {
        ...headers.get(placed[i]!.tenantId)!,
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
      },
    }),
    check: (body) => apiProblem(body) ?? (body.includes('"status":"COMPLETE"') ? null : body.slice(0, 200)),
  });
  if (run.failures.length) throw new Error(`apply: ${run.failures.length} failed (${run.failures[0]})`);
  // each case refunded its line once: goods and 代发费 under its own keys
  const orderNos = arrayParam(placed.map((p) => p.orderNo));
  const refunded = await db.execute<{ cases: number; keys: number }>(sql`
    with made as (select as_no from after_sales where order_no = any(${orderNos}::text[]) and status = 'COMPLETE')
    select (select count(*)::int from made) as cases,
           (select count(*)::int from ledger_transactions
             where idempotency_key in (select 'aftersale:' || as_no || ':' || k from made, unnest(array['ORDER', 'OTHER']) k)) as keys`);
  const { cases, keys } = refunded.rows[0]!;
  if (cases !== placed.length || keys !== 2 * placed.length)
    throw new Error(`apply: ${cases} cases complete, ${keys} refund postings, of ${placed.length}`);
  record(
    `申请售后 → refund (${placed.length.toLocaleString()} 未发货仅退款 by ${sellers.length} sellers, concurrency ${CONCURRENCY})`,
    run.rate,
    '/s',
    '≥ 300 /s',
    run.rate >= 300,
  );
  console.log(`  ${cpuPerAnswer(cpuBefore, cpuSample(server.child.pid!), run.latencies.length)}`);
}
