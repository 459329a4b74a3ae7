import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Flex, Typography } from 'antd';
import type { AfterSaleRow } from '@oms/api-client';
import { ConfirmButton, useFeedback } from '@oms/ui';
import { cancelAfterSale, interceptToReturn } from '../../../api/afterSale.ts';
import { afterSaleDetailHref } from '../afterSaleList/afterSaleUrls.ts';
import { awaitingParcel } from './returnProgress.ts';
import { ReturnWaybillDialog, type ReturnWaybillTarget } from './ReturnWaybillDialog.tsx';

type Case = Pick<
  AfterSaleRow,
  'asNo' | 'status' | 'returnState' | 'returnWaybillNo' | 'returnCourier' | 'interceptState' | 'nextAsNo'
>;

/**
 * A case's own actions while the buyer's parcel is on its way: 填写退货单号 (修改退货单号 once given) and
 * 撤销申请. Nothing once the warehouse has signed for it (the server refuses too). A 已发货仅退款 whose
 * interception failed offers 转退货退款 (once; then a link to that return).
 */
export function CaseActions({ kase, size = 'small' }: { kase: Case; size?: 'small' | 'middle' }) {
  if (kase.interceptState === 'FAILED') return <ToReturn kase={kase} size={size} />;
  if (!awaitingParcel(kase)) return null;
  return <ReturnActions kase={kase} size={size} />;
}

/** 转退货退款: the buyer gets the parcel after all and sends it back; the new return's page opens. */
function ToReturn({ kase, size }: { kase: Case; size: 'small' | 'middle' }) {
  const [busy, setBusy] = useState(false);
  const { toast } = useFeedback();
  const navigate = useNavigate();
  if (kase.nextAsNo)
    return (
      <Typography.Text type="secondary" style={{ fontSize: size === 'small' ? 12 : 14 }}>
        已转退货退款 <Link to={afterSaleDetailHref(kase.nextAsNo)}>{kase.nextAsNo}</Link>
      </Typography.Text>
    );
  const turn = async () => {
    setBusy(true);
    try {
      const answer = await interceptToReturn(kase.asNo);
      if (answer.errorCode !== 0) {
        toast.error(answer.errorMsg);
        return;
      }
      toast.success(`已转为退货退款 ${answer.data.asNo}，请在3天内填写退货单号`);
      navigate(afterSaleDetailHref(answer.data.asNo));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmButton
      title="转为退货退款？"
      description="包裹将送到买家手中，请买家拒收或寄回；仓库签收退货后退回档口，档口退款后到账余额。"
      okText="转退货退款"
      cancelText="再想想"
      onConfirm={() => turn()}
      size={size}
      type="primary"
      loading={busy}
      aria-label={`转退货退款 ${kase.asNo}`}
    >
      转退货退款
    </ConfirmButton>
  );
}

function ReturnActions({ kase, size }: { kase: Case; size: 'small' | 'middle' }) {
  const [target, setTarget] = useState<ReturnWaybillTarget | null>(null);
  const [canceling, setCanceling] = useState(false);
  const { toast } = useFeedback();
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
