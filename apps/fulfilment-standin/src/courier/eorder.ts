import { COURIER_NAMES, hashText, mixSeed, Rng, waybillNo } from '@oms/standin-kit';
import { areaList } from '@vant/area-data';
import type { OutMessage, Parcel } from '../orders/model.ts';
import { STEP_MS } from '../orders/timing.ts';
import { COURIER_STEPS, traceOf } from './traces.ts';
import { parcelPushData } from './kdniao.ts';

/**
 * 快递鸟 电子面单 (EOrderService): RequestType 1007 gives a parcel its number with 大头笔 (MarkDestination),
 * 三段码 (SortingCode) and 集包地 (PackageName / PackageCode); 1147 cancels it while the courier has not
 * collected it. One document per ShipperCode + OrderCode: asking again for the same OrderCode answers
 * the same number (ResultCode 106), a canceled one gets a new number. 订阅 (1008) sets the courier going:
 * 揽收 a few simulated minutes later, then 发往 … 签收, each a 101 push with the whole trace.
 */
export interface EOrderAddress {
  Name: string;
  Mobile?: string;
  Tel?: string;
  ProvinceName: string;
  CityName: string;
  ExpAreaName: string;
  Address: string;
}

export interface EWaybillDoc {
  kind: 'EWAYBILL';
  orderCode: string;
  shipperCode: string;
  waybillNo: string;
  markDestination: string;
  sortingCode: string;
  packageName: string;
  packageCode: string;
  receiver: EOrderAddress;
  sender: EOrderAddress;
  quantity: number;
  stage: 'ALLOCATED' | 'CANCELED';
  /** Numbers given before (each cancel lets the next 1007 take a new one). */
  attempts: number;
  allocatedAt: number;
  canceledAt: number | null;
  /** Once subscribed (1008): the courier's steps, as an order's parcel. */
  parcel: Parcel | null;
  /** The parcel's next step (null: not subscribed, or over). */
  dueAt: number | null;
}

export const isEWaybillDoc = (doc: unknown): doc is EWaybillDoc =>
  !!doc && typeof doc === 'object' && (doc as { kind?: unknown }).kind === 'EWAYBILL';

/** The store key of a shipper's order: apart from the warehouse's DF… and the desk's documents. */
export const eWaybillKey = (shipperCode: string, orderCode: string) => `KDN:${shipperCode}:${orderCode}`;

/** A county's code by city and name (西湖区 is in 杭州 and in 南昌). */
const COUNTY_CODE = new Map(
  Object.entries(areaList.county_list).map(([code, name]) => [
    `${areaList.city_list[`${code.slice(0, 4)}00`] ?? ''}|${name}`,
    code,
  ]),
);
const countyOf = (r: EOrderAddress) => COUNTY_CODE.get(`${r.CityName}|${r.ExpAreaName}`);
const short = (place: string) => place.replace(/(特别行政区|自治区|自治州|地区|盟|省|市|区|县)$/, '');

/** 大头笔, 三段码 and 集包地 of a receiver: where the parcel is sorted, the same for the same place. */
export function sortingOf(shipperCode: string, r: EOrderAddress) {
  const rng = new Rng(mixSeed(hashText(shipperCode), hashText(`${r.CityName}${r.ExpAreaName}`), 53));
  const county = countyOf(r) ?? String(rng.int(110, 659)).padEnd(6, '0');
  const city = short(r.CityName) || short(r.ProvinceName);
  return {
    markDestination: `${city} ${short(r.ExpAreaName) || city}`,
    sortingCode: `${county.slice(0, 3)}-${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(10, 99)}-${String(rng.int(0, 99)).padStart(2, '0')}`,
    packageName: `${city}转运中心`,
    packageCode: county.slice(0, 3) + String(rng.int(0, 9)),
  };
}

/** Why a 1007 cannot be answered with a number (快递鸟's Reason), or null. */
export function eOrderProblem(body: {
  OrderCode?: unknown;
  ShipperCode?: unknown;
  Receiver?: unknown;
  Sender?: unknown;
  Quantity?: unknown;
}): string | null {
  if (typeof body.OrderCode !== 'string' || !body.OrderCode.trim()) return 'OrderCode 不能为空';
  if (typeof body.ShipperCode !== 'string' || !COURIER_NAMES[body.ShipperCode]) return 'ShipperCode 不支持';
  for (const [name, a] of [
    ['Receiver', body.Receiver],
    ['Sender', body.Sender],
  ] as const) {
    const address = a as Partial<EOrderAddress> | undefined;
    if (!address || typeof address !== 'object') return `${name} 不能为空`;
    for (const field of ['Name', 'ProvinceName', 'CityName', 'ExpAreaName', 'Address'] as const)
      if (typeof address[field] !== 'string' || !address[field]!.trim()) return `${name}.${field} 不能为空`;
    if (!address.Mobile && !address.Tel) return `${name}.Mobile 与 Tel 不能同时为空`;
  }
  const receiver = body.Receiver as EOrderAddress;
  if (!countyOf(receiver) || receiver.Address.trim().length < 4) return '收件地址不详，无法分配单号';
  const quantity = Number(body.Quantity ?? 1);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 50) return 'Quantity 不正确';
  return null;
}

/** A new number for the order (or the next one after a cancel). */
export function allocate(
  seed: number,
  doc: EWaybillDoc | null,
  body: {
    OrderCode: string;
    ShipperCode: string;
    Receiver: EOrderAddress;
    Sender: EOrderAddress;
    Quantity?: number;
  },
  now: number,
): EWaybillDoc {
  const attempts = (doc?.attempts ?? 0) + 1;
  return {
    kind: 'EWAYBILL',
    orderCode: body.OrderCode,
    shipperCode: body.ShipperCode,
    waybillNo: waybillNo(
      seed,
      body.ShipperCode,
      attempts === 1 ? body.OrderCode : `${body.OrderCode}#${attempts}`,
    ),
    ...sortingOf(body.ShipperCode, body.Receiver),
    receiver: body.Receiver,
    sender: body.Sender,
    quantity: Number(body.Quantity ?? 1),
    stage: 'ALLOCATED',
    attempts,
    allocatedAt: now,
    canceledAt: null,
    parcel: null,
    dueAt: null,
  };
}

/** The `Order` part of a 1007 answer. */
export const orderAnswer = (doc: EWaybillDoc) => ({
  OrderCode: doc.orderCode,
  ShipperCode: doc.shipperCode,
  LogisticCode: doc.waybillNo,
  MarkDestination: doc.markDestination,
  SortingCode: doc.sortingCode,
  PackageName: doc.packageName,
  PackageCode: doc.packageCode,
});

/** 订阅 (1008): the courier collects the parcel a step later; again answers as before. */
export function subscribe(doc: EWaybillDoc, now: number): EWaybillDoc {
  if (doc.parcel) return doc;
  const parcel: Parcel = {
    courierCode: doc.shipperCode,
    waybillNo: doc.waybillNo,
    step: 0,
    state: '0',
    stateEx: '0',
    traces: [],
    dueAt: now + STEP_MS.courier[0],
    problem: null,
  };
  return { ...doc, parcel, dueAt: parcel.dueAt };
}

/** Plays a subscribed parcel to `now`: each courier step due is a trace pushed (101), the whole trace so far. */
export function advanceEWaybill(
  seed: number,
  eBusinessId: string,
  doc: EWaybillDoc,
  now: number,
): OutMessage[] {
  const p = doc.parcel;
  const out: OutMessage[] = [];
  if (!p || doc.stage === 'CANCELED') return out;
  const subject = {
    orderNo: doc.orderCode,
    receiver: {
      province: doc.receiver.ProvinceName,
      city: doc.receiver.CityName,
      district: doc.receiver.ExpAreaName,
    },
  };
  while (p.dueAt !== null && p.dueAt <= now) {
    const at = p.dueAt;
    p.step++;
    const { state, stateEx } = COURIER_STEPS[p.step - 1]!;
    p.state = state;
    p.stateEx = stateEx;
    p.traces.push(traceOf(seed, subject, p, p.step, at, false));
    p.dueAt = p.step >= COURIER_STEPS.length ? null : at + STEP_MS.courier[p.step]!;
    const requestData = parcelPushData(eBusinessId, at, p);
    out.push({
      key: eWaybillKey(doc.shipperCode, doc.orderCode),
      kind: 'TRACE',
      seq: null,
      type: `STATE_${state}`,
      payload: requestData,
    });
  }
  doc.dueAt = p.dueAt;
  return out;
}
