import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { Ledger } from '../ledger/ledger.ts';
import { createPaymentOrder } from '../payments/paymentOrders.ts';
import { bookPaidRecharge, numberOn } from '../rechargeWithdraw/recharge.ts';
import { AUTO_APPROVE_MINUTES } from '../rechargeWithdraw/withdrawals.ts';

const DAY = 24 * 3600_000;
/** The seller's demo balance when the funds history ends (before the demo's orders move it). */
export const SELLER_DEMO_BALANCE_FEN = 326_850;
export const DEMO_PAY_PASSWORD = '258369';

/** A small deterministic generator, so every fresh demo shows the same bills. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 调账 by 平台财务, as /ops posts it (线下退款, 线下转账, 申诉退回, 平台补偿): its own document. */
const ADJUSTMENTS: { billType: 'OFFLINE_REFUND' | 'TRANSFER' | 'APPEAL' | 'OTHER'; memo: string }[] = [
  { billType: 'OFFLINE_REFUND', memo: '线下退款：档口少发一件' },
  { billType: 'TRANSFER', memo: '线下转账入账' },
  { billType: 'APPEAL', memo: '申诉成功，退回运费' },
  { billType: 'OTHER', memo: '平台补偿：物流延误' },
];

async function adjustOn(tx: DbOrTx, ledger: Ledger, tenantId: number, i: number, fen: number, at: Date) {
  const kind = ADJUSTMENTS[i % ADJUSTMENTS.length]!;
  await ledger.post(tx, {
    tenantId,
    billType: kind.billType,
    direction: 'IN',
    document: { kind: 'ADJUSTMENT', no: `TZ${at.getTime()}` },
    payMethod: 'BALANCE',
    operator: { id: null, name: '平台财务' },
    memo: kind.memo,
    idempotencyKey: `demo:adjust:${tenantId}:${i}`,
    entries: [
      { account: 'offline', fen: -fen },
      { account: 'available', fen },
    ],
    at,
  });
}

/**
 * The funds demo: every page of 资金管理 shows a lived-in account on first start. All money goes through
 * `ledger.post`, in time order, so reconcile passes.
 */
export async function seedDemoFunds(tx: DbOrTx, ids: { seller: number; purchaser: number }) {
  const ledger = new Ledger();
  const rnd = random(20261124);
  const now = Date.now();
  const seller = ids.seller;

  // 90 days of a seller's own money: recharges, 调账 by 平台财务 and 7 withdrawals, each a real document
  // posted the way its module posts it, in time order (so each bill's 余额 follows the one before it).
  // What the seller's orders cost comes from the demo's 代发订单 themselves (demoDaifa.ts).
  await tx.execute(
    sql`insert into alipay_bindings (tenant_id, alipay_account, real_name, bound_by) values (${seller}, '13800138000', '张小鹿', ${seller})`,
  );
  type Event = { at: Date; run: () => Promise<unknown> };
  const events: Event[] = [];
  const available = async () =>
    Number(
      (
        await tx.execute<{ balance: string }>(
          sql`select balance from ledger_accounts where tenant_id = ${seller} and code = 'available'`,
        )
      ).rows[0]?.balance ?? 0,
    );
  events.push({
    at: new Date(now - 90 * DAY),
    run: () => bookPaidRecharge(tx, ledger, seller, 100_000, new Date(now - 90 * DAY)),
  });
  for (let i = 1; i <= 8; i++) {
    const at = new Date(now - 90 * DAY + i * 10 * DAY + Math.floor(rnd() * 6 * 3600_000));
    const fen = [30_000, 50_000, 20_000, 40_000][i % 4]!;
    events.push({ at, run: () => bookPaidRecharge(tx, ledger, seller, fen, at) });
  }
  for (let i = 0; i < 6; i++) {
    const at = new Date(now - 85 * DAY + i * 14 * DAY + Math.floor(rnd() * 8 * 3600_000));
    const fen = Math.round((8 + rnd() * 60) * 100);
    events.push({ at, run: () => adjustOn(tx, ledger, seller, i, fen, at) });
  }

  // Withdrawals in every state, their bills part of the history.
  // numbered on their own days when applied for
  const withdrawals: { no: string; fen: number; state: string; daysAgo: number; reason?: string }[] = [
    { no: '', fen: 80_000, state: 'PAID', daysAgo: 80 },
    { no: '', fen: 50_000, state: 'PAID', daysAgo: 53 },
    {
      no: '',
      fen: 30_000,
      state: 'FAILED',
      daysAgo: 35,
      reason: '收款方姓名与支付宝账号不一致',
    },
    {
      no: '',
      fen: 120_000,
      state: 'REJECTED',
      daysAgo: 23,
      reason: '账户存在未完结售后，请处理后再提现',
    },
    { no: '', fen: 20_000, state: 'CANCELED', daysAgo: 12 },
    // approved by the clock a minute ago, the payout on its way
    { no: '', fen: 10_000, state: 'PAYING', daysAgo: (AUTO_APPROVE_MINUTES + 1) / 1440 },
    // applied two minutes ago: approved by the clock when the form said it would be
    { no: '', fen: 15_000, state: 'REVIEWING', daysAgo: 2 / 1440 },
  ];
  for (const w of withdrawals) {
    const at = new Date(now - w.daysAgo * DAY);
    const later = new Date(at.getTime() + 3600_000);
    const reviewedAt = new Date(at.getTime() + AUTO_APPROVE_MINUTES * 60_000);
    events.push({
      at,
      run: async () => {
        // a seller recharges before withdrawing more than is there
        if (w.fen > (await available()))
          await bookPaidRecharge(tx, ledger, seller, 200_000, new Date(at.getTime() - 3600_000));
        w.no = await numberOn(tx, 'TX', at);
        await tx.execute(sql`
          insert into withdrawals (withdraw_no, tenant_id, applied_by, fen, alipay_account, real_name, state, auto_approve_at,
                                   reviewed_by, reviewed_at, reject_reason, fail_reason, payout_order_id, payout_sent_at, finished_at, created_at)
          values (${w.no}, ${seller}, ${seller}, ${w.fen}, '13800138000', '张小鹿', ${w.state},
                  ${w.state === 'REVIEWING' ? reviewedAt.toISOString() : null}::timestamptz,
                  ${w.state === 'REVIEWING' || w.state === 'CANCELED' ? null : w.state === 'REJECTED' ? '平台财务' : '系统自动审核'},
                  ${w.state === 'REVIEWING' || w.state === 'CANCELED' ? null : reviewedAt.toISOString()}::timestamptz,
                  ${w.state === 'REJECTED' ? w.reason! : null}, ${w.state === 'FAILED' ? w.reason! : null},
                  ${w.state === 'PAID' ? `2026${w.no.slice(-9)}` : null},
                  ${w.state === 'PAYING' ? reviewedAt.toISOString() : null}::timestamptz,
                  ${['PAID', 'FAILED', 'REJECTED', 'CANCELED'].includes(w.state) ? later.toISOString() : null}::timestamptz,
                  ${at.toISOString()}::timestamptz)`);
        await ledger.post(tx, {
          tenantId: seller,
          billType: 'WITHDRAWAL',
          direction: 'OUT',
          document: { kind: 'WITHDRAWAL', no: w.no },
          payMethod: 'BALANCE',
          operator: { id: seller, name: 'seller' },
          memo: '提现至支付宝 138****8000（冻结中）',
          idempotencyKey: `withdraw:${w.no}:apply`,
          entries: [
            { account: 'available', fen: -w.fen },
            { account: 'frozen', fen: w.fen },
          ],
          at,
        });
      },
    });
    if (w.state === 'PAID') {
      events.push({
        at: later,
        run: async () => {
          await ledger.post(tx, {
            tenantId: seller,
            billType: 'WITHDRAWAL',
            direction: 'NONE',
            document: { kind: 'WITHDRAWAL', no: w.no },
            payMethod: 'ALIPAY_WEB',
            operator: { id: null, name: '支付宝' },
            memo: '提现已到账',
            idempotencyKey: `withdraw:${w.no}:paid`,
            entries: [
              { account: 'frozen', fen: -w.fen },
              { account: 'alipayClearing', fen: w.fen },
            ],
            at: later,
          });
        },
      });
    } else if (w.state === 'FAILED' || w.state === 'REJECTED' || w.state === 'CANCELED') {
      events.push({
        at: later,
        run: async () => {
          await ledger.post(tx, {
            tenantId: seller,
            billType: 'WITHDRAWAL',
            direction: 'IN',
            document: { kind: 'WITHDRAWAL', no: w.no },
            payMethod: 'BALANCE',
            operator: {
              id: null,
              name: w.state === 'CANCELED' ? 'seller' : w.state === 'REJECTED' ? '平台财务' : '系统',
            },
            memo:
              w.state === 'CANCELED'
                ? '提现已撤销，冻结金额退回余额'
                : `提现${w.state === 'REJECTED' ? '被驳回' : '打款失败'}：${w.reason}，冻结金额退回余额`,
            idempotencyKey: `withdraw:${w.no}:return`,
            entries: [
              { account: 'frozen', fen: -w.fen },
              { account: 'available', fen: w.fen },
            ],
            at: later,
          });
        },
      });
    }
  }
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const event of events) await event.run();

  // The last recharge, a minute ago, lands the balance on the demo figure.
  const gap = SELLER_DEMO_BALANCE_FEN - (await available());
  if (gap < 0) throw new Error(`the demo's seller history ends ${-gap} fen above its balance`);
  if (gap > 0) await bookPaidRecharge(tx, ledger, seller, gap, new Date(now - 60_000));

  // Old system balance, and an open payment order of each kind this build can pay.
  await tx.execute(sql`insert into old_balances (tenant_id, fen) values (${seller}, 12640)`);
  const waiting = await tx.execute<{ replenish_no: string; amount_fen: number; reason: string }>(
    sql`select replenish_no, amount_fen, reason from replenish_requests where tenant_id = ${seller} and state = 'WAITING_PAYMENT' order by id limit 1`,
  );
  await createPaymentOrder(tx, {
    tenantId: seller,
    createdBy: seller,
    documentKind: 'RECHARGE',
    subject: '余额充值 ¥500.00',
    lines: [
      {
        documentNo: await numberOn(tx, 'CZ', new Date(now)),
        itemType: 'OTHER',
        fen: 50_000,
        label: '余额充值',
      },
    ],
  });
  const r = waiting.rows[0];
  if (r) {
    await createPaymentOrder(tx, {
      tenantId: seller,
      createdBy: seller,
      documentKind: 'REPLENISH',
      subject: '代发补款',
      lines: [
        {
          documentNo: r.replenish_no,
          itemType: r.reason === 'FREIGHT_CHANGED' ? 'FREIGHT' : 'UPDATE_PRICE',
          fen: Number(r.amount_fen),
          label: r.reason === 'FREIGHT_CHANGED' ? '运费变更' : '档口涨价',
        },
      ],
    });
  }

  // go2's 优惠劵 (shown on the go2 brand): three to use (one about to expire), two used, one expired.
  const coupons: [number, number, number, number, string | null][] = [
    [500, 5_000, -10, 20, null],
    [1_000, 10_000, -5, 25, null],
    [2_000, 30_000, -28, 2, null],
    [500, 5_000, -40, 10, 'ZF2610150000000001'],
    [1_000, 10_000, -35, 15, 'ZF2610200000000002'],
    [300, 3_000, -60, -30, null],
  ];
  for (const [face, threshold, fromDays, toDays, usedPayNo] of coupons) {
    await tx.execute(sql`
      insert into coupons (tenant_id, face_fen, threshold_fen, valid_from, valid_to, used_pay_no, used_at)
      values (${seller}, ${face}, ${threshold}, ${new Date(now + fromDays * DAY).toISOString()}::timestamptz,
              ${new Date(now + toDays * DAY).toISOString()}::timestamptz, ${usedPayNo},
              ${usedPayNo ? new Date(now + (fromDays + 3) * DAY).toISOString() : null}::timestamptz)`);
  }

  // The purchaser pays goods later (¥1,820.00 owed) and has authorised Alipay 分账.
  await seedPurchaserPayLater(tx, ledger, ids.purchaser, now);
}

/**
 * The purchaser: a recharge, 货款后付 allowed (¥5,000 within 15 days) and Alipay 分账 authorised. No
 * debts are seeded: they come from dropship orders placed under 货款后付, and placing under it is not
 * built yet (the 分账 page shows the authorisation and an empty list until it is).
 */
async function seedPurchaserPayLater(tx: DbOrTx, ledger: Ledger, purchaser: number, now: number) {
  // within 我的余额's default 近30天, so the page opens on the tenant's own money
  await bookPaidRecharge(tx, ledger, purchaser, 300_000, new Date(now - 20 * DAY));
  await tx.execute(
    sql`insert into pay_later_settings (tenant_id, limit_fen, due_days) values (${purchaser}, 500000, 15)`,
  );
  await tx.execute(
    sql`insert into ali_ledger_auths (tenant_id, alipay_account, cap_percent, state, authorised_at) values (${purchaser}, 'caigou@example.com', 30, 'AUTHORISED', ${new Date(now - 35 * DAY).toISOString()}::timestamptz)`,
  );
}

/**
 * The demo PINs (seller and 财务 258369), set by a freshly seeded server once its funds module (and so
 * the pepper) exists.
 */
export async function setDemoPayPasswords(
  db: DbOrTx,
  set: (accountId: number, pin: string) => Promise<void>,
) {
  const r = await db.execute<{ id: number }>(sql`
    select a.id from accounts a left join accounts p on p.id = a.parent_id
     where (a.parent_id is null and a.username in ('seller', 'purchaser')) or (p.username = 'purchaser' and a.username = 'finance')`);
  for (const row of r.rows) await set(Number(row.id), DEMO_PAY_PASSWORD);
}
