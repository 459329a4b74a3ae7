import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DAIFA_ORDER_FLAGS } from '@oms/api-client';
import { shopOrderLines, shopOrders } from './schema.ts';
import { at, fen, id, tenant } from './tenantColumns.ts';

/** The running part of 代发 system numbers: DF + yyMMdd (Asia/Shanghai) + 8 digits. */
export const daifaNoSeq = pgSequence('daifa_no_seq', { startWith: 10000001 });

/**
 * 代发订单. `status` is the order's own machine (compare-and-set with `version`); `combined_state` and `tab`
 * are derived from it and the lines in the same transaction (daifa/orders/stateMachine.ts), so lists filter on a
 * column. Receiver fields are stored whole and masked when shown (查看完整 is audited).
 */
export const daifaOrders = pgTable(
  'daifa_orders',
  {
    id: id(),
    tenantId: tenant(),
    orderNo: text('order_no').notNull(),
    /** The placement's idempotency key (the page's requestKey): the same key places once. */
    requestKey: text('request_key').notNull(),
    source: text('source').notNull(),
    shopId: bigint('shop_id', { mode: 'number' }),
    shopOrderId: bigint('shop_order_id', { mode: 'number' }).references(() => shopOrders.id, {
      onDelete: 'set null',
    }),
    platform: text('platform'),
    platformOrderNo: text('platform_order_no'),
    receiverName: text('receiver_name').notNull(),
    receiverPhone: text('receiver_phone').notNull(),
    receiverPhoneTail: text('receiver_phone_tail'),
    provinceCode: text('province_code').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    address: text('address').notNull(),
    /**
     * Placed from a shop order of a masking platform: the receiver above is the platform's masked text
     * and the parcel ships on the platform's e-waybill (密文面单), asked for with this sealed receiver.
     */
    receiverCipher: text('receiver_cipher'),
    receiverOaid: text('receiver_oaid'),
    sender: jsonb('sender'),
    courierCode: text('courier_code').notNull(),
    feeRuleId: bigint('fee_rule_id', { mode: 'number' }),
    weightG: integer('weight_g').notNull(),
    waybillNo: text('waybill_no'),
    goodsFen: fen('goods_fen').notNull(),
    serviceFen: fen('service_fen').notNull(),
    freightFen: fen('freight_fen').notNull(),
    /** The goods part owed under 货款后付 (not paid at placement). */
    payLaterFen: fen('pay_later_fen').notNull().default(0),
    refundedFen: fen('refunded_fen').notNull().default(0),
    status: text('status').notNull(),
    combinedState: text('combined_state').notNull(),
    tab: text('tab').notNull(),
    flags: text('flags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * 地址异常: the courier refused a waybill for the address ({at, courierCode, code, reason}); set with
     * the BAD_ADDRESS flag, cleared by 修改地址 or 换快递. Unanswered for 72 h the order is canceled.
     */
    addressIssue: jsonb('address_issue'),
    /** 有货先发: ship what was taken, cancel and refund the rest. */
    shipAvailableFirst: boolean('ship_available_first').notNull().default(false),
    /** 增值服务 chosen when placing: { shoeBox?, qc? } (api-client daifaFees); null = the brand's defaults. */
    extras: jsonb('extras'),
    remark: text('remark').notNull().default(''),
    shipByAt: at('ship_by_at'),
    /** Ad attribution and the callback the goods page asked for (order_type, costPosition, advertCode…). */
    attribution: jsonb('attribution'),
    payNo: text('pay_no'),
    /** The last fulfilment event applied (events arrive in seq order; a gap is answered 409). */
    fulfilmentSeq: integer('fulfilment_seq').notNull().default(0),
    /** Handed to the warehouse (null: paid orders still to submit; cancel intercepts only submitted ones). */
    submittedAt: at('submitted_at'),
    paidAt: at('paid_at'),
    canceledAt: at('canceled_at'),
    deliveredAt: at('delivered_at'),
    signedAt: at('signed_at'),
    finishedAt: at('finished_at'),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('daifa_orders_order_no').on(t.orderNo),
    uniqueIndex('daifa_orders_tenant_request_key').on(t.tenantId, t.requestKey),
    // ascending: read backwards for 'created_at desc, id desc' (a DESC index sorts NULLS LAST, the query NULLS FIRST)
    index('daifa_orders_tenant_time').on(t.tenantId, t.createdAt, t.id),
    index('daifa_orders_tenant_tab_time').on(t.tenantId, t.tab, t.createdAt, t.id),
    index('daifa_orders_tenant_platform_no').on(t.tenantId, t.platformOrderNo),
    index('daifa_orders_tenant_waybill')
      .on(t.tenantId, t.waybillNo)
      .where(sql`${t.waybillNo} is not null`),
    // The courier's pushes name a waybill only (no tenant).
    index('daifa_orders_waybill')
      .on(t.waybillNo)
      .where(sql`${t.waybillNo} is not null`),
    index('daifa_orders_tenant_phone_tail').on(t.tenantId, t.receiverPhoneTail),
    // tab, status and flags ride along so a chip's or 异常订单's counts read the index alone
    index('daifa_orders_tenant_flagged')
      .on(t.tenantId, t.createdAt, t.id, t.tab, t.status, t.flags)
      .where(sql`${t.flags} <> '{}'`),
    // One per mark, so a chip's page and counts read only its orders (a literal mark in the query)
    ...DAIFA_ORDER_FLAGS.map((flag) =>
      index(`daifa_orders_flag_${flag.toLowerCase()}`)
        .on(t.tenantId, t.createdAt, t.id, t.tab)
        .where(sql.raw(`'${flag}' = any(flags)`)),
    ),
    index('daifa_orders_waiting_payment')
      .on(t.createdAt)
      .where(sql`${t.status} = 'WAITING_PAYMENT'`),
    index('daifa_orders_to_submit')
      .on(t.paidAt)
      .where(sql`${t.status} = 'WAITING_TAKING' and ${t.submittedAt} is null`),
    // 工作台's 已付款 and 已发货 of a day
    index('daifa_orders_tenant_paid')
      .on(t.tenantId, t.paidAt)
      .where(sql`${t.paidAt} is not null`),
    index('daifa_orders_tenant_delivered')
      .on(t.tenantId, t.deliveredAt)
      .where(sql`${t.deliveredAt} is not null`),
    index('daifa_orders_signed')
      .on(t.signedAt)
      .where(sql`${t.status} = 'DELIVERED' and ${t.signedAt} is not null`),
    // 即将超时: the open orders with a ship-by time (a few per cent), nearest deadline first.
    index('daifa_orders_ship_by')
      .on(t.tenantId, t.shipByAt)
      .where(
        sql`${t.shipByAt} is not null and ${t.status} in ('WAITING_PAYMENT', 'WAITING_TAKING', 'TAKING', 'WAITING_DELIVERING')`,
      ),
  ],
);

/** A goods line of a dropship order: one stall's 货号 in a colour and size. */
export const daifaOrderLines = pgTable(
  'daifa_order_lines',
  {
    id: id(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => daifaOrders.id, { onDelete: 'cascade' }),
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    goodsId: text('goods_id'),
    stall: text('stall').notNull(),
    articleNo: text('article_no').notNull(),
    title: text('title').notNull().default(''),
    color: text('color').notNull(),
    size: text('size').notNull(),
    qty: integer('qty').notNull(),
    tookQty: integer('took_qty').notNull().default(0),
    priceFen: fen('price_fen').notNull(),
    serviceFen: fen('service_fen').notNull(),
    weightG: integer('weight_g').notNull(),
    pickupState: text('pickup_state').notNull().default('WAITING_TAKING'),
    /** E_STOP_TAKING's reason: PRICE_RAISED, STALL_CLOSED, DELISTED. */
    exceptionReason: text('exception_reason'),
    /** What the stall said (缺货 until…, the new price, the proposed exchange). */
    exceptionDetail: jsonb('exception_detail'),
    exceptionAt: at('exception_at'),
    /** 补款 asked for this line's raised price (funds' replenish_requests). */
    replenishNo: text('replenish_no'),
    /**
     * What the warehouse still has to be told about the line, decided inside a money transaction that
     * cannot wait on it: REPRICE (补款 paid: pick it again at the new price) or DROP (given up).
     */
    warehouseDue: text('warehouse_due'),
    exchanged: boolean('exchanged').notNull().default(false),
    canceled: boolean('canceled').notNull().default(false),
    afterSaleState: text('after_sale_state'),
    shopOrderLineId: bigint('shop_order_line_id', { mode: 'number' }).references(() => shopOrderLines.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('daifa_order_lines_order_line').on(t.orderId, t.lineNo),
    // One active dropship line per shop order line (43002 该店铺订单已下单代发).
    uniqueIndex('daifa_order_lines_active_shop_line')
      .on(t.shopOrderLineId)
      .where(sql`${t.shopOrderLineId} is not null and not ${t.canceled}`),
    // text_pattern_ops: 货号 / 档口 prefix searches (LIKE 'K12%') use them whatever the collation
    index('daifa_order_lines_tenant_article').on(t.tenantId, t.articleNo.op('text_pattern_ops')),
    index('daifa_order_lines_tenant_stall').on(t.tenantId, t.stall.op('text_pattern_ops')),
    // 异常订单 and the defaults read only the lines in an exception.
    index('daifa_order_lines_exceptions')
      .on(t.tenantId, t.exceptionAt)
      .where(sql`${t.pickupState} like 'E_%' and not ${t.canceled}`),
    // 异常订单: a tab's lines in answer order straight from the index, and the tab counts from it alone
    index('daifa_order_lines_exception_kinds')
      .on(t.tenantId, t.pickupState, t.exceptionAt, t.id, t.exceptionReason)
      .where(sql`${t.pickupState} like 'E_%' and not ${t.canceled}`),
    index('daifa_order_lines_replenish')
      .on(t.replenishNo)
      .where(sql`${t.replenishNo} is not null`),
    index('daifa_order_lines_warehouse_due')
      .on(t.id)
      .where(sql`${t.warehouseDue} is not null`),
  ],
);

/** The order's one timeline: a type and its parameters, worded when shown. */
export const daifaOrderEvents = pgTable(
  'daifa_order_events',
  {
    id: id(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => daifaOrders.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    params: jsonb('params').notNull().default({}),
    /** An outside event's id (fulfilment, courier): a repeat is not applied twice. */
    externalId: text('external_id'),
    accountId: bigint('account_id', { mode: 'number' }),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    index('daifa_order_events_order').on(t.orderId, t.at, t.id),
    uniqueIndex('daifa_order_events_external')
      .on(t.externalId)
      .where(sql`${t.externalId} is not null`),
  ],
);

/**
 * Orders per tenant, day (Asia/Shanghai) and tab, for date-filtered counts: read as sum(n). Moves are
 * appended in the writing transaction (−1 from, +1 to) and never update a row, so transactions moving
 * orders of one seller and day at once take no locks on each other (one shared row per tab deadlocked
 * them); housekeeping folds each (tenant, day, tab) back into one row.
 */
export const daifaTabCounts = pgTable(
  'daifa_tab_counts',
  {
    id: id(),
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    tab: text('tab').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [index('daifa_tab_counts_day').on(t.tenantId, t.day, t.tab)],
);

/**
 * Courier fees by courier, sending warehouse and destination province, from a date (edited on /ops).
 * An order keeps the rule it was quoted.
 */
export const courierFeeRules = pgTable(
  'courier_fee_rules',
  {
    id: id(),
    courierCode: text('courier_code').notNull(),
    warehouseCode: text('warehouse_code').notNull(),
    provinceCode: text('province_code').notNull(),
    firstKgFen: fen('first_kg_fen').notNull(),
    extraKgFen: fen('extra_kg_fen').notNull(),
    effectiveFrom: at('effective_from').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('courier_fee_rules_lookup').on(t.courierCode, t.warehouseCode, t.provinceCode, t.effectiveFrom),
  ],
);

/**
 * 商品关联: a shop SKU (the listing's 货号, colour and size as the platform sends them) linked to the
 * market's goods and its colour and size, so 下单代发 from 同步订单 knows what to buy. One link per SKU
 * and tenant; linking again replaces it.
 */
export const goodsAssociations = pgTable(
  'goods_associations',
  {
    id: id(),
    tenantId: tenant(),
    articleNo: text('article_no').notNull(),
    color: text('color').notNull(),
    size: text('size').notNull(),
    goodsId: text('goods_id').notNull(),
    goodsColor: text('goods_color').notNull(),
    goodsSize: text('goods_size').notNull(),
    /** The market's stall, 货号 and title when linked, to show without asking the market. */
    stall: text('stall').notNull(),
    goodsArticleNo: text('goods_article_no').notNull(),
    title: text('title').notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** The goods' price when linked, and as the market asked at the last hourly re-read (价格变动). */
    linkedPriceFen: fen('linked_price_fen'),
    marketPriceFen: fen('market_price_fen'),
    /** ACTIVE, or INVALID (已失效: delisted, colour or size gone, 自定义商品 deleted) with why. */
    state: text('state').notNull().default('ACTIVE'),
    invalidReason: text('invalid_reason'),
    checkedAt: at('checked_at'),
  },
  (t) => [
    uniqueIndex('goods_associations_sku').on(t.tenantId, t.articleNo, t.color, t.size),
    index('goods_associations_checked').on(t.checkedAt),
    index('goods_associations_goods').on(t.tenantId, t.goodsId),
  ],
);

/**
 * 回传: a dropship order's waybill going back to its shop order once the courier has the parcel. A row
 * per dropship order, worked by the write-back runner (several processes: `skip locked`); platform
 * trouble retries with growing waits, a refusal or lapsed authorisation stops at FAILED for 重试.
 */
export const shopWriteBacks = pgTable(
  'shop_write_backs',
  {
    id: id(),
    tenantId: tenant(),
    daifaOrderId: bigint('daifa_order_id', { mode: 'number' })
      .notNull()
      .references(() => daifaOrders.id, { onDelete: 'cascade' }),
    shopOrderId: bigint('shop_order_id', { mode: 'number' })
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    /** PENDING | DONE | FAILED */
    state: text('state').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAt: at('next_at').notNull().defaultNow(),
    lastError: text('last_error'),
    doneAt: at('done_at'),
    /** 提速发货: queued when the waybill was printed, before the courier collected the parcel. */
    early: boolean('early').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_write_backs_order').on(t.daifaOrderId),
    // 揽收超时's sweep reads the early ones of the last days only
    index('shop_write_backs_early')
      .on(t.createdAt)
      .where(sql`${t.early}`),
    index('shop_write_backs_due')
      .on(t.nextAt)
      .where(sql`${t.state} = 'PENDING'`),
  ],
);

/**
 * 手动报单: one order a seller reported by hand (receiver and 档口 + 货号 lines), from 草稿 to its result —
 * PLACED (its DF order), PRICE_CHECK (a line the market does not know: 待核价) or FAILED with why. A
 * submission's rows carry its requestKey and their place in it, so a repeated submit answers the same.
 */
export const daifaCollects = pgTable(
  'daifa_collects',
  {
    id: id(),
    tenantId: tenant(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    /** DRAFT | PLACED | PRICE_CHECK | FAILED */
    state: text('state').notNull().default('DRAFT'),
    /** The receiver as pasted (智能识别's source), and as recognised and corrected. */
    receiverText: text('receiver_text').notNull().default(''),
    receiverName: text('receiver_name').notNull().default(''),
    receiverPhone: text('receiver_phone').notNull().default(''),
    areaCode: text('area_code').notNull().default(''),
    receiverAddress: text('receiver_address').notNull().default(''),
    /** [{ stall, articleNo, color, size, qty, priceFen? }] as entered; priceFen once the market priced it. */
    lines: jsonb('lines').notNull(),
    courierCode: text('courier_code').notNull().default(''),
    remark: text('remark').notNull().default(''),
    /** `{submission's requestKey}:{row}` once submitted. */
    requestKey: text('request_key'),
    orderNo: text('order_no'),
    reason: text('reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    submittedAt: at('submitted_at'),
  },
  (t) => [
    index('daifa_collects_recent').on(t.tenantId, t.createdAt, t.id),
    uniqueIndex('daifa_collects_request').on(t.tenantId, t.requestKey),
  ],
);

/**
 * 订单导入: one uploaded file. Its cells live in `daifa_import_rows`; `mapping` says which column each
 * field reads. 下单 hands the orders without errors to a bulk job; until then rows can be fixed.
 */
export const daifaImports = pgTable(
  'daifa_imports',
  {
    id: id(),
    tenantId: tenant(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    fileName: text('file_name').notNull(),
    /** XLSX | UTF-8 | GBK: how the file was read. */
    encoding: text('encoding').notNull(),
    headers: text('headers').array().notNull(),
    /** { field: column index | null } */
    mapping: jsonb('mapping').notNull(),
    courierCode: text('courier_code'),
    /** The 下单 request's key and the bulk job placing the orders (its progress is the import's). */
    requestKey: text('request_key'),
    jobId: bigint('job_id', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('daifa_imports_recent').on(t.tenantId, t.createdAt)],
);

/** A data row of an import: the file's cells as read (fixed in place by the seller), and its check. */
export const daifaImportRows = pgTable(
  'daifa_import_rows',
  {
    /** A bulk job's row id when its order is placed (the report and 重试 find it by this alone). */
    id: id(),
    importId: bigint('import_id', { mode: 'number' })
      .notNull()
      .references(() => daifaImports.id, { onDelete: 'cascade' }),
    /** The row's number in the file (header = 1). */
    rowNo: integer('row_no').notNull(),
    cells: text('cells').array().notNull(),
    /** The row's order: its 平台订单号, else `#rowNo`. */
    groupKey: text('group_key').notNull().default(''),
    /** [{ field, reason }] from the last check. */
    errors: jsonb('errors').notNull().default([]),
    /** OK | ERROR | PLACED | FAILED */
    state: text('state').notNull().default('OK'),
    orderNo: text('order_no'),
  },
  (t) => [
    uniqueIndex('daifa_import_rows_row').on(t.importId, t.rowNo),
    index('daifa_import_rows_group').on(t.importId, t.groupKey),
  ],
);

/** The field a seller chose for a header text, so their next file of the same shape maps itself. */
export const daifaImportColumns = pgTable(
  'daifa_import_columns',
  {
    tenantId: tenant(),
    header: text('header').notNull(),
    field: text('field').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('daifa_import_columns_pk').on(t.tenantId, t.header)],
);
