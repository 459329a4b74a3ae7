import {
  returnDisposition,
  SHIP_COURIERS,
  stallRefuseReason,
  stateLabel,
  yuanText,
  type StallRefuseReason,
} from '@oms/api-client';

const fen = (v: unknown) => (typeof v === 'number' ? yuanText(v) : '');
const courier = (code: unknown) =>
  typeof code === 'string' ? (SHIP_COURIERS[code as keyof typeof SHIP_COURIERS] ?? code) : '';

/** A return item's 操作日志 line in the words of the board. */
export function returnEventText(type: string, p: Record<string, unknown>): string {
  const note = typeof p.note === 'string' && p.note ? `（${p.note}）` : '';
  const text = (() => {
    switch (type) {
      case 'REGISTERED':
        return '退货入库登记';
      case 'ASSIGNED':
        return `指派给退货员 ${typeof p.staffName === 'string' && p.staffName ? p.staffName : ''}`.trim();
      case 'STOPPED':
        return '暂停退货';
      case 'RESUMED':
        return '恢复退货';
      case 'REFUNDED':
        return `档口已退款 ${fen(p.refundFen)}`;
      case 'REFUSED':
        return `档口拒收：${stateLabel(stallRefuseReason, p.refuseReason as StallRefuseReason)}`;
      case 'CONFIRMED':
        return '确认档口结果';
      case 'RETRIED':
        return '重新退 / 再次申请';
      case 'NEGOTIATING':
        return '转协商';
      case 'NEGOTIATED':
        return `协商退款 ${fen(p.refundFen)}`;
      case 'DISPOSED':
        return stateLabel(returnDisposition, p.disposition as 'KEEP' | 'WRITE_OFF');
      case 'SHIPPED':
        return `寄回异地档口：${courier(p.courierCode)} ${String(p.waybillNo ?? '')}，运费 ${fen(p.feeFen)}`;
      case 'SIGNED':
        return `档口已签收（${String(p.waybillNo ?? '')}）`;
      default:
        return type;
    }
  })();
  return text + note;
}
