import { platformOrderStatus, platformRefundStatus, stateLabel } from '@oms/api-client';
import type { PlatformOrder } from '../platform/adapter.ts';

/** The columns of a held order that a platform change is described against. */
export type HeldOrderState = {
  status: string;
  refund_status: string;
  receiver_province: string;
  receiver_city: string;
  receiver_district: string;
  receiver_address: string;
  waybill_no: string | null;
};

/** One line for the order's history: what the platform changed, in the seller's words. */
export function describeChanges(before: HeldOrderState, after: PlatformOrder): string {
  const parts: string[] = [];
  if (before.status !== after.status) {
    parts.push(
      `状态 ${stateLabel(platformOrderStatus, before.status)} → ${stateLabel(platformOrderStatus, after.status)}`,
    );
  }
  if (before.refund_status !== after.refundStatus) {
    parts.push(
      `退款 ${stateLabel(platformRefundStatus, before.refund_status)} → ${stateLabel(platformRefundStatus, after.refundStatus)}`,
    );
  }
  const r = after.receiver;
  const address = (p: string, c: string, d: string, a: string) => `${p}${c}${d}${a}`;
  if (
    address(
      before.receiver_province,
      before.receiver_city,
      before.receiver_district,
      before.receiver_address,
    ) !== address(r.province, r.city, r.district, r.address)
  ) {
    parts.push('买家修改了收货地址');
  }
  if (before.waybill_no !== after.waybillNo && after.waybillNo) parts.push(`运单号 ${after.waybillNo}`);
  return parts.length > 0 ? parts.join('；') : '平台订单有更新';
}
