import type { FastifyInstance } from 'fastify';
import type { Engine } from '../engine.ts';
import { conflict, notFound } from '../errors.ts';
import { fieldsOf } from '../fields.ts';
import { cancelSendBack, changeReceiver, expectedSendBack, sendBackView } from '../returns/sendBackDesk.ts';

const postNoOf = (params: unknown) => String(fieldsOf(params).postNo ?? '');

/**
 * ReturnsGateway's 寄回: the server hands the desk a paid 寄回单 (the problem parcels it holds, one
 * receiver), changes its receiver or calls it off while packing; SEND_BACK_SHIPPED comes on the
 * returns hook with the waybill.
 */
export function registerSendBackRoutes(app: FastifyInstance, engine: Engine): void {
  app.post('/fulfilment/sendBacks', async (request, reply) => {
    const incoming = expectedSendBack(engine.env.seed, request.body, engine.clock.nowMs());
    const { created, doc } = await engine.changeSendBack(incoming.postNo, (doc) => {
      if (doc && doc.fingerprint !== incoming.fingerprint)
        throw conflict('SEND_BACK_EXISTS', `寄回单 ${incoming.postNo} 已登记且内容不同`);
      return doc
        ? { doc, out: [], result: { created: false, doc } }
        : { doc: incoming, out: [], result: { created: true, doc: incoming } };
    });
    return reply
      .status(created ? 201 : 200)
      .send({ ok: true, repeat: !created, sendBack: sendBackView(doc) });
  });

  app.get('/fulfilment/sendBacks/:postNo', async (request) => {
    const doc = await engine.changeSendBack(postNoOf(request.params), (doc) => ({
      doc,
      out: [],
      result: doc,
    }));
    if (!doc) throw notFound('寄回单不存在');
    return { ok: true, sendBack: sendBackView(doc) };
  });

  app.post('/fulfilment/sendBacks/:postNo/receiver', async (request) => {
    const doc = await engine.changeSendBack(postNoOf(request.params), (doc) => {
      if (!doc) throw notFound('寄回单不存在');
      return changeReceiver(doc, request.body);
    });
    return { ok: true, sendBack: sendBackView(doc) };
  });

  app.post('/fulfilment/sendBacks/:postNo/cancel', async (request) => {
    const doc = await engine.changeSendBack(postNoOf(request.params), (doc) => {
      if (!doc) throw notFound('寄回单不存在');
      return cancelSendBack(doc);
    });
    return { ok: true, sendBack: sendBackView(doc) };
  });
}
