import { ERP_TAKE_TABS, PICKUP_TABS, type PickupPageRequest } from '@oms/api-client';
import { listUrlCodec, urlField } from '../../../list/urlState.ts';

export const PICKUP_PAGE_SIZE = 50;
/** 按档口: stalls a page (each with all its lines). */
export const PICKUP_STALL_PAGE_SIZE = 20;

/** 拿货任务指派 in the URL: `?day=2026-11-29&tab=WAITING_ASSIGNED&q=A316&picker=12&page=2`. */
export const pickupUrl = listUrlCodec(
  {
    day: urlField.text(10),
    tab: urlField.oneOf(PICKUP_TABS, 'ALL'),
    q: urlField.text(50),
    picker: urlField.int(0, 0, Number.MAX_SAFE_INTEGER),
    unassigned: urlField.oneOf(['0', '1'], '0'),
    stuck: urlField.oneOf(['0', '1'], '0'),
    source: urlField.oneOf(['', 'DAIFA', 'OFFLINE', 'ERP'], ''),
    page: urlField.int(1, 1, 10_000),
    /** 按明细 (lines), 按档口 (stalls with their lines), 看板 (each picker's day) or ERP采购单. */
    view: urlField.oneOf(['LINES', 'STALLS', 'KANBAN', 'ERP'], 'LINES'),
    /** ERP采购单's tab (a tenant with an ERP). */
    erpTab: urlField.oneOf(ERP_TAKE_TABS, 'NO_SUPPLIER'),
  },
  { paging: ['page'] },
);
export type PickupUrlState = ReturnType<typeof pickupUrl.parse>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function pickupRequestOf(state: PickupUrlState): PickupPageRequest {
  return {
    ...(DAY.test(state.day) ? { day: state.day } : {}),
    tab: state.tab,
    ...(state.q ? { keyword: state.q } : {}),
    ...(state.picker ? { pickerId: state.picker } : {}),
    ...(state.unassigned === '1' ? { unassigned: true } : {}),
    ...(state.stuck === '1' ? { stuck: true } : {}),
    ...(state.source ? { source: state.source as 'DAIFA' } : {}),
    pageNum: state.page,
    pageSize: PICKUP_PAGE_SIZE,
  };
}
