import { useState } from 'react';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { DaifaBulkAction, DaifaOrderSelection } from '@oms/api-client';
import { PromptDialog, useFeedback } from '@oms/ui';
import { payDaifaOrders, startDaifaBulk } from '../../../api/daifaOrders.ts';

export interface DaifaOrderBulkActionsProps {
  /** The ticked orders, or every order matching the filters. */
  selection: DaifaOrderSelection;
  /** The server accepted the job: follow it. */
  onStarted: (jobId: number) => void;
}

/**
 * 批量支付 (one payment order for the unpaid ones, straight to the pay page), and 批量取消, 挂起, 恢复 as
 * server jobs with a per-order report.
 */
export function DaifaOrderBulkActions({ selection, onStarted }: DaifaOrderBulkActionsProps) {
  const { toast } = useFeedback();
  const navigate = useNavigate();
  const [starting, setStarting] = useState<string | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);

  const start = async (action: DaifaBulkAction) => {
    setStarting(action.kind);
    const answer = await startDaifaBulk({ selection, action });
    setStarting(null);
    if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
    onStarted(answer.data.id);
  };

  const pay = async () => {
    setStarting('pay');
    const answer = await payDaifaOrders(selection);
    setStarting(null);
    if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
    if (answer.data.skipped.length)
      toast.info(
        `${answer.data.skipped.length} 个订单无需支付，已跳过；合并支付 ${answer.data.orderNos.length} 个订单`,
      );
    navigate(`/funds/pay?payNo=${answer.data.payNo}`);
  };

  return (
    <>
      <Button type="primary" loading={starting === 'pay'} onClick={() => void pay()}>
        批量支付
      </Button>
      <Button danger loading={starting === 'cancel'} onClick={() => setCancelOpen(true)}>
        批量取消
      </Button>
      <Button loading={starting === 'hold'} onClick={() => void start({ kind: 'hold' })}>
        挂起
      </Button>
      <Button loading={starting === 'release'} onClick={() => void start({ kind: 'release' })}>
        恢复
      </Button>
      <PromptDialog
        open={cancelOpen}
        title="批量取消订单"
        label="取消原因（已付款的订单按进度退回余额）"
        placeholder="例如：买家不要了"
        validator={(value) => value.trim().length > 0 && value.length <= 200}
        errorText="请填写取消原因，最多200个字符"
        onCancel={() => setCancelOpen(false)}
        onConfirm={async (value) => {
          setCancelOpen(false);
          await start({ kind: 'cancel', reason: value.trim() });
        }}
      />
    </>
  );
}
