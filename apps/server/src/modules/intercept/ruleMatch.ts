import {
  interceptRangeText,
  sellerFlag,
  shortAreaName,
  stateLabel,
  yuanText,
  type InterceptConditions,
} from '@oms/api-client';

/** What a rule looks at in an order: the same whether the order is being synced or replayed (规则试算). */
export interface OrderFacts {
  shopId: number;
  buyerRemark: string;
  sellerRemark: string;
  sellerFlag: number;
  province: string;
  city: string;
  district: string;
  address: string;
  paymentFen: number;
  /** Pieces over all lines. */
  quantity: number;
  /** Orders of the same buyer in the 24 hours up to and with this one (null: not counted). */
  buyerOrders24h: number | null;
}

/** Keywords and text compared alike: full-width to half-width (NFKC), case ignored. */
const fold = (text: string) => text.normalize('NFKC').toLowerCase();

const firstIn = (text: string, keywords: readonly string[]) => {
  const folded = fold(text);
  return keywords.find((k) => folded.includes(fold(k)));
};

function inRange(value: number, range: { min?: number | undefined; max?: number | undefined }) {
  return (range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max);
}

/**
 * Why the rule hits the order, in the seller's words (买家留言含「不要发」；省份为广东省), or null when any
 * part fails. Parts are ANDed; a list within a part is any-of.
 */
export function matchReason(
  c: InterceptConditions,
  o: OrderFacts,
  shopName: (id: number) => string = (id) => `店铺${id}`,
): string | null {
  const why: string[] = [];
  if (c.buyerRemark) {
    const k = firstIn(o.buyerRemark, c.buyerRemark);
    if (k === undefined) return null;
    why.push(`买家留言含「${k}」`);
  }
  if (c.sellerRemark) {
    const k = firstIn(o.sellerRemark, c.sellerRemark);
    if (k === undefined) return null;
    why.push(`卖家备注含「${k}」`);
  }
  if (c.flags) {
    if (!c.flags.includes(o.sellerFlag)) return null;
    why.push(`旗帜为${stateLabel(sellerFlag, String(o.sellerFlag))}`);
  }
  if (c.address) {
    const k = firstIn(`${o.province}${o.city}${o.district}${o.address}`, c.address);
    if (k === undefined) return null;
    why.push(`地址含「${k}」`);
  }
  if (c.provinces) {
    const mine = shortAreaName(o.province);
    if (!c.provinces.some((p) => shortAreaName(p) === mine)) return null;
    why.push(`省份为${o.province}`);
  }
  if (c.amount) {
    if (!inRange(o.paymentFen, c.amount)) return null;
    why.push(`实付${yuanText(o.paymentFen)}（${interceptRangeText(c.amount, yuanText)}）`);
  }
  if (c.quantity) {
    if (!inRange(o.quantity, c.quantity)) return null;
    why.push(`共${o.quantity}件（${interceptRangeText(c.quantity, (n) => `${n}件`)}）`);
  }
  if (c.shopIds) {
    if (!c.shopIds.includes(o.shopId)) return null;
    why.push(`店铺为${shopName(o.shopId)}`);
  }
  if (c.buyerOrders24h !== undefined) {
    if (o.buyerOrders24h === null || o.buyerOrders24h < c.buyerOrders24h) return null;
    why.push(`同一买家24小时内下单${o.buyerOrders24h}次`);
  }
  return why.join('；');
}

export const countsBuyerOrders = (c: InterceptConditions) => c.buyerOrders24h !== undefined;
