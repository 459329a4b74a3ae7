import { addressOf, type Address } from './addresses.ts';
import type { Goods } from './catalogue.ts';
import { buyerNick, mobilePhone, personName } from './people.ts';
import { Rng, mixSeed } from '@oms/standin-kit';

export interface Receiver extends Address {
  name: string;
  phone: string;
}

export interface ContentLine {
  goods: Goods;
  colour: string;
  size: string;
  quantity: number;
  priceFen: number;
}

/** What an order is about — who, where, what — apart from what happens to it over time. */
export interface OrderContent {
  buyerNick: string;
  buyerRemark: string;
  sellerRemark: string;
  sellerFlag: number;
  receiver: Receiver;
  /** Where the buyer moves the parcel to, should the schedule say they change the address. */
  changedReceiver: Receiver;
  lines: ContentLine[];
  postFeeFen: number;
  /** The waybill of a parcel shipped outside our system. */
  platformWaybill: { expressCompany: string; waybillNo: string };
  refundReason: string;
}

const BUYER_REMARKS = [
  '尽快发货，谢谢',
  '请发中通快递',
  '麻烦帮我挑一件没有线头的',
  '送人的，不要放价格单',
  '周末不在家，请工作日送达',
  '按L码发，谢谢',
  '能不能帮忙多包一层',
  '先不要发货，等我通知',
];
const SELLER_REMARKS = [
  '已核对库存',
  '换货补发',
  '老客户，优先发',
  '档口缺货，等通知',
  '赠送袜子一双',
  '客户要求改颜色',
];
const REFUND_REASONS = [
  '七天无理由退换货',
  '尺码拍错/不喜欢',
  '质量问题',
  '与商品描述不符',
  '颜色/款式与描述不符',
];

/** Express companies and the shape of their waybill numbers. */
const EXPRESS = [
  { name: '中通快递', waybill: (rng: Rng) => `7${rng.digits(14)}` },
  { name: '圆通速递', waybill: (rng: Rng) => `YT${rng.digits(13)}` },
  { name: '韵达快递', waybill: (rng: Rng) => `43${rng.digits(13)}` },
  { name: '申通快递', waybill: (rng: Rng) => `77${rng.digits(13)}` },
  { name: '极兔速递', waybill: (rng: Rng) => `JT${rng.digits(13)}` },
  { name: '顺丰速运', waybill: (rng: Rng) => `SF${rng.digits(13)}` },
];

const CONTENT_STREAM = 3;

function lineOf(rng: Rng, catalogue: readonly Goods[]): ContentLine {
  const goods = rng.pick(catalogue);
  const quantity = rng.chance(0.85) ? 1 : rng.int(2, 3);
  // Now and then a coupon or a price change makes the line cheaper than the listing.
  const priceFen = rng.chance(0.8) ? goods.priceFen : goods.priceFen - rng.int(1, 10) * 100;
  return { goods, colour: rng.pick(goods.colours), size: rng.pick(goods.sizes), quantity, priceFen };
}

function receiverAt(name: string, phone: string, at: Address): Receiver {
  return { name, phone, province: at.province, city: at.city, district: at.district, address: at.address };
}

export function contentOf(
  shopSeed: number,
  k: number,
  lineCount: number,
  catalogue: readonly Goods[],
): OrderContent {
  const rng = new Rng(mixSeed(shopSeed, k, CONTENT_STREAM));
  const name = personName(rng);
  const phone = mobilePhone(rng);
  const receiver = receiverAt(name, phone, addressOf(rng));
  // Moving house keeps the person; a few give a new number along with it.
  const changedReceiver = receiverAt(name, rng.chance(0.3) ? mobilePhone(rng) : phone, addressOf(rng));
  const express = rng.pick(EXPRESS);
  return {
    buyerNick: buyerNick(rng),
    buyerRemark: rng.chance(0.2) ? rng.pick(BUYER_REMARKS) : '',
    sellerRemark: rng.chance(0.1) ? rng.pick(SELLER_REMARKS) : '',
    sellerFlag: rng.chance(0.15) ? rng.int(1, 5) : 0,
    receiver,
    changedReceiver,
    lines: Array.from({ length: lineCount }, () => lineOf(rng, catalogue)),
    postFeeFen: rng.chance(0.85) ? 0 : rng.pick([500, 800, 1000]),
    platformWaybill: { expressCompany: express.name, waybillNo: express.waybill(rng) },
    refundReason: rng.pick(REFUND_REASONS),
  };
}
