import { guessShopOrderSearchField, shopOrderSearchFields } from '@oms/api-client';
import type { SearchField } from '@oms/ui';

const placeholders: Record<string, string> = {
  tid: '平台订单号',
  systemNo: 'SO 开头的系统单号',
  waybillNo: '快递运单号',
  buyerNick: '买家昵称',
  phoneTail: '收件人手机后4位',
  articleNo: '如 A2317',
  stall: '如 3楼A318',
};

/** The combined search's fields; the guess is the contract's, so the box and the server agree. */
export const shopOrderSearchBoxFields: SearchField[] = shopOrderSearchFields.map((f) => ({
  key: f.key,
  label: f.label,
  placeholder: placeholders[f.key],
  guess: (text: string) => guessShopOrderSearchField(text) === f.key,
}));

/** The field a search runs on: the picked one, or the guess under 自动识别. */
export function resolvedSearchField(picked: string, text: string): string {
  return picked === 'auto' ? guessShopOrderSearchField(text) : picked;
}
