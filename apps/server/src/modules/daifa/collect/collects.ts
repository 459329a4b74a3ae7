import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  maskName,
  maskPhone,
  type CollectDraftRow,
  type CollectPage,
  type CollectPageRequest,
  type CollectRecord,
} from '@oms/api-client';
import { containing } from '../../../db/likePattern.ts';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { arrayParam } from '../../../db/arrayParam.ts';
import { asDate } from '../../../db/rawRows.ts';
import { daifaCollects } from '../../../db/schema.ts';
import { conflict, invalid, notFound } from '../../../http/apiError.ts';
import { divisionOf } from '../express/areaTree.ts';

type Caller = { tenantId: number; accountId: number };
type CollectState = CollectRecord['state'];

/** The fields a row of 手动报单 writes, draft or submitted. */
export interface CollectFields {
  receiverText?: string | undefined;
  receiver: { name: string; phone: string; areaCode: string; address: string };
  lines: Array<{ stall: string; articleNo: string; color: string; size: string; qty: number | null }>;
  remark?: string | undefined;
  courierCode: string;
}

/** Records that are not placed may be edited, saved again, resubmitted or deleted. */
const open = (id: number, tenantId: number) =>
  and(eq(daifaCollects.id, id), eq(daifaCollects.tenantId, tenantId), ne(daifaCollects.state, 'PLACED'));

/**
 * Writes a row as `state`: a new record, or — with `id` — the caller's open record (compare-and-set on
 * "not placed": two tabs submitting one draft place it once; the second is told to refresh).
 */
export async function writeCollect(
  tx: DbOrTx,
  caller: Caller,
  id: number | undefined,
  fields: CollectFields,
  result: {
    state: CollectState;
    requestKey?: string | null;
    orderNo?: string | null;
    reason?: string | null;
  },
): Promise<number> {
  const values = {
    receiverText: fields.receiverText ?? '',
    receiverName: fields.receiver.name,
    receiverPhone: fields.receiver.phone,
    areaCode: fields.receiver.areaCode,
    receiverAddress: fields.receiver.address,
    lines: fields.lines,
    remark: fields.remark ?? '',
    courierCode: fields.courierCode,
    state: result.state,
    requestKey: result.requestKey ?? null,
    orderNo: result.orderNo ?? null,
    reason: result.reason ?? null,
    updatedAt: new Date(),
    submittedAt: result.state === 'DRAFT' ? null : new Date(),
  };
  if (id === undefined) {
    const [row] = await tx
      .insert(daifaCollects)
      .values({ tenantId: caller.tenantId, accountId: caller.accountId, ...values })
      .returning({ id: daifaCollects.id });
    return row!.id;
  }
  const [row] = await tx
    .update(daifaCollects)
    .set(values)
    .where(open(id, caller.tenantId))
    .returning({ id: daifaCollects.id });
  if (!row) throw conflict('该报单已下单或已删除，请刷新后重试');
  return row.id;
}

/** 保存草稿: every row in one transaction (a record edited elsewhere meanwhile fails the save, not half of it). */
export async function saveCollectDrafts(
  db: Db,
  caller: Caller,
  input: { courierCode?: string | undefined; rows: CollectDraftRow[] },
): Promise<{ ids: number[] }> {
  const ids = input.rows.flatMap((r) => (r.id ? [r.id] : []));
  if (new Set(ids).size !== ids.length) throw invalid('同一条报单出现了两次', 'rows');
  return db.transaction(async (tx) => {
    const saved: number[] = [];
    for (const row of input.rows) {
      saved.push(
        await writeCollect(
          tx,
          caller,
          row.id,
          { ...row, courierCode: input.courierCode ?? '' },
          { state: 'DRAFT' },
        ),
      );
    }
    return { ids: saved };
  });
}

export async function deleteCollect(db: Db, caller: Caller, id: number): Promise<null> {
  const deleted = await db
    .delete(daifaCollects)
    .where(open(id, caller.tenantId))
    .returning({ id: daifaCollects.id });
  if (deleted.length) return null;
  const [placed] = await db
    .select({ orderNo: daifaCollects.orderNo })
    .from(daifaCollects)
    .where(and(eq(daifaCollects.id, id), eq(daifaCollects.tenantId, caller.tenantId)));
  if (placed) throw invalid(`该报单已下单（${placed.orderNo}），不能删除`, 'id');
  throw notFound('报单不存在');
}

type RecordRow = {
  id: string;
  state: CollectState;
  receiver_text: string;
  receiver_name: string;
  receiver_phone: string;
  area_code: string;
  receiver_address: string;
  lines: CollectRecord['lines'];
  courier_code: string;
  remark: string;
  order_no: string | null;
  reason: string | null;
  created_at: Date | string;
  submitted_at: Date | string | null;
};

/**
 * 报单记录, newest first with a count per state. Listed receivers are masked (name, phone; no street or
 * pasted text); the records asked for by id — to edit or report again — come whole.
 */
export async function collectPage(db: Db, caller: Caller, request: CollectPageRequest): Promise<CollectPage> {
  const pageNum = request.pageNum ?? 1;
  const pageSize = request.pageSize ?? 20;
  const whole = !!request.ids?.length;
  const filters: SQL[] = [sql`tenant_id = ${caller.tenantId}`];
  if (request.ids?.length) filters.push(sql`id = any(${arrayParam(request.ids)}::bigint[])`);
  const keyword = request.keyword?.trim();
  if (keyword)
    filters.push(sql`(order_no = ${keyword.toUpperCase()} or receiver_name like ${containing(keyword)}
                      or lines::text ilike ${containing(keyword)})`);
  const where = sql.join(filters, sql` and `);
  const byState = request.state ? sql` and state = ${request.state}` : sql``;
  const [rows, counts] = await Promise.all([
    db.execute<RecordRow>(sql`
      select id, state, receiver_text, receiver_name, receiver_phone, area_code, receiver_address, lines,
             courier_code, remark, order_no, reason, created_at, submitted_at
        from daifa_collects where ${where}${byState}
       order by created_at desc, id desc limit ${pageSize} offset ${(pageNum - 1) * pageSize}`),
    db.execute<{ state: CollectState; n: string }>(
      sql`select state, count(*) as n from daifa_collects where ${where} group by state`,
    ),
  ]);
  const perState: CollectPage['counts'] = { DRAFT: 0, PLACED: 0, PRICE_CHECK: 0, FAILED: 0 };
  for (const c of counts.rows) perState[c.state] = Number(c.n);
  const total = request.state ? perState[request.state] : Object.values(perState).reduce((a, b) => a + b, 0);
  return {
    total,
    counts: perState,
    items: rows.rows.map((r) => {
      const division = divisionOf(r.area_code);
      return {
        id: Number(r.id),
        state: r.state,
        receiverText: whole ? r.receiver_text : '',
        receiver: {
          name: whole ? r.receiver_name : maskName(r.receiver_name),
          phone: whole ? r.receiver_phone : maskPhone(r.receiver_phone),
          areaCode: r.area_code,
          region: division ? `${division.province} ${division.city} ${division.district}` : '',
          address: whole ? r.receiver_address : '',
        },
        lines: r.lines,
        courierCode: r.courier_code,
        remark: r.remark,
        orderNo: r.order_no,
        reason: r.reason,
        createdAt: asDate(r.created_at).toISOString(),
        submittedAt: asDate(r.submitted_at)?.toISOString() ?? null,
      };
    }),
  };
}
