import { sql } from 'drizzle-orm';
import {
  offlineOrderState,
  stateLabel,
  type OfflineChanged,
  type OfflineOrderAction,
  type OfflineOrderState,
} from '@oms/api-client';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ApiError, invalid, notFound } from '../../http/apiError.ts';
import { ErrorCode } from '@oms/api-client';
import { appendEvent, offlineEvent, stateChanged, type OfflineCaller } from './offlineRows.ts';
import type { StoredLine } from './offlineOrders.ts';
import { enqueueTasks } from '../pickup/pickupTasks.ts';
import { closeSourceTasks } from '../pickup/ownTeamGateway.ts';

type Move = { from: readonly OfflineOrderState[]; to: OfflineOrderState; event: string; verb: string };

/**
 * The whole machine of a 线下拿货单. 拿货完成 (TAKING → TOOK) is the `took` move: it carries quantities.
 * Canceling stops at 拿货中: once the goods are in hand they are delivered, or come back as a 线下退货单.
 */
export const OFFLINE_ORDER_MOVES: Readonly<Record<OfflineOrderAction | 'TOOK', Move>> = {
  SUBMIT: { from: ['DRAFT'], to: 'WAITING_TAKING', event: 'SUBMITTED', verb: '提交' },
  START: { from: ['WAITING_TAKING'], to: 'TAKING', event: 'STARTED', verb: '开始拿货' },
  TOOK: { from: ['TAKING'], to: 'TOOK', event: 'TOOK', verb: '拿货完成' },
  DELIVER: { from: ['TOOK'], to: 'DELIVERED', event: 'DELIVERED', verb: '交付' },
  CANCEL: { from: ['DRAFT', 'WAITING_TAKING', 'TAKING'], to: 'CANCELED', event: 'CANCELED', verb: '取消' },
};

/** Compare-and-set on id, tenant, version and the move's from-states; a miss says why. */
async function apply(
  tx: DbOrTx,
  caller: OfflineCaller,
  input: { id: number; version: number },
  move: Move,
  set: { lines?: StoredLine[]; tookPieces?: number },
  params: Record<string, unknown>,
): Promise<OfflineChanged> {
  const updated = await tx.execute<{ id: string; status: string; version: number }>(sql`
    update offline_orders
       set status = ${move.to}, version = version + 1, updated_at = now(),
           ${set.lines ? sql`lines = ${JSON.stringify(set.lines)}::jsonb,` : sql``}
           ${set.tookPieces !== undefined ? sql`took_pieces = ${set.tookPieces},` : sql``}
           events = ${appendEvent(offlineEvent(caller, move.event, params))}
     where id = ${input.id} and tenant_id = ${caller.tenantId} and version = ${input.version}
       and status in (${sql.join(
         move.from.map((s) => sql`${s}`),
         sql`, `,
       )})
     returning id, status, version`);
  const row = updated.rows[0];
  if (row) return { id: Number(row.id), status: row.status, version: row.version };
  const [current] = (
    await tx.execute<{ status: OfflineOrderState; version: number }>(
      sql`select status, version from offline_orders where id = ${input.id} and tenant_id = ${caller.tenantId}`,
    )
  ).rows;
  if (!current) throw notFound('线下拿货单不存在');
  if (current.version === input.version && !move.from.includes(current.status))
    throw new ApiError(
      ErrorCode.CONFLICT,
      `拿货单${stateLabel(offlineOrderState, current.status)}，不能${move.verb}`,
    );
  throw stateChanged('拿货单');
}

async function linesOf(tx: DbOrTx, caller: OfflineCaller, id: number): Promise<StoredLine[]> {
  const [row] = (
    await tx.execute<{ lines: StoredLine[] }>(
      sql`select lines from offline_orders where id = ${id} and tenant_id = ${caller.tenantId} for update`,
    )
  ).rows;
  if (!row) throw notFound('线下拿货单不存在');
  return row.lines;
}

export async function moveOfflineOrder(
  db: Db,
  caller: OfflineCaller,
  input: { id: number; version: number; action: OfflineOrderAction; reason?: string | undefined },
): Promise<OfflineChanged> {
  const move = OFFLINE_ORDER_MOVES[input.action];
  return db.transaction(async (tx) => {
    const lines =
      input.action === 'START'
        ? // handed to the pickers: every line is being picked
          (await linesOf(tx, caller, input.id)).map((l): StoredLine => ({ ...l, pickupState: 'TAKING' }))
        : undefined;
    const changed = await apply(
      tx,
      caller,
      input,
      move,
      lines ? { lines } : {},
      input.reason ? { reason: input.reason } : {},
    );
    // 开始拿货 puts the lines on the team's board (拿货任务指派); 取消 takes them off
    if (input.action === 'START') await enqueueOfflineOrder(tx, caller.tenantId, input.id);
    if (input.action === 'CANCEL') await closeSourceTasks(tx, 'OFFLINE', input.id, '拿货单已取消');
    return changed;
  });
}

/** The order's lines as pick-up tasks (source OFFLINE: the order's id and line numbers). */
async function enqueueOfflineOrder(tx: DbOrTx, tenantId: number, id: number) {
  const [order] = (
    await tx.execute<{ order_no: string; lines: StoredLine[] }>(
      sql`select order_no, lines from offline_orders where id = ${id}`,
    )
  ).rows;
  await enqueueTasks(tx, {
    tenantId,
    source: 'OFFLINE',
    orderNo: order!.order_no,
    lines: order!.lines.map((l) => ({
      sourceId: id,
      lineNo: l.lineNo,
      stall: l.stall,
      articleNo: l.articleNo,
      title: l.title,
      color: l.color,
      size: l.size,
      qty: l.qty,
      priceFen: l.priceFen,
    })),
  });
}

/**
 * 拿货完成: every line's 实拿数量 (0 … 下单数量). A line short of its quantity is 部分拿货, none is 缺货; an
 * order with nothing taken is refused — it is canceled, not 已拿货.
 */
export async function tookOfflineOrder(
  db: Db,
  caller: OfflineCaller,
  input: { id: number; version: number; lines: Array<{ lineNo: number; tookQty: number }> },
): Promise<OfflineChanged> {
  const given = new Map<number, number>();
  for (const l of input.lines) {
    if (given.has(l.lineNo)) throw invalid(`第${l.lineNo}行填写了两次`, 'lines');
    given.set(l.lineNo, l.tookQty);
  }
  return db.transaction(async (tx) => {
    const lines = await linesOf(tx, caller, input.id);
    const next = lines.map((l): StoredLine => {
      const took = given.get(l.lineNo);
      if (took === undefined) throw invalid(`请填写第${l.lineNo}行（${l.articleNo}）的实拿数量`, 'lines');
      if (took > l.qty) throw invalid(`第${l.lineNo}行实拿数量不能超过下单数量${l.qty}`, 'lines');
      return {
        ...l,
        tookQty: took,
        pickupState: took === l.qty ? 'TOOK' : took === 0 ? 'E_LACK_TAKING' : 'TOOK_PART',
      };
    });
    if (given.size !== lines.length) throw invalid('拿货单没有这一行商品', 'lines');
    const tookPieces = next.reduce((n, l) => n + (l.tookQty ?? 0), 0);
    if (tookPieces === 0) throw invalid('一件都没有拿到，请取消这张拿货单', 'lines');
    const short = next.reduce((n, l) => n + l.qty - (l.tookQty ?? 0), 0);
    const changed = await apply(
      tx,
      caller,
      input,
      OFFLINE_ORDER_MOVES.TOOK,
      { lines: next, tookPieces },
      { took: tookPieces, short },
    );
    // finished by hand: what the board still held for it is not fetched any more
    await closeSourceTasks(tx, 'OFFLINE', input.id, '拿货单已完成');
    return changed;
  });
}
