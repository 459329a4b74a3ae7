import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  maskName,
  maskPhone,
  stateCodes,
  offlineOrderState,
  type OfflineLine,
  type OfflineOrderDetail,
  type OfflineOrderPage,
  type OfflineOrderPageRequest,
  type OfflineOrderRow,
  type offlineOrderSaveRequestSchema,
  type OfflineOrderSaved,
  type OfflineOrderState,
  type OfflineEvent,
  type OfflinePickLabel,
} from '@oms/api-client';
import type { Db } from '../../db/client.ts';
import { asDate } from '../../db/rawRows.ts';
import { invalid, notFound } from '../../http/apiError.ts';
import {
  pageWithCounts,
  rowsForPrint,
  nextOfflineNo,
  offlineEvent,
  searchTextOf,
  stateChanged,
  totalsOf,
  type OfflineCaller,
} from './offlineRows.ts';

/** A line as stored: what was typed, then what the picker brought back. */
export type StoredLine = Omit<OfflineLine, 'pickCode'>;

type Saved = z.output<typeof offlineOrderSaveRequestSchema>;

export const pickCodeOf = (orderNo: string, lineNo: number) => `${orderNo}-${lineNo}`;

function storedLines(lines: Saved['lines']): StoredLine[] {
  return lines.map((l, i) => ({
    lineNo: i + 1,
    stall: l.stall,
    articleNo: l.articleNo,
    title: l.title ?? '',
    color: l.color,
    size: l.size,
    qty: l.qty,
    priceFen: l.priceFen,
    tookQty: null,
    pickupState: 'WAITING_TAKING',
  }));
}

type OrderRow = {
  id: string;
  order_no: string;
  status: OfflineOrderState;
  version: number;
  customer_name: string;
  customer_phone: string;
  customer_address: string;
  lines: StoredLine[];
  pieces: number;
  took_pieces: number;
  goods_fen: string;
  remark: string;
  print_count: number;
  events: OfflineEvent[];
  created_at: Date | string;
  updated_at: Date | string;
  created_by: string;
};

const COLUMNS = sql`o.id, o.order_no, o.status, o.version, o.customer_name, o.customer_phone, o.customer_address,
  o.lines, o.pieces, o.took_pieces, o.goods_fen, o.remark, o.print_count, o.created_at, o.updated_at,
  coalesce(a.sub_username, a.username) as created_by`;

function rowOf(r: OrderRow, whole: boolean): OfflineOrderRow {
  return {
    id: Number(r.id),
    orderNo: r.order_no,
    status: r.status,
    version: r.version,
    customer: {
      name: whole ? r.customer_name : maskName(r.customer_name),
      phone: whole ? r.customer_phone : maskPhone(r.customer_phone),
      address: r.customer_address,
    },
    lines: r.lines.map((l) => ({ ...l, pickCode: pickCodeOf(r.order_no, l.lineNo) })),
    pieces: r.pieces,
    tookPieces: r.took_pieces,
    goodsFen: Number(r.goods_fen),
    remark: r.remark,
    printCount: r.print_count,
    createdAt: asDate(r.created_at).toISOString(),
    updatedAt: asDate(r.updated_at).toISOString(),
    createdBy: r.created_by,
  };
}

/**
 * 保存草稿 / 提交. A new order is keyed by its requestKey (a second click answers the first order); a
 * draft is edited only from the version it was read at, and only while it is a draft.
 */
export async function saveOfflineOrder(
  db: Db,
  caller: OfflineCaller,
  input: Saved,
): Promise<OfflineOrderSaved> {
  const lines = storedLines(input.lines);
  const { pieces, goodsFen } = totalsOf(lines);
  const status: OfflineOrderState = input.submit ? 'WAITING_TAKING' : 'DRAFT';
  const customer = {
    name: input.customer.name,
    phone: input.customer.phone,
    address: input.customer.address ?? '',
  };
  const remark = input.remark ?? '';
  return db.transaction(async (tx) => {
    if (input.id === undefined) {
      const orderNo = await nextOfflineNo(tx, 'order');
      const events = [
        offlineEvent(caller, 'CREATED'),
        ...(input.submit ? [offlineEvent(caller, 'SUBMITTED')] : []),
      ];
      const inserted = await tx.execute<{
        id: string;
        order_no: string;
        status: OfflineOrderState;
        version: number;
      }>(sql`
        insert into offline_orders (tenant_id, account_id, order_no, request_key, status, customer_name,
               customer_phone, customer_address, lines, pieces, goods_fen, remark, events, search_text)
        values (${caller.tenantId}, ${caller.accountId}, ${orderNo}, ${input.requestKey}, ${status},
                ${customer.name}, ${customer.phone}, ${customer.address}, ${JSON.stringify(lines)}::jsonb,
                ${pieces}, ${goodsFen}, ${remark}, ${JSON.stringify(events)}::jsonb,
                ${searchTextOf(orderNo, customer, lines)})
        on conflict (tenant_id, request_key) do nothing
        returning id, order_no, status, version`);
      const row =
        inserted.rows[0] ??
        (
          await tx.execute<{ id: string; order_no: string; status: OfflineOrderState; version: number }>(sql`
            select id, order_no, status, version from offline_orders
             where tenant_id = ${caller.tenantId} and request_key = ${input.requestKey}`)
        ).rows[0]!;
      return { id: Number(row.id), orderNo: row.order_no, status: row.status, version: row.version };
    }
    const events = [
      offlineEvent(caller, 'EDITED'),
      ...(input.submit ? [offlineEvent(caller, 'SUBMITTED')] : []),
    ];
    const updated = await tx.execute<{
      id: string;
      order_no: string;
      status: OfflineOrderState;
      version: number;
    }>(sql`
      update offline_orders
         set status = ${status}, customer_name = ${customer.name}, customer_phone = ${customer.phone},
             customer_address = ${customer.address}, lines = ${JSON.stringify(lines)}::jsonb, pieces = ${pieces},
             goods_fen = ${goodsFen}, remark = ${remark}, version = version + 1, updated_at = now(),
             events = events || ${JSON.stringify(events)}::jsonb,
             search_text = ${searchTextOf('', customer, lines)} || ' ' || lower(order_no)
       where id = ${input.id} and tenant_id = ${caller.tenantId} and status = 'DRAFT' and version = ${input.version!}
       returning id, order_no, status, version`);
    const row = updated.rows[0];
    if (row) return { id: Number(row.id), orderNo: row.order_no, status: row.status, version: row.version };
    const [current] = (
      await tx.execute<{ status: OfflineOrderState }>(
        sql`select status from offline_orders where id = ${input.id} and tenant_id = ${caller.tenantId}`,
      )
    ).rows;
    if (!current) throw notFound('线下拿货单不存在');
    throw stateChanged('拿货单');
  });
}

export async function offlineOrderPage(
  db: Db,
  caller: OfflineCaller,
  request: OfflineOrderPageRequest,
): Promise<OfflineOrderPage> {
  const page = await pageWithCounts<OrderRow, OfflineOrderState>(
    db,
    {
      table: 'offline_orders',
      alias: 'o',
      stateColumn: 'status',
      columns: COLUMNS,
      states: stateCodes(offlineOrderState),
    },
    caller.tenantId,
    request,
    request.status,
  );
  const { rows, ...rest } = page;
  return { ...rest, list: rows.map((r) => rowOf(r, false)) };
}

export async function offlineOrderDetail(
  db: Db,
  caller: OfflineCaller,
  id: number,
): Promise<OfflineOrderDetail> {
  const [row] = (
    await db.execute<OrderRow>(sql`
      select ${COLUMNS}, o.events from offline_orders o join accounts a on a.id = o.account_id
       where o.id = ${id} and o.tenant_id = ${caller.tenantId}`)
  ).rows;
  if (!row) throw notFound('线下拿货单不存在');
  return { ...rowOf(row, true), events: row.events };
}

export async function deleteOfflineOrder(db: Db, caller: OfflineCaller, id: number): Promise<null> {
  const deleted = await db.execute(
    sql`delete from offline_orders where id = ${id} and tenant_id = ${caller.tenantId} and status = 'DRAFT' returning id`,
  );
  if (deleted.rows.length) return null;
  const [row] = (
    await db.execute<{ status: OfflineOrderState }>(
      sql`select status from offline_orders where id = ${id} and tenant_id = ${caller.tenantId}`,
    )
  ).rows;
  if (!row) throw notFound('线下拿货单不存在');
  throw invalid('只有草稿可以删除，已提交的拿货单请取消', 'id');
}

const NOT_PRINTABLE: ReadonlySet<OfflineOrderState> = new Set(['DRAFT', 'CANCELED']);

/** Splits '国投女装 1楼B191' into the market building and the stall number, for the supplier variant. */
function stallParts(stall: string): { supplierName: string; stallNo: string } {
  const at = stall.trim().search(/\s/);
  return at < 0
    ? { supplierName: stall, stallNo: stall }
    : { supplierName: stall.slice(0, at), stallNo: stall.slice(at + 1).trim() };
}

/**
 * 打印拿货标签: one label per line (the print dialog makes its quantity in copies), for orders past 草稿
 * and not canceled; each printed order counts the print on its timeline.
 */
export async function offlinePickLabels(
  db: Db,
  caller: OfflineCaller,
  ids: readonly number[],
): Promise<{ labels: OfflinePickLabel[]; skipped: string[] }> {
  const { printed, skipped } = await rowsForPrint<OrderRow>(
    db,
    { table: 'offline_orders', alias: 'o', columns: COLUMNS, missing: '线下拿货单不存在' },
    caller,
    ids,
    (r) => !NOT_PRINTABLE.has(r.status),
  );
  return {
    skipped: skipped.map((r) => r.order_no),
    labels: printed.flatMap((r) =>
      r.lines.map((l) => ({
        orderNo: r.order_no,
        lineNo: l.lineNo,
        // the picker's way to the goods: the stall first
        goodsInfo: [l.stall, l.articleNo, l.title].filter(Boolean).join(' '),
        colorSize: `${l.color}/${l.size}`,
        quantity: l.qty,
        pickCode: pickCodeOf(r.order_no, l.lineNo),
        consignee: r.customer_name,
        contact: maskPhone(r.customer_phone),
        address: r.customer_address,
        ...stallParts(l.stall),
      })),
    ),
  };
}
