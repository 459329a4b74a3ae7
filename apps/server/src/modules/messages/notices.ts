import { sql, type SQL } from 'drizzle-orm';
import type { NoticeDetail, NoticeKind, NoticeRow } from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import { asDate } from '../../db/rawRows.ts';
import { notFound } from '../../http/apiError.ts';
import type { Caller } from '../../http/caller.ts';

type Row = {
  id: string;
  kind: NoticeKind;
  title: string;
  body: string;
  pinned: boolean;
  read: boolean;
  publish_at: Date | string;
};

/** Markdown to the first words of plain text, for the list. */
export function summaryOf(markdown: string, max = 80): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/[*_`>|~-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

const toRow = (r: Row): NoticeRow => ({
  id: Number(r.id),
  kind: r.kind,
  title: r.title,
  summary: summaryOf(r.body),
  pinned: r.pinned,
  read: r.read,
  publishedAt: asDate(r.publish_at).toISOString(),
});

/** An `audience` column ({kinds, brands}) that lets this caller's kind of account and this brand in. */
export const audienceAdmits = (audience: SQL, caller: Pick<Caller, 'kind'>, brand: string) => sql`
  (not (${audience} ? 'kinds') or ${audience}->'kinds' ? ${caller.kind})
  and (not (${audience} ? 'brands') or ${audience}->'brands' ? ${brand})`;

/** Published, not withdrawn, and meant for this caller's kind of account and this brand. */
const visibleTo = (caller: Caller, brand: string) => sql`n.withdrawn_at is null and n.publish_at <= now()
  and ${audienceAdmits(sql.raw('n.audience'), caller, brand)}`;

const readBy = (accountId: number) =>
  sql`exists (select 1 from notice_reads r where r.account_id = ${accountId} and r.notice_id = n.id)`;

export async function noticePage(
  db: DbOrTx,
  caller: Caller,
  brand: string,
  kind: NoticeKind,
  q: { pageNum: number; pageSize: number },
) {
  const where = sql`n.kind = ${kind} and ${visibleTo(caller, brand)}`;
  const [rows, totals] = await Promise.all([
    db.execute<Row>(sql`
      select n.id, n.kind, n.title, n.body, n.pinned, n.publish_at, ${readBy(caller.accountId)} as read
        from notices n where ${where}
       order by n.pinned desc, n.publish_at desc, n.id desc
       limit ${q.pageSize} offset ${(q.pageNum - 1) * q.pageSize}`),
    db.execute<{ total: number; unread: number }>(sql`
      select count(*)::int as total, count(*) filter (where not ${readBy(caller.accountId)})::int as unread
        from notices n where ${where}`),
  ]);
  return {
    list: rows.rows.map(toRow),
    total: Number(totals.rows[0]?.total ?? 0),
    unread: Number(totals.rows[0]?.unread ?? 0),
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

/** One notice the caller may see (40400 for a withdrawn, future or other audience's one, or the other kind's). */
export async function noticeDetail(
  db: DbOrTx,
  caller: Caller,
  brand: string,
  kind: NoticeKind,
  id: number,
): Promise<NoticeDetail> {
  const r = await db.execute<Row>(sql`
    select n.id, n.kind, n.title, n.body, n.pinned, n.publish_at, ${readBy(caller.accountId)} as read
      from notices n where n.id = ${id} and n.kind = ${kind} and ${visibleTo(caller, brand)}`);
  const row = r.rows[0];
  if (!row) throw notFound(kind === 'SYSTEM' ? '通知不存在或已撤回' : '公告不存在或已撤回');
  return { ...toRow(row), body: row.body };
}

export async function markNoticeRead(db: DbOrTx, caller: Caller, brand: string, id: number): Promise<null> {
  const r = await db.execute(sql`
    insert into notice_reads (account_id, notice_id)
    select ${caller.accountId}, n.id from notices n where n.id = ${id} and ${visibleTo(caller, brand)}
    on conflict do nothing returning notice_id`);
  if (!r.rows.length) {
    const seen = await db.execute(
      sql`select 1 from notice_reads where account_id = ${caller.accountId} and notice_id = ${id}`,
    );
    if (!seen.rows.length) throw notFound('公告不存在或已撤回');
  }
  return null;
}
