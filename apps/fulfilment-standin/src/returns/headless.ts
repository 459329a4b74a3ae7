import { Rng, hashText, mixSeed } from '@oms/standin-kit';
import { badRequest } from '../errors.ts';
import { fieldsOf, optionalText } from '../fields.ts';
import type { OutMessage } from '../orders/model.ts';
import { beijingIso, beijingText } from '../shanghai.ts';
import { photoIdOf } from './photos.ts';

/**
 * 无头件: a parcel the returns desk signed for that matches no return it expects — no 退货编码, a
 * waybill nobody gave. Registered once (WJ + yyMMdd + 9 + 5 digits; the server's own demo numbers stay
 * below 900000), reported by HEADLESS_REGISTERED; claims are the server's to check against it.
 */
export interface HeadlessDoc {
  kind: 'HEADLESS';
  headlessNo: string;
  waybillNo: string;
  courier: string;
  phoneTail: string;
  goods: string;
  weightG: number;
  signedAt: number;
  seq: number;
  dueAt: null;
}

export const isHeadlessDoc = (doc: unknown): doc is HeadlessDoc =>
  !!doc && typeof doc === 'object' && (doc as { kind?: unknown }).kind === 'HEADLESS';

const HOUR = 3_600_000;
/** About six a day: the next one 2–6 simulated hours after the last. */
export const HEADLESS_GAP_MS = [2 * HOUR, 6 * HOUR] as const;

const COURIERS = ['ZTO', 'YTO', 'YD', 'JTSD', 'STO'] as const;
const PREFIX: Record<string, string> = { ZTO: '7', YTO: 'YT', YD: '43', JTSD: 'JT', STO: '77' };
const GOODS = [
  '黑色连衣裙 ×1',
  '白色T恤 ×2',
  '牛仔裤 ×1',
  '卫衣（灰） ×1',
  '针织开衫 ×2',
  '运动鞋一双',
  '衬衫（蓝） ×3',
];

/** The n-th 无头件 of the day `now` falls on, drawn from the seed (fields given override the draw). */
export function newHeadless(seed: number, n: number, now: number, given: unknown = {}): HeadlessDoc {
  const f = fieldsOf(given);
  const rng = new Rng(mixSeed(seed, hashText(`headless:${n}`), 7));
  const courier = optionalText(f, 'courier', 10) ?? rng.pick(COURIERS);
  const waybillNo = optionalText(f, 'waybillNo', 30) ?? `${PREFIX[courier] ?? '7'}${rng.digits(12)}`;
  if (!/^[A-Za-z0-9]{8,30}$/.test(waybillNo)) throw badRequest('waybillNo 格式不正确');
  const phoneTail = optionalText(f, 'phoneTail', 4) ?? rng.digits(4);
  if (!/^\d{4}$/.test(phoneTail)) throw badRequest('phoneTail 须为 4 位数字');
  const day = beijingText(now).slice(2, 10).replaceAll('-', '');
  return {
    kind: 'HEADLESS',
    headlessNo: `WJ${day}9${String(n % 100_000).padStart(5, '0')}`,
    waybillNo,
    courier,
    phoneTail,
    goods: optionalText(f, 'goods', 100) ?? rng.pick(GOODS),
    weightG: rng.int(200, 1500),
    signedAt: now,
    seq: 0,
    dueAt: null,
  };
}

export function headlessMessage(doc: HeadlessDoc): OutMessage {
  const seq = ++doc.seq;
  const data = {
    waybillNo: doc.waybillNo,
    courier: doc.courier,
    phoneTail: doc.phoneTail,
    goods: doc.goods,
    weightG: doc.weightG,
    at: beijingIso(doc.signedAt),
    photos: [photoIdOf(doc.headlessNo, 'L'), photoIdOf(doc.headlessNo, 'C')],
  };
  const payload = JSON.stringify({
    eventId: `${doc.headlessNo}-${seq}`,
    subject: doc.headlessNo,
    seq,
    type: 'HEADLESS_REGISTERED',
    data,
  });
  return { key: doc.headlessNo, kind: 'RETURN_EVENT', seq, type: 'HEADLESS_REGISTERED', payload };
}

export const headlessView = (doc: HeadlessDoc) => ({
  headlessNo: doc.headlessNo,
  waybillNo: doc.waybillNo,
  courier: doc.courier,
  phoneTail: doc.phoneTail,
  goods: doc.goods,
  weightG: doc.weightG,
  signedAt: beijingIso(doc.signedAt),
});
