import { sql } from 'drizzle-orm';
import { notify } from '../../notify/emit.ts';
import { OWED_FEE_REASONS } from '@oms/api-client';
import type { DbOrTx } from '../../../db/client.ts';
import { arrayParam } from '../../../db/arrayParam.ts';
import type { PaidHandlers } from './paymentSettlement.ts';
import { nextFundsNo } from '../fundsNumbers.ts';

export interface ReplenishRow {
  replenishNo: string;
  orderNo: string;
  tenantId: number;
  amountFen: number;
  reason: string;
}

/**
 * What becomes of the order line is the dropship orders module's business: it listens here (paid →
 * requeued at the new price; canceled → the line refunded), inside the same transaction.
 */
export interface ReplenishHooks {
  /** Answers the 补款 among `rows` that nothing awaits any more (their line was canceled or settled otherwise). */
  onPaid: ((tx: DbOrTx, rows: ReplenishRow[]) => Promise<string[]>)[];
  onCanceled: ((tx: DbOrTx, rows: ReplenishRow[], why: 'USER' | 'EXPIRED') => Promise<void>)[];
}

type ReplenishRecord = {
  replenish_no: string;
  order_no: string;
  tenant_id: number;
  amount_fen: number;
  reason: string;
};

const toReplenishRow = (r: ReplenishRecord): ReplenishRow => ({
  replenishNo: r.replenish_no,
  orderNo: r.order_no,
  tenantId: Number(r.tenant_id),
  amountFen: Number(r.amount_fen),
  reason: r.reason,
});

export const REPLENISH_REASON_LABEL: Record<string, string> = {
  PRICE_RAISED: '档口涨价',
  FREIGHT_CHANGED: '运费变更',
  PRICE_CHANGED: '改价',
  SERVICE_FEE: '退货服务费',
  PICKUP_FEE: '平台拿退货费',
};

/** The fee reasons (退货服务费, 平台拿退货费) as a SQL list: `reason not in (${FEE_REASONS})` is a goods 补款. */
export const FEE_REASONS = sql.raw(OWED_FEE_REASONS.map((r) => `'${r}'`).join(', '));

/** How a 补款 that nothing awaits any more is answered (and its cancel_reason). */
export const STALE_REPLENISH = '补款单已失效';

/**
 * 补款 paid: WAITING_PAYMENT → PAID for each, and its line repriced by the hooks. One canceled or
 * expired meanwhile is not owed; so is one whose line no longer awaits it (the hooks say which): it is
 * closed as STALE, and its money goes back — a balance payment is refused whole, an Alipay one refunded.
 */
export function registerReplenishPaid(handlers: PaidHandlers, hooks: ReplenishHooks) {
  handlers.register('REPLENISH', async ({ tx, order }) => {
    const paid = await tx.execute<ReplenishRecord>(sql`
      update replenish_requests set state = 'PAID', pay_no = ${order.payNo}, paid_at = now(), version = version + 1
       where tenant_id = ${order.tenantId} and replenish_no = any(${arrayParam(order.documentNos)}::text[]) and state = 'WAITING_PAYMENT'
       returning replenish_no, order_no, tenant_id, amount_fen, reason`);
    const rows = paid.rows.map(toReplenishRow);
    const stale = new Set<string>();
    for (const hook of hooks.onPaid) for (const no of await hook(tx, rows)) stale.add(no);
    if (stale.size)
      await tx.execute(sql`
        update replenish_requests set state = 'CANCELED', pay_no = null, paid_at = null, canceled_at = now(),
               cancel_reason = 'STALE', version = version + 1
         where tenant_id = ${order.tenantId} and replenish_no = any(${arrayParam([...stale])}::text[])`);
    const done = new Set(rows.map((r) => r.replenishNo).filter((no) => !stale.has(no)));
    return { notOwed: order.documentNos.filter((no) => !done.has(no)), why: STALE_REPLENISH };
  });
}

/** 放弃补款 or the deadline passed: WAITING_PAYMENT → CANCELED, only from that state. */
export async function cancelReplenish(
  tx: DbOrTx,
  hooks: ReplenishHooks,
  where: { tenantId: number; replenishNos: string[] } | { expiredBefore: Date; limit: number },
  why: 'USER' | 'EXPIRED',
): Promise<ReplenishRow[]> {
  const condition =
    'tenantId' in where
      ? sql`tenant_id = ${where.tenantId} and replenish_no = any(${arrayParam(where.replenishNos)}::text[])`
      : sql`id in (select id from replenish_requests where state = 'WAITING_PAYMENT' and deadline_at < ${where.expiredBefore.toISOString()}
                    order by deadline_at limit ${where.limit} for update skip locked)`;
  const r = await tx.execute<ReplenishRecord>(sql`
    update replenish_requests set state = 'CANCELED', canceled_at = now(), cancel_reason = ${why}, version = version + 1
     where ${condition} and state = 'WAITING_PAYMENT'
     returning replenish_no, order_no, tenant_id, amount_fen, reason`);
  const rows = r.rows.map(toReplenishRow);
  if (rows.length) {
    // An open payment order for them is closed, so nobody pays what is no longer owed.
    await tx.execute(sql`
      update payment_orders set state = 'CLOSED', closed_at = now(), version = version + 1
       where state = 'WAITING' and (method is null or method = 'BALANCE') and document_nos && ${arrayParam(rows.map((x) => x.replenishNo))}::text[]`);
    for (const hook of hooks.onCanceled) await hook(tx, rows, why);
    if (why === 'EXPIRED')
      await notify.emitMany(
        tx,
        rows.map((x) => ({
          type: 'REPLENISH_EXPIRED' as const,
          tenantId: x.tenantId,
          key: `bk:${x.replenishNo}:expired`,
          params: { replenishNo: x.replenishNo, orderNo: x.orderNo, amountFen: x.amountFen },
        })),
      );
  }
  return rows;
}

/** How long a 补款 waits for its money before the line is given up. */
export const REPLENISH_HOURS = 48;

/**
 * A 补款 owed on a dropship order (档口涨价, 运费变更…): WAITING_PAYMENT until paid (the hooks'
 * onPaid) or given up / past its deadline (onCanceled). In the caller's transaction; returns its BK number.
 */
export async function requestReplenish(
  tx: DbOrTx,
  input: {
    tenantId: number;
    orderNo: string;
    goods: Record<string, unknown>[];
    reason: keyof typeof REPLENISH_REASON_LABEL;
    originalFen: number;
    currentFen: number;
    amountFen: number;
    /** SERVICE_FEE: the after-sale case the fee is for. */
    afterSaleNo?: string;
    /** How long it waits for its money (REPLENISH_HOURS unless said). */
    hours?: number;
  },
): Promise<{ replenishNo: string; deadlineAt: string }> {
  const replenishNo = await nextFundsNo(tx, 'BK');
  const r = await tx.execute<{ deadline_at: string }>(sql`
    insert into replenish_requests (tenant_id, replenish_no, order_no, goods, reason, original_fen, current_fen, amount_fen, state, deadline_at, after_sale_no)
    values (${input.tenantId}, ${replenishNo}, ${input.orderNo}, ${JSON.stringify(input.goods)}::jsonb, ${input.reason},
            ${input.originalFen}, ${input.currentFen}, ${input.amountFen}, 'WAITING_PAYMENT',
            now() + make_interval(hours => ${input.hours ?? REPLENISH_HOURS}), ${input.afterSaleNo ?? null})
    returning to_char(deadline_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as deadline_at`);
  await notify.emit(tx, {
    type: 'REPLENISH_NEW',
    tenantId: input.tenantId,
    key: `bk:${replenishNo}:new`,
    params: {
      replenishNo,
      orderNo: input.orderNo,
      amountFen: input.amountFen,
      reason: REPLENISH_REASON_LABEL[input.reason] ?? '补款',
      hours: input.hours ?? REPLENISH_HOURS,
    },
  });
  return { replenishNo, deadlineAt: r.rows[0]!.deadline_at };
}
