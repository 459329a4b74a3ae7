import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
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
    /** 拿退货 (manual delivery) permission of the tenant; read from the main account. */
    manualDelivery: boolean('manual_delivery').notNull().default(true),
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
    uniqueIndex('accounts_main_username_lower').on(sql`lower(${t.username})`).where(sql`${t.parentId} is null`),
    uniqueIndex('accounts_sub_username_lower').on(t.parentId, sql`lower(${t.username})`).where(sql`${t.parentId} is not null`),
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

/** Site messages to a tenant (消息中心); unread until read_at is set. */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('messages_unread').on(t.tenantId).where(sql`${t.readAt} is null`)],
);

/** A shop authorised on a sales platform; the authorisation expires and must be renewed. */
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
    lastAuthTime: timestamp('last_auth_time', { withTimezone: true }).notNull(),
    expireTime: timestamp('expire_time', { withTimezone: true }).notNull(),
    /** The seller asked not to be reminded about this shop's expiry. */
    notRemind: boolean('not_remind').notNull().default(false),
  },
  (t) => [index('shops_tenant_expire').on(t.tenantId, t.expireTime)],
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
  },
  (t) => [index('problem_parcels_tenant_state').on(t.tenantId, t.state, t.createdAt)],
);

/** Supplementary payments (补款) an order waits for; amounts in fen. */
export const replenishRequests = pgTable(
  'replenish_requests',
  {
    id: id(),
    tenantId: ref('tenant_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderNo: text('order_no').notNull(),
    amountFen: bigint('amount_fen', { mode: 'bigint' }).notNull(),
    state: text('state', { enum: ['WAITING_PAYMENT', 'PAID', 'CANCELED'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('replenish_tenant_state').on(t.tenantId, t.state)],
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
