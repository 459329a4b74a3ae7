import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ErrorCode,
  maskName,
  maskPhone,
  returnToFactoryState,
  stateCodes,
  stateLabel,
  type Brand,
  type OfflineChanged,
  type OfflineEvent,
  type OfflineReturnAction,
  type OfflineReturnLabel,
  type OfflineReturnPage,
  type OfflineReturnPageRequest,
  type OfflineReturnRow,
  type OfflineReturnSource,
  type offlineReturnActionRequestSchema,
  type offlineReturnSaveRequestSchema,
  yuanText,
} from '@oms/api-client';
import type { Db, DbOrTx } from '../../db/client.ts';
import { asDate } from '../../db/rawRows.ts';
import { ApiError, invalid, notFound } from '../../http/apiError.ts';
import {
  actorName,
  appendEvent,
  pageWithCounts,
  rowsForPrint,
  nextOfflineNo,
  offlineEvent,
  searchTextOf,
  stateChanged,
  totalsOf,
  type OfflineCaller,
} from './offlineRows.ts';
import type { StoredLine } from './offlineOrders.ts';
import type { Caller } from '../../http/caller.ts';
import {
  dropOfflineReturnItems,
  moveOfflineReturnItems,
  offlineReturnItemLabels,
  registerOfflineReturnItems,
} from '../returns/offlineReturnItems.ts';

type ReturnState = OfflineReturnRow['state'];
type ReturnLine = OfflineReturnRow['lines'][number];
type Saved = z.output<typeof offlineReturnSaveRequestSchema>;
type Action = z.output<typeof offlineReturnActionRequestSchema>;

type Move = { from: readonly ReturnState[]; verb: string };

/**
 * Where each of the page's moves may start (spec §4 return-to-factory); the move itself is made on the
 * document's goods, whose states it then reads (`returns/offlineReturnItems.ts`). 送退 again after a
 * refusal is allowed: the purchaser may argue, or try another day.
 */
export const OFFLINE_RETURN_MOVES: Readonly<Record<OfflineReturnAction, Move>> = {
  START: { from: ['WAITING_ASSIGNED', 'FACTORY_REFUSE'], verb: '送退档口' },
  REFUNDED: { from: ['WAIT_FACTORY'], verb: '登记档口退款' },
  REFUSED: { from: ['WAIT_FACTORY'], verb: '登记档口拒收' },
  STOP: { from: ['WAITING_ASSIGNED', 'WAIT_FACTORY'], verb: '暂停' },
  RESUME: { from: ['STOP_RETURNED'], verb: '恢复' },
};

type ReturnRowDb = {
  id: string;
  return_no: string;
  state: ReturnState;
  version: number;
  customer_name: string;
  customer_phone: string;
  customer_address: string;
  reason: OfflineReturnRow['reason'];
  offline_order_no: string;
  lines: ReturnLine[];
  pieces: number;
  goods_fen: string;
  refund_fen: string | null;
  refuse_reason: OfflineReturnRow['refuseReason'];
  remark: string;
  print_count: number;
  events: OfflineEvent[];
  created_at: Date | string;
  updated_at: Date | string;
  created_by: string;
};

const COLUMNS = sql`r.id, r.return_no, r.state, r.version, r.customer_name, r.customer_phone,
  r.customer_address, r.reason, r.offline_order_no, r.lines, r.pieces, r.goods_fen, r.refund_fen, r.refuse_reason,
  r.remark, r.print_count, r.events, r.created_at, r.updated_at, coalesce(a.sub_username, a.username) as created_by`;

function rowOf(r: ReturnRowDb): OfflineReturnRow {
  return {
    id: Number(r.id),
    returnNo: r.return_no,
    state: r.state,
    version: r.version,
    customer: {
      name: maskName(r.customer_name),
      phone: maskPhone(r.customer_phone),
      address: r.customer_address,
    },
    reason: r.reason,
    offlineOrderNo: r.offline_order_no,
    lines: r.lines,
    pieces: r.pieces,
    goodsFen: Number(r.goods_fen),
    refundFen: r.refund_fen === null ? null : Number(r.refund_fen),
    refuseReason: r.refuse_reason,
    remark: r.remark,
    printCount: r.print_count,
    events: r.events,
    createdAt: asDate(r.created_at).toISOString(),
    updatedAt: asDate(r.updated_at).toISOString(),
    createdBy: r.created_by,
  };
}

const goodsKey = (l: { stall: string; articleNo: string; color: string; size: string }) =>
  [l.stall, l.articleNo, l.color, l.size].join('\u0001');

/**
 * A return against a 线下拿货单 gives back at most what was taken for the customer and not returned
 * yet (its other returns), goods by goods, at no more than the price paid — under the pick-up order's
 * row lock, so two returns saved at once cannot both take the last pieces.
 */
async function checkReturnable(
  tx: DbOrTx,
  caller: OfflineCaller,
  orderNo: string,
  lines: ReturnLine[],
  editing: number | null,
) {
  const order = await tx.execute<{ lines: StoredLine[] }>(sql`
    select lines from offline_orders where tenant_id = ${caller.tenantId} and order_no = ${orderNo} for update`);
  const taken = order.rows[0]?.lines;
  if (!taken) throw invalid('线下拿货单不存在', 'offlineOrderNo');
  const others = await tx.execute<{ lines: ReturnLine[] }>(sql`
    select lines from offline_returns
     where tenant_id = ${caller.tenantId} and offline_order_no = ${orderNo} and id <> ${editing ?? 0}`);
  const left = new Map<string, { qty: number; priceFen: number }>();
  for (const l of taken) {
    const got = left.get(goodsKey(l));
    left.set(goodsKey(l), {
      qty: (got?.qty ?? 0) + (l.tookQty ?? 0),
      priceFen: Math.max(got?.priceFen ?? 0, l.priceFen),
    });
  }
  for (const r of others.rows)
    for (const l of r.lines) {
      const got = left.get(goodsKey(l));
      if (got) got.qty -= l.qty;
    }
  for (const [i, l] of lines.entries()) {
    const got = left.get(goodsKey(l));
    if (!got || got.qty <= 0)
      throw invalid(
        `第${i + 1}行：该拿货单没有可退的「${l.articleNo} ${l.color} ${l.size}」`,
        `lines.${i}.qty`,
      );
    if (l.qty > got.qty)
      throw invalid(`第${i + 1}行最多可退${got.qty}件（已拿到且未退的数量）`, `lines.${i}.qty`);
    if (l.priceFen > got.priceFen)
      throw invalid(`第${i + 1}行单价不能高于拿货价 ${yuanText(got.priceFen)}`, `lines.${i}.priceFen`);
    got.qty -= l.qty;
  }
}

/** The document's goods go on the returns shelf as items (退货登记指派 walks them back). */
const registerItems = (
  tx: DbOrTx,
  caller: OfflineCaller,
  id: number,
  returnNo: string,
  input: Saved,
  lines: ReturnLine[],
) =>
  registerOfflineReturnItems(
    tx,
    caller.tenantId,
    { accountId: caller.accountId, name: actorName(caller) },
    {
      id,
      returnNo,
      offlineOrderNo: input.offlineOrderNo,
      reason: input.reason,
      remark: input.remark,
      lines: lines.map((l) => ({ ...l, title: l.title ?? '' })),
    },
  );

/**
 * 登记退货 or edit one still 未指派 (its goods still on the shelf: they are registered again). The
 * 线下拿货单 named must be the tenant's own.
 */
export async function saveOfflineReturn(db: Db, caller: OfflineCaller, input: Saved) {
  const lines: ReturnLine[] = input.lines.map((l, i) => ({
    lineNo: i + 1,
    stall: l.stall,
    articleNo: l.articleNo,
    title: l.title ?? '',
    color: l.color,
    size: l.size,
    qty: l.qty,
    priceFen: l.priceFen,
  }));
  const { pieces, goodsFen } = totalsOf(lines);
  const customer = input.customer;
  return db.transaction(async (tx) => {
    if (input.offlineOrderNo)
      await checkReturnable(tx, caller, input.offlineOrderNo, lines, input.id ?? null);
    if (input.id === undefined) {
      const returnNo = await nextOfflineNo(tx, 'return');
      const inserted = await tx.execute<{
        id: string;
        return_no: string;
        state: ReturnState;
        version: number;
      }>(sql`
        insert into offline_returns (tenant_id, account_id, return_no, request_key, state, customer_name,
               customer_phone, customer_address, reason, offline_order_no, lines, pieces, goods_fen, remark,
               events, search_text)
        values (${caller.tenantId}, ${caller.accountId}, ${returnNo}, ${input.requestKey}, 'WAITING_ASSIGNED',
                ${customer.name}, ${customer.phone}, ${customer.address}, ${input.reason}, ${input.offlineOrderNo},
                ${JSON.stringify(lines)}::jsonb, ${pieces}, ${goodsFen}, ${input.remark},
                ${JSON.stringify([offlineEvent(caller, 'CREATED')])}::jsonb,
                ${searchTextOf(returnNo, customer, lines, input.offlineOrderNo)})
        on conflict (tenant_id, request_key) do nothing
        returning id, return_no, state, version`);
      const fresh = inserted.rows[0];
      if (fresh) await registerItems(tx, caller, Number(fresh.id), fresh.return_no, input, lines);
      const row =
        fresh ??
        (
          await tx.execute<{ id: string; return_no: string; state: ReturnState; version: number }>(sql`
            select id, return_no, state, version from offline_returns
             where tenant_id = ${caller.tenantId} and request_key = ${input.requestKey}`)
        ).rows[0]!;
      return { id: Number(row.id), returnNo: row.return_no, state: row.state, version: row.version };
    }
    const updated = await tx.execute<{
      id: string;
      return_no: string;
      state: ReturnState;
      version: number;
    }>(sql`
      update offline_returns
         set customer_name = ${customer.name}, customer_phone = ${customer.phone},
             customer_address = ${customer.address}, reason = ${input.reason},
             offline_order_no = ${input.offlineOrderNo}, lines = ${JSON.stringify(lines)}::jsonb,
             pieces = ${pieces}, goods_fen = ${goodsFen}, remark = ${input.remark}, version = version + 1,
             updated_at = now(), events = ${appendEvent(offlineEvent(caller, 'EDITED'))},
             search_text = ${searchTextOf('', customer, lines, input.offlineOrderNo)} || ' ' || lower(return_no)
       where id = ${input.id} and tenant_id = ${caller.tenantId} and state = 'WAITING_ASSIGNED'
         and version = ${input.version!}
       returning id, return_no, state, version`);
    const row = updated.rows[0];
    if (row) {
      await dropOfflineReturnItems(tx, caller.tenantId, Number(row.id));
      await registerItems(tx, caller, Number(row.id), row.return_no, input, lines);
      return { id: Number(row.id), returnNo: row.return_no, state: row.state, version: row.version };
    }
    const found = await tx.execute(
      sql`select 1 from offline_returns where id = ${input.id} and tenant_id = ${caller.tenantId}`,
    );
    if (!found.rows.length) throw notFound('线下退货单不存在');
    throw stateChanged('退货单');
  });
}

export async function offlineReturnPage(
  db: Db,
  caller: OfflineCaller,
  request: OfflineReturnPageRequest,
): Promise<OfflineReturnPage> {
  const { rows, ...rest } = await pageWithCounts<ReturnRowDb, ReturnState>(
    db,
    {
      table: 'offline_returns',
      alias: 'r',
      stateColumn: 'state',
      columns: COLUMNS,
      states: stateCodes(returnToFactoryState),
    },
    caller.tenantId,
    request,
    request.state,
  );
  return { ...rest, list: rows.map(rowOf) };
}

/**
 * One move, checked against the document read under lock (its version, a state the move starts from),
 * then made on its goods (`moveOfflineReturnItems`), which the document follows.
 */
export async function moveOfflineReturn(db: Db, caller: Caller, input: Action): Promise<OfflineChanged> {
  const move = OFFLINE_RETURN_MOVES[input.action];
  return db.transaction(async (tx) => {
    const lock = () =>
      tx.execute<{ id: string; state: ReturnState; version: number }>(
        sql`select id, state, version from offline_returns
             where id = ${input.id} and tenant_id = ${caller.tenantId} for update`,
      );
    const [row] = (await lock()).rows;
    if (!row) throw notFound('线下退货单不存在');
    if (row.version !== input.version) throw stateChanged('退货单');
    if (!move.from.includes(row.state))
      throw new ApiError(
        ErrorCode.CONFLICT,
        `退货单${stateLabel(returnToFactoryState, row.state)}，不能${move.verb}`,
      );
    await moveOfflineReturnItems(tx, caller, input.id, input);
    const done = (await lock()).rows[0]!;
    return { id: Number(done.id), status: done.state, version: done.version };
  });
}

export async function deleteOfflineReturn(db: Db, caller: OfflineCaller, id: number): Promise<null> {
  return db.transaction(async (tx) => {
    const [row] = (
      await tx.execute<{ state: ReturnState }>(
        sql`select state from offline_returns where id = ${id} and tenant_id = ${caller.tenantId} for update`,
      )
    ).rows;
    if (!row) throw notFound('线下退货单不存在');
    if (row.state !== 'WAITING_ASSIGNED') throw invalid('只有未指派的退货单可以删除', 'id');
    await dropOfflineReturnItems(tx, caller.tenantId, id);
    await tx.execute(sql`delete from offline_returns where id = ${id}`);
    return null;
  });
}

/** 从拿货单带入: what a customer can bring back is what was taken for them. */
export async function offlineReturnSource(
  db: Db,
  caller: OfflineCaller,
  orderNo: string,
): Promise<OfflineReturnSource> {
  const [row] = (
    await db.execute<{
      status: string;
      customer_name: string;
      customer_phone: string;
      customer_address: string;
      lines: StoredLine[];
    }>(
      sql`select status, customer_name, customer_phone, customer_address, lines from offline_orders
           where tenant_id = ${caller.tenantId} and order_no = ${orderNo}`,
    )
  ).rows;
  if (!row) throw notFound('线下拿货单不存在');
  if (row.status !== 'TOOK' && row.status !== 'DELIVERED')
    throw invalid('该拿货单还没有拿到货，不能退货', 'orderNo');
  return {
    orderNo,
    customer: { name: row.customer_name, phone: row.customer_phone, address: row.customer_address },
    lines: row.lines
      .filter((l) => (l.tookQty ?? 0) > 0)
      .map((l) => ({
        stall: l.stall,
        articleNo: l.articleNo,
        title: l.title,
        color: l.color,
        size: l.size,
        qty: l.tookQty!,
        priceFen: l.priceFen,
      })),
  };
}

/**
 * 打印退货标签: the goods' own labels (their 退货码, copies = the quantity) for returns not yet settled
 * with the stall — the labels 退货登记指派 prints for the same goods.
 */
export async function offlineReturnLabels(
  db: Db,
  caller: Caller,
  brand: Brand,
  ids: readonly number[],
): Promise<{ labels: OfflineReturnLabel[]; skipped: string[] }> {
  const { printed, skipped } = await rowsForPrint<ReturnRowDb>(
    db,
    { table: 'offline_returns', alias: 'r', columns: COLUMNS, missing: '线下退货单不存在' },
    caller,
    ids,
    (r) => r.state !== 'FACTORY_RETURNED',
  );
  return {
    skipped: skipped.map((r) => r.return_no),
    labels: await offlineReturnItemLabels(
      db,
      caller,
      brand,
      printed.map((r) => Number(r.id)),
    ),
  };
}
