import {
  DAIFA_TABS,
  stateCodes,
  daifaFlag,
  type DaifaOrderPageRequest,
  type DaifaOrderSelection,
} from '@oms/api-client';
import {
  keysetRequestOf,
  keysetUrlFields,
  KEYSET_PAGING,
  listUrlCodec,
  urlField,
} from '../../../list/urlState.ts';

type DaifaOrderFilter = Extract<DaifaOrderSelection, { mode: 'filter' }>['filter'];

export const DAIFA_ORDERS_PATH = '/order/daifaOrderList';
export const DAIFA_ORDER_DETAIL_PATH = '/order/daifaOrderList/daifaOrederListDetail';

/** 代发订单's state in the URL: `?tab=ABNORMAL&flag=LACK&q=DF…&size=50`. */
export const daifaOrdersUrl = listUrlCodec(
  {
    tab: urlField.oneOf(['ALL', ...DAIFA_TABS] as unknown as readonly [string, ...string[]], 'ALL'),
    flag: urlField.oneOf(['', ...stateCodes(daifaFlag)] as unknown as readonly [string, ...string[]], ''),
    /** 即将超时 */
    due: urlField.oneOf(['', '1'], ''),
    q: urlField.text(64),
    ...keysetUrlFields,
  },
  { paging: KEYSET_PAGING },
);
export type DaifaOrdersUrlState = ReturnType<typeof daifaOrdersUrl.parse>;

/**
 * The page request the URL stands for. One search box: four digits are a phone's tail; a DF number or a
 * long run of digits (平台订单号, 运单号) is a number; anything else is a 货号 or 档口 (prefix).
 */
export function pageRequestOf(state: DaifaOrdersUrlState): DaifaOrderPageRequest {
  return {
    ...filterOf(state),
    ...keysetRequestOf(state),
  };
}

/** The filters alone (tab included): what a select-all, 批量支付 or 导出 covers. */
export function filterOf(state: DaifaOrdersUrlState): DaifaOrderFilter {
  const q = state.q.trim();
  return {
    tab: state.tab as DaifaOrderFilter['tab'],
    ...(state.flag ? { flag: state.flag as DaifaOrderFilter['flag'] } : {}),
    ...(state.due ? { dueSoon: true } : {}),
    ...(q ? searchOf(q) : {}),
  };
}

function searchOf(q: string): Partial<DaifaOrderFilter> {
  if (/^\d{4}$/.test(q)) return { phoneTail: q };
  if (/^(DF\d{14}|\d{10,30}|[A-Z]{2,4}\d{8,30})$/i.test(q)) return { number: q };
  return { goods: q };
}
