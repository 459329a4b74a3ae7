import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { POST_ORDER_TABS, type postOrderPageRequestSchema, type postOrderRowSchema } from '@oms/api-client';
import type { DbOrTx } from '../../../db/client.ts';
import { asDate } from '../../../db/rawRows.ts';
import { keysetClause, keysetResult } from '../../../list/keysetPage.ts';
import { KEYSET_TIME_FORMAT } from '../../../list/keysetCursor.ts';
import { courierByCode } from '../../daifa/express/couriers.ts';

type PageRequest = z.output<typeof postOrderPageRequestSchema>;
type Row = z.output<typeof postOrderRowSchema>;

type PostOrderRecord = {
  id: number;
  post_no: string;
  state: string;
  courier_code: string;
  waybill_no: string | null;
  freight_fen: string;
  refunded_fen: string;
  receiver_name: string;
  receiver_phone: string;
  area_code: string;
  province: string;
  city: string;
  district: string;
  address: string;
  cancel_reason: string | null;
  created_at: Date | string;
  paid_at: Date | string | null;
  shipped_at: Date | string | null;
  created_key: string;
  parcels: { id: number; parcelNo: string; problemType: string }[] | null;
};

const iso = (at: Date | string | null) => (at === null ? null : asDate(at).toISOString());

const rowOf = (r: PostOrderRecord): Row => ({
  postNo: r.post_no,
  state: r.state,
  courierCode: r.courier_code,
  courierName: courierByCode(r.courier_code)?.name ?? r.courier_code,
  waybillNo: r.waybill_no,
  freightFen: Number(r.freight_fen),
  refundedFen: Number(r.refunded_fen),
  receiver: {
    name: r.receiver_name,
    phone: r.receiver_phone,
    areaCode: r.area_code,
    area: `${r.province}${r.city}${r.district}`,
    address: r.address,
  },
  parcels: r.parcels ?? [],
  cancelReason: r.cancel_reason,
  createdAt: asDate(r.created_at).toISOString(),
  paidAt: iso(r.paid_at),
  shippedAt: iso(r.shipped_at),
});

/** A 寄回单号 exactly, our waybill, or a parcel's number in it. */
function keywordWhere(keyword: string | undefined): SQL | null {
  if (!keyword) return null;
  if (/^JH\d{14}$/i.test(keyword)) return sql`s.post_no = ${keyword.toUpperCase()}`;
  return sql`(s.waybill_no = ${keyword} or exists (select 1 from problem_parcels p
                where p.tenant_id = s.tenant_id and p.id = any(s.problem_ids) and p.parcel_no = ${keyword}))`;
}

/**
 * 寄回记录: newest first, keyset-paged, each tab counted for the same search; each with the parcels it
 * was made for (a canceled one's are 待处理 again, or moved on).
 */
export async function postOrderPage(db: DbOrTx, tenantId: number, request: PageRequest) {
  const base: SQL[] = [sql`s.tenant_id = ${tenantId}`];
  const keyword = keywordWhere(request.keyword);
  if (keyword) base.push(keyword);
  const where = [...base];
  if (request.tab !== 'ALL') where.push(sql`s.state = ${request.tab}`);
  const keyset = keysetClause({ ...request, order: 'desc' }, sql`s.created_at`, sql`s.id`);
  if (keyset.where) where.push(keyset.where);
  const [rows, counts] = await Promise.all([
    db.execute<PostOrderRecord>(sql`
      select s.id, s.post_no, s.state, s.courier_code, s.waybill_no, s.freight_fen, s.refunded_fen,
             s.receiver_name, s.receiver_phone, s.area_code, s.province, s.city, s.district, s.address,
             s.cancel_reason, s.created_at, s.paid_at, s.shipped_at,
             to_char(s.created_at at time zone 'UTC', ${sql.raw(KEYSET_TIME_FORMAT)}) as created_key,
             (select json_agg(json_build_object('id', p.id, 'parcelNo', p.parcel_no, 'problemType', p.problem_type)
                              order by p.id)
                from problem_parcels p where p.tenant_id = s.tenant_id and p.id = any(s.problem_ids)) as parcels
        from post_orders s
       where ${sql.join(where, sql` and `)}
       order by ${keyset.orderBy} limit ${keyset.limit}`),
    db.execute<{ state: string; n: number }>(sql`
      select s.state, count(*)::int as n from post_orders s where ${sql.join(base, sql` and `)} group by 1`),
  ]);
  const tabs: Record<string, number> = Object.fromEntries(POST_ORDER_TABS.map((t) => [t, 0]));
  for (const c of counts.rows) {
    tabs[c.state] = (tabs[c.state] ?? 0) + Number(c.n);
    tabs.ALL! += Number(c.n);
  }
  const page = keysetResult({ ...request, order: 'desc' }, rows.rows, (r) => ({
    time: r.created_key,
    id: Number(r.id),
  }));
  return { ...page, rows: page.rows.map(rowOf), total: tabs[request.tab] ?? 0, tabs, notFound: [] };
}
