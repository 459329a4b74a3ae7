import crypto from 'node:crypto';
import { badRequest, conflict } from '../errors.ts';
import { fieldsOf, int, lineIdOf, optionalInt, optionalText, text, type Fields } from '../fields.ts';
import type { ForcedOutcome, OrderDoc, OrderLine, OrderSender, Receiver } from './model.ts';
import { batchTime, type BatchCuts } from './timing.ts';

/** The warehouse's boxes: none saves a pair 300 g, the reinforced one adds 150 g. */
const SHOE_BOX_DELTA_G: Record<string, number> = { NONE: -300, REINFORCED: 150 };

/** A platform's masked text (张*, 138****5678, 人民路*******): nobody can deliver to it. */
const MASKED = /\*/;

/**
 * The receiver as submitted. Masked text comes with the platform's sealed receiver, or the parcel
 * could never be delivered: such a submission is refused.
 */
export function receiverOf(source: unknown): Receiver {
  const r = fieldsOf(source);
  const receiver: Receiver = {
    name: text(r, 'name', 50),
    phone: text(r, 'phone', 30),
    province: text(r, 'province', 30),
    city: text(r, 'city', 30),
    district: text(r, 'district', 30),
    address: text(r, 'address', 200),
  };
  const encrypted = optionalText(r, 'encrypted', 4000);
  const oaid = optionalText(r, 'oaid', 64);
  if (encrypted && oaid) return { ...receiver, encrypted, oaid };
  if (MASKED.test(receiver.name) || MASKED.test(receiver.phone) || MASKED.test(receiver.address))
    throw conflict('MASKED_RECEIVER', '收件人信息为平台加密数据，请通过平台面单发货');
  return receiver;
}

/** 自定义发货信息: a sender names both name and phone or neither; a remark and 中性包装 may come alone. */
function senderOf(source: unknown): OrderSender | null {
  if (source === undefined || source === null) return null;
  const f = fieldsOf(source);
  const name = optionalText(f, 'name', 20);
  const phone = optionalText(f, 'phone', 30);
  if (Boolean(name) !== Boolean(phone)) throw badRequest('sender 的 name 和 phone 须同时提供');
  const remark = optionalText(f, 'remark', 100);
  if (f.neutral !== undefined && typeof f.neutral !== 'boolean')
    throw badRequest('sender.neutral 须为布尔值');
  const sender: OrderSender = {
    ...(name && phone ? { name, phone } : {}),
    ...(remark ? { remark } : {}),
    ...(f.neutral === true ? { neutral: true } : {}),
  };
  return Object.keys(sender).length ? sender : null;
}

/** The shop order a sealed receiver belongs to (its platform and order number). */
function platformOf(f: Fields, receiver: Receiver): OrderDoc['platform'] {
  if (!receiver.encrypted) return null;
  const p = fieldsOf(f.platform);
  return { channel: text(p, 'channel', 20), tid: text(p, 'tid', 40) };
}

function lineOf(source: unknown, index: number, ids: Set<string>): OrderLine {
  const f: Fields = fieldsOf(source);
  const lineId = lineIdOf(f);
  if (ids.has(String(lineId))) throw badRequest(`lineId ${lineId} 重复`);
  ids.add(String(lineId));
  return {
    lineId,
    lineNo: optionalInt(f, 'lineNo', 1, 10_000) ?? index + 1,
    // absent for goods the market does not list (自定义商品): the picker goes by stall and 货号
    goodsId: optionalText(f, 'goodsId', 40) ?? '',
    articleNo: text(f, 'articleNo', 40),
    stall: text(f, 'stall', 80),
    color: text(f, 'color', 40),
    size: text(f, 'size', 20),
    qty: int(f, 'qty', 1, 999),
    priceFen: int(f, 'priceFen', 0, 100_000_000),
    state: 'WAITING',
    tookQty: 0,
    attempt: 0,
    dueAt: null,
    result: null,
    reason: null,
    exchange: null,
    exchanged: false,
  };
}

/** A submitted order as the warehouse starts it: every line waiting for the next batch. */
export function newOrder(body: unknown, now: number, cuts: BatchCuts, forced: ForcedOutcome[]): OrderDoc {
  const f = fieldsOf(body);
  const orderNo = text(f, 'orderNo', 40);
  if (!Array.isArray(f.lines) || f.lines.length === 0 || f.lines.length > 200)
    throw badRequest('lines 须为 1 到 200 行');
  const ids = new Set<string>();
  const lines = f.lines.map((l, i) => lineOf(l, i, ids));
  const courier = text(f, 'courier', 20);
  const receiver = receiverOf(f.receiver);
  const platform = platformOf(f, receiver);
  const services = f.services === undefined ? {} : fieldsOf(f.services);
  const shoeBox = optionalText(services, 'shoeBox', 20);
  const fingerprint = crypto
    .createHash('sha256')
    .update(JSON.stringify({ lines: f.lines, courier, receiver }))
    .digest('hex');
  return {
    orderNo,
    courier,
    ...(shoeBox && SHOE_BOX_DELTA_G[shoeBox] ? { pieceDeltaG: SHOE_BOX_DELTA_G[shoeBox] } : {}),
    receiver,
    platform,
    sender: senderOf(f.sender),
    ewaybill: null,
    lines,
    stage: 'WAITING_BATCH',
    seq: 0,
    submittedAt: now,
    batchAt: batchTime(now, cuts),
    batches: 0,
    stepAt: null,
    weightG: null,
    parcel: null,
    forced,
    forcedParcel: null,
    interception: null,
    fingerprint,
  };
}
