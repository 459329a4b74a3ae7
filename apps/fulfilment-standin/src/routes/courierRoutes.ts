import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { kdniaoSign } from '../courier/kdniao.ts';
import { allocate, eOrderProblem, eWaybillKey, orderAnswer, subscribe } from '../courier/eorder.ts';
import { beijingText } from '../shanghai.ts';
import type { Engine } from '../engine.ts';
import { fieldsOf } from '../fields.ts';
import type { Keys } from '../outbox/signing.ts';

export const KDNIAO_QUERY_PATH = '/kdniao/Ebusiness/EbusinessOrderHandle.aspx';
/** 电子面单: RequestType 1007 (a number) and 1147 (cancel it). */
export const KDNIAO_EORDER_PATH = '/kdniao/api/EOrderService';
/** 轨迹订阅: RequestType 1008 (101 pushes follow). */
export const KDNIAO_SUBSCRIBE_PATH = '/kdniao/api/dist';

/** The signed form's RequestData, or 快递鸟's refusal (unknown user, bad signature). */
function signedRequest(body: unknown, keys: Keys) {
  const form = fieldsOf(body);
  const requestData = typeof form.RequestData === 'string' ? form.RequestData : '';
  const refuse = (Reason: string, ResultCode = '101') => ({
    EBusinessID: String(form.EBusinessID ?? ''),
    Success: false,
    ResultCode,
    Reason,
  });
  const given = Buffer.from(String(form.DataSign ?? ''));
  const expected = Buffer.from(kdniaoSign(requestData, keys.courierAppKey));
  if (form.EBusinessID !== keys.courierEBusinessId) return { refused: refuse('用户ID不存在') };
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
    return { refused: refuse('数据签名错误') };
  try {
    const data = JSON.parse(requestData) as Record<string, unknown>;
    if (!data || typeof data !== 'object') return { refused: refuse('RequestData 不是 JSON') };
    return { type: String(form.RequestType ?? ''), data, refuse };
  } catch {
    return { refused: refuse('RequestData 不是 JSON') };
  }
}

/**
 * CourierGateway's calls in 快递鸟's shapes, each a signed form: 即时查询 (RequestType 1002 / 8001, the
 * parcel's traces) and 电子面单 (1007 a number, 1147 cancel it). 快递鸟 answers HTTP 200 with
 * `Success: false` for its own refusals.
 */
export function registerCourierRoutes(app: FastifyInstance, engine: Engine, keys: Keys): void {
  app.post(KDNIAO_QUERY_PATH, async (request) => {
    const signed = signedRequest(request.body, keys);
    if ('refused' in signed) return signed.refused;
    if (signed.type !== '1002' && signed.type !== '8001') return signed.refuse('RequestType 不支持');
    const query = signed.data as { ShipperCode?: unknown; LogisticCode?: unknown };
    const base = {
      EBusinessID: keys.courierEBusinessId,
      ShipperCode: String(query.ShipperCode ?? ''),
      LogisticCode: String(query.LogisticCode ?? ''),
    };
    const doc = await engine.store.orderByWaybill(base.LogisticCode);
    const parcel = doc?.parcel;
    if (!parcel || parcel.courierCode !== base.ShipperCode)
      return { ...base, Success: true, State: '0', StateEx: '0', Reason: '暂无轨迹信息', Traces: [] };
    return {
      ...base,
      Success: true,
      State: parcel.state,
      StateEx: parcel.stateEx,
      Location: parcel.traces.at(-1)?.Location ?? '',
      Traces: parcel.traces,
    };
  });

  app.post(KDNIAO_EORDER_PATH, async (request) => {
    const signed = signedRequest(request.body, keys);
    if ('refused' in signed) return signed.refused;
    const base = { EBusinessID: keys.courierEBusinessId };
    if (signed.type === '1007') {
      const problem = eOrderProblem(signed.data);
      if (problem) return signed.refuse(problem, problem.startsWith('收件地址') ? '105' : '101');
      const body = signed.data as Parameters<typeof allocate>[2];
      const key = eWaybillKey(body.ShipperCode, body.OrderCode);
      const { doc, repeat } = await engine.changeEWaybill(key, (doc, now) =>
        doc?.stage === 'ALLOCATED'
          ? { doc, result: { doc, repeat: true } }
          : (() => {
              const fresh = allocate(engine.env.seed, doc, body, now);
              return { doc: fresh, result: { doc: fresh, repeat: false } };
            })(),
      );
      return {
        ...base,
        Order: orderAnswer(doc),
        Success: true,
        ResultCode: repeat ? '106' : '100',
        Reason: repeat ? '该订单号已下单成功' : '成功',
        UniquerRequestNumber: crypto.randomUUID(),
      };
    }
    if (signed.type === '1147') {
      const { ShipperCode, OrderCode, ExpNo } = signed.data as Record<string, unknown>;
      if (typeof ShipperCode !== 'string' || typeof OrderCode !== 'string' || typeof ExpNo !== 'string')
        return signed.refuse('ShipperCode、OrderCode、ExpNo 不能为空');
      const answer = await engine.changeEWaybill(eWaybillKey(ShipperCode, OrderCode), (doc, now) => {
        if (!doc || doc.waybillNo !== ExpNo) return { doc, result: signed.refuse('单号不存在', '101') };
        if (doc.stage === 'CANCELED')
          return { doc, result: { ...base, Success: true, ResultCode: '100', Reason: '已取消' } };
        return {
          doc: { ...doc, stage: 'CANCELED' as const, canceledAt: now },
          result: { ...base, Success: true, ResultCode: '100', Reason: '成功' },
        };
      });
      return answer;
    }
    return signed.refuse('RequestType 不支持');
  });

  app.post(KDNIAO_SUBSCRIBE_PATH, async (request) => {
    const signed = signedRequest(request.body, keys);
    if ('refused' in signed) return signed.refused;
    if (signed.type !== '1008') return signed.refuse('RequestType 不支持');
    const { ShipperCode, LogisticCode, OrderCode } = signed.data as Record<string, unknown>;
    if (typeof ShipperCode !== 'string' || typeof LogisticCode !== 'string')
      return signed.refuse('ShipperCode、LogisticCode 不能为空');
    const answer = { EBusinessID: keys.courierEBusinessId, UpdateTime: beijingText(engine.clock.nowMs()) };
    // a number of ours (its 电子面单 order) starts moving; another courier's number has nothing to push here
    if (typeof OrderCode === 'string' && OrderCode)
      await engine.changeEWaybill(eWaybillKey(ShipperCode, OrderCode), (doc, now) =>
        doc && doc.waybillNo === LogisticCode && doc.stage === 'ALLOCATED'
          ? { doc: subscribe(doc, now), result: null }
          : { doc, result: null },
      );
    return { ...answer, Success: true, Reason: '订阅成功' };
  });
}
