import { paymentMethod, stateLabel, type BillPage } from '@oms/api-client';
import { formatFen } from '@oms/ui';

type BillChannel = BillPage['rows'][number]['channel'];

/** 支付方式 as a bill shows it: the three Alipay channels are 支付宝; goods paid later are 货款后付. */
export function payMethodLabel(bill: { payMethod: string | null; itemType: string | null }): string {
  if (bill.itemType === 'GOODS_PAY_LATER') return '货款后付';
  return bill.payMethod ? stateLabel(paymentMethod, bill.payMethod) : '—';
}

const CHANNEL_LABELS = { BALANCE: '余额', ALIPAY: '支付宝', PAY_LATER: '货款后付', OTHER: '其他' } as const;

/** The totals line: the balance's 期初 + 收入 − 支出 = 期末 (when only time narrows the bills), and what went around it. */
export function billTotalsText(totals: BillPage['totals']): string {
  const moved = `余额收入 ${formatFen(totals.incomeFen)}，支出 ${formatFen(totals.expenseFen)}`;
  const head =
    totals.openingFen !== null && totals.closingFen !== null
      ? `期初余额 ${formatFen(totals.openingFen)} + 收入 ${formatFen(totals.incomeFen)} − 支出 ${formatFen(totals.expenseFen)} = 期末余额 ${formatFen(totals.closingFen)}`
      : moved;
  const outside = totals.outside.map((o) => `${CHANNEL_LABELS[o.channel]} ${o.count} 笔 ${formatFen(o.fen)}`);
  return `共 ${totals.count} 笔；${head}${outside.length ? `（未经余额：${outside.join('，')}）` : ''}`;
}

/** What the 余额 column shows: the balance after, or the channel the money took instead. */
export const balanceCell = (bill: { availableAfterFen: number | null; channel: BillChannel }) =>
  bill.availableAfterFen !== null
    ? formatFen(bill.availableAfterFen)
    : `—（${CHANNEL_LABELS[bill.channel]}）`;
