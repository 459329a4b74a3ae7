import {
  platformOrderStatus,
  sellerFlag,
  stateLabel,
  type ShopOrderBulkAction,
  type ShopOrderFilter,
} from '@oms/api-client';
import { and, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { arrayParam } from '../../db/arrayParam.ts';
import { ApiError } from '../../http/apiError.ts';
import type { BulkListKind, RowOutcome } from '../../list/jobs/listJobKinds.ts';
import type { ShopServices } from '../shops/shopServices.ts';
import { setHold, setRemark, syncOneOrder } from './shopOrderActions.ts';
import { shopOrderConditions, tabCondition } from './shopOrderFilter.ts';

/** Orders still before shipping may be held; later ones have left the seller's hands. */
const HOLDABLE = new Set(['WAIT_PAY', 'WAIT_SEND']);

/** The conditions of a filter, its tab included: what the list shows is what a select-all covers. */
export function shopOrderSelectionWhere(tenantId: number, filter: ShopOrderFilter) {
  const tab = tabCondition(filter.tab);
  return and(...shopOrderConditions(tenantId, filter), ...(tab ? [tab] : []))!;
}

async function statusesOf(db: Db, tenantId: number, ids: number[]) {
  const found = await db.execute<{ id: string; status: string }>(
    sql`select o.id, o.status from shop_orders o where o.tenant_id = ${tenantId} and o.id = any(${arrayParam(ids)}::bigint[])`,
  );
  return new Map(found.rows.map((r) => [Number(r.id), r.status]));
}

/** 同步订单's bulk actions: 设置旗帜, 修改备注, 挂起, 取消挂起, 同步. */
export function shopOrderBulkKind(db: Db, shopServices: ShopServices): BulkListKind {
  return {
    listKey: 'shopOrders',
    permission: '/order/orderList',
    title(raw) {
      const action = raw as ShopOrderBulkAction;
      switch (action.kind) {
        case 'flag':
          return `设置旗帜：${stateLabel(sellerFlag, String(action.sellerFlag))}`;
        case 'remark':
          return action.sellerRemark ? '修改卖家备注' : '清空卖家备注';
        case 'hold':
          return '挂起订单';
        case 'release':
          return '取消挂起';
        case 'sync':
          return '同步订单';
      }
    },
    // One platform call per order for 同步: small chunks keep the job's lease renewed.
    chunkSize: (raw) => ((raw as ShopOrderBulkAction).kind === 'sync' ? 10 : 100),
    snapshotQuery(owner, filter, limit) {
      return sql`select o.id as row_id, o.tid as label from shop_orders o
        where ${shopOrderSelectionWhere(owner.tenantId, filter as ShopOrderFilter)}
        order by o.order_time desc, o.id desc limit ${limit}`;
    },
    async labelsOf(tx, owner, ids) {
      const found = await tx.execute<{ id: string; tid: string }>(
        sql`select o.id, o.tid from shop_orders o where o.tenant_id = ${owner.tenantId} and o.id = any(${arrayParam(ids)}::bigint[])`,
      );
      return new Map(found.rows.map((r) => [Number(r.id), r.tid]));
    },
    async run(owner, raw, rows) {
      const action = raw as ShopOrderBulkAction;
      const ids = rows.map((r) => r.rowId);
      const outcomes = new Map<number, RowOutcome>();
      const notFound = (found: Iterable<number>) => {
        const seen = new Set(found);
        for (const id of ids) outcomes.set(id, seen.has(id) ? null : '订单不存在');
      };
      switch (action.kind) {
        case 'flag':
        case 'remark': {
          const change =
            action.kind === 'flag'
              ? { sellerFlag: action.sellerFlag }
              : { sellerRemark: action.sellerRemark };
          notFound(await setRemark(db, owner.tenantId, owner.accountId, ids, change));
          break;
        }
        case 'hold': {
          const statuses = await statusesOf(db, owner.tenantId, ids);
          const holdable = ids.filter((id) => HOLDABLE.has(statuses.get(id) ?? ''));
          if (holdable.length > 0) await setHold(db, owner.tenantId, owner.accountId, holdable, true);
          for (const id of ids) {
            const status = statuses.get(id);
            outcomes.set(
              id,
              status === undefined
                ? '订单不存在'
                : HOLDABLE.has(status)
                  ? null
                  : `订单${stateLabel(platformOrderStatus, status)}，不能挂起`,
            );
          }
          break;
        }
        case 'release': {
          const statuses = await statusesOf(db, owner.tenantId, ids);
          if (statuses.size > 0)
            await setHold(db, owner.tenantId, owner.accountId, [...statuses.keys()], false);
          notFound(statuses.keys());
          break;
        }
        case 'sync':
          // One call per order, one after another: the platform's rate limit is per shop.
          for (const id of ids) {
            try {
              await syncOneOrder(db, shopServices, owner, id);
              outcomes.set(id, null);
            } catch (error) {
              outcomes.set(id, error instanceof ApiError ? error.message : '同步失败：系统异常');
            }
          }
          break;
      }
      return outcomes;
    },
  };
}
