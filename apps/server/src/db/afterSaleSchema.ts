import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, fen, id, tenant } from './tenantColumns.ts';
import { bytea } from './bytea.ts';
import { daifaOrderLines, daifaOrders } from './daifaSchema.ts';
import { shopOrderLines, shopOrders, shops } from './schema.ts';

/** SH + yyMMdd + 8 digits (the day in Asia/Shanghai). */
export const afterSaleNoSeq = pgSequence('after_sale_no_seq', { startWith: 10000001 });

/**
 * 售后: one case on a dropship order's lines. `status` moves only by compare-and-set on `version`;
 * the fen it gave back are the ledger's, under keys `aftersale:{SH}:{itemType}` (see the module README).
 */
export const afterSales = pgTable(
  'after_sales',
  {
    id: id(),
    tenantId: tenant(),
    asNo: text('as_no').notNull(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => daifaOrders.id, { onDelete: 'cascade' }),
    orderNo: text('order_no').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    /** 退货物流 of a case with a return (null when nothing comes back). */
    returnState: text('return_state'),
    /** MANUAL (申请售后) or AUTO (自动售后). */
    source: text('source').notNull().default('MANUAL'),
    reason: text('reason').notNull(),
    remark: text('remark').notNull().default(''),
    appliedFen: fen('applied_fen').notNull(),
    refundedFen: fen('refunded_fen').notNull().default(0),
    feeFen: fen('fee_fen').notNull().default(0),
    returnWaybillNo: text('return_waybill_no'),
    returnCourier: text('return_courier'),
    /** 3 days to give the buyer's return waybill, else the case closes by itself (null once given). */
    waybillDueAt: at('waybill_due_at'),
    /** The last returns-desk event applied (gapless per case, as `fulfilment_seq` per order). */
    returnsSeq: integer('returns_seq').notNull().default(0),
    returnWeightG: integer('return_weight_g'),
    signedBackAt: at('signed_back_at'),
    /** Why the case waits as 问题件: QC failed, or the stall refused (with its reason). */
    problemReason: text('problem_reason'),
    /** 1 once the refused pieces went to the stall again (重新退档口: once a case). */
    rereturns: integer('rereturns').notNull().default(0),
    /** 协商退款 (once a case): asked, then the stall's offer (0: it would not) and its words. */
    negotiatedAt: at('negotiated_at'),
    offerFen: fen('offer_fen'),
    offerNote: text('offer_note'),
    /** 已发货仅退款: the courier's interception (`interceptState`: INTERCEPTING, INTERCEPTED, FAILED). */
    interceptState: text('intercept_state'),
    /** 转退货退款: the return case opened after the interception failed. */
    nextAsNo: text('next_as_no'),
    /** 换货: what the buyer wants instead (颜色/尺码), as the seller wrote it. */
    exchangeTo: text('exchange_to'),
    /** 换货 and 维修: the parcel the warehouse sent the swapped or mended goods back to the buyer in. */
    reshipWaybillNo: text('reship_waybill_no'),
    reshipCourier: text('reship_courier'),
    reshippedAt: at('reshipped_at'),
    /** 价保 and 补寄: the desk looking into it (`reviewState`: REVIEWING, APPROVED, REFUSED). */
    reviewState: text('review_state'),
    version: integer('version').notNull().default(0),
    accountId: bigint('account_id', { mode: 'number' }),
    operatorName: text('operator_name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    completedAt: at('completed_at'),
  },
  (t) => [
    uniqueIndex('after_sales_as_no').on(t.asNo),
    index('after_sales_tenant_recent').on(t.tenantId, t.createdAt, t.id),
    index('after_sales_tenant_status').on(t.tenantId, t.status, t.createdAt, t.id),
    index('after_sales_order').on(t.orderId),
    index('after_sales_waybill_due')
      .on(t.waybillDueAt)
      .where(sql`${t.status} = 'GOODS_RETURNING' and ${t.returnWaybillNo} is null`),
    index('after_sales_return_waybill')
      .on(t.tenantId, t.returnWaybillNo)
      .where(sql`${t.returnWaybillNo} is not null`),
    // one parcel, one open case: a waybill already used by an open case is 44005
    uniqueIndex('after_sales_open_return_waybill')
      .on(t.returnWaybillNo)
      .where(sql`${t.status} in ('GOODS_RETURNING', 'PROBLEM')`),
  ],
);

/** The lines a case covers; `open` while the case is (one open case a line: 44002). */
export const afterSaleLines = pgTable(
  'after_sale_lines',
  {
    id: id(),
    afterSaleId: bigint('after_sale_id', { mode: 'number' })
      .notNull()
      .references(() => afterSales.id, { onDelete: 'cascade' }),
    lineId: bigint('line_id', { mode: 'number' })
      .notNull()
      .references(() => daifaOrderLines.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    qty: integer('qty').notNull(),
    refundFen: fen('refund_fen').notNull().default(0),
    /** The stall's answer on a return: pieces it took back, and why it refused the rest. */
    acceptedQty: integer('accepted_qty'),
    refuseReason: text('refuse_reason'),
    open: boolean('open').notNull().default(true),
  },
  (t) => [
    index('after_sale_lines_case').on(t.afterSaleId),
    uniqueIndex('after_sale_lines_one_open')
      .on(t.lineId)
      .where(sql`${t.open}`),
  ],
);

/** The case's timeline: a type and its parameters, worded when shown. */
export const afterSaleEvents = pgTable(
  'after_sale_events',
  {
    id: id(),
    afterSaleId: bigint('after_sale_id', { mode: 'number' })
      .notNull()
      .references(() => afterSales.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    params: jsonb('params').notNull().default({}),
    accountId: bigint('account_id', { mode: 'number' }),
    operatorName: text('operator_name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('after_sale_events_case').on(t.afterSaleId, t.id)],
);

/** JH + yyMMdd + 8 digits (the day in Asia/Shanghai). */
export const postOrderNoSeq = pgSequence('post_order_no_seq', { startWith: 10000001 });

/**
 * 寄回单: problem parcels the warehouse holds, sent back in one parcel to the seller's receiver, for a
 * freight paid up front (POST_ORDER). WAITING_PAYMENT → WAITING_SEND (paid; the desk is told by the
 * submitter, `desk_told_at`) → SENT (SEND_BACK_SHIPPED), or CANCEL before shipping. `state` moves by
 * compare-and-set on `version`.
 */
export const postOrders = pgTable(
  'post_orders',
  {
    id: id(),
    tenantId: tenant(),
    postNo: text('post_no').notNull(),
    state: text('state').notNull(),
    courierCode: text('courier_code').notNull(),
    receiverName: text('receiver_name').notNull(),
    receiverPhone: text('receiver_phone').notNull(),
    areaCode: text('area_code').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    address: text('address').notNull(),
    /** The estimate the freight was quoted on; the desk's scale reports `shipped_weight_g`. */
    weightG: integer('weight_g').notNull(),
    freightFen: fen('freight_fen').notNull(),
    /** The 问题件 it was made for (they leave it when it is canceled; 寄回记录 still names them). */
    problemIds: bigint('problem_ids', { mode: 'number' }).array().notNull(),
    payNo: text('pay_no'),
    paidAt: at('paid_at'),
    deskToldAt: at('desk_told_at'),
    /** The desk's last event applied (gapless per JH). */
    deskSeq: integer('desk_seq').notNull().default(0),
    waybillNo: text('waybill_no'),
    shippedWeightG: integer('shipped_weight_g'),
    shippedAt: at('shipped_at'),
    canceledAt: at('canceled_at'),
    /** USER (取消寄回), UNPAID (its payment lapsed unpaid after 30 minutes). */
    cancelReason: text('cancel_reason'),
    refundedFen: fen('refunded_fen').notNull().default(0),
    version: integer('version').notNull().default(0),
    accountId: bigint('account_id', { mode: 'number' }),
    operatorName: text('operator_name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('post_orders_post_no').on(t.postNo),
    index('post_orders_tenant_recent').on(t.tenantId, t.createdAt, t.id),
    index('post_orders_untold')
      .on(t.paidAt)
      .where(sql`${t.state} = 'WAITING_SEND' and ${t.deskToldAt} is null`),
  ],
);

/** WJ + yyMMdd + 6 digits (the day in Asia/Shanghai). */
export const headlessNoSeq = pgSequence('headless_no_seq', { startWith: 100001 });

/**
 * 无头件: a parcel the returns desk signed for that matches no order or case. WAIT_CLAIM (in the pool)
 * → MATCHED (to a tenant: claimed with its full waybill, or matched by it on arrival; it becomes that
 * tenant's 问题件, `problem_parcel_id`, and is settled there) or PROCESSED (30 days unclaimed).
 */
export const headlessParcels = pgTable(
  'headless_parcels',
  {
    id: id(),
    headlessNo: text('headless_no').notNull(),
    waybillNo: text('waybill_no').notNull(),
    courierCode: text('courier_code').notNull(),
    /** The receiver phone's last four digits as the label shows them (never shown in the pool). */
    phoneTail: text('phone_tail'),
    /** What the desk saw in it (颜色, 款式, 件数). */
    goodsHint: text('goods_hint').notNull().default(''),
    weightG: integer('weight_g'),
    signedAt: at('signed_at').notNull(),
    deadlineAt: at('deadline_at').notNull(),
    state: text('state').notNull(),
    /** The desk's last event applied for it. */
    deskSeq: integer('desk_seq').notNull().default(0),
    tenantId: bigint('tenant_id', { mode: 'number' }),
    /** CLAIM (by the tenant) or AUTO (its waybill was in the tenant's records). */
    matchedBy: text('matched_by'),
    matchedAt: at('matched_at'),
    problemParcelId: bigint('problem_parcel_id', { mode: 'number' }),
    version: integer('version').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('headless_parcels_no').on(t.headlessNo),
    index('headless_parcels_pool').on(t.state, t.signedAt, t.id),
    index('headless_parcels_tenant').on(t.tenantId, t.matchedAt, t.id),
    // 运单号后6位 search: the reversed number as a prefix
    index('headless_parcels_waybill_rev').on(sql`reverse(${t.waybillNo}) text_pattern_ops`),
    index('headless_parcels_waybill').on(t.waybillNo),
  ],
);

/** Per tenant and window: 无头件 searches a minute, wrong claims a day (Beijing). */
export const headlessLimits = pgTable(
  'headless_limits',
  {
    tenantId: tenant(),
    kind: text('kind').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [uniqueIndex('headless_limits_key').on(t.tenantId, t.kind, t.windowStart)],
);

/**
 * 售后订单's and 问题件's tab counts as appended moves (+1 / −1 rows written by triggers on
 * `after_sales` and `problem_parcels`, migration 0046), folded per key by housekeeping: a count is a
 * sum over a handful of rows, never a count over the tenant's cases, and no row is hot. `key`: a case
 * status, or `CHIP:…` for 退货中's chips; a parcel state. No foreign key: a tenant deleted with its
 * cases leaves the moves its delete wrote, which sum to zero.
 */
export const afterSaleCounts = pgTable(
  'after_sale_counts',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    key: text('key').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [index('after_sale_counts_tenant').on(t.tenantId, t.key)],
);

export const problemParcelCounts = pgTable(
  'problem_parcel_counts',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    state: text('state').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [index('problem_parcel_counts_tenant').on(t.tenantId, t.state)],
);

/**
 * 店铺售后: a buyer's refund as the shop's platform reports it (the refunds feed, pulled with the
 * shop's orders), newest platform version only. Linked to its shop order and line when synced; once
 * 转为代发售后, to the dropship case it became (`after_sale_id`).
 */
export const shopAfterSales = pgTable(
  'shop_after_sales',
  {
    id: id(),
    tenantId: tenant(),
    shopId: bigint('shop_id', { mode: 'number' })
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    refundId: text('refund_id').notNull(),
    tid: text('tid').notNull(),
    oid: text('oid'),
    /** The platform's words normalised: REFUNDING, REFUNDED, REFUSED (`shopRefundState`). */
    status: text('status').notNull(),
    reason: text('reason').notNull(),
    amountFen: fen('amount_fen').notNull(),
    platformModifiedAt: at('platform_modified_at').notNull(),
    shopOrderId: bigint('shop_order_id', { mode: 'number' }).references(() => shopOrders.id, {
      onDelete: 'set null',
    }),
    shopOrderLineId: bigint('shop_order_line_id', { mode: 'number' }).references(() => shopOrderLines.id, {
      onDelete: 'set null',
    }),
    afterSaleId: bigint('after_sale_id', { mode: 'number' }).references(() => afterSales.id, {
      onDelete: 'set null',
    }),
    /** The refund as the platform sent it, beside the normalised columns. */
    raw: jsonb('raw').notNull(),
    /** UNSHIPPED 未发货仅退款, REFUND_ONLY 已发货仅退款, RETURN_GOODS 退货退款 (null: the platform did not say). */
    kind: text('kind'),
    /** The buyer's return parcel as the platform shows it (淘宝 sid, 抖店 logistics_code), once sent. */
    returnWaybillNo: text('return_waybill_no'),
    returnCompany: text('return_company'),
    /** 极速退款: the platform refunded the buyer at once, without the seller (抖店 tags it so). */
    fast: boolean('fast').notNull().default(false),
    /** The platform version 自动售后 last decided on (each version is decided once). */
    autoCheckedAt: at('auto_checked_at'),
    /**
     * Its shop line went out as a dropship line not canceled: kept by triggers on both tables (migration
     * 0054), so 店铺售后待转 counts from an index instead of asking daifa for each refund.
     */
    dropshipped: boolean('dropshipped').notNull().default(false),
    /**
     * When it could no longer become a dropship case, for good (15 days after its order was signed for):
     * it leaves 店铺售后待转 for 全部 (housekeeping `housekeeping-shop-refund-lapse`, every 10 minutes; migration 0055).
     */
    lapsedAt: at('lapsed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_after_sales_refund').on(t.shopId, t.refundId),
    index('shop_after_sales_tenant_recent').on(t.tenantId, t.platformModifiedAt, t.id),
    // 店铺售后待转: open or refunded on the platform, not yet a dropship case
    index('shop_after_sales_pending')
      .on(t.tenantId, t.platformModifiedAt, t.id)
      .where(
        sql`${t.afterSaleId} is null and ${t.status} in ('REFUNDING', 'REFUNDED') and ${t.dropshipped} and ${t.lapsedAt} is null`,
      ),
    index('shop_after_sales_converted')
      .on(t.tenantId)
      .where(sql`${t.afterSaleId} is not null`),
    index('shop_after_sales_line').on(t.shopOrderLineId),
  ],
);

/**
 * 店铺售后's tab counts (PENDING, CONVERTED, ALL) as appended moves, written by statement triggers on
 * shop_after_sales (migration 0054) and folded by housekeeping, as 售后订单's are.
 */
export const shopAfterSaleCounts = pgTable(
  'shop_after_sale_counts',
  {
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    key: text('key').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [index('shop_after_sale_counts_tenant').on(t.tenantId, t.key)],
);

/**
 * 漏转售后 per account as last counted: refunded to the buyer, still convertible, no dropship case yet.
 * Whether a refund can still be converted moves with time (15 days after signing), so it is counted
 * again once a minute at most, and at once after a conversion (`shopAfterSaleLeaks.ts`).
 */
export const shopAfterSaleLeaks = pgTable('shop_after_sale_leaks', {
  tenantId: tenant().primaryKey(),
  count: integer('count').notNull(),
  fen: fen('fen').notNull(),
  computedAt: at('computed_at').notNull().defaultNow(),
});

/**
 * 自动售后设置: per account, whether buyers' refunds on the shops become dropship cases by themselves,
 * and by which rules (`autoAfterSaleRulesSchema` in the contract).
 */
export const autoAfterSaleSettings = pgTable('auto_after_sale_settings', {
  tenantId: bigint('tenant_id', { mode: 'number' }).primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  rules: jsonb('rules').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  operatorName: text('operator_name').notNull(),
});

/** 自动售后日志: each decision on a shop case's version — 已生成 SH…, 已跳过 (why), 失败 (why). */
export const autoAfterSaleLogs = pgTable(
  'auto_after_sale_logs',
  {
    id: id(),
    tenantId: tenant(),
    shopAfterSaleId: bigint('shop_after_sale_id', { mode: 'number' })
      .notNull()
      .references(() => shopAfterSales.id, { onDelete: 'cascade' }),
    /** `afterSaleType` the rule was for, or null when none applied. */
    rule: text('rule'),
    /** CREATED, SKIPPED, FAILED. */
    result: text('result').notNull(),
    asNo: text('as_no'),
    message: text('message').notNull().default(''),
    /** Skipped for a reason no later change can lift (平台已拒绝, 已取消, 15 days after signing): no 重试. */
    finalDecision: boolean('final_decision').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('auto_after_sale_logs_tenant_recent').on(t.tenantId, t.createdAt, t.id),
    index('auto_after_sale_logs_case').on(t.shopAfterSaleId),
  ],
);

/**
 * 申诉: one a case, within 72 hours of its ending 已拒绝 — PENDING until an operator on /ops approves it
 * (the amount granted back to the balance as an APPEAL bill, the case COMPLETE) or rejects it.
 */
export const afterSaleAppeals = pgTable(
  'after_sale_appeals',
  {
    id: id(),
    tenantId: tenant(),
    afterSaleId: bigint('after_sale_id', { mode: 'number' })
      .notNull()
      .references(() => afterSales.id, { onDelete: 'cascade' }),
    asNo: text('as_no').notNull(),
    reason: text('reason').notNull(),
    /** What the seller asks back (≤ what the case may still refund). */
    requestedFen: fen('requested_fen').notNull(),
    /** PENDING, APPROVED, REJECTED. */
    state: text('state').notNull().default('PENDING'),
    approvedFen: fen('approved_fen'),
    opsNote: text('ops_note'),
    opsName: text('ops_name'),
    operatorName: text('operator_name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    uniqueIndex('after_sale_appeals_case').on(t.afterSaleId),
    index('after_sale_appeals_pending')
      .on(t.createdAt)
      .where(sql`${t.state} = 'PENDING'`),
  ],
);

/**
 * The returns desk's photos of a parcel (`-L` outside, `-C` the goods, `-Q` QC's fault), named by its
 * events and copied here after their commit (`bytes` null until then). `subject_no` is the SH or WJ the
 * desk took it for; who may see it follows that subject. `dhash` (64-bit difference hash) and `tone`
 * (the middle's mean colour, 0xRRGGBB) are what 以图搜件 compares.
 */
export const parcelPhotos = pgTable(
  'parcel_photos',
  {
    id: id(),
    photoId: text('photo_id').notNull(),
    subjectNo: text('subject_no').notNull(),
    tag: text('tag').notNull(),
    bytes: bytea('bytes'),
    dhash: bigint('dhash', { mode: 'bigint' }),
    tone: integer('tone'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('parcel_photos_photo_id').on(t.photoId),
    index('parcel_photos_subject').on(t.subjectNo),
    index('parcel_photos_pending')
      .on(t.id)
      .where(sql`bytes is null`),
  ],
);
