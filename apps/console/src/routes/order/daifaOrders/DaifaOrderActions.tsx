import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Space } from 'antd';
import type { DaifaOrderDetail } from '@oms/api-client';
import { formatFen, PromptDialog, useFeedback } from '@oms/ui';
import {
  cancelDaifaOrder,
  holdDaifaOrder,
  payDaifaOrders,
  releaseDaifaOrder,
} from '../../../api/daifaOrders.ts';
import { AddressDialog } from '../shared/AddressDialog.tsx';
import { ApplyAfterSaleDialog } from '../../afterSale/shared/ApplyAfterSaleDialog.tsx';
import { useMayOpen } from '../../../app/guards/GuardedOutlet.tsx';

const CANCELABLE = ['WAITING_PAYMENT', 'WAITING_TAKING', 'TAKING', 'WAITING_DELIVERING'];
const HOLDABLE = ['WAITING_TAKING', 'TAKING', 'WAITING_DELIVERING'];
/** 未发货仅退款 while goods may still be given up at the stall; 退货退款 once shipped (the dialog says if not yet signed or too late). */
const AFTER_SALE_OPEN = ['WAITING_TAKING', 'TAKING', 'DELIVERED', 'FINISHED'];

/** 去支付, 挂起/恢复, 修改地址, 申请售后 and 取消订单 as the order's state allows, with their dialogs. */
export function DaifaOrderActions({
  order,
  onChanged,
}: {
  order: DaifaOrderDetail;
  /** Something changed: the order (and a list's counts) need a refresh. */
  onChanged: () => void | Promise<void>;
}) {
  const navigate = useNavigate();
  const { toast } = useFeedback();
  const [canceling, setCanceling] = useState(false);
  const [addressing, setAddressing] = useState(false);
  const [applying, setApplying] = useState(false);
  const mayApply = useMayOpen('/afterSale/afterSaleList');
  const [busy, setBusy] = useState(false);

  // A fresh payment order when the placing one lapsed (it lasts 30 minutes, the order 24 hours).
  const pay = async () => {
    setBusy(true);
    const answer = await payDaifaOrders({ mode: 'ids', ids: [order.id] });
    setBusy(false);
    if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
    navigate(`/funds/pay?payNo=${answer.data.payNo}`);
  };
  const toggleHold = async () => {
    setBusy(true);
    const held = order.flags.includes('HOLD');
    const answer = held ? await releaseDaifaOrder(order.orderNo) : await holdDaifaOrder(order.orderNo);
    setBusy(false);
    if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
    toast.success(held ? '订单已恢复' : '订单已挂起');
    await onChanged();
  };

  return (
    <>
      <Space wrap>
        {order.status === 'WAITING_PAYMENT' && (
          <Button type="primary" loading={busy} onClick={() => void pay()}>
            去支付
          </Button>
        )}
        {HOLDABLE.includes(order.status) && (
          <Button loading={busy} onClick={() => void toggleHold()}>
            {order.flags.includes('HOLD') ? '恢复' : '挂起'}
          </Button>
        )}
        {CANCELABLE.includes(order.status) && !order.waybillNo && (
          <Button onClick={() => setAddressing(true)}>修改地址</Button>
        )}
        {mayApply && AFTER_SALE_OPEN.includes(order.status) && (
          <Button onClick={() => setApplying(true)}>申请售后</Button>
        )}
        {CANCELABLE.includes(order.status) && (
          <Button danger onClick={() => setCanceling(true)}>
            取消订单
          </Button>
        )}
      </Space>
      <AddressDialog
        orderNo={addressing ? order.orderNo : null}
        onClose={() => setAddressing(false)}
        onDone={async () => {
          setAddressing(false);
          await onChanged();
        }}
      />
      <ApplyAfterSaleDialog
        orderNo={applying ? order.orderNo : null}
        onClose={() => setApplying(false)}
        onDone={async () => {
          setApplying(false);
          await onChanged();
        }}
      />
      <PromptDialog
        open={canceling}
        title="取消订单"
        label="取消原因（已付款的，未拿货部分退回余额）"
        placeholder="如：买家不要了"
        okText="确认取消"
        validator={(v) => (v.trim() ? (v.length > 200 ? '取消原因最多200个字符' : true) : '请填写取消原因')}
        onCancel={() => setCanceling(false)}
        onConfirm={async (reason) => {
          const answer = await cancelDaifaOrder(order.orderNo, reason.trim());
          if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
          setCanceling(false);
          toast.success(
            answer.data.refundedFen > 0
              ? `订单已取消，${formatFen(answer.data.refundedFen)} 已退回余额`
              : '订单已取消',
          );
          await onChanged();
        }}
      />
    </>
  );
}
