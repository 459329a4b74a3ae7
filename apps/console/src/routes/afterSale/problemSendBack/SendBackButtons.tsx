import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'antd';
import { ConfirmButton, formatFen, useFeedback } from '@oms/ui';
import { cancelSendBack, paySendBack } from '../../../api/sendBack.ts';
import { payPageUrl } from '../../funds/pay/payUrls.ts';

/** 去支付 a 待付款 寄回单: its open payment order, or a new one. */
export function PaySendBackButton({ postNo }: { postNo: string }) {
  const { toast } = useFeedback();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="small"
      type="primary"
      loading={busy}
      aria-label={`支付寄回单 ${postNo}`}
      onClick={async () => {
        setBusy(true);
        try {
          const answer = await paySendBack(postNo);
          if (answer.errorCode !== 0) return toast.error(answer.errorMsg);
          navigate(payPageUrl(answer.data.payNo));
        } finally {
          setBusy(false);
        }
      }}
    >
      去支付
    </Button>
  );
}

/** 取消寄回 before the warehouse ships it, after reading what comes back. */
export function CancelSendBackButton({
  postNo,
  paid,
  freightFen,
}: {
  postNo: string;
  paid: boolean;
  freightFen: number;
}) {
  const { toast } = useFeedback();
  const [busy, setBusy] = useState(false);
  return (
    <ConfirmButton
      title={`取消寄回单 ${postNo}？`}
      description={paid ? `运费 ${formatFen(freightFen)} 退回余额，包裹回到待处理` : '包裹回到待处理'}
      okText="取消寄回"
      cancelText="不取消"
      onConfirm={async () => {
        setBusy(true);
        try {
          const answer = await cancelSendBack(postNo);
          if (answer.errorCode !== 0) return toast.error(answer.errorMsg);
          toast.success(
            answer.data.refundedFen > 0
              ? `已取消寄回，运费 ${formatFen(answer.data.refundedFen)} 已退回余额`
              : '已取消寄回',
          );
        } finally {
          setBusy(false);
        }
      }}
      size="small"
      loading={busy}
      aria-label={`取消寄回单 ${postNo}`}
    >
      取消寄回
    </ConfirmButton>
  );
}
