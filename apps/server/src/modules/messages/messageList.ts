import { sql, type SQL } from 'drizzle-orm';
import type { Message, MessageCategory, MessagePage } from '@oms/api-client';
import type { z } from 'zod';
import type { markReadRequestSchema, messageListRequestSchema } from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import { arrayParam } from '../../db/arrayParam.ts';
import { asDate } from '../../db/rawRows.ts';
import type { Caller } from '../../http/caller.ts';
import { readableCategories, subscriptionsOf } from './messageAccess.ts';

/** Unread counts stop here: the badges show 99+. */
export const UNREAD_CAP = 100;

type Row = {
  id: string;
  category: MessageCategory;
  type: string;
  title: string;
  content: string;
  link: string | null;
  code: string | null;
  digest: number;
  read: boolean;
  updated_at: Date | string;
};

const toMessage = (r: Row): Message => ({
  id: Number(r.id),
  category: r.category,
  type: r.type,
  title: r.title,
  content: r.content,
  link: r.link,
  code: r.code,
  digest: Number(r.digest),
  read: r.read,
  at: asDate(r.updated_at).toISOString(),
});

/** The account's 全部已读 mark: everything last changed at or before it is read. */
const markOf = (accountId: number) =>
  sql`coalesce((select read_before from message_read_marks where account_id = ${accountId}), '-infinity'::timestamptz)`;

/** `m` is unread by the account: changed after its mark, and not read since it last changed. */
const unread = (accountId: number) => sql`m.updated_at > ${markOf(accountId)}
  and not exists (select 1 from message_reads r where r.account_id = ${accountId} and r.message_id = m.id and r.read_at >= m.updated_at)`;

/** The categories counted and listed under 全部: readable and 接收 on. */
async function receivedCategories(db: DbOrTx, caller: Caller): Promise<MessageCategory[]> {
  return (await subscriptionsOf(db, caller)).filter((s) => s.receive).map((s) => s.category);
}

/** The bell's count: unread messages of the categories the account receives (capped at 100). */
export async function unreadCount(db: DbOrTx, caller: Caller): Promise<number> {
  const categories = await receivedCategories(db, caller);
  if (!categories.length) return 0;
  const r = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from (
      select 1 from messages m
       where m.tenant_id = ${caller.tenantId} and m.category = any(${arrayParam(categories)}::text[]) and ${unread(caller.accountId)}
       limit ${UNREAD_CAP}) x`);
  return Number(r.rows[0]?.n ?? 0);
}

async function unreadByCategory(db: DbOrTx, caller: Caller, categories: MessageCategory[]) {
  if (!categories.length) return {};
  const r = await db.execute<{ category: string; n: number }>(sql`
    select c.category, (select count(*)::int from (
             select 1 from messages m
              where m.tenant_id = ${caller.tenantId} and m.category = c.category and ${unread(caller.accountId)}
              limit ${UNREAD_CAP}) x) as n
      from unnest(${arrayParam(categories)}::text[]) as c(category)`);
  return Object.fromEntries(r.rows.map((row) => [row.category, Number(row.n)]));
}

/** 消息: a category (or all received), 全部 or 未读, newest first; the unread per readable category beside. */
export async function messagePage(
  db: DbOrTx,
  caller: Caller,
  q: z.output<typeof messageListRequestSchema>,
): Promise<MessagePage> {
  const readable = readableCategories(caller);
  const categories = q.category
    ? readable.filter((c) => c === q.category)
    : await receivedCategories(db, caller);
  const counts = await unreadByCategory(db, caller, readable);
  if (!categories.length) return { list: [], total: 0, pageNum: q.pageNum, pageSize: q.pageSize, unread: counts };
  const where: SQL = sql`m.tenant_id = ${caller.tenantId} and m.category = any(${arrayParam(categories)}::text[])
    ${q.unreadOnly ? sql`and ${unread(caller.accountId)}` : sql``}`;
  const [rows, total] = await Promise.all([
    db.execute<Row>(sql`
      select m.id, m.category, m.type, m.title, m.content, m.link, m.code, m.digest, m.updated_at,
             not (${unread(caller.accountId)}) as read
        from messages m where ${where}
       order by m.updated_at desc, m.id desc limit ${q.pageSize} offset ${(q.pageNum - 1) * q.pageSize}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from messages m where ${where}`),
  ]);
  return {
    list: rows.rows.map(toMessage),
    total: Number(total.rows[0]?.n ?? 0),
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    unread: counts,
  };
}

/** At most this many are marked one by one by a category's 全部已读 (the rest wait for the next). */
const MARK_CATEGORY_LIMIT = 5000;

/** 标为已读 (some, by id, of the tenant's readable ones) or 全部已读 (of a category, or everything). */
export async function markRead(
  db: DbOrTx,
  caller: Caller,
  q: z.output<typeof markReadRequestSchema>,
): Promise<{ marked: number }> {
  const readable = readableCategories(caller);
  if (q.all && !q.category) {
    const n = await unreadCount(db, caller);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into message_read_marks (account_id, read_before) values (${caller.accountId}, now())
        on conflict (account_id) do update set read_before = greatest(message_read_marks.read_before, excluded.read_before)`);
      // the mark covers every read before it
      await tx.execute(sql`delete from message_reads where account_id = ${caller.accountId} and read_at <= now()`);
    });
    return { marked: n };
  }
  const which = q.all
    ? sql`m.category = ${q.category} and m.category = any(${arrayParam(readable)}::text[]) and ${unread(caller.accountId)}`
    : sql`m.id = any(${arrayParam(q.ids ?? [])}::bigint[]) and m.category = any(${arrayParam(readable)}::text[])`;
  const r = await db.execute(sql`
    insert into message_reads (account_id, message_id, read_at)
    select ${caller.accountId}, m.id, now() from messages m
     where m.tenant_id = ${caller.tenantId} and ${which}
     limit ${MARK_CATEGORY_LIMIT}
    on conflict (account_id, message_id) do update set read_at = excluded.read_at`);
  return { marked: r.rowCount ?? 0 };
}

/** What to pop up: unread messages of the categories with 弹窗提醒 on that changed after `since`. */
export async function popupsSince(db: DbOrTx, caller: Caller, since: string | undefined) {
  const now = new Date().toISOString();
  const categories = (await subscriptionsOf(db, caller)).filter((s) => s.receive && s.popup).map((s) => s.category);
  if (!since || !categories.length) return { now, list: [] };
  const r = await db.execute<Row>(sql`
    select m.id, m.category, m.type, m.title, m.content, m.link, m.code, m.digest, m.updated_at, false as read
      from messages m
     where m.tenant_id = ${caller.tenantId} and m.category = any(${arrayParam(categories)}::text[])
       and m.updated_at > ${since}::timestamptz and m.updated_at <= ${now}::timestamptz and ${unread(caller.accountId)}
     order by m.updated_at desc, m.id desc limit 5`);
  return { now, list: r.rows.map(toMessage) };
}
