import { sql } from 'drizzle-orm';
import type { Popup } from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import type { Caller } from '../../http/caller.ts';
import { notFound } from '../../http/apiError.ts';
import { shanghaiDay } from '../home/homeDays.ts';
import { audienceAdmits } from './notices.ts';

/**
 * Live now, on this page or ALL, meant for the caller: its kind of account, the brand, and (when the
 * audience asks) whether the tenant has a 拼多多 shop.
 */
const liveFor = (caller: Caller, brand: string, now: Date) => sql`
  p.withdrawn_at is null and p.starts_at <= ${now.toISOString()}::timestamptz
  and (p.ends_at is null or p.ends_at > ${now.toISOString()}::timestamptz)
  and ${audienceAdmits(sql.raw('p.audience'), caller, brand)}
  and (not (p.audience ? 'hasPddShop') or (p.audience->>'hasPddShop')::boolean =
       exists (select 1 from shops s where s.tenant_id = ${caller.tenantId} and s.platform = 'PDD' and s.auth_state <> 'CANCELED'))`;

/** Not yet seen as often as it may be: ONCE never, DAILY not on this Shanghai day. */
const dueFor = (accountId: number, day: string) => sql`
  case p.frequency
    when 'ONCE' then not exists (select 1 from popup_shows s where s.account_id = ${accountId} and s.popup_id = p.id)
    when 'DAILY' then not exists (select 1 from popup_shows s where s.account_id = ${accountId} and s.popup_id = p.id and s.day = ${day}::date)
    else true end`;

/** The one popup due for the caller on `page`, highest priority first (then newest). */
export async function popupFor(
  db: DbOrTx,
  caller: Caller,
  brand: string,
  page: string,
  now = new Date(),
): Promise<Popup | null> {
  const r = await db.execute<{
    id: string;
    title: string;
    body: string;
    link: string | null;
    link_text: string | null;
    frequency: Popup['frequency'];
  }>(sql`
    select p.id, p.title, p.body, p.link, p.link_text, p.frequency from popups p
     where (p.page = 'ALL' or p.page = ${page}) and ${liveFor(caller, brand, now)}
       and ${dueFor(caller.accountId, shanghaiDay(now))}
     order by p.priority desc, p.id desc limit 1`);
  const p = r.rows[0];
  return p
    ? {
        id: Number(p.id),
        title: p.title,
        body: p.body,
        link: p.link,
        linkText: p.link_text,
        frequency: p.frequency,
      }
    : null;
}

/** Seen on `now`'s Shanghai day (twice is once); a popup the caller could not see is 40400. */
export async function markPopupShown(
  db: DbOrTx,
  caller: Caller,
  brand: string,
  popupId: number,
  now = new Date(),
): Promise<null> {
  const r = await db.execute(sql`
    with target as (select p.id from popups p where p.id = ${popupId} and ${liveFor(caller, brand, now)})
    insert into popup_shows (account_id, popup_id, day, shown_at)
    select ${caller.accountId}, id, ${shanghaiDay(now)}::date, ${now.toISOString()}::timestamptz from target
    on conflict do nothing
    returning 1`);
  if (r.rows.length === 0) {
    const seen = await db.execute(sql`
      select 1 from popup_shows where account_id = ${caller.accountId} and popup_id = ${popupId} and day = ${shanghaiDay(now)}::date`);
    if (seen.rows.length === 0) throw notFound('弹窗不存在或已下线');
  }
  return null;
}
