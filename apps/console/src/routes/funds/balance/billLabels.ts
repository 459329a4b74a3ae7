import { paymentMethod, stateLabel } from '@oms/api-client';

/** 支付方式 as a bill shows it: the three Alipay channels are 支付宝; goods paid later are 货款后付. */
export function payMethodLabel(bill: { payMethod: string | null; itemType: string | null }): string {
  if (bill.itemType === 'GOODS_PAY_LATER') return '货款后付';
  return bill.payMethod ? stateLabel(paymentMethod, bill.payMethod) : '—';
}
