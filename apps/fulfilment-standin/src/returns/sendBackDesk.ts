import crypto from 'node:crypto';
import { Rng, hashText, mixSeed } from '@oms/standin-kit';
import { badRequest, conflict } from '../errors.ts';
import { fieldsOf, text, type Fields } from '../fields.ts';
import type { OutMessage } from '../orders/model.ts';
import { beijingIso } from '../shanghai.ts';
import type { SendBackDoc, SendBackReceiver } from './sendBackModel.ts';

const MIN = 60_000;
/** Simulated time from the hand-over to the courier taking the parcel: 30–120 minutes. */
export const SEND_BACK_SHIP_MS = [30 * MIN, 120 * MIN] as const;
const PARCEL_G = [250, 900] as const;

function receiverOf(raw: unknown): SendBackReceiver {
  const f: Fields = fieldsOf(raw);
  const r = {
    name: text(f, 'name', 40),
    phone: text(f, 'phone', 20),
    province: text(f, 'province', 20),
    city: text(f, 'city', 30),
    district: text(f, 'district', 30),
    address: text(f, 'address', 200),
  };
  if (!/^[\d-]{7,20}$/.test(r.phone)) throw badRequest('receiver.phone 格式不正确');
  return r;
}

const rngOf = (seed: number, postNo: string, salt: number) => new Rng(mixSeed(seed, hashText(postNo), salt));

/** What the server sends (`POST /fulfilment/sendBacks`), checked field by field; packing starts now. */
export function expectedSendBack(seed: number, body: unknown, now: number): SendBackDoc {
  const f = fieldsOf(body);
  const postNo = text(f, 'postNo', 20);
  if (!/^JH\d{14}$/.test(postNo)) throw badRequest('postNo 须为 JH + 14 位数字');
  if (!Array.isArray(f.parcelNos) || f.parcelNos.length < 1 || f.parcelNos.length > 50)
    throw badRequest('parcelNos 须为 1 到 50 个包裹');
  const parcelNos = (f.parcelNos as unknown[]).map((p) => {
    if (typeof p !== 'string' || !/^[A-Za-z0-9-]{4,40}$/.test(p)) throw badRequest('parcelNos 格式不正确');
    return p;
  });
  const courier = text(f, 'courier', 10);
  const receiver = receiverOf(f.receiver);
  const fingerprint = crypto
    .createHash('sha256')
    .update(JSON.stringify({ postNo, parcelNos, courier }))
    .digest('hex');
  const rng = rngOf(seed, postNo, 1);
  return {
    kind: 'SEND_BACK',
    postNo,
    parcelNos,
    courier,
    receiver,
    stage: 'WAITING',
    seq: 0,
    expectedAt: now,
    dueAt: now + rng.int(SEND_BACK_SHIP_MS[0], SEND_BACK_SHIP_MS[1]),
    waybillNo: null,
    weightG: null,
    fingerprint,
  };
}

type Step<T> = { doc: SendBackDoc | null; out: OutMessage[]; result: T };
const same = <T>(doc: SendBackDoc, result: T): Step<T> => ({ doc, out: [], result });

const notWaiting = (doc: SendBackDoc) =>
  doc.stage === 'CANCELED'
    ? conflict('SEND_BACK_CANCELED', '寄回已取消')
    : conflict('ALREADY_SHIPPED', '包裹已寄出，无法修改');

/** 修改收件信息 while packing; the same receiver again is a repeat. */
export function changeReceiver(doc: SendBackDoc, body: unknown): Step<SendBackDoc> {
  const receiver = receiverOf(fieldsOf(body).receiver);
  if (JSON.stringify(receiver) === JSON.stringify(doc.receiver)) return same(doc, doc);
  if (doc.stage !== 'WAITING') throw notWaiting(doc);
  doc.receiver = receiver;
  return same(doc, doc);
}

/** 取消寄回 while packing; a repeat answers the same. */
export function cancelSendBack(doc: SendBackDoc): Step<SendBackDoc> {
  if (doc.stage === 'CANCELED') return same(doc, doc);
  if (doc.stage !== 'WAITING') throw notWaiting(doc);
  doc.stage = 'CANCELED';
  doc.dueAt = null;
  return same(doc, doc);
}

/** Plays a send-back to `now`: handed to the courier, with its waybill, by SEND_BACK_SHIPPED. */
export function advanceSendBack(seed: number, doc: SendBackDoc, now: number): OutMessage[] {
  if (doc.stage !== 'WAITING' || doc.dueAt === null || doc.dueAt > now) return [];
  const at = doc.dueAt;
  const rng = rngOf(seed, doc.postNo, 2);
  doc.stage = 'SHIPPED';
  doc.dueAt = null;
  doc.waybillNo = `${doc.courier === 'SF' ? 'SF' : '7'}${String(rng.int(10 ** 11, 10 ** 12 - 1))}`;
  doc.weightG = doc.parcelNos.length * rng.int(PARCEL_G[0], PARCEL_G[1]);
  const seq = ++doc.seq;
  const data = { waybillNo: doc.waybillNo, courier: doc.courier, weightG: doc.weightG, at: beijingIso(at) };
  const payload = JSON.stringify({
    eventId: `${doc.postNo}-${seq}`,
    subject: doc.postNo,
    seq,
    type: 'SEND_BACK_SHIPPED',
    data,
  });
  return [{ key: doc.postNo, kind: 'RETURN_EVENT', seq, type: 'SEND_BACK_SHIPPED', payload }];
}

export function sendBackView(doc: SendBackDoc) {
  return {
    postNo: doc.postNo,
    parcelNos: doc.parcelNos,
    courier: doc.courier,
    receiver: doc.receiver,
    stage: doc.stage,
    seq: doc.seq,
    waybillNo: doc.waybillNo,
    weightG: doc.weightG,
  };
}
