import { yuanText, type AbnormalKind, type Resolution } from '@oms/api-client';
import type { LineState } from '../orders/stateMachine.ts';

/** A line in an exception, as the rules read it. */
export interface ExceptionLine {
  pickupState: LineState;
  exceptionReason: string | null;
  /** What the stall said (the warehouse's LINE_RESULT data). */
  detail: Record<string, unknown> | null;
  replenishNo: string | null;
}

export function kindOf(line: Pick<ExceptionLine, 'pickupState' | 'exceptionReason'>): AbnormalKind | null {
  switch (line.pickupState) {
    case 'E_LACK_TAKING':
      return 'LACK';
    case 'E_NEXT_TAKING':
      return 'NEXT_DAY';
    case 'E_CHANGE_TAKING':
      return 'CHANGE';
    case 'E_STOP_TAKING':
      return line.exceptionReason === 'PRICE_RAISED'
        ? 'PRICE_RAISED'
        : line.exceptionReason === 'DELISTED'
          ? 'DELISTED'
          : 'STALL_CLOSED';
    default:
      return null;
  }
}

/** The kinds a stall's answer on one line makes; 地址异常 and 挂起 are the whole order's. */
export type LineKind = Exclude<AbnormalKind, 'HOLD' | 'BAD_ADDRESS'>;
export const isLineKind = (kind: AbnormalKind): kind is LineKind => kind !== 'HOLD' && kind !== 'BAD_ADDRESS';

/** What may be done about a whole order: 地址异常 (修改地址 has its own dialog), 挂起 (恢复 is its own call). */
export const ORDER_RESOLUTIONS = {
  BAD_ADDRESS: ['CHANGE_ADDRESS', 'CHANGE_COURIER', 'CANCEL'],
  HOLD: ['CANCEL'],
} as const satisfies Record<Exclude<AbnormalKind, LineKind>, readonly Resolution[]>;

/** 地址异常 unanswered this long: the order is canceled (its money back, nothing shipped). */
export const ADDRESS_ISSUE_DEFAULT_MS = 72 * 3600_000;

/** What may be done about each kind (spec: issue 12 §3 异常订单). */
export const RESOLUTIONS_BY_KIND: Record<LineKind, readonly Resolution[]> = {
  LACK: ['WAIT', 'REROUTE', 'REFUND', 'SHIP_AVAILABLE'],
  NEXT_DAY: ['WAIT', 'REFUND', 'SHIP_AVAILABLE'],
  PRICE_RAISED: ['REPLENISH', 'REROUTE', 'REFUND'],
  CHANGE: ['ACCEPT_EXCHANGE', 'REJECT_EXCHANGE'],
  STALL_CLOSED: ['REROUTE', 'REFUND'],
  DELISTED: ['REROUTE', 'REFUND'],
};

/** 明天有 is waited for at most this many times; then only 退款 or 有货先发. */
export const MAX_NEXT_DAY_WAITS = 3;

const HOUR = 3600_000;
/** Unanswered, the default applies this long after the stall's answer. */
export const DEFAULTS: Record<LineKind, { afterMs: number; action: Resolution }> = {
  LACK: { afterMs: 72 * HOUR, action: 'REFUND' },
  // the stall said tomorrow: the next day's batch tries again by itself
  NEXT_DAY: { afterMs: 24 * HOUR, action: 'WAIT' },
  PRICE_RAISED: { afterMs: 48 * HOUR, action: 'REFUND' },
  CHANGE: { afterMs: 24 * HOUR, action: 'REJECT_EXCHANGE' },
  STALL_CLOSED: { afterMs: 24 * HOUR, action: 'REFUND' },
  DELISTED: { afterMs: 24 * HOUR, action: 'REFUND' },
};

export const attemptOf = (line: Pick<ExceptionLine, 'detail'>) => Number(line.detail?.attempt ?? 1) || 1;

/** The actions open to this line now: 补款 asked → only 退款 (放弃补款); 明天有 waited out → no more 等待. */
export function actionsFor(line: ExceptionLine): Resolution[] {
  const kind = kindOf(line);
  if (!kind || !isLineKind(kind)) return [];
  if (line.replenishNo) return ['REFUND'];
  const all = RESOLUTIONS_BY_KIND[kind];
  if (kind === 'NEXT_DAY' && attemptOf(line) >= MAX_NEXT_DAY_WAITS) return all.filter((a) => a !== 'WAIT');
  return [...all];
}

/** The tenant's 订单履约策略 as the defaults read it (`exceptionPolicy.ts`). */
export interface ExceptionPolicy {
  lackWaitDays: number;
  nextDayTries: number;
}
export const DEFAULT_POLICY: ExceptionPolicy = { lackWaitDays: 3, nextDayTries: MAX_NEXT_DAY_WAITS };

/**
 * The default for an unanswered line under the tenant's policy: 缺货 waits its days, a 明天有 waited for
 * its tries is refunded; a 补款 asked waits for funds' deadline.
 */
export function defaultFor(
  line: ExceptionLine,
  policy: ExceptionPolicy = DEFAULT_POLICY,
): { afterMs: number; action: Resolution } | null {
  const kind = kindOf(line);
  if (!kind || !isLineKind(kind) || line.replenishNo) return null;
  const d = DEFAULTS[kind];
  if (kind === 'LACK') return { ...d, afterMs: policy.lackWaitDays * 24 * HOUR };
  if (kind === 'NEXT_DAY' && attemptOf(line) >= Math.min(policy.nextDayTries, MAX_NEXT_DAY_WAITS))
    return { ...d, action: 'REFUND' };
  return d;
}

/** The stall's answer in words, as the 异常订单 list shows it. */
export function stallWords(line: ExceptionLine): string {
  const d = line.detail ?? {};
  switch (kindOf(line)) {
    case 'LACK':
      return '档口缺货';
    case 'NEXT_DAY':
      return `档口说明天有（第${attemptOf(line)}次）`;
    case 'PRICE_RAISED':
      return d.newPriceFen !== undefined && d.oldPriceFen !== undefined
        ? `档口涨价 ${yuanText(Number(d.oldPriceFen))} → ${yuanText(Number(d.newPriceFen))}`
        : '档口涨价';
    case 'CHANGE': {
      const x = (d.exchange ?? {}) as Record<string, unknown>;
      return x.articleNo
        ? `档口建议换成 ${String(x.articleNo)}（${String(x.color ?? '')} ${String(x.size ?? '')}）`
        : '档口建议换款';
    }
    case 'STALL_CLOSED':
      return '档口关闭';
    case 'DELISTED':
      return '商品已下架';
    default:
      return '';
  }
}
