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
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('accounts_username_lower').on(sql`lower(${t.username})`), index('accounts_parent').on(t.parentId)],
);

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
