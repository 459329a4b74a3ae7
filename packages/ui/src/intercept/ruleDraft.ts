import {
  interceptRangeText,
  sellerFlag,
  stateLabel,
  yuanText,
  type InterceptActions,
  type InterceptConditions,
} from '@oms/api-client';
import { fenToPriceText, priceTextToFen } from '../helpers/price.ts';

/** The parts a rule may test, in the order 添加条件 offers them. */
export const CONDITION_KINDS = [
  { key: 'buyerRemark', label: '买家留言包含' },
  { key: 'sellerRemark', label: '卖家备注包含' },
  { key: 'flags', label: '旗帜为' },
  { key: 'address', label: '收货地址包含' },
  { key: 'provinces', label: '收货省份为' },
  { key: 'amount', label: '实付金额' },
  { key: 'quantity', label: '商品件数' },
  { key: 'shopIds', label: '店铺为' },
  { key: 'buyerOrders24h', label: '同一买家24小时内下单' },
] as const;
export type ConditionKind = (typeof CONDITION_KINDS)[number]['key'];

/** A rule as the builder edits it: money as typed (元), numbers possibly empty. */
export interface RuleDraft {
  name: string;
  conditions: {
    buyerRemark?: string[];
    sellerRemark?: string[];
    address?: string[];
    flags?: number[];
    provinces?: string[];
    shopIds?: number[];
    amount?: { min: string; max: string };
    quantity?: { min: number | null; max: number | null };
    buyerOrders24h?: number | null;
  };
  hold: boolean;
  releaseAfterHours: number | null;
  urgent: boolean;
  flag: number | null;
  notify: boolean;
}

export const emptyDraft = (): RuleDraft => ({
  name: '',
  conditions: {},
  hold: true,
  releaseAfterHours: null,
  urgent: false,
  flag: null,
  notify: true,
});

/** The blank value a newly added part starts from. */
export function blankCondition(kind: ConditionKind): RuleDraft['conditions'][ConditionKind] {
  if (kind === 'amount') return { min: '', max: '' };
  if (kind === 'quantity') return { min: null, max: null };
  if (kind === 'buyerOrders24h') return 3;
  return [];
}

export function ruleToDraft(rule: {
  name: string;
  conditions: InterceptConditions;
  actions: InterceptActions;
}): RuleDraft {
  const c = rule.conditions;
  const a = rule.actions;
  return {
    name: rule.name,
    conditions: {
      ...(c.buyerRemark ? { buyerRemark: c.buyerRemark } : {}),
      ...(c.sellerRemark ? { sellerRemark: c.sellerRemark } : {}),
      ...(c.address ? { address: c.address } : {}),
      ...(c.flags ? { flags: c.flags } : {}),
      ...(c.provinces ? { provinces: c.provinces } : {}),
      ...(c.shopIds ? { shopIds: c.shopIds } : {}),
      ...(c.amount
        ? {
            amount: {
              min: c.amount.min === undefined ? '' : fenToPriceText(c.amount.min),
              max: c.amount.max === undefined ? '' : fenToPriceText(c.amount.max),
            },
          }
        : {}),
      ...(c.quantity ? { quantity: { min: c.quantity.min ?? null, max: c.quantity.max ?? null } } : {}),
      ...(c.buyerOrders24h !== undefined ? { buyerOrders24h: c.buyerOrders24h } : {}),
    },
    hold: a.hold !== undefined,
    releaseAfterHours: a.hold?.releaseAfterHours ?? null,
    urgent: a.hold?.urgent ?? false,
    flag: a.flag ?? null,
    notify: a.notify,
  };
}

const defined = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null)) as T;

/**
 * The draft as the contract sends it. Empty parts go as they are (an empty keyword list, a range with
 * neither end): the server names what is missing, in one place.
 */
export function draftToRequest(d: RuleDraft): {
  name: string;
  conditions: InterceptConditions;
  actions: InterceptActions;
} {
  const c = d.conditions;
  const fen = (text: string) => (text.trim() === '' ? undefined : (priceTextToFen(text) ?? undefined));
  return {
    name: d.name,
    conditions: defined({
      buyerRemark: c.buyerRemark,
      sellerRemark: c.sellerRemark,
      address: c.address,
      flags: c.flags,
      provinces: c.provinces,
      shopIds: c.shopIds,
      amount: c.amount ? defined({ min: fen(c.amount.min), max: fen(c.amount.max) }) : undefined,
      quantity: c.quantity
        ? defined({ min: c.quantity.min ?? undefined, max: c.quantity.max ?? undefined })
        : undefined,
      buyerOrders24h: c.buyerOrders24h ?? undefined,
    }) as InterceptConditions,
    actions: defined({
      hold: d.hold
        ? defined({
            releaseAfterHours: d.releaseAfterHours ?? undefined,
            urgent: d.urgent && d.releaseAfterHours !== null,
          })
        : undefined,
      flag: d.flag ?? undefined,
      notify: d.notify,
    }) as InterceptActions,
  };
}

const flagName = (f: number) => stateLabel(sellerFlag, String(f));
const either = (words: readonly string[]) => words.map((w) => `「${w}」`).join('或');
/** A rule's conditions in one line (买家留言包含「不要发」且省份为广东省). */
export function conditionsText(
  c: InterceptConditions,
  shopName: (id: number) => string = (id) => `店铺${id}`,
) {
  const parts: string[] = [];
  if (c.buyerRemark) parts.push(`买家留言包含${either(c.buyerRemark)}`);
  if (c.sellerRemark) parts.push(`卖家备注包含${either(c.sellerRemark)}`);
  if (c.flags) parts.push(`旗帜为${c.flags.map(flagName).join('、')}`);
  if (c.address) parts.push(`地址包含${either(c.address)}`);
  if (c.provinces) parts.push(`省份为${c.provinces.join('、')}`);
  if (c.amount) parts.push(`实付${interceptRangeText(c.amount, yuanText)}`);
  if (c.quantity) parts.push(`件数${interceptRangeText(c.quantity, (n) => `${n}件`)}`);
  if (c.shopIds) parts.push(`店铺为${c.shopIds.map(shopName).join('、')}`);
  if (c.buyerOrders24h !== undefined) parts.push(`同一买家24小时内下单≥${c.buyerOrders24h}次`);
  return parts.join('且');
}
