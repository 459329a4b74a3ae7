import { COURIER_NAMES, hashText, mixSeed, Rng } from '@oms/standin-kit';
import { areaList } from '@vant/area-data';
import { zh_CN } from '@faker-js/faker';
import { beijingText } from '../shanghai.ts';
import type { OrderDoc, Parcel, Receiver, Trace } from '../orders/model.ts';

/** The courier's steps after printing, as 快递鸟 states them (State, StateEx). */
export const COURIER_STEPS = [
  { state: '1', stateEx: '1' }, // 揽收
  { state: '2', stateEx: '2' }, // 发往
  { state: '2', stateEx: '201' }, // 到达派件城市
  { state: '2', stateEx: '202' }, // 派件中
  { state: '3', stateEx: '301' }, // 签收
] as const;

export const PROBLEMS: Record<string, string> = {
  '404': '收件人拒收，快件退回',
  '420': '收件地址不详，无法派送，请联系寄件人核实',
  '416': '多次联系收件人无人接听，快件滞留',
};

const KNOWN_DISTRICTS = new Set(Object.values(areaList.county_list));
const GIVEN_NAMES = (zh_CN.person?.first_name as { generic?: string[] } | undefined)?.generic ?? ['伟'];

/** A receiver a courier cannot find: an unknown district or next to no street address. */
export function addressUnclear(r: Receiver): boolean {
  return !KNOWN_DISTRICTS.has(r.district) || r.address.trim().length < 4;
}

/** Decided at printing: 1 parcel in 100 runs into a problem at 派件; an unclear address always does. */
export function problemOf(seed: number, doc: OrderDoc): Parcel['problem'] {
  if (doc.forcedParcel)
    return doc.forcedParcel.state === 'PROBLEM'
      ? { atStep: 4, stateEx: doc.forcedParcel.stateEx ?? '404' }
      : null;
  if (addressUnclear(doc.receiver)) return { atStep: 4, stateEx: '420' };
  const rng = new Rng(mixSeed(seed, hashText(doc.orderNo), 37));
  return rng.chance(0.01) ? { atStep: rng.pick([4, 5]), stateEx: rng.pick(['404', '420', '416']) } : null;
}

/** The trace line of courier step `step` (1-based) and where it happened. */
/** What a trace line reads of its parcel's document: the number it is seeded by and the receiver's place. */
export type TraceSubject = Pick<OrderDoc, 'orderNo'> & {
  receiver: Pick<OrderDoc['receiver'], 'province' | 'city' | 'district'>;
};

export function traceOf(
  seed: number,
  doc: TraceSubject,
  parcel: Parcel,
  step: number,
  atMs: number,
  problem: boolean,
): Trace {
  const courier = COURIER_NAMES[parcel.courierCode] ?? parcel.courierCode;
  const city = doc.receiver.city || doc.receiver.province;
  const rng = new Rng(mixSeed(seed, hashText(doc.orderNo), step, 41));
  const at = beijingText(atMs);
  if (problem)
    return {
      AcceptTime: at,
      AcceptStation: `【${city}】${PROBLEMS[parcel.problem!.stateEx] ?? '快件异常'}`,
      Location: city,
    };
  switch (step) {
    case 1:
      return {
        AcceptTime: at,
        AcceptStation: `【广州市】${courier} 广州白云区三元里营业部 已揽收`,
        Location: '广州市',
      };
    case 2:
      return {
        AcceptTime: at,
        AcceptStation: `【广州市】快件已从 广州转运中心 发出，发往 ${city}转运中心`,
        Location: '广州市',
      };
    case 3:
      return { AcceptTime: at, AcceptStation: `【${city}】快件已到达 ${city}转运中心`, Location: city };
    case 4: {
      const name =
        (rng.chance(0.5) ? '王李张刘陈杨' : '黄赵吴周徐孙')[rng.int(0, 5)]! + rng.pick(GIVEN_NAMES);
      return {
        AcceptTime: at,
        AcceptStation: `【${city}】${doc.receiver.district}营业部 快递员 ${name}（1${rng.int(3, 9)}${rng.digits(9)}）正在派件`,
        Location: city,
      };
    }
    default:
      return {
        AcceptTime: at,
        AcceptStation: `【${city}】快件已签收，签收人：${rng.chance(0.7) ? '本人' : '驿站代收'}`,
        Location: city,
      };
  }
}
