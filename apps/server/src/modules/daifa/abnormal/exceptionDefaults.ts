import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { FundsServices } from '../../funds/fundsServices.ts';
import { resolveLine } from './abnormalResolve.ts';
import { resolveOrder } from './abnormalOrder.ts';
import { ADDRESS_ISSUE_DEFAULT_MS, defaultFor } from './exceptionKinds.ts';
import { policyColumns, policyOfRow } from './exceptionPolicy.ts';
import type { FulfilmentGateway } from '../gateways/fulfilmentGateway.ts';
import type { LineState } from '../orders/stateMachine.ts';

type Candidate = {
  tenant_id: number;
  order_no: string;
  line_no: number;
  pickup_state: LineState;
  exception_reason: string | null;
  exception_detail: Record<string, unknown> | null;
  replenish_no: string | null;
  exception_at: Date;
  fs_lack_wait_days: number;
  fs_next_day_tries: number;
};

/**
 * Lines nobody answered: past their kind's wait under the tenant's 订单履约策略 (缺货 1–5 days, default 3, 涨价 48 h, 换款 / 档口关闭 24 h → refund;
 * 明天有 a day → wait again, after its 1–3 tries refund) the default is applied as 系统, through the same
 * resolution a seller's click takes. A line changed meanwhile is skipped. Returns how many were applied.
 */
export async function applyExceptionDefaults(
  db: Db,
  deps: { funds: FundsServices; fulfilment: FulfilmentGateway },
  now = new Date(),
  limit = 200,
): Promise<number> {
  const r = await db.execute<Candidate>(sql`
    select o.tenant_id, o.order_no, l.line_no, l.pickup_state, l.exception_reason, l.exception_detail, l.replenish_no, l.exception_at,
           ${policyColumns}
      from daifa_order_lines l join daifa_orders o on o.id = l.order_id
     where l.pickup_state like 'E_%' and not l.canceled and l.exception_at < ${new Date(now.getTime() - 24 * 3600_000).toISOString()}::timestamptz
       and o.status = 'TAKING'
     order by l.exception_at limit ${limit}`);
  let applied = 0;
  for (const c of r.rows) {
    const d = defaultFor(
      {
        pickupState: c.pickup_state,
        exceptionReason: c.exception_reason,
        detail: c.exception_detail,
        replenishNo: c.replenish_no,
      },
      policyOfRow(c),
    );
    if (!d || new Date(c.exception_at).getTime() + d.afterMs > now.getTime()) continue;
    try {
      await db.transaction((tx) =>
        resolveLine(tx, deps, {
          tenantId: Number(c.tenant_id),
          orderNo: c.order_no,
          lineNo: Number(c.line_no),
          action: d.action,
          who: { accountId: null, operatorName: '系统' },
        }),
      );
      applied += 1;
    } catch {
      // changed meanwhile or the warehouse out of reach: the next round looks again
    }
  }
  return applied + (await cancelUnansweredAddresses(db, deps, now, limit));
}

/** 地址异常 unanswered for 72 h: the order is canceled as 系统 (its money back; nothing was shipped). */
async function cancelUnansweredAddresses(
  db: Db,
  deps: { funds: FundsServices; fulfilment: FulfilmentGateway },
  now: Date,
  limit: number,
): Promise<number> {
  const r = await db.execute<{ tenant_id: string; order_no: string }>(sql`
    select tenant_id, order_no from daifa_orders
     where flags <> '{}' and 'BAD_ADDRESS' = any(flags) and status = 'WAITING_DELIVERING'
       and (address_issue->>'at')::timestamptz < ${new Date(now.getTime() - ADDRESS_ISSUE_DEFAULT_MS).toISOString()}::timestamptz
     limit ${limit}`);
  let canceled = 0;
  for (const o of r.rows) {
    try {
      await db.transaction((tx) =>
        resolveOrder(tx, deps, {
          tenantId: Number(o.tenant_id),
          orderNo: o.order_no,
          action: 'CANCEL',
          courierCode: null,
          who: { accountId: null, operatorName: '系统' },
        }),
      );
      canceled += 1;
    } catch {
      // answered meanwhile or the warehouse out of reach: the next round looks again
    }
  }
  return canceled;
}
