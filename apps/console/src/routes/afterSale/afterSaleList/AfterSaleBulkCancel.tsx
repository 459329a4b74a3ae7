import { useState } from 'react';
import { ConfirmButton, useFeedback } from '@oms/ui';
import { startAfterSaleBulk } from '../../../api/afterSale.ts';

export interface AfterSaleBulkCancelProps {
  /** The ticked cases (their ids). */
  picked: number[];
  /** The server accepted the job: follow it. */
  onStarted: (jobId: number) => void;
}

/**
 * 批量撤销: the ticked returns still waiting for the buyer's parcel are called off, each as 撤销 does (the
 * warehouse told first), as a server job whose report says why any was left.
 */
export function AfterSaleBulkCancel({ picked, onStarted }: AfterSaleBulkCancelProps) {
  const { toast } = useFeedback();
  const [starting, setStarting] = useState(false);
  const start = async () => {
    setStarting(true);
    const answer = await startAfterSaleBulk({
      selection: { mode: 'ids', ids: picked },
      action: { kind: 'cancel' },
    });
    setStarting(false);
    if (answer.errorCode !== 0) return void toast.error(answer.errorMsg);
    onStarted(answer.data.id);
  };
  return (
    <ConfirmButton
      title={`撤销所选的 ${picked.length} 个售后？`}
      description="买家还没寄回的退货将撤销，商品可重新申请售后；已签收的不能撤销。"
      okText="撤销"
      okDanger
      cancelText="取消"
      onConfirm={() => void start()}
      danger
      disabled={!picked.length}
      loading={starting}
    >
      批量撤销{picked.length ? `（${picked.length}）` : ''}
    </ConfirmButton>
  );
}
