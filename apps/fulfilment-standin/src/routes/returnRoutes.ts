import type { FastifyInstance } from 'fastify';
import type { Engine } from '../engine.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { fieldsOf, int, optionalText, text } from '../fields.ts';
import { cancelReturn, expectedReturn, giveWaybill, returnView, takeHeadless } from '../returns/desk.ts';
import { answerNegotiation, negotiate, restall } from '../returns/problemDesk.ts';
import { isHeadlessDoc } from '../returns/headless.ts';
import { REVIEW_KINDS, isReturnDoc, type ReturnLine, type ReviewKind } from '../returns/model.ts';
import { reviewingReturn } from '../returns/review.ts';
import { interceptingReturn, interceptParcel } from '../returns/intercept.ts';
import { orderOf } from '../store/store.ts';
import { parsePhotoId, renderParcelPhoto, type PhotoSubject, type PhotoTag } from '../returns/photos.ts';
import type { StoredDoc } from '../store/store.ts';

const asNoOf = (params: unknown) => String(fieldsOf(params).asNo ?? '');

/**
 * ReturnsGateway: the server tells the returns desk what is coming back (退货退款, 换货), gives the
 * buyer's waybill, or calls it off; the desk answers with events on the server's returns hook.
 */
/** What a photo shows, once the desk has taken it: a 无头件 from its registration, a return from its 签收. */
function photoSubjectOf(doc: StoredDoc | null, subject: string, tag: PhotoTag): PhotoSubject | null {
  if (isHeadlessDoc(doc))
    return tag === 'Q' ? null : { subject, goods: doc.goods, waybillNo: doc.waybillNo, courier: doc.courier };
  if (
    !isReturnDoc(doc) ||
    doc.intercept ||
    doc.review ||
    ['EXPECTED', 'IN_TRANSIT', 'CANCELED'].includes(doc.stage)
  )
    return null;
  const goods = doc.lines.map((l) => `${l.color}${l.articleNo} ×${l.qty}`).join('，');
  return { subject, goods, waybillNo: doc.waybillNo, courier: doc.courier };
}

export function registerReturnRoutes(app: FastifyInstance, engine: Engine): void {
  // the photos its events name (HEADLESS_REGISTERED, RETURN_SIGNED, a failed QC_RESULT), as JPEGs
  app.get('/photos/:id', async (request, reply) => {
    const id = parsePhotoId(String(fieldsOf(request.params).id ?? ''));
    const subject = id && photoSubjectOf(await engine.peek(id.subject), id.subject, id.tag);
    if (!id || !subject) throw notFound('照片不存在');
    return reply
      .header('content-type', 'image/jpeg')
      .header('cache-control', 'private, max-age=86400')
      .send(renderParcelPhoto(engine.env.seed, subject, id.tag));
  });

  app.post('/fulfilment/returns', async (request, reply) => {
    const incoming = expectedReturn(request.body, engine.clock.nowMs());
    // 换货 and 维修 go back to the buyer by the courier that took the order
    if (incoming.service !== 'RETURN')
      incoming.reshipCourier = orderOf(await engine.peek(incoming.orderNo))?.parcel?.courierCode ?? null;
    const { created, doc } = await engine.changeReturn(incoming.asNo, (doc) => {
      if (doc && doc.fingerprint !== incoming.fingerprint)
        throw conflict('RETURN_EXISTS', `退货 ${incoming.asNo} 已登记且内容不同`);
      return doc
        ? { doc, out: [], result: { created: false, doc } }
        : { doc: incoming, out: [], result: { created: true, doc: incoming } };
    });
    return reply.status(created ? 201 : 200).send({ ok: true, repeat: !created, return: returnView(doc) });
  });

  // 已发货仅退款: the courier is asked to bring the order's parcel back; INTERCEPT_RESULT answers later
  app.post('/fulfilment/returns/:asNo/intercept', async (request, reply) => {
    const asNo = asNoOf(request.params);
    if (!/^SH\d{14}$/.test(asNo)) throw badRequest('asNo 须为 SH + 14 位数字');
    const f = fieldsOf(request.body);
    const orderNo = text(f, 'orderNo', 30);
    const reason = text(f, 'reason', 100);
    const lines = expectedReturn({ asNo, orderNo, returnCode: '-', reason, lines: f.lines }, 0).lines;
    const known = await engine.peek(asNo);
    if (known && !(isReturnDoc(known) && known.intercept && known.orderNo === orderNo))
      throw conflict('RETURN_EXISTS', `售后 ${asNo} 已登记且内容不同`);
    if (known) return reply.status(200).send({ ok: true, repeat: true, return: returnView(known) });
    const order = orderOf(await engine.peek(orderNo));
    if (!order?.parcel) throw notFound('订单不存在或未发货');
    const answer = await engine.changeOrder(orderNo, (env, doc, now) =>
      interceptParcel(env.seed, env.eBusinessId, doc, asNo, now),
    );
    const input = { asNo, orderNo, reason, lines: lines as ReturnLine[], waybillNo: order.parcel.waybillNo };
    const courier = order.parcel.courierCode;
    const doc = await engine.changeReturn(asNo, (doc, now) => {
      const kept = doc ?? interceptingReturn(engine.env.seed, input, answer, courier, now);
      return { doc: kept, out: [], result: kept };
    });
    return reply.status(201).send({ ok: true, repeat: false, return: returnView(doc) });
  });

  // 价保 / 补寄: nothing comes back; the desk looks into it and answers REVIEW_RESULT later
  app.post('/fulfilment/returns/:asNo/review', async (request, reply) => {
    const asNo = asNoOf(request.params);
    if (!/^SH\d{14}$/.test(asNo)) throw badRequest('asNo 须为 SH + 14 位数字');
    const f = fieldsOf(request.body);
    const orderNo = text(f, 'orderNo', 30);
    const reason = text(f, 'reason', 100);
    const kind = text(f, 'kind', 10) as ReviewKind;
    if (!REVIEW_KINDS.includes(kind)) throw badRequest('kind 须为 PRICE 或 REISSUE');
    const fen = kind === 'PRICE' ? int(f, 'fen', 1, 100_000_000) : null;
    const lines = expectedReturn({ asNo, orderNo, returnCode: '-', reason, lines: f.lines }, 0).lines;
    const fingerprint = JSON.stringify({ orderNo, kind, fen, reason, lines });
    // orders shipped before the desk's records began are looked into all the same (补寄 by 中通 then)
    const courier = orderOf(await engine.peek(orderNo))?.parcel?.courierCode ?? null;
    // compared inside the change: two asks of one SH at once are one, or a conflict
    const { created, doc } = await engine.changeReturn(asNo, (doc, now) => {
      if (doc && (!isReturnDoc(doc) || doc.fingerprint !== fingerprint))
        throw conflict('RETURN_EXISTS', `售后 ${asNo} 已登记且内容不同`);
      const kept =
        doc ?? reviewingReturn({ asNo, orderNo, reason, lines, kind, fen }, courier, fingerprint, now);
      return { doc: kept, out: [], result: { created: !doc, doc: kept } };
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

  // 关联售后: the desk's own record of the 无头件 when it has one; one registered before its records
  // began (the server's demo parcels) is taken as the server describes it
  app.post('/fulfilment/returns/:asNo/headless', async (request) => {
    const f = fieldsOf(request.body);
    const headlessNo = text(f, 'headlessNo', 20);
    const waybillNo = text(f, 'waybillNo', 30);
    if (!/^WJ\d{12}$/.test(headlessNo) || !/^[A-Za-z0-9]{8,30}$/.test(waybillNo))
      throw badRequest('headlessNo 或 waybillNo 格式不正确');
    const known = await engine.peek(headlessNo);
    if (known && !isHeadlessDoc(known)) throw notFound('无头件不存在');
    if (known && known.waybillNo !== waybillNo) throw conflict('WAYBILL_MISMATCH', '无头件运单号不符');
    const parcel = { waybillNo, courier: known?.courier ?? optionalText(f, 'courier', 20) ?? '' };
    const doc = await engine.changeReturn(asNoOf(request.params), (doc, now) => {
      if (!doc) throw notFound('退货不存在');
      return takeHeadless(doc, parcel, now);
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
