import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, id, tenant } from './tenantColumns.ts';
import { accounts, messages } from './schema.ts';

const account = () =>
  bigint('account_id', { mode: 'number' })
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

/**
 * What modules want told (`notify.emit`), written in their own transaction; the notifier turns each into
 * a message (or a digest's growth) and deletes it. Drained with SKIP LOCKED by any job-running process.
 */
export const notifyOutbox = pgTable('notify_outbox', {
  id: id(),
  tenantId: tenant(),
  type: text('type').notNull(),
  key: text('key').notNull(),
  params: jsonb('params').notNull().default({}),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Every event key the notifier has taken, so a replayed event (same tenant and key) writes nothing. */
export const notifyKeys = pgTable(
  'notify_keys',
  {
    tenantId: tenant(),
    key: text('key').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] }), index('notify_keys_created').on(t.createdAt)],
);

/** A message one account has read, at the version it read (`read_at` before `updated_at`: a digest grew since). */
export const messageReads = pgTable(
  'message_reads',
  {
    accountId: account(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    readAt: at('read_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.messageId] }),
    index('message_reads_message').on(t.messageId),
  ],
);

/** 全部已读: everything last changed before `read_before` is read for the account. */
export const messageReadMarks = pgTable('message_read_marks', {
  accountId: account().primaryKey(),
  readBefore: at('read_before').notNull(),
});

/** Per account and category: 接收 and 弹窗提醒; no row is the category's default. */
export const messageSubscriptions = pgTable(
  'message_subscriptions',
  {
    accountId: account(),
    category: text('category').notNull(),
    receive: boolean('receive').notNull(),
    popup: boolean('popup').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.category] })],
);

/**
 * 平台公告 and 系统通知, written on /ops for every tenant or an audience ({kinds, brands}); shown from
 * `publish_at` until withdrawn. The body is Markdown.
 */
export const notices = pgTable(
  'notices',
  {
    id: id(),
    kind: text('kind', { enum: ['ANNOUNCEMENT', 'SYSTEM'] }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    audience: jsonb('audience').notNull().default({}),
    pinned: boolean('pinned').notNull().default(false),
    publishAt: at('publish_at').notNull().defaultNow(),
    withdrawnAt: at('withdrawn_at'),
    createdBy: text('created_by').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('notices_live')
      .on(t.kind, t.pinned, t.publishAt, t.id)
      .where(sql`${t.withdrawnAt} is null`),
  ],
);

export const noticeReads = pgTable(
  'notice_reads',
  {
    accountId: account(),
    noticeId: bigint('notice_id', { mode: 'number' })
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    readAt: at('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.noticeId] })],
);

/**
 * The platform's popups (活动, 规则变更), written on /ops: Markdown, a route or ALL, an audience
 * ({kinds, brands, hasPddShop}), a window, a priority and how often one account sees it.
 */
export const popups = pgTable(
  'popups',
  {
    id: id(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    linkText: text('link_text'),
    /** A console route (`/home`) or ALL. */
    page: text('page').notNull().default('ALL'),
    audience: jsonb('audience').notNull().default({}),
    priority: integer('priority').notNull().default(0),
    frequency: text('frequency', { enum: ['ONCE', 'DAILY', 'EVERY_VISIT'] }).notNull(),
    startsAt: at('starts_at').notNull().defaultNow(),
    endsAt: at('ends_at'),
    withdrawnAt: at('withdrawn_at'),
    createdBy: text('created_by').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('popups_live')
      .on(t.page, t.priority, t.id)
      .where(sql`${t.withdrawnAt} is null`),
  ],
);

/** An account saw a popup on a Shanghai day: ONCE looks for any row, DAILY for today's. */
export const popupShows = pgTable(
  'popup_shows',
  {
    accountId: account(),
    popupId: bigint('popup_id', { mode: 'number' })
      .notNull()
      .references(() => popups.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    shownAt: at('shown_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.popupId, t.day] })],
);
