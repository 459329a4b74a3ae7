import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashText, mixSeed, waybillNo } from '@oms/standin-kit';
import { masksReceivers, type ChannelCode } from '../channels.ts';
import type { StandInContext } from '../context.ts';
import { StandInError, invalidParameter } from '../errors.ts';
import { shopKey } from '../shopPlan.ts';
import { wireTime } from '../wire.ts';
import { channelParam, fieldsOf, requiredText } from './fields.ts';
import { applyFault, shopCall } from './shopCall.ts';

const TID = /^[0-9A-Za-z-]{1,40}$/;
const COURIER = /^[A-Z]{2,10}$/;

function maskingChannel(request: FastifyRequest): ChannelCode {
  const channel = channelParam(request);
  if (!masksReceivers(channel)) throw invalidParameter('该平台的订单收件人不加密，无需密文面单');
  return channel;
}

function partnerKeyOf(request: FastifyRequest, ctx: StandInContext): void {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (match?.[1] !== ctx.waybillPartnerKey)
    throw new StandInError('INVALID_ACCESS_TOKEN', '电子面单调用方未授权');
}

/** 三段码 (the sorting code printed big on the label): derived from the destination and the number. */
function sortCodeOf(province: string, city: string, no: string): string {
  const h = hashText(`${province}${city}`);
  const n = hashText(no);
  return `${100 + (h % 800)}-${String.fromCharCode(65 + (n % 26))}${10 + (n % 89)} ${10 + ((h >>> 8) % 89)}`;
}

/**
 * 密文面单 and 解密, as 拼多多 (`pdd.waybill.get`, `pdd.open.decrypt.batch`) and 抖店
 * (`logistics.newCreateOrder`, `order.batchDecrypt`) offer them: the warehouse gets a waybill for a
 * receiver it never sees; the seller's app may decrypt a few a day for its own use.
 */
export function registerWaybillRoutes(app: FastifyInstance, ctx: StandInContext): void {
  app.post('/:channel/waybill/get', async (request, reply) => {
    const channel = maskingChannel(request);
    partnerKeyOf(request, ctx);
    await applyFault(ctx, reply, { channel, shopId: null, tokenEndpoint: false });
    const body = fieldsOf(request.body);
    const tid = requiredText(body, 'tid', 40);
    if (!TID.test(tid)) throw invalidParameter('tid 格式不正确');
    const courier = requiredText(body, 'courier_code', 10);
    if (!COURIER.test(courier)) throw invalidParameter('courier_code 格式不正确');
    const receiver = ctx.sealer.open(requiredText(body, 'encrypted', 4000));
    if (!receiver) throw invalidParameter('encrypted 不是本平台的收件人密文');
    if (requiredText(body, 'oaid', 64) !== ctx.sealer.oaidOf(receiver))
      throw invalidParameter('oaid 与收件人密文不符');
    // the same order and courier get the same number again: asking twice is safe
    const no = waybillNo(mixSeed(ctx.waybillSeed, hashText(channel)), courier, tid);
    return {
      waybill_no: no,
      courier_code: courier,
      sort_code: sortCodeOf(receiver.province, receiver.city, no),
      print_data: { receiver: ctx.sealer.masked(receiver) },
    };
  });

  app.post('/:channel/receiver/decrypt', async (request, reply) => {
    const channel = maskingChannel(request);
    const { plan, history } = await shopCall(ctx, channel, request, reply);
    const body = fieldsOf(request.body);
    const tid = requiredText(body, 'tid', 40);
    if (!TID.test(tid)) throw invalidParameter('tid 格式不正确');
    const now = ctx.clock.nowMs();
    const order = history.order(tid, now);
    if (!order) throw new StandInError('NOT_FOUND', `订单 ${tid} 不存在`);
    if (order.receiver.encrypted !== requiredText(body, 'encrypted', 4000))
      throw invalidParameter('encrypted 与订单收件人不符');
    const key = `${shopKey(plan)}:${wireTime(now).slice(0, 10)}`;
    const used = ctx.decrypts.get(key) ?? 0;
    if (used >= ctx.decryptsPerShopPerDay)
      throw new StandInError('DECRYPT_QUOTA_USED', '店铺今日解密次数已用完，请明天再试');
    ctx.decrypts.set(key, used + 1);
    const { name, phone, province, city, district, address } = ctx.sealer.open(order.receiver.encrypted)!;
    return { receiver: { name, phone, province, city, district, address } };
  });
}
