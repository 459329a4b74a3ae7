import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { arrayParam } from '../../../db/arrayParam.ts';
import { conflict, invalid } from '../../../http/apiError.ts';
import { fundsNoSql } from '../fundsNumbers.ts';
import { asDate } from '../../../db/rawRows.ts';
import type { BillTypeCode, PaymentItemTypeCode, PaymentMethodCode } from '../ledger/ledger.ts';
import { executePrepared } from '../../../db/prepared.ts';

export const PAYMENT_DOCUMENT_KINDS = ['RECHARGE', 'DAIFA_ORDER', 'REPLENISH', 'POST_ORDER', 'MEMBERSHIP', 'PICKUP_BILL'] as const;
export type PaymentDocumentKind = (typeof PAYMENT_DOCUMENT_KINDS)[number];

/** Where the console lands after paying (spec §5 payCallback) and what bill the payment makes. */
export const PAYMENT_KIND: Record<PaymentDocumentKind, { payCallback: string; billType: BillTypeCode; label: string }> = {
  RECHARGE: { payCallback: 'recharge', billType: 'RECHARGE', label: '充值' },
  DAIFA_ORDER: { payCallback: 'daifaorder', billType: 'ORDER', label: '代发订单' },
  REPLENISH: { payCallback: 'bukuan', billType: 'REPLENISH', label: '代发补款' },
  POST_ORDER: { payCallback: 'problem', billType: 'POST_ORDER', label: '寄回运费' },
  MEMBERSHIP: { payCallback: '', billType: 'OTHER', label: '会员购买' },
  PICKUP_BILL: { payCallback: 'nahuo', billType: 'PICKUP', label: '拿货结算' },
};

export const PAYMENT_MINUTES = 30;

export interface PaymentLine {
  documentNo: string;
  itemType: PaymentItemTypeCode;
  fen: number;
  /** What the pay page shows for the line (货号, 补款原因…). */
  label: string;
}

export interface PaymentOrder {
  id: number;
  payNo: string;
  tenantId: number;
  createdBy: number;
  documentKind: PaymentDocumentKind;
  documentNos: string[];
  lines: PaymentLine[];
  subject: string;
  amountFen: number;
  couponId: number | null;
  discountFen: number;
  state: 'WAITING' | 'PAID' | 'CLOSED';
  method: PaymentMethodCode | null;
  tradeNo: string | null;
  payCallback: string;
  expiresAt: Date;
  paidAt: Date | null;
  closedAt: Date | null;
  queriedAt: Date | null;
  version: number;
  createdAt: Date;
}

type Row = {
  id: number;
  pay_no: string;
  tenant_id: number;
  created_by: number;
  document_kind: PaymentDocumentKind;
  document_nos: string[];
  lines: PaymentLine[];
  subject: string;
  amount_fen: number;
  coupon_id: number | null;
  discount_fen: number;
  state: PaymentOrder['state'];
  method: PaymentMethodCode | null;
  trade_no: string | null;
  pay_callback: string;
  expires_at: Date | string;
  paid_at: Date | string | null;
  closed_at: Date | string | null;
  queried_at: Date | string | null;
  version: number;
  created_at: Date | string;
};

export const toPaymentOrder = (r: Row): PaymentOrder => ({
  id: Number(r.id),
  payNo: r.pay_no,
  tenantId: Number(r.tenant_id),
  createdBy: Number(r.created_by),
  documentKind: r.document_kind,
  documentNos: r.document_nos,
  lines: r.lines,
  subject: r.subject,
  amountFen: Number(r.amount_fen),
  couponId: r.coupon_id === null ? null : Number(r.coupon_id),
  discountFen: Number(r.discount_fen),
  state: r.state,
  method: r.method,
  tradeNo: r.trade_no,
  payCallback: r.pay_callback,
  expiresAt: asDate(r.expires_at),
  paidAt: asDate(r.paid_at),
  closedAt: asDate(r.closed_at),
  queriedAt: asDate(r.queried_at),
  version: Number(r.version),
  createdAt: asDate(r.created_at),
});

/** The part paid now: everything but the goods left on 货款后付. */
export const payableFen = (lines: readonly PaymentLine[]) =>
  lines.filter((l) => l.itemType !== 'GOODS_PAY_LATER').reduce((sum, l) => sum + l.fen, 0);

export interface CreatePaymentOrderInput {
  tenantId: number;
  createdBy: number;
  documentKind: PaymentDocumentKind;
  lines: PaymentLine[];
  subject: string;
}

/**
 * A payment order for documents of one kind. A document already in an open payment order joins no
 * other: the open one is closed first (a new one replaces it), so a document is never paid twice.
 */
/**
 * A document that will not be paid closes its payment order, unless the payer is already at Alipay's
 * cashier: that one closes there within 30 minutes, and a payment landing meanwhile is not owed
 * (its onPaid handler finds the document gone and funds sends it back).
 */
export async function closeUnstartedPayment(tx: DbOrTx, payNo: string | null) {
  if (!payNo) return;
  await tx.execute(sql`
    update payment_orders set state = 'CLOSED', closed_at = now(), version = version + 1
     where pay_no = ${payNo} and state = 'WAITING' and (method is null or method = 'BALANCE')`);
}

export async function createPaymentOrder(tx: DbOrTx, input: CreatePaymentOrderInput): Promise<PaymentOrder> {
  const { documentNos } = checkedPayment(input);
  const open = await tx.execute<{ pay_no: string; method: string | null }>(sql`
    select pay_no, method from payment_orders
     where tenant_id = ${input.tenantId} and state = 'WAITING' and document_nos && ${arrayParam(documentNos)}::text[]
     for update`);
  for (const o of open.rows) {
    // One already handed to Alipay may be paid any second: the buyer finishes or waits for it to close.
    if (o.method && o.method !== 'BALANCE') throw conflict('该单据有一笔支付宝支付正在进行中，请完成支付或等待其关闭（30分钟）后重试');
    await tx.execute(sql`update payment_orders set state = 'CLOSED', closed_at = now(), version = version + 1 where pay_no = ${o.pay_no} and state = 'WAITING'`);
  }
  const r = await tx.execute<Row>(sql`${paymentOrderInsert(input, fundsNoSql('ZF'), sql`true`)} returning *`);
  return toPaymentOrder(r.rows[0]!);
}

/**
 * The insert of a payment order for documents made in the same statement (no open payment order can
 * hold them yet), under a number drawn before (`fundsNoSql('ZF')`), written only if `onlyIf` holds —
 * so placing an order and its payment order is one statement. Returns the statement, `returning pay_no`.
 */
export function newPaymentOrderInsert(input: CreatePaymentOrderInput, payNo: string, onlyIf: SQL): SQL {
  return sql`${paymentOrderInsert(input, sql`${payNo}`, onlyIf)} returning pay_no`;
}

function checkedPayment(input: CreatePaymentOrderInput) {
  if (!input.lines.length) throw invalid('没有需要支付的单据', 'documentNos');
  for (const l of input.lines) if (!Number.isSafeInteger(l.fen) || l.fen <= 0) throw new Error(`payment line of ${l.fen} fen`);
  const amount = payableFen(input.lines);
  if (amount <= 0) throw invalid('没有需要支付的金额', 'documentNos');
  return { amount, documentNos: [...new Set(input.lines.map((l) => l.documentNo))] };
}

function paymentOrderInsert(input: CreatePaymentOrderInput, payNo: SQL, onlyIf: SQL): SQL {
  const { amount, documentNos } = checkedPayment(input);
  return sql`
    insert into payment_orders (pay_no, tenant_id, created_by, document_kind, document_nos, lines, subject, amount_fen, pay_callback, expires_at)
    select ${payNo}, ${input.tenantId}::bigint, ${input.createdBy}::bigint, ${input.documentKind}, ${arrayParam(documentNos)}::text[],
           ${JSON.stringify(input.lines)}::jsonb, ${input.subject}, ${amount}::bigint, ${PAYMENT_KIND[input.documentKind].payCallback},
           now() + make_interval(mins => ${PAYMENT_MINUTES})
     where ${onlyIf}`;
}

export async function findPaymentOrder(tx: DbOrTx, payNo: string, options: { lock?: boolean } = {}): Promise<PaymentOrder | null> {
  const r = options.lock
    ? await executePrepared<Row>(tx, sql`select * from payment_orders where pay_no = ${payNo} for update`)
    : await executePrepared<Row>(tx, sql`select * from payment_orders where pay_no = ${payNo}`);
  return r.rows[0] ? toPaymentOrder(r.rows[0]) : null;
}
