import {
  shopOrderSearchFields,
  shopOrderTabs,
  stateCodes,
  salesChannel,
  type ShopOrderFilterInput,
  type ShopOrderPageRequest,
} from '@oms/api-client';
import { resolveDateRange, type DateRangeValue } from '@oms/ui';
import {
  keysetRequestOf,
  keysetUrlFields,
  KEYSET_PAGING,
  listUrlCodec,
  urlField,
} from '../../../list/urlState.ts';
import { readBatch } from '../../../list/batchStore.ts';

export const SHOP_ORDERS_PATH = '/order/orderList';

const tabKeys = shopOrderTabs.map((t) => t.key) as unknown as readonly [string, ...string[]];
const searchKeys = ['auto', ...shopOrderSearchFields.map((f) => f.key)] as unknown as readonly [
  string,
  ...string[],
];

/**
 * 同步订单's state in the URL (typed, checked, back/forward friendly). Short names keep links short:
 * `?tab=WAIT_SEND&range=last7&platforms=PDD&sf=tid&q=…&size=50`.
 */
export const shopOrdersUrl = listUrlCodec(
  {
    tab: urlField.oneOf(tabKeys, 'all'),
    range: urlField.oneOf(['', 'today', 'yesterday', 'last7', 'last30', 'thisMonth', 'custom'], ''),
    from: urlField.text(10),
    to: urlField.text(10),
    shops: urlField.ids(),
    platforms: urlField.codes(stateCodes(salesChannel) as unknown as readonly [string, ...string[]]),
    sf: urlField.oneOf(searchKeys, 'auto'),
    q: urlField.text(100),
    batch: urlField.text(20),
    flags: urlField.codes(['0', '1', '2', '3', '4', '5']),
    sort: urlField.oneOf(['orderTime_desc', 'orderTime_asc'], 'orderTime_desc'),
    ...keysetUrlFields,
  },
  { paging: KEYSET_PAGING },
);
export type ShopOrdersUrlState = ReturnType<typeof shopOrdersUrl.parse>;

/** What a saved view keeps: the filters, sort and page size; not paging or pasted numbers. */
export const SHOP_ORDER_VIEW_KEYS = [
  'tab',
  'range',
  'from',
  'to',
  'shops',
  'platforms',
  'sf',
  'q',
  'flags',
  'sort',
  'size',
] as const satisfies readonly (keyof ShopOrdersUrlState)[];

export function dateRangeOf(state: ShopOrdersUrlState): DateRangeValue {
  if (state.range === 'custom') return { from: state.from || undefined, to: state.to || undefined };
  return state.range ? { preset: state.range as NonNullable<DateRangeValue['preset']> } : {};
}

/**
 * The filter the server applies for this URL state — the page, the counts, bulk actions and exports
 * all use it. `searchField` is the guessed field when the seller left the picker on 自动识别.
 */
export function filterOf(
  state: ShopOrdersUrlState,
  searchField: string,
  now = new Date(),
): ShopOrderFilterInput {
  const range = resolveDateRange(dateRangeOf(state), now);
  const batch = state.batch ? readBatch(state.batch) : null;
  return {
    tab: state.tab as ShopOrderFilterInput['tab'],
    ...(range ? { orderTime: { from: range.from.toISOString(), to: range.to.toISOString() } } : {}),
    ...(state.shops.length ? { shopIds: state.shops } : {}),
    ...(state.platforms.length ? { platforms: state.platforms as ShopOrderFilterInput['platforms'] } : {}),
    ...(state.q
      ? {
          search: {
            field: searchField as NonNullable<ShopOrderFilterInput['search']>['field'],
            text: state.q,
          },
        }
      : {}),
    ...(batch?.length ? { batch: { field: 'any' as const, numbers: batch } } : {}),
    ...(state.flags.length ? { flags: state.flags.map(Number) } : {}),
    sort: state.sort as ShopOrderFilterInput['sort'],
  };
}

export function pageRequestOf(
  state: ShopOrdersUrlState,
  searchField: string,
  now?: Date,
): ShopOrderPageRequest {
  return {
    ...filterOf(state, searchField, now),
    ...keysetRequestOf(state),
  };
}
