import type { FastifyInstance } from 'fastify';
import type { Engine } from '../engine.ts';
import { conflict, notFound } from '../errors.ts';
import { fieldsOf, optionalText } from '../fields.ts';
import {
  changeAddress,
  hold,
  release,
  drop,
  exchange,
  intercept,
  requeue,
  reroute,
  type Action,
} from '../orders/actions.ts';
import type { OrderDoc } from '../orders/model.ts';
import { newOrder, receiverOf } from '../orders/submission.ts';
import type { PlatformWaybills } from '../platformWaybills.ts';
import { WAREHOUSES } from '../warehouses.ts';

/** The order as the warehouse reports it (what the server may ask for when in doubt). */
export function orderView(doc: OrderDoc) {
  return {
    orderNo: doc.orderNo,
    stage: doc.stage,
    seq: doc.seq,
    courier: doc.courier,
    // the masked text only: the sealed blob is the platform's business
    receiver: {
      ...doc.receiver,
      encrypted: undefined,
      oaid: undefined,
      sealed: Boolean(doc.receiver.encrypted),
    },
    sender: doc.sender ?? null,
    weightG: doc.weightG,
    waybillNo: doc.parcel?.waybillNo ?? null,
    parcelState: doc.parcel?.state ?? null,
    lines: doc.lines.map((l) => ({
      lineId: l.lineId,
      lineNo: l.lineNo,
      goodsId: l.goodsId,
      stall: l.stall,
      qty: l.qty,
      state: l.state,
      result: l.result,
      reason: l.reason,
      tookQty: l.tookQty,
      attempt: l.attempt,
      exchange: l.exchange,
      exchanged: l.exchanged,
    })),
  };
}

const orderNoOf = (params: unknown) => String(fieldsOf(params).orderNo ?? '');

/** FulfilmentGateway: the server hands orders to the warehouse and steers their lines. */
export function registerFulfilmentRoutes(
  app: FastifyInstance,
  engine: Engine,
  waybills: PlatformWaybills,
): void {
  app.get('/fulfilment/warehouses', async () => ({ ok: true, warehouses: WAREHOUSES }));

  app.post('/fulfilment/orders', async (request, reply) => {
    const now = engine.clock.nowMs();
    const orderNo = String(fieldsOf(request.body).orderNo ?? '');
    const forced = engine.settings().pendingForced[orderNo] ?? [];
    const parcel = engine.settings().pendingForcedParcel[orderNo] ?? null;
    const incoming = newOrder(request.body, now, engine.env.batchCuts, forced);
    incoming.forcedParcel = parcel;
    // 密文面单 is taken before the order is kept: a platform out of reach is a 503 the server retries
    if (incoming.receiver.encrypted) incoming.ewaybill = await waybills.get(incoming);
    const answer = await engine.changeOrder(orderNo, (_env, doc) => {
      if (doc && doc.fingerprint !== incoming.fingerprint)
        throw conflict('ORDER_EXISTS', `订单 ${orderNo} 已提交且内容不同`);
      if (doc) return { doc, out: [], result: { status: 200, doc } };
      return { doc: incoming, out: [], result: { status: 201, doc: incoming } };
    });
    if (answer.status === 201 && (forced.length || parcel))
      await engine.updateSettings((s) => {
        delete s.pendingForced[orderNo];
        delete s.pendingForcedParcel[orderNo];
      });
    return reply.status(answer.status).send({
      ok: true,
      repeat: answer.status === 200,
      batchAt: answer.doc.batchAt && new Date(answer.doc.batchAt).toISOString(),
      order: orderView(answer.doc),
    });
  });

  app.get('/fulfilment/orders/:orderNo', async (request) => {
    const orderNo = orderNoOf(request.params);
    const doc = await engine.changeOrder(orderNo, (_env, d) => ({ doc: d, out: [], result: d }));
    if (!doc) throw notFound(`订单 ${orderNo} 不存在`);
    return { ok: true, order: orderView(doc) };
  });

  const act = (action: Action) => async (orderNo: string, body: unknown) =>
    engine.changeOrder(orderNo, (env, doc, now) => {
      if (!doc) throw notFound(`订单 ${orderNo} 不存在`);
      return { doc, out: [], result: { ok: true, ...action(env, doc, now, body) } };
    });

  app.post('/fulfilment/orders/:orderNo/intercept', async (request) =>
    act(intercept)(orderNoOf(request.params), request.body),
  );
  app.post('/fulfilment/orders/:orderNo/address', async (request) => {
    const orderNo = orderNoOf(request.params);
    const f = fieldsOf(request.body);
    const receiver = receiverOf(f.receiver ?? request.body);
    let ewaybill = null;
    if (receiver.encrypted) {
      // the sealed receiver again with another courier: that courier's waybill from the platform
      const doc = await engine.changeOrder(orderNo, (_env, d) => ({ doc: d, out: [], result: d }));
      if (!doc) throw notFound(`订单 ${orderNo} 不存在`);
      const courier = optionalText(f, 'courier', 10) ?? doc.courier;
      ewaybill = await waybills.get({ platform: doc.platform, receiver, courier });
    }
    return act(changeAddress(ewaybill))(orderNo, request.body);
  });
  app.post('/fulfilment/orders/:orderNo/hold', async (request) =>
    act(hold)(orderNoOf(request.params), request.body),
  );
  app.post('/fulfilment/orders/:orderNo/release', async (request) =>
    act(release)(orderNoOf(request.params), request.body),
  );

  const lineActions: Record<string, Action> = { requeue, reroute, exchange, drop };
  app.post('/fulfilment/orders/:orderNo/lines/:lineId/:action', async (request) => {
    const params = fieldsOf(request.params);
    const action = lineActions[String(params.action)];
    if (!action) throw notFound('接口不存在');
    return act(action)(orderNoOf(params), { ...fieldsOf(request.body), lineId: String(params.lineId) });
  });
}
