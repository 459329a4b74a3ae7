import type { FastifyInstance } from 'fastify';
import type { Engine } from '../engine.ts';
import { conflict, notFound } from '../errors.ts';
import { fieldsOf } from '../fields.ts';
import { cancelReturn, expectedReturn, giveWaybill, returnView } from '../returns/desk.ts';
import { answerNegotiation, negotiate, restall } from '../returns/problemDesk.ts';

const asNoOf = (params: unknown) => String(fieldsOf(params).asNo ?? '');

/**
 * ReturnsGateway: the server tells the returns desk what is coming back (退货退款, 换货), gives the
 * buyer's waybill, or calls it off; the desk answers with events on the server's returns hook.
 */
export function registerReturnRoutes(app: FastifyInstance, engine: Engine): void {
  app.post('/fulfilment/returns', async (request, reply) => {
    const incoming = expectedReturn(request.body, engine.clock.nowMs());
    const { created, doc } = await engine.changeReturn(incoming.asNo, (doc) => {
      if (doc && doc.fingerprint !== incoming.fingerprint)
        throw conflict('RETURN_EXISTS', `退货 ${incoming.asNo} 已登记且内容不同`);
      return doc
        ? { doc, out: [], result: { created: false, doc } }
        : { doc: incoming, out: [], result: { created: true, doc: incoming } };
    });
    return reply.status(created ? 201 : 200).send({ ok: true, repeat: !created, return: returnView(doc) });
  });

  app.get('/fulfilment/returns/:asNo', async (request) => {
    const doc = await engine.changeReturn(asNoOf(request.params), (doc) => ({ doc, out: [], result: doc }));
    if (!doc) throw notFound('退货不存在');
    return { ok: true, return: returnView(doc) };
  });

  app.post('/fulfilment/returns/:asNo/waybill', async (request) => {
    const doc = await engine.changeReturn(asNoOf(request.params), (doc, now) => {
      if (!doc) throw notFound('退货不存在');
      return giveWaybill(engine.env.seed, doc, request.body, now);
    });
    return { ok: true, return: returnView(doc) };
  });

  app.post('/fulfilment/returns/:asNo/cancel', async (request) => {
    const doc = await engine.changeReturn(asNoOf(request.params), (doc) => {
      if (!doc) throw notFound('退货不存在');
      return cancelReturn(doc);
    });
    return { ok: true, return: returnView(doc) };
  });

  // 重新退档口 and 协商退款 on pieces the stall refused (or QC failed): the desk's answers come as events
  app.post('/fulfilment/returns/:asNo/restall', async (request) => {
    const doc = await engine.changeReturn(asNoOf(request.params), (doc, now) => {
      if (!doc) throw notFound('退货不存在');
      return restall(doc, request.body, now);
    });
    return { ok: true, return: returnView(doc) };
  });

  app.post('/fulfilment/returns/:asNo/negotiation', async (request) => {
    const doc = await engine.changeReturn(asNoOf(request.params), (doc, now) => {
      if (!doc) throw notFound('退货不存在');
      return negotiate(doc, request.body, now);
    });
    return { ok: true, return: returnView(doc) };
  });

  app.post('/fulfilment/returns/:asNo/negotiation/answer', async (request) => {
    const doc = await engine.changeReturn(asNoOf(request.params), (doc) => {
      if (!doc) throw notFound('退货不存在');
      return answerNegotiation(doc, request.body);
    });
    return { ok: true, return: returnView(doc) };
  });
}
