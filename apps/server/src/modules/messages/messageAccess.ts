import { MESSAGE_CATEGORY_PERMISSION, stateCodes, messageCategory, type MessageCategory } from '@oms/api-client';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { hasPermission, type Caller } from '../../http/caller.ts';

export const CATEGORIES = stateCodes(messageCategory);

/** The categories whose messages this account may read: those of the pages it may open. */
export function readableCategories(caller: Caller): MessageCategory[] {
  return CATEGORIES.filter((c) => {
    const need = MESSAGE_CATEGORY_PERMISSION[c];
    if (need === null) return true;
    if (need === 'MAIN') return caller.userType === 0;
    return hasPermission(caller, need);
  });
}

/** 弹窗提醒 is on by default where something waits for the seller; 接收 is on for every category. */
const POPUP_BY_DEFAULT: ReadonlySet<MessageCategory> = new Set(['ORDER_ABNORMAL', 'AFTER_SALE', 'REPLENISH', 'WORK_ORDER']);

export interface Subscription {
  category: MessageCategory;
  receive: boolean;
  popup: boolean;
}

/** The account's settings for the categories it may read (defaults where it never chose). */
export async function subscriptionsOf(db: DbOrTx, caller: Caller): Promise<Subscription[]> {
  const r = await db.execute<{ category: string; receive: boolean; popup: boolean }>(
    sql`select category, receive, popup from message_subscriptions where account_id = ${caller.accountId}`,
  );
  const chosen = new Map(r.rows.map((row) => [row.category, row]));
  return readableCategories(caller).map((category) => {
    const row = chosen.get(category);
    return row
      ? { category, receive: row.receive, popup: row.popup }
      : { category, receive: true, popup: POPUP_BY_DEFAULT.has(category) };
  });
}

export async function saveSubscriptions(db: DbOrTx, caller: Caller, items: readonly Subscription[]) {
  const readable = new Set(readableCategories(caller));
  const mine = items.filter((i) => readable.has(i.category));
  if (mine.length) {
    const rows = mine.map((i) => sql`(${caller.accountId}::bigint, ${i.category}, ${i.receive}, ${i.popup})`);
    await db.execute(sql`
      insert into message_subscriptions (account_id, category, receive, popup) values ${sql.join(rows, sql`, `)}
      on conflict (account_id, category) do update set receive = excluded.receive, popup = excluded.popup`);
  }
  return subscriptionsOf(db, caller);
}
