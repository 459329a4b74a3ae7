import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './schema.ts';
import { at, fen, id, tenant } from './tenantColumns.ts';

/** The running part of funds document numbers (支付单 ZF…, 提现 TX…, 退款 TK…, 补款 BK…, 分账 FZ…). */
export const fundsNoSeq = pgSequence('funds_no_seq', { startWith: 1000000001 });

/** 支付密码: one per account (sub-accounts have their own); argon2id over an HMAC with the server's pepper. */
export const payPasswords = pgTable('pay_passwords', {
  accountId: bigint('account_id', { mode: 'number' })
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  hash: text('hash').notNull(),
  failures: smallint('failures').notNull().default(0),
  lockedUntil: at('locked_until'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** SMS verification codes: hashed, single use, 5 minutes, void after 5 wrong tries. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: id(),
    accountId: bigint('account_id', { mode: 'number' }).references(() => accounts.id, {
      onDelete: 'cascade',
    }),
    phone: text('phone').notNull(),
    scene: text('scene').notNull(),
    codeHash: text('code_hash').notNull(),
    failures: smallint('failures').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('sms_codes_phone_time').on(t.phone, t.createdAt)],
);

/** What the SMS gateway was asked to send (the stand-in's outbox; `/dev/sms` in demo mode). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: id(),
    phone: text('phone').notNull(),
    scene: text('scene').notNull(),
    content: text('content').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_time').on(t.createdAt)],
);

/** The Alipay account a tenant withdraws to (绑定支付宝); the real name is checked by Alipay at payout. */
export const alipayBindings = pgTable('alipay_bindings', {
  tenantId: bigint('tenant_id', { mode: 'number' })
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  alipayAccount: text('alipay_account').notNull(),
  realName: text('real_name').notNull(),
  boundBy: bigint('bound_by', { mode: 'number' }).notNull(),
  boundAt: at('bound_at').notNull().defaultNow(),
});

/**
 * 支付单: one payment of one or more documents of a kind. WAITING → PAID | CLOSED, compare-and-set on
 * `state` + `version`. `out_trade_no` at Alipay is `pay_no`.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: id(),
    payNo: text('pay_no').notNull(),
    tenantId: tenant(),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    /** RECHARGE | DAIFA_ORDER | REPLENISH | POST_ORDER | MEMBERSHIP */
    documentKind: text('document_kind').notNull(),
    documentNos: text('document_nos').array().notNull(),
    /** [{documentNo, itemType, fen, label}] as the pay page lists them. */
    lines: jsonb('lines').notNull(),
    subject: text('subject').notNull(),
    amountFen: fen('amount_fen').notNull(),
    couponId: bigint('coupon_id', { mode: 'number' }),
    discountFen: fen('discount_fen').notNull().default(0),
    state: text('state', { enum: ['WAITING', 'PAID', 'CLOSED'] })
      .notNull()
      .default('WAITING'),
    method: text('method'),
    tradeNo: text('trade_no'),
    /** The landing after payment (spec §5 payCallback). */
    payCallback: text('pay_callback').notNull(),
    expiresAt: at('expires_at').notNull(),
    paidAt: at('paid_at'),
    closedAt: at('closed_at'),
    /** When the server last asked Alipay about it (alipay.trade.query after 10 s without a notify). */
    queriedAt: at('queried_at'),
    version: integer('version').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_orders_pay_no').on(t.payNo),
    index('payment_orders_tenant_time').on(t.tenantId, t.createdAt),
    index('payment_orders_waiting')
      .on(t.expiresAt)
      .where(sql`${t.state} = 'WAITING'`),
    // An order's detail and every refund look up the payments that carried one document (`@>`, `&&`).
    index('payment_orders_document_nos').using('gin', t.documentNos),
  ],
);

/** Every Alipay trade seen for a payment order: the one applied, and any second one (refunded). */
export const paymentTrades = pgTable('payment_trades', {
  tradeNo: text('trade_no').primaryKey(),
  payNo: text('pay_no').notNull(),
  amountFen: fen('amount_fen').notNull(),
  /** APPLIED: paid the order; REFUNDED: handed back (a duplicate, or nothing owed any more). */
  outcome: text('outcome', { enum: ['APPLIED', 'REFUNDED'] }).notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Each Alipay notification as it arrived, before anything was decided about it. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: id(),
    payNo: text('pay_no'),
    params: jsonb('params').notNull(),
    verified: boolean('verified').notNull(),
    outcome: text('outcome').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [index('payment_notifications_pay_no').on(t.payNo)],
);

/** Refunds to the original Alipay payment: PROCESSING → SUCCESS | FAILED, retried under one out_request_no. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: id(),
    refundNo: text('refund_no').notNull(),
    tenantId: tenant(),
    payNo: text('pay_no').notNull(),
    tradeNo: text('trade_no').notNull(),
    documentNo: text('document_no').notNull(),
    fen: fen('fen').notNull(),
    reason: text('reason').notNull(),
    state: text('state', { enum: ['PROCESSING', 'SUCCESS', 'FAILED'] })
      .notNull()
      .default('PROCESSING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    createdAt: at('created_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    uniqueIndex('payment_refunds_refund_no').on(t.refundNo),
    index('payment_refunds_trade').on(t.tradeNo),
    index('payment_refunds_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'PROCESSING'`),
  ],
);

/** 提现: REVIEWING 待审核 → PAYING 打款中 → PAID 已到账 | FAILED 打款失败; REVIEWING → REJECTED 已驳回 | CANCELED 已撤销. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: id(),
    withdrawNo: text('withdraw_no').notNull(),
    tenantId: tenant(),
    appliedBy: bigint('applied_by', { mode: 'number' }).notNull(),
    fen: fen('fen').notNull(),
    alipayAccount: text('alipay_account').notNull(),
    realName: text('real_name').notNull(),
    state: text('state', { enum: ['REVIEWING', 'PAYING', 'PAID', 'FAILED', 'REJECTED', 'CANCELED'] })
      .notNull()
      .default('REVIEWING'),
    /** Up to ¥5,000 approves itself at this time; more waits for an operator (null). */
    autoApproveAt: at('auto_approve_at'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: at('reviewed_at'),
    rejectReason: text('reject_reason'),
    failReason: text('fail_reason'),
    payoutOrderId: text('payout_order_id'),
    /** The payout was sent and its answer is not known yet: ask, never send again. */
    payoutSentAt: at('payout_sent_at'),
    finishedAt: at('finished_at'),
    version: integer('version').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('withdrawals_no').on(t.withdrawNo),
    index('withdrawals_tenant_time').on(t.tenantId, t.createdAt),
    index('withdrawals_open')
      .on(t.state)
      .where(sql`${t.state} in ('REVIEWING', 'PAYING')`),
  ],
);

/** Balances left in the old system (您在旧版系统还有余额), moved once by 一键迁移. */
export const oldBalances = pgTable('old_balances', {
  tenantId: bigint('tenant_id', { mode: 'number' })
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  fen: fen('fen').notNull(),
  migratedAt: at('migrated_at'),
  ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
});

/** 货款后付: who may pay goods later, up to what, and when an owed amount falls due. */
export const payLaterSettings = pgTable('pay_later_settings', {
  tenantId: bigint('tenant_id', { mode: 'number' })
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  limitFen: fen('limit_fen').notNull(),
  dueDays: integer('due_days').notNull().default(15),
});

/** 支付宝分账授权: the platform as 分账收入方 on the tenant's shop-income Alipay account. */
export const aliLedgerAuths = pgTable('ali_ledger_auths', {
  tenantId: bigint('tenant_id', { mode: 'number' })
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  alipayAccount: text('alipay_account').notNull(),
  capPercent: integer('cap_percent').notNull().default(30),
  state: text('state', { enum: ['AUTHORISED', 'REVOKED'] }).notNull(),
  authorisedAt: at('authorised_at').notNull().defaultNow(),
  revokedAt: at('revoked_at'),
});

/** 分账记录: one settlement of a shop order's income against what the tenant owes on 货款后付. */
export const aliLedgerRecords = pgTable(
  'ali_ledger_records',
  {
    id: id(),
    splitNo: text('split_no').notNull(),
    tenantId: tenant(),
    shopOrderNo: text('shop_order_no').notNull(),
    daifaOrderNo: text('daifa_order_no').notNull(),
    fen: fen('fen').notNull(),
    state: text('state', { enum: ['WAITING', 'SPLITTING', 'DONE', 'FAILED'] }).notNull(),
    failReason: text('fail_reason'),
    dueAt: at('due_at').notNull(),
    settledAt: at('settled_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** The shop order's amount once it completed: the split is at most cap % of it. */
    shopOrderFen: fen('shop_order_fen'),
    /** The shop order's Alipay trade the split settles against. */
    tradeNo: text('trade_no'),
    /** Settled by the Alipay split. */
    splitFen: fen('split_fen').notNull().default(0),
    /** Taken from the balance when due (a failed split, or what the cap left owed). */
    balanceFen: fen('balance_fen').notNull().default(0),
  },
  (t) => [
    uniqueIndex('ali_ledger_records_no').on(t.splitNo),
    index('ali_ledger_records_tenant').on(t.tenantId, t.createdAt),
    index('ali_ledger_records_open')
      .on(t.dueAt)
      .where(sql`settled_at is null`),
    index('ali_ledger_records_shop_order').on(t.tenantId, t.shopOrderNo),
  ],
);

/** go2 优惠劵. Used or locked by an open Alipay payment (`locked_pay_no`). */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    tenantId: tenant(),
    faceFen: fen('face_fen').notNull(),
    thresholdFen: fen('threshold_fen').notNull(),
    validFrom: at('valid_from').notNull(),
    validTo: at('valid_to').notNull(),
    usedPayNo: text('used_pay_no'),
    usedAt: at('used_at'),
    lockedPayNo: text('locked_pay_no'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('coupons_tenant').on(t.tenantId, t.validTo)],
);

/** Money that did not add up (a notify with the wrong amount, a forged one): for /ops to look at. */
export const moneyAnomalies = pgTable(
  'money_anomalies',
  {
    id: id(),
    kind: text('kind').notNull(),
    payNo: text('pay_no'),
    detail: jsonb('detail').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    resolvedAt: at('resolved_at'),
    resolvedBy: text('resolved_by'),
  },
  (t) => [
    index('money_anomalies_open')
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/** Platform staff (平台财务) who sign in at /ops; not tenants, so no tenant endpoint accepts them. */
export const operators = pgTable('operators', {
  id: id(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  displayName: text('display_name').notNull(),
  /** 财务 (FINANCE), 客服 (SUPPORT) or 运营 (OPERATIONS): which /ops tabs and calls are theirs. */
  role: text('role', { enum: ['FINANCE', 'SUPPORT', 'OPERATIONS'] })
    .notNull()
    .default('FINANCE'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** What platform staff did to a tenant outside the ledger (拿退货权限 granted or revoked), with why. */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: id(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    operatorName: text('operator_name').notNull(),
    tenantId: bigint('tenant_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['GRANT_MANUAL_DELIVERY', 'REVOKE_MANUAL_DELIVERY'] }).notNull(),
    reason: text('reason').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('operator_actions_tenant').on(t.tenantId, t.createdAt)],
);

export const operatorSessions = pgTable('operator_sessions', {
  id: id(),
  operatorId: bigint('operator_id', { mode: 'number' })
    .notNull()
    .references(() => operators.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: at('expires_at').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Every change platform staff make to what tenants see (弹窗 now; 公告, 帮助文章 as they come): who, what, when. */
export const opsAudit = pgTable(
  'ops_audit',
  {
    id: id(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    operatorName: text('operator_name').notNull(),
    /** POPUP_CREATE, POPUP_WITHDRAW, … */
    action: text('action').notNull(),
    /** What it was done to (`popup:12`). */
    target: text('target').notNull(),
    detail: jsonb('detail').notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('ops_audit_at').on(t.createdAt)],
);
