import type { FastifyInstance } from 'fastify';
import type { ForceInput, StandInControl } from '../control.ts';
import { badRequest, notFound } from '../errors.ts';
import { fieldsOf, optionalInt, optionalText } from '../fields.ts';
import { orderView } from './fulfilmentRoutes.ts';
import { returnView } from '../returns/desk.ts';
import { sendBackView } from '../returns/sendBackDesk.ts';
import { headlessView } from '../returns/headless.ts';
import type { ReturnForce } from '../returns/model.ts';

/** `/control`: the in-process control over plain JSON, for tests and the demo (not part of any real system). */
export function registerControlRoutes(
  app: FastifyInstance,
  control: StandInControl,
  info: () => Record<string, unknown>,
): void {
  app.get('/control/health', async () => ({ ok: true, ...info(), now: control.now().toISOString() }));

  app.get('/control/faults', async () => control.faults());
  app.post('/control/faults', async (request) => control.setFaults(fieldsOf(request.body)));
  app.delete('/control/faults', async () => control.setFaults({}));

  app.post('/control/force', async (request) => {
    await control.force(fieldsOf(request.body) as unknown as ForceInput);
    return { ok: true };
  });

  app.get('/control/clock', async () => ({ now: control.now().toISOString() }));
  app.post('/control/clock', async (request) => {
    const body = fieldsOf(request.body);
    const speed = body.simSpeed;
    if (speed !== undefined) {
      if (typeof speed !== 'number' || speed < 0 || speed > 100_000)
        throw badRequest('simSpeed 须为 0 到 100000');
      control.setSpeed(speed);
    }
    const at = optionalText(body, 'now', 40);
    if (at !== undefined) await control.setClock(new Date(at));
    const advanceMs = optionalInt(body, 'advanceMs', 0, 365 * 86_400_000);
    if (advanceMs !== undefined) await control.advanceClock(advanceMs);
    return { now: control.now().toISOString() };
  });

  app.get('/control/outbox', async (request) => {
    const q = fieldsOf(request.query);
    const orderNo = optionalText(q, 'orderNo', 40);
    const state = optionalText(q, 'state', 20);
    if (state !== undefined && state !== 'PENDING' && state !== 'DELIVERED')
      throw badRequest('state 须为 PENDING 或 DELIVERED');
    return { items: await control.outbox({ ...(orderNo ? { orderNo } : {}), ...(state ? { state } : {}) }) };
  });
  app.post('/control/outbox/retry', async () => ({ retried: await control.retryNow() }));
  app.post('/control/tick', async () => {
    await control.tick();
    return { ok: true };
  });

  app.get('/control/orders/:orderNo', async (request) => {
    const doc = await control.order(String(fieldsOf(request.params).orderNo ?? ''));
    if (!doc) throw notFound('订单不存在');
    return { order: orderView(doc), raw: doc };
  });

  app.post('/control/headless', async (request, reply) => {
    const doc = await control.registerHeadless(request.body ?? {});
    await control.tick();
    return reply.status(201).send({ headless: headlessView(doc) });
  });

  app.get('/control/sendBacks/:postNo', async (request) => {
    const doc = await control.sendBackOf(String(fieldsOf(request.params).postNo ?? ''));
    if (!doc) throw notFound('寄回单不存在');
    return { sendBack: sendBackView(doc), raw: doc };
  });
  app.post('/control/sendBacks/:postNo/play', async (request) => {
    const doc = await control.playSendBack(String(fieldsOf(request.params).postNo ?? ''));
    await control.tick();
    return { sendBack: sendBackView(doc) };
  });

  app.get('/control/returns/:asNo', async (request) => {
    const doc = await control.returnOf(String(fieldsOf(request.params).asNo ?? ''));
    if (!doc) throw notFound('退货不存在');
    return { return: returnView(doc), raw: doc };
  });
  app.post('/control/returns/:asNo/play', async (request) => {
    const doc = await control.playReturn(String(fieldsOf(request.params).asNo ?? ''));
    await control.tick();
    return { return: returnView(doc) };
  });
  app.post('/control/returns/:asNo/force', async (request) => {
    const body = fieldsOf(request.body);
    const force: ReturnForce = {};
    for (const k of ['qc', 'qcReason', 'factory', 'factoryReason', 'negotiation', 'review'] as const) {
      const v = optionalText(body, k, 40);
      if (v !== undefined) (force as Record<string, string>)[k] = v;
    }
    const offerFen = optionalInt(body, 'offerFen', 1, 100_000_000);
    if (offerFen !== undefined) force.offerFen = offerFen;
    const reviewFen = optionalInt(body, 'reviewFen', 1, 100_000_000);
    if (reviewFen !== undefined) force.reviewFen = reviewFen;
    await control.forceReturn(String(fieldsOf(request.params).asNo ?? ''), force);
    return { ok: true };
  });

  app.post('/control/orders/adopt', async (request, reply) => {
    const { adopted, order } = await control.adopt(request.body);
    return reply.status(adopted ? 201 : 200).send({ ok: true, adopted, order: orderView(order) });
  });

  app.post('/control/callback', async (request) => {
    const url = optionalText(fieldsOf(request.body), 'url', 500) ?? null;
    await control.setCallbackUrl(url);
    return { url };
  });

  app.post('/control/market/price', async (request) => {
    const body = fieldsOf(request.body);
    const goodsId = optionalText(body, 'goodsId', 40);
    if (!goodsId) throw badRequest('缺少参数 goodsId');
    const priceFen = body.priceFen === null ? null : (optionalInt(body, 'priceFen', 0, 100_000_000) ?? null);
    await control.setPrice(goodsId, priceFen);
    return { goodsId, priceFen };
  });
}
