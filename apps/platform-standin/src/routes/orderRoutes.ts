import type { FastifyInstance } from 'fastify';
import type { StandInContext } from '../context.ts';
import { StandInError, invalidParameter } from '../errors.ts';
import type { ChangesQuery } from '../shopHistory.ts';
import { wireTime } from '../wire.ts';
import { channelParam, fieldsOf, instant, optionalInteger, optionalText, requiredText } from './fields.ts';
import { shopCall } from './shopCall.ts';

const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 100;

function changesQuery(query: unknown, now: number): ChangesQuery {
  const fields = fieldsOf(query);
  return {
    since: instant(requiredText(fields, 'since', 40), 'since'),
    cursor: optionalText(fields, 'cursor', 200) ?? null,
    pageSize: optionalInteger(fields, 'page_size', 1, MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE,
    now,
  };
}

function tidParam(params: unknown): string {
  const tid = String(fieldsOf(params).tid ?? '');
  if (!/^[0-9A-Za-z-]{1,40}$/.test(tid)) throw invalidParameter('tid 格式不正确');
  return tid;
}

/** Orders and refunds of the shop behind the access token. */
export function registerOrderRoutes(app: FastifyInstance, ctx: StandInContext): void {
  app.get('/:channel/orders/changed', async (request, reply) => {
    const { history } = await shopCall(ctx, channelParam(request), request, reply);
    const query = changesQuery(request.query, ctx.clock.nowMs());
    const page = history.changedOrders(query);
    return { orders: page.items, next_cursor: page.nextCursor, server_time: wireTime(query.now) };
  });

  app.get('/:channel/orders/:tid', async (request, reply) => {
    const { history } = await shopCall(ctx, channelParam(request), request, reply);
    const tid = tidParam(request.params);
    const order = history.order(tid, ctx.clock.nowMs());
    if (!order) throw new StandInError('NOT_FOUND', `订单 ${tid} 不存在`);
    return { order };
  });

  app.post('/:channel/orders/:tid/waybill', async (request, reply) => {
    const { history } = await shopCall(ctx, channelParam(request), request, reply);
    const body = fieldsOf(request.body);
    const expressCompany = requiredText(body, 'express_company', 32).trim();
    const waybillNo = requiredText(body, 'waybill_no', 40);
    if (!/^[0-9A-Za-z-]{6,40}$/.test(waybillNo)) throw invalidParameter('waybill_no 格式不正确');
    const order = history.pushWaybill(tidParam(request.params), ctx.clock.nowMs(), {
      expressCompany,
      waybillNo,
    });
    return { order };
  });

  app.post('/:channel/orders/:tid/packages', async (request, reply) => {
    const { history } = await shopCall(ctx, channelParam(request), request, reply);
    const body = fieldsOf(request.body);
    const expressCompany = requiredText(body, 'express_company', 32).trim();
    const waybillNo = requiredText(body, 'waybill_no', 40);
    if (!/^[0-9A-Za-z-]{6,40}$/.test(waybillNo)) throw invalidParameter('waybill_no 格式不正确');
    const order = history.addPackage(tidParam(request.params), ctx.clock.nowMs(), {
      expressCompany,
      waybillNo,
    });
    return { order };
  });

  app.get('/:channel/refunds/changed', async (request, reply) => {
    const { history } = await shopCall(ctx, channelParam(request), request, reply);
    const query = changesQuery(request.query, ctx.clock.nowMs());
    const page = history.changedRefunds(query);
    return { refunds: page.items, next_cursor: page.nextCursor, server_time: wireTime(query.now) };
  });
}
