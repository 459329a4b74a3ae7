/** A case as its steps read it (`AfterSaleRow`'s fields). */
export interface CaseProgress {
  type: string;
  status: string;
  returnState: string | null;
  returnWaybillNo: string | null;
  problemReason?: string | null;
  /** 已发货仅退款: the courier's interception (INTERCEPTING, INTERCEPTED, FAILED). */
  interceptState?: string | null;
  /** 换货 / 维修 / 补寄: the parcel the goods went (back) to the buyer in. */
  reshipWaybillNo?: string | null;
  /** 价保 / 补寄: the warehouse looking into it (REVIEWING, APPROVED, REFUSED). */
  reviewState?: string | null;
}

export interface CaseSteps {
  titles: string[];
  /** The step under way (the last one once complete). */
  current: number;
  /** process: under way; finish: complete; error: stopped here (问题件, closed). */
  status: 'process' | 'finish' | 'error';
  /** What the current step waits for, in words. */
  note: string;
}

const RETURN_TITLES = ['提交申请', '买家寄回', '仓库签收', '质检', '退回档口', '退款到账'];
/** Where each 退货物流 state stands among RETURN_TITLES. */
const RETURN_AT: Record<string, { at: number; note: string }> = {
  WAIT_SIGNED: { at: 1, note: '等待买家寄回' },
  SIGNED: { at: 3, note: '仓库已签收，质检中' },
  WAIT_FACTORY: { at: 4, note: '质检通过，待退档口' },
  GOODS_RETURNED_FACTORY: { at: 4, note: '已退到档口，档口核实中' },
  FACTORY_RETURNED: { at: 5, note: '档口已退款' },
  FACTORY_REFUSE: { at: 4, note: '档口拒收' },
};

/** 换货 and 维修 end with the goods going out again instead of a refund. */
const RESHIP_DONE: Record<string, string> = { EXCHANGE_GOODS: '换货', ELSE_MAINTENANCE: '维修' };

/** A case the warehouse was asked about (拦截, 核实): applied, its answer awaited, then done or stopped red. */
function askedSteps(
  titles: string[],
  a: { done: boolean; failed: string | null; doneNote: string; waitNote: string },
): CaseSteps {
  if (a.done) return { titles, current: 2, status: 'finish', note: a.doneNote };
  if (a.failed !== null) return { titles, current: 1, status: 'error', note: a.failed };
  return { titles, current: 1, status: 'process', note: a.waitNote };
}

/**
 * A case's steps: 退货退款 (换货, 维修) through the buyer, the warehouse, QC and the stall; 已发货仅退款 through the
 * courier's interception; a refund without a return in two. Pure, so the list, the detail and the tests agree.
 */
export function afterSaleStepsOf(c: CaseProgress): CaseSteps {
  if (c.interceptState)
    return askedSteps(['提交申请', '快递拦截', '退款到账'], {
      done: c.interceptState === 'INTERCEPTED',
      failed: c.interceptState === 'FAILED' ? (c.problemReason ?? '拦截失败') : null,
      doneNote: '拦截成功，已退回余额',
      waitNote: '仓库正在联系快递拦截包裹',
    });
  if (c.reviewState) {
    const price = c.type === 'ELSE_PRICE_PROTECTION';
    return askedSteps(['提交申请', '仓库核实', price ? '退款到账' : '补寄寄出'], {
      done: c.reviewState === 'APPROVED',
      failed: c.reviewState === 'REFUSED' ? (c.problemReason ?? '核实未通过') : null,
      doneNote: price
        ? '档口同意价保，已退回余额'
        : `已补寄给买家${c.reshipWaybillNo ? `（${c.reshipWaybillNo}）` : ''}`,
      waitNote: price ? '仓库正在向档口核实降价' : '仓库正在核对出库称重和照片',
    });
  }
  if (!c.returnState) {
    const titles = ['提交申请', '退款到账'];
    if (c.status === 'COMPLETE') return { titles, current: 1, status: 'finish', note: '已退回余额' };
    if (c.status === 'CLOSE') return { titles, current: 1, status: 'error', note: '售后已关闭' };
    return { titles, current: 1, status: 'process', note: '退款处理中' };
  }
  const swap = RESHIP_DONE[c.type];
  const titles = swap ? [...RETURN_TITLES.slice(0, 5), `${swap}寄出`] : RETURN_TITLES;
  const place = RETURN_AT[c.returnState] ?? { at: 1, note: '' };
  let current = place.at;
  let note = place.note;
  if (c.returnState === 'WAIT_SIGNED' && c.returnWaybillNo) {
    current = 2;
    note = `买家已寄回（${c.returnWaybillNo}），等待仓库签收`;
  } else if (c.returnState === 'WAIT_SIGNED') note = '待填写退货单号';
  if (c.status === 'COMPLETE')
    return {
      titles,
      current: 5,
      status: 'finish',
      note: swap
        ? `档口已${swap}，已寄给买家${c.reshipWaybillNo ? `（${c.reshipWaybillNo}）` : ''}`
        : '档口已退款，已到账余额',
    };
  if (c.status === 'CLOSE') return { titles, current, status: 'error', note: '售后已关闭' };
  if (c.status === 'PROBLEM' || c.status === 'REFUSE')
    return { titles, current, status: 'error', note: c.problemReason ?? '问题件待处理' };
  return { titles, current, status: 'process', note };
}
