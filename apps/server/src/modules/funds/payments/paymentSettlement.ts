import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { conflict } from '../../../http/apiError.ts';
import type {
  BillTypeCode,
  Ledger,
  LedgerEntryInput,
  PaymentItemTypeCode,
  PaymentMethodCode,
} from '../ledger/ledger.ts';
import { PAYMENT_KIND, payableFen, type PaymentDocumentKind, type PaymentOrder } from './paymentOrders.ts';
import type { AccountCode } from '../ledger/ledgerAccounts.ts';
import { executePrepared } from '../../../db/prepared.ts';

export interface PaidEvent {
  tx: DbOrTx;
  order: PaymentOrder;
  method: PaymentMethodCode;
}

/**
 * A document kind's answer to "this was just paid", inside the paying transaction: each document took
 * its money (its state moved on), except those listed in `notOwed` (canceled meanwhile), whose part
 * goes back; `why` is how the payer is told (default 单据状态已变化，无需支付).
 */
export interface PaidOutcome {
  notOwed: string[];
  why?: string;
}
export type OnPaid = (event: PaidEvent) => Promise<PaidOutcome>;

export class PaidHandlers {
  private readonly handlers = new Map<PaymentDocumentKind, OnPaid>();

  register(kind: PaymentDocumentKind, handler: OnPaid) {
    if (this.handlers.has(kind)) throw new Error(`onPaid for ${kind} is registered twice`);
    this.handlers.set(kind, handler);
  }

  has(kind: PaymentDocumentKind) {
    return this.handlers.has(kind);
  }

  async run(event: PaidEvent): Promise<PaidOutcome> {
    const handler = this.handlers.get(event.order.documentKind);
    if (!handler) throw conflict(`${PAYMENT_KIND[event.order.documentKind].label}暂不支持在线支付`);
    return handler(event);
  }
}

/** Goods money is owed on to the stalls; fees and freight are the platform's. */
const creditAccount = (itemType: PaymentItemTypeCode): AccountCode =>
  itemType === 'ORDER' || itemType === 'UPDATE_PRICE' || itemType === 'GOODS_PAY_LATER'
    ? 'supplierPayable'
    : 'revenue';

const isAlipay = (method: PaymentMethodCode) => method !== 'BALANCE';

/**
 * The ledger side of a paid payment order, under the key `pay:<payNo>` (one per paid order, which
 * reconcile checks): recharge moves Alipay's money into the balance; a document's payment moves it
 * from the balance or from Alipay to the stalls and the platform, with the 货款后付 part owed on
 * `payLater` as a second transaction.
 */
/**
 * What the payment is on the tenant's bill: its kind's type, except a 补款 of 平台拿退货费 alone, which is
 * that fee (the 对账单 counts it with the fees taken from the balance at 日结).
 */
async function billTypeOf(tx: DbOrTx, order: PaymentOrder, kindType: BillTypeCode): Promise<BillTypeCode> {
  if (order.documentKind !== 'REPLENISH') return kindType;
  const r = await tx.execute<{ fee: boolean }>(sql`
    select coalesce(bool_and(reason = 'PICKUP_FEE'), false) as fee from replenish_requests
     where tenant_id = ${order.tenantId} and replenish_no = any(${sql.param(order.documentNos)}::text[])`);
  return r.rows[0]?.fee ? 'PUR_PLATFORM_TAKE_RETURN' : kindType;
}

export async function postPayment(
  tx: DbOrTx,
  ledger: Ledger,
  order: PaymentOrder,
  method: PaymentMethodCode,
  operator: { id: number | null; name: string },
  tradeNo: string | null,
  /** When it was paid, if not now (the demo's history). */
  at?: Date,
): Promise<void> {
  const kind = PAYMENT_KIND[order.documentKind];
  const base = {
    ...(at ? { at } : {}),
    tenantId: order.tenantId,
    billType: await billTypeOf(tx, order, kind.billType),
    document: {
      kind: order.documentKind,
      no: order.documentNos.length === 1 ? order.documentNos[0]! : order.payNo,
    },
    payMethod: method,
    operator,
    detail: { payNo: order.payNo, documentNos: order.documentNos, ...(tradeNo ? { tradeNo } : {}) },
  };
  if (order.documentKind === 'RECHARGE') {
    await ledger.post(tx, {
      ...base,
      direction: 'IN',
      memo: '支付宝充值',
      idempotencyKey: `pay:${order.payNo}`,
      entries: [
        { account: 'alipayClearing', fen: -order.amountFen },
        { account: 'available', fen: order.amountFen },
      ],
    });
    return;
  }
  const paid = payableFen(order.lines);
  const credits = new Map<string, LedgerEntryInput>();
  for (const line of order.lines.filter((l) => l.itemType !== 'GOODS_PAY_LATER')) {
    const account = creditAccount(line.itemType);
    const key = `${account}:${line.itemType}`;
    const entry = credits.get(key) ?? { account, fen: 0, itemType: line.itemType };
    entry.fen += line.fen;
    credits.set(key, entry);
  }
  const entries: LedgerEntryInput[] = [
    { account: isAlipay(method) ? 'alipayClearing' : 'available', fen: -(paid - order.discountFen) },
  ];
  if (order.discountFen > 0) entries.push({ account: 'promotion', fen: -order.discountFen });
  entries.push(...credits.values());
  await ledger.post(tx, {
    ...base,
    direction: 'OUT',
    memo: order.subject,
    idempotencyKey: `pay:${order.payNo}`,
    entries,
  });
  const later = order.lines.filter((l) => l.itemType === 'GOODS_PAY_LATER').reduce((s, l) => s + l.fen, 0);
  if (later > 0) {
    await ledger.post(tx, {
      ...base,
      direction: 'OUT',
      payMethod: null,
      itemType: 'GOODS_PAY_LATER',
      memo: `${order.subject}（货款后付）`,
      idempotencyKey: `pay:${order.payNo}:payLater`,
      entries: [
        { account: 'payLater', fen: -later, itemType: 'GOODS_PAY_LATER' },
        { account: 'supplierPayable', fen: later, itemType: 'GOODS_PAY_LATER' },
      ],
    });
  }
}

/** WAITING (or CLOSED, for a payment that landed late) → PAID, only from the state read. */
export async function markPaid(
  tx: DbOrTx,
  order: PaymentOrder,
  method: PaymentMethodCode,
  tradeNo: string | null,
): Promise<boolean> {
  const r = await executePrepared(
    tx,
    sql`
    update payment_orders set state = 'PAID', method = ${method}, trade_no = ${tradeNo}, paid_at = now(), version = version + 1
     where pay_no = ${order.payNo} and state = ${order.state} and version = ${order.version} returning pay_no`,
  );
  if (order.couponId !== null) {
    await tx.execute(
      sql`update coupons set used_pay_no = ${order.payNo}, used_at = now(), locked_pay_no = null where id = ${order.couponId}`,
    );
  }
  return r.rows.length === 1;
}
