import { sql } from 'drizzle-orm';
import {
  ErrorCode,
  RETURN_ASSIGN_CODE,
  type Brand,
  type OfflineReturnAction,
  type OfflineReturnLabel,
  type StallRefuseReason,
} from '@oms/api-client';
import type { DbOrTx } from '../../db/client.ts';
import { ApiError, forbidden } from '../../http/apiError.ts';
import { hasPermission, type Caller } from '../../http/caller.ts';
import { stallKeyOf } from '../pickup/pickupTasks.ts';
import { stallMatch } from '../suppliers/stallMatch.ts';
import { insertItems } from './returnRegister.ts';
import {
  applyReturnReport,
  assignMove,
  moveItemsInTx,
  RESUME_MOVE,
  RETRY_MOVE,
  STOP_MOVE,
} from './returnMoves.ts';
import { itemsWhere, SHELF } from './returnRows.ts';
import { labelsOf } from './returnLabels.ts';

/** A 线下退货单 as its goods need it: the document, the pick-up order it names, its lines. */
export type OfflineReturnGoods = {
  id: number;
  returnNo: string;
  offlineOrderNo: string;
  reason: string;
  remark: string;
  lines: ReadonlyArray<{
    lineNo: number;
    stall: string;
    articleNo: string;
    title: string;
    color: string;
    size: string;
    qty: number;
    priceFen: number;
  }>;
};

type LineMatch = {
  line_no: number;
  task_id: number | null;
  take_code: string;
  took_on: string | null;
  supplier_id: number | null;
  shelf: string;
};

/**
 * The document's lines become return items on the shelf (未指派) under one 入库单号, in the caller's
 * transaction: each bought on the named 线下拿货单's task for the same goods when there is one, else
 * matched to its stall by name (未归类 when none). The stall's window is not checked: the customer's
 * return is taken, the manager settles a refusal (重新退, 自留).
 */
export async function registerOfflineReturnItems(
  tx: DbOrTx,
  tenantId: number,
  by: { accountId: number; name: string },
  doc: OfflineReturnGoods,
): Promise<number> {
  const col = <T>(pick: (l: OfflineReturnGoods['lines'][number]) => T) => sql.param(doc.lines.map(pick));
  const matched = await tx.execute<LineMatch>(sql`
    select l.line_no, t.id as task_id, coalesce(t.take_code, '') as take_code,
           (select max(a.day) from pickup_assignments a where a.task_id = t.id and a.took_qty > 0)::text as took_on,
           sx.id as supplier_id,
           ${SHELF} as shelf
      from unnest(${col((l) => l.lineNo)}::int[], ${col((l) => l.stall)}::text[],
                  ${col((l) => l.articleNo)}::text[], ${col((l) => l.color)}::text[], ${col((l) => l.size)}::text[],
                  ${col((l) => stallKeyOf(l.stall))}::text[])
           as l(line_no, stall, article_no, color, size, match_key)
      left join lateral (
        select pt.id, pt.take_code, pt.supplier_id from pickup_tasks pt
         where ${doc.offlineOrderNo} <> '' and pt.tenant_id = ${tenantId} and pt.source = 'OFFLINE'
           and pt.order_no = ${doc.offlineOrderNo} and pt.stall = l.stall and pt.article_no = l.article_no
           and pt.color = l.color and pt.size = l.size
         order by pt.id limit 1) t on true
      left join suppliers sx on sx.id = coalesce(t.supplier_id, ${stallMatch(tenantId, { matchKey: sql`l.match_key` })})
      left join markets m on m.id = sx.market_id
      left join market_floors f on f.id = sx.floor_id`);
  const byLine = new Map(matched.rows.map((r) => [Number(r.line_no), r]));
  const items = await insertItems(
    tx,
    tenantId,
    by,
    doc.lines.map((l) => {
      const m = byLine.get(l.lineNo)!;
      return {
        c: {
          taskId: m.task_id === null ? null : Number(m.task_id),
          orderNo: doc.returnNo,
          takeCode: m.take_code,
          supplierId: m.supplier_id === null ? null : Number(m.supplier_id),
          stall: l.stall,
          shelf: m.shelf,
          articleNo: l.articleNo,
          title: l.title,
          color: l.color,
          size: l.size,
          priceFen: l.priceFen,
          tookOn: m.took_on,
        },
        qty: l.qty,
        reason: doc.reason,
        offlineLineNo: l.lineNo,
      };
    }),
    doc.remark,
    doc.id,
  );
  return items.length;
}

const busy = () => new ApiError(ErrorCode.PICKUP_STATE, '退货单的商品已在退货中，不能修改或删除');

/**
 * Before a 线下退货单 is edited or deleted: its items leave the shelf — only while none has moved on
 * (a 退货员 may hold them already though the document still reads 未指派).
 */
export async function dropOfflineReturnItems(tx: DbOrTx, tenantId: number, offlineReturnId: number) {
  const items = await tx.execute<{ state: string }>(sql`
    select state from return_items where tenant_id = ${tenantId} and offline_return_id = ${offlineReturnId}
     order by id for update`);
  if (items.rows.some((r) => r.state !== 'WAITING_ASSIGNED')) throw busy();
  await tx.execute(
    sql`delete from return_items where tenant_id = ${tenantId} and offline_return_id = ${offlineReturnId}`,
  );
}

type PageMove = {
  action: OfflineReturnAction;
  staffId?: number | undefined;
  refundFen?: number | undefined;
  refuseReason?: StallRefuseReason | undefined;
  note?: string | undefined;
};

const nothingMoved = (verb: string) => new ApiError(ErrorCode.PICKUP_STATE, `退货单没有可以${verb}的商品`);

/**
 * A move made on the 线下退货单 page is made on its goods, as 退货登记指派 would: 送退档口 hands them to a
 * 退货员 (a refusal is sent again first, at most twice), 暂停 / 恢复 as there — all three the 指派 right's;
 * the stall's answer is for the goods on the walk the caller answers for (指派 all, a 退货员 theirs),
 * a refund split over them by value. The document then follows its goods.
 */
export async function moveOfflineReturnItems(
  tx: DbOrTx,
  caller: Caller,
  offlineReturnId: number,
  move: PageMove,
): Promise<void> {
  const mine = sql`offline_return_id = ${offlineReturnId}`;
  const noted = move.note ? { note: move.note } : {};
  const manage = () => {
    if (!hasPermission(caller, RETURN_ASSIGN_CODE)) throw forbidden('没有指派退货的权限');
  };
  if (move.action === 'START') {
    manage();
    const retried = await moveItemsInTx(tx, caller, sql`${mine} and state = 'FACTORY_REFUSE'`, RETRY_MOVE);
    const assign = assignMove(caller, { staffId: move.staffId! });
    const assigned = await moveItemsInTx(tx, caller, mine, {
      ...assign,
      params: { ...assign.params, ...noted },
    });
    if (!retried.moved && !assigned.moved) throw nothingMoved('送退');
    return;
  }
  if (move.action === 'STOP' || move.action === 'RESUME') {
    manage();
    const done = await moveItemsInTx(tx, caller, mine, {
      ...(move.action === 'STOP' ? STOP_MOVE : RESUME_MOVE),
      params: noted,
    });
    if (!done.moved) throw nothingMoved(move.action === 'STOP' ? '暂停' : '恢复');
    return;
  }
  // a 退货员 answers for the goods they hold; 指派 for all on the walk, and those a far stall has or will have
  const held = hasPermission(caller, RETURN_ASSIGN_CODE) ? sql`true` : sql`staff_id = ${caller.accountId}`;
  const walking = (
    await tx.execute<{ id: number; version: number; goods: string }>(sql`
      select id, version, qty * price_fen as goods from return_items
       where tenant_id = ${caller.tenantId} and ${mine} and ${held}
         and (state = 'WAIT_FACTORY' or route = 'COURIER' and state in ('WAIT_SIGNED', 'SIGNED'))
       order by id for update`)
  ).rows.map((r) => ({ id: Number(r.id), version: Number(r.version), goods: BigInt(r.goods) }));
  if (!walking.length) throw nothingMoved('登记结果');
  if (move.action === 'REFUSED') {
    for (const w of walking)
      await applyReturnReport(
        tx,
        caller,
        { ...w, outcome: 'REFUSED', refuseReason: move.refuseReason! },
        move.note,
      );
    return;
  }
  const shares = splitByValue(
    BigInt(move.refundFen!),
    walking.map((w) => w.goods),
  );
  if (!shares)
    throw new ApiError(ErrorCode.RETURN_REFUND_OVER, '退款金额超过原拿货金额', { field: 'refundFen' });
  for (const [i, w] of walking.entries())
    await applyReturnReport(
      tx,
      caller,
      { id: w.id, version: w.version, outcome: 'REFUNDED', refundFen: Number(shares[i]) },
      move.note,
    );
}

/**
 * An amount shared by weight: each its floor, the fen left over one each to the largest remainders
 * (ties to the first), so the shares add up to the amount. All weights 0: the first takes it all.
 */
export function shareByWeight(amount: bigint, weights: readonly bigint[]): bigint[] {
  const total = weights.reduce((n, g) => n + g, 0n);
  if (total === 0n) return weights.map((_, i) => (i === 0 ? amount : 0n));
  const shares = weights.map((g) => (amount * g) / total);
  let left = amount - shares.reduce((n, s) => n + s, 0n);
  const byRemainder = weights
    .map((g, i) => ({ i, rest: (amount * g) % total }))
    .sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.i - b.i));
  for (const { i } of byRemainder) {
    if (left === 0n) break;
    shares[i]! += 1n;
    left -= 1n;
  }
  return shares;
}

/**
 * A refund over goods of these values, by value (`shareByWeight`) — so no share passes its goods. Null
 * when the refund is more than all of them.
 */
export function splitByValue(refund: bigint, goods: readonly bigint[]): bigint[] | null {
  const total = goods.reduce((n, g) => n + g, 0n);
  if (refund > total) return null;
  return total === 0n ? goods.map(() => 0n) : shareByWeight(refund, goods);
}

/** 打印退货标签 from the 线下退货单 page: its goods' own labels (their 退货码), those not yet refunded. */
export async function offlineReturnItemLabels(
  tx: DbOrTx,
  caller: Caller,
  brand: Brand,
  offlineReturnIds: readonly number[],
): Promise<OfflineReturnLabel[]> {
  if (!offlineReturnIds.length) return [];
  const items = await itemsWhere(
    tx,
    sql`r.tenant_id = ${caller.tenantId} and r.offline_return_id = any(${sql.param([...offlineReturnIds])}::bigint[])
        and r.state <> 'FACTORY_RETURNED'`,
  );
  return (await labelsOf(tx, caller, brand, items)).labels;
}
