import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  Ledger,
  type BillTypeCode,
  type LedgerEntryInput,
  type PaymentItemTypeCode,
  type PaymentMethodCode,
} from './ledger.ts';
import { createPaymentOrder } from './paymentOrders.ts';
import type { AccountCode } from './ledgerAccounts.ts';

const DAY = 24 * 3600_000;
/** The seller's demo balance after ~300 bills (issue: ¥3,268.50). */
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

interface Movement {
  billType: BillTypeCode;
  direction: 'IN' | 'OUT';
  fen: number;
  documentKind: string;
  documentNo: string;
  payMethod: PaymentMethodCode | null;
  itemType?: PaymentItemTypeCode;
  /** The other side of the movement. */
  counter: AccountCode;
  /** The tenant's side when not `available` (withdrawal returns come from `frozen`, pay-later owes). */
  own?: 'available' | 'frozen' | 'payLater';
  memo: string;
  operator: string;
}

const STALLS = [
  '女人街A区315',
  '大西豪3楼A08',
  '新金马B座2102',
  '国大2楼215',
  '十三行新中国1506',
  '沙河南城4F-23',
];

function daifaNo(at: Date, rnd: () => number) {
  const d = new Date(at.getTime() + 8 * 3600_000).toISOString().slice(2, 10).replace(/-/g, '');
  return `DF${d}${String(Math.floor(rnd() * 1e8)).padStart(8, '0')}`;
}

/** One of the seller's everyday movements (weighted like a real dropship account: mostly orders). */
function movement(at: Date, rnd: () => number, i: number): Movement {
  const pick = rnd();
  const no = daifaNo(at, rnd);
  const stall = STALLS[i % STALLS.length]!;
  const yuan = (lo: number, hi: number) => Math.round((lo + rnd() * (hi - lo)) * 100);
  if (pick < 0.45) {
    const alipay = rnd() < 0.2;
    return {
      billType: 'ORDER',
      direction: 'OUT',
      fen: yuan(28, 260),
      documentKind: 'DAIFA_ORDER',
      documentNo: no,
      payMethod: alipay ? 'ALIPAY_WEB' : 'BALANCE',
      itemType: 'ORDER',
      counter: alipay ? 'supplierPayable' : 'supplierPayable',
      memo: `代发订单货款+代发费（${stall}）`,
      operator: 'seller',
    };
  }
  if (pick < 0.58)
    return {
      billType: 'REFUND',
      direction: 'IN',
      fen: yuan(20, 180),
      documentKind: 'DAIFA_ORDER',
      documentNo: no,
      payMethod: 'BALANCE',
      itemType: 'ORDER',
      counter: 'supplierPayable',
      memo: ['缺货退款', '档口关闭退款', '售后退款', '取消订单退款'][i % 4]!,
      operator: '系统',
    };
  if (pick < 0.66)
    return {
      billType: 'REPLENISH',
      direction: 'OUT',
      fen: yuan(2, 25),
      documentKind: 'REPLENISH',
      documentNo: `BK${no.slice(2)}`,
      payMethod: 'BALANCE',
      itemType: i % 3 ? 'UPDATE_PRICE' : 'FREIGHT',
      counter: 'supplierPayable',
      memo: i % 3 ? '档口涨价补款' : '运费变更补款',
      operator: 'seller',
    };
  if (pick < 0.74)
    return {
      billType: 'RECHARGE',
      direction: 'IN',
      fen: [50_000, 100_000, 200_000, 30_000][i % 4]!,
      documentKind: 'RECHARGE',
      documentNo: `CZ${no.slice(2)}`,
      payMethod: 'ALIPAY_WEB',
      counter: 'alipayClearing',
      memo: '支付宝充值',
      operator: 'seller',
    };
  if (pick < 0.8)
    return {
      billType: 'POST_ORDER',
      direction: 'OUT',
      fen: yuan(8, 18),
      documentKind: 'POST_ORDER',
      documentNo: `JH${no.slice(2)}`,
      payMethod: 'BALANCE',
      itemType: 'FREIGHT',
      counter: 'revenue',
      memo: '问题件寄回运费',
      operator: 'seller',
    };
  if (pick < 0.84)
    return {
      billType: 'PROXY_RETURN_GOODS',
      direction: 'OUT',
      fen: yuan(3, 8),
      documentKind: 'AFTER_SALE',
      documentNo: `SH${no.slice(2)}`,
      payMethod: 'BALANCE',
      itemType: 'OTHER',
      counter: 'revenue',
      memo: '代退货服务费',
      operator: '系统',
    };
  if (pick < 0.87)
    return {
      billType: 'FOR_FACTORY_SHIPMENT',
      direction: 'OUT',
      fen: yuan(5, 12),
      documentKind: 'RETURN_TO_STALL',
      documentNo: `TH${no.slice(2)}`,
      payMethod: 'BALANCE',
      itemType: 'FREIGHT',
      counter: 'revenue',
      memo: '退档口运费',
      operator: '系统',
    };
  if (pick < 0.9)
    return {
      billType: 'PICKUP',
      direction: 'OUT',
      fen: yuan(2, 6),
      documentKind: 'PICKUP',
      documentNo: `NH${no.slice(2)}`,
      payMethod: 'BALANCE',
      itemType: 'OTHER',
      counter: 'revenue',
      memo: '拿货服务费',
      operator: '系统',
    };
  if (pick < 0.92)
    return {
      billType: 'PUR_PLATFORM_TAKE_RETURN',
      direction: 'IN',
      fen: yuan(20, 90),
      documentKind: 'RETURN_TO_STALL',
      documentNo: `TH${no.slice(2)}`,
      payMethod: 'BALANCE',
      itemType: 'ORDER',
      counter: 'supplierPayable',
      memo: '平台拿退货退款',
      operator: '系统',
    };
  if (pick < 0.94)
    return {
      billType: 'ALI_REFUND',
      direction: 'IN',
      fen: yuan(30, 120),
      documentKind: 'DAIFA_ORDER',
      documentNo: no,
      payMethod: 'ALIPAY_WEB',
      itemType: 'ORDER',
      counter: 'alipayClearing',
      memo: '取消订单，原路退回支付宝',
      operator: '系统',
    };
  if (pick < 0.96)
    return {
      billType: 'OFFLINE_REFUND',
      direction: 'IN',
      fen: yuan(10, 60),
      documentKind: 'DAIFA_ORDER',
      documentNo: no,
      payMethod: 'BALANCE',
      itemType: 'ORDER',
      counter: 'offline',
      memo: '线下退款：档口少发一件',
      operator: '平台财务',
    };
  if (pick < 0.97)
    return {
      billType: 'APPEAL',
      direction: 'IN',
      fen: yuan(5, 30),
      documentKind: 'APPEAL',
      documentNo: `SS${no.slice(2)}`,
      payMethod: 'BALANCE',
      itemType: 'OTHER',
      counter: 'revenue',
      memo: '申诉成功，退回运费',
      operator: '平台财务',
    };
  if (pick < 0.98)
    return {
      billType: 'TRANSFER',
      direction: 'IN',
      fen: yuan(50, 200),
      documentKind: 'TRANSFER',
      documentNo: `ZZ${no.slice(2)}`,
      payMethod: 'BALANCE',
      counter: 'offline',
      memo: '线下转账入账',
      operator: '平台财务',
    };
  return {
    billType: 'OTHER',
    direction: 'OUT',
    fen: 19_900,
    documentKind: 'MEMBERSHIP',
    documentNo: `HY${no.slice(2)}`,
    payMethod: 'BALANCE',
    itemType: 'OTHER',
    counter: 'revenue',
    memo: '会员购买（季度）',
    operator: 'seller',
  };
}

async function post(tx: DbOrTx, ledger: Ledger, tenantId: number, m: Movement, at: Date, key: string) {
  const own = m.own ?? 'available';
  const alipayPaid = m.direction === 'OUT' && m.payMethod !== null && m.payMethod !== 'BALANCE';
  // An Alipay payment never touches the balance: Alipay's money goes straight to the stalls.
  const entries: LedgerEntryInput[] = alipayPaid
    ? [
        { account: 'alipayClearing', fen: -m.fen, itemType: m.itemType },
        { account: m.counter, fen: m.fen, itemType: m.itemType },
      ]
    : m.direction === 'OUT'
      ? [
          { account: own, fen: -m.fen, itemType: m.itemType },
          { account: m.counter, fen: m.fen, itemType: m.itemType },
        ]
      : [
          { account: m.counter, fen: -m.fen, itemType: m.itemType },
          { account: own, fen: m.fen, itemType: m.itemType },
        ];
  return ledger.post(tx, {
    tenantId,
    billType: m.billType,
    direction: m.direction,
    document: { kind: m.documentKind, no: m.documentNo },
    payMethod: m.payMethod,
    itemType: m.itemType ?? null,
    operator: { id: m.operator === 'seller' ? tenantId : null, name: m.operator },
    memo: m.memo,
    idempotencyKey: key,
    entries,
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

  // ~300 bills over 90 days and 7 withdrawals, posted in time order (so each bill's 余额 follows the one
  // before it), never below zero; one last movement lands the balance on ¥3,268.50.
  await tx.execute(
    sql`insert into alipay_bindings (tenant_id, alipay_account, real_name, bound_by) values (${seller}, '13800138000', '张小鹿', ${seller})`,
  );
  type Event = { at: Date; run: () => Promise<number> };
  const events: Event[] = [];
  let balance = 0;
  const topUp = (at: Date, fen: number, key: string) =>
    post(
      tx,
      ledger,
      seller,
      {
        billType: 'RECHARGE',
        direction: 'IN',
        fen,
        documentKind: 'RECHARGE',
        documentNo: `CZ${key.replace(/\D/g, '').padStart(14, '0')}`,
        payMethod: 'ALIPAY_WEB',
        counter: 'alipayClearing',
        memo: '支付宝充值',
        operator: 'seller',
      },
      at,
      key,
    );
  events.push({
    at: new Date(now - 90 * DAY),
    run: async () => (await topUp(new Date(now - 90 * DAY), 500_000, 'demo:seller:0'), 500_000),
  });
  const count = 296;
  for (let i = 1; i <= count; i++) {
    const at = new Date(now - 90 * DAY + (i / (count + 2)) * 88 * DAY + Math.floor(rnd() * 3600_000));
    const m = movement(at, rnd, i);
    events.push({
      at,
      run: async () => {
        if (m.billType === 'ALI_REFUND') {
          // back to the buyer's Alipay, not into the balance
          await ledger.post(tx, {
            tenantId: seller,
            billType: 'ALI_REFUND',
            direction: 'IN',
            document: { kind: m.documentKind, no: m.documentNo },
            payMethod: 'ALIPAY_WEB',
            itemType: 'ORDER',
            operator: { id: null, name: '系统' },
            memo: m.memo,
            idempotencyKey: `demo:seller:${i}`,
            entries: [
              { account: 'supplierPayable', fen: -m.fen, itemType: 'ORDER' },
              { account: 'alipayClearing', fen: m.fen, itemType: 'ORDER' },
            ],
            at,
          });
          return 0;
        }
        const fromBalance = m.direction === 'OUT' && (m.payMethod === 'BALANCE' || m.payMethod === null);
        if (fromBalance && m.fen > balance) {
          await topUp(at, 100_000, `demo:seller:${i}`);
          return 100_000;
        }
        await post(tx, ledger, seller, m, at, `demo:seller:${i}`);
        return m.direction === 'IN' ? m.fen : fromBalance ? -m.fen : 0;
      },
    });
  }

  // Withdrawals in every state, their bills part of the history.
  const withdrawals: { no: string; fen: number; state: string; daysAgo: number; reason?: string }[] = [
    { no: 'TX2609050000000001', fen: 80_000, state: 'PAID', daysAgo: 80 },
    { no: 'TX2610020000000002', fen: 50_000, state: 'PAID', daysAgo: 53 },
    {
      no: 'TX2610200000000003',
      fen: 30_000,
      state: 'FAILED',
      daysAgo: 35,
      reason: '收款方姓名与支付宝账号不一致',
    },
    {
      no: 'TX2611010000000004',
      fen: 120_000,
      state: 'REJECTED',
      daysAgo: 23,
      reason: '账户存在未完结售后，请处理后再提现',
    },
    { no: 'TX2611120000000005', fen: 20_000, state: 'CANCELED', daysAgo: 12 },
    { no: 'TX2611230000000006', fen: 10_000, state: 'PAYING', daysAgo: 1 },
    { no: 'TX2611240000000007', fen: 15_000, state: 'REVIEWING', daysAgo: 0.01 },
  ];
  for (const w of withdrawals) {
    const at = new Date(now - w.daysAgo * DAY);
    const later = new Date(at.getTime() + 3600_000);
    events.push({
      at,
      run: async () => {
        let topped = 0;
        if (w.fen > balance) {
          await topUp(new Date(at.getTime() - 60_000), 200_000, `demo:seller:w:${w.no}`);
          topped = 200_000;
        }
        await tx.execute(sql`
          insert into withdrawals (withdraw_no, tenant_id, applied_by, fen, alipay_account, real_name, state, auto_approve_at,
                                   reviewed_by, reviewed_at, reject_reason, fail_reason, payout_order_id, payout_sent_at, finished_at, created_at)
          values (${w.no}, ${seller}, ${seller}, ${w.fen}, '13800138000', '张小鹿', ${w.state},
                  ${w.state === 'REVIEWING' ? new Date(now + 9 * 60_000).toISOString() : null}::timestamptz,
                  ${w.state === 'REVIEWING' || w.state === 'CANCELED' ? null : w.state === 'REJECTED' ? '平台财务' : '系统自动审核'},
                  ${w.state === 'REVIEWING' || w.state === 'CANCELED' ? null : at.toISOString()}::timestamptz,
                  ${w.state === 'REJECTED' ? w.reason! : null}, ${w.state === 'FAILED' ? w.reason! : null},
                  ${w.state === 'PAID' ? `2026${w.no.slice(-9)}` : null},
                  ${w.state === 'PAYING' ? new Date(now).toISOString() : null}::timestamptz,
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
        return topped - w.fen;
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
          return 0;
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
          return w.fen;
        },
      });
    }
  }
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const event of events) balance += await event.run();

  // The last movement, a minute ago, lands the balance on the demo figure.
  const gap = SELLER_DEMO_BALANCE_FEN - balance;
  if (gap !== 0) {
    await post(
      tx,
      ledger,
      seller,
      gap > 0
        ? {
            billType: 'RECHARGE',
            direction: 'IN',
            fen: gap,
            documentKind: 'RECHARGE',
            documentNo: 'CZ26112400000299',
            payMethod: 'ALIPAY_WEB',
            counter: 'alipayClearing',
            memo: '支付宝充值',
            operator: 'seller',
          }
        : {
            billType: 'ORDER',
            direction: 'OUT',
            fen: -gap,
            documentKind: 'DAIFA_ORDER',
            documentNo: 'DF2611240000299',
            payMethod: 'BALANCE',
            itemType: 'ORDER',
            counter: 'supplierPayable',
            memo: '代发订单货款+代发费（女人街A区315）',
            operator: 'seller',
          },
      new Date(now - 60_000),
      'demo:seller:last',
    );
  }

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
    lines: [{ documentNo: 'CZ26112400000300', itemType: 'OTHER', fen: 50_000, label: '余额充值' }],
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
  await seedPurchaserPayLater(tx, ledger, ids.purchaser, rnd, now);
}

async function seedPurchaserPayLater(
  tx: DbOrTx,
  ledger: Ledger,
  purchaser: number,
  rnd: () => number,
  now: number,
) {
  await post(
    tx,
    ledger,
    purchaser,
    {
      billType: 'RECHARGE',
      direction: 'IN',
      fen: 300_000,
      documentKind: 'RECHARGE',
      documentNo: 'CZ26100100000001',
      payMethod: 'ALIPAY_WEB',
      counter: 'alipayClearing',
      memo: '支付宝充值',
      operator: 'purchaser',
    },
    new Date(now - 40 * DAY),
    'demo:purchaser:0',
  );
  await tx.execute(
    sql`insert into pay_later_settings (tenant_id, limit_fen, due_days) values (${purchaser}, 500000, 15)`,
  );
  await tx.execute(
    sql`insert into ali_ledger_auths (tenant_id, alipay_account, cap_percent, state, authorised_at) values (${purchaser}, 'caigou@example.com', 30, 'AUTHORISED', ${new Date(now - 35 * DAY).toISOString()}::timestamptz)`,
  );
  // Goods left on 货款后付 by 12 orders over a month: 8 settled (7 by 分账, 1 from the balance after
  // its split failed), 4 still owed and waiting for their shop orders to complete.
  const owed = [45_000, 38_000, 52_000, 47_000];
  let settledIndex = 0;
  for (let i = 0; i < 12; i++) {
    const at = new Date(now - (34 - i * 2.5) * DAY);
    const no = daifaNo(at, rnd);
    const fen = i >= 8 ? owed[i - 8]! : Math.round((80 + rnd() * 300) * 100);
    await ledger.post(tx, {
      tenantId: purchaser,
      billType: 'ORDER',
      direction: 'OUT',
      document: { kind: 'DAIFA_ORDER', no },
      payMethod: null,
      itemType: 'GOODS_PAY_LATER',
      operator: { id: purchaser, name: 'purchaser' },
      memo: '代发订单货款（货款后付）',
      idempotencyKey: `demo:purchaser:later:${i}`,
      entries: [
        { account: 'payLater', fen: -fen, itemType: 'GOODS_PAY_LATER' },
        { account: 'supplierPayable', fen, itemType: 'GOODS_PAY_LATER' },
      ],
      at,
    });
    const splitNo = `FZ26${String(100000001 + settledIndex++)}`;
    const shopOrderNo = `3${String(Math.floor(rnd() * 1e17)).padStart(17, '0')}`;
    const dueAt = new Date(at.getTime() + 15 * DAY).toISOString();
    if (i >= 8) {
      await tx.execute(sql`
        insert into ali_ledger_records (split_no, tenant_id, shop_order_no, daifa_order_no, fen, state, due_at, created_at)
        values (${splitNo}, ${purchaser}, ${shopOrderNo}, ${no}, ${fen}, 'WAITING', ${dueAt}::timestamptz, ${at.toISOString()}::timestamptz)`);
      continue;
    }
    const split = i !== 7;
    // a split lands days after the order; a failed one is taken from the balance when due
    const settledAt = new Date(at.getTime() + (split ? 4 : 15) * DAY);
    await ledger.post(tx, {
      tenantId: purchaser,
      billType: 'ORDER',
      direction: split ? 'NONE' : 'OUT',
      document: { kind: 'DAIFA_ORDER', no },
      payMethod: split ? 'ALIPAY_WEB' : 'BALANCE',
      itemType: 'GOODS_PAY_LATER',
      operator: { id: null, name: split ? '支付宝分账' : '系统' },
      memo: split ? '货款后付：店铺订单完成，支付宝分账结清' : '货款后付：分账未完成，到期从余额扣除',
      idempotencyKey: `demo:purchaser:split:${i}`,
      entries: [
        { account: split ? 'alipayClearing' : 'available', fen: -fen, itemType: 'GOODS_PAY_LATER' },
        { account: 'payLater', fen, itemType: 'GOODS_PAY_LATER' },
      ],
      at: settledAt,
    });
    await tx.execute(sql`
      insert into ali_ledger_records (split_no, tenant_id, shop_order_no, daifa_order_no, fen, state, fail_reason, due_at, settled_at, created_at,
                                      shop_order_fen, trade_no, split_fen, balance_fen)
      values (${splitNo}, ${purchaser}, ${shopOrderNo}, ${no}, ${fen}, ${split ? 'DONE' : 'FAILED'},
              ${split ? null : '分账失败：分账收入方账户余额不足或状态异常，已从余额扣除'}, ${dueAt}::timestamptz,
              ${settledAt.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz,
              ${fen * 4}, ${`2026${String(Math.floor(rnd() * 1e16)).padStart(24, '0')}`}, ${split ? fen : 0}, ${split ? 0 : fen})`);
  }
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
