import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { secret } from '../../../db/secrets.ts';
import type { AppContext } from '../../../http/context.ts';
import { addEvent, transition } from '../orders/daifaOrders.ts';
import type { OrderStatus } from '../orders/stateMachine.ts';
import type { CourierProblemHook, ForeignWaybillHook } from '../daifaServices.ts';
import { queueWriteBack } from '../fromShop/writeBack.ts';

/**
 * The courier's tracking pushes in 快递鸟's shape (RequestType 101): a form with RequestData (JSON),
 * DataSign = base64(md5hex(RequestData + AppKey)) and the answer `{EBusinessID, UpdateTime, Success,
 * Reason}`. State 1 揽收 (and any later state first seen) takes a waiting parcel to DELIVERED; 3 签收
 * marks it signed; 4 问题件 goes on the timeline with its StateEx (404 拒收, 420 地址不详…) and to the
 * courier-problem hooks (the after-sales issue's 问题件).
 */
export const courierAppKey = (ctx: Pick<AppContext, 'db'>) => secret(ctx.db, 'courier-app-key');

export const kdniaoSign = (requestData: string, appKey: string) =>
  Buffer.from(
    crypto
      .createHash('md5')
      .update(requestData + appKey, 'utf8')
      .digest('hex'),
  ).toString('base64');

interface Trace {
  AcceptTime: string;
  AcceptStation: string;
  Location?: string;
}
interface PushItem {
  LogisticCode: string;
  ShipperCode: string;
  State: string;
  StateEx?: string;
  Traces?: Trace[];
}

export type TraceOutcome = 'APPLIED' | 'REPEAT' | 'UNKNOWN_WAYBILL';

const LEFT_WAREHOUSE = new Set(['1', '2', '201', '202', '211', '3', '311', '4']);

export async function applyTrace(
  tx: DbOrTx,
  item: PushItem,
  problemHooks: readonly CourierProblemHook[] = [],
  foreignHooks: readonly ForeignWaybillHook[] = [],
): Promise<TraceOutcome> {
  const r = await tx.execute<{
    id: number;
    tenant_id: number;
    order_no: string;
    status: OrderStatus;
    version: number;
  }>(sql`
    select id, tenant_id, order_no, status, version from daifa_orders
     where waybill_no = ${item.LogisticCode} and courier_code = ${item.ShipperCode} for update`);
  const row = r.rows[0];
  if (!row) {
    const push = { courierCode: item.ShipperCode, waybillNo: item.LogisticCode, state: item.State };
    for (const hook of foreignHooks) if (await hook(tx, push)) return 'APPLIED';
    return 'UNKNOWN_WAYBILL';
  }
  const order = { id: Number(row.id), status: row.status, version: Number(row.version) };
  const last = item.Traces?.at(-1);
  const fresh = await addEvent(tx, order.id, {
    type: item.State === '4' ? 'COURIER_PROBLEM' : item.State === '3' ? 'SIGNED' : 'TRACE',
    params: {
      state: item.State,
      stateEx: item.StateEx ?? null,
      station: last?.AcceptStation ?? '',
      location: last?.Location ?? '',
      at: last?.AcceptTime ?? null,
    },
    externalId: `courier:${item.ShipperCode}:${item.LogisticCode}:${item.State}:${item.StateEx ?? ''}:${last?.AcceptTime ?? ''}`,
  });
  if (!fresh) return 'REPEAT';
  if (order.status === 'WAITING_DELIVERING' && LEFT_WAREHOUSE.has(item.State)) {
    // collected at last: 揽收超时 is over
    await tx.execute(sql`
      update daifa_orders set flags = array_remove(flags, 'COLLECT_OVERDUE')
       where id = ${order.id} and 'COLLECT_OVERDUE' = any(flags)`);
    await transition(
      tx,
      order,
      'PICKED_UP',
      { type: 'PICKED_UP', params: { courierCode: item.ShipperCode } },
      { deliveredAt: true },
    );
    // Placed from a shop order: the waybill goes back to the shop (回传).
    await queueWriteBack(tx, order.id);
  }
  if (item.State === '4')
    for (const hook of problemHooks)
      await hook(tx, {
        tenantId: Number(row.tenant_id),
        orderId: order.id,
        orderNo: row.order_no,
        courierCode: item.ShipperCode,
        waybillNo: item.LogisticCode,
        stateEx: item.StateEx ?? null,
        station: last?.AcceptStation ?? '',
        at: last?.AcceptTime ?? null,
      });
  if (item.State === '3' || item.State === '311')
    await tx.execute(
      sql`update daifa_orders set signed_at = coalesce(signed_at, now()) where id = ${order.id}`,
    );
  return 'APPLIED';
}

export function registerCourierTraces(app: FastifyInstance, ctx: AppContext) {
  let key: Promise<string> | null = null;
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 * 1024 },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    scope.post('/api/hooks/courier/traces', async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string>;
      const answer = (success: boolean, reason = '') => ({
        EBusinessID: form.EBusinessID ?? '',
        UpdateTime: new Date().toISOString(),
        Success: success,
        Reason: reason,
      });
      const data = typeof form.RequestData === 'string' ? form.RequestData : '';
      key ??= courierAppKey(ctx);
      const expected = Buffer.from(kdniaoSign(data, await key));
      const given = Buffer.from(String(form.DataSign ?? ''));
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
        return reply.code(401).send(answer(false, '签名错误'));
      let items: PushItem[];
      try {
        const parsed = JSON.parse(data) as { Data?: PushItem[] };
        items = Array.isArray(parsed.Data)
          ? parsed.Data.filter(
              (d) =>
                typeof d?.LogisticCode === 'string' &&
                typeof d?.ShipperCode === 'string' &&
                typeof d?.State === 'string',
            )
          : [];
      } catch {
        return reply.code(400).send(answer(false, 'RequestData 不是 JSON'));
      }
      for (const item of items)
        await ctx.db.transaction((tx) =>
          applyTrace(tx, item, ctx.daifa.courierProblemHooks, ctx.daifa.foreignWaybillHooks),
        );
      return reply.send(answer(true));
    });
  });
}
