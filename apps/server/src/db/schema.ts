import { sql } from 'drizzle-orm';
import { bytea } from './bytea.ts';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => bigserial('id', { mode: 'number' }).primaryKey();
const ref = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Main accounts (sellers, purchasers) have no parent; purchaser sub-accounts point at their main
 * account, which is the tenant every row of theirs belongs to.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    parentId: ref('parent_id').references((): never => accounts.id as never, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['seller', 'purchaser'] }).notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    subUsername: text('sub_username'),
    phone: text('phone'),
    /** 1 enabled, 0 disabled. */
    state: smallint('state').notNull().default(1),
    /**
     * 拿退货 (manual delivery) permission of the tenant; read from the main account. The platform grants
     * it (spec §6) on /ops, audited in `operator_actions`; nobody has it by default.
     */
    manualDelivery: boolean('manual_delivery').notNull().default(false),
    /** The tenant runs an ERP of ours, which shows 商品供应商 in the menu. */
    hasErp: boolean('has_erp').notNull().default(false),
    /** The 平台代发设置 tour is still due for this account (the server decides, the browser remembers). */
    needPlatformSettingPopup: boolean('need_platform_setting_popup').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // Main accounts' names are unique among main accounts; a sub-account's only inside its tenant (it signs
  // in as `主账号:子账号`), so adding staff tells nobody which names other tenants use.
  (t) => [
    uniqueIndex('accounts_main_username_lower')
      .on(sql`lower(${t.username})`)
      .where(sql`${t.parentId} is null`),
    uniqueIndex('accounts_sub_username_lower')
      .on(t.parentId, sql`lower(${t.username})`)
      .where(sql`${t.parentId} is not null`),
    index('accounts_parent').on(t.parentId),
  ],
);

/**
 * Failed sign-ins, counted by the name typed (whether or not it exists, so answers reveal nothing) and
 * by client address: `nc:` name + client locks that client out, `n:` name and `c:` client ask for
 * the captcha. A row counts within a window and is pruned once it is stale.
 */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** sha256 of the user_hash; the hash itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    channel: text('channel', { enum: ['sso', 'purchaser'] }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token').on(t.tokenHash), index('sessions_account').on(t.accountId)],
);

export const roles = pgTable(
  'roles',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    roleName: text('role_name').notNull(),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('roles_tenant_name').on(t.tenantId, t.roleName)],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: ref('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.code] })],
);

export const accountRoles = pgTable(
  'account_roles',
  {
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    roleId: ref('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.roleId] }), index('account_roles_role').on(t.roleId)],
);

export const captchas = pgTable('captchas', {
  id: uuid('id').primaryKey().defaultRandom(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Server-wide secrets (the AES key for userIdAesStr), created once per database. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Site messages to a tenant (消息中心), written by `notify` from its outbox: one per event (`key`, unique
 * in the tenant), or one digest standing for a burst of a type (`digest` events, updated in place). Read
 * per account (`message_reads`, `message_read_marks`); `updated_at` moves when a digest grows, which
 * makes it unread again.
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    category: text('category').notNull().default('SYSTEM'),
    type: text('type').notNull().default('SYSTEM'),
    key: text('key'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    link: text('link'),
    code: text('code'),
    params: jsonb('params').notNull().default({}),
    digest: integer('digest').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messages_tenant_key').on(t.tenantId, t.key),
    index('messages_tenant_recent').on(t.tenantId, t.updatedAt, t.id),
    index('messages_tenant_category_recent').on(t.tenantId, t.category, t.updatedAt, t.id),
    index('messages_tenant_type_created').on(t.tenantId, t.type, t.createdAt),
  ],
);

/**
 * A shop authorised on a sales platform (or an ERP acting as an order source). The authorisation
 * expires and must be renewed; the tokens are kept sealed (AES-GCM) and never leave the server.
 */
export const shops = pgTable(
  'shops',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A sales channel code (TAOBAO, PDD, …). */
    platform: text('platform').notNull(),
    /** The shop's id on its platform; null for shops that never went through authorisation (old rows). */
    platformShopId: text('platform_shop_id'),
    lastAuthTime: timestamp('last_auth_time', { withTimezone: true }).notNull(),
    /** When the authorisation (the refresh token) ends: the seller must authorise again. */
    expireTime: timestamp('expire_time', { withTimezone: true }).notNull(),
    /** The seller asked not to be reminded about this shop's expiry. */
    notRemind: boolean('not_remind').notNull().default(false),
    /** 店铺退货电话: the phone given with the return address for this shop's returns (null: the warehouse's). */
    returnPhone: text('return_phone'),
    /** 自定义发货信息 of this shop (both or neither): its parcels name this sender instead of the account's. */
    senderName: text('sender_name'),
    senderPhone: text('sender_phone'),
    /** AUTHORIZED, EXPIRED (the platform refused our tokens) or CANCELED (the seller cancelled). */
    authState: text('auth_state', { enum: ['AUTHORIZED', 'EXPIRED', 'CANCELED'] })
      .notNull()
      .default('AUTHORIZED'),
    accessTokenSealed: text('access_token_sealed'),
    refreshTokenSealed: text('refresh_token_sealed'),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
    /** Sync resumes from here: changes at or after `syncSince`, continuing after `syncCursor` within a pass. */
    syncSince: timestamp('sync_since', { withTimezone: true }),
    syncCursor: text('sync_cursor'),
    /** The newest platform modified time seen in the current pass; becomes `syncSince` when it ends. */
    syncPassMax: timestamp('sync_pass_max', { withTimezone: true }),
    /** The refunds feed's own place, as the orders' above (店铺售后, pulled after the orders). */
    refundSince: timestamp('refund_since', { withTimezone: true }),
    refundCursor: text('refund_cursor'),
    refundPassMax: timestamp('refund_pass_max', { withTimezone: true }),
    /** One sync of a shop at a time, across processes: a lease renewed per page, free once it lapses. */
    syncLeaseOwner: text('sync_lease_owner'),
    syncLeaseUntil: timestamp('sync_lease_until', { withTimezone: true }),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    lastSyncResult: text('last_sync_result'),
    lastSyncError: text('last_sync_error'),
    /** REDBOOK: the 千帆 code was checked; other platforms need no check. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifyFailures: integer('verify_failures').notNull().default(0),
    verifyLockedUntil: timestamp('verify_locked_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('shops_tenant_expire').on(t.tenantId, t.expireTime),
    uniqueIndex('shops_tenant_platform_shop').on(t.tenantId, t.platform, t.platformShopId),
  ],
);

/** An authorisation under way: the `state` we sent the platform, bound to who started it, single use. */
export const shopAuthRequests = pgTable('shop_auth_requests', {
  state: text('state').primaryKey(),
  tenantId: ref('tenant_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  accountId: ref('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  platform: text('platform').notNull(),
  /** Re-authorising this shop; null for a new one. */
  shopId: ref('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** One sync run of a shop: what it brought and how it ended. */
export const shopSyncLogs = pgTable(
  'shop_sync_logs',
  {
    id: id(),
    shopId: ref('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    trigger: text('trigger', { enum: ['SCHEDULE', 'MANUAL', 'AUTHORIZE'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    result: text('result', { enum: ['RUNNING', 'OK', 'FAILED', 'INTERRUPTED'] })
      .notNull()
      .default('RUNNING'),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    error: text('error'),
  },
  (t) => [index('shop_sync_logs_shop').on(t.shopId, t.startedAt)],
);

/** Our system numbers (系统单号) `SO` + 10 digits, never reused. */
export const shopOrderSystemNoSeq = pgSequence('shop_order_system_no_seq', { startWith: 1000000001 });

/**
 * An order synced from a shop. Separate dimensions (domain.md): the platform status, the refund,
 * our dropship status, print status, the seller's flag/remark and hold. `platformModifiedAt` decides
 * whether a pulled copy is newer than ours.
 */
export const shopOrders = pgTable(
  'shop_orders',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    shopId: ref('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    tid: text('tid').notNull(),
    systemNo: text('system_no')
      .notNull()
      .default(sql`'SO' || nextval('shop_order_system_no_seq')`),
    status: text('status').notNull(),
    refundStatus: text('refund_status').notNull().default('NONE'),
    daifaStatus: text('daifa_status').notNull().default('NONE'),
    printStatus: text('print_status').notNull().default('UNPRINTED'),
    sellerFlag: smallint('seller_flag').notNull().default(0),
    sellerRemark: text('seller_remark').notNull().default(''),
    buyerRemark: text('buyer_remark').notNull().default(''),
    hold: boolean('hold').notNull().default(false),
    /** A hold by 自动拦截策略 that lifts itself at this time (null: until the seller releases it). */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    /** …and is flagged red (加急) when it does. */
    holdUrgent: boolean('hold_urgent').notNull().default(false),
    buyerNick: text('buyer_nick').notNull(),
    receiverName: text('receiver_name').notNull(),
    receiverPhone: text('receiver_phone').notNull(),
    /** Last four digits of the phone, for 手机尾号 search (null when the platform masks them). */
    receiverPhoneTail: text('receiver_phone_tail'),
    receiverProvince: text('receiver_province').notNull(),
    receiverCity: text('receiver_city').notNull(),
    receiverDistrict: text('receiver_district').notNull(),
    receiverAddress: text('receiver_address').notNull(),
    receiverMasked: boolean('receiver_masked').notNull(),
    /**
     * Masking platforms (PDD, TIKTOK, KUAISHOU): the platform's sealed receiver and its handle (oaid),
     * beside the masked text above. Only the platform opens it (密文面单, 解密); we never hold the plain one.
     */
    receiverCipher: text('receiver_cipher'),
    receiverOaid: text('receiver_oaid'),
    paymentFen: bigint('payment_fen', { mode: 'number' }).notNull(),
    postFeeFen: bigint('post_fee_fen', { mode: 'number' }).notNull(),
    expressCompany: text('express_company'),
    waybillNo: text('waybill_no'),
    orderTime: timestamp('order_time', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** 最晚发货时间 as the platform gives it (null: the platform gives none, 48 h from payment then). */
    shipByAt: timestamp('ship_by_at', { withTimezone: true }),
    platformModifiedAt: timestamp('platform_modified_at', { withTimezone: true }).notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_orders_shop_tid').on(t.shopId, t.tid),
    uniqueIndex('shop_orders_system_no').on(t.systemNo),
    index('shop_orders_tenant_time').on(t.tenantId, t.orderTime, t.id),
    index('shop_orders_tenant_status_time').on(t.tenantId, t.status, t.orderTime, t.id),
    index('shop_orders_tenant_tid').on(t.tenantId, t.tid),
    index('shop_orders_tenant_waybill')
      .on(t.tenantId, t.waybillNo)
      .where(sql`${t.waybillNo} is not null`),
    index('shop_orders_tenant_buyer').on(t.tenantId, t.buyerNick),
    index('shop_orders_tenant_phone_tail').on(t.tenantId, t.receiverPhoneTail),
    index('shop_orders_tenant_refunding')
      .on(t.tenantId, t.orderTime, t.id)
      .where(sql`${t.refundStatus} = 'REFUNDING'`),
    index('shop_orders_tenant_hold')
      .on(t.tenantId, t.orderTime, t.id)
      .where(sql`${t.hold}`),
    index('shop_orders_hold_until')
      .on(t.holdUntil)
      .where(sql`${t.holdUntil} is not null`),
  ],
);

/** A goods line of a synced order. */
export const shopOrderLines = pgTable(
  'shop_order_lines',
  {
    id: id(),
    orderId: ref('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    tenantId: ref('tenant_id').notNull(),
    oid: text('oid').notNull(),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    color: text('color').notNull(),
    size: text('size').notNull(),
    articleNo: text('article_no').notNull(),
    stall: text('stall'),
    quantity: integer('quantity').notNull(),
    priceFen: bigint('price_fen', { mode: 'number' }).notNull(),
    refundStatus: text('refund_status').notNull().default('NONE'),
  },
  (t) => [
    uniqueIndex('shop_order_lines_order_oid').on(t.orderId, t.oid),
    index('shop_order_lines_tenant_article').on(t.tenantId, t.articleNo),
    index('shop_order_lines_tenant_stall').on(t.tenantId, t.stall),
  ],
);

/** What happened to an order, for the detail drawer: synced in, changed on the platform, edited here. */
export const shopOrderEvents = pgTable(
  'shop_order_events',
  {
    id: id(),
    orderId: ref('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    detail: text('detail').notNull(),
    accountId: ref('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shop_order_events_order').on(t.orderId, t.at)],
);

/**
 * 查看完整信息: who saw an order's full receiver, when, and how (the platform's 解密 for sealed
 * receivers). Counted per account and Beijing day; the plain values themselves are never written.
 */
export const receiverReveals = pgTable(
  'receiver_reveals',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** SHOP_ORDER (同步订单) or DAIFA_ORDER (代发订单), and its number (tid or DF…). */
    documentKind: text('document_kind', { enum: ['SHOP_ORDER', 'DAIFA_ORDER'] }).notNull(),
    documentNo: text('document_no').notNull(),
    platform: text('platform'),
    /** PLATFORM_DECRYPT (asked of the platform) or STORED (a plain receiver we hold). */
    via: text('via', { enum: ['PLATFORM_DECRYPT', 'STORED'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('receiver_reveals_account_at').on(t.accountId, t.at)],
);

/** Parcels with a problem (问题件) waiting for the seller's decision. */
export const problemParcels = pgTable(
  'problem_parcels',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    parcelNo: text('parcel_no').notNull(),
    problemType: text('problem_type').notNull(),
    /** A parcelState code. */
    state: text('state').notNull(),
    createdAt: createdAt(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    /** RETURN_QC / STALL_REFUSE (a return's, with its case), COURIER (an outgoing parcel brought back). */
    source: text('source'),
    reason: text('reason').notNull().default(''),
    afterSaleId: bigint('after_sale_id', { mode: 'number' }),
    orderNo: text('order_no'),
    asNo: text('as_no'),
    /** The goods in it, as `货号 颜色/尺码 ×件数`. */
    goods: text('goods')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    version: integer('version').notNull().default(0),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** The parcel's estimated weight (what 寄回's freight is quoted on); null: 1 kg. */
    weightG: integer('weight_g'),
    /** The 寄回单 (post_orders) it is in while 待付款, 待寄回 or 已寄回. */
    postOrderId: bigint('post_order_id', { mode: 'number' }),
  },
  (t) => [
    index('problem_parcels_post_order')
      .on(t.postOrderId)
      .where(sql`${t.postOrderId} is not null`),
    index('problem_parcels_tenant_state').on(t.tenantId, t.state, t.createdAt),
    index('problem_parcels_tenant_recent').on(t.tenantId, t.createdAt, t.id),
    index('problem_parcels_due')
      .on(t.deadlineAt)
      .where(sql`${t.state} = 'WAITING_PROCESS'`),
    // 有N个问题件将在24小时内到期: one tenant's waiting ones by deadline
    index('problem_parcels_tenant_due')
      .on(t.tenantId, t.deadlineAt)
      .where(sql`${t.state} = 'WAITING_PROCESS'`),
    // one 问题件 for a case's refused goods
    uniqueIndex('problem_parcels_case').on(t.afterSaleId),
  ],
);

/**
 * 补款: WAITING_PAYMENT → PAID | CANCELED (放弃补款, or unpaid at `deadline_at`). What happens to the order
 * line is the dropship orders module's (funds `onPaid`, and its cancel hook).
 */
export const replenishRequests = pgTable(
  'replenish_requests',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    replenishNo: text('replenish_no').notNull(),
    /** The dropship order (代发订单号) the line belongs to. */
    orderNo: text('order_no').notNull(),
    /** [{stall, artNo, color, size, qty, image?}] as the record lists it. */
    goods: jsonb('goods')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** PRICE_RAISED 档口涨价 | FREIGHT_CHANGED 运费变更 | PRICE_CHANGED 改价 | SERVICE_FEE 退货服务费 | PICKUP_FEE 平台拿退货费 (order_no: its PF…) */
    reason: text('reason').notNull().default('PRICE_RAISED'),
    /** SERVICE_FEE only: the after-sale case (SH…) whose refused pieces the fee is for. */
    afterSaleNo: text('after_sale_no'),
    originalFen: bigint('original_fen', { mode: 'number' }).notNull().default(0),
    currentFen: bigint('current_fen', { mode: 'number' }).notNull().default(0),
    /** 补款金额. */
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    state: text('state', { enum: ['WAITING_PAYMENT', 'PAID', 'CANCELED'] }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '48 hours'`),
    payNo: text('pay_no'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** USER 放弃补款 | EXPIRED 超时未补款 */
    cancelReason: text('cancel_reason'),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('replenish_tenant_state').on(t.tenantId, t.state),
    uniqueIndex('replenish_no').on(t.replenishNo),
    index('replenish_due')
      .on(t.deadlineAt)
      .where(sql`${t.state} = 'WAITING_PAYMENT'`),
    index('replenish_after_sale')
      .on(t.afterSaleNo)
      .where(sql`${t.afterSaleNo} is not null`),
  ],
);

/** Page views and activity events reported by the console (POST /api/system/tracking). */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: id(),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    beforePage: text('before_page'),
    currentPage: text('current_page'),
    pageChannel: text('page_channel'),
    httpStatus: integer('http_status'),
    host: text('host'),
    platformType: text('platform_type'),
    activityName: text('activity_name'),
    createdAt: createdAt(),
  },
  (t) => [index('tracking_account_time').on(t.accountId, t.createdAt)],
);

const listJobState = ['QUEUED', 'RUNNING', 'FINISHED', 'FAILED'] as const;

/** The list module: each user's column settings (show, order, width) per list. */
export const listColumnSettings = pgTable(
  'list_column_settings',
  {
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    listKey: text('list_key').notNull(),
    settings: jsonb('settings').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.listKey] })],
);

/** Saved views: a named filter set of one list, the owner's own or shared with the tenant's team. */
export const listSavedViews = pgTable(
  'list_saved_views',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    listKey: text('list_key').notNull(),
    name: text('name').notNull(),
    shared: boolean('shared').notNull().default(false),
    filter: jsonb('filter').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('list_saved_views_owner_name').on(t.accountId, t.listKey, t.name),
    index('list_saved_views_tenant').on(t.tenantId, t.listKey),
  ],
);

/** A bulk action over a list's rows, run as a background job; one item per row of the selection. */
export const listBulkJobs = pgTable(
  'list_bulk_jobs',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    listKey: text('list_key').notNull(),
    action: text('action').notNull(),
    params: jsonb('params').notNull(),
    state: text('state', { enum: listJobState }).notNull().default('QUEUED'),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    retryOf: ref('retry_of'),
    error: text('error'),
    /** The process running the job renews this; a killed process's job is taken over once it lapses. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('list_bulk_jobs_account').on(t.accountId, t.createdAt),
    index('list_bulk_jobs_unfinished')
      .on(t.state)
      .where(sql`state in ('QUEUED', 'RUNNING')`),
  ],
);

/** The rows a bulk job covers, resolved when it was created (the selection snapshot), and each result. */
export const listBulkJobItems = pgTable(
  'list_bulk_job_items',
  {
    jobId: ref('job_id')
      .notNull()
      .references(() => listBulkJobs.id, { onDelete: 'cascade' }),
    rowId: ref('row_id').notNull(),
    label: text('label').notNull(),
    state: text('state', { enum: ['PENDING', 'OK', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    reason: text('reason'),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.rowId] }),
    index('list_bulk_job_items_state').on(t.jobId, t.state),
  ],
);

/** 导出记录: a list exported to .xlsx by a background job; the file lives in chunks, kept 7 days. */
export const listExports = pgTable(
  'list_exports',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    listKey: text('list_key').notNull(),
    fileName: text('file_name').notNull(),
    selection: jsonb('selection').notNull(),
    state: text('state', { enum: listJobState }).notNull().default('QUEUED'),
    total: integer('total'),
    done: integer('done').notNull().default(0),
    bytes: bigint('bytes', { mode: 'number' }),
    error: text('error'),
    /** Who is writing the file now (one run at a time) and until when, renewed with every batch. */
    runToken: uuid('run_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('list_exports_account').on(t.accountId, t.createdAt),
    index('list_exports_expiry').on(t.expiresAt),
    index('list_exports_unfinished')
      .on(t.state)
      .where(sql`state in ('QUEUED', 'RUNNING')`),
  ],
);

/** An export's file, in pieces of about 1 MB, so neither writing nor downloading holds it in memory. */
export const listExportChunks = pgTable(
  'list_export_chunks',
  {
    exportId: ref('export_id')
      .notNull()
      .references(() => listExports.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.exportId, t.seq] })],
);

/**
 * Label templates of a tenant (a purchaser's staff share them). `body` and `version` are the newest
 * version's, copied here so the list and the editor read one row; every version stays in
 * label_template_versions.
 */
export const labelTemplates = pgTable(
  'label_templates',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    version: integer('version').notNull(),
    body: jsonb('body').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: ref('updated_by')
      .notNull()
      .references(() => accounts.id),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('label_templates_tenant').on(t.tenantId, t.updatedAt)],
);

/** Every saved version of a template, append-only. */
export const labelTemplateVersions = pgTable(
  'label_template_versions',
  {
    templateId: ref('template_id')
      .notNull()
      .references(() => labelTemplates.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    body: jsonb('body').notNull(),
    restoredFrom: integer('restored_from'),
    createdBy: ref('created_by')
      .notNull()
      .references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.version] })],
);

/** The print log: every print job with what it printed (for 重打), who, where and how it went. */
export const printJobs = pgTable(
  'print_jobs',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    templateId: ref('template_id').references(() => labelTemplates.id, { onDelete: 'set null' }),
    templateName: text('template_name').notNull(),
    kind: text('kind').notNull(),
    mode: text('mode').notNull(),
    printer: text('printer').notNull(),
    labels: integer('labels').notNull(),
    failed: integer('failed').notNull(),
    result: text('result').notNull(),
    error: text('error'),
    template: jsonb('template').notNull(),
    rows: jsonb('rows').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('print_jobs_tenant').on(t.tenantId, t.createdAt)],
);

/** Per tenant print settings: which template 打印设置 edits as the pick-up label. */
export const printSettings = pgTable('print_settings', {
  tenantId: ref('tenant_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  pickupTemplateId: ref('pickup_template_id').references(() => labelTemplates.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** 自定义合格证: a product's certificate fields, washed-label pictures (PNG data URLs) and copies. */
export const customCertificates = pgTable(
  'custom_certificates',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    fields: jsonb('fields').notNull(),
    artNo: text('art_no').notNull(),
    brand: text('brand').notNull(),
    categoryName: text('category_name').notNull(),
    createdBy: ref('created_by')
      .notNull()
      .references(() => accounts.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('custom_certificates_tenant').on(t.tenantId, t.updatedAt),
    // One certificate per 货号 (in any case) among a tenant's kept ones: printing picks it by 货号.
    uniqueIndex('custom_certificates_tenant_art_no')
      .on(t.tenantId, sql`lower(${t.artNo})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Template images fetched from http(s) addresses, kept a day so previews and prints do not refetch. */
export const labelImageCache = pgTable('label_image_cache', {
  url: text('url').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});

export * from './ledgerSchema.ts';
export * from './fundsSchema.ts';
export * from './daifaSchema.ts';
export * from './offlineSchema.ts';
export * from './customGoodsSchema.ts';
export * from './afterSaleSchema.ts';
export * from './pickupSchema.ts';
export * from './returnsSchema.ts';
export * from './settlementSchema.ts';
export * from './statisticsSchema.ts';
export * from './erpSchema.ts';
export * from './printDeliverySchema.ts';
export * from './messageSchema.ts';
export * from './homeSchema.ts';
export * from './rateSchema.ts';
export * from './goodsSchema.ts';
export * from './uploadSchema.ts';
export * from './platformSettingsSchema.ts';
export * from './helpSchema.ts';
export * from './interceptSchema.ts';
