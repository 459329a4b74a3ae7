import { billTypeSchema } from '@oms/api-client';
import { priceTextToFen, resolveDateRange, type DateRangeValue } from '@oms/ui';
import {
  keysetRequestOf,
  keysetUrlFields,
  KEYSET_PAGING,
  listUrlCodec,
  urlField,
} from '../../../list/urlState.ts';
import type { BillPageRequest } from '../../../api/funds.ts';

/** 我的余额's bill list in the URL: `?types=RECHARGE,ORDER&dir=OUT&pm=ALIPAY&range=last30&q=…&min=1&max=100`. */
export const billUrl = listUrlCodec(
  {
    types: urlField.codes(billTypeSchema.options as unknown as readonly [string, ...string[]]),
    io: urlField.oneOf(['', 'IN', 'OUT'], ''),
    pm: urlField.oneOf(['', 'ALIPAY', 'BALANCE', 'PAY_LATER'], ''),
    range: urlField.oneOf(['', 'today', 'yesterday', 'last7', 'last30', 'thisMonth', 'custom'], 'last30'),
    from: urlField.text(10),
    to: urlField.text(10),
    q: urlField.text(64),
    min: urlField.text(16),
    max: urlField.text(16),
    ...keysetUrlFields,
  },
  { paging: KEYSET_PAGING },
);
export type BillUrlState = ReturnType<typeof billUrl.parse>;

export function billDateRange(state: BillUrlState): DateRangeValue {
  if (state.range === 'custom') return { from: state.from || undefined, to: state.to || undefined };
  return state.range ? { preset: state.range as NonNullable<DateRangeValue['preset']> } : {};
}

export function billFilterOf(state: BillUrlState, now = new Date()): BillPageRequest['filter'] {
  const range = resolveDateRange(billDateRange(state), now);
  const min = priceTextToFen(state.min);
  const max = priceTextToFen(state.max);
  return {
    ...(state.types.length
      ? { billTypes: state.types as NonNullable<BillPageRequest['filter']>['billTypes'] }
      : {}),
    ...(state.io ? { direction: state.io as 'IN' | 'OUT' } : {}),
    ...(state.pm ? { payMethod: state.pm as 'ALIPAY' | 'BALANCE' | 'PAY_LATER' } : {}),
    ...(range ? { createdAt: { from: range.from.toISOString(), to: range.to.toISOString() } } : {}),
    ...(state.q.trim() ? { number: state.q.trim() } : {}),
    ...(min !== null ? { minFen: min } : {}),
    ...(max !== null ? { maxFen: max } : {}),
  };
}

export function billPageRequestOf(state: BillUrlState, now?: Date): BillPageRequest {
  return {
    filter: billFilterOf(state, now),
    ...keysetRequestOf(state),
  };
}
