import { useState } from 'react';
import { Button, Flex } from 'antd';
import type { AfterSaleRow } from '@oms/api-client';
import { ConfirmButton, useFeedback } from '@oms/ui';
import { cancelAfterSale } from '../../../api/afterSale.ts';
import { awaitingParcel } from './returnProgress.ts';
import { ReturnWaybillDialog, type ReturnWaybillTarget } from './ReturnWaybillDialog.tsx';

type Case = Pick<AfterSaleRow, 'asNo' | 'status' | 'returnState' | 'returnWaybillNo' | 'returnCourier'>;

/**
 * A case's own actions while the buyer's parcel is on its way: 填写退货单号 (修改退货单号 once given) and
 * 撤销申请. Nothing once the warehouse has signed for it (the server refuses too).
 */
export function CaseActions({ kase, size = 'small' }: { kase: Case; size?: 'small' | 'middle' }) {
  const [target, setTarget] = useState<ReturnWaybillTarget | null>(null);
  const [canceling, setCanceling] = useState(false);
  const { toast } = useFeedback();
  if (!awaitingParcel(kase)) return null;
  const cancel = async () => {
    setCanceling(true);
    try {
      const answer = await cancelAfterSale(kase.asNo);
      if (answer.errorCode === 0) toast.success(`售后单 ${kase.asNo} 已撤销`);
      else toast.error(answer.errorMsg);
    } finally {
      setCanceling(false);
    }
  };
  return (
    <Flex gap={8} wrap>
      <Button
        size={size}
        type={kase.returnWaybillNo ? 'default' : 'primary'}
        aria-label={`${kase.returnWaybillNo ? '修改' : '填写'}退货单号 ${kase.asNo}`}
        onClick={() => setTarget(kase)}
      >
        {kase.returnWaybillNo ? '修改退货单号' : '填写退货单号'}
      </Button>
      <ConfirmButton
        title="撤销售后申请？"
        description="撤销后本次售后关闭，商品可重新申请售后。"
        okText="撤销申请"
        cancelText="再想想"
        onConfirm={() => cancel()}
        size={size}
        danger
        loading={canceling}
        aria-label={`撤销售后申请 ${kase.asNo}`}
      >
        撤销申请
      </ConfirmButton>
      <ReturnWaybillDialog target={target} onClose={() => setTarget(null)} />
    </Flex>
  );
}
