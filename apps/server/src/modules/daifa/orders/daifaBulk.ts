import { daifaOrderStatus, stateLabel, type DaifaBulkAction } from '@oms/api-client';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { arrayParam } from '../../../db/arrayParam.ts';
import { ApiError } from '../../../http/apiError.ts';
import type { BulkListKind, RowOutcome } from '../../../list/jobs/listJobKinds.ts';
import { ownerName } from '../../../list/jobs/bulkJobs.ts';
import type { FundsServices } from '../../funds/fundsServices.ts';
import { HOLDABLE, setHold } from './daifaActions.ts';
import { daifaSelectionWhere, type DaifaOrderFilter } from './daifaOrderPage.ts';
import { cancelOrder } from '../payments/daifaPayments.ts';
import type { DaifaServices } from '../daifaServices.ts';

type Head = { id: string; order_no: string; status: string; held: boolean };

async function headsOf(db: Db, tenantId: number, ids: number[]) {
  const r = await db.execute<Head>(sql`
    select id, order_no, status, 'HOLD' = any(flags) as held from daifa_orders
     where tenant_id = ${tenantId} and id = any(${arrayParam(ids)}::bigint[])`);
  return new Map(r.rows.map((o) => [Number(o.id), o]));
}

/** Why an order is left as it is, in the words the report shows; null when the action applies. */
function refusal(action: DaifaBulkAction, o: Head): string | null {
  const status = stateLabel(daifaOrderStatus, o.status);
  if (action.kind === 'cancel') return null; // cancelOrder answers for its own states (43004)
  if (!HOLDABLE.includes(o.status)) return `订单${status}，不能${action.kind === 'hold' ? '挂起' : '恢复'}`;
  if (action.kind === 'hold' && o.held) return '订单已挂起';
  if (action.kind === 'release' && !o.held) return '订单未挂起';
  return null;
}

/**
 * 代发订单's bulk actions: 批量取消 (each order in its own transaction, its refunds keyed by the order, so a
 * retried job pays nothing twice), 挂起, 恢复. An order's own refusal is its row's outcome.
 */
export function daifaBulkKind(db: Db, deps: { funds: FundsServices; daifa: DaifaServices }): BulkListKind {
  return {
    listKey: 'daifaOrders',
    permission: '/order/daifaOrderList',
    title(raw) {
      const action = raw as DaifaBulkAction;
      return action.kind === 'cancel' ? '批量取消订单' : action.kind === 'hold' ? '挂起订单' : '恢复订单';
    },
    // A cancel asks the warehouse to intercept: small chunks keep the job's lease renewed.
    chunkSize: (raw) => ((raw as DaifaBulkAction).kind === 'cancel' ? 10 : 100),
    snapshotQuery(owner, filter, limit) {
      const where = daifaSelectionWhere(owner.tenantId, {
        mode: 'filter',
        filter: filter as DaifaOrderFilter,
      });
      return sql`select o.id as row_id, o.order_no as label from daifa_orders o
        where ${where} order by o.created_at desc, o.id desc limit ${limit}`;
    },
    async labelsOf(tx, owner, ids) {
      const heads = await headsOf(tx, owner.tenantId, ids);
      return new Map([...heads].map(([id, o]) => [id, o.order_no]));
    },
    async run(owner, raw, rows) {
      const action = raw as DaifaBulkAction;
      const heads = await headsOf(
        db,
        owner.tenantId,
        rows.map((r) => r.rowId),
      );
      const outcomes = new Map<number, RowOutcome>();
      const name = action.kind === 'cancel' ? await ownerName(db, owner) : '';
      for (const { rowId } of rows) {
        const head = heads.get(rowId);
        const refused = head ? refusal(action, head) : '订单不存在';
        if (refused || !head) {
          outcomes.set(rowId, refused);
          continue;
        }
        try {
          await db.transaction(async (tx) => {
            if (action.kind === 'cancel') {
              await cancelOrder(tx, deps.funds, deps.daifa.fulfilment, {
                tenantId: owner.tenantId,
                orderNo: head.order_no,
                accountId: owner.accountId,
                operatorName: name,
                reason: action.reason,
              });
            } else
              await setHold(
                tx,
                deps.daifa.fulfilment,
                owner.tenantId,
                head.order_no,
                owner.accountId,
                action.kind === 'hold',
              );
          });
          outcomes.set(rowId, null);
        } catch (error) {
          outcomes.set(rowId, error instanceof ApiError ? error.message : '操作失败：系统异常');
        }
      }
      return outcomes;
    },
  };
}
