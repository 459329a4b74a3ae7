import { formatFen } from '@oms/ui';
import { offlineReturnReason, stallRefuseReason, stateLabel } from '@oms/api-client';

const note = (params: Record<string, unknown>, key = 'note') =>
  typeof params[key] === 'string' && params[key] ? `（${params[key]}）` : '';

/** A 线下拿货单's timeline row in words. */
export function offlineOrderEventText(type: string, params: Record<string, unknown>): string {
  switch (type) {
    case 'CREATED':
      return '创建拿货单';
    case 'EDITED':
      return '修改拿货单';
    case 'SUBMITTED':
      return '提交，等待拿货';
    case 'STARTED':
      return '开始拿货';
    case 'TOOK': {
      const short = Number(params.short ?? 0);
      return `拿货完成：实拿 ${Number(params.took ?? 0)} 件${short > 0 ? `，缺 ${short} 件` : ''}`;
    }
    case 'DELIVERED':
      return '已交付给客户';
    case 'CANCELED':
      return `取消拿货单${note(params, 'reason')}`;
    case 'PRINTED':
      return '打印拿货标签';
    default:
      return type;
  }
}

/** A 线下退货单's timeline row in words. */
export function offlineReturnEventText(type: string, params: Record<string, unknown>): string {
  switch (type) {
    case 'CREATED':
      return '登记退货';
    case 'EDITED':
      return '修改退货单';
    case 'STARTED':
      return '送退档口';
    case 'REFUNDED':
      return `档口已退款 ${formatFen(Number(params.refundFen ?? 0))}${note(params)}`;
    case 'REFUSED':
      return `档口拒收：${stateLabel(stallRefuseReason, String(params.refuseReason ?? ''))}${note(params)}`;
    case 'STOPPED':
      return `暂停退货${note(params)}`;
    case 'RESUMED':
      return '恢复退货';
    case 'RETRIED':
      return '重新退：回到待指派';
    case 'REQUEUED':
      return '部分商品回到待指派';
    case 'PRINTED':
      return '打印退货标签';
    default:
      return type;
  }
}

export const returnReasonLabel = (code: string) => stateLabel(offlineReturnReason, code);
