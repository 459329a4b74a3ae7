import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { kdniaoSign } from '../courier/kdniao.ts';
import type { Engine } from '../engine.ts';
import { fieldsOf } from '../fields.ts';
import type { Keys } from '../outbox/signing.ts';

export const KDNIAO_QUERY_PATH = '/kdniao/Ebusiness/EbusinessOrderHandle.aspx';

/**
 * CourierGateway's query, in 快递鸟's 即时查询 shape (RequestType 1002 / 8001): a signed form in, the
 * parcel's traces out. 快递鸟 answers HTTP 200 with `Success: false` for its own refusals.
 */
export function registerCourierRoutes(app: FastifyInstance, engine: Engine, keys: Keys): void {
  app.post(KDNIAO_QUERY_PATH, async (request) => {
    const form = fieldsOf(request.body);
    const requestData = typeof form.RequestData === 'string' ? form.RequestData : '';
    const refuse = (Reason: string) => ({
      EBusinessID: String(form.EBusinessID ?? ''),
      Success: false,
      Reason,
    });
    const given = Buffer.from(String(form.DataSign ?? ''));
    const expected = Buffer.from(kdniaoSign(requestData, keys.courierAppKey));
    if (form.EBusinessID !== keys.courierEBusinessId) return refuse('用户ID不存在');
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
      return refuse('数据签名错误');
    if (form.RequestType !== '1002' && form.RequestType !== '8001') return refuse('RequestType 不支持');
    let query: { ShipperCode?: unknown; LogisticCode?: unknown };
    try {
      query = JSON.parse(requestData) as typeof query;
    } catch {
      return refuse('RequestData 不是 JSON');
    }
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
}
