import { PICKUP_BILL_TABS, type PickupBillTab } from '@oms/api-client';

export const NAHUO_SETTLEMENT_PATH = '/funds/nahuoSettlement';
export const NAHUOYUAN_SETTLEMENT_PATH = '/funds/nahuoSettlement/nahuoyuanSettlement';

export interface BillListState {
  tab: PickupBillTab;
  keyword: string;
  settleMode: 'CASH' | 'BALANCE' | 'MONTHLY' | undefined;
  dayFrom: string | undefined;
  dayTo: string | undefined;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MODES = ['CASH', 'BALANCE', 'MONTHLY'] as const;

/** 拿货结算账单's list state in the URL (a link to 待付款 of a stall opens just that). */
export function readBillState(params: URLSearchParams): BillListState {
  const tab = params.get('tab') ?? '';
  const mode = params.get('mode') ?? '';
  const day = (key: string) => {
    const v = params.get(key) ?? '';
    return DAY.test(v) ? v : undefined;
  };
  return {
    tab: (PICKUP_BILL_TABS as readonly string[]).includes(tab) ? (tab as PickupBillTab) : 'WAIT_CONFIRM',
    keyword: (params.get('q') ?? '').slice(0, 50),
    settleMode: (MODES as readonly string[]).includes(mode)
      ? (mode as BillListState['settleMode'])
      : undefined,
    dayFrom: day('from'),
    dayTo: day('to'),
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

export function writeBillState(state: BillListState): URLSearchParams {
  const out = new URLSearchParams();
  if (state.tab !== 'WAIT_CONFIRM') out.set('tab', state.tab);
  if (state.keyword) out.set('q', state.keyword);
  if (state.settleMode) out.set('mode', state.settleMode);
  if (state.dayFrom) out.set('from', state.dayFrom);
  if (state.dayTo) out.set('to', state.dayTo);
  if (state.page > 1) out.set('page', String(state.page));
  return out;
}
