import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { daifaEndpoints } from '@oms/api-client';
import type { DbOrTx } from '../../../db/client.ts';
import { conflict, notFound } from '../../../http/apiError.ts';
import type { AppContext } from '../../../http/context.ts';
import { registerEndpoint } from '../../../http/registerEndpoint.ts';
import { idempotent } from '../../funds/idempotency.ts';
import { cancelOrder } from '../payments/daifaPayments.ts';
import { retryWriteBack } from '../fromShop/writeBack.ts';
import { addEvent, findOrder, refreshDerived, stateChanged } from './daifaOrders.ts';
import type { FulfilmentGateway } from '../gateways/fulfilmentGateway.ts';

/** An order can be held from payment until it leaves with the courier. */
export const HOLDABLE = ['WAITING_TAKING', 'TAKING', 'WAITING_DELIVERING'];

/**
 * 挂起 / 恢复: the HOLD flag, compare-and-set on the version read, one timeline row. An order already
 * handed over is held at the warehouse first (its clock stops there); if the warehouse cannot (the
 * courier has it) or does not answer, nothing changes here either.
 */
export async function setHold(
  tx: DbOrTx,
  fulfilment: FulfilmentGateway,
  tenantId: number,
  orderNo: string,
  accountId: number,
  hold: boolean,
) {
  const order = await findOrder(tx, tenantId, orderNo, { lock: true });
  if (!order) throw notFound('订单不存在');
  if (!HOLDABLE.includes(order.status)) throw stateChanged();
  const held = (
    await tx.execute<{ held: boolean }>(
      sql`select 'HOLD' = any(flags) as held from daifa_orders where id = ${order.id}`,
    )
  ).rows[0]!.held;
  if (held === hold) throw stateChanged();
  if (order.submitted) {
    const told = await (hold ? fulfilment.hold(orderNo) : fulfilment.release(orderNo));
    if (told.outcome === 'UNREACHABLE') throw conflict('仓库暂时联系不上，请稍后重试');
    if (told.outcome === 'REFUSED')
      throw conflict(told.message || (hold ? '快递已揽收，无法挂起' : '无法恢复'));
  }
  const r = await tx.execute(sql`
    update daifa_orders
       set flags = ${hold ? sql`array_append(array_remove(flags, 'HOLD'), 'HOLD')` : sql`array_remove(flags, 'HOLD')`},
           version = version + 1
     where id = ${order.id} and version = ${order.version}
       and ${hold ? sql`not ('HOLD' = any(flags))` : sql`'HOLD' = any(flags)`}`);
  if (r.rowCount !== 1) throw stateChanged();
  await addEvent(tx, order.id, { type: hold ? 'HELD' : 'RELEASED', accountId });
  await refreshDerived(tx, order.id);
}

export function registerDaifaActions(app: FastifyInstance, ctx: AppContext) {
  const { db, funds, daifa } = ctx;
  registerEndpoint(app, ctx, daifaEndpoints.cancel, async ({ body, caller, request }) =>
    idempotent(db, request, caller.tenantId, (tx) =>
      cancelOrder(tx, funds, daifa.fulfilment, {
        tenantId: caller.tenantId,
        orderNo: body.orderNo,
        accountId: caller.accountId,
        operatorName: caller.username,
        reason: body.reason,
      }),
    ),
  );
  registerEndpoint(app, ctx, daifaEndpoints.hold, async ({ body, caller }) => {
    await db.transaction((tx) =>
      setHold(tx, daifa.fulfilment, caller.tenantId, body.orderNo, caller.accountId, true),
    );
    return null;
  });
  registerEndpoint(app, ctx, daifaEndpoints.writeBackRetry, async ({ body, caller }) => {
    const retried = await db.transaction(async (tx) => {
      if (!(await findOrder(tx, caller.tenantId, body.orderNo))) throw notFound('订单不存在');
      return retryWriteBack(tx, caller.tenantId, body.orderNo);
    });
    if (!retried) throw conflict('回传没有失败，无需重试');
    return null;
  });
  registerEndpoint(app, ctx, daifaEndpoints.release, async ({ body, caller }) => {
    await db.transaction((tx) =>
      setHold(tx, daifa.fulfilment, caller.tenantId, body.orderNo, caller.accountId, false),
    );
    return null;
  });
}
